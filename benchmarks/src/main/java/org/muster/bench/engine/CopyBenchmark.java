package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.muster.engine.BattleRecord;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;
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
 * The cost of the forward model's copy (ARCHITECTURE.md section 2a): {@code AcwState.copyFrom} of a battle stopped
 * half-way (at half its decisions, so the caches are as full as play leaves them) into another engine's state.
 * Nanoseconds per copy on one thread; the target is well under a microsecond for the bundled scenarios.
 *
 * <p>Run from the repository root: {@code java -jar benchmarks/target/benchmarks.jar CopyBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class CopyBenchmark {
    @Param({"acw-skirmish/meeting-engagement", "acw-skirmish/farm-assault", "acw-skirmish/cavalry-action",
        "acw-skirmish/veterans-vs-regulars", "acw-skirmish/points-company"})
    public String scenario;

    private AcwEngine source;
    private AcwEngine target;

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, "doctrine");
        AcwRuleset ruleset = (AcwRuleset) b.ruleset();
        AcwTemplate t = (AcwTemplate) b.template();
        source = ruleset.newAcwEngine(t);
        target = ruleset.newAcwEngine(t);
        BattleRecord record = new BattleRecord(t.unitCount());
        source.play(1L, 0, record);
        long half = source.state().clock.decisions() / 2;
        source.begin(1L, 0);
        source.toDecision(half);
    }

    @Benchmark
    public int copy() {
        target.state().copyFrom(source.state());
        return target.state().epoch();
    }
}
