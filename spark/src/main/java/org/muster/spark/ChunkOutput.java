package org.muster.spark;

import java.io.Serializable;

import org.muster.batch.ChunkTally;

/**
 * One chunk as an executor hands it to the driver: its index, its tally and (for battles.csv) its rows, or the
 * failure of its first failing battle. Chunks are pure functions of (plan, index), so a copy from a task Spark ran
 * twice is the same.
 *
 * @param chunk   the chunk index
 * @param tally   the chunk's tally; null if it failed
 * @param rows    five ints per battle as {@link org.muster.batch.BatchRunner#playChunk} fills them, or null
 * @param battle  the index of the battle that failed, or -1
 * @param failure what that battle threw (as text if it cannot travel), or null
 */
record ChunkOutput(long chunk, ChunkTally tally, int[] rows, long battle, Throwable failure) implements Serializable {
}
