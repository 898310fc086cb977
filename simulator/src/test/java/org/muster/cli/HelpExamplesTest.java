package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/**
 * Every --help example can be copied whole: lines fit the help's width, so Picocli breaks none in the middle of a
 * token, and a long example continues after a shell line continuation, which joined gives the example back.
 */
final class HelpExamplesTest {
    @Test
    void everyExample_fitsTheWidth_andJoinsBackWhole() {
        Map<String, CommandLine> commands = new CommandLine(new Main()).getSubcommands();
        int examples = 0;
        for (Map.Entry<String, CommandLine> e : commands.entrySet()) {
            if (e.getKey().equals("help")) {
                continue;
            }
            CliRunner.Result r = CliRunner.run(e.getKey(), "--help");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            String joined = r.out().replaceAll(" \\\\\\R {6}", " ");
            for (String line : r.out().split("\\R")) {
                assertTrue(line.length() <= 80, e.getKey() + ": " + line);
            }
            for (String example : e.getValue().getCommandSpec().usageMessage().footer()) {
                if (example.startsWith("  muster ")) {
                    String command = example.replaceFirst("(\\S) {2,}\\S.*$", "$1");
                    assertTrue(joined.contains(command), e.getKey() + " lost: " + command + "\n" + r.out());
                    examples++;
                }
            }
        }
        assertTrue(examples > 20, "examples found: " + examples);
    }

    @Test
    void wrap_breaksBeforeAnOption() {
        assertEquals(java.util.List.of("  muster run a.yaml \\", "      --set x=1"),
                Main.wrap("  muster run a.yaml --set x=1", 22));
    }
}
