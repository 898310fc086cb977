package org.muster.bench.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

import org.muster.engine.BattleRecord;
import org.muster.model.ScenarioException;
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
    private SteadyState() {
    }

    public static void main(String[] args) {
        if (args.length < 2) {
            System.err.println("usage: SteadyState SCENARIO ROUNDS [ROUND-MS] [PLAYER]");
            System.exit(2);
        }
        final String scenario = args[0];
        final int rounds;
        final long roundNanos;
        final String player = args.length > 3 ? args[3] : "doctrine";
        final BenchScenario b;
        try {
            rounds = count(args[1], "ROUNDS");
            roundNanos = (args.length > 2 ? count(args[2], "ROUND-MS") : 700) * 1_000_000L;
            b = BenchScenario.compile(scenario, player);
        } catch (IllegalArgumentException | ScenarioException e) {
            System.err.println("SteadyState: " + e.getMessage());
            System.exit(2);
            return;
        }
        Template template = b.template();
        Engine engine = b.ruleset().newEngine(template);
        BattleRecord record = new BattleRecord(template.unitCount());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        long battle = 0;
        long compiled = jit.getTotalCompilationTime();
        long collections = collections();
        final HostProbe l1 = new HostProbe(16 * 1024);
        final HostProbe l2 = new HostProbe(512 * 1024);
        System.out.println("round uptime-ms battles-per-CPU-second register-ns l1-ns l2-ns jit gc");
        for (int round = 1; round <= rounds; round++) {
            final long cpu = threads.getCurrentThreadCpuTime();
            final long first = battle;
            final long start = System.nanoTime();
            while (System.nanoTime() - start < roundNanos) {
                engine.play(1L, battle++, record);
            }
            final double rate = (battle - first) * 1e9 / (threads.getCurrentThreadCpuTime() - cpu);
            final double register = HostProbe.register();
            final double chaseL1 = l1.chase();
            final double chaseL2 = l2.chase();
            final long compiledNow = jit.getTotalCompilationTime();
            final long collectionsNow = collections();
            System.out.printf(Locale.ROOT, "%d %d %.0f %.3f %.3f %.3f %s %s%n", round,
                    ManagementFactory.getRuntimeMXBean().getUptime(), rate, register, chaseL1, chaseL2,
                    compiledNow != compiled ? "c" : "-", collectionsNow != collections ? "g" : "-");
            compiled = compiledNow;
            collections = collectionsNow;
        }
    }

    /** A whole number of at least 1; otherwise an exception whose message names the argument and its value. */
    static int count(String value, String name) {
        try {
            final int v = Integer.parseInt(value);
            if (v >= 1) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(name + " must be a whole number of at least 1, not '" + value + "'");
    }

    private static long collections() {
        long c = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            c += Math.max(0, gc.getCollectionCount());
        }
        return c;
    }
}
