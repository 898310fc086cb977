package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A battle that throws fails every balance command (run, sweep, price, matrix, compare, check) with exit code 3, a
 * message naming the scenario file, the seed and the battle index, and a {@code muster replay} command that plays
 * that battle alone, and writes no complete-looking output. The failing engine ({@link FailingRulesetMain}) is
 * registered in a child JVM only, so this JVM's registry, which other tests iterate, stays as shipped.
 */
class InternalErrorTest {
    @TempDir
    Path tmp;

    @Test
    void everyBalanceCommand_failingBattle_exitThreeWithReplayCommand() throws Exception {
        Path source = Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "veterans-vs-regulars.yaml");
        Path f = tmp.resolve("failing.yaml");
        Files.writeString(f, Files.readString(source).replace("ruleset: acw-skirmish", "ruleset: acw-failing"));
        String s = f.toString();
        List<String> commands = List.of(
                "run\t" + s + "\t-n\t40\t--seed\t3\t--chunk-size\t10\t-q\t--out\t" + tmp.resolve("run"),
                "sweep\t" + s + "\t--vary\tregulars=4..5\t-n\t40\t--seed\t3\t-q\t--out\t" + tmp.resolve("sweep"),
                "price\t" + s + "\t--var\tregulars\t--values\t4..5\t-n\t40\t--seed\t3\t-q\t--out\t"
                        + tmp.resolve("price"),
                "matrix\t" + s + "\t--players\tnaive,random\t-n\t40\t--seed\t3\t-q\t--out\t" + tmp.resolve("matrix"),
                "compare\t" + s + "\t--b-set\tkill-die.prone-modifier=1\t-n\t40\t--seed\t3\t-q\t--out\t"
                        + tmp.resolve("compare"),
                "check\t" + s + "\t-n\t40\t--seed\t3\t-q");
        Path script = tmp.resolve("commands.txt");
        Files.write(script, commands);
        String javaBinary = ProcessHandle.current().info().command().orElse("java");
        List<String> javaCommand = new ArrayList<>(List.of(javaBinary, "-cp", System.getProperty("java.class.path"),
                FailingRulesetMain.class.getName(), script.toString()));
        Process child = new ProcessBuilder(javaCommand).redirectErrorStream(true).start();
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, child.exitValue(), output);
        String[] parts = output.split("=== exit ");
        assertEquals(commands.size() + 1, parts.length, output);
        for (int i = 0; i < commands.size(); i++) {
            String part = parts[i + 1];
            String command = commands.get(i).substring(0, commands.get(i).indexOf('\t'));
            assertTrue(part.startsWith(ExitCodes.INTERNAL + "\n"), command + ": " + part);
            assertTrue(part.contains(s), command + " does not name the scenario: " + part);
            assertTrue(part.contains("battle " + FailingRulesetMain.FAILING_BATTLE + " of the run with seed 3"),
                    command + ": " + part);
            assertTrue(part.contains("injected failure"), command + ": " + part);
            assertTrue(part.contains("muster replay " + s + " --seed 3 --battle " + FailingRulesetMain.FAILING_BATTLE),
                    command + ": " + part);
        }
        assertFalse(Files.exists(tmp.resolve("run").resolve("summary.csv")));
        assertFalse(Files.exists(tmp.resolve("run").resolve("manifest.properties")));
    }
}
