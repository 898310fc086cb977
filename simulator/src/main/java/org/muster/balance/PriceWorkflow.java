package org.muster.balance;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

import org.muster.batch.BatchResult;
import org.muster.batch.ChunkTally;
import org.muster.batch.RunPlan;
import org.muster.engine.BattleRecord;
import org.muster.io.BalanceWriter;
import org.muster.io.Checkpoint;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.run.CheckpointedRun;
import org.muster.run.RunWorkflow;
import org.muster.run.RunWorkflow.Progress;
import org.muster.run.ScenarioSetup;
import org.muster.stats.LogisticFit;
import org.muster.stats.Robustness;

/**
 * What {@code muster price} does once its options are read: play each scenario at every value of one variable, on
 * the base seed and on an independent one (seed + 1), each group checkpointed (Ctrl-C stops at a chunk boundary,
 * --resume continues); fit a logistic curve of side 0's score (a draw counts half) against the variable on each seed
 * ({@link LogisticFit}: the break-even value and its interval), and write price.csv and price-fit.csv, the manifest
 * last. With {@code --robust}, one block per player and the line that says whether the break-even agrees.
 */
public final class PriceWorkflow {
    private PriceWorkflow() {
    }

    /**
     * What to play.
     *
     * @param var       the variable priced
     * @param otherVars the other variables set (--set-var)
     * @param texts     the values played, as given; {@code x} the same as numbers
     * @param weights   each scenario's weight in the fit, averaging 1
     * @param players   the --robust players, or a list holding null alone: the scenarios' own players with {@code ais}
     * @param points    the points cost of one unit of the variable, or NaN
     * @param resume    --resume DIR, or null
     */
    public record Request(List<Path> scenarios, String var, Map<String, String> otherVars, List<String> texts,
            double[] x, double[] weights, Map<String, String> sets, Map<String, String> ais, List<String> players,
            long n, double points, Path resume) {
    }

    /**
     * A finished (or, with {@code interrupted}, stopped) price: per player, per seed, per group the counts
     * {@code {battles, side 0 wins, draws, side 1 wins}}; per player the fits on the two seeds; the --robust line
     * (or null) and the folder.
     */
    public record Outcome(boolean interrupted, long[][][][] counts, List<List<LogisticFit>> fits, long[] seeds,
            String line, Path dir) {
    }

    /** Each scenario read with {@code otherVars} set, checked to declare {@code var}. */
    public static List<Scenario> bases(List<Path> scenarios, Map<String, String> otherVars, String var) {
        List<Scenario> bases = new ArrayList<>();
        for (Path f : scenarios) {
            Scenario base = ScenarioReader.read(f, otherVars);
            if (!base.vars().containsKey(var)) {
                throw new ScenarioException(f.toString(), base.source().lineOf("vars"), "--var " + var,
                        "the scenario declares no variable '" + var + "'" + (base.vars().isEmpty() ? " (it has no "
                                + "vars: block)" : " (it declares " + String.join(", ", base.vars().keySet()) + ")"));
            }
            bases.add(base);
        }
        return bases;
    }

