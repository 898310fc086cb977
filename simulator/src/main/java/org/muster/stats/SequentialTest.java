package org.muster.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.muster.batch.PairedTally;
import org.muster.engine.BattleRecord;

/**
 * A sequential probability ratio test (SPRT) on paired results, for {@code muster compare --sequential}: after each
 * chunk of pairs it decides between "no change" and "a change of at least E" in side 0's score, or asks for more
 * pairs. Looked at only at chunk boundaries, in chunk order, with the cumulative tally, so its decision is a function
 * of the seed and the chunk size alone. Not thread-safe; one instance per comparison (it remembers which one-sided
 * test has already accepted "no change").
 *
 * <p><b>What is tested.</b> Side 0's score of a battle is 1 for a win, 1/2 for a draw and 0 for a loss (side 1's is
 * 1 minus it, so one score speaks for both sides). Pair i gives the difference {@code x = score in B - score in A},
 * one of -1, -1/2, 0, +1/2, +1: the pentanomial of chess-engine testing, here over two plays of one battle on common
 * seeds rather than over a colour-swapped pair of games. With no draws the score is the win rate, so E is in points of
 * win rate.
 *
 * <p><b>The test.</b> Two one-sided SPRTs of H0: mean x = 0 against H1: mean x = +E (B raises side 0's score) and
 * against H1: mean x = -E, each at error rates alpha/2 and beta, with Wald's bounds {@code ln(beta / (1 - alpha/2))}
 * and {@code ln((1 - beta) / (alpha/2))}. Each log-likelihood ratio is the generalised SPRT's normal approximation
 * with the variance estimated from the pairs so far (the "normalised" LLR of Fishtest, the chess-engine framework):
 * {@code LLR = n (mu1 - mu0) (2 m - mu0 - mu1) / (2 v)}, m and v the mean and (1/n) variance of x. A test that
 * reaches its upper bound decides "change" in its direction; one that reaches its lower bound has accepted "no change"
 * and stops; when both have, the verdict is "no change". The error rates hold approximately (Wald's bounds, a
 * variance estimated on the way) and are checked by simulation in the tests.
 *
 * <p><b>The variance's floor.</b> The variance in the ratios is at least {@code E (1/2 - E)}: the least variance any
 * pairs whose mean difference is E can have (all their mass on 0 and +1/2, the two values of the pentanomial either
 * side of E), so a variance below it is one that H1 itself could not give and the shortfall is sampling noise. It
 * matters where few pairs differ at all, a rule that seldom comes into play: there a chunk of all-equal pairs has an
 * estimated variance of 0, and without the floor the first look would accept "no change" whatever the chance that a
 * change of E leaves a chunk untouched. Measured on synthetic pairs (a change of E = 1 point in which 1 pair in 100
 * differs, looks every 250 pairs, 2,000 replicates, {@code SequentialTestTest}'s seed): without the floor 10.2% of the
 * tests missed the change, against a beta of 5%; with it 4.5% (4.2% the other way), and 0.9% false changes where as
 * many pairs differ each way. With E of 1/2 or more the floor is 0; every difference the
 * same then gives infinite ratios: -infinity for both at 0 ("no change"), +infinity in the direction of any other
 * value.
 */
public final class SequentialTest {
    /** The outcome after a look. */
    public enum Verdict {
        /** Not decided: play more pairs. */
        CONTINUE,
        /** No change of E or more. */
        NO_CHANGE,
        /** B raises side 0's score by about E or more. */
        CHANGE_UP,
        /** B lowers side 0's score by about E or more. */
        CHANGE_DOWN
    }

    /**
     * The state after one look.
     *
     * @param verdict   the decision
     * @param pairs     pairs looked at
     * @param mean      mean score difference B - A of side 0
     * @param variance  the (1/n) variance of the differences, as seen (the ratios read it floored)
     * @param llrUp     log-likelihood ratio of +E against 0
     * @param llrDown   log-likelihood ratio of -E against 0
     * @param lower     Wald's lower bound (accept "no change")
     * @param upper     Wald's upper bound (accept "change")
     */
    public record Look(Verdict verdict, long pairs, double mean, double variance, double llrUp, double llrDown,
            double lower, double upper) {
        /** Whether the test has decided. */
        public boolean decided() {
            return verdict != Verdict.CONTINUE;
        }
    }

