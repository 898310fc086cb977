package org.muster.bench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The part the battle benchmarks share: a battle counter ({@link #battle}, advanced by the benchmark method) and,
 * per JMH iteration, the benchmark thread's CPU time and battles, handed to {@link #report} at the iteration's end
 * for the {@code cpu:} line each prints (the figure a loaded host disturbs least). JMH runs the lifecycle methods of
 * a {@code @State} class's superclass too.
 */
public abstract class CpuPerIteration {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    /** Battles played so far on this thread; the next battle's index. */
    protected long battle;
    private long battleAt;
    private long cpuAt;

    @Setup(Level.Iteration)
    public void startIteration() {
        battleAt = battle;
        cpuAt = THREADS.getCurrentThreadCpuTime();
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        final long cpu = THREADS.getCurrentThreadCpuTime() - cpuAt;
        if (cpu > 0) {
            report(cpu, battle - battleAt);
        }
    }

    /** Prints the iteration's line: {@code cpuNanos} of the thread's CPU over {@code battles}. */
    protected abstract void report(long cpuNanos, long battles);
}
