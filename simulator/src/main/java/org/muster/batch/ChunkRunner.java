package org.muster.batch;

import java.io.UncheckedIOException;

/**
 * Plays chunks of one {@link RunPlan} and hands back their merged tally: the one operation every batch command is
 * built on. {@link BatchRunner} does it on this machine's threads; a {@link ChunkService} (Apache Spark, in the
 * muster-spark module) does it elsewhere. Whatever plays them, chunk c holds the battles of
 * {@link RunPlan#chunkStart}..{@link RunPlan#chunkEnd} and battle i depends only on (template, seed, i), so every
 * implementation returns the same tally and the same rows for the same chunks.
 */
public interface ChunkRunner extends AutoCloseable {
    /** The plan this runner plays. */
    RunPlan plan();

    /**
     * Plays chunks [fromChunk, toChunk) and returns their merged tally. Consecutive ranges add up exactly to one call
     * over their union. The sink (if not null) gets the rows of these chunks in battle order, on the calling thread;
     * progress (if not null) counts battles of this call.
     *
     * @throws IllegalArgumentException unless 0 &lt;= fromChunk &lt;= toChunk &lt;= plan().chunkCount()
     * @throws BattleFailedException    naming seed and the lowest failing battle index
     * @throws UncheckedIOException     if the sink fails
     */
    ChunkTally runChunks(long fromChunk, long toChunk, BattleSink sink, ProgressListener progress);

    /**
     * Checks a runChunks range against a plan: every implementation rejects the same ranges with the same message.
     *
     * @throws IllegalArgumentException unless 0 &lt;= fromChunk &lt;= toChunk &lt;= plan.chunkCount()
     */
    static void requireChunks(RunPlan plan, long fromChunk, long toChunk) {
        if (fromChunk < 0 || fromChunk > toChunk || toChunk > plan.chunkCount()) {
            throw new IllegalArgumentException("chunks [" + fromChunk + ", " + toChunk + ") not within [0, "
                    + plan.chunkCount() + ")");
        }
    }

    /** Releases what the runner holds (threads, cached engines); it plays nothing more. */
    @Override
    void close();
}
