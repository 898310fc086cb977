package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;
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
 * One battle of a search player against doctrine per operation (issue 21's matrix cell: search on side 0, the
 * scenario's doctrine on side 1), played on one thread, in milliseconds per battle. Run with {@code -prof gc}, its
 * {@code gc.alloc.rate.norm} is the bytes a battle with a search player allocates (the rollout engine and the
 * players' arrays are made once per engine, so it should not grow with the budget). After each iteration it prints
 * {@code cpu: N ms per battle}, the iteration's CPU time of the benchmark thread over its battles, which a loaded host
 * disturbs far less than the wall clock (see {@link BattleBenchmark}).
 *
 * <p>The scenarios are those of the search ladder ({@code SearchLadderTest}), one a rule set; any bundled scenario
 * may be given with {@code -p scenario=...}, and a search player's options with {@code -p search=search:budget=96}.
 * Run from the repository root: {@code java -jar benchmarks/target/benchmarks.jar SearchBenchmark -prof gc}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class SearchBenchmark extends CpuPerIteration {
    @Param({"acw-skirmish/meeting-engagement", "hardtack/meeting-engagement", "jacobite45/mirror"})
    public String scenario;

    @Param({"search"})
    public String search;

    private Engine engine;
    private BattleRecord record;

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, search, "doctrine");
        Template template = b.template();
        engine = b.ruleset().newEngine(template);
        record = new BattleRecord(template.unitCount());
    }

    @Override
    protected void report(long cpuNanos, long battles) {
        if (battles > 0) {
            System.out.printf(java.util.Locale.ROOT, "cpu: %.1f ms per battle over %d battles%n",
                    cpuNanos / 1e6 / battles, battles);
        }
    }

    @Benchmark
    public int battle() {
        engine.play(1L, battle++, record);
        return record.winner + record.turns;
    }
}
