package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.rules.hardtack.HardtackCodes.D10;
import static org.muster.rules.hardtack.HardtackCodes.D12;
import static org.muster.rules.hardtack.HardtackCodes.D4;
import static org.muster.rules.hardtack.HardtackCodes.D6;
import static org.muster.rules.hardtack.HardtackCodes.D8;

import org.junit.jupiter.api.Test;

/** Die mechanics (shared/rules/hardtack.md section 1) and the appendix tables A.1, A.2, 10.1 and A.5. */
class HardtackDiceTest {
    private static final double PRINTED = 0.0005 + 1e-9;

    @Test
    void shiftClosed_discardsExcessAtBothEnds() {
        assertEquals(D6, HardtackDice.shiftClosed(D4, 1));
        assertEquals(D12, HardtackDice.shiftClosed(D10, 3));
        assertEquals(D4, HardtackDice.shiftClosed(D6, -4));
        assertEquals(D8, HardtackDice.shiftClosed(D8, 0));
    }

    @Test
    void openOverflow_countsStepsBeyondTheLadder() {
        assertEquals(0, HardtackDice.openOverflow(D8, 2));
        assertEquals(2, HardtackDice.openOverflow(D12, 2));
        assertEquals(1, HardtackDice.openOverflow(D10, 2));
        assertEquals(-1, HardtackDice.openOverflow(D4, -1));
    }

    @Test
    void nearestUp_roundsUpWithinD4ToD12() {
        assertEquals(D4, HardtackDice.nearestUp(1));
        assertEquals(D4, HardtackDice.nearestUp(2.5));
        assertEquals(D4, HardtackDice.nearestUp(4));
        assertEquals(D6, HardtackDice.nearestUp(5));
        assertEquals(D8, HardtackDice.nearestUp(7));
        assertEquals(D10, HardtackDice.nearestUp(10));
        assertEquals(D12, HardtackDice.nearestUp(11));
        assertEquals(D12, HardtackDice.nearestUp(30));
    }

    @Test
    void nearestUpCount_isNearestUpOfEveryWholeCount() {
        for (int count = -3; count <= 40; count++) {
            assertEquals(HardtackDice.nearestUp(count), HardtackDice.nearestUpCount(count), "count " + count);
        }
        assertEquals(D6, HardtackDice.nearestUpCount(5));
        assertEquals(D12, HardtackDice.nearestUpCount(13));
    }

    @Test
    void exceeds_tiesFail() {
        assertFalse(HardtackDice.exceeds(4, 4));
        assertTrue(HardtackDice.exceeds(5, 4));
    }

    /** Appendix A.1, rows = opponent, columns = actor. */
    @Test
    void pOpposed_matchesAppendixA1() {
        double[][] a1 = {
            {.375, .583, .688, .750, .792},
            {.250, .417, .562, .650, .708},
            {.188, .312, .438, .550, .625},
            {.150, .250, .350, .450, .542},
            {.125, .208, .292, .375, .458},
        };
        for (int opp = D4; opp <= D12; opp++) {
            for (int act = D4; act <= D12; act++) {
                assertEquals(a1[opp][act], HardtackDice.pOpposed(act, opp), PRINTED, "actor " + act + " opp " + opp);
            }
        }
    }

