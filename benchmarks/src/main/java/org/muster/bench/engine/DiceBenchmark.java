package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
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

/**
 * Cost of one die: muster's {@link Dice} against the bare Commons RNG generator it is built on (the floor), and the
 * raw 64-bit output. Run: {@code java -jar benchmarks/target/benchmarks.jar DiceBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DiceBenchmark {
    @Param({"6", "10", "100"})
    public int sides;

    private Dice dice;
    private UniformRandomProvider bare;

    @Setup
    public void setUp() {
        dice = new Dice();
        dice.reseed(Seeds.forBattle(1, 0, Seeds.DICE));
        bare = RandomSource.XO_SHI_RO_256_PP.create(Seeds.forBattle(1, 0, Seeds.DICE));
    }

    /** The floor: Commons RNG's own bounded int on its XoShiRo256++. */
    @Benchmark
    public int bareRngBoundedInt() {
        return 1 + bare.nextInt(sides);
    }

    /** The raw generator output, no bounding. */
    @Benchmark
    public long bareRngNextLong() {
        return bare.nextLong();
    }

    /** muster's die: the re-seedable generator, Lemire bounding, and the dice counter. */
    @Benchmark
    public int musterDie() {
        return dice.roll(sides);
    }
}
