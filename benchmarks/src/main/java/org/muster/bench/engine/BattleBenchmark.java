package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One battle per operation, reset and play inside the measured method (JMH sample 38: the state mutates, so the
 * reset belongs to the work). Throughput on one thread. The {@code dice} counter reports dice rolled per second;
 * divided by the battles per second it gives dice per battle, and the battle time divided by dice per battle gives
 * the engine's cost per die, to set against {@link DiceBenchmark}'s bare RNG cost.
 *
 * <p>On a shared machine the wall-clock rate falls with the load of other processes; after each iteration the
 * benchmark also prints {@code cpu: N battles per CPU-second}, the battles of the iteration over the CPU time of the
 * benchmark thread, which the load disturbs far less (cache and core sharing still lower it), and {@code l2: X ns},
 * a pointer chase through 512 KiB ({@link HostProbe}, outside the measured time): when it reads well above its quiet
 * value (about 4.8 ns on the project's machine) the host was sharing the core's level-2 cache in that iteration.
 *
 * <p>Five forks by default: the rate sits at one of two levels about 1.3-1.45x apart and steps between them within a
 * fork and between forks, with the host (something else on this virtual CPU's core sharing its level-2 cache;
 * {@link SteadyState} shows it, benchmarks/README.md "Why forks disagree"), so one fork's figure is a draw, not a
 * measurement, and the mean over forks is the figure.
 *
 * <p>Run from the repository root (the scenarios are read from {@code scenarios/}):
 * {@code java -jar benchmarks/target/benchmarks.jar BattleBenchmark -prof gc}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(5)
public class BattleBenchmark extends CpuPerIteration {
    @Param({"acw-skirmish/meeting-engagement", "acw-skirmish/farm-assault", "acw-skirmish/cavalry-action",
        "acw-skirmish/veterans-vs-regulars", "jacobite45/culloden", "jacobite45/prestonpans", "jacobite45/army-lists",
        "jacobite45/falkirk-muir", "jacobite45/clifton-moor", "jacobite45/mirror", "hardtack/meeting-engagement",
        "hardtack/stone-wall", "hardtack/cavalry-action", "hardtack/little-round-top", "acw-skirmish/points-company",
        "hardtack/points-regiment", "jacobite45/points-brigade", "jacobite45/army-lists-points"})
    public String scenario;

    @Param({"doctrine", "naive"})
    public String player;

    private Engine engine;
    private BattleRecord record;
    private HostProbe l2;

    /** Dice rolled, reported by JMH as a rate beside the battles. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        public long dice;
    }

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, player);
        Template template = b.template();
        engine = b.ruleset().newEngine(template);
        record = new BattleRecord(template.unitCount());
        l2 = new HostProbe(512 * 1024);
    }

    @Override
    protected void report(long cpuNanos, long battles) {
        System.out.printf(java.util.Locale.ROOT, "cpu: %.0f battles per CPU-second, l2: %.2f ns%n",
                battles * 1e9 / cpuNanos, l2.chase());
    }

    @Benchmark
    public int battle(Counters counters) {
        long before = engine.diceRolled();
        engine.play(1L, battle++, record);
        counters.dice += engine.diceRolled() - before;
        return record.winner + record.turns;
    }
}
