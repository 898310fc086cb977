package org.muster.batch;

/**
 * Decides, at a chunk boundary, whether a run has played enough battles. Called by {@link StoppingRunner} on the
 * calling thread with the counts of every battle before that boundary; must depend on nothing else, so that where a
 * run stops depends only on the plan and the seed.
 */
@FunctionalInterface
public interface StopRule {
    /** True when the battles counted so far are enough. */
    boolean enough(RunningCounts counts);
}