    /** Plays every group, fits the curves and writes the folder. */
    public static Outcome run(BalanceJob job, Request r, BalanceJob.Display display) throws IOException {
        Instant started = Instant.now();
        List<Path> scenarios = r.scenarios();
        List<String> players = r.players();
        List<String> texts = r.texts();
        String var = r.var();
        double[] x = r.x();
        double[] w = r.weights();
        long n = r.n();
        int m = scenarios.size();
        int kk = texts.size();
        int pp = players.size();
        // Groups: scenario j at value k is group j * kk + k; under player q, loaded.get(q * m * kk + group).
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        double[] gx = new double[m * kk];
        for (String player : players) {
            for (int j = 0; j < m; j++) {
                for (int k = 0; k < kk; k++) {
                    Map<String, String> vars = new LinkedHashMap<>(r.otherVars());
                    vars.put(var, texts.get(k));
                    loaded.add(player == null ? ScenarioSetup.load(scenarios.get(j), r.sets(), r.ais(), vars)
                            : Players.load(scenarios.get(j), r.sets(), Map.of(), vars, player));
                    gx[j * kk + k] = x[k];
                }
            }
        }
        Path dir = job.checkpointedDir(r.resume(), "price-" + RunWorkflow.stem(scenarios.get(0)));
        long[] seeds = {job.seed(), job.seed() + 1};
        long[][][][] byPlayer = new long[pp][2][m * kk][];
        List<List<LogisticFit>> fitsByPlayer = new ArrayList<>();
        long all = 2L * pp * m * kk * n;
        int cutAt = -1; // the group an interrupt cut, once the progress display is closed
        try (Progress shown = display.open("price " + RunWorkflow.stem(scenarios.get(0)), all)) {
            groups:
            for (int q = 0; q < pp; q++) {
                long[][][] counts = byPlayer[q];
                List<LogisticFit> fits = new ArrayList<>();
                fitsByPlayer.add(fits);
                String player = players.get(q);
                for (int s = 0; s < 2; s++) {
                    double[] trials = new double[m * kk];
                    double[] score = new double[m * kk];
                    for (int g = 0; g < m * kk; g++) {
                        ScenarioSetup.Loaded group = loaded.get(q * m * kk + g);
                        RunPlan plan = job.plan(group, n, seeds[s]);
                        Map<String, String> groupVars = new LinkedHashMap<>(r.otherVars());
                        groupVars.put(var, texts.get(g % kk));
                        SortedMap<String, String> identity = Checkpoint.identity(scenarios.get(g / kk), plan,
                                r.sets(), player == null ? r.ais() : Players.even(Map.of(), player), groupVars,
                                false);
                        int done = (q * 2 + s) * m * kk + g;
                        BatchResult result = CheckpointedRun.playGroup(job.backend(), "price " + var + "="
                                + texts.get(g % kk) + (player == null ? "" : " under " + player), plan, group,
                                identity, dir.resolve(Checkpoint.DIR).resolve((player == null ? "" : "player-" + q
                                        + "-") + "seed-" + s + "-group-" + g),
                                BalanceJob.group(shown, done * n, all));
                        if (result == null) {
                            cutAt = done;
                            break groups;
                        }
                        ChunkTally t = result.tally();
                        counts[s][g] = new long[] {t.battles(), t.wins(0), t.wins(BattleRecord.DRAW), t.wins(1)};
                        // A scenario's weight scales its battles in the fit; the weights average 1: the total is kept.
                        trials[g] = w[g / kk] * t.battles();
                        score[g] = w[g / kk] * (t.wins(0) + 0.5 * t.wins(BattleRecord.DRAW));
                    }
                    try {
                        fits.add(LogisticFit.of(gx, trials, score));
                    } catch (IllegalArgumentException e) {
                        throw new ScenarioException("--values", 0, var, "seed " + seeds[s] + (player == null ? ""
                                : " under " + player) + ": " + e.getMessage());
                    }
                }
            }
        }
        if (cutAt >= 0) {
            job.interrupted("price", dir, cutAt, 2 * pp * m * kk);
            return new Outcome(true, byPlayer, fitsByPlayer, seeds, null, dir);
        }
        List<String> labels = new ArrayList<>();
        for (int g = 0; g < m * kk; g++) {
            labels.add(scenarios.get(g / kk).toString());
        }
        String line = null;
        if (players.get(0) == null) {
            BalanceWriter.writePrice(dir, seeds, labels, gx, byPlayer[0], fitsByPlayer.get(0), r.points());
        } else {
            List<LogisticFit> main = new ArrayList<>();
            fitsByPlayer.forEach(f -> main.add(f.get(0)));
            line = Robustness.breakEvenLine(var, players, main);
            BalanceWriter.writePriceRobust(dir, players, seeds, labels, gx, byPlayer, fitsByPlayer, r.points(),
                    Robustness.breakEvenVerdict(main), line);
        }
        job.finish(dir, scenarios, n, started);
        return new Outcome(false, byPlayer, fitsByPlayer, seeds, line, dir);
    }
}
