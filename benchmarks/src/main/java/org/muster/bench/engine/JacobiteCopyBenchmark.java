package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.muster.rules.jacobite.JacobiteEngine;
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
 * The cost of {@code JacobiteState.copyFrom}: the copy a search player makes before it tries an answer (the forward
 * model, ARCHITECTURE.md section 2a). The source is a battle stopped at its 20th decision (or its end), so the
 * columns hold a battle in play. Average time per copy, in nanoseconds; allocates nothing.
 *
 * <p>Run from the repository root: {@code java -jar benchmarks/target/benchmarks.jar JacobiteCopyBenchmark}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class JacobiteCopyBenchmark {
    @Param({"jacobite45/culloden", "jacobite45/prestonpans", "jacobite45/army-lists", "jacobite45/falkirk-muir"})
    public String scenario;

    private JacobiteEngine from;
    private JacobiteEngine to;

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, "doctrine");
        from = (JacobiteEngine) b.ruleset().newEngine(b.template());
        to = (JacobiteEngine) b.ruleset().newEngine(b.template());
        from.begin(1, 0);
        for (int k = 0; k < 20 && !from.playTo(JacobiteEngine.UNTIL_DECISION); k++) {
            // to the 20th decision
        }
    }

    @Benchmark
    public int copy() {
        to.state().copyFrom(from.state());
        return to.state().unitCount();
    }
}
