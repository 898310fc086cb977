package org.muster.bench.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
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
 * workers, one scenario per rule set, doctrine players on both sides. Compare {@code threads=2} with
 * {@code threads=1}: the runner's scaling, its in-order merge included.
 *
 * <p>One operation is one call of the runner over {@link #CHUNKS} chunks of {@link #CHUNK_SIZE} battles, the next
 * ones each time, so no battle is replayed; JMH divides by {@link #BATTLES}, so the score is battles per second. A
 * call ends when its last chunk is merged, so at its end one worker may wait for the other's last chunk, on average
 * half a chunk: about 1 % of a call of 100 chunks at two threads, a pause a {@code muster run} pays once. (Calls of
 * 10 chunks, as this benchmark made before, paid it ten times as often.) Chunks are smaller than {@code muster
 * run}'s default ({@link RunPlan#DEFAULT_CHUNK_SIZE}) so that a call takes a second or two: the runner's per-chunk
 * work (a tally, a hand-over to the merging thread) weighs ten times more here than in a default run.
 *
 * <p>After each iteration it prints {@code cpu: N battles per worker CPU-second}: battles over the summed CPU time of
 * the runner's worker threads. At one thread it is the figure to set against {@link BattleBenchmark}'s; at two, a
 * rate per worker CPU-second equal to one thread's means the workers did not slow each other down, so a shortfall
 * of the wall-clock ratio is time a worker did not run.
 *
 * <p>A worker's rate per CPU-second for the same battles steps between two levels with what the host runs beside
 * it (not the runner's doing: benchmarks/README.md "Why forks disagree"), so a ratio of two one-fork figures is not
 * to be trusted; this class runs five forks per thread count by default.
 *
 * <p>Run from the repository root: {@code java -jar benchmarks/target/benchmarks.jar BatchBenchmark}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 4, time = 4)
@Measurement(iterations = 3, time = 4)
@Fork(5)
public class BatchBenchmark {
    static final int CHUNK_SIZE = 100;
    static final int CHUNKS = 100;
    static final int BATTLES = CHUNKS * CHUNK_SIZE;

    @Param({"acw-skirmish/meeting-engagement", "jacobite45/culloden", "hardtack/meeting-engagement"})
    public String scenario;

    @Param({"1", "2"})
    public int threads;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private BatchRunner runner;
    private long nextChunk;
    private long iterationChunk;
    private long iterationCpu;

    @Setup(Level.Trial)
    public void setUp() {
        BenchScenario b = BenchScenario.compile(scenario, "doctrine");
        runner = BatchRunner.open(new RunPlan(b.ruleset(), b.template(), 1L, RunPlan.MAX_BATTLES, threads, CHUNK_SIZE));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        runner.close();
    }

    @Setup(Level.Iteration)
    public void startIteration() {
        iterationChunk = nextChunk;
        iterationCpu = workerCpu();
    }

    @TearDown(Level.Iteration)
    public void endIteration() {
        final long cpu = workerCpu() - iterationCpu;
        if (cpu > 0) {
            System.out.printf(java.util.Locale.ROOT, "cpu: %.0f battles per worker CPU-second%n",
                    (nextChunk - iterationChunk) * (double) CHUNK_SIZE * 1e9 / cpu);
        }
    }

    /** CPU time so far of the runner's worker threads, summed, in nanoseconds. */
    private static long workerCpu() {
        long sum = 0;
        for (ThreadInfo t : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (t != null && t.getThreadName().startsWith("muster-worker-")) {
                sum += Math.max(0, THREADS.getThreadCpuTime(t.getThreadId()));
            }
        }
        return sum;
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
