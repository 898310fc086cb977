package org.muster.tactics.search;

/**
 * The choice a search player makes after its rollouts, the same for every rule set: the candidate with the best mean
 * score (index 0, the doctrine answer, is the yardstick) replaces the yardstick only if, on the rollouts both played
 * (common random numbers: rollout r of every candidate uses the same streams), it beats it on average by
 * {@code margin} of a win and, with the paired test, by {@code z} standard errors of the paired difference. With a
 * few dozen rollouts a challenger most often "wins" by noise (what acw-skirmish's search measured first), so the
 * doctrine answer is kept unless the evidence is clear.
 *
 * <p>Scores are laid out as each player keeps them: candidate c's rollout r at {@code scores[c * stride + r]}. Pure
 * arithmetic on the caller's arrays, the order of operations fixed, so a search gives the same answer on any thread;
 * allocates nothing.
 */
public final class Yardstick {
    /**
     * The paired test's default standard errors: a challenger must beat the doctrine answer by this many standard
     * errors of the paired difference (about a 2.3% one-sided false switch for each challenger on normal means).
     */
    public static final double Z = 2;
    /** Evaluation at a cut-off: the turn-limit outcome only, or the break-at margin ({@code eval=outcome|break}). */
    public static final int EVAL_OUTCOME = 0;
    public static final int EVAL_BREAK = 1;

    private Yardstick() {
    }

    /**
     * The index of the candidate to play among the first {@code count}: 0 (the yardstick) unless the best by mean
     * passes {@link #beats}. {@code alive} (may be null: every candidate) marks the candidates still in the running
     * (successive halving drops some; the yardstick never is dropped).
     */
    public static int choose(int count, double[] value, int[] played, boolean[] alive, double[] scores, int stride,
            double margin, boolean paired, double z) {
        int best = 0;
        for (int c = 1; c < count; c++) {
            if ((alive == null || alive[c]) && value[c] / played[c] > value[best] / played[best]) {
                best = c;
            }
        }
        if (best == 0) {
            return 0;
        }
        return beats(scores, stride, best, Math.min(played[best], played[0]), margin, paired, z) ? best : 0;
    }

    /**
     * Whether candidate {@code best} beats the yardstick (candidate 0) on their first {@code n} paired rollouts: its
     * mean difference above {@code margin} and, if {@code paired}, above {@code z} standard errors of that mean (a
     * single rollout never passes the paired test).
     */
    public static boolean beats(double[] scores, int stride, int best, int n, double margin, boolean paired,
            double z) {
        // mean + (-z) se > 0 exactly when mean > z se, for finite doubles.
        return bound(scores, stride, best, n, 0) > margin
                && (!paired || n > 1 && bound(scores, stride, best, n, -z) > 0);
    }

    /**
     * Candidate {@code c}'s mean paired difference from the yardstick (candidate 0) over their first {@code n}
     * rollouts plus {@code k} standard errors of that mean (no error for a single rollout): with k = 0 the mean, with
     * a negative k a lower bound for {@link #beats}, with a positive k the upper bound a search prunes a challenger by.
     */
    public static double bound(double[] scores, int stride, int c, int n, double k) {
        double d = 0;
        double dd = 0;
        for (int r = 0; r < n; r++) {
            final double x = scores[c * stride + r] - scores[r];
            d += x;
            dd += x * x;
        }
        final double mean = d / n;
        final double se = n > 1 ? Math.sqrt(Math.max(0, dd / n - mean * mean) / (n - 1)) : 0;
        return mean + k * se;
    }
}
