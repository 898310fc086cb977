package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.balance.SweepWorkflow;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.stats.Summary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * A grid over scenario variables and rule parameters: every point is played on the same seeds (battle i of every
 * point uses the same dice and decision streams), so differences between points are not seed noise; sweep.csv has
 * one row per point and side.
 */
@Command(name = "sweep", description = {"Play a scenario at every point of a grid of variables and rule parameters, "
        + "all on the same seeds.", "A NAME declared under the scenario's vars: sets that variable; any other NAME "
        + "is a rule parameter (see muster rules RULESET)."},
        footer = {"", "Examples:",
            "  muster sweep scenarios/acw-skirmish/meeting-engagement.yaml --vary move.infantry=2..4 -n 2000",
            "  muster sweep scenarios/acw-skirmish/veterans-vs-regulars.yaml --vary regulars=4..8:2 "
                    + "--vary first-player=roll-off-alternate,side-0-first",
            "  muster sweep scenarios/acw-skirmish/meeting-engagement.yaml --vary first-player=roll-off-alternate,"
                    + "side-0-first --robust naive,doctrine"})
final class SweepCommand extends ScenarioCommand {
    SweepCommand() {
        super(2000, "point");
    }

    @Option(names = "--vary", required = true, paramLabel = "NAME=LIST|FROM..TO[:STEP]",
            description = "A variable or rule parameter and its values: a comma list (2,3,5 or on,off) or a range "
                    + "(4..8, 0.5..1.5:0.25). Repeat for a grid; the first --vary changes slowest.")
    List<String> vary;

    @Option(names = "--per-point", description = "Also write summary.csv, units.csv and casualties.csv of each point "
            + "into point-<k>/.")
    boolean perPoint;

    @Mixin
    RobustOption robust = new RobustOption();

    @Override
    Integer play(Backend backend, long n) throws IOException {
        SweepWorkflow.Grid grid = SweepWorkflow.grid(scenario, varOptions.vars, axes(vary));
        // Without --robust, one "player": the scenario's own (with --ai); with it, every point once per player.
        List<String> players = robust.playersOrOwn(options.ais);
        SweepWorkflow.Outcome r = SweepWorkflow.run(options.job(spec), grid, new SweepWorkflow.Request(options.sets,
                options.ais, varOptions.vars, players, perPoint, n, resume.dir),
                Progress.display(terminal.progress, options.quiet));
        if (r.interrupted()) {
            return ExitCodes.INTERRUPTED;
        }
        int kk = grid.points().size();
        return BalanceOutput.finish(terminal, options, spec, r.dir(), BalanceWriter.SWEEP_CSV, out ->
                RobustOption.print(out, players, (o, q) -> print(o, grid.names(), grid.points(),
                        r.summaries().subList(q * kk, (q + 1) * kk), n), r.line(), r.dir()));
    }

    /** The values of each --vary, in order. */
    static Map<String, List<String>> axes(List<String> vary) {
        Map<String, List<String>> axes = new LinkedHashMap<>();
        for (String v : vary) {
            int eq = v.indexOf('=');
            if (eq <= 0 || eq == v.length() - 1) {
                throw new ScenarioException("--vary", 0, v, "expected NAME=LIST or NAME=FROM..TO[:STEP]");
            }
            String name = v.substring(0, eq).strip();
            if (axes.containsKey(name)) {
                throw new ScenarioException("--vary", 0, name, "is varied twice");
            }
            axes.put(name, values(name, v.substring(eq + 1).strip()));
        }
        return axes;
    }

    /** A comma list, or FROM..TO[:STEP] (step 1 by default), in exact decimal arithmetic, given with --vary. */
    static List<String> values(String name, String spec) {
        return values("--vary", name, spec);
    }

    /** As {@link #values(String, String)}, an error naming {@code option} (price reads its --values here). */
    static List<String> values(String option, String name, String spec) {
        int dots = spec.indexOf("..");
        List<String> out = new ArrayList<>();
        if (dots < 0) {
            for (String s : spec.split(",", -1)) {
                if (s.isBlank()) {
                    throw new ScenarioException(option, 0, name, "value list '" + spec + "' has an empty item");
                }
                String v = s.strip();
                for (String before : out) {
                    if (sameValue(before, v)) {
                        throw new ScenarioException(option, 0, name, "value '" + v + "' is given twice (as '"
                                + before + "'): each point is played once");
                    }
                }
                out.add(v);
            }
            return out;
        }
        try {
            String to = spec.substring(dots + 2);
            int colon = to.indexOf(':');
            BigDecimal step = colon < 0 ? BigDecimal.ONE : new BigDecimal(to.substring(colon + 1).strip());
            BigDecimal from = new BigDecimal(spec.substring(0, dots).strip());
            BigDecimal end = new BigDecimal((colon < 0 ? to : to.substring(0, colon)).strip());
            if (step.signum() <= 0 || from.compareTo(end) > 0) {
                throw new ScenarioException(option, 0, name, "range '" + spec + "' needs FROM <= TO and STEP > 0");
            }
            for (BigDecimal x = from; x.compareTo(end) <= 0; x = x.add(step)) {
                out.add(x.stripTrailingZeros().toPlainString());
                if (out.size() > SweepWorkflow.MAX_POINTS) {
                    throw new ScenarioException(option, 0, name, "range '" + spec + "' has more than "
                            + SweepWorkflow.MAX_POINTS + " values");
                }
            }
            return out;
        } catch (NumberFormatException e) {
            throw new ScenarioException(option, 0, name, "range '" + spec + "' is not FROM..TO[:STEP] with numbers");
        }
    }

    /** The same text, or the same number written two ways ({@code 3} and {@code 3.0}). */
    private static boolean sameValue(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        try {
            return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static void print(PrintWriter o, List<String> names, List<List<String>> points, List<Summary> summaries,
            long n) {
        Summary first = summaries.get(0);
        String s0 = first.side(0).name();
        String s1 = first.side(1).name();
        o.printf(Locale.ROOT, "%s: %d points x %d battles, same seeds at every point; 95%% Wilson intervals%n",
                first.scenario(), points.size(), n);
        int[] width = new int[names.size()];
        for (int i = 0; i < names.size(); i++) {
            width[i] = names.get(i).length();
            for (List<String> p : points) {
                width[i] = Math.max(width[i], p.get(i).length());
            }
        }
        StringBuilder head = new StringBuilder("  ");
        for (int i = 0; i < names.size(); i++) {
            head.append(String.format(Locale.ROOT, "%-" + width[i] + "s ", names.get(i)));
        }
        o.println(head + String.format(Locale.ROOT, "%-28s %-28s %7s %7s", s0 + " win%", s1 + " win%", "lost 0",
                "lost 1"));
        for (int k = 0; k < points.size(); k++) {
            StringBuilder line = new StringBuilder("  ");
            for (int i = 0; i < names.size(); i++) {
                line.append(String.format(Locale.ROOT, "%-" + width[i] + "s ", points.get(k).get(i)));
            }
            Summary s = summaries.get(k);
            o.println(line + String.format(Locale.ROOT, "%-28s %-28s %7.2f %7.2f", rate(s.side(0)), rate(s.side(1)),
                    s.side(0).figuresLost().mean(), s.side(1).figuresLost().mean()));
        }
    }

    private static String rate(Summary.Side s) {
        return String.format(Locale.ROOT, "%5.1f%% [%5.1f%%, %5.1f%%]", 100 * s.winRate().rate(),
                100 * s.winRate().lower(), 100 * s.winRate().upper());
    }
}
