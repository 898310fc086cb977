package org.muster.balance;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.rng.UniformRandomProvider;
import org.muster.batch.Compositions;
import org.muster.batch.PointsRunner;
import org.muster.batch.PointsTally;
import org.muster.engine.Seeds;
import org.muster.io.Checkpoint;
import org.muster.io.PointsReader;
import org.muster.io.PointsWriter;
import org.muster.model.PointsSpec;
import org.muster.model.ScenarioException;
import org.muster.run.CheckpointedRun;
import org.muster.run.Failures;
import org.muster.run.RunWorkflow;
import org.muster.run.RunWorkflow.Progress;
import org.muster.run.ScenarioSetup;
import org.muster.run.StopRequest;
import org.muster.stats.PointsAdequacy;
import org.muster.stats.PointsBootstrap;
import org.muster.stats.PointsFit;

/**
 * What {@code muster points} does once its options are read: play battles whose armies are drawn around the
 * scenario's lists (its {@code points:} block, or its army lists), checkpointed chunk by chunk (Ctrl-C stops at a
 * chunk boundary, --resume continues), fit side 0's chance of winning against the differences in unit counts
 * ({@link PointsFit}, with its adequacy check and, on request, a bootstrap over chunks) and write points.csv and
 * points-mixes.csv ({@link #fit}); then, on request, play pairs of armies of equal fitted points on the same seeds
 * and write points-balanced.csv ({@link #balanced}); the manifest last ({@link #finish}). The caller prints the
 * table between the steps.
 */
public final class PointsWorkflow {
    /** Most armies per side the balanced-lists search looks at. */
    public static final int MAX_CANDIDATES = 2000;

    private PointsWorkflow() {
    }

    /**
     * What to play.
     *
     * @param bootstrap resamples of the chunks (--bootstrap), or null for none
     * @param costs     --costs TYPE=POINTS, over the points: block's
     * @param reference --reference TYPE[=POINTS], or null
     * @param resume    --resume DIR, or null
     */
    public record Request(Path scenario, Map<String, String> sets, Map<String, String> ais, Map<String, String> vars,
            long n, Integer bootstrap, Map<String, String> costs, String reference, Path resume) {
    }

    /** A finished fit, for the caller to print and for the balanced-lists check. */
    public record Fitted(ScenarioSetup.Loaded loaded, Compositions comps, PointsRunner runner,
            PointsRunner.Design design, PointsRunner.Result result, PointsFit fit, PointsAdequacy adequacy,
            PointsBootstrap boot, double seconds, double bootSeconds, int threads, long n, int chunkSize, Path dir,
            Instant started) {
    }

    /** One pair of the balanced-lists check, as played: the armies, the fitted and the played score. */
    public record Played(String textX, double pointsX, String textY, double pointsY, double predicted, double rich,
            double seconds, double mean, double half, long[] counts, String verdict, double[] inRun) {
    }

    /** How the caller shows each pair of the balanced-lists check as it is played. */
    @FunctionalInterface
    public interface Shown {
        void played(Played p);
    }

