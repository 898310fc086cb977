package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.balance.PriceWorkflow;
import org.muster.io.BalanceWriter;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.stats.LogisticFit;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Prices a unit: plays the scenario at several values of one variable (on the same seeds), fits a logistic curve of
 * side 0's chance of winning (a draw counts as half a win) against the variable, and reports the break-even value where
 * that chance is 1/2, with a 95% interval; with {@code --points}, the implied points value. Repeats the fit on an
 * independent seed and says whether the two agree.
 */
@Command(name = "price", description = {"Find the value of a scenario variable at which the sides win equally "
        + "(e.g. how many regular squads one veteran company is worth).",
    "Fits P(side 0 wins; a draw counts half) = 1 / (1 + exp(-(a + b x))) over the values, all on the same seeds."},
        footer = {"", "Examples:",
            "  muster price scenarios/acw-skirmish/veterans-vs-regulars.yaml --var regulars --values 3..7 -n 2000",
            "  muster price scenarios/acw-skirmish/veterans-vs-regulars.yaml --var regulars --values 3..7 --points 25",
            "  muster price scenarios/acw-skirmish/veterans-vs-regulars.yaml --var regulars --values 3..7 --robust "
                    + "naive,doctrine"})
final class PriceCommand extends GroupCommand {
    PriceCommand() {
        super(1000, "value and seed");
    }

