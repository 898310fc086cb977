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
import org.muster.batch.RunPlan;
import org.muster.batch.StandardRulesets;
import org.muster.io.BalanceWriter;
import org.muster.io.Checkpoint;
import org.muster.io.ReportWriter;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.Parameters;
import org.muster.run.CheckpointedRun;
import org.muster.run.RunWorkflow;
import org.muster.run.RunWorkflow.Progress;
import org.muster.run.ScenarioSetup;
import org.muster.stats.Robustness;
import org.muster.stats.Summary;

/**
 * What {@code muster sweep} does once its options are read: play the scenario at every point of a grid of variables
 * and rule parameters, all on the same seeds (battle i of every point uses the same dice and decision streams), each
 * point a checkpointed group (Ctrl-C stops at a chunk boundary, --resume continues), then sweep.csv (one row per point
 * and side), the manifest last. With {@code --robust}, every point once per player and the favoured-side line.
 */
public final class SweepWorkflow {
    /** Most points a sweep may have. */
    public static final int MAX_POINTS = 10_000;

    private SweepWorkflow() {
    }

    /**
     * The grid: the varied names (first changing slowest), every point's values, and the variables the scenario
     * declares (a varied name among them sets that variable; any other is a rule parameter).
     */
    public record Grid(Path scenario, List<String> names, List<List<String>> points, Map<String, String> declared) {
    }

    /**
     * What to play besides the grid.
     *
     * @param players the --robust players, or a list holding null alone: the scenario's own players with {@code ais}
     * @param perPoint also write each point's summary.csv, units.csv and casualties.csv into its group folder
     * @param resume  --resume DIR, or null
     */
    public record Request(Map<String, String> sets, Map<String, String> ais, Map<String, String> vars,
            List<String> players, boolean perPoint, long n, Path resume) {
    }

    /**
     * A sweep's summaries (player by player, point by point within a player), its --robust line (or null) and the
     * folder; {@code interrupted} when Ctrl-C stopped it (its resume line is printed, the finished points written to
     * partial/).
     */
    public record Outcome(boolean interrupted, List<Summary> summaries, String line, Path dir) {
    }

    /** Reads the variables {@code scenario} declares (with {@code vars} set) and builds the grid of {@code axes}. */
    public static Grid grid(Path scenario, Map<String, String> vars, Map<String, List<String>> axes) {
        Scenario read = ScenarioReader.read(scenario, vars);
        Map<String, String> declared = read.vars();
        List<String> names = new ArrayList<>(axes.keySet());
        // A name that is not a scenario variable is a rule parameter: check it and every value here, so that bad
        // input names --vary (the points' own loading would name --set, which the user did not write).
        Parameters rules = StandardRulesets.registry().get(read.ruleset(), read.source().file(),
                read.source().lineOf("ruleset"), "ruleset").defaults();
        for (String name : names) {
            if (declared.containsKey(name)) {
                continue;
            }
            if (rules.definitions().stream().noneMatch(d -> d.name().equals(name))) {
                throw new ScenarioException("command line", 0, "--vary " + name, "'" + name + "' is neither a "
                        + (declared.isEmpty() ? "variable of the scenario (it declares none)"
                        : "variable of the scenario (" + String.join(", ", declared.keySet()) + ")")
                        + " nor a parameter of rule set " + read.ruleset() + " (list them with: muster rules "
                        + read.ruleset() + ")");
            }
            for (String v : axes.get(name)) {
                rules.with(Map.of(name, v), "command line", f -> 0, "--vary ");
            }
        }
        return new Grid(scenario, names, grid(names, axes), declared);
    }