    /**
     * Plays the fit's battles, fits and writes points.csv and points-mixes.csv. Returns null if Ctrl-C stopped it: the
     * finished chunks are kept in the checkpoint and the resume line is printed on {@code err}.
     */
    public static Fitted fit(BalanceJob job, Request r, BalanceJob.Display display, PrintWriter err)
            throws IOException {
        Instant started = Instant.now();
        Path scenario = r.scenario();
        long n = r.n();
        Integer bootstrap = r.bootstrap();
        // With --bootstrap a chunk is what it resamples, so the chunking moves its intervals: 1000 by default.
        int chunkSize = job.chunkSize(n, bootstrap != null);
        int threads = job.threads();
        ScenarioSetup.Loaded l = ScenarioSetup.load(scenario, r.sets(), r.ais(), r.vars());
        PointsSpec points = PointsReader.read(scenario, l.scenario());
        Compositions comps = Compositions.of(l.scenario(), points);
        if (points == null && !comps.armyLists()) {
            throw new ScenarioException(scenario.toString(), 0, "points", "the scenario has no points: block and no "
                    + "army-list armies, so no army varies (scenarios/README.md#points)");
        }
        PointsRunner runner = new PointsRunner(l.ruleset(), l.parameters(), comps);
        int[][] ends = comps.extremes();
        String[] endNames = {"the smallest armies", "the largest armies"};
        for (int e = 0; e < 2; e++) {
            try {
                runner.compile(ends[e]);
            } catch (ScenarioException ex) {
                throw PointsRunner.within(ex, endNames[e] + " of the points: block, " + runner.describe(ends[e]));
            }
        }
        if (bootstrap != null && (bootstrap < 10 || bootstrap > 100_000)) {
            throw new ScenarioException("command line", 0, "--bootstrap", "value " + bootstrap + " must be in [10, "
                    + "100000]");
        }
        Path dir = job.checkpointedDir(r.resume(), "points-" + RunWorkflow.stem(scenario));
        java.util.SortedMap<String, String> identity = Checkpoint.identity(l.file(),
                job.plan(l, n, job.seed(), bootstrap != null), r.sets(), r.ais(), r.vars(), false);
        identity.put("command", "points");
        identity.put("points.chunk.tallies", Boolean.toString(bootstrap != null));
        long chunks = (n + chunkSize - 1) / chunkSize;
        long first = 0;
        PointsTally start = new PointsTally();
        List<PointsTally> chunkTallies = bootstrap == null ? null : new ArrayList<>();
        if (r.resume() != null) {
            Checkpoint.State state = Checkpoint.loadState(dir, identity);
            first = state.chunksDone();
            try (java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(
                    state.body()))) {
                start = PointsTally.read(in);
                for (long k = 0; chunkTallies != null && k < first; k++) {
                    chunkTallies.add(PointsTally.read(in));
                }
            } catch (IOException e) {
                throw new ScenarioException(dir.resolve(Checkpoint.DIR).toString(), 0, null, "the checkpoint cannot "
                        + "be read by this build of muster (" + e.getMessage() + "); rerun without --resume");
            }
            if (first < 0 || first > chunks || start.battles() != Math.min(n, first * chunkSize)) {
                throw new ScenarioException(dir.resolve(Checkpoint.DIR).toString(), 0, null, "the checkpoint is "
                        + "damaged: " + start.battles() + " battles for " + first + " chunks");
            }
        } else {
            saveState(dir, identity, 0, start, chunkTallies);
        }
        // With --spark the fit's battles are played there (the balanced-lists check, a few thousand, here).
        org.muster.batch.PointsRecipe.Chunks remote = job.backend().openPoints(new org.muster.batch.PointsRecipe(
                l.ruleset().id(), l.scenario(), l.parameters(), points, job.seed(), n, chunkSize),
                "muster points " + scenario.getFileName());
        long t0 = System.nanoTime();
        PointsRunner.Result result;
        try (StopRequest stop = StopRequest.install();
                Progress p = display.open(RunWorkflow.stem(scenario), n)) {
            long[] lastSave = {System.nanoTime()};
            List<PointsTally> kept = chunkTallies;
            result = runner.run(job.seed(), n, threads, chunkSize, p, chunkTallies, first, start,
                    (k, total) -> {
                        boolean halt = k < chunks && stop.requested(k);
                        if (halt || k == chunks
                                || System.nanoTime() - lastSave[0] > CheckpointedRun.SAVE_EVERY_MS * 1_000_000L) {
                            saveState(dir, identity, k, total, kept);
                            lastSave[0] = System.nanoTime();
                        }
                        return !halt;
                    }, remote);
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        } catch (org.muster.batch.BattleFailedException e) {
            throw Failures.battleFailed("points", l, e);
        }
        if (result.chunksDone() < chunks) {
            err.printf("%s: points interrupted after %d of %d battles; the finished chunks are kept in %s. Continue "
                    + "with the same command and --resume %s%n", l.file(), result.tally().battles(), n,
                    dir.resolve(Checkpoint.DIR), dir);
            err.flush();
            return null;
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        PointsRunner.Design design = runner.design(result.tally());
        double[] cost = costs(design.types(), comps.costs(), r.costs());
        int ref = referenceIndex(design.types(), cost, r.reference());
        double refPoints = referencePoints(ref, cost, r.reference());
        PointsFit fit;
        try {
            fit = PointsFit.of(design.types(), design.d(), design.n(), design.y(), ref, refPoints, cost);
        } catch (IllegalArgumentException e) {
            // Most often too few battles for the mixes the scenario varies: each type's count must vary apart from
            // the others' in them, and the outcome must not be all one side's. Every battle was played, so there is
            // nothing to resume: the checkpoint goes, or the same command with more battles into the same folder
            // would be refused as an interrupted run (and --resume would fit the same battles again).
            CheckpointedRun.finished(dir);
            throw new ScenarioException(scenario.toString(), 0, "points", "the " + result.tally().battles()
                    + " battles cannot be fitted: " + e.getMessage() + "; play more battles (-n)");
        }
        PointsAdequacy adequacy = PointsAdequacy.of(fit, design.c0(), design.c1(), design.n(), design.y());
        PointsBootstrap boot = null;
        double bootSeconds = 0;
        if (bootstrap != null) {
            long b0 = System.nanoTime();
            boot = PointsBootstrap.of(runner::design, chunkTallies, bootstrap, job.seed(), fit);
            bootSeconds = (System.nanoTime() - b0) / 1e9;
        }
        PointsWriter.writeFit(dir, job.seed(), design.mixes().size(), fit, adequacy, boot);
        List<String> mixNames = new ArrayList<>();
        List<long[]> mixCounts = new ArrayList<>();
        double[] fitted = new double[design.mixes().size()];
        for (int i = 0; i < design.mixes().size(); i++) {
            PointsTally.Mix m = design.mixes().get(i);
            mixNames.add(runner.describe(m, design.keys()));
            mixCounts.add(result.tally().counts().get(m));
            fitted[i] = fit.probability(design.d()[i]);
        }
        PointsWriter.writeMixes(dir, mixNames, mixCounts, fitted);
        return new Fitted(l, comps, runner, design, result, fit, adequacy, boot, seconds, bootSeconds, threads,
                n, chunkSize, dir, started);
    }

