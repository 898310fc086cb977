/**
 * The batch runner: plays the battles of a {@link org.muster.batch.RunPlan} in fixed chunks of battle indices on a
 * pool of worker threads, each with its own engine, and merges the chunks' integer tallies
 * ({@link org.muster.batch.ChunkTally}) in chunk order, so results do not depend on the thread count
 * (ARCHITECTURE.md §2). Per-battle rows go to an optional {@link org.muster.batch.BattleSink} in battle order.
 * Statistics are derived from the tallies in {@code org.muster.stats}; files are written by {@code org.muster.io}.
 * {@link org.muster.batch.ChunkRunner} is what the commands play chunks with: this package's runner, or one from a
 * {@link org.muster.batch.ChunkService} found at run time (Apache Spark, in the muster-spark module).
 */
package org.muster.batch;