    private final double effect;
    private final double alpha;
    private final double beta;
    private final double lower;
    private final double upper;
    /** The least variance pairs with a mean difference of E can have (see the class comment). */
    private final double floor;
    private boolean upAcceptedNull;
    private boolean downAcceptedNull;
    private Look last;

    /**
     * A test of "no change" against a change of {@code effect} (a fraction: 0.02 for 2 points) in side 0's score, with
     * a chance {@code alpha} of calling a change that is not there and {@code beta} of missing one of size effect.
     */
    public SequentialTest(double effect, double alpha, double beta) {
        if (!(effect > 0 && effect < 1) || !(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("effect, alpha and beta must lie in (0, 1)");
        }
        this.effect = effect;
        this.alpha = alpha;
        this.beta = beta;
        this.floor = Math.max(0, effect * (0.5 - effect));
        this.lower = Math.log(beta / (1 - alpha / 2));
        this.upper = Math.log((1 - beta) / (alpha / 2));
    }

    /** Looks at the cumulative tally of the pairs so far (call once per chunk boundary, in chunk order). */
    public Look look(PairedTally t) {
        long n = t.battles();
        long sum = 0;
        long sumSquares = 0;
        // Scores in half points: win 2, draw 1, loss 0; the difference of a pair is B's minus A's.
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                long k = t.winners(a, b);
                int d = halfPoints(b) - halfPoints(a);
                sum += k * d;
                sumSquares += k * d * d;
            }
        }
        return look(n, sum, sumSquares);
    }

    /**
     * Looks at pairs given by their count and the sum and sum of squares of their differences in half points
     * (each difference an integer in [-2, 2]).
     */
    public Look look(long n, long sumHalfPoints, long sumSquaresHalfPoints) {
        if (n < 1) {
            throw new IllegalArgumentException("a look needs at least one pair");
        }
        double m = sumHalfPoints / 2.0 / n;
        double v = Math.max(0, sumSquaresHalfPoints / 4.0 / n - m * m);
        double floored = Math.max(v, floor);
        double up = llr(n, m, floored, effect);
        double down = llr(n, m, floored, -effect);
        Verdict verdict;
        if (up >= upper) {
            verdict = Verdict.CHANGE_UP;
        } else if (down >= upper) {
            verdict = Verdict.CHANGE_DOWN;
        } else {
            upAcceptedNull |= up <= lower;
            downAcceptedNull |= down <= lower;
            verdict = upAcceptedNull && downAcceptedNull ? Verdict.NO_CHANGE : Verdict.CONTINUE;
        }
        last = new Look(verdict, n, m, v, up, down, lower, upper);
        return last;
    }

    /** The last look, or null before the first. */
    public Look last() {
        return last;
    }

    /** The effect tested, as a fraction. */
    public double effect() {
        return effect;
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    /**
     * The pairs a fixed-n paired test (two-sided at alpha, normal approximation) needs for power 1 - beta against a
     * change of the effect, when the differences have this variance: {@code ((z(1 - alpha/2) + z(1 - beta)) sd / E)^2},
     * rounded up. The fixed-n compare of the same power, for a measurement of what the sequential test saves.
     */
    public long fixedPairs(double variance) {
        NormalDistribution z = new NormalDistribution();
        double k = z.inverseCumulativeProbability(1 - alpha / 2) + z.inverseCumulativeProbability(1 - beta);
        return (long) Math.ceil(k * k * variance / (effect * effect));
    }

    private static double llr(long n, double m, double v, double mu1) {
        double num = n * mu1 * (2 * m - mu1);
        if (v > 0) {
            return num / (2 * v);
        }
        // Zero variance: every difference equals m. The ratio is decided by which hypothesis m is nearer.
        if (num == 0) {
            return 0;
        }
        return num > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    }

    private static int halfPoints(int winner) {
        return winner == 0 ? 2 : winner == BattleRecord.DRAW ? 1 : 0;
    }
}
