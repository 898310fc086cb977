package org.muster.bench.engine;

import java.util.concurrent.TimeUnit;

import org.muster.batch.BatchRunner;
import org.muster.batch.ChunkTally;
import org.muster.batch.RunPlan;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Battles per second of the batch runner ({@link BatchRunner}, the engine of {@code muster run}) on {@code threads}
 * workers, one scenario per rule set, doctrine players on both sides. One operation is {@link #CHUNKS} chunks of
 * {@link #CHUNK_SIZE} battles (the next ones of the plan each time, so no battle is replayed); JMH divides by
 * {@link #BATTLES}, so the score is battles per second. Compare {@code threads=2} with {@code threads=1}: the
 * runner's scaling, including its in-order merge.
 *
 * <p>Run from the repository root: {@code java -jar benchmarks/target/benchmarks.jar BatchBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class BatchBenchmark {
    static final int CHUNK_SIZE = 100;
    static final int CHUNKS = 10;
    static final int BATTLES = CHUNK_SIZE * CHUNKS;

    @Param({"acw-skirmish/meeting-engagement", "jacobite45/culloden", "hardtack/meeting-engagement"})
    public String scenario;

    @Param({"1", "2"})
    public int threads;

    private BatchRunner runner;
    private long nextChunk;

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, "doctrine");
        runner = BatchRunner.open(new RunPlan(b.ruleset(), b.template(), 1L, RunPlan.MAX_BATTLES, threads, CHUNK_SIZE));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        runner.close();
    }

    @Benchmark
    @OperationsPerInvocation(BATTLES)
    public long batch() {
        final long from = nextChunk;
        nextChunk += CHUNKS;
        ChunkTally tally = runner.runChunks(from, from + CHUNKS, null, null);
        return tally.battles();
    }
}
