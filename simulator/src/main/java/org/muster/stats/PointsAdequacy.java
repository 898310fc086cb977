package org.muster.stats;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

/**
 * Whether a points table can be trusted as a table: does the additive model of {@link PointsFit} (each unit adds its
 * own worth, whatever else is in the army) describe the battles, or does a unit's worth depend on the rest of the
 * army? Two checks, both over the army mixes the run played:
 *
 * <ul>
 * <li><b>Hosmer-Lemeshow.</b> The mixes sorted by their fitted chance and cut into {@value #GROUPS} groups of about
 * equal battles; in each, the score side 0 made against the score the fit expects. The statistic
 * sum_g (O_g - E_g)^2 / (E_g (1 - E_g / N_g)) is referred to chi-square on groups - 2 degrees of freedom. It sees a
 * model that is wrong in the large (too steep, too flat), not a wrong term that averages out within groups.</li>
 * <li><b>A richer model, by likelihood ratio.</b> The additive model is refitted with, per priced type, a squared
 * term n0_t^2 - n1_t^2 (diminishing or growing returns) and, per pair of types, a same-side interaction
 * n0_a n0_b - n1_a n1_b (named {@code a*b}: a type worth more beside another) and a cross-side one
 * n0_a n1_b - n1_a n0_b (named {@code a~b}: a type worth more or less against another, e.g. green companies against
 * a gun); squares first, then the pairs in order, at most {@value #MAX_TERMS} candidates. Every term is
 * antisymmetric, so swapping the armies swaps the chance. Terms the battles cannot separate from those already in
 * (a column that is a linear combination of the others over the mixes played) are left out. The log-likelihood gain
 * 2 (l_rich - l_additive), divided by
 * the richer model's dispersion when it is above 1, is referred to chi-square on the number of added terms; with
 * {@code p < }{@value #ALPHA} the additive model is rejected. AIC of both is reported too.</li>
 * </ul>
 *
 * <p>A draw counts half a win, so the likelihood is a quasi-likelihood; half-wins make the outcome less variable than
 * a binomial, so both tests err on the side of accepting the additive model. With the additive model rejected, no
 * set of points costs balances every pair of lists, and a pair of equal points can score far from 50% (the
 * balanced-lists check); {@link #probability} then gives the richer model's chance of a pair. Immutable.
 *
 * @param hlStatistic the Hosmer-Lemeshow statistic
 * @param hlGroups    groups it used
 * @param hlP         its p-value (chi-square on groups - 2)
 * @param terms       names of the added terms, e.g. {@code veteran^2}, {@code veteran*gun}
 * @param rich        the richer model (additive columns first, then {@code terms}); null when no term could be added
 * @param lrStatistic the likelihood-ratio statistic (dispersion-scaled)
 * @param lrDf        its degrees of freedom (terms added)
 * @param lrP         its p-value
 * @param aicAdditive AIC of the additive model
 * @param aicRich     AIC of the richer model (NaN without one)
 * @param strongest   the added term with the largest |z|, or empty
 * @param strongestZ  its z
 * @param free        the priced type indices, in the additive model's column order
 * @param pairs       per added term, the two type indices (of the table) it multiplies (equal for a square)
 */
