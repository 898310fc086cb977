package org.muster.stats;

import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;

/**
 * Summary statistics of a non-negative integer quantity (figures lost, kills, turns) from its histogram, where
 * {@code histogram[v]} is the number of battles with value v. Immutable; built at report time, never on the hot path.
 *
 * <p><b>Mean and standard deviation</b> are Commons Math's weighted {@link Mean} and {@link Variance} over the values
 * 0..k weighted by their counts. The standard deviation is the sample one (n - 1 denominator), and 0 for one battle.
 *
 * <p><b>Percentiles use the nearest-rank rule</b>, exactly on the counts: the p-th percentile of n battles is the
 * smallest value v whose cumulative count (battles with value &lt;= v) reaches rank {@code ceil(p * n / 100)}, and
 * at least rank 1. It is always a value some battle actually had, so it is an integer, needs no interpolation, and is
 * the same whatever order the battles were played in. For example, for the values {0, 0, 1, 1, 1, 3, 3, 3, 3, 3}
 * (n = 10) p5 has rank 1 and is 0, p25 has rank 3 and is 1, p50 rank 5 is 1, p75 rank 8 is 3, p95 rank 10 is 3.
 * Commons Math's {@code Percentile} estimators work on raw samples, not histograms, hence the rule is computed here.
 *
 * <p>With no battles (n = 0) the mean and standard deviation are NaN and every percentile, min and max is -1.
 */
public final class Distribution {
    private final long[] histogram;
    private final long count;
    private final double mean;
    private final double sd;

    private Distribution(long[] histogram) {
        this.histogram = histogram.clone();
        long n = 0;
        for (long c : histogram) {
            if (c < 0) {
                throw new IllegalArgumentException("negative count in histogram");
            }
            n += c;
        }
        this.count = n;
        if (n == 0) {
            mean = Double.NaN;
            sd = Double.NaN;
            return;
        }
        double[] values = new double[histogram.length];
        double[] weights = new double[histogram.length];
        for (int v = 0; v < histogram.length; v++) {
            values[v] = v;
            weights[v] = histogram[v];
        }
        mean = new Mean().evaluate(values, weights);
        sd = n == 1 ? 0.0 : Math.sqrt(new Variance().evaluate(values, weights));
    }

    /** The distribution of a histogram (copied). */
    public static Distribution of(long[] histogram) {
        return new Distribution(histogram);
    }

    /** Battles counted. */
    public long count() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public double mean() {
        return mean;
    }

    /** Sample standard deviation. */
    public double sd() {
        return sd;
    }

    /**
     * The nearest-rank percentile: the smallest value whose cumulative count reaches {@code ceil(percent * n / 100)}
     * (at least 1). {@code percent} in (0, 100]; -1 when empty.
     */
    public int percentile(int percent) {
        if (percent <= 0 || percent > 100) {
            throw new IllegalArgumentException("percent must be in (0, 100], not " + percent);
        }
        if (count == 0) {
            return -1;
        }
        long rank = Math.max(1, (percent * count + 99) / 100);
        long cumulative = 0;
        for (int v = 0; v < histogram.length; v++) {
            cumulative += histogram[v];
            if (cumulative >= rank) {
                return v;
            }
        }
        throw new AssertionError("rank beyond count");
    }

    /** Smallest value seen; -1 when empty. */
    public int min() {
        for (int v = 0; v < histogram.length; v++) {
            if (histogram[v] != 0) {
                return v;
            }
        }
        return -1;
    }

    /** Largest value seen; -1 when empty. */
    public int max() {
        for (int v = histogram.length - 1; v >= 0; v--) {
            if (histogram[v] != 0) {
                return v;
            }
        }
        return -1;
    }

    public int p5() {
        return percentile(5);
    }

    public int p25() {
        return percentile(25);
    }

    public int p50() {
        return percentile(50);
    }

    public int p75() {
        return percentile(75);
    }

    public int p95() {
        return percentile(95);
    }

    /** Battles with value {@code value}. */
    public long countOf(int value) {
        return value >= 0 && value < histogram.length ? histogram[value] : 0;
    }

    /** The histogram (a copy). */
    public long[] histogram() {
        return histogram.clone();
    }
}
