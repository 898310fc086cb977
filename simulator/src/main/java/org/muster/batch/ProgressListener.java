package org.muster.batch;

/**
 * Told how far a run has got. {@link BatchRunner} calls it from the thread that called the runner (never from a
 * worker), after each chunk is merged, with non-decreasing counts. Must be quick: the merge waits for it.
 */
@FunctionalInterface
public interface ProgressListener {
    /**
     * @param done  battles merged so far in this call of the runner
     * @param total battles this call of the runner will play
     */
    void progress(long done, long total);
}
