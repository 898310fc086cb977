package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    /**
     * Picocli formats each description as a format string: a bare "%" (a "95% interval") makes it print a WARN on
     * stderr and show the raw text with "%n" unreplaced; picocli writes that warning to System.err, not to the
     * command's err writer, so it is caught there.
     */
    @Test
    void everyHelp_formatsWithoutAPicocliWarning() {
        PrintStream original = System.err;
        ByteArrayOutputStream caught = new ByteArrayOutputStream();
        System.setErr(new PrintStream(caught, true, StandardCharsets.UTF_8));
        try {
            for (String name : new CommandLine(new Main()).getSubcommands().keySet()) {
                if (!name.equals("help")) {
                    CliRunner.run(name, "--help");
                }
            }
        } finally {
            System.setErr(original);
        }
        String err = caught.toString(StandardCharsets.UTF_8);
        assertTrue(!err.contains("picocli WARN"), err);
    }

    @Test
    void wrap_breaksBeforeAnOption() {
        assertEquals(java.util.List.of("  muster run a.yaml \\", "      --set x=1"),
                Main.wrap("  muster run a.yaml --set x=1", 22));
    }
}
