package org.muster.run;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A request to stop a long command at its next chunk boundary, from Ctrl-C (SIGINT), SIGTERM or a test.
 *
 * <p>{@code org.muster.cli.Main#main} calls {@link #installHook()} once: a JVM shutdown hook that sets the flag and,
 * when the command has reached a part that can stop cleanly ({@link #install()}), waits at most
 * {@value #GRACE_SECONDS} seconds until the command has returned and its messages are flushed
 * ({@link #commandFinished()}), so that the JVM does not exit under a half-written file or before the line naming the
 * folder to resume. The JVM then exits with 128 + the signal:
 * 130 for SIGINT, 143 for SIGTERM. In-process runs (tests) install no hook and stop by {@link #testStopAfterChunks}.
 */
public final class StopRequest implements AutoCloseable {
    public static final int GRACE_SECONDS = 60;

    /** Tests: stop a run (as if by Ctrl-C) once this many chunks are in its checkpoint; negative for never. */
    public static volatile long testStopAfterChunks = -1;

    private static final CountDownLatch FINISHED = new CountDownLatch(1);
    private static volatile boolean signalled;
    private static volatile boolean stoppable;

    private StopRequest() {
    }

    /** Once per JVM, from the command-line entry point. */
    public static void installHook() {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            signalled = true;
            if (stoppable) {
                try {
                    FINISHED.await(GRACE_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "muster-stop"));
    }

    /** The command has returned and flushed its output: a waiting shutdown hook may let the JVM exit. */
    public static void commandFinished() {
        FINISHED.countDown();
    }

    /**
     * After {@link #commandFinished()}: when a signal has begun the JVM's shutdown, waits for it to end the JVM with
     * 128 + the signal and never returns; otherwise returns at once. The caller must not {@code System.exit} with its
     * own code after a signal: once the shutdown hooks have run, the JDK halts at once on a non-zero {@code exit}, so
     * a main thread that reached {@code exit(130)} just then ended a SIGTERM'd command with 130 instead of 143.
     */
    public static void awaitSignalExit() {
        if (!signalled) {
            return;
        }
        while (true) {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                // keep waiting: the shutdown in progress ends the JVM
            }
        }
    }

    /**
     * The command enters a part that stops cleanly at a chunk boundary: from now on a signal waits for it to finish
     * (before, a signal ends the JVM at once, with nothing to save).
     */
    public static StopRequest install() {
        stoppable = true;
        return new StopRequest();
    }

    /** Whether the run should stop at the chunk boundary it has reached, with {@code chunks} chunks done. */
    public boolean requested(long chunks) {
        long k = testStopAfterChunks;
        return signalled || (k >= 0 && chunks >= k);
    }

    @Override
    public void close() {
        // the hook stays: the command still has to print and return
    }
}
