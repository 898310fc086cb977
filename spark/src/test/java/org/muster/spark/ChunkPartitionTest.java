package org.muster.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.batch.BatchRunner;
import org.muster.batch.ChunkTally;
import org.muster.batch.RunPlan;
import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Ruleset;

/**
 * What Spark relies on when it runs a task again (a lost executor, a speculative copy): a chunk's output depends only
 * on the plan and the chunk index, not on which partition played it, after which other chunks, or on a fresh or a
 * reused engine. Checked without a Spark context, by calling the partition function directly, against chunks the
 * local runner plays.
 */
class ChunkPartitionTest {
    @Test
    void aChunkPlayedAgainAnywhereGivesTheSameTallyAndRows() {
        // Random army lists: the compiled template is rebuilt on the executor from the recipe.
        Scenario scenario = ScenarioReader.read(Paths.get(System.getProperty("muster.root", ".."), "scenarios",
                "jacobite45", "army-lists.yaml"), Map.of());
        Ruleset ruleset = StandardRulesets.registry().get(scenario.ruleset(), "test", 0, "ruleset");
        RunPlan plan = new RunPlan(ruleset, ruleset.compile(scenario, ruleset.defaults().with(scenario.rules(),
                "test")), 11, 230, 2, 30);
        PlanRecipe recipe = PlanRecipe.of(plan);
        ChunkPartition partition = new ChunkPartition("test/plan", recipe, true);

        List<ChunkOutput> inOrder = play(partition, 0, 1, 2, 3, 4, 5, 6, 7);
        List<ChunkOutput> shuffled = new ArrayList<>(play(partition, 7, 3, 5));
        shuffled.addAll(play(partition, 6, 0, 4, 2, 1));
        shuffled.sort((a, b) -> Long.compare(a.chunk(), b.chunk()));
        // Another runner's key: a fresh engine, compiled again from the recipe.
        List<ChunkOutput> fresh = play(new ChunkPartition("test/other", recipe, true), 5);

        try (BatchRunner local = BatchRunner.open(plan)) {
            for (int c = 0; c < 8; c++) {
                int[] rows = BatchRunner.newRows(plan, c);
                int[] at = {0};
                ChunkTally tally = local.runChunks(c, c + 1, (i, seed, w, how, turns, l0, l1) -> {
                    for (int v : new int[] {w, how, turns, l0, l1}) {
                        rows[at[0]++] = v;
                    }
                }, null);
                assertEquals(tally, inOrder.get(c).tally(), "chunk " + c);
                assertArrayEquals(rows, inOrder.get(c).rows(), "rows of chunk " + c);
                assertEquals(inOrder.get(c).tally(), shuffled.get(c).tally(), "chunk " + c + " played again");
                assertArrayEquals(inOrder.get(c).rows(), shuffled.get(c).rows(), "rows of chunk " + c + " again");
            }
        }
        assertEquals(inOrder.get(5).tally(), fresh.get(0).tally());
        assertArrayEquals(inOrder.get(5).rows(), fresh.get(0).rows());
    }

    private static List<ChunkOutput> play(ChunkPartition partition, long... chunks) {
        List<Long> list = new ArrayList<>();
        for (long c : chunks) {
            list.add(c);
        }
        List<ChunkOutput> out = new ArrayList<>();
        Iterator<ChunkOutput> it = partition.call(list.iterator());
        it.forEachRemaining(out::add);
        return out;
    }
}
