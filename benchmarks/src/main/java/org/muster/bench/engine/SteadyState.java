package org.muster.bench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/**
 * Not a JMH benchmark: one scenario's battles on one thread, in one JVM, round after round, to watch the rate over
 * time. JMH gives one figure per iteration and forks; this shows how one JVM's rate moves, and what moved with it.
 * Each round plays battles for a fixed wall time and prints a line:
 *
 * <pre>round  uptime-ms  battles-per-CPU-second  reference-ns  jit  gc</pre>
 *
 * <p>{@code battles-per-CPU-second} is over the main thread's CPU time (time the host takes the virtual CPU away is
 * not in it). {@code reference-ns} is the wall time per step of a fixed register-only loop (three xorshifts) run
 * after the round: it moves when the host slows or takes the CPU, and not with anything in this JVM's heap or
 * compiled code. {@code jit} is {@code c} when the JIT compiled something during the round, {@code gc} is {@code g}
 * when a collection ran. A rate that steps while the reference holds still is this JVM's own state (compiled code,
 * memory), not the machine.
 *
 * <p>Run from the repository root:
 * {@code java -cp benchmarks/target/benchmarks.jar org.muster.bench.engine.SteadyState hardtack/little-round-top 60}
 * (scenario, rounds; optional round milliseconds, default 700, and player, default {@code doctrine}).
 */
public final class SteadyState {
    private static final int REFERENCE_STEPS = 20_000_000;
    private static long sink;

    private SteadyState() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: SteadyState SCENARIO ROUNDS [ROUND-MS] [PLAYER]");
            System.exit(2);
        }
        final String scenario = args[0];
        final int rounds = Integer.parseInt(args[1]);
        final long roundNanos = (args.length > 2 ? Long.parseLong(args[2]) : 700) * 1_000_000L;
        final String player = args.length > 3 ? args[3] : "doctrine";
        BenchScenario b = BenchScenario.compile(scenario, player);
        Template template = b.template();
        Engine engine = b.ruleset().newEngine(template);
        BattleRecord record = new BattleRecord(template.unitCount());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long battle = 0;
        long compiled = jit.getTotalCompilationTime();
        long collections = collections();
        System.out.println("round uptime-ms battles-per-CPU-second reference-ns jit gc");
        for (int round = 1; round <= rounds; round++) {
            final long cpu = threads.getCurrentThreadCpuTime();
            final long first = battle;
            final long start = System.nanoTime();
            while (System.nanoTime() - start < roundNanos) {
                engine.play(1L, battle++, record);
            }
            final double rate = (battle - first) * 1e9 / (threads.getCurrentThreadCpuTime() - cpu);
            final double reference = reference();
            final long compiledNow = jit.getTotalCompilationTime();
            final long collectionsNow = collections();
            System.out.printf(Locale.ROOT, "%d %d %.0f %.3f %s %s%n", round,
                    ManagementFactory.getRuntimeMXBean().getUptime(), rate, reference,
                    compiledNow != compiled ? "c" : "-", collectionsNow != collections ? "g" : "-");
            compiled = compiledNow;
            collections = collectionsNow;
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    /** Wall nanoseconds per step of a dependent chain of three xorshifts: registers only, no memory. */
    private static double reference() {
        long x = 0x9E3779B97F4A7C15L;
        final long start = System.nanoTime();
        for (int i = 0; i < REFERENCE_STEPS; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
        }
        sink += x;
        return (System.nanoTime() - start) / (double) REFERENCE_STEPS;
    }

    private static long collections() {
        long c = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            c += Math.max(0, gc.getCollectionCount());
        }
        return c;
    }
}
