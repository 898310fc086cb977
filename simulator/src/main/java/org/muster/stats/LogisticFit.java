package org.muster.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;

/**
 * A logistic regression of a success rate on one variable, P(x) = 1 / (1 + exp(-(a + b x))), fitted by maximum
 * likelihood to grouped counts (at each value x_k, y_k successes out of n_k trials; y_k may be fractional, e.g. a draw
 * counted as half a win) by Newton-Raphson (iteratively reweighted least squares), with Commons Math linear algebra.
 * Gives the break-even value x0 = -a / b where P = 1/2, with a 95% interval by the delta method:
 * var(x0) = g' C g, g = (-1/b, a/b^2), C the inverse of the information matrix.
 *
 * <p><b>Lack of fit.</b> When the curve does not fit the observed rates as well as binomial noise allows (Pearson's
 * chi-square over its k - 2 degrees of freedom, the dispersion, is above 1), C is multiplied by the dispersion
 * (quasi-binomial), which widens the interval honestly instead of trusting a curve that misses the points. Immutable.
 *
 * @param a           intercept
 * @param b           slope per unit of x
 * @param varA        variance of a
 * @param varB        variance of b
 * @param covAB       covariance of a and b
 * @param breakEven   x0 = -a / b (NaN when b is 0)
 * @param se          standard error of x0 (delta method)
 * @param lower       lower end of the 95% interval of x0
 * @param upper       upper end
 * @param iterations  Newton steps taken
 * @param pearson     Pearson's chi-square of the fit, sum over values of (y - n p)^2 / (n p (1 - p))
 * @param dispersion  max(1, pearson / (k - 2)); 1 when there are only two values
 */
