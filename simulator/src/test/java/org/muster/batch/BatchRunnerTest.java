package org.muster.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/** The runner against the fake rule set: order, determinism across threads and chunk sizes, replay, failures. */
final class BatchRunnerTest {
    /** Fixed so that a failure reproduces. */
    private static final long SEED = 0x2A;
    private static final long BATTLES = 997;

    /** Collects rows as they arrive. */
    private static final class Rows implements BattleSink {
        final List<long[]> rows = new ArrayList<>();

        @Override
        public void battle(long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1) {
            rows.add(new long[] {battle, diceSeed, winner, how, turns, lost0, lost1});
        }
    }

    @ParameterizedTest
    @CsvSource({"1, 1000", "2, 7", "3, 64", "3, 1", "2, 996"})
    void run_sameTallyAndRowsForAnyThreadsAndChunks(int threads, int chunkSize) {
        Rows reference = new Rows();
        ChunkTally expected = BatchRunner.run(FakeRuleset.plan(SEED, BATTLES, 1, 1000), reference, null).tally();
        Rows rows = new Rows();
        BatchResult result = BatchRunner.run(FakeRuleset.plan(SEED, BATTLES, threads, chunkSize), rows, null);
        assertEquals(expected, result.tally());
        assertEquals(BATTLES, result.battles());
        assertEquals(BATTLES, rows.rows.size());
        for (int i = 0; i < BATTLES; i++) {
            assertEquals(i, rows.rows.get(i)[0], "rows in battle order");
            assertArrayEquals(reference.rows.get(i), rows.rows.get(i));
        }
    }

    @Test
    void replay_equalsRowOfBatch() {
        RunPlan plan = FakeRuleset.plan(SEED, BATTLES, 3, 50);
        Rows rows = new Rows();
        BatchRunner.run(plan, rows, null);
        for (long i : new long[] {0, 1, 49, 50, 613, BATTLES - 1}) {
            BattleRecord r = BatchRunner.replay(plan, i);
            long[] row = rows.rows.get((int) i);
            assertEquals(Seeds.forBattle(SEED, i, Seeds.DICE), row[1]);
            assertArrayEquals(new long[] {i, row[1], r.winner, r.how, r.turns, r.lost(0) + r.lost(1), r.lost(2)},
                    row);
        }
    }

    @Test
    void run_engineThrowing_failsNamingSeedAndLowestIndex() {
        FakeRuleset failing = new FakeRuleset(Set.of(537L, 901L));
        RunPlan plan = FakeRuleset.plan(failing, SEED, BATTLES, 3, 40);
        Rows rows = new Rows();
        BattleFailedException e = assertThrows(BattleFailedException.class, () -> BatchRunner.run(plan, rows, null));
        assertEquals(537, e.battle());
        assertEquals(SEED, e.seed());
        assertTrue(e.getMessage().contains("battle 537"), e.getMessage());
        assertTrue(e.getMessage().contains("seed " + SEED), e.getMessage());
        assertTrue(rows.rows.size() <= 537, "no row at or after the failing battle");
    }

    @Test
    void runChunks_consecutiveRangesAddUpToWholeRun() {
        RunPlan plan = FakeRuleset.plan(SEED, BATTLES, 2, 100);
        ChunkTally whole = BatchRunner.run(plan, null, null).tally();
        Rows rows = new Rows();
        try (BatchRunner runner = BatchRunner.open(plan)) {
            ChunkTally total = runner.runChunks(0, 3, rows, null);
            total.add(runner.runChunks(3, 4, rows, null));
            total.add(runner.runChunks(4, plan.chunkCount(), rows, null));
            assertEquals(whole, total);
        }
        for (int i = 0; i < BATTLES; i++) {
            assertEquals(i, rows.rows.get(i)[0]);
        }
    }