    /** Appendix A.2, rows = impact, columns = armour, wound/kill. */
    @Test
    void impact_matchesAppendixA2() {
        double[][][] a2 = {
            {{.250, .125}, {.167, .083}, {.125, .062}, {.100, .050}, {.083, .042}},
            {{.333, .250}, {.250, .167}, {.188, .125}, {.150, .100}, {.125, .083}},
            {{.312, .375}, {.312, .250}, {.250, .188}, {.200, .150}, {.167, .125}},
            {{.250, .500}, {.317, .333}, {.300, .250}, {.250, .200}, {.208, .167}},
            {{.208, .583}, {.292, .417}, {.312, .312}, {.292, .250}, {.250, .208}},
        };
        double[] wk = new double[2];
        for (int imp = D4; imp <= D12; imp++) {
            for (int arm = D4; arm <= D12; arm++) {
                HardtackDice.impact(imp, arm, 0, 2, wk);
                assertEquals(a2[imp][arm][0], wk[0], PRINTED, "wound " + imp + "/" + arm);
                assertEquals(a2[imp][arm][1], wk[1], PRINTED, "kill " + imp + "/" + arm);
            }
        }
        // Musket in soft cover: 58.3 / 25.0 / 16.7; fortification (armour +3 from D4 = D10): 75.0 / 15.0 / 10.0.
        HardtackDice.impact(D6, D4, 1, 2, wk);
        assertEquals(.250, wk[0], PRINTED);
        assertEquals(.167, wk[1], PRINTED);
        HardtackDice.impact(D6, D4, 3, 2, wk);
        assertEquals(.150, wk[0], PRINTED);
        assertEquals(.100, wk[1], PRINTED);
    }

    /** Open shift of armour beyond D12 lowers the impact die: D10 armour +2 is D12 and impact D6 drops to D4. */
    @Test
    void impact_armourOverflowShiftsImpactDown() {
        double[] shifted = new double[2];
        double[] plain = new double[2];
        HardtackDice.impact(D6, D10, 2, 2, shifted);
        HardtackDice.impact(D4, D12, 0, 2, plain);
        assertEquals(plain[0], shifted[0], 1e-12);
        assertEquals(plain[1], shifted[1], 1e-12);
    }

    /** SG2 impact example (B.7): D10 vs D6 rolls 3/5 none, 6/5 wound, 9/4 kill. */
    @Test
    void impactOutcome_bookExample() {
        assertEquals(0, HardtackDice.impactOutcome(3, 5, 2));
        assertEquals(1, HardtackDice.impactOutcome(6, 5, 2));
        assertEquals(2, HardtackDice.impactOutcome(9, 4, 2));
        assertEquals(1, HardtackDice.impactOutcome(8, 4, 2));
    }

    /** Section 10.1 table, T = 1..7, P(pass)/P(-1)/P(-2), printed to two places. */
    @Test
    void confidence_matchesSection101Table() {
        double[][][] t = {
            {{.75, .25, 0}, {.83, .17, 0}, {.88, .12, 0}, {.90, .10, 0}, {.92, .08, 0}},
            {{.50, .25, .25}, {.67, .17, .17}, {.75, .12, .12}, {.80, .10, .10}, {.83, .08, .08}},
            {{.25, .50, .25}, {.50, .33, .17}, {.62, .25, .12}, {.70, .20, .10}, {.75, .17, .08}},
            {{0, .50, .50}, {.33, .33, .33}, {.50, .25, .25}, {.60, .20, .20}, {.67, .17, .17}},
            {{0, .50, .50}, {.17, .50, .33}, {.38, .38, .25}, {.50, .30, .20}, {.58, .25, .17}},
            {{0, .25, .75}, {0, .50, .50}, {.25, .38, .38}, {.40, .30, .30}, {.50, .25, .25}},
            {{0, .25, .75}, {0, .50, .50}, {.12, .50, .38}, {.30, .40, .30}, {.42, .33, .25}},
        };
        double[] r = new double[3];
        for (int target = 1; target <= 7; target++) {
            for (int die = D4; die <= D12; die++) {
                HardtackDice.confidence(die, target, r);
                for (int k = 0; k < 3; k++) {
                    // Two printed places; .125 is printed .12 or .13, .375 as .38: allow half a unit plus a hair.
                    assertEquals(t[target - 1][die][k], r[k], 0.0051, "T " + target + " die " + die + " k " + k);
                }
                assertEquals(1, r[0] + r[1] + r[2], 1e-12);
            }
        }
    }

