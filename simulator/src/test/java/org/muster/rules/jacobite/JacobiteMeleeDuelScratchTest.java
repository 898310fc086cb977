package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The allocation-free melee duel (issue 19: a player may score a charge by its melee odds only if the odds allocate
 * nothing per decision): the same numbers as the allocating form to the last bit, with one scratch reused over sizes
 * and modifiers in any order, and no bytes allocated once the scratch exists. Exact comparisons: no false failures.
 */
class JacobiteMeleeDuelScratchTest {
    private static final int[][] SIZES = {{0, 3}, {3, 0}, {1, 1}, {2, 5}, {5, 2}, {6, 6}, {8, 3}, {3, 12}, {12, 12},
        {16, 10}};

    @Test
    void reusedScratch_givesTheAllocatingFormsNumbersToTheLastBit() {
        JacobiteOdds.DuelScratch scratch = new JacobiteOdds.DuelScratch(16, 6);
        double[][] joint = new double[17][17];
        for (int k = SIZES.length - 1; k >= 0; k--) {
            final int[] n = SIZES[k];
            for (int modA = -2; modA <= 3; modA++) {
                for (int modB = -2; modB <= 2; modB += 2) {
                    // A used joint: the cells of the result are overwritten whatever they held.
                    for (double[] row : joint) {
                        java.util.Arrays.fill(row, 0.25);
                    }
                    JacobiteOdds.meleeDuel(n[0], n[1], modA, modB, joint, scratch);
                    final double[][] fresh = JacobiteOdds.meleeDuel(n[0], n[1], modA, modB, 6);
                    for (int i = 0; i <= n[0]; i++) {
                        for (int j = 0; j <= n[1]; j++) {
                            assertEquals(Double.doubleToRawLongBits(fresh[i][j]),
                                    Double.doubleToRawLongBits(joint[i][j]),
                                    n[0] + " v " + n[1] + " " + modA + "/" + modB + " at " + i + "," + j);
                        }
                    }
                }
            }
        }
    }

    @Test
    void steadyState_allocatesNothing() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        JacobiteOdds.DuelScratch scratch = new JacobiteOdds.DuelScratch(12, 6);
        double[][] joint = new double[13][13];
        double sum = 0;
        for (int rep = 0; rep < 3; rep++) {
            final long id = Thread.currentThread().getId();
            final long before = bean.getThreadAllocatedBytes(id);
            for (int a = 0; a <= 12; a += 3) {
                for (int b = 1; b <= 12; b += 4) {
                    JacobiteOdds.meleeDuel(a, b, 3, 1, joint, scratch);
                    sum += joint[a][0];
                }
            }
            final long bytes = bean.getThreadAllocatedBytes(id) - before;
            if (rep == 2) {
                assertEquals(0, bytes, "bytes allocated by 20 duels after two warm-up rounds");
            }
        }
        assertEquals(true, sum > 0);
    }

    @Test
    void aScratchTooSmall_isRefused() {
        JacobiteOdds.DuelScratch scratch = new JacobiteOdds.DuelScratch(4, 6);
        assertThrows(IllegalArgumentException.class,
                () -> JacobiteOdds.meleeDuel(5, 2, 0, 0, new double[6][3], scratch));
    }
}