public record PointsAdequacy(double hlStatistic, int hlGroups, double hlP, List<String> terms,
        LogisticFit.Model rich, double lrStatistic, int lrDf, double lrP, double aicAdditive, double aicRich,
        String strongest, double strongestZ, int[] free, int[][] pairs) {
    /** Groups of the Hosmer-Lemeshow check. */
    public static final int GROUPS = 10;
    /** Level at which the additive model is rejected. */
    public static final double ALPHA = 0.05;
    /** Most added terms: squares always, pairwise interactions only while the total stays within this. */
    public static final int MAX_TERMS = 40;
    /** Marks a cross-side term in {@link #pairs}. */
    public static final int CROSS = 1;
    public static final String ADDITIVE_FITS = "additive-fits";
    public static final String ADDITIVE_REJECTED = "additive-rejected";

    /**
     * Checks a fit.
     *
     * @param fit the points table
     * @param c0  per group, per type: side 0's units (the types of {@code fit}'s rows)
     * @param c1  per group, per type: side 1's units
     * @param n   battles per group
     * @param y   side 0's score per group
     */
    public static PointsAdequacy of(PointsFit fit, double[][] c0, double[][] c1, double[] n, double[] y) {
        int k = n.length;
        int types = fit.rows().size();
        List<Integer> freeList = new ArrayList<>();
        for (int t = 0; t < types; t++) {
            if (!fit.rows().get(t).fixed()) {
                freeList.add(t);
            }
        }
        int[] free = freeList.stream().mapToInt(Integer::intValue).toArray();
        int m = free.length;
        double[][] x = new double[k][m];
        for (int g = 0; g < k; g++) {
            for (int j = 0; j < m; j++) {
                x[g][j] = c0[g][free[j]] - c1[g][free[j]];
            }
        }
        LogisticFit.Model additive = fit.model();
        double[] p = new double[k];
        for (int g = 0; g < k; g++) {
            p[g] = additive.probability(x[g]);
        }
        double llAdd = logLikelihood(p, n, y);
        double[] hl = hosmerLemeshow(p, n, y);

        // Candidate terms: squares, then interactions while within MAX_TERMS; each kept only if it adds a direction
        // the columns before it do not span (weighted by battles, centred, Gram-Schmidt).
        List<String> names = new ArrayList<>();
        List<double[]> columns = new ArrayList<>();
        List<int[]> kept = new ArrayList<>();
        List<double[]> basis = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            double[] col = new double[k];
            for (int g = 0; g < k; g++) {
                col[g] = x[g][j];
            }
            addIfNew(col, n, basis);
        }
        String[] typeNames = new String[m];
        for (int j = 0; j < m; j++) {
            typeNames[j] = fit.rows().get(free[j]).type();
        }
        List<int[]> candidates = new ArrayList<>();
        for (int j = 0; j < m; j++) {
            candidates.add(new int[] {j, j});
        }
        for (int a = 0; a < m && candidates.size() < MAX_TERMS; a++) {
            for (int b = a + 1; b < m && candidates.size() < MAX_TERMS; b++) {
                candidates.add(new int[] {a, b});
                candidates.add(new int[] {a, b, CROSS});
            }
        }
        for (int[] c : candidates) {
            int[] pair = c.length == 2 ? new int[] {free[c[0]], free[c[1]]} : new int[] {free[c[0]], free[c[1]], CROSS};
            double[] col = new double[k];
            for (int g = 0; g < k; g++) {
                col[g] = term(pair, c0[g], c1[g]);
            }
            if (addIfNew(col, n, basis)) {
                columns.add(col);
                kept.add(pair);
                names.add(c[0] == c[1] ? typeNames[c[0]] + "^2" : c.length == 2 ? typeNames[c[0]] + "*"
                        + typeNames[c[1]] : typeNames[c[0]] + "~" + typeNames[c[1]]);
            }
        }
        double aicAdd = -2 * llAdd + 2 * (m + 1);
        if (columns.isEmpty()) {
            return new PointsAdequacy(hl[0], (int) hl[1], hl[2], List.of(), null, 0, 0, 1, aicAdd, Double.NaN, "",
                    Double.NaN, free, new int[0][]);
        }
        int e = columns.size();
        double[][] xr = new double[k][m + e];
        for (int g = 0; g < k; g++) {
            System.arraycopy(x[g], 0, xr[g], 0, m);
            for (int j = 0; j < e; j++) {
                xr[g][m + j] = columns.get(j)[g];
            }
        }
        LogisticFit.Model rich;
        try {
            rich = LogisticFit.fit(xr, n, y);
        } catch (IllegalArgumentException ex) {
            return new PointsAdequacy(hl[0], (int) hl[1], hl[2], List.of(), null, 0, 0, 1, aicAdd, Double.NaN, "",
                    Double.NaN, free, new int[0][]);
        }
        double[] pr = new double[k];
        for (int g = 0; g < k; g++) {
            pr[g] = rich.probability(xr[g]);
        }
        double llRich = logLikelihood(pr, n, y);
        double lr = Math.max(0, 2 * (llRich - llAdd)) / Math.max(1, rich.dispersion());
        double lrP = 1 - new ChiSquaredDistribution(e).cumulativeProbability(lr);
        String strongest = "";
        double strongestZ = 0;
        for (int j = 0; j < e; j++) {
            double z = rich.beta()[m + 1 + j] / Math.sqrt(rich.cov()[m + 1 + j][m + 1 + j]);
            if (Math.abs(z) > Math.abs(strongestZ)) {
                strongestZ = z;
                strongest = names.get(j);
            }
        }
        return new PointsAdequacy(hl[0], (int) hl[1], hl[2], List.copyOf(names), rich, lr, e, lrP, aicAdd,
                -2 * llRich + 2 * (m + e + 1), strongest, strongestZ, free, kept.toArray(new int[0][]));
    }

    /** {@link #ADDITIVE_REJECTED} when either check rejects the additive model at {@link #ALPHA}, else fits. */
    public String verdict() {
        return rejected() ? ADDITIVE_REJECTED : ADDITIVE_FITS;
    }

    /** Whether either check rejects the additive model. */
    public boolean rejected() {
        return hlP < ALPHA || lrP < ALPHA;
    }

    /**
     * The richer model's chance that side 0 wins with these armies (units per type of the table), or NaN without a
     * richer model.
     */
    public double probability(double[] side0, double[] side1) {
        if (rich == null) {
            return Double.NaN;
        }
        int m = free.length;
        double[] x = new double[m + terms.size()];
        for (int j = 0; j < m; j++) {
            x[j] = side0[free[j]] - side1[free[j]];
        }
        for (int j = 0; j < terms.size(); j++) {
            x[m + j] = term(pairs[j], side0, side1);
        }
        return rich.probability(x);
    }

    /**
     * An added term's value for two armies: {a, b}, the same-side product n0_a n0_b - n1_a n1_b (a square when a = b);
     * {a, b, CROSS}, the cross-side product n0_a n1_b - n1_a n0_b (a type worth more or less against another).
     */
    private static double term(int[] pair, double[] side0, double[] side1) {
        int a = pair[0];
        int b = pair[1];
        return pair.length == 2 ? side0[a] * side0[b] - side1[a] * side1[b] : side0[a] * side1[b] - side1[a] * side0[b];
    }

    /** The log-likelihood of scores {@code y} of {@code n} at chances {@code p} (a draw half a win). */
    static double logLikelihood(double[] p, double[] n, double[] y) {
        double ll = 0;
        for (int g = 0; g < p.length; g++) {
            double q = Math.min(1 - 1e-15, Math.max(1e-15, p[g]));
            ll += y[g] * Math.log(q) + (n[g] - y[g]) * Math.log(1 - q);
        }
        return ll;
    }

    /** {statistic, groups, p-value} of the Hosmer-Lemeshow check of chances {@code p}. */
    static double[] hosmerLemeshow(double[] p, double[] n, double[] y) {
        int k = p.length;
        Integer[] order = new Integer[k];
        double total = 0;
        for (int g = 0; g < k; g++) {
            order[g] = g;
            total += n[g];
        }
        java.util.Arrays.sort(order, (a, b) -> p[a] != p[b] ? Double.compare(p[a], p[b]) : Integer.compare(a, b));
        double stat = 0;
        int groups = 0;
        double on = 0;
        double oy = 0;
        double oe = 0;
        double seen = 0;
        for (int i = 0; i < k; i++) {
            int g = order[i];
            on += n[g];
            oy += y[g];
            oe += n[g] * p[g];
            seen += n[g];
            // Close a group at each tenth of the battles (and at the end).
            if (seen >= total * (groups + 1) / GROUPS - 1e-9 || i == k - 1) {
                if (on > 0) {
                    double v = oe * (1 - oe / on);
                    stat += v > 0 ? (oy - oe) * (oy - oe) / v : 0;
                    groups++;
                }
                on = 0;
                oy = 0;
                oe = 0;
            }
        }
        double pv = groups > 2 ? 1 - new ChiSquaredDistribution(groups - 2).cumulativeProbability(stat) : 1;
        return new double[] {stat, groups, pv};
    }

    /**
     * Adds {@code col} to the orthonormal {@code basis} (inner product weighted by battles, columns centred) when it
     * has a part the basis does not span (above 1e-6 of its own length); returns whether it did.
     */
    private static boolean addIfNew(double[] col, double[] n, List<double[]> basis) {
        int k = col.length;
        double total = 0;
        double mean = 0;
        for (int g = 0; g < k; g++) {
            total += n[g];
            mean += n[g] * col[g];
        }
        mean /= total;
        double[] v = new double[k];
        double norm0 = 0;
        for (int g = 0; g < k; g++) {
            v[g] = col[g] - mean;
            norm0 += n[g] * v[g] * v[g];
        }
        if (norm0 <= 1e-12 * total) {
            return false;
        }
        for (double[] b : basis) {
            double dot = 0;
            for (int g = 0; g < k; g++) {
                dot += n[g] * v[g] * b[g];
            }
            for (int g = 0; g < k; g++) {
                v[g] -= dot * b[g];
            }
        }
        double norm = 0;
        for (int g = 0; g < k; g++) {
            norm += n[g] * v[g] * v[g];
        }
        if (norm <= 1e-6 * norm0) {
            return false;
        }
        double s = 1 / Math.sqrt(norm);
        for (int g = 0; g < k; g++) {
            v[g] *= s;
        }
        basis.add(v);
        return true;
    }
}
