package org.muster.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Two-sample tests of whether a metric moved between a baseline run and a new one, from their summaries only
 * (no per-battle data): the pooled two-proportion z-test for a rate, Welch's t-test for a mean. Both runs normally use
 * the same seeds; the tests treat them as independent, which is conservative when the runs are positively
 * correlated (common random numbers), so drift they report is real. Identical inputs give p = 1. Stateless.
 */
public final class Drift {
    private Drift() {
    }

    /** Two-sided p-value of "same rate" for k1 of n1 against k2 of n2. */
    public static double rates(long k1, long n1, long k2, long n2) {
        double p1 = (double) k1 / n1;
        double p2 = (double) k2 / n2;
        if (k1 * n2 == k2 * n1) {
            return 1.0;
        }
        double pooled = (double) (k1 + k2) / (n1 + n2);
        double se = Math.sqrt(pooled * (1 - pooled) * (1.0 / n1 + 1.0 / n2));
        if (se == 0) {
            return 1.0;
        }
        double z = Math.abs(p1 - p2) / se;
        return 2 * new NormalDistribution().cumulativeProbability(-z);
    }

    /** Two-sided p-value of "same mean" (Welch) for means, standard deviations and counts of two samples. */
    public static double means(double m1, double sd1, long n1, double m2, double sd2, long n2) {
        if (m1 == m2) {
            return 1.0;
        }
        double v1 = sd1 * sd1 / n1;
        double v2 = sd2 * sd2 / n2;
        double se = Math.sqrt(v1 + v2);
        if (se == 0) {
            return 0.0;
        }
        double df = (v1 + v2) * (v1 + v2) / (v1 * v1 / (n1 - 1) + v2 * v2 / (n2 - 1));
        return 2 * new TDistribution(df).cumulativeProbability(-Math.abs(m1 - m2) / se);
    }
}