    @Test
    void run_progressIsMonotoneAndEndsAtTotal() {
        List<Long> seen = new ArrayList<>();
        BatchRunner.run(FakeRuleset.plan(SEED, BATTLES, 3, 64), null, (done, total) -> {
            assertEquals(BATTLES, total);
            seen.add(done);
        });
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i) > seen.get(i - 1));
        }
        assertEquals(BATTLES, seen.get(seen.size() - 1));
    }

    /**
     * While the sink is stuck on battle 0, workers may run ahead by at most the window of 2 * threads chunks: memory
     * does not grow with the number of battles.
     */
    @Test
    void run_slowSink_boundsChunksInFlight() {
        FakeRuleset ruleset = new FakeRuleset();
        RunPlan plan = FakeRuleset.plan(ruleset, SEED, 10_000, 2, 10);
        long[] playedWhileStuck = {-1};
        BatchRunner.run(plan, (battle, seed, winner, how, turns, lost0, lost1) -> {
            if (battle == 0) {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                playedWhileStuck[0] = ruleset.played();
            }
        }, null);
        assertTrue(playedWhileStuck[0] <= 2 * 2 * 10, "played " + playedWhileStuck[0]);
        assertEquals(10_000, ruleset.played());
    }

    @Test
    void run_sinkFailing_failsRunWithIoError() {
        RunPlan plan = FakeRuleset.plan(SEED, BATTLES, 3, 16);
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> BatchRunner.run(plan,
                (battle, seed, winner, how, turns, lost0, lost1) -> {
                    if (battle == 100) {
                        throw new IOException("disk full");
                    }
                }, null));
        assertEquals("disk full", e.getCause().getMessage());
    }

    @Test
    void run_interrupted_stopsWithCancellation() throws InterruptedException {
        RunPlan plan = FakeRuleset.plan(SEED, 1_000_000, 2, 10);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        CountDownLatch started = new CountDownLatch(1);
        Thread caller = new Thread(() -> {
            try {
                BatchRunner.run(plan, null, (done, total) -> started.countDown());
            } catch (Throwable t) {
                thrown.set(t);
            }
        });
        caller.start();
        assertTrue(started.await(10, TimeUnit.SECONDS));
        caller.interrupt();
        caller.join(10_000);
        assertFalse(caller.isAlive());
        assertTrue(thrown.get() instanceof CancellationException, String.valueOf(thrown.get()));
    }

    @Test
    void run_engineCannotBeMade_failsTheRun() {
        FakeRuleset broken = new FakeRuleset() {
            @Override
            public Engine newEngine(Template template) {
                throw new IllegalStateException("no engine today");
            }
        };
        RunPlan plan = FakeRuleset.plan(broken, SEED, BATTLES, 3, 10);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> BatchRunner.run(plan, null, null));
        assertEquals("no engine today", e.getMessage());
    }

    @Test
    void runPlan_rejectsBadSizes() {
        assertThrows(IllegalArgumentException.class, () -> FakeRuleset.plan(SEED, 0, 1, 10));
        assertThrows(IllegalArgumentException.class, () -> FakeRuleset.plan(SEED, RunPlan.MAX_BATTLES + 1, 1, 10));
        assertThrows(IllegalArgumentException.class, () -> FakeRuleset.plan(SEED, 10, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> FakeRuleset.plan(SEED, 10, 1, 0));
        assertThrows(IllegalArgumentException.class, () -> FakeRuleset.plan(SEED, 10, 1, RunPlan.MAX_CHUNK_SIZE + 1));
        RunPlan largest = FakeRuleset.plan(SEED, RunPlan.MAX_BATTLES, 1, RunPlan.MAX_CHUNK_SIZE);
        assertEquals(10_000L, largest.chunkCount());
        assertEquals(RunPlan.MAX_BATTLES, largest.chunkEnd(largest.chunkCount() - 1));
        RunPlan ragged = FakeRuleset.plan(SEED, 997, 1, 100);
        assertEquals(10, ragged.chunkCount());
        assertEquals(900, ragged.chunkStart(9));
        assertEquals(997, ragged.chunkEnd(9));
    }
}
