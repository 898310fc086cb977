package org.muster.batch;

import java.time.Duration;

/**
 * What a batch produced: the plan it ran, the merged tally of every battle played, and how long it took. Immutable
 * once returned (nobody else holds the tally); safe to read from any thread.
 *
 * @param plan    the plan that was run
 * @param tally   the tally of all battles played, merged in chunk order
 * @param battles battles played (equals {@code tally.battles()})
 * @param wall    wall-clock time of the run (for information only: never written to a CSV)
 */
public record BatchResult(RunPlan plan, ChunkTally tally, long battles, Duration wall) {
}
