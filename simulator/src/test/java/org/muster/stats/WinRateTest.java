package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.stat.interval.WilsonScoreInterval;
import org.junit.jupiter.api.Test;

final class WinRateTest {
    /**
     * 7 wins in 10 battles, by hand: z = 1.959964, z^2 = 3.841459; centre = (0.7 + z^2 / 20) / (1 + z^2 / 10)
     * = 0.892073 / 1.384146 = 0.644493; half-width = z * sqrt(0.7 * 0.3 / 10 + z^2 / 400) / 1.384146
     * = 1.959964 * 0.174939 / 1.384146 = 0.247715; so [0.396778, 0.892209].
     */
    @Test
    void of_sevenOfTen_matchesHandComputedWilson() {
        WinRate w = WinRate.of(7, 10);
        assertEquals(0.7, w.rate(), 0.0);
        assertEquals(0.396778, w.lower(), 1e-6);
        assertEquals(0.892209, w.upper(), 1e-6);
        assertEquals(0.247715, w.halfWidth(), 1e-6);
    }

    @Test
    void of_noneOrAll_staysWithinZeroOne() {
        WinRate none = WinRate.of(0, 25);
        assertEquals(0.0, none.lower(), 1e-12);
        assertTrue(none.upper() > 0.1 && none.upper() < 0.15, "upper " + none.upper());
        WinRate all = WinRate.of(25, 25);
        assertTrue(all.upper() <= 1.0 && all.upper() > 0.999999, "upper " + all.upper());
    }

    @Test
    void wilsonLong_agreesWithCommonsMathWhereBothApply() {
        int n = (int) WinRate.COMMONS_MATH_MAX_TRIALS;
        for (int k : new int[] {0, 1, 12345, n / 3, n - 1, n}) {
            var ci = new WilsonScoreInterval().createInterval(n, k, 0.95);
            double[] mine = WinRate.wilsonLong(k, n, 0.95);
            assertEquals(ci.getLowerBound(), mine[0], 0.0);
            assertEquals(ci.getUpperBound(), mine[1], 0.0);
        }
        var small = new WilsonScoreInterval().createInterval(1000, 300, 0.95);
        assertEquals(small.getLowerBound(), WinRate.wilsonLong(300, 1000, 0.95)[0], 0.0);
    }

    @Test
    void of_beyondIntTrials_isSane() {
        long n = 10_000_000_000L;
        WinRate w = WinRate.of(n / 4, n);
        assertEquals(0.25, w.rate(), 0.0);
        assertTrue(w.lower() < 0.25 && w.upper() > 0.25);
        assertEquals(1.959964 * Math.sqrt(0.25 * 0.75 / n), w.halfWidth(), 1e-9);
    }

    @Test
    void of_rejectsImpossibleCounts() {
        assertThrows(IllegalArgumentException.class, () -> WinRate.of(1, 0));
        assertThrows(IllegalArgumentException.class, () -> WinRate.of(11, 10));
    }
}
