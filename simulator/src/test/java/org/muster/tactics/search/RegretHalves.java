package org.muster.tactics.search;

/**
 * The statistics of the SearchRegretChecks (acw-skirmish's and hardtack's, test scope, run by hand), over the
 * outcomes of {@code count} candidates played on the same {@code n} rollouts, candidate 0 being doctrine's answer:
 * a choice made on one half of the rollouts and measured on the other, both ways, so that the choice's luck on its
 * own half does not count as a gain.
 */
public final class RegretHalves {
    /** The paired test's least mean gain, as the search's margin. */
    private static final double MARGIN = 0.02;
    /** The paired test's standard errors. */
    private static final double Z = 2;

    private RegretHalves() {
    }

    /**
     * The cross-validated regret: on each half the candidate with the best total outcome (the first of equals), its
     * mean gain over candidate 0 on the other half, the two halves averaged. {@code best[0]} and {@code best[1]} get
     * the two halves' picks.
     */
    public static double regret(double[][] scores, int count, int n, int[] best) {
        double regret = 0;
        final int h = n / 2;
        for (int half = 0; half < 2; half++) {
            final int lo = half == 0 ? 0 : h;
            final int hi = half == 0 ? h : n;
            int b = 0;
            double bv = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < count; k++) {
                double m = 0;
                for (int r = lo; r < hi; r++) {
                    m += scores[k][r];
                }
                if (m > bv + 1e-9) {
                    bv = m;
                    b = k;
                }
            }
            best[half] = b;
            regret += gainOnOther(scores, b, half, n);
        }
        return regret;
    }

    /**
     * The search's own way: on each half the challenger whose cut-off score {@code near} beats candidate 0's by the
     * margin and {@link #Z} standard errors of the paired difference (the largest such), its mean outcome gain measured
     * on the other half, the two halves averaged; {@code deviations[0]} counts the halves where one was picked.
     */
    public static double pairedPick(double[][] near, double[][] scores, int count, int n, int[] deviations) {
        double found = 0;
        final int h = n / 2;
        for (int half = 0; half < 2; half++) {
            final int lo = half == 0 ? 0 : h;
            final int hi = half == 0 ? h : n;
            int best = 0;
            double bv = 0;
            for (int k = 1; k < count; k++) {
                double m = 0;
                double m2 = 0;
                for (int r = lo; r < hi; r++) {
                    final double d = near[k][r] - near[0][r];
                    m += d;
                    m2 += d * d;
                }
                final int len = hi - lo;
                m /= len;
                final double se = Math.sqrt(Math.max(0, m2 / len - m * m) / len);
                if (m > MARGIN && m > Z * se && m > bv) {
                    bv = m;
                    best = k;
                }
            }
            if (best != 0) {
                deviations[0]++;
            }
            found += gainOnOther(scores, best, half, n);
        }
        return found;
    }

    /** Half of candidate b's mean gain over candidate 0 on the half it was not chosen on. */
    private static double gainOnOther(double[][] scores, int b, int half, int n) {
        final int h = n / 2;
        final int lo2 = half == 0 ? h : 0;
        final int hi2 = half == 0 ? n : h;
        double g = 0;
        for (int r = lo2; r < hi2; r++) {
            g += scores[b][r] - scores[0][r];
        }
        return g / (hi2 - lo2) / 2;
    }
}
