package org.muster.stats;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.inference.AlternativeHypothesis;
import org.apache.commons.math3.stat.inference.BinomialTest;
import org.muster.batch.PairedTally;
import org.muster.engine.BattleRecord;

/**
 * The verdict of a paired A/B comparison, from a {@link PairedTally}: for each side, the change from A to B in its win
 * rate and in its mean figures lost, and the change in the draw rate, each with a 95% interval and a p-value, and the
 * p-values corrected together by {@link Holm}. Immutable; deterministic (the same tally gives the same doubles).
 *
 * <p><b>Win rate.</b> Battle i of A and of B share their seeds, so each pair is a before/after of one battle. Only the
 * discordant pairs carry evidence: {@code onlyA} pairs the side won in A but not in B, {@code onlyB} the reverse. The
 * change is {@code (onlyB - onlyA) / n}, with the normal interval of the mean of the per-pair differences (-1, 0 or
 * +1). The p-value is McNemar's exact test: under "no effect", each discordant pair is equally likely to go either
 * way, so {@code onlyA} is Binomial(onlyA + onlyB, 1/2) (Commons Math {@link BinomialTest}, two-sided); with no
 * discordant pairs p = 1. Above 2^31 - 1 discordant pairs the normal approximation with continuity correction is used.
 *
 * <p><b>Draw rate.</b> The same as a win rate, with the draws in place of one side's wins (pairs drawn only in A, only
 * in B); it belongs to neither side ({@code side} -1), and its p-value is corrected with the four others.
 *
 * <p><b>Figures lost.</b> The paired t-test on the per-battle differences (B minus A): mean difference, Student-t
 * interval with n - 1 degrees of freedom, two-sided p. When every difference is the same, p is 1 if it is 0, else 0.
 */
public final class PairedComparison {
    /** Metric names, as in compare.csv. */
    public static final String WIN_RATE = "win-rate";
    public static final String MEAN_LOST = "mean-lost";
    public static final String DRAW_RATE = "draw-rate";

    /**
     * One metric of one side.
     *
     * @param side        0 or 1; -1 for the draw rate
     * @param metric      {@link #WIN_RATE}, {@link #MEAN_LOST} or {@link #DRAW_RATE}
     * @param a           the value in A
     * @param b           the value in B
     * @param change      b - a (mean of paired differences)
     * @param lower       lower end of the 95% interval of the change
     * @param upper       upper end
     * @param onlyA       win or draw rate: pairs the side won (or drawn) only in A; mean lost: 0
     * @param onlyB       win or draw rate: pairs the side won (or drawn) only in B; mean lost: 0
     * @param p           p-value of "no change"
     * @param pHolm       p-value after Holm's correction across all metrics of the comparison
     * @param significant pHolm below alpha
     */
    public record Metric(int side, String metric, double a, double b, double change, double lower, double upper,
            long onlyA, long onlyB, double p, double pHolm, boolean significant) {
    }

    private final long battles;
    private final double alpha;
    private final List<Metric> metrics;

    private PairedComparison(long battles, double alpha, List<Metric> metrics) {
        this.battles = battles;
        this.alpha = alpha;
        this.metrics = List.copyOf(metrics);
    }

    /** The comparison of a paired tally at significance level {@code alpha} (after Holm), with 95% intervals. */
    public static PairedComparison of(PairedTally t, double alpha) {
        long n = t.battles();
        if (n < 2) {
            throw new IllegalArgumentException("a paired comparison needs at least 2 pairs, got " + n);
        }
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        double[][] raw = new double[5][];
        for (int s = 0; s < 2; s++) {
            raw[2 * s] = rate(t, s, z);
            raw[2 * s + 1] = pairedT(n, t.sumLostA(s), t.sumLostB(s), t.sumDiff(s), t.sumSquaredDiff(s));
        }
        raw[4] = rate(t, BattleRecord.DRAW, z);
        double[] p = new double[raw.length];
        for (int k = 0; k < p.length; k++) {
            p[k] = raw[k][7];
        }
        double[] holm = Holm.adjust(p);
        List<Metric> out = new ArrayList<>();
        for (int k = 0; k < p.length; k++) {
            double[] r = raw[k];
            out.add(new Metric(k < 4 ? k / 2 : -1, k == 4 ? DRAW_RATE : k % 2 == 0 ? WIN_RATE : MEAN_LOST, r[0], r[1],
                    r[2], r[3], r[4], (long) r[5], (long) r[6], r[7], holm[k], holm[k] < alpha));
        }
        return new PairedComparison(n, alpha, out);
    }

