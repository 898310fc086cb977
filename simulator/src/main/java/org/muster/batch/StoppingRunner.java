package org.muster.batch;

import java.io.UncheckedIOException;
import java.time.Duration;

/**
 * Plays whole chunks of a {@link RunPlan} until a {@link StopRule} says the battles so far are enough, or the plan's
 * battles are all played (the rule is the {@code --precision} of {@code muster run} and the decision rule of
 * {@code muster check}).
 *
 * <p><b>Determinism.</b> The rule is asked after every chunk, in chunk order, with the exact counts of battles
 * [0, end of that chunk); the run stops at the first chunk boundary where it says yes. That boundary depends only on
 * the plan's template, seed and chunk size, never on the thread count. To keep the workers busy, chunks are played in
 * blocks of {@code threads} chunks; when the rule is satisfied inside a block, the chunks of the block up to the
 * boundary are played again on their own (at most {@code threads - 1} chunks of extra work), so the returned tally
 * holds exactly the battles before the boundary. The sink sees exactly those battles, in order.
 *
 * <p>Memory: one block of battle rows (five ints and a seed per battle). Used from one thread.
 */
public final class StoppingRunner {
    private StoppingRunner() {
    }

    /**
     * Plays chunks until {@code rule} is satisfied at a chunk boundary or the plan is exhausted.
     *
     * @return the tally of the battles played (fewer than planned when the rule stopped the run)
     * @throws BattleFailedException naming seed and battle index if a battle fails
     * @throws UncheckedIOException  if the sink fails
     */
    public static BatchResult run(RunPlan plan, StopRule rule, BattleSink sink) {
        return run(plan, rule, sink, null);
    }

    /**
     * As {@link #run(RunPlan, StopRule, BattleSink)}, telling {@code progress} (if not null) the battles kept so far
     * against the planned total after each block of chunks, on the caller's thread.
     */
    public static BatchResult run(RunPlan plan, StopRule rule, BattleSink sink, ProgressListener progress) {
        long t0 = System.nanoTime();
        ChunkTally total = new ChunkTally(plan.template());
        RunningCounts counts = new RunningCounts();
        try (BatchRunner runner = BatchRunner.open(plan)) {
            long c = 0;
            while (c < plan.chunkCount()) {
                Block b = playBlock(plan, runner, rule, counts, c, sink);
                total.add(b.tally());
                c = b.end();
                if (progress != null) {
                    progress.progress(plan.chunkEnd(c - 1), plan.battles());
                }
                if (b.stopped()) {
                    break;
                }
            }
        }
        return new BatchResult(plan, total, total.battles(), Duration.ofNanos(System.nanoTime() - t0));
    }

    /** One block of a stopping run: the tally of chunks [from, end), and whether the rule stopped the run at end. */
    public record Block(ChunkTally tally, long end, boolean stopped) {
    }

    /**
     * Plays the block of chunks [from, min(chunkCount, from + threads)) with {@code runner}, asking {@code rule} after
     * each chunk in order, and keeps the chunks up to the first boundary where it says yes (replaying them on their
     * own when that is inside the block), or the whole block. {@code counts} must hold the counts of battles
     * [0, start of chunk {@code from}) and is left holding those of [0, end); the sink (if not null) sees the battles
     * [start of {@code from}, end), in order. Callers resuming at a chunk boundary get the same decisions as
     * {@link #run}, whatever the thread count, since the boundary is fixed by the counts alone.
     *
     * @throws BattleFailedException naming seed and battle index if a battle fails
     * @throws UncheckedIOException  if the sink fails
     */
    public static Block playBlock(RunPlan plan, ChunkRunner runner, StopRule rule, RunningCounts counts, long from,
            BattleSink sink) {
        long to = Math.min(plan.chunkCount(), from + plan.threads());
        BlockRows rows = new BlockRows(plan.chunkStart(from),
                (int) (plan.chunkEnd(to - 1) - plan.chunkStart(from)));
        ChunkTally block = runner.runChunks(from, to, rows, null);
        long stop = -1;
        for (long k = from; k < to && stop < 0; k++) {
            for (long i = plan.chunkStart(k); i < plan.chunkEnd(k); i++) {
                rows.count(i, counts);
            }
            if (rule.enough(counts)) {
                stop = k + 1;
            }
        }
        long end = stop < 0 ? to : stop;
        ChunkTally kept = end == to ? block : runner.runChunks(from, end, null, null);
        if (sink != null) {
            rows.writeTo(sink, plan.chunkEnd(end - 1));
        }
        return new Block(kept, end, stop >= 0);
    }
}
