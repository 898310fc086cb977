package org.muster.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.muster.batch.RunningCounts;
import org.muster.engine.BattleRecord;
import org.muster.model.Expectation;

/**
 * Decides one {@link Expectation} from the counts of a run: PASS when the metric's confidence interval lies wholly
 * inside the band, FAIL when it lies wholly outside, otherwise INCONCLUSIVE (more battles would decide it). Rates use
 * the Wilson interval; a mean uses the normal interval mean +- z sd / sqrt(n) (needs at least {@link #MIN_FOR_MEAN}
 * battles). Immutable; deterministic.
 *
 * @param expectation what was expected
 * @param status      the decision
 * @param battles     battles counted
 * @param estimate    the metric's value
 * @param lower       lower end of its interval
 * @param upper       upper end
 */
public record ExpectationCheck(Expectation expectation, Status status, long battles, double estimate, double lower,
        double upper) {
    /** Fewest battles from which a mean's normal interval is trusted. */
    public static final long MIN_FOR_MEAN = 30;

    /** The outcome of a check. */
    public enum Status { PASS, FAIL, INCONCLUSIVE }

    /** The decision at {@code confidence} (e.g. 0.99) from the counts so far. */
    public static ExpectationCheck of(Expectation e, RunningCounts c, double confidence) {
        long n = c.battles();
        if (n < 1) {
            return new ExpectationCheck(e, Status.INCONCLUSIVE, 0, Double.NaN, Double.NaN, Double.NaN);
        }
        double estimate;
        double lower;
        double upper;
        boolean enough = true;
        switch (e.metric()) {
            case Expectation.WIN_RATE, Expectation.DRAW_RATE -> {
                long k = c.wins(Expectation.WIN_RATE.equals(e.metric()) ? e.side() : BattleRecord.DRAW);
                WinRate w = WinRate.of(k, n, confidence);
                estimate = w.rate();
                lower = w.lower();
                upper = w.upper();
            }
            case Expectation.MEAN_LOST -> {
                double sum = c.sumLost(e.side());
                estimate = sum / n;
                double var = n < 2 ? 0 : Math.max(0, (c.sumSquaredLost(e.side()) - sum * sum / n) / (n - 1));
                double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - confidence) / 2);
                double half = z * Math.sqrt(var / n);
                lower = estimate - half;
                upper = estimate + half;
                enough = n >= MIN_FOR_MEAN;
            }
            default -> throw new IllegalArgumentException("unknown metric " + e.metric());
        }
        Status status = Status.INCONCLUSIVE;
        if (enough && lower >= e.low() && upper <= e.high()) {
            status = Status.PASS;
        } else if (enough && (upper < e.low() || lower > e.high())) {
            status = Status.FAIL;
        }
        return new ExpectationCheck(e, status, n, estimate, lower, upper);
    }

    /** Whether the check is decided (passed or failed). */
    public boolean decided() {
        return status != Status.INCONCLUSIVE;
    }
}
