package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import org.muster.balance.BalanceJob;
import org.muster.balance.PointsWorkflow;
import org.muster.batch.PointsRunner;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.run.ScenarioSetup;
import org.muster.stats.PointsAdequacy;
import org.muster.stats.PointsBootstrap;
import org.muster.stats.PointsFit;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Prices every unit type of a scenario at once: plays battles whose armies are drawn around the scenario's lists (its
 * {@code points:} block, or its army lists), fits side 0's chance of winning as a logistic function of the differences
 * in unit counts, and reports each type's points value on the reference's scale with a 95% interval, a collinearity
 * flag and, with costs, a verdict. With {@code --balanced}, plays pairs of armies of equal fitted points on the same
 * seeds.
 */
@Command(name = "points", description = {"Price every unit type at once from battles of varied armies: a points "
        + "table with 95%% intervals.",
    "Each battle draws both armies (the scenario's points: block, or its army lists) from its own SETUP stream; "
        + "P(side 0 wins; a draw counts half) = 1 / (1 + exp(-(a + sum_t b_t (n0_t - n1_t)))) is fitted to them all, "
        + "and a type's value is b_t scaled so that the reference costs its points."},
        footer = {"", "Examples:",
            "  muster points scenarios/acw-skirmish/points-company.yaml -n 20000 --reference regular=10",
            "  muster points scenarios/jacobite45/army-lists-points.yaml -n 20000",
            "  muster points scenarios/jacobite45/points-brigade.yaml --balanced --balanced-battles 2000",
            "  muster points scenarios/hardtack/points-regiment.yaml --costs veteran=14 --costs gun=30"})
final class PointsCommand extends GroupCommand {
    /** Battles of the balanced-lists check unless --balanced-battles says otherwise. */
    static final long DEFAULT_BALANCED = 4000;

    PointsCommand() {
        super(20000, null);
    }

