package org.muster.batch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

import org.muster.engine.BattleRecord;
import org.muster.engine.Seeds;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/**
 * Plays the battles of a {@link RunPlan} on a fixed pool of {@code plan.threads()} workers and merges what they
 * produce, in chunk order, into one {@link ChunkTally}.
 *
 * <p><b>Design.</b> Battles [0, N) are cut into fixed chunks by battle index ({@link RunPlan#chunkStart}), never by
 * thread. Each worker owns one {@link Engine} (made by {@code ruleset.newEngine(template)} on the worker's own thread,
 * kept for the life of the runner) and one {@link BattleRecord}, both reused for every battle; it claims the next
 * chunk from a shared counter, plays it into a fresh {@code ChunkTally} and, when a {@link BattleSink} is given, into
 * one {@code int[]} of five columns per battle. The thread that called the runner takes finished chunks strictly in
 * chunk order, adds each tally to the total, hands its rows to the sink and reports progress. Because chunks are
 * claimed in order and a worker may only claim a chunk while fewer than {@code 2 * threads} chunks are claimed but not
 * yet merged (a semaphore), memory is bounded by that window whatever N is, and a slow chunk stalls the others
 * instead of piling results up.
 *
 * <p><b>Determinism.</b> Battle i depends only on (template, seed, i); tallies are integer sums merged in chunk order;
 * so the merged tally, and every report written from it, is the same for any thread count.
 *
 * <p><b>Failures.</b> A battle that throws (or breaks the record contract) fails the run with a
 * {@link BattleFailedException} naming the base seed and battle index. Chunks before the failing one are still
 * completed, so the failure reported is always the lowest failing index, and no battle is silently dropped. After a
 * failure the workers' engines are discarded and rebuilt if the runner is used again.
 *
 * <p><b>Threads.</b> One runner is used by one calling thread at a time; its workers never call the sink or the
 * progress listener. Allocation: per chunk (its tally and rows), never per battle.
 *
 * <p>Typical use: {@link #run(RunPlan, BattleSink, ProgressListener)} for a whole plan; {@link #open} and
 * {@link #runChunks} for runs that stop when intervals are tight enough, e.g.
 * <pre>{@code
 * try (BatchRunner runner = BatchRunner.open(plan)) {
 *     ChunkTally total = runner.runChunks(0, 8, sink, null);
 *     total.add(runner.runChunks(8, 16, sink, null));   // same as runChunks(0, 16, ...)
 * }
 * }</pre>
 */
public final class BatchRunner implements ChunkRunner {
    /** Five ints per battle in a chunk's rows: winner, how, turns, lost by side 0, lost by side 1. */
    private static final int ROW_INTS = 5;

    private final RunPlan plan;
    private final Worker[] workers;
    private final ExecutorService pool;

    private BatchRunner(RunPlan plan) {
        this.plan = plan;
        this.workers = new Worker[plan.threads()];
        for (int w = 0; w < workers.length; w++) {
            workers[w] = new Worker();
        }
        AtomicInteger n = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "muster-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        this.pool = Executors.newFixedThreadPool(plan.threads(), factory);
    }

    /** A runner with its thread pool started; close it when done. Engines are made on first use. */
    public static BatchRunner open(RunPlan plan) {
        return new BatchRunner(plan);
    }

    /**
     * Plays every battle of the plan.
     *
     * @param plan     what to play
     * @param sink     receives one row per battle in battle order, or null
     * @param progress told of battles merged so far, or null
     * @return the merged tally, battles played and wall time
     * @throws BattleFailedException naming seed and battle index if a battle fails
     * @throws UncheckedIOException  if the sink fails
     */
    public static BatchResult run(RunPlan plan, BattleSink sink, ProgressListener progress) {
        long t0 = System.nanoTime();
        try (BatchRunner runner = open(plan)) {
            ChunkTally tally = runner.runChunks(0, plan.chunkCount(), sink, progress);
            return new BatchResult(plan, tally, tally.battles(), Duration.ofNanos(System.nanoTime() - t0));
        }
    }

    /**
     * Plays battle {@code battle} of the plan alone, on a new engine, on the calling thread. The record equals the one
     * the same battle produces inside a batch of any thread count.
     */
    public static BattleRecord replay(RunPlan plan, long battle) {
        if (battle < 0 || battle >= plan.battles()) {
            throw new IllegalArgumentException("battle " + battle + " is not in [0, " + plan.battles() + ")");
        }
        Template template = plan.template();
        BattleRecord record = new BattleRecord(template.unitCount());
        try {
            Engine engine = plan.ruleset().newEngine(template);
            record.clear(template.unitCount());
            engine.play(plan.seed(), battle, record);
            new ChunkTally(template).record(record);
        } catch (RuntimeException | StackOverflowError | AssertionError e) {
            throw new BattleFailedException(plan.seed(), battle, e);
        }
        return record;
    }

    /** The plan this runner plays. */
    @Override
    public RunPlan plan() {
        return plan;
    }

