package org.muster.batch;

/**
 * Plays two variants A and B of a scenario on the same seeds (common random numbers) and pairs battle i of A with
 * battle i of B into a {@link PairedTally}, for a paired comparison.
 *
 * <p>The two plans must have the same seed, battle count and chunk size. Chunks are played in blocks of
 * {@code 2 * threads}: the block of A, then the same block of B, each on its own {@link BatchRunner} (so each keeps
 * its workers' engines), and the block's rows are paired in battle order. Memory is one block of rows per variant,
 * whatever N is; the tally only adds integers, so it is the same for any thread count. Used from one thread.
 */
public final class PairedRunner {
    private PairedRunner() {
    }

    /** The paired result: the tally of the pairs and each variant's own tally. */
    public record Result(PairedTally paired, BatchResult a, BatchResult b) {
    }

    /** Decides at a chunk boundary, from the pairs of every chunk before it, whether a paired run may stop. */
    @FunctionalInterface
    public interface PairedStopRule {
        /** True when the pairs counted so far are enough. */
        boolean enough(PairedTally pairsSoFar);
    }

    /**
     * Plays every battle of both plans and pairs them.
     *
     * @throws IllegalArgumentException if the plans differ in seed, battles or chunk size
     * @throws BattleFailedException    naming seed and battle index if a battle fails
     */
    public static Result run(RunPlan a, RunPlan b, ProgressListener progress) {
        return run(a, b, progress, null);
    }

    /**
     * Plays both plans chunk by chunk and pairs them, asking {@code stop} (if not null) after every chunk, in chunk
     * order, with the tally of the pairs up to that chunk's end; stops at the first boundary where it says yes. That
     * boundary depends on the plans' seed and chunk size alone, never on the thread count: when it falls inside a
     * block, the block's chunks up to it are played again on their own (at most one block of extra work per variant)
     * so that every tally holds exactly the battles before the boundary.
     *
     * @throws IllegalArgumentException if the plans differ in seed, battles or chunk size
     * @throws BattleFailedException    naming seed and battle index if a battle fails
     */
    public static Result run(RunPlan a, RunPlan b, ProgressListener progress, PairedStopRule stop) {
        if (a.seed() != b.seed() || a.battles() != b.battles() || a.chunkSize() != b.chunkSize()) {
            throw new IllegalArgumentException("paired plans need the same seed, battles and chunk size");
        }
        long t0 = System.nanoTime();
        PairedTally paired = new PairedTally();
        ChunkTally totalA = new ChunkTally(a.template());
        ChunkTally totalB = new ChunkTally(b.template());
        long chunks = a.chunkCount();
        int block = 2 * Math.max(a.threads(), 1);
        try (BatchRunner ra = BatchRunner.open(a); BatchRunner rb = BatchRunner.open(b)) {
            for (long c = 0; c < chunks; c += block) {
                long to = Math.min(chunks, c + block);
                long first = a.chunkStart(c);
                int n = (int) (a.chunkEnd(to - 1) - first);
                BlockRows rowsA = new BlockRows(first, n);
                BlockRows rowsB = new BlockRows(first, n);
                ChunkTally blockA = ra.runChunks(c, to, rowsA, null);
                ChunkTally blockB = rb.runChunks(c, to, rowsB, null);
                long stopAt = -1;
                for (long k = c; k < to && stopAt < 0; k++) {
                    for (long i = a.chunkStart(k); i < a.chunkEnd(k); i++) {
                        paired.record(rowsA.winner(i), rowsA.lost(i, 0), rowsA.lost(i, 1), rowsB.winner(i),
                                rowsB.lost(i, 0), rowsB.lost(i, 1));
                    }
                    if (stop != null && stop.enough(paired)) {
                        stopAt = k + 1;
                    }
                }
                if (stopAt >= 0 && stopAt < to) {
                    blockA = ra.runChunks(c, stopAt, null, null);
                    blockB = rb.runChunks(c, stopAt, null, null);
                }
                totalA.add(blockA);
                totalB.add(blockB);
                if (progress != null) {
                    progress.progress(paired.battles(), a.battles());
                }
                if (stopAt >= 0) {
                    break;
                }
            }
        }
        java.time.Duration wall = java.time.Duration.ofNanos(System.nanoTime() - t0);
        return new Result(paired, new BatchResult(a, totalA, totalA.battles(), wall),
                new BatchResult(b, totalB, totalB.battles(), wall));
    }
}
