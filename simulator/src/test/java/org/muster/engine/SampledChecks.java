package org.muster.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checks every rule set's sampled-against-exact tests make, at one false-failure rate: each asserts at a two-sided
 * alpha of 1e-8 (a test class making a few hundred checks fails a correct engine with probability below 1e-5 by
 * Bonferroni; the seeds are fixed, so with a correct engine the tests are deterministic).
 */
public final class SampledChecks {
    /** The Wilson interval's z for a two-sided alpha of 1e-8. */
    public static final double Z = 5.73;
    /** Cells expected fewer times than this are checked by the exact Poisson tail, not the Wilson interval. */
    public static final double RARE = 5;

    private SampledChecks() {
    }

    /** The exact probability {@code p} lies inside the Wilson score interval of {@code hits} in {@code n}. */
    public static void assertWilson(double p, long hits, long n, String what) {
        double ph = (double) hits / n;
        double z2 = Z * Z;
        double centre = (ph + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z / (1 + z2 / n) * Math.sqrt(ph * (1 - ph) / n + z2 / (4.0 * n * n));
        assertTrue(p >= centre - half - 1e-12 && p <= centre + half + 1e-12, what + ": exact " + p + ", sampled " + ph
                + " of " + n + " (interval " + (centre - half) + " .. " + (centre + half) + ")");
    }

    /**
     * A rare cell (expected count {@code lambda} below {@link #RARE}): the Wilson interval is far too narrow there (one
     * sighting of a 1-in-2.6-million cell in 40,000 samples falls outside it), so the check is the exact Poisson upper
     * tail, P(X >= seen) at least 1e-8; the lower tail cannot fail (P(X = 0) = exp(-lambda) > 0.006).
     */
    public static void assertPoissonUpper(double lambda, long seen, String what) {
        double term = Math.exp(-lambda);
        double below = 0;
        for (long i = 0; i < seen; i++) {
            below += term;
            term *= lambda / (i + 1);
        }
        double tail = Math.max(0, 1 - below);
        assertTrue(seen == 0 || tail >= 1e-8, what + ": expected " + lambda + ", seen " + seen + " (P(X >= seen) "
                + tail + ")");
    }

    /** A cell of {@code n} samples: the Poisson tail when it is rare, else the Wilson interval. */
    public static void assertCell(double p, long seen, long n, String what) {
        if (n * p < RARE) {
            assertPoissonUpper(n * p, seen, what);
        } else {
            assertWilson(p, seen, n, what);
        }
    }
}
