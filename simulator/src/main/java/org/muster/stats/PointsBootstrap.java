package org.muster.stats;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.apache.commons.rng.UniformRandomProvider;
import org.muster.batch.PointsRunner;
import org.muster.batch.PointsTally;
import org.muster.engine.Seeds;

/**
 * A bootstrap over chunks of a points run: a cross-check of the delta-method intervals of {@link PointsFit} that
 * assumes neither the normality of the ratio v_t = P b_t / b_ref nor the model's variance. Each resample draws the
 * run's chunks with replacement (as many as the run had), merges their tallies, refits the table and keeps each
 * type's value; the interval is the 2.5% and 97.5% percentiles of those values and the standard error their standard
 * deviation. Battles are independent and chunks hold a fixed range of them, so chunks are exchangeable blocks.
 *
 * <p><b>Determinism.</b> Resample r draws from its own stream, {@code Seeds.rng(mix64(seed ^ SALT), r, SETUP)}, and
 * the chunks are the run's, fixed by battle index, so the result is the same for any thread count. A resample whose
 * refit fails (all wins, a separation, a reference that did not vary) is skipped and counted in {@code failed}; a type
 * missing from a resample (an army-list unit too rare to appear) leaves that resample out of its percentiles.
 *
 * @param resamples resamples drawn
 * @param chunks    chunks resampled from
 * @param failed    resamples whose refit failed
 * @param se        per type of the table: standard deviation of the resampled values (NaN when none)
 * @param lower     2.5% percentile
 * @param upper     97.5% percentile
 */
public record PointsBootstrap(int resamples, int chunks, int failed, double[] se, double[] lower, double[] upper) {
    /** Salt of the resampling streams ("pboot" in ASCII). */
    public static final long SALT = 0x70626f6f74L;
    /** Resamples unless asked for another number. */
    public static final int DEFAULT_RESAMPLES = 200;

    /**
     * Resamples a run's chunks.
     *
     * @param design    lays a tally out for the fit (the run's {@link PointsRunner#design})
     * @param chunks    the run's chunk tallies, in chunk order
     * @param resamples how many
     * @param seed      the run's seed
     * @param fit       the table, whose types, reference, scale and costs each refit repeats
     */
    public static PointsBootstrap of(Function<PointsTally, PointsRunner.Design> design, List<PointsTally> chunks,
            int resamples, long seed, PointsFit fit) {
        int types = fit.rows().size();
        String[] names = new String[types];
        double[] costs = new double[types];
        for (int t = 0; t < types; t++) {
            names[t] = fit.rows().get(t).type();
            costs[t] = fit.rows().get(t).cost();
        }
        String reference = names[fit.reference()];
        double[][] values = new double[types][resamples];
        int[] got = new int[types];
        int failed = 0;
        int c = chunks.size();
        for (int r = 0; r < resamples; r++) {
            UniformRandomProvider rng = Seeds.rng(Seeds.mix64(seed ^ SALT), r, Seeds.SETUP);
            PointsTally merged = new PointsTally();
            for (int i = 0; i < c; i++) {
                merged.add(chunks.get(rng.nextInt(c)));
            }
            PointsRunner.Design d = design.apply(merged);
            int ref = Arrays.asList(d.types()).indexOf(reference);
            PointsFit refit;
            try {
                if (ref < 0) {
                    throw new IllegalArgumentException("reference missing");
                }
                double[] cost = new double[d.types().length];
                Arrays.fill(cost, Double.NaN);
                refit = PointsFit.of(d.types(), d.d(), d.n(), d.y(), ref, fit.referencePoints(), cost);
            } catch (IllegalArgumentException e) {
                failed++;
                continue;
            }
            for (int t = 0; t < types; t++) {
                int j = Arrays.asList(d.types()).indexOf(names[t]);
                if (j >= 0 && !refit.rows().get(j).fixed()) {
                    values[t][got[t]++] = refit.rows().get(j).value();
                }
            }
        }
        double[] se = new double[types];
        double[] lower = new double[types];
        double[] upper = new double[types];
        for (int t = 0; t < types; t++) {
            int g = got[t];
            if (g < 2) {
                se[t] = Double.NaN;
                lower[t] = Double.NaN;
                upper[t] = Double.NaN;
                continue;
            }
            double[] v = Arrays.copyOf(values[t], g);
            Arrays.sort(v);
            double mean = 0;
            for (double x : v) {
                mean += x;
            }
            mean /= g;
            double ss = 0;
            for (double x : v) {
                ss += (x - mean) * (x - mean);
            }
            se[t] = Math.sqrt(ss / (g - 1));
            lower[t] = percentile(v, 0.025);
            upper[t] = percentile(v, 0.975);
        }
        return new PointsBootstrap(resamples, c, failed, se, lower, upper);
    }

    /** The q-quantile of sorted values, interpolated between order statistics (type 7). */
    static double percentile(double[] sorted, double q) {
        double h = (sorted.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
