package org.muster.batch;

import java.lang.ref.SoftReference;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.muster.engine.BattleRecord;
import org.muster.model.ScenarioException;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * Plays the battles of a points run: battle i draws its composition ({@link Compositions#draw}), plays on the
 * template of that composition, and counts its army mix and result into its chunk's {@link PointsTally}; chunk
 * tallies are merged in chunk order.
 *
 * <p><b>Compiling.</b> Each distinct composition is compiled once into a template, kept in a cache shared by the
 * workers, and each worker keeps an engine per composition it played; both caches hold their entries by soft
 * reference, so the garbage collector may drop them when memory runs short, and a dropped one is compiled again.
 * A chunk draws its battles' compositions first and plays them grouped by composition. Compiling is a pure function
 * of the scenario and the parameters, so which worker compiles a template, and how often, changes nothing in the
 * results; the time it takes is reported.
 *
 * <p><b>Determinism.</b> Battle i depends only on (scenario, parameters, seed, i): its composition comes from its own
 * stream and its battle from the template's engine with the same seed and index. Chunks are fixed by battle index and
 * tallies are integer counts, so the result is the same for any thread count.
 */
public final class PointsRunner {
    /**
     * A finished run.
     *
     * @param tally        the merged counts
     * @param compiles     templates compiled (a composition compiled again after it left the cache counts again)
     * @param compileNanos CPU time spent compiling templates and building engines, summed over workers
     * @param playNanos    CPU time spent drawing, playing and counting battles, summed over workers (compiling
     *                     excluded)
     * @param chunksDone   chunks in {@code tally}: all of them, unless the {@link Checkpoints} stopped the run
     */
    public record Result(PointsTally tally, long compiles, long compileNanos, long playNanos, long chunksDone) {
    }

    /** Told after each chunk is merged, in chunk order: where a command saves its checkpoint and asks to stop. */
    public interface Checkpoints {
        /**
         * Chunks [0, k) are merged into {@code total} (and added to the kept chunk tallies, if any).
         *
         * @return false to stop the run at this chunk boundary
         */
        boolean merged(long k, PointsTally total) throws java.io.IOException;
    }

    private final Ruleset ruleset;
    private final Parameters parameters;
    private final Compositions compositions;
    /** Templates by composition, keyed by an {@link IntBuffer} over it: buffers compare and hash by content. */
    private final Map<IntBuffer, SoftReference<Template>> templates = new java.util.HashMap<>();
    private final AtomicLong compiles = new AtomicLong();
    private final AtomicLong compileNanos = new AtomicLong();
    private final AtomicLong playNanos = new AtomicLong();

    public PointsRunner(Ruleset ruleset, Parameters parameters, Compositions compositions) {
        this.ruleset = ruleset;
        this.parameters = parameters;
        this.compositions = compositions;
    }

    /**
     * Compiles a composition's scenario, as the runner does, so that a composition the rules reject is bad input
     * reported before any battle.
     *
     * @throws ScenarioException naming the field the rule set rejects
     */
    public Template compile(int[] composition) {
        IntBuffer key = IntBuffer.wrap(composition.clone());
        Template t;
        synchronized (templates) {
            SoftReference<Template> ref = templates.get(key);
            t = ref == null ? null : ref.get();
        }
        if (t == null) {
            t = ruleset.compile(compositions.variant(composition), parameters);
            compiles.incrementAndGet();
            synchronized (templates) {
                templates.put(key, new SoftReference<>(t));
            }
        }
        return t;
    }

    /** An engine with the template it plays. */
    private record Played(Engine engine, Template template) {
    }

    /** One worker's engines and record. */
    private final class Worker {
        final Map<IntBuffer, SoftReference<Played>> engines = new java.util.HashMap<>();
        BattleRecord record = new BattleRecord(16);
        /** CPU time this worker spent compiling and building engines. */
        long compiling;

        Played engine(int[] c) {
            SoftReference<Played> ref = engines.get(IntBuffer.wrap(c));
            Played e = ref == null ? null : ref.get();
            if (e == null) {
                IntBuffer own = IntBuffer.wrap(c.clone());
                long start = cpu();
                Template t = compile(own.array());
                e = new Played(ruleset.newEngine(t), t);
                long spent = cpu() - start;
                compiling += spent;
                compileNanos.addAndGet(spent);
                engines.put(own, new SoftReference<>(e));
                if (record.start.length < t.unitCount()) {
                    record = new BattleRecord(t.unitCount());
                }
            }
            return e;
        }
    }

    /** Plays battles [0, battles) in chunks of {@code chunkSize} on {@code threads} workers. */
    public Result run(long seed, long battles, int threads, int chunkSize, ProgressListener progress) {
        return run(seed, battles, threads, chunkSize, progress, null);
    }

    /**
     * As {@link #run(long, long, int, int, ProgressListener)}, also adding each chunk's own tally, in chunk order,
     * to {@code chunkTallies} (null: not kept), for the chunk bootstrap ({@code stats.PointsBootstrap}).
     */
    public Result run(long seed, long battles, int threads, int chunkSize, ProgressListener progress,
            List<PointsTally> chunkTallies) {
        return run(seed, battles, threads, chunkSize, progress, chunkTallies, 0, new PointsTally(), null);
    }

    /**
     * As above, continuing a run whose chunks [0, {@code firstChunk}) are already merged in {@code start} (and, when
     * kept, in {@code chunkTallies}), telling {@code checkpoints} (null: nobody) after each chunk. Chunks are fixed by
     * battle index, so a run resumed at any chunk boundary ends with the tally of a run never stopped.
     */
    public Result run(long seed, long battles, int threads, int chunkSize, ProgressListener progress,
            List<PointsTally> chunkTallies, long firstChunk, PointsTally start, Checkpoints checkpoints) {
        return run(seed, battles, threads, chunkSize, progress, chunkTallies, firstChunk, start, checkpoints, null);
    }

    /**
     * As above, with the chunks played by {@code remote} (null: this JVM's threads) in blocks of 2 x threads chunks;
     * the tallies are merged in chunk order either way, so the result is the same.
     */
    public Result run(long seed, long battles, int threads, int chunkSize, ProgressListener progress,
            List<PointsTally> chunkTallies, long firstChunk, PointsTally start, Checkpoints checkpoints,
            PointsRecipe.Chunks remote) {
        long chunks = (battles + chunkSize - 1) / chunkSize;
        AtomicInteger names = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "muster-points-" + names.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<Worker> workers = ThreadLocal.withInitial(Worker::new);
        PointsTally total = new PointsTally();
        total.add(start);
        long merged = firstChunk;
        try {
            // A window of 2 x threads chunks in flight bounds memory whatever the number of battles.
            List<Future<PointsTally>> window = new ArrayList<>();
            long next = firstChunk;
            while (merged < chunks) {
                if (remote != null && window.isEmpty()) {
                    long to = Math.min(chunks, merged + 2L * threads);
                    for (PointsTally t : remote.play(merged, to)) {
                        window.add(java.util.concurrent.CompletableFuture.completedFuture(t));
                    }
                    next = to;
                }
                while (remote == null && next < chunks && window.size() < 2L * threads) {
                    final long from = next * chunkSize;
                    final long to = Math.min(battles, from + chunkSize);
                    window.add(pool.submit(() -> chunk(workers.get(), seed, from, to)));
                    next++;
                }
                PointsTally t = window.remove(0).get();
                total.add(t);
                if (chunkTallies != null) {
                    chunkTallies.add(t);
                }
                merged++;
                if (progress != null) {
                    progress.progress(total.battles(), battles);
                }
                if (checkpoints != null && !checkpoints.merged(merged, total)) {
                    break;
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(c);
        } finally {
            pool.shutdownNow();
        }
        return new Result(total, compiles.get(), compileNanos.get(), playNanos.get(), merged);
    }

    /** The tally of battles [from, to), played on this thread (a Spark executor's task). */
    public PointsTally playChunk(long seed, long from, long to) {
        return chunk(callerWorkers.get(), seed, from, to);
    }

    private final ThreadLocal<Worker> callerWorkers = ThreadLocal.withInitial(Worker::new);

    private PointsTally chunk(Worker w, long seed, long from, long to) {
        long chunkStart = cpu();
        long compiledBefore = w.compiling;
        PointsTally tally = new PointsTally();
        int size = (int) (to - from);
        int width = compositions.width();
        // Draw the chunk's compositions first and play its battles grouped by composition (battle order within a
        // group), so that each composition's engine is found once per chunk. Each battle is a pure function of its
        // index and the tally is a sum, so the order of play changes nothing in the result.
        int[][] drawn = new int[size][width];
        Integer[] order = new Integer[size];
        for (int j = 0; j < size; j++) {
            compositions.draw(seed, from + j, drawn[j]);
            order[j] = j;
        }
        Arrays.sort(order, (p, q) -> {
            int c = Arrays.compare(drawn[p], drawn[q]);
            return c != 0 ? c : Integer.compare(p, q);
        });
        int[] counts = new int[2 * compositions.types().size()];
        Map<Integer, int[]> army = new java.util.TreeMap<>();
        Played played = null;
        int[] current = null;
        for (int j : order) {
            long i = from + j;
            int[] c = drawn[j];
            if (current == null || !Arrays.equals(current, c)) {
                try {
                    played = w.engine(c);
                } catch (ScenarioException ex) {
                    throw within(ex, "battle " + i + "'s armies (" + describe(c) + ")");
                }
                current = c;
            }
            Engine e = played.engine();
            Template t = played.template();
            try {
                e.play(seed, i, w.record);
            } catch (RuntimeException ex) {
                throw new BattleFailedException(seed, i, ex);
            }
            tally.add(mix(c, t, e, counts, army), w.record.winner);
        }
        playNanos.addAndGet(cpu() - chunkStart - (w.compiling - compiledBefore));
        return tally;
    }

    /** This thread's CPU time, in nanoseconds (wall time where the JVM cannot measure it). */
    private static long cpu() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** The same problem, saying in which armies it arose. */
    public static ScenarioException within(ScenarioException ex, String where) {
        String prefix = (ex.file() == null ? "<input>" : ex.file()) + (ex.line() > 0 ? ":" + ex.line() : "") + ": "
                + (ex.field() == null || ex.field().isEmpty() ? "" : ex.field() + ": ");
        String m = ex.getMessage();
        String problem = m.startsWith(prefix) ? m.substring(prefix.length()) : m;
        return new ScenarioException(ex.file(), ex.line(), ex.field(), problem + " (in " + where + ")");
    }

    /**
     * The army mix of a battle just played on {@code e} (the template {@code t} of composition {@code c}): the varied
     * lines' counts by type and the units the army lists rolled, as the run counts it.
     */
    public PointsTally.Mix mix(int[] c, Template t, Engine e) {
        return mix(c, t, e, new int[2 * compositions.types().size()], new java.util.TreeMap<>());
    }

    private PointsTally.Mix mix(int[] c, Template t, Engine e, int[] counts, Map<Integer, int[]> army) {
        Arrays.fill(counts, 0);
        for (int s = 0; s < 2; s++) {
            for (int k = 0; k < compositions.vary(s).size(); k++) {
                counts[2 * compositions.typeOf(s, k) + s] += c[compositions.index(s, k)];
            }
        }
        army.clear();
        if (ArmyLists.rolls(t)) {
            ArmyLists.read(t, e, (side, key) -> {
                army.computeIfAbsent(key * 2 + side, x -> new int[1])[0]++;
                return 0;
            });
        }
        return mix(counts, army);
    }

    private static PointsTally.Mix mix(int[] counts, Map<Integer, int[]> army) {
        int n = 0;
        for (int v : counts) {
            n += v > 0 ? 1 : 0;
        }
        int[] pairs = new int[2 * (n + army.size())];
        int i = 0;
        for (int code = 0; code < counts.length; code++) {
            if (counts[code] > 0) {
                pairs[i++] = code;
                pairs[i++] = counts[code];
            }
        }
        for (Map.Entry<Integer, int[]> e : army.entrySet()) {
            pairs[i++] = e.getKey();
            pairs[i++] = e.getValue()[0];
        }
        return new PointsTally.Mix(pairs);
    }

    /** A composition as text, e.g. {@code Union R=5 V=2, Confederate B=4}. */
    public String describe(int[] c) {
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            b.append(s == 0 ? "" : ", ").append(compositions.base().sides().get(s).name());
            for (int k = 0; k < compositions.vary(s).size(); k++) {
                b.append(' ').append(compositions.vary(s).get(k).unit()).append('=').append(c[compositions.index(s,
                        k)]);
            }
            if (compositions.armyVaries(s)) {
                b.append(" army=").append(c[compositions.width() - 2 + s]);
            }
        }
        return b.toString();
    }

    /** The rule set's type name of an army-list key, e.g. {@code highland-foot}. */
    public static String armyType(int key) {
        String name = ArmyLists.name(key);
        return name.substring(0, name.lastIndexOf(' '));
    }

    /** The figures of an army-list key. */
    public static int armyFigures(int key) {
        String name = ArmyLists.name(key);
        return Integer.parseInt(name.substring(name.lastIndexOf(' ') + 1));
    }

    /** The display name of a type key of this run's tallies. */
    public String typeName(int key) {
        if (key < PointsTally.ARMY_BASE) {
            return compositions.types().get(key);
        }
        return (ArmyLists.list(key) == 0 ? "government " : "jacobite ") + ArmyLists.name(key);
    }

    /**
     * A tally laid out for the fit: one row per army mix.
     *
     * @param keys  the type keys, varied lines' types first (in their order), then army-list types (ascending)
     * @param types their display names
     * @param d     per mix, per type: side 0's units minus side 1's
     * @param n     battles per mix
     * @param y     side 0's score per mix: wins plus half the draws
     * @param mixes the mixes, in the tally's order
     * @param c0    per mix, per type: side 0's units
     * @param c1    per mix, per type: side 1's units
     */
    public record Design(int[] keys, String[] types, double[][] d, double[] n, double[] y,
            List<PointsTally.Mix> mixes, double[][] c0, double[][] c1) {
    }

    /** The design of a tally of this runner's battles. */
    public Design design(PointsTally tally) {
        List<Integer> keys = new ArrayList<>();
        for (int t = 0; t < compositions.types().size(); t++) {
            keys.add(t);
        }
        for (int key : tally.keys()) {
            if (key >= PointsTally.ARMY_BASE) {
                keys.add(key);
            }
        }
        int m = keys.size();
        int[] k = new int[m];
        String[] names = new String[m];
        for (int j = 0; j < m; j++) {
            k[j] = keys.get(j);
            names[j] = typeName(k[j]);
        }
        int g = tally.counts().size();
        double[][] d = new double[g][m];
        double[][] c0 = new double[g][m];
        double[][] c1 = new double[g][m];
        double[] n = new double[g];
        double[] y = new double[g];
        List<PointsTally.Mix> mixes = new ArrayList<>();
        int i = 0;
        for (Map.Entry<PointsTally.Mix, long[]> e : tally.counts().entrySet()) {
            for (int j = 0; j < m; j++) {
                c0[i][j] = e.getKey().count(k[j], 0);
                c1[i][j] = e.getKey().count(k[j], 1);
                d[i][j] = c0[i][j] - c1[i][j];
            }
            long[] c = e.getValue();
            n[i] = c[0] + c[1] + c[2];
            y[i] = c[0] + 0.5 * c[2];
            mixes.add(e.getKey());
            i++;
        }
        return new Design(k, names, d, n, y, mixes, c0, c1);
    }

    /** A mix as text, its types in the order a run's table has them (varied lines' types, then army-list keys). */
    public String describe(PointsTally.Mix mix) {
        PointsTally one = new PointsTally();
        one.add(mix, 0);
        return describe(mix, design(one).keys());
    }

    /** A mix as text: each side's units by type, e.g. {@code Union regular=5 veteran=1 | Confederate regular=4}. */
    public String describe(PointsTally.Mix mix, int[] keys) {
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            b.append(s == 0 ? "" : " | ").append(compositions.base().sides().get(s).name());
            for (int key : keys) {
                int c = mix.count(key, s);
                if (c > 0) {
                    b.append(' ').append(typeName(key)).append('=').append(c);
                }
            }
        }
        return b.toString();
    }
}
