package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

final class DistributionTest {
    /**
     * Values {0, 0, 1, 1, 1, 3, 3, 3, 3, 3}: n = 10, mean 18 / 10 = 1.8; sample variance
     * (2 * 1.8^2 + 3 * 0.8^2 + 5 * 1.2^2) / 9 = 15.6 / 9 = 1.733333, sd 1.316561. Nearest rank ceil(p * n / 100):
     * p5 rank 1 -> 0, p25 rank 3 -> 1, p50 rank 5 -> 1, p75 rank 8 -> 3, p95 rank 10 -> 3.
     */
    @Test
    void of_smallHistogram_matchesHandComputedValues() {
        Distribution d = Distribution.of(new long[] {2, 3, 0, 5, 0});
        assertEquals(10, d.count());
        assertEquals(1.8, d.mean(), 1e-12);
        assertEquals(1.316561, d.sd(), 1e-6);
        assertEquals(0, d.p5());
        assertEquals(1, d.p25());
        assertEquals(1, d.p50());
        assertEquals(3, d.p75());
        assertEquals(3, d.p95());
        assertEquals(0, d.min());
        assertEquals(3, d.max());
    }

    /** 100 battles with values 1..100 once each: the p-th nearest-rank percentile is p itself. */
    @Test
    void percentile_oneToHundred_isThePercent() {
        long[] h = new long[101];
        for (int v = 1; v <= 100; v++) {
            h[v] = 1;
        }
        Distribution d = Distribution.of(h);
        for (int p = 1; p <= 100; p++) {
            assertEquals(p, d.percentile(p));
        }
        assertEquals(50.5, d.mean(), 1e-12);
    }

    /** Ranks land exactly on cumulative-count boundaries: 4 values 0 and 16 values 7; rank ceil(25 * 20 / 100) = 5. */
    @Test
    void percentile_rankOnBoundary() {
        Distribution d = Distribution.of(new long[] {4, 0, 0, 0, 0, 0, 0, 16});
        assertEquals(0, d.p5());
        assertEquals(7, d.p25());
        Distribution e = Distribution.of(new long[] {5, 0, 0, 0, 0, 0, 0, 15});
        assertEquals(0, e.p25());
        assertEquals(7, e.percentile(26));
    }

    @Test
    void of_singleBattleAndEmpty() {
        Distribution one = Distribution.of(new long[] {0, 0, 1});
        assertEquals(2.0, one.mean(), 0.0);
        assertEquals(0.0, one.sd(), 0.0);
        assertEquals(2, one.p5());
        Distribution none = Distribution.of(new long[] {0, 0});
        assertTrue(none.isEmpty());
        assertTrue(Double.isNaN(none.mean()));
        assertEquals(-1, none.p50());
        assertEquals(-1, none.max());
    }
}
