package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.muster.cli.CliRunner.oneLine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Inputs that used to end in an internal error (exit 3) or be silently ignored: now one line and exit 2. */
class CrashesTest {
    @TempDir
    Path tmp;

    private static String bundled(String ruleset, String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "scenarios", ruleset, name).toString();
    }

    @Test
    void price_nonFinitePoints_refusedBeforePlaying() {
        for (String p : new String[] {"Infinity", "NaN", "-Infinity", "0", "-3"}) {
            Path out = tmp.resolve("price" + p);
            oneLine(CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(), "--var", "grey_squads",
                    "--values", "1..2", "-n", "50", "--points", p, "--out", out.toString()), "--points", p);
            assertFalse(Files.exists(out.resolve("price.csv")) || Files.exists(out.resolve("manifest.properties")),
                    "nothing written for " + p);
        }
    }

    @Test
    void check_junitToAFolderOrAnUnwritablePath_refusedBeforePlaying() throws IOException {
        String duel = CliRunner.fixture("duel-tight.yaml").toString();
        oneLine(CliRunner.run("check", duel, "-n", "100", "--junit", tmp.toString()), "--junit", "folder");
        Path file = Files.writeString(tmp.resolve("file.txt"), "x");
        oneLine(CliRunner.run("check", duel, "-n", "100", "--junit", file.resolve("check.xml").toString()), "--junit",
                "cannot be written");
    }

    @Test
    void report_damagedSummaryOrMissingUnits_oneLine() throws IOException {
        Path dir = tmp.resolve("run");
        assertEquals(ExitCodes.OK, CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "50", "-q",
                "--out", dir.toString()).code());
        Path summary = dir.resolve("summary.csv");
        byte[] good = Files.readAllBytes(summary);
        Files.writeString(summary, "side,name,bogus\n");
        oneLine(CliRunner.run("report", dir.toString()), "summary.csv");
        Files.writeString(summary, new String(good, java.nio.charset.StandardCharsets.UTF_8).substring(0, 200));
        oneLine(CliRunner.run("report", dir.toString()), dir.toString());
        Files.write(summary, good);
        Files.delete(dir.resolve("units.csv"));
        oneLine(CliRunner.run("report", dir.toString()), "units.csv", "missing");
    }

    @Test
    void compare_threeFiles_refused() {
        String duel = CliRunner.fixture("duel.yaml").toString();
        oneLine(CliRunner.run("compare", duel, duel, CliRunner.fixture("duel-tight.yaml").toString(), "-n", "50",
                "--out", tmp.resolve("c").toString()), "duel-tight.yaml");
    }

    @Test
    void compare_twoRulesets_refused() {
        oneLine(CliRunner.run("compare", bundled("acw-skirmish", "meeting-engagement.yaml"),
                bundled("hardtack", "meeting-engagement.yaml"), "-n", "50", "--out", tmp.resolve("c").toString()),
                "hardtack", "acw-skirmish", "rule set");
        assertFalse(Files.exists(tmp.resolve("c").resolve("compare.csv")));
    }

    @Test
    void usageErrors_areOneLineToo() {
        oneLine(CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "abc"), "--battles", "abc",
                "muster run --help");
        oneLine(CliRunner.run("bogus-command"), "bogus-command", "muster --help");
    }
}
