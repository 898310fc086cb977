package org.muster.stats;

import java.util.ArrayList;
import java.util.List;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;

/**
 * A points table read from battles of varied armies: side 0's chance of winning (a draw counts half) fitted as a
 * logistic function of the differences in unit counts, P = 1 / (1 + exp(-(a + sum_t b_t (n0_t - n1_t)))), where
 * n0_t and n1_t are the units of type t that side 0 and side 1 fielded, and a is the side term (what the table and
 * the fixed parts of the armies give side 0). A type's points value is its coefficient scaled so that the reference
 * type costs its stated points, v_t = P_ref b_t / b_ref, with a 95% interval by the delta method on the covariance of
 * (b_t, b_ref). Immutable.
 *
 * <p><b>What cannot be priced.</b> A type whose count difference never changes is not fitted ({@link Row#fixed}).
 * Types whose differences move together (the variance inflation factor of the column above {@link #VIF_LIMIT}) are
 * flagged {@link Row#collinear}: the battles cannot tell them apart, and their intervals say so by being wide.
 *
 * <p><b>Verdicts.</b> With a current cost c_t, z = (v_t - c_t) / se_t gives a two-sided p-value; the p-values of all
 * costed types are corrected together (Holm), and a type is over-costed (it costs more than it is worth) or
 * under-costed when its corrected p-value is below 0.05, otherwise fair.
 *
 * @param rows            one row per type, in the order given
 * @param model           the logistic fit over the types that vary
 * @param reference       the reference type's index in {@code rows}
 * @param referencePoints the points the reference type is taken to cost
 * @param side            the side term a in points (P_ref a / b_ref): what side 0's position is worth
 * @param sideSe          its standard error
 * @param battles         battles fitted
 */