    /**
     * Plays chunks [fromChunk, toChunk) and returns their merged tally. Calls with consecutive ranges add up exactly
     * to one call over the union ({@code a.add(b)}), which is how a run can grow chunk by chunk until its intervals
     * are tight. The sink gets the rows of these chunks in battle order; progress counts battles of this call.
     *
     * @throws IllegalArgumentException unless 0 &lt;= fromChunk &lt;= toChunk &lt;= plan.chunkCount()
     * @throws BattleFailedException    naming seed and the lowest failing battle index
     * @throws UncheckedIOException     if the sink fails
     * @throws CancellationException    if the calling thread is interrupted (its interrupt flag is kept)
     */
    @Override
    public ChunkTally runChunks(long fromChunk, long toChunk, BattleSink sink, ProgressListener progress) {
        ChunkRunner.requireChunks(plan, fromChunk, toChunk);
        if (pool.isShutdown()) {
            throw new IllegalStateException("runner is closed");
        }
        ChunkTally total = new ChunkTally(plan.template());
        if (fromChunk == toChunk) {
            return total;
        }
        Call call = new Call(fromChunk, toChunk, sink != null);
        int tasks = (int) Math.min(workers.length, toChunk - fromChunk);
        List<Future<?>> futures = new ArrayList<>(tasks);
        for (int w = 0; w < tasks; w++) {
            Worker worker = workers[w];
            futures.add(pool.submit(() -> worker.work(call)));
        }
        boolean ok = false;
        try {
            long done = 0;
            final long totalBattles = plan.chunkEnd(toChunk - 1) - plan.chunkStart(fromChunk);
            for (long c = fromChunk; c < toChunk; c++) {
                ChunkResult result = call.take(c);
                if (result.failure != null) {
                    throw result.failure;
                }
                total.add(result.tally);
                if (sink != null) {
                    writeRows(plan, c, result.rows, sink);
                }
                call.permits.release();
                done += plan.chunkEnd(c) - plan.chunkStart(c);
                if (progress != null) {
                    progress.progress(done, totalBattles);
                }
            }
            ok = true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("run interrupted");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            call.stop(!ok);
            awaitAll(futures);
        }
        return total;
    }

    /**
     * Hands the rows of chunk {@code chunk}, as filled by {@link #playChunk}, to {@code sink} in battle order: what
     * the runner does on its calling thread, and what a {@link ChunkService}'s runner does with rows it collected.
     */
    public static void writeRows(RunPlan plan, long chunk, int[] rows, BattleSink sink) throws IOException {
        long start = plan.chunkStart(chunk);
        int n = (int) (plan.chunkEnd(chunk) - start);
        for (int j = 0; j < n; j++) {
            long i = start + j;
            int k = j * ROW_INTS;
            sink.battle(i, Seeds.forBattle(plan.seed(), i, Seeds.DICE), rows[k], rows[k + 1], rows[k + 2],
                    rows[k + 3], rows[k + 4]);
        }
    }

    /** A row buffer for chunk {@code chunk} of {@code plan}, for {@link #playChunk}. */
    public static int[] newRows(RunPlan plan, long chunk) {
        return new int[(int) (plan.chunkEnd(chunk) - plan.chunkStart(chunk)) * ROW_INTS];
    }

    /**
     * Plays chunk {@code chunk} of {@code plan} on {@code engine} (made by {@code plan.ruleset().newEngine(...)} for
     * this thread, reused across chunks) with {@code record} as scratch, exactly as a worker of this runner does: the
     * chunk's tally, and its rows written into {@code rows} when that is not null ({@link #newRows}). A pure function
     * of (template, seed, chunk), so playing a chunk again gives the same result.
     *
     * @throws BattleFailedException naming seed and the first failing battle index of the chunk
     */
    public static ChunkTally playChunk(RunPlan plan, long chunk, Engine engine, BattleRecord record, int[] rows) {
        ChunkTally tally = new ChunkTally(plan.template());
        play(plan, chunk, engine, record, tally, rows, null);
        return tally;
    }

    /**
     * Plays the battles of a chunk into {@code tally} (and {@code rows} if not null); false if {@code call} (not null)
     * was stopped before the chunk was done.
     */
    private static boolean play(RunPlan plan, long chunk, Engine engine, BattleRecord r, ChunkTally tally,
            int[] rows, Call call) {
        final int units = plan.template().unitCount();
        final long seed = plan.seed();
        final long start = plan.chunkStart(chunk);
        final long end = plan.chunkEnd(chunk);
        for (long i = start; i < end; i++) {
            if (call != null && chunk >= call.stopAt) {
                return false;
            }
            try {
                r.clear(units);
                engine.play(seed, i, r);
                tally.record(r);
            } catch (RuntimeException | StackOverflowError | AssertionError e) {
                throw new BattleFailedException(seed, i, e);
            }
            if (rows != null) {
                int k = (int) (i - start) * ROW_INTS;
                rows[k] = r.winner;
                rows[k + 1] = r.how;
                rows[k + 2] = r.turns;
                rows[k + 3] = tally.lastLost(0);
                rows[k + 4] = tally.lastLost(1);
            }
        }
        return true;
    }