public record LogisticFit(double a, double b, double varA, double varB, double covAB, double breakEven, double se,
        double lower, double upper, int iterations, double pearson, double dispersion) {
    private static final int MAX_ITERATIONS = 100;
    private static final double TOLERANCE = 1e-10;

    /**
     * Fits the model.
     *
     * @param x values of the variable (at least two distinct)
     * @param n trials at each value (positive)
     * @param y successes at each value (0 to n)
     * @throws IllegalArgumentException if the data cannot be fitted: fewer than two distinct values, all successes
     *                                  or all failures, or a perfect separation (no finite maximum)
     */
    public static LogisticFit of(double[] x, double[] n, double[] y) {
        int k = x.length;
        if (n.length != k || y.length != k || k < 2) {
            throw new IllegalArgumentException("need at least two values, with trials and successes for each");
        }
        double total = 0;
        double successes = 0;
        for (int i = 0; i < k; i++) {
            total += n[i];
            successes += y[i];
        }
        if (successes <= 0 || successes >= total) {
            throw new IllegalArgumentException("every trial was a " + (successes <= 0 ? "failure" : "success")
                    + ": no logistic curve fits");
        }
        // Start from a flat curve at the overall rate.
        RealVector beta = new ArrayRealVector(new double[] {Math.log(successes / (total - successes)), 0});
        RealMatrix cov;
        int it = 0;
        boolean converged = false;
        for (; it < MAX_ITERATIONS && !converged; it++) {
            RealMatrix info = new Array2DRowRealMatrix(2, 2);
            RealVector score = new ArrayRealVector(2);
            for (int i = 0; i < k; i++) {
                double p = 1 / (1 + Math.exp(-(beta.getEntry(0) + beta.getEntry(1) * x[i])));
                double w = n[i] * p * (1 - p);
                double r = y[i] - n[i] * p;
                score.addToEntry(0, r);
                score.addToEntry(1, r * x[i]);
                info.addToEntry(0, 0, w);
                info.addToEntry(0, 1, w * x[i]);
                info.addToEntry(1, 0, w * x[i]);
                info.addToEntry(1, 1, w * x[i] * x[i]);
            }
            LUDecomposition lu = new LUDecomposition(info, 1e-300);
            if (!lu.getSolver().isNonSingular()) {
                throw new IllegalArgumentException("the values do not determine a slope (need two distinct values "
                        + "with some wins and some losses)");
            }
            RealVector step = lu.getSolver().solve(score);
            beta = beta.add(step);
            if (Math.abs(beta.getEntry(1)) > 1e6 || Double.isNaN(beta.getEntry(1))) {
                throw new IllegalArgumentException("the outcome is perfectly separated by the variable: no finite "
                        + "logistic fit; try values nearer the break-even");
            }
            converged = step.getLInfNorm() < TOLERANCE * (1 + beta.getLInfNorm());
        }
        if (!converged) {
            throw new IllegalArgumentException("the logistic fit did not converge in " + MAX_ITERATIONS + " steps "
                    + "(the outcome may be perfectly separated by the variable); try values nearer the break-even");
        }
        double a = beta.getEntry(0);
        double b = beta.getEntry(1);
        // Information at the final estimate.
        cov = information(x, n, a, b);
        double pearson = 0;
        for (int i = 0; i < k; i++) {
            double p = 1 / (1 + Math.exp(-(a + b * x[i])));
            double r = y[i] - n[i] * p;
            pearson += r * r / (n[i] * p * (1 - p));
        }
        double dispersion = k > 2 ? Math.max(1, pearson / (k - 2)) : 1;
        double varA = dispersion * cov.getEntry(0, 0);
        double varB = dispersion * cov.getEntry(1, 1);
        double covAB = dispersion * cov.getEntry(0, 1);
        double x0 = b == 0 ? Double.NaN : -a / b;
        double ga = -1 / b;
        double gb = a / (b * b);
        double var = ga * ga * varA + 2 * ga * gb * covAB + gb * gb * varB;
        double se = Math.sqrt(Math.max(0, var));
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        return new LogisticFit(a, b, varA, varB, covAB, x0, se, x0 - z * se, x0 + z * se, it, pearson,
                dispersion);
    }

    private static RealMatrix information(double[] x, double[] n, double a, double b) {
        RealMatrix info = new Array2DRowRealMatrix(2, 2);
        for (int i = 0; i < x.length; i++) {
            double p = 1 / (1 + Math.exp(-(a + b * x[i])));
            double w = n[i] * p * (1 - p);
            info.addToEntry(0, 0, w);
            info.addToEntry(0, 1, w * x[i]);
            info.addToEntry(1, 0, w * x[i]);
            info.addToEntry(1, 1, w * x[i] * x[i]);
        }
        return new LUDecomposition(info, 1e-300).getSolver().getInverse();
    }

    /** The fitted probability at {@code x}. */
    public double probability(double x) {
        return 1 / (1 + Math.exp(-(a + b * x)));
    }

    /**
     * Whether the fit has a break-even to speak of: the slope differs from 0 beyond its 95% interval. When it does
     * not, the outcome does not move measurably with the variable over the values played, -a / b is a ratio over a
     * denominator that may be 0, and the delta method's interval (which assumes b well away from 0) means nothing: the
     * exact (Fieller) interval of the break-even is then unbounded.
     */
    public boolean hasBreakEven() {
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        return Math.abs(b) > z * Math.sqrt(varB);
    }

    /** The 95% interval of the slope, {@code {lower, upper}}. */
    public double[] slopeInterval() {
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        return new double[] {b - z * Math.sqrt(varB), b + z * Math.sqrt(varB)};
    }

    /** Whether two fits' break-even values agree: their difference is within 1.96 of its standard error. */
    public boolean agreesWith(LogisticFit other) {
        double z = new NormalDistribution().inverseCumulativeProbability(1 - (1 - WinRate.CONFIDENCE) / 2);
        return Math.abs(breakEven - other.breakEven) <= z * Math.hypot(se, other.se);
    }

    /**
     * A logistic regression on several variables, P(x) = 1 / (1 + exp(-(b_0 + b_1 x_1 + ... + b_m x_m))), fitted as
     * {@link #of} fits one: maximum likelihood on grouped counts by Newton-Raphson, with the covariance of the
     * coefficients (the inverse information) multiplied by the quasi-binomial dispersion when the fit misses the
     * observed rates by more than binomial noise allows. Immutable.
     *
     * @param beta        the coefficients, b_0 (the intercept) first
     * @param cov         their covariance matrix, already multiplied by {@code dispersion}
     * @param iterations  Newton steps taken
     * @param pearson     Pearson's chi-square over the groups
     * @param dispersion  max(1, pearson / (groups - coefficients)); 1 when there are no more groups than coefficients
     * @param groups      groups (rows) fitted
     */
    public record Model(double[] beta, double[][] cov, int iterations, double pearson, double dispersion,
            int groups) {
        /** The fitted probability at {@code x} (without the leading 1). */
        public double probability(double[] x) {
            double eta = beta[0];
            for (int j = 0; j < x.length; j++) {
                eta += beta[j + 1] * x[j];
            }
            return 1 / (1 + Math.exp(-eta));
        }
    }

    /**
     * Fits P = 1 / (1 + exp(-(b_0 + sum_j b_j x[g][j]))) to grouped counts: {@code y[g]} successes (fractional
     * allowed) of {@code n[g]} trials at the values {@code x[g]} (one row per group, without the leading 1).
     *
     * @throws IllegalArgumentException if the data cannot be fitted: no trials, all successes or all failures, values
     *                                  that do not determine the coefficients (a constant or collinear column), or a
     *                                  perfect separation (no finite maximum)
     */
    public static Model fit(double[][] x, double[] n, double[] y) {
        int k = x.length;
        if (n.length != k || y.length != k || k < 1) {
            throw new IllegalArgumentException("need at least one group, with trials and successes for each");
        }
        int m = x[0].length + 1;
        double total = 0;
        double successes = 0;
        for (int g = 0; g < k; g++) {
            total += n[g];
            successes += y[g];
        }
        if (successes <= 0 || successes >= total) {
            throw new IllegalArgumentException("every trial was a " + (successes <= 0 ? "failure" : "success")
                    + ": no logistic model fits");
        }
        double[] beta = new double[m];
        beta[0] = Math.log(successes / (total - successes));
        int it = 0;
        boolean converged = false;
        RealMatrix inverse = null;
        double[] row = new double[m];
        for (; it < MAX_ITERATIONS && !converged; it++) {
            // Summed in plain arrays (the same additions in the same order as RealMatrix.addToEntry, without its
            // bounds checks), then handed to Commons Math for the solve.
            double[][] infoSum = new double[m][m];
            double[] scoreSum = new double[m];
            for (int g = 0; g < k; g++) {
                double p = fitted(beta, x[g], row);
                double w = n[g] * p * (1 - p);
                double r = y[g] - n[g] * p;
                for (int i = 0; i < m; i++) {
                    scoreSum[i] += r * row[i];
                    double[] infoRow = infoSum[i];
                    for (int j = 0; j < m; j++) {
                        infoRow[j] += w * row[i] * row[j];
                    }
                }
            }
            RealMatrix info = new Array2DRowRealMatrix(infoSum, false);
            RealVector score = new ArrayRealVector(scoreSum, false);
            LUDecomposition lu = new LUDecomposition(info, 1e-12);
            if (!lu.getSolver().isNonSingular()) {
                throw new IllegalArgumentException("the values do not determine every coefficient (a constant "
                        + "column, or columns that are linear combinations of each other)");
            }
            RealVector step = lu.getSolver().solve(score);
            double largest = 0;
            for (int j = 0; j < m; j++) {
                beta[j] += step.getEntry(j);
                largest = Math.max(largest, Math.abs(beta[j]));
            }
            if (largest > 1e6 || Double.isNaN(largest)) {
                throw new IllegalArgumentException("the outcome is perfectly separated by the values: no finite "
                        + "logistic fit");
            }
            converged = step.getLInfNorm() < TOLERANCE * (1 + largest);
            inverse = lu.getSolver().getInverse();
        }
        if (!converged) {
            throw new IllegalArgumentException("the logistic fit did not converge in " + MAX_ITERATIONS + " steps "
                    + "(the outcome may be perfectly separated by the values)");
        }
        double pearson = 0;
        double[][] infoSum = new double[m][m];
        for (int g = 0; g < k; g++) {
            double p = fitted(beta, x[g], row);
            double w = n[g] * p * (1 - p);
            double r = y[g] - n[g] * p;
            pearson += r * r / w;
            for (int i = 0; i < m; i++) {
                double[] infoRow = infoSum[i];
                for (int j = 0; j < m; j++) {
                    infoRow[j] += w * row[i] * row[j];
                }
            }
        }
        LUDecomposition lu = new LUDecomposition(new Array2DRowRealMatrix(infoSum, false), 1e-12);
        if (lu.getSolver().isNonSingular()) {
            inverse = lu.getSolver().getInverse();
        }
        double dispersion = k > m ? Math.max(1, pearson / (k - m)) : 1;
        double[][] cov = inverse.scalarMultiply(dispersion).getData();
        return new Model(beta, cov, it, pearson, dispersion, k);
    }

    /**
     * The fitted chance of a group with values {@code xg}: the logistic of the intercept plus {@code beta} times the
     * values. {@code row} is scratch of the coefficients' length; it holds 1 then {@code xg} afterwards.
     */
    private static double fitted(double[] beta, double[] xg, double[] row) {
        row[0] = 1;
        System.arraycopy(xg, 0, row, 1, row.length - 1);
        double eta = 0;
        for (int j = 0; j < row.length; j++) {
            eta += beta[j] * row[j];
        }
        return 1 / (1 + Math.exp(-eta));
    }
}
