package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

/** The baseline drift tests against known values. */
class DriftTest {
    @Test
    void rates_identical_pOne_knownZ() {
        assertEquals(1.0, Drift.rates(40, 100, 40, 100));
        assertEquals(1.0, Drift.rates(20, 50, 40, 100));
        // 50/100 vs 70/100: pooled 0.6, se sqrt(0.24 * 0.02), z = 2.886751, two-sided p = 0.0038924.
        assertEquals(0.0038924, Drift.rates(50, 100, 70, 100), 1e-6);
    }

    @Test
    void means_identical_pOne_matchesCommonsWelch() {
        assertEquals(1.0, Drift.means(3.5, 1, 10, 3.5, 2, 20));
        double expected = new TTest().tTest(new StatisticalSummaryValues(10, 4, 50, 0, 0, 500),
                new StatisticalSummaryValues(11, 9, 60, 0, 0, 660));
        assertEquals(expected, Drift.means(10, 2, 50, 11, 3, 60), 1e-12);
    }
}
