package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.stats.WinRate;

/**
 * {@code muster run --precision}: stops at the first chunk boundary where both sides' 95% intervals are tight enough,
 * records the battles played in the manifest, and gives the same bytes for any thread count.
 */
class PrecisionTest {
    private static final double H = 0.04;
    private static final int CHUNK = 50;

    @TempDir
    Path tmp;

    private Path run(String name, String threads) {
        Path out = tmp.resolve(name);
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "5000", "--seed",
                "3", "--threads", threads, "--chunk-size", Integer.toString(CHUNK), "--precision", Double.toString(H),
                "--battles-csv", "--out", out.toString(), "-q");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return out;
    }

    @Test
    void precision_stopsAtFirstTightChunkBoundary_sameBytesForOneAndTwoThreads() throws IOException {
        Path one = run("one", "1");
        Path two = run("two", "2");
        for (String f : List.of("summary.csv", "units.csv", "casualties.csv", "battles.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(one.resolve("battles.csv"));
        int played = rows.size() - 1;
        Properties manifest = new Properties();
        try (Reader in = Files.newBufferedReader(one.resolve("manifest.properties"))) {
            manifest.load(in);
        }
        assertEquals(Integer.toString(played), manifest.getProperty("battles.played"));
        assertEquals("5000", manifest.getProperty("battles"));
        assertEquals(0, played % CHUNK, "stops on a chunk boundary");
        assertTrue(played < 5000, "stopped early");
        // Replay the rule from the rows: not tight at any earlier boundary, tight at this one.
        long[] wins = new long[3];
        for (int i = 1; i <= played; i++) {
            String winner = rows.get(i).split(",")[2];
            wins["draw".equals(winner) ? 2 : Integer.parseInt(winner)]++;
            if (i % CHUNK == 0) {
                boolean tight = WinRate.of(wins[0], i).halfWidth() <= H && WinRate.of(wins[1], i).halfWidth() <= H;
                assertEquals(i == played, tight, "rule at boundary " + i);
            }
        }
    }

    @Test
    void precision_unreachable_playsAllBattles() {
        Path out = tmp.resolve("all");
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "120",
                "--chunk-size", "50", "--precision", "0.001", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains(": 120 battles"), r.out());
        assertFalse(r.out().contains("stopped at the precision"), r.out());
    }

    @Test
    void precision_outOfRange_isBadInput() {
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "--precision", "0");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertEquals("command line: --precision: value 0.0 must be greater than 0 and less than 1",
                r.err().strip());
    }

    @Test
    void var_setsScenarioVariable_unknownIsBadInput() {
        Path out = tmp.resolve("var");
        CliRunner.Result ok = CliRunner.run("run", CliRunner.fixture("duel-vars.yaml").toString(), "-n", "50",
                "--var", "grey_squads=1", "--out", out.toString(), "-q");
        assertEquals(ExitCodes.OK, ok.code(), ok.err());
        CliRunner.Result bad = CliRunner.run("run", CliRunner.fixture("duel-vars.yaml").toString(), "-n", "50",
                "--var", "grey_squad=1");
        assertEquals(ExitCodes.BAD_INPUT, bad.code());
        assertTrue(bad.err().contains("duel-vars.yaml:6: --var grey_squad: the scenario declares no variable "
                + "'grey_squad'"), bad.err());
    }
}