    /** Waits for the workers of a call to return, so that no engine is still in use when the call returns. */
    private static void awaitAll(List<Future<?>> futures) {
        boolean interrupted = false;
        for (Future<?> f : futures) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the workers' threads. Waits briefly for them; they are daemons, so they never hold the JVM open. */
    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One chunk as a worker hands it over: its tally and rows, or the failure that ended it. */
    private static final class ChunkResult {
        final long chunk;
        final ChunkTally tally;
        final int[] rows;
        final RuntimeException failure;

        ChunkResult(long chunk, ChunkTally tally, int[] rows, RuntimeException failure) {
            this.chunk = chunk;
            this.tally = tally;
            this.rows = rows;
            this.failure = failure;
        }
    }

    /**
     * The shared state of one {@link #runChunks} call: the claim counter, the in-flight window and the slots in which
     * workers leave finished chunks for the calling thread. Slot of chunk c is {@code (c - from) % window}; at most
     * {@code window} consecutive chunks are in flight, so slots never collide.
     */
    private final class Call {
        final long from;
        final long to;
        final boolean rows;
        final int window;
        final Semaphore permits;
        final AtomicLong nextClaim;
        final ChunkResult[] slots;
        final ReentrantLock lock = new ReentrantLock();
        final Condition deposited = lock.newCondition();
        /** Chunks at or after this are not (or no longer) wanted: lowered to a failed chunk, or to from on stop. */
        volatile long stopAt;
        /** A failure outside any battle (an engine that could not be made, an Error). */
        RuntimeException fatal;

        Call(long from, long to, boolean rows) {
            this.from = from;
            this.to = to;
            this.rows = rows;
            this.window = (int) Math.min(to - from, Math.max(2L, 2L * workers.length));
            this.permits = new Semaphore(window);
            this.nextClaim = new AtomicLong(from);
            this.slots = new ChunkResult[window];
            this.stopAt = to;
        }

        /** The next chunk for a worker, or -1 when there is none. Blocks while the window is full. */
        long claim() throws InterruptedException {
            permits.acquire();
            long c = nextClaim.getAndIncrement();
            return c < stopAt ? c : -1;
        }

        void deposit(ChunkResult result) {
            lock.lock();
            try {
                if (result.failure != null && result.chunk + 1 < stopAt) {
                    stopAt = result.chunk + 1;
                }
                slots[(int) ((result.chunk - from) % window)] = result;
                deposited.signalAll();
            } finally {
                lock.unlock();
            }
        }

        void fail(RuntimeException e) {
            lock.lock();
            try {
                if (fatal == null) {
                    fatal = e;
                }
                stopAt = from;
                deposited.signalAll();
            } finally {
                lock.unlock();
            }
        }

        /** Waits for chunk {@code c} and takes it out of its slot. */
        ChunkResult take(long c) throws InterruptedException {
            int slot = (int) ((c - from) % window);
            lock.lock();
            try {
                while (true) {
                    if (fatal != null) {
                        throw fatal;
                    }
                    ChunkResult r = slots[slot];
                    if (r != null && r.chunk == c) {
                        slots[slot] = null;
                        return r;
                    }
                    deposited.await();
                }
            } finally {
                lock.unlock();
            }
        }

        /** Ends the call: wakes any worker waiting for the window; after a failure, stops them all first. */
        void stop(boolean failed) {
            if (failed) {
                stopAt = from;
            }
            permits.release(workers.length);
        }
    }

    /** One worker's engine and record, kept across calls; used by one pool thread at a time. */
    private final class Worker {
        Engine engine;
        BattleRecord record;

        void work(Call call) {
            try {
                if (engine == null) {
                    engine = plan.ruleset().newEngine(plan.template());
                    record = new BattleRecord(plan.template().unitCount());
                }
                while (true) {
                    long c = call.claim();
                    if (c < 0) {
                        return;
                    }
                    ChunkResult result = play(call, c);
                    if (result == null) {
                        return;
                    }
                    call.deposit(result);
                    if (result.failure != null) {
                        engine = null;
                        return;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException | Error e) {
                engine = null;
                call.fail(e instanceof RuntimeException ? (RuntimeException) e
                        : new IllegalStateException("worker failed: " + e, e));
            }
        }

        /** Plays one chunk; null if the call was stopped meanwhile. */
        private ChunkResult play(Call call, long chunk) {
            final ChunkTally tally = new ChunkTally(plan.template());
            final int[] rows = call.rows ? newRows(plan, chunk) : null;
            try {
                if (!BatchRunner.play(plan, chunk, engine, record, tally, rows, call)) {
                    return null;
                }
            } catch (BattleFailedException e) {
                return new ChunkResult(chunk, null, null, e);
            }
            return new ChunkResult(chunk, tally, rows, null);
        }
    }
}
