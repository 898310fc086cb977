package org.muster.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A request to stop a long run at its next chunk boundary, from Ctrl-C (SIGINT) or from a test.
 *
 * <p>{@link #install()} adds a JVM shutdown hook that sets the flag and then waits, at most {@value #GRACE_SECONDS}
 * seconds, until the run calls {@link #stopped()} (after writing its checkpoint and partial summary), so the JVM does
 * not exit under a half-written file. The JVM then exits with status 130 (128 + SIGINT), which is also what the
 * command returns. {@link #close()} removes the hook, so in-process runs (tests) leave none behind.
 */
final class StopRequest implements AutoCloseable {
    static final int GRACE_SECONDS = 60;

    /** Tests: stop a run (as if by Ctrl-C) once this many chunks are in its checkpoint; negative for never. */
    static volatile long testStopAfterChunks = -1;

    private final CountDownLatch done = new CountDownLatch(1);
    private volatile boolean requested;
    private Thread hook;

    static StopRequest install() {
        StopRequest s = new StopRequest();
        s.hook = new Thread(() -> {
            s.requested = true;
            try {
                s.done.await(GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "muster-stop");
        Runtime.getRuntime().addShutdownHook(s.hook);
        return s;
    }

    /** Whether the run should stop at the chunk boundary it has reached, with {@code chunks} chunks done. */
    boolean requested(long chunks) {
        long k = testStopAfterChunks;
        return requested || (k >= 0 && chunks >= k);
    }

    /** The run has written what it had to; a waiting shutdown hook may let the JVM exit. */
    void stopped() {
        done.countDown();
    }

    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook is running and returns at once
        }
    }
}
