package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The balanced-lists check's choice of pairs ({@link PointsCommand#pairs}), on small hand-made army lists. */
class PointsPairsTest {
    private static final double[][] ARMIES = {{3, 0}, {1, 1}, {0, 2}, {2, 1}};
    /** regular = 10, veteran = 15: 30, 25, 30 and 35 points. */
    private static final double[] POINTS = {30, 25, 30, 35};

    @Test
    void pairs_equalPoints_mostDifferentFirst_thenMedianAndLowerQuartile() {
        List<int[]> p = org.muster.balance.PointsWorkflow.pairs(POINTS, ARMIES, POINTS, ARMIES, 0, 0.1);
        // Equal and different: (0, 2) and (2, 0), 5 units apart each; the mirrors (i, i) are never chosen.
        assertEquals(2, p.size());
        assertArrayEquals(new int[] {0, 2}, p.get(0));
        assertArrayEquals(new int[] {2, 0}, p.get(1));
    }

    @Test
    void pairs_sideTermCounted() {
        // Side 0's position is worth 5 points: 25 + 5 = 30 and 30 + 5 = 35 are equal.
        List<int[]> p = org.muster.balance.PointsWorkflow.pairs(POINTS, ARMIES, POINTS, ARMIES, 5, 0.1);
        assertArrayEquals(new int[] {1, 0}, p.get(0), "most different: {1,1} vs {3,0}, 3 units apart");
        for (int[] pair : p) {
            assertEquals(POINTS[pair[0]] + 5, POINTS[pair[1]], 0.1);
        }
    }

    @Test
    void pairs_noneWithinTolerance_closestPairThatDiffers_notAMirror() {
        double[][] a0 = {{3, 0}, {1, 1}};
        double[] p0 = {30, 25};
        double[][] a1 = {{3, 0}, {0, 2}};
        double[] p1 = {30.0, 32.5};
        // (0, 0) is a mirror at gap 0; (1, 0) differs at gap 5; (0, 1) differs at gap 2.5: the closest that differs.
        List<int[]> p = org.muster.balance.PointsWorkflow.pairs(p0, a0, p1, a1, 0, 0.1);
        assertEquals(1, p.size());
        assertArrayEquals(new int[] {0, 1}, p.get(0));
    }

    @Test
    void pairs_noTwoMixesDiffer_closestMirror() {
        double[][] a = {{3, 0}};
        List<int[]> p = org.muster.balance.PointsWorkflow.pairs(new double[] {30}, a, new double[] {30}, a, 1, 0.1);
        assertEquals(1, p.size());
        assertArrayEquals(new int[] {0, 0}, p.get(0));
    }
}