    @Mixin
    VarOptions varOptions = new VarOptions();

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "A scenario with a points: block, or whose sides "
            + "roll army-list armies.")
    Path scenario;

    @Option(names = "--reference", paramLabel = "TYPE=POINTS", description = "The type whose cost sets the scale "
            + "(default: the first type with a cost, at that cost; else the first type at 10).")
    String reference;

    @Option(names = "--costs", paramLabel = "TYPE=POINTS", description = "A type's current cost (repeatable; "
            + "overrides the points: block's cost:); the table says which types are over- or under-costed.")
    Map<String, String> costs = Map.of();

    @Option(names = "--balanced", description = "Then play pairs of armies of equal fitted points (the side term "
            + "counted) on the same seeds, expecting side 0 to score 50%%: the pair whose mixes differ most, the "
            + "median and the lower-quartile difference.")
    boolean balanced;

    @Option(names = "--balanced-battles", paramLabel = "N", description = "Battles of the balanced-lists check "
            + "(default: " + DEFAULT_BALANCED + ").")
    Long balancedBattles;

    @Option(names = "--bootstrap", arity = "0..1", fallbackValue = "" + PointsBootstrap.DEFAULT_RESAMPLES,
            paramLabel = "B", description = "Also resample the run's chunks B times (default "
            + PointsBootstrap.DEFAULT_RESAMPLES + ") and give each value's bootstrap interval beside the delta "
            + "method's (points.csv boot_*); use a smaller --chunk-size for more chunks.")
    Integer bootstrap;

    @Option(names = "--progress", defaultValue = "auto", paramLabel = "MODE", description = "Progress on stderr: "
            + "auto, bar, lines or none (default: ${DEFAULT-VALUE}).")
    TerminalOptions.ProgressMode progress = TerminalOptions.ProgressMode.auto;

    @Override
    public String chunkDefault() {
        return "N/64 between 25 and 1000, so that every thread has work; with --bootstrap 1000, since it resamples "
                + "chunks";
    }

    @Override
    Integer play(Backend backend, long n) throws IOException {
        BalanceJob.Display display = Progress.display(progress, options.quiet);
        PointsWorkflow.Fitted f = PointsWorkflow.fit(options.job(spec), new PointsWorkflow.Request(scenario,
                options.sets, options.ais, varOptions.vars, n, bootstrap, costs, reference, resume.dir), display,
                spec.commandLine().getErr());
        if (f == null) {
            return ExitCodes.INTERRUPTED;
        }
        PrintWriter o = spec.commandLine().getOut();
        if (!options.quiet) {
            print(o, f.loaded(), f.fit(), f.design(), f.result(), f.seconds(), n, f.threads(), f.adequacy(), f.boot(),
                    f.bootSeconds());
        }
        if (balanced) {
            long nb = balancedBattles == null ? DEFAULT_BALANCED : balancedBattles;
            if (nb < 2 || nb > org.muster.batch.RunPlan.MAX_BATTLES) {
                throw new ScenarioException("command line", 0, "--balanced-battles", "value " + nb + " must be in [2, "
                        + org.muster.batch.RunPlan.MAX_BATTLES + "]");
            }
            PointsWorkflow.balanced(options.job(spec), f, nb, display, p -> played(o, f, nb, p));
        }
        PointsWorkflow.finish(options.job(spec), f);
        if (!options.quiet) {
            o.println("  wrote " + f.dir());
        }
        options.report(f.dir(), spec);
        return ExitCodes.OK;
    }

    /** Prints one pair of the balanced-lists check. */
    private void played(PrintWriter o, PointsWorkflow.Fitted f, long nb, PointsWorkflow.Played p) {
        if (options.quiet) {
            return;
        }
        String side0 = f.loaded().scenario().sides().get(0).name();
        long[] c = p.counts();
        o.printf(Locale.ROOT, "  balanced lists: %s (%.1f points) vs %s (%.1f points), side term %.1f: fitted "
                + "%.1f%%%s; played %d battles on the same seeds in %.1f s: %s scores %.1f%% [%.1f%%, %.1f%%] "
                + "(wins %d, draws %d, losses %d): %s%n", p.textX(), p.pointsX(), p.textY(), p.pointsY(),
                f.fit().side(), 100 * p.predicted(), Double.isNaN(p.rich()) ? "" : String.format(Locale.ROOT,
                        " (richer model %.1f%%)", 100 * p.rich()), nb, p.seconds(), side0, 100 * p.mean(),
                100 * (p.mean() - p.half()), 100 * (p.mean() + p.half()), c[0], c[2], c[1],
                p.verdict().equals("NOT-50%") ? "NOT 50%: the values or the model miss something"
                        : "consistent with 50%");
        double[] inRun = p.inRun();
        if (inRun[0] > 0) {
            o.printf(Locale.ROOT, "    the same armies met in %.0f of the run's battles: %s scored %.1f%% there%n",
                    inRun[0], side0, 100 * inRun[1] / inRun[0]);
        }
    }

    private void print(PrintWriter o, ScenarioSetup.Loaded l, PointsFit fit, PointsRunner.Design design,
            PointsRunner.Result result, double seconds, long n, int threads, PointsAdequacy adequacy,
            PointsBootstrap boot, double bootSeconds) {
        String side0 = l.scenario().sides().get(0).name();
        PointsFit.Row ref = fit.rows().get(fit.reference());
        o.printf(Locale.ROOT, "%s: points of %d unit types from %d battles of %d army mixes; P(%s wins), a draw counts "
                + "half%n", l.scenario().name(), fit.rows().size(), n, design.mixes().size(), side0);
        o.printf(Locale.ROOT, "  scale: %s = %s points; values with 95%% intervals (delta method)%n", ref.type(),
                plain(fit.referencePoints()));
        int w = 8;
        for (PointsFit.Row r : fit.rows()) {
            w = Math.max(w, r.type().length());
        }
        String head = "  %-" + w + "s %8s %19s" + (boot == null ? "" : " %19s") + " %7s  %-8s %s%n";
        o.printf(Locale.ROOT, head, boot == null ? new Object[] {"type", "value", "95% interval", "cost", "verdict",
            "note"} : new Object[] {"type", "value", "95% interval", "bootstrap 95%", "cost", "verdict", "note"});
        for (int t = 0; t < fit.rows().size(); t++) {
            PointsFit.Row r = fit.rows().get(t);
            String interval = r.fixed() ? "" : String.format(Locale.ROOT, "[%7.1f, %7.1f]", r.lower(), r.upper());
            if (boot != null) {
                interval += " " + (r.fixed() || t == fit.reference() || Double.isNaN(boot.lower()[t])
                        ? String.format(Locale.ROOT, "%19s", "") : String.format(Locale.ROOT, "[%7.1f, %7.1f]",
                                boot.lower()[t], boot.upper()[t]));
            }
            String note = r.fixed() ? "never varies between the sides: not priced"
                    : r.collinear() ? String.format(Locale.ROOT, "COLLINEAR with %s (variance inflation %.0f): the "
                            + "battles cannot tell them apart", r.collinearWith(), Math.min(r.vif(), 1e9)) : "";
            o.printf(Locale.ROOT, "  %-" + w + "s %8s %19s %7s  %-8s %s%n", r.type(), r.fixed() ? "-"
                    : String.format(Locale.ROOT, "%.1f", r.value()), interval, Double.isNaN(r.cost()) ? ""
                    : plain(r.cost()), r.verdict(), note);
        }
        double z = 1.959963984540054;
        o.printf(Locale.ROOT, "  side term: %s's position and fixed units are worth %.1f [%.1f, %.1f] points%n",
                side0, fit.side(), fit.side() - z * fit.sideSe(), fit.side() + z * fit.sideSe());
        if (!fit.referenceClear()) {
            o.printf(Locale.ROOT, "  warning: the reference's own effect (%.4f +- %.4f per unit) is not clearly "
                    + "positive: every value is a ratio to it and unreliable; choose another --reference or play "
                    + "more battles%n", ref.coefficient(), z * ref.coefficientSe());
        }
        if (fit.model().dispersion() > 1.005) {
            o.printf(Locale.ROOT, "  fit: the model misses the mixes' rates by more than chance (dispersion %.2f); "
                    + "intervals widened by %.2fx%n", fit.model().dispersion(), Math.sqrt(fit.model().dispersion()));
        }
        o.printf(Locale.ROOT, "  model check: Hosmer-Lemeshow %.1f on %d groups (p %s); %s%n", adequacy.hlStatistic(),
                adequacy.hlGroups(), pText(adequacy.hlP()), adequacy.terms().isEmpty() ? "no richer model to test"
                        : String.format(Locale.ROOT, "%d squared and interaction terms add %.1f to the likelihood "
                                + "ratio (p %s; AIC %.1f additive, %.1f richer; strongest %s, z %.1f)",
                                adequacy.lrDf(), adequacy.lrStatistic(), pText(adequacy.lrP()),
                                adequacy.aicAdditive(), adequacy.aicRich(), adequacy.strongest(),
                                adequacy.strongestZ()));
        if (adequacy.rejected()) {
            o.printf(Locale.ROOT, "  warning: the additive model is rejected: a unit's worth here depends on the rest "
                    + "of the army, so no points costs balance every pair of lists; read the values as averages over "
                    + "the mixes played%n");
        }
        if (boot != null) {
            o.printf(Locale.ROOT, "  bootstrap: %d resamples of %d chunks (%d failed) in %.1f s%n", boot.resamples(),
                    boot.chunks(), boot.failed(), bootSeconds);
        }
        o.printf(Locale.ROOT, "  time: %.1f s for %d battles on %d threads (%.0f battles/s); %d templates compiled, "
                + "%.2f s of CPU compiling, %.2f s playing%n", seconds, n, threads, n / seconds, result.compiles(),
                result.compileNanos() / 1e9, result.playNanos() / 1e9);
    }

    private static String pText(double p) {
        return p < 1e-3 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.3f", p);
    }

    private static String plain(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