    /** Every combination, the first name changing slowest. */
    static List<List<String>> grid(List<String> names, Map<String, List<String>> axes) {
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (String name : names) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> p : points) {
                for (String v : axes.get(name)) {
                    List<String> q = new ArrayList<>(p);
                    q.add(v);
                    next.add(q);
                }
            }
            if (next.size() > MAX_POINTS) {
                throw new ScenarioException("--vary", 0, null, "the grid has more than " + MAX_POINTS + " points");
            }
            points = next;
        }
        return points;
    }

    /** Plays every point (under every player) and writes the folder. */
    public static Outcome run(BalanceJob job, Grid grid, Request r, BalanceJob.Display display) throws IOException {
        Instant started = Instant.now();
        Path scenario = grid.scenario();
        List<String> names = grid.names();
        List<List<String>> points = grid.points();
        List<String> players = r.players();
        int kk = points.size();
        // Load every point before playing any, so a bad value costs nothing.
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        for (String player : players) {
            for (List<String> point : points) {
                loaded.add(load(grid, r, point, player));
            }
        }
        Path dir = job.checkpointedDir(r.resume(), "sweep-" + RunWorkflow.stem(scenario));
        List<Summary> summaries = new ArrayList<>();
        long n = r.n();
        long all = n * loaded.size();
        try (Progress shown = display.open("sweep " + RunWorkflow.stem(scenario), all)) {
            for (int g = 0; g < loaded.size(); g++) {
                String player = players.get(g / kk);
                int k = g % kk;
                RunPlan plan = job.plan(loaded.get(g), n, job.seed());
                SortedMap<String, String> identity = Checkpoint.identity(scenario, plan, r.sets(),
                        player == null ? r.ais() : Players.even(Map.of(), player), r.vars(), false);
                for (int i = 0; i < names.size(); i++) {
                    identity.put("vary." + names.get(i), points.get(k).get(i));
                }
                String group = player == null ? "point-" + k : "player-" + g / kk + "-point-" + k;
                BatchResult result = CheckpointedRun.playGroup(job.backend(), "sweep point " + k + (player == null
                        ? "" : " under " + player), plan, loaded.get(g), identity, dir.resolve(Checkpoint.DIR)
                        .resolve(group), BalanceJob.group(shown, g * n, all));
                if (result == null) {
                    break;
                }
                Summary summary = Summary.of(result);
                summaries.add(summary);
                if (r.perPoint()) {
                    ReportWriter.writeAll(dir.resolve(group), summary);
                }
            }
        }
        if (summaries.size() < loaded.size()) {
            // The finished points are complete results on the sweep's seeds; the point that was cut is left out.
            Path partial = dir.resolve(CheckpointedRun.PARTIAL).resolve(BalanceWriter.SWEEP_CSV);
            if (players.get(0) == null) {
                BalanceWriter.writeSweep(partial, names, points.subList(0, summaries.size()), summaries);
            } else {
                BalanceWriter.writeSweepRobust(partial, players, names, points, summaries, null, null);
            }
            job.interrupted("sweep", dir, summaries.size(), loaded.size());
            return new Outcome(true, summaries, null, dir);
        }
        String line = null;
        if (players.get(0) == null) {
            BalanceWriter.writeSweep(dir.resolve(BalanceWriter.SWEEP_CSV), names, points, summaries);
        } else {
            List<String> labels = new ArrayList<>();
            for (List<String> point : points) {
                StringBuilder l = new StringBuilder();
                for (int i = 0; i < names.size(); i++) {
                    l.append(i == 0 ? "" : ", ").append(names.get(i)).append('=').append(point.get(i));
                }
                labels.add(l.toString());
            }
            List<List<String>> favoured = new ArrayList<>();
            boolean same = true;
            for (int q = 0; q < players.size(); q++) {
                List<String> f = new ArrayList<>();
                for (int k = 0; k < kk; k++) {
                    f.add(MatrixWorkflow.favoured(summaries.get(q * kk + k)));
                }
                favoured.add(f);
                same &= f.equals(favoured.get(0));
            }
            line = Robustness.favouredLine(players, labels, favoured);
            BalanceWriter.writeSweepRobust(dir.resolve(BalanceWriter.SWEEP_CSV), players, names, points, summaries,
                    same ? "same" : "differs", line);
        }
        job.finish(dir, List.of(scenario), n, started);
        return new Outcome(false, summaries, line, dir);
    }

    private static ScenarioSetup.Loaded load(Grid grid, Request r, List<String> point, String player) {
        Map<String, String> sets = new LinkedHashMap<>(r.sets());
        Map<String, String> vars = new LinkedHashMap<>(r.vars());
        for (int i = 0; i < grid.names().size(); i++) {
            String name = grid.names().get(i);
            (grid.declared().containsKey(name) ? vars : sets).put(name, point.get(i));
        }
        return player == null ? ScenarioSetup.load(grid.scenario(), sets, r.ais(), vars)
                : Players.load(grid.scenario(), sets, Map.of(), vars, player);
    }
}
