package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The determinism contract end to end, through the command line: the same command and seed give byte-identical CSV
 * files whatever the thread count, and {@code muster replay} of any battle reproduces its row of battles.csv.
 */
class RunDeterminismTest {
    private static final List<String> CSVS = List.of("summary.csv", "units.csv", "casualties.csv", "battles.csv");

    @TempDir
    Path tmp;

    private Path run(String name, String threads, String chunk) {
        Path out = tmp.resolve(name);
        List<String> args = new java.util.ArrayList<>(List.of("run", CliRunner.fixture("duel.yaml").toString(), "-n",
                "1500", "--seed", "7", "--threads", threads, "--battles-csv", "--out", out.toString(), "-q"));
        if (chunk != null) {
            args.addAll(List.of("--chunk-size", chunk));
        }
        CliRunner.Result r = CliRunner.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return out;
    }

    /**
     * Without --chunk-size a run of 1,500 battles is cut into chunks of 24 (so two workers both have work), and its
     * CSV files are the bytes of the same run cut into chunks of 1,000: the default chunking moves no result.
     */
    @Test
    void run_defaultChunking_spreadsSmallRunsAndMovesNoResult() throws IOException {
        Path spread = run("spread", "2", null);
        Path whole = run("whole", "2", "1000");
        for (String f : CSVS) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(spread.resolve(f)), f);
        }
        assertTrue(Files.readAllLines(spread.resolve("manifest.properties")).contains("chunk.size=25"),
                "1,500 / 64 rounds up to 24, raised to the smallest chunk, 25");
        assertEquals(25, org.muster.batch.RunPlan.spreadChunkSize(1));
        assertEquals(157, org.muster.batch.RunPlan.spreadChunkSize(10_000));
        assertEquals(1000, org.muster.batch.RunPlan.spreadChunkSize(64_000));
        assertEquals(1000, org.muster.batch.RunPlan.spreadChunkSize(10_000_000_000L));
    }

    @Test
    void run_sameSeed_sameBytesForOneAndTwoThreads() throws IOException {
        Path one = run("one", "1", "1000");
        Path two = run("two", "2", "1000");
        Path three = run("three", "3", "1000");
        for (String f : CSVS) {
            byte[] expected = Files.readAllBytes(one.resolve(f));
            assertTrue(expected.length > 0, f);
            assertArrayEquals(expected, Files.readAllBytes(two.resolve(f)), f + " differs between 1 and 2 threads");
            assertArrayEquals(expected, Files.readAllBytes(three.resolve(f)), f + " differs between 1 and 3 threads");
        }
        assertTrue(Files.exists(one.resolve("manifest.properties")));
    }

    @Test
    void replay_reproducesEachRowOfBattlesCsv() throws IOException {
        Path out = run("rows", "2", "250");
        List<String> rows = Files.readAllLines(out.resolve("battles.csv"));
        assertEquals(1501, rows.size());
        for (int battle : new int[] {0, 1, 17, 499, 1234, 1499}) {
            String[] row = rows.get(battle + 1).split(",");
            CliRunner.Result r = CliRunner.run("replay", CliRunner.fixture("duel.yaml").toString(), "--battle",
                    Integer.toString(battle), "--seed", "7", "--format", "jsonl");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            List<String> lines = r.out().lines().toList();
            String last = lines.get(lines.size() - 1);
            String winner = switch (row[2]) {
                case "0" -> "Blue";
                case "1" -> "Grey";
                default -> "draw";
            };
            String expected = "{\"battle\":" + battle + ",\"winner\":\"" + winner + "\",\"how\":\"" + row[3]
                    + "\",\"turns\":" + row[4] + ",\"lost\":[" + row[5] + "," + row[6] + "]}";
            assertEquals(expected, last, "battle " + battle);
            assertTrue(lines.size() > 10, "a narrated battle has events");
            CliRunner.Result text = CliRunner.run("replay", CliRunner.fixture("duel.yaml").toString(), "--battle",
                    Integer.toString(battle), "--seed", "7");
            List<String> textLines = text.out().lines().toList();
            assertEquals(rows.get(0), textLines.get(textLines.size() - 2), "battles.csv's header");
            assertEquals(rows.get(battle + 1), textLines.get(textLines.size() - 1), "replay ends with the row");
        }
    }
}
