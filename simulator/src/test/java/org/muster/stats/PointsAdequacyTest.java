package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/**
 * The model checks of a points table on battles simulated from planted models: an additive truth passes both, a truth
 * where one type is worth more against another (a cross-side interaction) is rejected, and the richer model then
 * predicts a pair of lists the additive table gets wrong. Fixed seeds; the false-failure rates stated are those of a
 * fresh seed.
 */
class PointsAdequacyTest {
    private static final String[] TYPES = {"regular", "veteran", "gun"};
    private static final double[] BETA = {0.20, 0.30, 0.50};

    private record Data(double[][] c0, double[][] c1, double[][] d, double[] n, double[] y) {
    }

    /** Battles with counts drawn uniformly per side; {@code cross} is the planted gun-against-regulars term. */
    private static Data simulate(long seed, int battles, double cross) {
        UniformRandomProvider rng = RandomSource.XO_SHI_RO_256_PP.create(seed);
        Data data = new Data(new double[battles][3], new double[battles][3], new double[battles][3],
                new double[battles], new double[battles]);
        for (int i = 0; i < battles; i++) {
            double eta = 0;
            for (int t = 0; t < 3; t++) {
                int hi = t == 0 ? 5 : 2;
                data.c0[i][t] = rng.nextInt(hi + 1);
                data.c1[i][t] = rng.nextInt(hi + 1);
                data.d[i][t] = data.c0[i][t] - data.c1[i][t];
                eta += BETA[t] * data.d[i][t];
            }
            // A gun is worth more the more regulars it faces: n0_gun n1_regular - n1_gun n0_regular.
            eta += cross * (data.c0[i][2] * data.c1[i][0] - data.c1[i][2] * data.c0[i][0]);
            double p = 1 / (1 + Math.exp(-eta));
            data.y[i] = rng.nextDouble() < p ? 1 : 0;
            data.n[i] = 1;
        }
        return data;
    }

    private static PointsAdequacy check(Data data) {
        PointsFit fit = PointsFit.of(TYPES, data.d, data.n, data.y, 0, 10, new double[] {Double.NaN, Double.NaN,
            Double.NaN});
        return PointsAdequacy.of(fit, data.c0, data.c1, data.n, data.y);
    }

    /**
     * An additive truth: the likelihood-ratio and Hosmer-Lemeshow p-values are uniform, so each is below 0.05 with
     * probability 0.05 for a fresh seed (this seed passes; false failure about 1 in 10 for the pair).
     */
    @Test
    void of_additiveTruth_fits() {
        PointsAdequacy a = check(simulate(21, 8000, 0));
        assertFalse(a.rejected(), "HL p " + a.hlP() + ", LR p " + a.lrP());
        assertEquals(PointsAdequacy.ADDITIVE_FITS, a.verdict());
        assertEquals(10, a.hlGroups());
        // Squares of 0..5 and 0..2 counts, same-side and cross-side products of three types: all separable here.
        assertEquals(9, a.terms().size(), a.terms().toString());
        assertTrue(a.terms().contains("regular~gun"), a.terms().toString());
    }

    /**
     * A planted cross-side term of 0.06 per gun per regular faced: over 8000 battles its z is about 6, so the test
     * rejects the additive model for all but about 1 seed in 10^6, and names that term the strongest.
     */
    @Test
    void of_interactionTruth_rejectsAdditiveAndPredictsThePair() {
        Data data = simulate(22, 8000, 0.06);
        PointsAdequacy a = check(data);
        assertTrue(a.rejected(), "LR p " + a.lrP());
        assertEquals(PointsAdequacy.ADDITIVE_REJECTED, a.verdict());
        assertTrue(a.lrP() < 1e-3 && Math.abs(a.strongestZ()) > 4, "LR p " + a.lrP() + " z " + a.strongestZ());
        assertEquals("regular~gun", a.strongest());
        assertTrue(a.aicRich() < a.aicAdditive());
        // Two guns and a regular against five regulars: the truth is far from what the additive table says.
        double[] x = {1, 0, 2};
        double[] z = {5, 0, 0};
        double eta = BETA[0] * -4 + BETA[2] * 2 + 0.06 * (2 * 5 - 0);
        double truth = 1 / (1 + Math.exp(-eta));
        assertEquals(truth, a.probability(x, z), 0.06);
    }

    @Test
    void hosmerLemeshow_perfectFit_isZero() {
        double[] p = {0.2, 0.4, 0.6, 0.8};
        double[] n = {10, 10, 10, 10};
        double[] y = {2, 4, 6, 8};
        double[] hl = PointsAdequacy.hosmerLemeshow(p, n, y);
        assertEquals(0, hl[0], 1e-12);
        assertEquals(4, hl[1]);
        assertEquals(1, hl[2], 1e-12);
    }
}
