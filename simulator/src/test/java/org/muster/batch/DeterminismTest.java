package org.muster.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.engine.Seeds;
import org.muster.io.BattlesCsvWriter;
import org.muster.io.ReportWriter;
import org.muster.stats.Summary;

/**
 * The batch contract (ARCHITECTURE.md §2): the same seed gives byte-identical CSV files whatever the thread count and
 * the chunk size, including chunk sizes that do not divide the number of battles.
 */
final class DeterminismTest {
    /** Fixed so that a failure reproduces. */
    private static final long SEED = 0x2A;
    /** Prime, so that no chunk size below divides it. */
    private static final long BATTLES = 997;

    @TempDir
    Path tmp;

    /** Runs a plan and returns the bytes of every CSV file it wrote, by file name. */
    private Map<String, String> csvFiles(int threads, int chunkSize, long seed) throws IOException {
        Path dir = tmp.resolve("t" + threads + "-c" + chunkSize + "-s" + seed);
        RunPlan plan = FakeRuleset.plan(seed, BATTLES, threads, chunkSize);
        BatchResult result;
        try (BattlesCsvWriter battles = BattlesCsvWriter.open(dir.resolve(BattlesCsvWriter.BATTLES_CSV))) {
            result = BatchRunner.run(plan, battles, null);
            battles.commit();
        }
        ReportWriter.writeAll(dir, Summary.of(result));
        Map<String, String> files = new LinkedHashMap<>();
        for (String name : List.of(ReportWriter.SUMMARY_CSV, ReportWriter.UNITS_CSV, ReportWriter.CASUALTIES_CSV,
                BattlesCsvWriter.BATTLES_CSV)) {
            files.put(name, Files.readString(dir.resolve(name)));
        }
        return files;
    }

    @Test
    void threadsAndChunkSize_doNotChangeAnyCsvByte() throws IOException {
        Map<String, String> reference = csvFiles(1, 1000, SEED);
        for (int threads = 1; threads <= 3; threads++) {
            for (int chunkSize : new int[] {1, 7, 64, 333, 1000}) {
                Map<String, String> files = csvFiles(threads, chunkSize, SEED);
                for (String name : reference.keySet()) {
                    assertEquals(reference.get(name), files.get(name),
                            name + " differs for threads=" + threads + " chunkSize=" + chunkSize);
                }
            }
        }
    }

    @Test
    void battlesCsv_rowsInOrderWithTheirDiceSeeds() throws IOException {
        String[] lines = csvFiles(3, 64, SEED).get(BattlesCsvWriter.BATTLES_CSV).split("\n");
        assertEquals("battle,seed,winner,how,turns,figures_lost_side_0,figures_lost_side_1", lines[0]);
        assertEquals(BATTLES + 1, lines.length);
        for (int i = 0; i < BATTLES; i++) {
            String[] cells = lines[i + 1].split(",");
            assertEquals(Integer.toString(i), cells[0]);
            assertEquals(BattlesCsvWriter.seed(Seeds.forBattle(SEED, i, Seeds.DICE)), cells[1]);
        }
    }

    @Test
    void anotherSeed_changesTheResults() throws IOException {
        assertNotEquals(csvFiles(2, 64, SEED).get(ReportWriter.SUMMARY_CSV),
                csvFiles(2, 64, SEED + 1).get(ReportWriter.SUMMARY_CSV));
    }

    @Test
    void seedSchedule_hasNoBasePlusIndexAliasing() {
        assertNotEquals(Seeds.forBattle(100, 5, Seeds.DICE), Seeds.forBattle(101, 4, Seeds.DICE));
    }
}
