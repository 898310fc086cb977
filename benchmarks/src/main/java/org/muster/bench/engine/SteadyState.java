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
 * <pre>round  uptime-ms  battles-per-CPU-second  register-ns  l1-ns  l2-ns  jit  gc</pre>
 *
 * <p>{@code battles-per-CPU-second} is over the main thread's CPU time (time the host takes the virtual CPU away is
 * not in it). Three reference loops run after each round, each timed by CPU time: {@code register-ns} per step of
 * a dependent chain of xorshifts (no memory), {@code l1-ns} and {@code l2-ns} per step of a pointer chase through a
 * random cycle of 16 KiB (fits the level-1 data cache) and of 512 KiB (the level-2). They do not depend on anything
 * in this JVM's heap or compiled code, so when the rate steps and they step with it the cause is the machine (another
 * tenant of the host sharing the core or its caches), and when they hold still it is this JVM's own state.
 * {@code jit} is {@code c} when the JIT compiled something during the round, {@code gc} is {@code g} when a
 * collection ran.
 *
 * <p>Run from the repository root:
 * {@code java -cp benchmarks/target/benchmarks.jar org.muster.bench.engine.SteadyState hardtack/little-round-top 60}
 * (scenario, rounds; optional round milliseconds, default 700, and player, default {@code doctrine}).
 */
public final class SteadyState {
    private static final int REFERENCE_STEPS = 20_000_000;
    private static final int CHASE_STEPS = 5_000_000;
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
        final int[] l1 = cycle(16 * 1024 / Integer.BYTES);
        final int[] l2 = cycle(512 * 1024 / Integer.BYTES);
        System.out.println("round uptime-ms battles-per-CPU-second register-ns l1-ns l2-ns jit gc");
        for (int round = 1; round <= rounds; round++) {
            final long cpu = threads.getCurrentThreadCpuTime();
            final long first = battle;
            final long start = System.nanoTime();
            while (System.nanoTime() - start < roundNanos) {
                engine.play(1L, battle++, record);
            }
            final double rate = (battle - first) * 1e9 / (threads.getCurrentThreadCpuTime() - cpu);
            final double register = register(threads);
            final double chaseL1 = chase(threads, l1);
            final double chaseL2 = chase(threads, l2);
            final long compiledNow = jit.getTotalCompilationTime();
            final long collectionsNow = collections();
            System.out.printf(Locale.ROOT, "%d %d %.0f %.3f %.3f %.3f %s %s%n", round,
                    ManagementFactory.getRuntimeMXBean().getUptime(), rate, register, chaseL1, chaseL2,
                    compiledNow != compiled ? "c" : "-", collectionsNow != collections ? "g" : "-");
            compiled = compiledNow;
            collections = collectionsNow;
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    /** CPU nanoseconds per step of a dependent chain of three xorshifts: registers only, no memory. */
    private static double register(ThreadMXBean threads) {
        long x = 0x9E3779B97F4A7C15L;
        final long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < REFERENCE_STEPS; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
        }
        sink += x;
        return (threads.getCurrentThreadCpuTime() - start) / (double) REFERENCE_STEPS;
    }

    /** CPU nanoseconds per step of a pointer chase through {@code next}, one random cycle over all its cells. */
    private static double chase(ThreadMXBean threads, int[] next) {
        int at = 0;
        final long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < CHASE_STEPS; i++) {
            at = next[at];
        }
        sink += at;
        return (threads.getCurrentThreadCpuTime() - start) / (double) CHASE_STEPS;
    }

    /** One random cycle through {@code size} cells (Sattolo's shuffle, fixed seed): next[i] is the cell after i. */
    private static int[] cycle(int size) {
        final int[] order = new int[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        final java.util.SplittableRandom random = new java.util.SplittableRandom(1);
        for (int i = size - 1; i > 0; i--) {
            final int j = random.nextInt(i);
            final int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        final int[] next = new int[size];
        for (int i = 0; i < size; i++) {
            next[order[i]] = order[(i + 1) % size];
        }
        return next;
    }

    private static long collections() {
        long c = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            c += Math.max(0, gc.getCollectionCount());
        }
        return c;
    }
}
