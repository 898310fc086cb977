package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackState;

/**
 * The forward model's copy (issue 20): ns for one {@code HardtackState.copyFrom} of a battle's state stopped at its
 * 40th decision (mid-battle: every live column in use), for each bundled hardtack scenario. The target is well under
 * a microsecond. {@code java -jar benchmarks/target/benchmarks.jar StateCopyBenchmark -f 2}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class StateCopyBenchmark {
    @Param({"hardtack/meeting-engagement", "hardtack/stone-wall", "hardtack/cavalry-action",
        "hardtack/little-round-top", "hardtack/points-regiment"})
    public String scenario;

    private HardtackState source;
    private HardtackState target;

    @Setup
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, "doctrine");
        HardtackEngine from = (HardtackEngine) b.ruleset().newEngine(b.template());
        from.begin(1, 0);
        for (int d = 0; d < 40 && !from.advance(HardtackEngine.NEXT_DECISION); d++) {
            // to the 40th decision, or the end of a short battle
        }
        source = from.state();
        target = ((HardtackEngine) b.ruleset().newEngine(b.template())).state();
    }

    @Benchmark
    public HardtackState copyFrom() {
        target.copyFrom(source);
        return target;
    }
}