    /** Ends a complete points command: the manifest, then the checkpoint removed. */
    public static void finish(BalanceJob job, Fitted f) throws IOException {
        job.writeManifest(f.dir(), List.of(f.loaded().file()), f.n(), f.chunkSize(), f.started());
        CheckpointedRun.finished(f.dir());
    }

    /** The checkpoint of a points run: chunks [0, k) merged in {@code total}, and each of them when kept. */
    private static void saveState(Path dir, java.util.SortedMap<String, String> identity, long k, PointsTally total,
            List<PointsTally> chunkTallies) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.DataOutputStream out = new java.io.DataOutputStream(bytes)) {
            total.write(out);
            if (chunkTallies != null) {
                for (PointsTally t : chunkTallies) {
                    t.write(out);
                }
            }
        }
        Checkpoint.saveState(dir, identity, new Checkpoint.State(k, bytes.toByteArray()));
    }

    /** Costs per type: the points: block's, then --costs. */
    private static double[] costs(String[] types, Map<String, Double> fromBlock, Map<String, String> costs) {
        double[] c = new double[types.length];
        for (int t = 0; t < types.length; t++) {
            Double v = fromBlock.get(types[t]);
            c[t] = v == null ? Double.NaN : v;
        }
        for (Map.Entry<String, String> e : costs.entrySet()) {
            int t = typeIndex(types, e.getKey(), "--costs");
            c[t] = number(e.getValue(), "--costs " + e.getKey());
        }
        return c;
    }

    private static int referenceIndex(String[] types, double[] cost, String reference) {
        if (reference != null) {
            int eq = reference.indexOf('=');
            return typeIndex(types, eq < 0 ? reference : reference.substring(0, eq), "--reference");
        }
        for (int t = 0; t < types.length; t++) {
            if (!Double.isNaN(cost[t])) {
                return t;
            }
        }
        return 0;
    }

    private static double referencePoints(int ref, double[] cost, String reference) {
        if (reference != null && reference.indexOf('=') >= 0) {
            double v = number(reference.substring(reference.indexOf('=') + 1), "--reference");
            if (!(v > 0)) {
                throw new ScenarioException("command line", 0, "--reference", "points " + v + " must be positive");
            }
            return v;
        }
        return Double.isNaN(cost[ref]) || !(cost[ref] > 0) ? 10 : cost[ref];
    }

    private static int typeIndex(String[] types, String name, String option) {
        for (int t = 0; t < types.length; t++) {
            if (types[t].equalsIgnoreCase(name.strip())) {
                return t;
            }
        }
        throw new ScenarioException("command line", 0, option, "no unit type '" + name.strip() + "' in these battles"
                + " (types: " + String.join(", ", types) + ")");
    }

    private static double number(String text, String field) {
        try {
            double v = Double.parseDouble(text.strip());
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new ScenarioException("command line", 0, field, "value '" + text + "' must be a number, 0 or more");
        }
    }

    /**
     * One side's army in the balanced-lists check.
     *
     * @param text   its units by type, e.g. {@code Union regular=5 veteran=1}
     * @param counts units of each type of the table
     * @param points its fitted points
     * @param lines  the counts of its varied lines, or null for an army-list army
     */
    private record Army(String text, double[] counts, double points, int[] lines) {
    }

    /** The balanced-lists check: armies of equal fitted points, the side term counted, played on the run's seeds. */
    public static void balanced(BalanceJob job, Fitted f, long nb, BalanceJob.Display display, Shown shown)
            throws IOException {
        ScenarioSetup.Loaded l = f.loaded();
        Compositions comps = f.comps();
        PointsRunner.Design design = f.design();
        PointsFit fit = f.fit();
        PointsAdequacy adequacy = f.adequacy();
        Path scenario = l.file();
        int types = design.types().length;
        double[] value = new double[types];
        for (int t = 0; t < types; t++) {
            value[t] = fit.rows().get(t).fixed() ? 0 : fit.rows().get(t).value();
        }
        List<List<Army>> armies = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            List<Army> side = new ArrayList<>();
            if (l.scenario().sides().get(s).army() != null) {
                if (!comps.vary(s).isEmpty()) {
                    throw new ScenarioException(scenario.toString(), 0, "--balanced", "side '" + l.scenario().sides()
                            .get(s).name() + "' both rolls an army and varies lines; the balanced-lists check takes "
                            + "one or the other");
                }
                // The armies the lists rolled in the run, each once, in the tally's order.
                java.util.Set<List<Integer>> seen = new java.util.LinkedHashSet<>();
                for (PointsTally.Mix m : design.mixes()) {
                    List<Integer> a = new ArrayList<>();
                    for (int key : design.keys()) {
                        a.add(key >= PointsTally.ARMY_BASE ? m.count(key, s) : 0);
                    }
                    if (seen.size() < MAX_CANDIDATES) {
                        seen.add(a);
                    }
                }
                for (List<Integer> a : seen) {
                    double[] counts = new double[types];
                    double pts = 0;
                    for (int t = 0; t < types; t++) {
                        counts[t] = a.get(t);
                        pts += value[t] * counts[t];
                    }
                    side.add(new Army(describe(design.types(), counts), counts, pts, null));
                }
            } else {
                for (int[] x : candidates(comps, s, job.seed())) {
                    double[] counts = new double[types];
                    double pts = 0;
                    for (int k = 0; k < comps.vary(s).size(); k++) {
                        int t = comps.typeOf(s, k);
                        counts[t] += x[k];
                        pts += value[t] * x[k];
                    }
                    side.add(new Army(describe(comps, s, x), counts, pts, x));
                }
            }
            armies.add(side);
        }
        double[][] pts = new double[2][];
        double[][][] counts = new double[2][][];
        for (int s = 0; s < 2; s++) {
            pts[s] = new double[armies.get(s).size()];
            counts[s] = new double[armies.get(s).size()][];
            for (int i = 0; i < pts[s].length; i++) {
                pts[s][i] = armies.get(s).get(i).points();
                counts[s][i] = armies.get(s).get(i).counts();
            }
        }
        List<int[]> chosen = pairs(pts[0], counts[0], pts[1], counts[1], fit.side(), 0.01 * fit.referencePoints());
        List<PointsWriter.Balanced> rows = new ArrayList<>();
        for (int[] pair : chosen) {
            Army x = armies.get(0).get(pair[0]);
            Army y = armies.get(1).get(pair[1]);
            Compositions fixed;
            if (x.lines() == null || y.lines() == null) {
                fixed = Compositions.of(armyScenario(l, design, x, y), null);
            } else {
                int[] comp = new int[comps.width()];
                for (int k = 0; k < comps.vary(0).size(); k++) {
                    comp[comps.index(0, k)] = x.lines()[k];
                }
                for (int k = 0; k < comps.vary(1).size(); k++) {
                    comp[comps.index(1, k)] = y.lines()[k];
                }
                fixed = comps.fixedAt(comp);
            }
            // The same two armies among the run's own battles, if they met there: a check that costs no battle.
            double seen = 0;
            double scored = 0;
            for (int g = 0; g < design.n().length; g++) {
                if (java.util.Arrays.equals(design.c0()[g], x.counts()) && java.util.Arrays.equals(design.c1()[g],
                        y.counts())) {
                    seen += design.n()[g];
                    scored += design.y()[g];
                }
            }
            rows.add(play(job, l, fixed, x, y, fit, adequacy, nb, f.threads(), new double[] {seen, scored}, display,
                    shown));
        }
        PointsWriter.writeBalanced(f.dir(), rows);
    }

    /**
     * The pairs of armies the balanced-lists check plays, as {index among side 0's armies, index among side 1's}.
     * Equal points once the side term is counted: |points_0 + side - points_1| within {@code tolerance}. Of those
     * pairs whose mixes differ, the one whose mixes differ most (the hardest test of the values; ties: the smaller
     * gap, then the lower indices), the median and the lower-quartile difference. With no such pair, the closest pair
     * alone whose mixes differ (a mirror of one army against itself tests no value), or the closest mirror when no two
     * mixes differ.
     *
     * @param points0 fitted points of each of side 0's armies
     * @param counts0 their units per type
     * @param points1 the same for side 1
     * @param counts1 their units per type
     */
    public static List<int[]> pairs(double[] points0, double[][] counts0, double[] points1, double[][] counts1,
            double side, double tolerance) {
        List<double[]> equal = new ArrayList<>();
        double[] closest = null;
        double[] closestMirror = null;
        for (int a = 0; a < points0.length; a++) {
            for (int b = 0; b < points1.length; b++) {
                double gap = Math.abs(points0[a] + side - points1[b]);
                double distance = 0;
                for (int t = 0; t < counts0[a].length; t++) {
                    distance += Math.abs(counts0[a][t] - counts1[b][t]);
                }
                double[] pair = {a, b, gap, distance};
                if (gap <= tolerance && distance > 0) {
                    equal.add(pair);
                }
                if (distance > 0 && (closest == null || gap < closest[2])) {
                    closest = pair;
                }
                if (distance == 0 && (closestMirror == null || gap < closestMirror[2])) {
                    closestMirror = pair;
                }
            }
        }
        equal.sort((p, q) -> p[3] != q[3] ? Double.compare(q[3], p[3]) : p[2] != q[2] ? Double.compare(p[2], q[2])
                : p[0] != q[0] ? Double.compare(p[0], q[0]) : Double.compare(p[1], q[1]));
        List<double[]> chosen = new ArrayList<>();
        if (equal.isEmpty()) {
            double[] only = closest != null ? closest : closestMirror;
            if (only != null) {
                chosen.add(only);
            }
        } else {
            for (double q : new double[] {0, 0.5, 0.75}) {
                double[] pair = equal.get((int) Math.min(equal.size() - 1, Math.floor(q * equal.size())));
                if (!chosen.contains(pair)) {
                    chosen.add(pair);
                }
            }
        }
        List<int[]> out = new ArrayList<>();
        for (double[] pair : chosen) {
            out.add(new int[] {(int) pair[0], (int) pair[1]});
        }
        return out;
    }

    /**
     * The scenario with each army-list army replaced by fixed lines of the units it rolled (one line per type, in
     * the table's order), the army's personality with its first line as the lists give it one (army.personality).
     */
    private static org.muster.model.Scenario armyScenario(ScenarioSetup.Loaded l, PointsRunner.Design design, Army x,
            Army y) {
        org.muster.model.Scenario base = l.scenario();
        List<org.muster.model.SideSpec> sides = new ArrayList<>();
        boolean personality = l.parameters().definitions().stream().anyMatch(d -> d.name().equals(
                "army.personality")) && l.parameters().getInt("army.personality") == 1;
        for (int s = 0; s < 2; s++) {
            org.muster.model.SideSpec side = base.sides().get(s);
            Army army = s == 0 ? x : y;
            if (side.army() == null) {
                sides.add(side);
                continue;
            }
            List<org.muster.model.UnitSpec> units = new ArrayList<>(side.units());
            String field = side.army().field();
            boolean first = true;
            for (int t = 0; t < design.keys().length; t++) {
                int c = (int) army.counts()[t];
                if (c == 0 || design.keys()[t] < PointsTally.ARMY_BASE) {
                    continue;
                }
                String type = PointsRunner.armyType(design.keys()[t]);
                int figures = PointsRunner.armyFigures(design.keys()[t]);
                units.add(new org.muster.model.UnitSpec(type + "-" + figures, type, c, figures, null, null, null,
                        s == 0 ? 0 : 180, null, 0, field));
                if (first && personality) {
                    units.add(new org.muster.model.UnitSpec(side.name() + " commander", "personality", 1, 1, null,
                            null, null, s == 0 ? 0 : 180, "mounted", 0, field));
                }
                first = false;
            }
            sides.add(new org.muster.model.SideSpec(side.name(), side.player(), units, null));
        }
        return new org.muster.model.Scenario(base.ruleset(), base.name(), base.description(), base.widthInches(),
                base.depthInches(), base.turns(), base.terrain(), base.objectives(), sides, base.victory(),
                base.rules(), base.source(), base.vars(), base.expect());
    }

    /** Plays one balanced pair on the run's seeds and shows its line. */
    private static PointsWriter.Balanced play(BalanceJob job, ScenarioSetup.Loaded l, Compositions fixed, Army x,
            Army y, PointsFit fit, PointsAdequacy adequacy, long nb, int threads, double[] inRun,
            BalanceJob.Display display, Shown shown) {
        double[] d = new double[x.counts().length];
        for (int t = 0; t < d.length; t++) {
            d[t] = x.counts()[t] - y.counts()[t];
        }
        double predicted = fit.probability(d);
        double rich = adequacy.probability(x.counts(), y.counts());
        PointsRunner runner = new PointsRunner(l.ruleset(), l.parameters(), fixed);
        int[] composition = new int[fixed.width()];
        fixed.draw(job.seed(), 0, composition);
        try {
            runner.compile(composition);
        } catch (ScenarioException ex) {
            throw PointsRunner.within(ex, "the balanced armies " + x.text() + " vs " + y.text());
        }
        long t0 = System.nanoTime();
        PointsRunner.Result r;
        try (Progress p = display.open("balanced", nb)) {
            r = runner.run(job.seed(), nb, threads, job.chunkSize(nb, false), p);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        long[] c = new long[3];
        for (long[] v : r.tally().counts().values()) {
            for (int i = 0; i < 3; i++) {
                c[i] += v[i];
            }
        }
        double mean = (c[0] + 0.5 * c[2]) / nb;
        double meanSquare = (c[0] + 0.25 * c[2]) / nb;
        double sd = Math.sqrt(Math.max(0, meanSquare - mean * mean) * nb / (nb - 1.0));
        double half = 1.959963984540054 * sd / Math.sqrt(nb);
        String verdict = Math.abs(mean - 0.5) <= half ? "consistent-with-50%" : "NOT-50%";
        shown.played(new Played(x.text(), x.points(), y.text(), y.points(), predicted, rich, seconds, mean, half, c,
                verdict, inRun));
        return new PointsWriter.Balanced(new String[] {x.text(), y.text()}, new double[] {x.points(), y.points()},
                fit.side(), predicted, rich, (long) inRun[0], inRun[0] > 0 ? inRun[1] / inRun[0] : Double.NaN, c,
                new double[] {mean, mean - half, mean + half}, verdict);
    }

    private static String describe(String[] types, double[] counts) {
        StringBuilder b = new StringBuilder();
        for (int t = 0; t < types.length; t++) {
            if (counts[t] > 0) {
                b.append(b.length() == 0 ? "" : " ").append(types[t]).append('=').append((int) counts[t]);
            }
        }
        return b.toString();
    }

    /** A side's armies to choose among: every count vector its lines allow (sampled when there are too many). */
    private static List<int[]> candidates(Compositions comps, int s, long seed) {
        List<PointsSpec.Vary> v = comps.vary(s);
        long size = 1;
        for (PointsSpec.Vary e : v) {
            size = Math.min(Long.MAX_VALUE / 1024, size * (e.max() - e.min() + 1));
        }
        List<int[]> out = new ArrayList<>();
        int[] c = new int[comps.width()];
        if (size <= MAX_CANDIDATES) {
            int[] x = new int[v.size()];
            for (int k = 0; k < x.length; k++) {
                x[k] = v.get(k).min();
            }
            while (true) {
                out.add(x.clone());
                int k = x.length - 1;
                while (k >= 0 && x[k] == v.get(k).max()) {
                    x[k] = v.get(k).min();
                    k--;
                }
                if (k < 0) {
                    break;
                }
                x[k]++;
            }
        } else {
            UniformRandomProvider rng = Seeds.rng(seed, s, Seeds.SETUP);
            for (int i = 0; i < MAX_CANDIDATES; i++) {
                comps.draw(rng.nextLong(), i, c);
                int[] x = new int[v.size()];
                for (int k = 0; k < x.length; k++) {
                    x[k] = c[comps.index(s, k)];
                }
                out.add(x);
            }
        }
        // Keep only armies the side's budget allows, as the run drew them.
        List<int[]> kept = new ArrayList<>();
        for (int[] x : out) {
            if (comps.fits(s, x)) {
                kept.add(x);
            }
        }
        return kept;
    }

    private static String describe(Compositions comps, int s, int[] x) {
        Map<String, Integer> byType = new LinkedHashMap<>();
        for (int k = 0; k < comps.vary(s).size(); k++) {
            byType.merge(comps.types().get(comps.typeOf(s, k)), x[k], Integer::sum);
        }
        StringBuilder b = new StringBuilder(comps.base().sides().get(s).name());
        for (Map.Entry<String, Integer> e : byType.entrySet()) {
            b.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        return b.toString();
    }
}
