package org.muster.bench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

/**
 * Reference loops that touch nothing of the engine, timed by the calling thread's CPU time, to tell what the host
 * does to this virtual CPU from what the engine does: a dependent chain of xorshifts (registers only) and a pointer
 * chase through one random cycle of a given size (16 KiB fits the level-1 data cache, 512 KiB the level-2). When a
 * battle rate steps and the 512 KiB chase steps with it, something else on the host shares the core's level-2 cache.
 */
final class HostProbe {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int REGISTER_STEPS = 20_000_000;
    private static final int CHASE_STEPS = 5_000_000;
    private static volatile long sink;

    /** next[i] is the cell after i on one random cycle through all the cells (Sattolo's shuffle, fixed seed). */
    private final int[] next;

    /** A chase through {@code bytes} bytes of ints. */
    HostProbe(int bytes) {
        final int size = bytes / Integer.BYTES;
        final int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        final SplittableRandom random = new SplittableRandom(1);
        for (int i = size - 1; i > 0; i--) {
            final int j = random.nextInt(i);
            final int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        next = new int[size];
        for (int i = 0; i < size; i++) {
            next[order[i]] = order[(i + 1) % size];
        }
    }

    /** CPU nanoseconds per step of the chase (each step's load waits for the one before). */
    double chase() {
        final int[] cells = next;
        int at = 0;
        final long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < CHASE_STEPS; i++) {
            at = cells[at];
        }
        final long cpu = THREADS.getCurrentThreadCpuTime() - start;
        sink += at;
        return cpu / (double) CHASE_STEPS;
    }

    /** CPU nanoseconds per step of a dependent chain of three xorshifts: registers only, no memory. */
    static double register() {
        long x = 0x9E3779B97F4A7C15L;
        final long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < REGISTER_STEPS; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
        }
        final long cpu = THREADS.getCurrentThreadCpuTime() - start;
        sink += x;
        return cpu / (double) REGISTER_STEPS;
    }
}
