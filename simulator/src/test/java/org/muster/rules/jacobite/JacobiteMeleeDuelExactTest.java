package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link JacobiteOdds#meleeDuel} against the rule played out by brute force: every face of every die of both sides
 * and every choice of opponent for each surplus die (a random die of the smaller side, each surplus die its own draw,
 * as {@code Melee.compare}), each outcome weighted alike; die i of A against die i of B is a random pairing because
 * the dice are independent. Small armies only (at most 6^5 x 4 outcomes), both sides larger in turn, with modifiers
 * that make ties, sure hits and sure misses. Exact up to rounding (1e-12): no false failures. Also the size the odds
 * command allows, 40 v 40, whose distribution must sum to one and be symmetric.
 */
class JacobiteMeleeDuelExactTest {
    private static final int[][] CASES = {
        // nA, nB, modA, modB, sides
        {1, 1, 0, 0, 6}, {2, 1, 1, 0, 6}, {1, 3, 0, 2, 6}, {3, 2, 2, 0, 6}, {2, 3, 0, 0, 6}, {3, 2, -1, 1, 4},
        {2, 4, 0, 1, 4}, {4, 1, 0, 0, 6}, {3, 3, 3, 0, 4}, {1, 2, 0, 6, 6}, {4, 2, 0, 1, 3},
    };

    @Test
    void matchesEveryOutcomeEnumerated() {
        for (int[] c : CASES) {
            final double[][] exact = JacobiteOdds.meleeDuel(c[0], c[1], c[2], c[3], c[4]);
            final double[][] brute = brute(c[0], c[1], c[2], c[3], c[4]);
            for (int i = 0; i <= c[0]; i++) {
                for (int j = 0; j <= c[1]; j++) {
                    assertEquals(brute[i][j], exact[i][j], 1e-12, java.util.Arrays.toString(c) + " at " + i + "," + j);
                }
            }
        }
    }

    @Test
    void theLargestSizeTheOddsCommandTakes_isADistribution() {
        final double[][] j = JacobiteOdds.meleeDuel(40, 40, 2, 2);
        double total = 0;
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                total += j[a][b];
                assertEquals(j[a][b], j[b][a], 1e-12, "equal sides: P(A=" + a + ", B=" + b + ") symmetric");
            }
        }
        assertEquals(1, total, 1e-9);
        // Equal modifiers on d6: each die scores with 15/36, so E[hits] = 40 x 15/36.
        double mean = 0;
        for (int a = 0; a <= 40; a++) {
            for (int b = 0; b <= 40; b++) {
                mean += a * j[a][b];
            }
        }
        assertEquals(40 * 15.0 / 36, mean, 1e-9);
        final double[][] uneven = JacobiteOdds.meleeDuel(40, 13, 0, 1, 6);
        double sum = 0;
        for (double[] row : uneven) {
            for (double v : row) {
                assertTrue(v >= 0);
                sum += v;
            }
        }
        assertEquals(1, sum, 1e-9);
    }

    /** Joint P(A hits i, B hits j) by enumerating all faces and all surplus opponents. */
    private static double[][] brute(int nA, int nB, int modA, int modB, int sides) {
        final double[][] joint = new double[nA + 1][nB + 1];
        final int m = Math.min(nA, nB);
        final int surplus = Math.abs(nA - nB);
        final int[] dice = new int[nA + nB];
        final int[] pick = new int[surplus];
        long outcomes = 1;
        for (int k = 0; k < nA + nB; k++) {
            outcomes *= sides;
        }
        long picks = 1;
        for (int k = 0; k < surplus; k++) {
            picks *= m;
        }
        final double w = 1.0 / outcomes / picks;
        for (long o = 0; o < outcomes; o++) {
            long r = o;
            for (int k = 0; k < nA + nB; k++) {
                dice[k] = (int) (r % sides) + 1;
                r /= sides;
            }
            for (long q = 0; q < picks; q++) {
                long rq = q;
                for (int k = 0; k < surplus; k++) {
                    pick[k] = (int) (rq % m);
                    rq /= m;
                }
                int ha = 0;
                int hb = 0;
                for (int i = 0; i < m; i++) {
                    final int va = dice[i] + modA;
                    final int vb = dice[nA + i] + modB;
                    ha += va > vb ? 1 : 0;
                    hb += vb > va ? 1 : 0;
                }
                for (int i = m; i < nA; i++) {
                    ha += dice[i] + modA > dice[nA + pick[i - m]] + modB ? 1 : 0;
                }
                for (int i = m; i < nB; i++) {
                    hb += dice[nA + i] + modB > dice[pick[i - m]] + modA ? 1 : 0;
                }
                joint[ha][hb] += w;
            }
        }
        return joint;
    }
}
