package org.muster.bench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The benchmark thread's CPU time and battles over one JMH iteration, for the {@code cpu:} line the battle benchmarks
 * print after each (the figure a loaded host disturbs least). Marked at the iteration's set-up, read at its tear-down,
 * both on the benchmark thread.
 */
final class IterationCpu {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private long battleAt;
    private long cpuAt;

    /** Marks the start of an iteration at battle counter {@code battle}. */
    void start(long battle) {
        battleAt = battle;
        cpuAt = THREADS.getCurrentThreadCpuTime();
    }

    /** Battles played since the mark, given the battle counter now. */
    long battles(long battle) {
        return battle - battleAt;
    }

    /** CPU nanoseconds of this thread since the mark. */
    long nanos() {
        return THREADS.getCurrentThreadCpuTime() - cpuAt;
    }
}