public record PointsFit(List<Row> rows, LogisticFit.Model model, int reference, double referencePoints, double side,
        double sideSe, long battles) {
    /** A column's variance inflation factor above which it is flagged as collinear. */
    public static final double VIF_LIMIT = 10;
    /** Significance level of the verdicts, after Holm's correction. */
    public static final double ALPHA = 0.05;
    public static final String OVER = "over-costed";
    public static final String UNDER = "under-costed";
    public static final String FAIR = "fair";
    public static final String REFERENCE = "reference";
    public static final String NOT_VARIED = "not-varied";

    /**
     * One type's line of the table.
     *
     * @param type          the type's name
     * @param coefficient   b_t, the change in log-odds of a side-0 win per unit more on side 0 (NaN when fixed)
     * @param coefficientSe its standard error
     * @param value         points value v_t (NaN when fixed)
     * @param se            its standard error (0 for the reference)
     * @param lower         lower end of the 95% interval
     * @param upper         upper end
     * @param vif           variance inflation factor of the type's column (1: independent of the others)
     * @param collinearWith the type whose column is most correlated with this one's, or empty
     * @param collinear     whether {@code vif} is above {@link #VIF_LIMIT}
     * @param fixed         whether the type's count difference never varied (not priced)
     * @param cost          current cost, NaN when not given
     * @param p             two-sided p-value of value = cost (NaN without a cost)
     * @param pHolm         Holm-corrected p-value
     * @param verdict       {@link #OVER}, {@link #UNDER}, {@link #FAIR}, {@link #REFERENCE}, {@link #NOT_VARIED},
     *                      or empty without a cost
     */
    public record Row(String type, double coefficient, double coefficientSe, double value, double se, double lower,
            double upper, double vif, String collinearWith, boolean collinear, boolean fixed, double cost, double p,
            double pHolm, String verdict) {
    }

    /**
     * Fits the table.
     *
     * @param types     the type names
     * @param d         per group, per type: side 0's count minus side 1's
     * @param n         battles per group
     * @param y         side 0's score per group (wins plus half the draws)
     * @param reference index of the reference type
     * @param points    the reference type's points
     * @param costs     current cost per type, NaN where none
     * @throws IllegalArgumentException when the battles cannot be fitted (the message says why)
     */
    public static PointsFit of(String[] types, double[][] d, double[] n, double[] y, int reference, double points,
            double[] costs) {
        int t = types.length;
        int k = d.length;
        double total = 0;
        double[] mean = new double[t];
        for (int g = 0; g < k; g++) {
            total += n[g];
            for (int j = 0; j < t; j++) {
                mean[j] += n[g] * d[g][j];
            }
        }
        double[][] s = new double[t][t];
        for (int j = 0; j < t; j++) {
            mean[j] /= total;
        }
        for (int g = 0; g < k; g++) {
            for (int i = 0; i < t; i++) {
                for (int j = 0; j < t; j++) {
                    s[i][j] += n[g] * (d[g][i] - mean[i]) * (d[g][j] - mean[j]);
                }
            }
        }
        List<Integer> free = new ArrayList<>();
        for (int j = 0; j < t; j++) {
            if (s[j][j] / total > 1e-12) {
                free.add(j);
            }
        }
        if (!free.contains(reference)) {
            throw new IllegalArgumentException("the reference type '" + types[reference] + "' never varies between "
                    + "the sides, so it cannot set the scale; choose another with --reference");
        }
        int m = free.size();
        double[][] x = new double[k][m];
        for (int g = 0; g < k; g++) {
            for (int j = 0; j < m; j++) {
                x[g][j] = d[g][free.get(j)];
            }
        }
        LogisticFit.Model model = LogisticFit.fit(x, n, y);
        // Variance inflation: the diagonal of the inverse correlation matrix of the free columns.
        double[][] r = new double[m][m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                int a = free.get(i);
                int b = free.get(j);
                r[i][j] = s[a][b] / Math.sqrt(s[a][a] * s[b][b]);
            }
        }
        double[] vif = new double[m];
        LUDecomposition lu = new LUDecomposition(new Array2DRowRealMatrix(r), 1e-12);
        if (lu.getSolver().isNonSingular()) {
            RealMatrix inv = lu.getSolver().getInverse();
            for (int j = 0; j < m; j++) {
                vif[j] = inv.getEntry(j, j);
            }
        } else {
            java.util.Arrays.fill(vif, Double.POSITIVE_INFINITY);
        }
        int ref = free.indexOf(reference);
        double br = model.beta()[ref + 1];
        double[][] c = model.cov();
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        double[] value = new double[t];
        double[] se = new double[t];
        double[] coef = new double[t];
        double[] coefSe = new double[t];
        double[] vifAll = new double[t];
        String[] partner = new String[t];
        java.util.Arrays.fill(value, Double.NaN);
        java.util.Arrays.fill(coef, Double.NaN);
        java.util.Arrays.fill(coefSe, Double.NaN);
        java.util.Arrays.fill(se, Double.NaN);
        java.util.Arrays.fill(vifAll, Double.NaN);
        java.util.Arrays.fill(partner, "");
        for (int j = 0; j < m; j++) {
            int type = free.get(j);
            double b = model.beta()[j + 1];
            coef[type] = b;
            coefSe[type] = Math.sqrt(c[j + 1][j + 1]);
            value[type] = points * b / br;
            if (j == ref) {
                se[type] = 0;
            } else {
                // Gradient of P b / b_ref in (b, b_ref): (P / b_ref, -P b / b_ref^2).
                double gb = points / br;
                double gr = -points * b / (br * br);
                double var = gb * gb * c[j + 1][j + 1] + 2 * gb * gr * c[j + 1][ref + 1] + gr * gr * c[ref + 1][ref
                        + 1];
                se[type] = Math.sqrt(Math.max(0, var));
            }
            vifAll[type] = vif[j];
            double best = -1;
            for (int i = 0; i < m; i++) {
                if (i != j && Math.abs(r[i][j]) > best) {
                    best = Math.abs(r[i][j]);
                    partner[type] = types[free.get(i)];
                }
            }
        }
        // The side term in points, and its delta-method error: gradient (P / b_ref, -P a / b_ref^2) in (a, b_ref).
        double a = model.beta()[0];
        double ga = points / br;
        double gr = -points * a / (br * br);
        double sideSe = Math.sqrt(Math.max(0, ga * ga * c[0][0] + 2 * ga * gr * c[0][ref + 1]
                + gr * gr * c[ref + 1][ref + 1]));
        // Verdicts: z-tests of value = cost, Holm over every costed, fitted, non-reference type.
        double[] p = new double[t];
        java.util.Arrays.fill(p, Double.NaN);
        List<Integer> tested = new ArrayList<>();
        NormalDistribution normal = new NormalDistribution();
        for (int type = 0; type < t; type++) {
            if (type != reference && !Double.isNaN(value[type]) && !Double.isNaN(costs[type]) && se[type] > 0) {
                p[type] = 2 * normal.cumulativeProbability(-Math.abs(value[type] - costs[type]) / se[type]);
                tested.add(type);
            }
        }
        double[] raw = new double[tested.size()];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = p[tested.get(i)];
        }
        double[] holm = Holm.adjust(raw);
        double[] pHolm = new double[t];
        java.util.Arrays.fill(pHolm, Double.NaN);
        for (int i = 0; i < raw.length; i++) {
            pHolm[tested.get(i)] = holm[i];
        }
        List<Row> rows = new ArrayList<>();
        for (int type = 0; type < t; type++) {
            boolean fixed = Double.isNaN(value[type]);
            String verdict;
            if (fixed) {
                verdict = NOT_VARIED;
            } else if (type == reference) {
                verdict = REFERENCE;
            } else if (Double.isNaN(costs[type])) {
                verdict = "";
            } else if (!(pHolm[type] < ALPHA)) {
                verdict = FAIR;
            } else {
                verdict = value[type] < costs[type] ? OVER : UNDER;
            }
            rows.add(new Row(types[type], coef[type], coefSe[type], value[type], se[type],
                    value[type] - z * se[type], value[type] + z * se[type], vifAll[type], partner[type],
                    vifAll[type] > VIF_LIMIT, fixed, costs[type], p[type], pHolm[type], verdict));
        }
        return new PointsFit(rows, model, reference, points, points * a / br, sideSe, Math.round(total));
    }

    /** The fitted chance that side 0 wins (a draw half) with these count differences per type (fixed types: any). */
    public double probability(double[] d) {
        double eta = model.beta()[0];
        int j = 1;
        for (int type = 0; type < rows.size(); type++) {
            if (!rows.get(type).fixed()) {
                eta += model.beta()[j++] * d[type];
            }
        }
        return 1 / (1 + Math.exp(-eta));
    }

    /** Whether the reference type's own coefficient is clearly positive (its 95% interval excludes 0). */
    public boolean referenceClear() {
        Row r = rows.get(reference);
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        return r.coefficient() - z * r.coefficientSe() > 0;
    }
}