    /** {a, b, change, lower, upper, onlyA, onlyB, p} of the rate of {@code winner} (0, 1 or a draw). */
    private static double[] rate(PairedTally t, int winner, double z) {
        long n = t.battles();
        long onlyA = 0;
        long onlyB = 0;
        for (int w = 0; w < 3; w++) {
            if (w != winner) {
                onlyA += t.winners(winner, w);
                onlyB += t.winners(w, winner);
            }
        }
        double change = (double) (onlyB - onlyA) / n;
        double meanSquare = (double) (onlyA + onlyB) / n;
        double var = Math.max(0, (meanSquare - change * change) * n / (n - 1));
        double half = z * Math.sqrt(var / n);
        return new double[] {(double) t.winsA(winner) / n, (double) t.winsB(winner) / n, change, change - half,
            change + half, onlyA, onlyB, mcNemar(onlyA, onlyB)};
    }

    /** Exact two-sided McNemar p-value for the discordant counts. */
    public static double mcNemar(long onlyA, long onlyB) {
        long d = onlyA + onlyB;
        if (d == 0) {
            return 1.0;
        }
        if (d <= Integer.MAX_VALUE) {
            return Math.min(1.0, new BinomialTest().binomialTest((int) d, (int) onlyA, 0.5,
                    AlternativeHypothesis.TWO_SIDED));
        }
        double chi = (Math.abs(onlyA - onlyB) - 1.0) / Math.sqrt(d);
        return 2 * (1 - new NormalDistribution().cumulativeProbability(Math.max(0, chi)));
    }

    /** {a, b, change, lower, upper, 0, 0, p} of the paired t on differences given by their sums. */
    private static double[] pairedT(long n, long sumA, long sumB, long sumDiff, long sumSquaredDiff) {
        double mean = (double) sumDiff / n;
        // (n * sum(d^2) - (sum d)^2) / (n (n - 1)), exact in integers before the one division.
        BigInteger num = BigInteger.valueOf(n).multiply(BigInteger.valueOf(sumSquaredDiff))
                .subtract(BigInteger.valueOf(sumDiff).pow(2));
        double var = num.doubleValue() / ((double) n * (n - 1));
        double a = (double) sumA / n;
        double b = (double) sumB / n;
        if (var <= 0) {
            return new double[] {a, b, mean, mean, mean, 0, 0, mean == 0 ? 1.0 : 0.0};
        }
        double se = Math.sqrt(var / n);
        TDistribution t = new TDistribution(n - 1);
        double q = t.inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        double p = 2 * t.cumulativeProbability(-Math.abs(mean / se));
        return new double[] {a, b, mean, mean - q * se, mean + q * se, 0, 0, p};
    }

    /** Pairs compared. */
    public long battles() {
        return battles;
    }

    /** The significance level the verdicts use (after Holm). */
    public double alpha() {
        return alpha;
    }

    /** Every metric: side 0 win rate, side 0 mean lost, side 1 win rate, side 1 mean lost, the draw rate. */
    public List<Metric> metrics() {
        return metrics;
    }

    /** The metric of this side ({@link #DRAW_RATE}: whatever the side). */
    public Metric metric(int side, String metric) {
        if (DRAW_RATE.equals(metric)) {
            return metrics.get(4);
        }
        return metrics.get(2 * side + (WIN_RATE.equals(metric) ? 0 : 1));
    }
}
