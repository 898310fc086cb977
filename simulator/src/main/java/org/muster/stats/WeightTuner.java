package org.muster.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;
import org.muster.batch.BatchRunner;
import org.muster.batch.PairedRunner;
import org.muster.batch.RunPlan;

/**
 * Searches a side's doctrine weights with CMA-ES (Commons Math {@link CMAESOptimizer}) for the highest mean win rate
 * against a field of pairings (scenarios x opponents), every candidate played on the same seeds (common random
 * numbers), then measures the gain of the best weights over the starting ones on fresh seeds, paired. The search
 * starts at the given weights with a step of a tenth of each weight's range.
 *
 * <p>Deterministic: the optimiser's own generator is seeded from the base seed, and every batch gives the same result
 * for any thread count, so the same call gives the same weights. Used from one thread; each evaluation plays
 * {@code pairings x battles} battles.
 */
public final class WeightTuner {
    /** The 95% normal quantile for the combined gain's interval. */
    private static final double Z95 = 1.959964;

    private WeightTuner() {
    }

    /** One member of the field: a plan for the tuned side's weights, seed and battles, and the side tuned. */
    public interface Pairing {
        /** What the report calls it, e.g. {@code meeting-engagement v naive}. */
        String label();

        /** The tuned side (0 or 1). */
        int side();

        /** A plan with the tuned side's doctrine weights overridden by name, on the given seed and battle count. */
        RunPlan plan(Map<String, Double> weights, long seed, long battles);
    }

    /**
     * Search settings.
     *
     * @param seed          base seed of the training battles and of the optimiser; the gain is measured on seed + 1
     * @param battles       battles per pairing for each candidate
     * @param checkBattles  battles per pairing for the paired gain of the result
     * @param evaluations   candidates to try at most (the start counts as one)
     * @param lower         per weight: the lowest value tried
     * @param upper         per weight: the highest
     */
    public record Settings(long seed, long battles, long checkBattles, int evaluations, double[] lower,
            double[] upper) {
    }

    /** The paired gain of the tuned weights over the start in one pairing, on the check seeds. */
    public record Gain(String label, double start, double tuned, double change, double lower, double upper) {
    }

    /**
     * The outcome: the start and tuned weights in the order of names, their mean win rates on the training seeds, the
     * gains per pairing on the check seeds and their mean with an approximate 95% interval (normal, from the
     * pairings' paired intervals taken as independent).
     */
    public record Result(List<String> names, double[] start, double[] tuned, double startScore, double tunedScore,
            int evaluations, List<Gain> gains, double gain, double gainLower, double gainUpper) {
    }

    /** Tunes {@code start} (one value per name) against the field. */
    public static Result tune(List<String> names, double[] start, List<Pairing> field, Settings s) {
        final int d = names.size();
        final double[] best = start.clone();
        final double[] bestScore = {score(names, start, field, s.seed(), s.battles())};
        final int[] count = {1};
        final double startScore = bestScore[0];
        double[] sigma = new double[d];
        for (int i = 0; i < d; i++) {
            sigma[i] = (s.upper()[i] - s.lower()[i]) / 10;
        }
        int lambda = 4 + (int) Math.floor(3 * Math.log(d));
        CMAESOptimizer opt = new CMAESOptimizer(Integer.MAX_VALUE, Double.POSITIVE_INFINITY, true, 0, 0,
                new MersenneTwister(s.seed()), false, null);
        try {
            opt.optimize(new MaxEval(Math.max(1, s.evaluations() - 1)), GoalType.MAXIMIZE,
                    new InitialGuess(clamp(start, s)), new SimpleBounds(s.lower(), s.upper()),
                    new CMAESOptimizer.Sigma(sigma), new CMAESOptimizer.PopulationSize(lambda),
                    new ObjectiveFunction(x -> {
                        double v = score(names, x, field, s.seed(), s.battles());
                        count[0]++;
                        // Strictly better only, so that ties keep the earlier candidate (the start first).
                        if (v > bestScore[0]) {
                            bestScore[0] = v;
                            System.arraycopy(x, 0, best, 0, d);
                        }
                        return v;
                    }));
        } catch (TooManyEvaluationsException e) {
            // The budget is the stopping rule; the best candidate seen is the answer.
        }
        List<Gain> gains = new ArrayList<>();
        double sum = 0;
        double var = 0;
        for (Pairing p : field) {
            RunPlan a = p.plan(weights(names, start), s.seed() + 1, s.checkBattles());
            RunPlan b = p.plan(weights(names, best), s.seed() + 1, s.checkBattles());
            PairedComparison.Metric m = PairedComparison.of(PairedRunner.run(a, b, null).paired(), 0.05)
                    .metric(p.side(), PairedComparison.WIN_RATE);
            gains.add(new Gain(p.label(), m.a(), m.b(), m.change(), m.lower(), m.upper()));
            sum += m.change();
            double se = (m.upper() - m.lower()) / (2 * Z95);
            var += se * se;
        }
        double mean = sum / field.size();
        double half = Z95 * Math.sqrt(var) / field.size();
        return new Result(List.copyOf(names), start.clone(), best, startScore, bestScore[0], count[0], gains, mean,
                mean - half, mean + half);
    }

    /** Mean win rate of the tuned side over the field, every pairing on the same seed. */
    static double score(List<String> names, double[] x, List<Pairing> field, long seed, long battles) {
        double sum = 0;
        for (Pairing p : field) {
            Summary sm = Summary.of(BatchRunner.run(p.plan(weights(names, x), seed, battles), null, null));
            sum += (double) sm.side(p.side()).wins() / sm.battles();
        }
        return sum / field.size();
    }

    /** The weights by name, in the order of names. */
    public static Map<String, Double> weights(List<String> names, double[] x) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            m.put(names.get(i), x[i]);
        }
        return m;
    }

    private static double[] clamp(double[] x, Settings s) {
        double[] c = x.clone();
        for (int i = 0; i < c.length; i++) {
            c[i] = Math.max(s.lower()[i], Math.min(s.upper()[i], c[i]));
        }
        return c;
    }
}