    /** SG2 confidence example (B.7): Regular LV2 at TL 2: 5+ holds, 3-4 lose one, 1-2 lose two. */
    @Test
    void confidenceDrop_bookExample() {
        int target = 2 + 2;
        for (int roll = 1; roll <= 8; roll++) {
            int expected = roll >= 5 ? 0 : roll >= 3 ? 1 : 2;
            assertEquals(expected, HardtackDice.confidenceDrop(roll, target), "roll " + roll);
        }
        // Target 5: roll 2 is at most 2.5 (two levels), roll 3 is not.
        assertEquals(2, HardtackDice.confidenceDrop(2, 5));
        assertEquals(1, HardtackDice.confidenceDrop(3, 5));
        // Target 0 or less: automatic pass.
        assertEquals(0, HardtackDice.confidenceDrop(1, 0));
    }

    /** Appendix A.5 rally row and the SG2 rally example: D8 must exceed 2 + 1 = 3, 62.5%. */
    @Test
    void rally_matchesAppendixA5() {
        double[][] rally = {{.67, .50, .33, .17, 0}, {.75, .62, .50, .38, .25}, {.80, .70, .60, .50, .40}};
        int[] dice = {D6, D8, D10};
        for (int d = 0; d < 3; d++) {
            for (int t = 2; t <= 6; t++) {
                assertEquals(rally[d][t - 2], HardtackDice.pExceeds(dice[d], t), 0.0051);
            }
        }
        assertEquals(0.625, HardtackDice.pExceeds(D8, 3), 1e-12);
        // Close assault attacker reaction (A.5): LV2 D8, targets 1, 2, 2, 3.
        assertEquals(.875, HardtackDice.pExceeds(D8, 1), 1e-12);
        assertEquals(.75, HardtackDice.pExceeds(D8, 2), 1e-12);
        assertEquals(.625, HardtackDice.pExceeds(D8, 3), 1e-12);
    }

    /** Smoothbore examples (7.4): Regular 8" band, 10" behind a fence is D10; 6" behind a fence is D6. */
    @Test
    void rangeSteps_smoothboreExamples() {
        assertEquals(D10, HardtackDice.rangeSteps(10, 8, 1, 1, 0, true));
        assertEquals(D6, HardtackDice.rangeSteps(6, 8, 1, 1, 0, true));
        // Max effective range of a Regular: 40" open, 32" soft, 24" hard (7.3).
        assertEquals(D12, HardtackDice.rangeSteps(40, 8, 0, 0, 0, true));
        assertTrue(HardtackDice.rangeSteps(40.5, 8, 0, 0, 0, true) > D12);
        assertEquals(D12, HardtackDice.rangeSteps(32, 8, 0, 1, 0, true));
        assertEquals(D12, HardtackDice.rangeSteps(24, 8, 0, 2, 0, true));
        assertTrue(HardtackDice.rangeSteps(25, 8, 0, 2, 0, true) > D12);
        // A close-formation target is hit one band further out when shifts are netted first (B.3), not otherwise.
        assertEquals(D12, HardtackDice.rangeSteps(48, 8, 0, 0, 1, true));
        assertTrue(HardtackDice.rangeSteps(48, 8, 0, 0, 1, false) > D12);
        // Range 0 is the first band; D4 floor on down-shifts.
        assertEquals(D4, HardtackDice.rangeSteps(0, 8, 1, 0, 1, true));
    }

    /** D2 examples (7.5): 3 Regulars give D8 + D4; 2 Regulars give D6 + D4; skirmish shifts the FP die down. */
    @Test
    void firepower_d2RuleExamples() {
        assertEquals(D4, HardtackDice.firepowerDie(3, false, 1));
        assertEquals(0, HardtackDice.d2QualityShift(3, 2, 1));
        assertEquals(D4, HardtackDice.firepowerDie(2, false, 1));
        assertEquals(1, HardtackDice.d2QualityShift(2, 2, 1));
        assertEquals(D6, HardtackDice.shiftClosed(D8, -HardtackDice.d2QualityShift(2, 2, 1)));
        assertEquals(D10, HardtackDice.firepowerDie(10, false, 1));
        assertEquals(D8, HardtackDice.firepowerDie(10, true, 1));
        assertEquals(D4, HardtackDice.firepowerDie(3, true, 1));
        assertEquals(D12, HardtackDice.firepowerDie(24, false, 1));
    }
}
