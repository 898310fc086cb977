package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;

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
     * Every example's bundled scenario exists (a placeholder such as my-scenario.yaml aside), and every NAME=VALUE it
     * sets is one that scenario takes: a {@code --set}-like name is a parameter of its rule set (and the value one the
     * parameter accepts), a {@code --var}-like name one of its variables, a {@code --vary} name either. (sweep's help
     * once varied {@code defenders} on farm-assault, which declares no variables: copied whole, it failed.)
     */
    @Test
    void everyExample_namesAScenarioAndOnlyWhatItTakes() {
        Path root = Path.of(System.getProperty("muster.root", ".."));
        int checked = 0;
        for (Map.Entry<String, CommandLine> e : new CommandLine(new Main()).getSubcommands().entrySet()) {
            for (String example : e.getValue().getCommandSpec().usageMessage().footer()) {
                if (!example.startsWith("  muster ")) {
                    continue;
                }
                String[] words = example.replaceFirst("(\\S) {2,}\\S.*$", "$1").trim().split(" +");
                Scenario scenario = null;
                for (String w : words) {
                    if (w.contains("*")) {
                        assertTrue(Files.isDirectory(root.resolve(w.substring(0, w.indexOf('*')))), example);
                    } else if (w.startsWith("scenarios/") && w.endsWith(".yaml") && scenario == null) {
                        assertTrue(Files.isRegularFile(root.resolve(w)), example);
                        scenario = ScenarioReader.read(root.resolve(w), Map.of());
                    }
                }
                for (int i = 0; i + 1 < words.length; i++) {
                    String flag = words[i];
                    boolean set = flag.equals("--set") || flag.endsWith("-set");
                    boolean var = flag.equals("--var") || flag.endsWith("-var") || flag.equals("--set-var");
                    boolean vary = flag.equals("--vary");
                    if (!(set || var || vary) || scenario == null) {
                        continue;
                    }
                    if (!words[i + 1].contains("=")) {
                        // price's --var NAME: the variable priced.
                        assertTrue(!var || scenario.vars().containsKey(words[i + 1]), example);
                        continue;
                    }
                    String name = words[i + 1].substring(0, words[i + 1].indexOf('='));
                    String value = words[i + 1].substring(name.length() + 1);
                    Parameters rules = StandardRulesets.registry().get(scenario.ruleset(), "test", 0, "ruleset")
                            .defaults();
                    boolean isVar = scenario.vars().containsKey(name);
                    boolean isRule = rules.definitions().stream().anyMatch(d -> d.name().equals(name));
                    assertTrue(var ? isVar : set ? isRule : isVar || isRule,
                            e.getKey() + ": " + flag + " " + name + " in " + example);
                    if (set && isRule) {
                        rules.with(Map.of(name, value), "test");
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked >= 8, "NAME=VALUE examples checked: " + checked);
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
