package org.muster.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;
import org.apache.commons.math3.util.FastMath;

/**
 * A proportion with its Wilson score interval: wins out of battles, P(routed), and so on. Immutable.
 *
 * <p>The interval is Commons Math's {@link WilsonScoreInterval}, up to {@link #COMMONS_MATH_MAX_TRIALS} trials. That
 * class takes {@code int} counts, and in 3.6.1 it computes {@code 1.0 / (2 * numberOfTrials)} in {@code int}
 * arithmetic, which overflows above 2^30 - 1 trials and gives a wrong interval; a run may have up to 10^10 battles.
 * Above that bound the same formula is evaluated here in {@code double}, term for term (including
 * {@code FastMath.pow}), so the two paths agree where both apply (the tests check it). Bounds are clamped to [0, 1],
 * which the formula can leave by a rounding error when there are no successes or no failures.
 *
 * @param successes  battles counted (e.g. won)
 * @param trials     battles in all, at least 1
 * @param rate       successes / trials
 * @param lower      lower bound of the interval
 * @param upper      upper bound of the interval
 * @param confidence confidence level, e.g. 0.95
 */
public record WinRate(long successes, long trials, double rate, double lower, double upper, double confidence) {
    /** The confidence level of every interval in the reports. */
    public static final double CONFIDENCE = 0.95;
    /** Largest trial count handed to Commons Math: {@code 2 * trials} must fit in an {@code int}. */
    public static final long COMMONS_MATH_MAX_TRIALS = Integer.MAX_VALUE / 2;

    /** {@code successes} out of {@code trials} with a 95% Wilson interval. */
    public static WinRate of(long successes, long trials) {
        return of(successes, trials, CONFIDENCE);
    }

    /** {@code successes} out of {@code trials} with a Wilson interval at {@code confidence}. */
    public static WinRate of(long successes, long trials, double confidence) {
        if (trials < 1 || successes < 0 || successes > trials) {
            throw new IllegalArgumentException("need 0 <= successes <= trials and trials >= 1, got " + successes
                    + " of " + trials);
        }
        double lower;
        double upper;
        if (trials <= COMMONS_MATH_MAX_TRIALS) {
            ConfidenceInterval ci = new WilsonScoreInterval().createInterval((int) trials, (int) successes,
                    confidence);
            lower = ci.getLowerBound();
            upper = ci.getUpperBound();
        } else {
            double[] bounds = wilsonLong(successes, trials, confidence);
            lower = bounds[0];
            upper = bounds[1];
        }
        return new WinRate(successes, trials, (double) successes / trials, clamp(lower), clamp(upper), confidence);
    }

    /** Half the width of the interval: what {@code --precision} compares. */
    public double halfWidth() {
        return (upper - lower) / 2;
    }

    /** The Wilson bounds for large counts, written as Commons Math 3.6.1 computes them but without int overflow. */
    static double[] wilsonLong(long successes, long trials, double confidence) {
        final double alpha = (1.0 - confidence) / 2;
        final double z = new NormalDistribution().inverseCumulativeProbability(1 - alpha);
        final double zSquared = FastMath.pow(z, 2);
        final double n = trials;
        final double mean = successes / n;
        final double factor = 1.0 / (1 + (1.0 / n) * zSquared);
        final double modifiedSuccessRatio = mean + (1.0 / (2 * n)) * zSquared;
        final double difference = z * FastMath.sqrt(1.0 / n * mean * (1 - mean)
                + (1.0 / (4 * FastMath.pow(n, 2)) * zSquared));
        return new double[] {factor * (modifiedSuccessRatio - difference),
            factor * (modifiedSuccessRatio + difference)};
    }

    private static double clamp(double x) {
        return Math.max(0.0, Math.min(1.0, x));
    }
}