    @Mixin
    TerminalOptions terminal = new TerminalOptions();

    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "The scenario file, or several (a field of "
            + "opponents) that all declare the variable; one curve is fitted to all of them.")
    List<Path> scenarios;

    @Option(names = "--weights", split = ",", paramLabel = "W", description = "With several scenarios: how much each "
            + "counts in the fit, e.g. 2,1,1 (default: equal).")
    List<Double> weights;

    @Option(names = "--var", required = true, paramLabel = "NAME", description = "The variable to price (declared "
            + "under the scenario's vars:). Other variables keep their defaults unless set with --set-var.")
    String var;

    @Option(names = "--set-var", paramLabel = "NAME=VALUE", description = "Set another scenario variable (repeatable).")
    Map<String, String> otherVars = Map.of();

    @Option(names = "--values", paramLabel = "LIST|FROM..TO[:STEP]", description = "Values to play (default: the "
            + "variable's default -2..+2, whole numbers, at least 1).")
    String values;

    @Option(names = "--points", paramLabel = "P", description = "Points cost of one unit of the variable: the "
            + "break-even value times P is the points value of what the variable is set against.")
    Double points;

    @Mixin
    RobustOption robust = new RobustOption();

    @Override
    Integer play(Backend backend, long n) throws IOException {
        if (points != null && !(points > 0 && points < Double.POSITIVE_INFINITY)) {
            throw new ScenarioException("command line", 0, "--points", "value " + points + " must be a positive "
                    + "finite number of points");
        }
        int m = scenarios.size();
        double[] w = weights(m);
        // Without --robust, one "player": the scenario's own (with --ai); with it, one block per player.
        List<String> players = robust.playersOrOwn(options.ais);
        List<Scenario> bases = PriceWorkflow.bases(scenarios, otherVars, var);
        List<String> texts = values == null ? defaultValues(bases.get(0).vars().get(var))
                : SweepCommand.values("--values", var, values);
        int kk = texts.size();
        double[] x = new double[kk];
        for (int k = 0; k < kk; k++) {
            try {
                x[k] = Double.parseDouble(texts.get(k));
            } catch (NumberFormatException e) {
                throw new ScenarioException("--values", 0, var, "value '" + texts.get(k) + "' is not a number");
            }
        }
        if (kk < 2) {
            throw new ScenarioException("--values", 0, var, "needs at least two values to fit a curve");
        }
        PriceWorkflow.Outcome r = PriceWorkflow.run(options.job(spec), new PriceWorkflow.Request(scenarios, var,
                otherVars, texts, x, w, options.sets, options.ais, players, n, points == null ? Double.NaN : points,
                resume.dir), Progress.display(terminal.progress, options.quiet));
        if (r.interrupted()) {
            return ExitCodes.INTERRUPTED;
        }
        return BalanceOutput.finish(terminal, options, spec, r.dir(), BalanceWriter.PRICE_FIT_CSV, out ->
                RobustOption.print(out, players, (o, q) -> print(o, bases, w, x, r.counts()[q][0], r.fits().get(q),
                        r.seeds(), n), r.line(), r.dir()));
    }

    /** --weights, normalised to average 1; equal when not given. */
    private double[] weights(int m) {
        double[] w = new double[m];
        if (weights == null) {
            java.util.Arrays.fill(w, 1.0);
            return w;
        }
        if (weights.size() != m) {
            throw new ScenarioException("command line", 0, "--weights", "give one weight per scenario (" + m
                    + "), not " + weights.size());
        }
        double sum = 0;
        for (int j = 0; j < m; j++) {
            w[j] = weights.get(j);
            if (!(w[j] > 0) || Double.isInfinite(w[j])) {
                throw new ScenarioException("command line", 0, "--weights", "value " + weights.get(j)
                        + " must be a positive number");
            }
            sum += w[j];
        }
        for (int j = 0; j < m; j++) {
            w[j] *= m / sum;
        }
        return w;
    }

    /** The default's neighbourhood: d-2..d+2 (at least 1) for a whole number, else 0.5d..1.5d in quarters. */
    static List<String> defaultValues(String declared) {
        BigDecimal d;
        try {
            d = new BigDecimal(declared.strip());
        } catch (NumberFormatException e) {
            throw new ScenarioException("--values", 0, null, "the variable's default '" + declared + "' is not a "
                    + "number; give --values");
        }
        List<String> out = new ArrayList<>();
        if (d.stripTrailingZeros().scale() <= 0) {
            long v = d.longValue();
            for (long k = Math.max(1, v - 2); k <= v + 2; k++) {
                out.add(Long.toString(k));
            }
        } else {
            for (int q = 2; q <= 6; q++) {
                out.add(d.multiply(BigDecimal.valueOf(q, 2).multiply(BigDecimal.valueOf(25))).stripTrailingZeros()
                        .toPlainString());
            }
        }
        return out;
    }

    private void print(PrintWriter o, List<Scenario> bases, double[] w, double[] x, long[][] counts,
            List<LogisticFit> fits, long[] seeds, long n) {
        String side = bases.get(0).sides().get(0).name();
        LogisticFit f = fits.get(0);
        int kk = x.length;
        o.printf(Locale.ROOT, "%s: price of %s, %d values x %d battles on the same seeds; P(%s wins), a draw counts "
                + "half%n", bases.size() == 1 ? bases.get(0).name() : bases.size() + " scenarios", var, kk, n, side);
        for (int j = 0; j < bases.size(); j++) {
            if (bases.size() > 1) {
                o.printf(Locale.ROOT, "  %s (weight %.2f):%n", scenarios.get(j), w[j]);
            }
            o.printf(Locale.ROOT, "  %-10s %8s %8s %8s %8s %8s%n", var, "battles", "wins", "draws", "score", "fitted");
            for (int k = 0; k < kk; k++) {
                long[] c = counts[j * kk + k];
                o.printf(Locale.ROOT, "  %-10s %8d %8d %8d %7.1f%% %7.1f%%%n", BigDecimal.valueOf(x[k])
                        .stripTrailingZeros().toPlainString(), c[0], c[1], c[2], 100 * (c[1] + 0.5 * c[2]) / c[0],
                        100 * f.probability(x[k]));
            }
        }
        LogisticFit g = fits.get(1);
        if (!f.hasBreakEven()) {
            double[] slope = f.slopeInterval();
            o.printf(Locale.ROOT, "  no break-even: P(%s wins) does not move measurably with %s over the values played "
                    + "(slope %.3f [%.3f, %.3f] on the log-odds, 95%%, includes 0); try values further apart%n", side,
                    var, f.b(), slope[0], slope[1]);
            o.printf(Locale.ROOT, "  stability: not assessed (no break-even at seed %d; seed %d: %s)%n", seeds[0],
                    seeds[1], g.hasBreakEven() ? String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", g.breakEven(),
                    g.lower(), g.upper()) : "none either");
            return;
        }
        o.printf(Locale.ROOT, "  break-even %s = %.2f [%.2f, %.2f] (95%%, delta method): there %s wins as often as it "
                + "loses%n", var, f.breakEven(), f.lower(), f.upper(), side);
        if (f.dispersion() > 1) {
            o.printf(Locale.ROOT, "  fit: the curve misses the observed rates by more than chance (Pearson chi-square "
                    + "%.1f on %d df); interval widened by %.2fx (quasi-binomial)%n", f.pearson(),
                    kk * bases.size() - 2, Math.sqrt(f.dispersion()));
        }
        if (f.breakEven() < x[0] || f.breakEven() > x[kk - 1]) {
            o.printf(Locale.ROOT, "  warning: the break-even lies outside the values played (%s..%s); it is "
                    + "extrapolated, play values around it%n", x[0], x[kk - 1]);
        }
        o.printf(Locale.ROOT, "  slope: each +1 %s multiplies the odds of a %s win by %.3f%n", var, side,
                Math.exp(f.b()));
        if (points != null) {
            o.printf(Locale.ROOT, "  implied points value (%s points per %s): %.1f [%.1f, %.1f]%n",
                    BigDecimal.valueOf(points).stripTrailingZeros().toPlainString(), var, points * f.breakEven(),
                    points * f.lower(), points * f.upper());
        }
        o.printf(Locale.ROOT, "  stability: seed %d gives %.2f [%.2f, %.2f], independent seed %d gives %.2f [%.2f, "
                + "%.2f]: %s%n", seeds[0], f.breakEven(), f.lower(), f.upper(), seeds[1], g.breakEven(), g.lower(),
                g.upper(), !g.hasBreakEven() ? "none at the second seed: play more battles or values further apart"
                : f.agreesWith(g) ? "agree within their intervals" : "DISAGREE: play more battles");
    }
}
