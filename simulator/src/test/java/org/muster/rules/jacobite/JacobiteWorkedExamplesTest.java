package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.muster.engine.SampledChecks;
import org.muster.model.Point;

/**
 * The worked examples and test vectors of shared/rules/jacobite45.md A12 (and the tables of A5, A6.3 and A9.4 that
 * they rest on), checked against the exact odds and against the engine's own rule lookups (fire totals, dice counts,
 * melee modifiers, morale dice). The stated-only vectors (A12.1 except its morale line, A12.3, A12.4, A12.5) test the
 * rules as written; the others test the [D] defaults and change with them.
 */
class JacobiteWorkedExamplesTest {
    /** Spec values are printed to 3 decimals and do not always round consistently (0.116 + 0.607 + 0.278). */
    private static final double EPS = 1e-3;

    // ---------------------------------------------------------------- A12.1 artillery example

    @Test
    void artilleryExample_caseAtClanInTheOpen() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Gun", "artillery", 1, 3, null, null, new Point(36, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(36, 26), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        assertEquals(11, e.fire().fireTotal(0, 1, true, false), "needs 11");
        assertEquals(6, e.fire().fireDice(0, true), "3 crew x 2 dice");
        double p = JacobiteOdds.pHit(11, false);
        assertEquals(0.5, p, 1e-12);
        double[] hits = JacobiteOdds.binomial(6, p);
        double[] printed = {1 / 64.0, 6 / 64.0, 15 / 64.0, 20 / 64.0, 15 / 64.0, 6 / 64.0, 1 / 64.0};
        for (int k = 0; k <= 6; k++) {
            assertEquals(printed[k], hits[k], 1e-12, "hits " + k);
        }
        assertEquals(63 / 64.0, 1 - hits[0], 1e-12);
        double[] cas = JacobiteOdds.binomial(6, p * JacobiteOdds.pUnsaved(5));
        double[] printedCas = {64 / 729.0, 64 / 243.0, 80 / 243.0, 160 / 729.0, 20 / 243.0, 4 / 243.0, 1 / 729.0};
        for (int k = 0; k <= 6; k++) {
            assertEquals(printedCas[k], cas[k], 1e-12, "casualties " + k);
        }
        assertEquals(2.0, JacobiteOdds.mean(cas), 1e-12);
        assertEquals(665 / 729.0, 1 - cas[0], 1e-12);
        // "11 or less" reading.
        assertEquals(0.9917, 1 - JacobiteOdds.binomial(6, JacobiteOdds.pHit(11, true))[0], EPS);
        assertEquals(2.2, 6 * JacobiteOdds.pHit(11, true) * 2 / 3, 1e-12);
        // The clan, 22 figures = 6 bases, d6, tests (first time under fire).
        e.state().figures[1] = 22;
        assertEquals(6, e.morale().moraleDice(1));
        double[] r = morale(6, JacobiteCodes.D6, 0);
        assertEquals(0.363, r[JacobiteCodes.NORMAL], EPS);
        assertEquals(0.637, r[JacobiteCodes.GET_IN], EPS);
        assertEquals(0.0006, r[JacobiteCodes.DISORDERED_RESULT], 1e-4);
    }

    // ---------------------------------------------------------------- A12.2 melee example

    @Test
    void meleeExample_modifiersDiceAndTests() {
        JacobiteEngine e = JacobiteScenarios.of().area("hill", 20, 29, 32, 10, 1)
                .unit(0, "British", "regular-foot", 1, 12, null, "line", new Point(36, 30), 180, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(36, 28), 0, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        JacobiteState s = e.state();
        assertEquals(12, e.sight().frontFigures(0));
        assertEquals(12, e.sight().frontFigures(1), "24 figures in two ranks of bases roll 12 dice");
        // The British stand test before the melee: 3 AvD - 3 (first clan charge).
        assertEquals(3, e.morale().moraleDice(0));
        assertEquals(0, JacobiteHooks.baseMorale(e, 0, 1));
        double[] stand = morale(3, JacobiteCodes.AVD, -3);
        assertEquals(0.116, stand[JacobiteCodes.BROKEN_RESULT], EPS);
        assertEquals(0.607, stand[JacobiteCodes.DISORDERED_RESULT], EPS);
        assertEquals(0.278, stand[JacobiteCodes.NORMAL], EPS);
        // In melee: the clan charged, the British defend in formed order uphill.
        s.meleeWith[0] = 1;
        s.meleeWith[1] = 0;
        s.charger[1] = true;
        assertEquals(2, e.melee().meleeModifier(0, 1), "+1 bayonets +1 defending in formed order");
        assertEquals(2, e.melee().meleeModifier(1, 0), "+1 charging +2 clan charging -1 downhill");
        // Duel pairing: 15/36 each way per pair; expected hits 5; the printed result 4.7e-6.
        double[][] duel = JacobiteOdds.meleeDuel(12, 12, 2, 2);
        assertEquals(5.0, JacobiteOdds.mean(JacobiteOdds.marginal(duel, 0)), 1e-9);
        assertEquals(5.0 * 2 / 3, JacobiteOdds.mean(JacobiteOdds.marginal(duel, 1)) * 2 / 3, 1e-9);
        assertEquals(4.7e-6, duel[1][2], 0.05e-6, "British 1 hit, clan 2 hits");
        // Sorted pairing, exact enumeration.
        double[][] sorted = JacobiteOdds.meleeSorted(12, 12, 2, 2);
        assertEquals(3.317, JacobiteOdds.mean(JacobiteOdds.marginal(sorted, 0)), EPS);
        assertEquals(2.211, JacobiteOdds.mean(JacobiteOdds.marginal(sorted, 0)) * 2 / 3, EPS);
        assertEquals(0.256, JacobiteOdds.marginal(sorted, 0)[0], EPS);
        double more = 0;
        double tie = 0;
        for (int i = 0; i <= 12; i++) {
            for (int j = 0; j <= 12; j++) {
                more += i > j ? sorted[i][j] : 0;
                tie += i == j ? sorted[i][j] : 0;
            }
        }
        assertEquals(0.473, more, EPS);
        assertEquals(0.053, tie, EPS);
        assertEquals(0.0151, sorted[1][2], 1e-4);
        // End-of-round tests: British 10 figures = 3 bases AvD, lost (-2); clan 23 = 6 bases d6, won (+2).
        s.figures[0] = 10;
        s.figures[1] = 23;
        assertEquals(3, e.morale().moraleDice(0));
        assertEquals(6, e.morale().moraleDice(1));
        double[] brit = morale(3, JacobiteCodes.AVD, -2);
        assertEquals(0.032, brit[JacobiteCodes.BROKEN_RESULT], EPS);
        assertEquals(0.468, brit[JacobiteCodes.DISORDERED_RESULT], EPS);
        assertEquals(0.500, brit[JacobiteCodes.NORMAL], EPS);
        double[] clan = morale(6, JacobiteCodes.D6, 2);
        assertEquals(0.206, clan[JacobiteCodes.NORMAL], EPS);
        assertEquals(0.794, clan[JacobiteCodes.GET_IN], EPS);
    }

    /** A8.2 modifiers beyond the example: lancers by round, cavalry against infantry, flank, militia, open order. */
    @Test
    void meleeModifiers_lancersFlankMilitiaOpenOrder() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Lancers", "horse", 1, 6, "lancers", null, new Point(36, 20), 0, 0)
                .unit(0, "Troopers", "dragoons", 1, 6, null, "dismounted", new Point(10, 20), 0, 0)
                .unit(1, "Militia", "militia-foot", 1, 12, null, null, new Point(36, 22), 90, 0)
                .unit(1, "Gun", "artillery", 1, 3, null, null, new Point(10, 22), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        JacobiteState s = e.state();
        s.meleeWith[0] = 2;
        s.meleeWith[2] = 0;
        s.charger[0] = true;
        s.meleeArc[2] = e.sight().arcOf(0, 2);
        assertEquals(1, s.meleeArc[2], "struck from the flank");
        assertEquals(3, e.melee().meleeModifier(0, 2), "+1 charging +1 lancers 1st round +1 cavalry v infantry");
        assertEquals(0, e.melee().meleeModifier(2, 0), "+1 bayonets +1 formed defence -1 flank -1 militia");
        s.meleeRounds[0] = 1;
        s.meleeRounds[2] = 1;
        assertEquals(0, e.melee().meleeModifier(0, 2), "-1 lancers 2nd round +1 cavalry v infantry");
        s.meleeWith[1] = 3;
        s.meleeWith[3] = 1;
        s.charger[1] = true;
        assertEquals(0, e.sight().arcOf(1, 3));
        assertEquals(-1, e.melee().meleeModifier(1, 3), "+1 charging -2 open order (dismounted)");
        assertEquals(-2, e.melee().meleeModifier(3, 1), "Jacobite crew: +1 formed defence -1 militia -2 open order");
    }

    @Test
    void meleeTable_expectedHitsByModifierDifference() {
        double[][] duel = {{5.00, 5.00}, {7.00, 3.33}, {8.67, 2.00}, {10.00, 1.00}};
        double[][] sorted = {{3.32, 3.32}, {8.68, 0.78}, {11.22, 0.10}, {11.90, 0.004}};
        for (int d = 0; d <= 3; d++) {
            double[][] j = JacobiteOdds.meleeDuel(12, 12, d, 0);
            assertEquals(duel[d][0], JacobiteOdds.mean(JacobiteOdds.marginal(j, 0)), 0.006, "duel +" + d);
            assertEquals(duel[d][1], JacobiteOdds.mean(JacobiteOdds.marginal(j, 1)), 0.006, "duel +" + d);
        }
        // Sorted only for +1 (each enumeration is 38 million pairs); the row 0 is checked in the example above.
        double[][] j = JacobiteOdds.meleeSorted(12, 12, 1, 0);
        assertEquals(sorted[1][0], JacobiteOdds.mean(JacobiteOdds.marginal(j, 0)), 0.006);
        assertEquals(sorted[1][1], JacobiteOdds.mean(JacobiteOdds.marginal(j, 1)), 0.006);
    }

    // ---------------------------------------------------------------- A12.3 fire vectors and A6 tables

    @Test
    void fireVectors_statedNumbersOnly() {
        JacobiteEngine e = JacobiteScenarios.of().area("building", 2, 40, 6, 6, 0)
                .unit(0, "Dragoons", "dragoons", 1, 6, null, "line", new Point(36, 20), 0, 0)
                .unit(0, "Troopers", "dragoons", 1, 6, null, "dismounted", new Point(20, 20), 0, 0)
                .unit(1, "Horse", "horse", 1, 6, null, null, new Point(36, 24), 180, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(40, 24), 180, 0)
                .unit(1, "Line", "regular-foot", 1, 12, null, "line", new Point(20, 26), 180, 0)
                .unit(1, "Column", "regular-foot", 1, 12, null, "column", new Point(24, 26), 180, 0)
                .unit(1, "Held", "regular-foot", 1, 12, null, "line", new Point(5, 43), 127, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        assertEquals(6, e.fire().fireDice(0, false), "6 dragoons in line, 3 bases, all front");
        assertEquals(3, e.fire().fireColumn(0, 2), "loose in open");
        assertEquals(3, e.fire().fireTotal(0, 2, false, false), "base 1, +2 mounted target");
        assertEquals(0.1, JacobiteOdds.pHit(3, false), 1e-12);
        assertEquals(0.4686, 1 - JacobiteOdds.binomial(6, 0.1)[0], 1e-4);
        assertEquals(0.3390, 1 - JacobiteOdds.binomial(6, 0.1 * 2 / 3)[0], 1e-4);
        assertEquals(1, e.fire().fireColumn(0, 3), "clan in open");
        assertEquals(3, e.fire().fireTotal(0, 3, false, false));
        assertEquals(2, e.fire().fireColumn(1, 4), "close order in open");
        assertEquals(5, e.fire().fireTotal(1, 4, false, false), "dismounted musket");
        assertEquals(0.7379, 1 - JacobiteOdds.binomial(6, JacobiteOdds.pHit(5, false))[0], 1e-4);
        assertEquals(1, e.fire().fireColumn(1, 5), "target in column: one column left");
        assertEquals(7, e.fire().fireTotal(1, 5, false, false));
        assertEquals(0.8824, 1 - JacobiteOdds.binomial(6, JacobiteOdds.pHit(7, false))[0], 1e-4);
        assertEquals(4, e.fire().fireColumn(0, 6), "close in heavy cover");
        assertEquals(0, e.fire().fireTotal(0, 6, false, false));
        assertEquals(0, JacobiteOdds.pHit(0, false), 0);
    }

    @Test
    void fireScaleCheck_britishVolleyAtClan() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "British", "regular-foot", 1, 16, null, "line", new Point(36, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(36, 28), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        assertEquals(true, e.fire().volleys(0, 1, true));
        assertEquals(10, e.fire().fireTotal(0, 1, false, true), "8 + 2 volley");
        assertEquals(4.8, 16 * JacobiteOdds.pHit(10, false) * 2 / 3, 1e-9);
        assertEquals(4, e.fire().fireTotal(1, 0, false, false), "the clan's 12 front figures at close order");
        assertEquals(12, e.fire().fireDice(1, false));
    }

    // ---------------------------------------------------------------- A5 / A12.4 movement and charge reach

    @Test
    void movementVectors_reachAndDroppedDice() {
        double[] d = {8, 10, 12, 14, 16, 18};
        double[] clan = {0.973, 0.903, 0.761, 0.556, 0.336, 0.159};
        double[] regulars = {0.968, 0.722, 0.278, 0.032, 0, 0};
        double[] cavalry = {0.997, 0.984, 0.941, 0.848, 0.695, 0.500};
        for (int i = 0; i < d.length; i++) {
            assertEquals(clan[i], JacobiteOdds.atLeast(JacobiteOdds.sum(4, JacobiteCodes.D6), d[i]), EPS);
            assertEquals(regulars[i], JacobiteOdds.atLeast(JacobiteOdds.sum(3, JacobiteCodes.AVD), d[i]), EPS);
            assertEquals(cavalry[i], JacobiteOdds.atLeast(JacobiteOdds.sum(5, JacobiteCodes.D6), d[i]), EPS);
        }
        assertEquals(10.5, JacobiteOdds.mean(JacobiteOdds.sum(3, JacobiteCodes.D6)), 1e-9);
        assertEquals(5.54, JacobiteOdds.mean(JacobiteOdds.sumDropping(3, JacobiteCodes.D6, 1, 0)), 0.005);
        assertEquals(8.46, JacobiteOdds.mean(JacobiteOdds.sumDropping(3, JacobiteCodes.D6, 0, 1)), 0.005);
        assertEquals(6.21, JacobiteOdds.mean(JacobiteOdds.sumDropping(3, JacobiteCodes.AVD, 1, 0)), 0.005);
        assertEquals(2.97, JacobiteOdds.mean(JacobiteOdds.sumDropping(2, JacobiteCodes.AVD, 1, 0)), 0.005);
        assertEquals(12.24, JacobiteOdds.mean(JacobiteOdds.sumDropping(4, JacobiteCodes.D6, 0, 1)), 0.005);
        // The engine's charge dice per the chart: clan 3 + 1, regulars in line 2 + 1, cavalry in column 4 + 1.
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Line", "regular-foot", 1, 12, null, "line", new Point(10, 10), 0, 0)
                .unit(0, "Horse", "horse", 1, 6, null, "column", new Point(30, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(20, 40), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        assertEquals(3, e.melee().chargeDice(0));
        assertEquals(5, e.melee().chargeDice(1));
        assertEquals(4, e.melee().chargeDice(2));
    }

    // ---------------------------------------------------------------- A9.4 results chart

    @Test
    void moraleChart_unmodifiedResultsAndBandSensitivity() {
        assertRow(2, JacobiteCodes.AVD, 0, 0.139, 0.722, 0.139, 0);
        assertRow(3, JacobiteCodes.AVD, 0, 0, 0.116, 0.884, 0);
        assertRow(6, JacobiteCodes.AVD, 0, 0, 0, 0.263, 0.737);
        assertRow(1, JacobiteCodes.D6, 0.333, 0.500, 0.167, 0, 0);
        assertRow(2, JacobiteCodes.D6, 0.028, 0.250, 0.444, 0.278, 0);
        assertRow(4, JacobiteCodes.D6, 0, 0.004, 0.050, 0.892, 0.054);
        assertRow(8, JacobiteCodes.D6, 0, 0, 0, 0.039, 0.961);
        int[] normalFrom = {8, 10, 12};
        double[][] expected = {{0.116, 0.384, 0.500}, {0.116, 0.769, 0.116}, {0.116, 0.880, 0.005}};
        for (int i = 0; i < normalFrom.length; i++) {
            double[] r = JacobiteOdds.morale(3, JacobiteCodes.AVD, -3, 3, 6, normalFrom[i], 20);
            assertEquals(expected[i][0], r[JacobiteCodes.BROKEN_RESULT], EPS);
            assertEquals(expected[i][1], r[JacobiteCodes.DISORDERED_RESULT], EPS);
            assertEquals(expected[i][2], r[JacobiteCodes.NORMAL], EPS);
        }
    }

    private static void assertRow(int dice, int die, double... p) {
        double[] r = morale(dice, die, 0);
        for (int k = 0; k < 5; k++) {
            assertEquals(p[k], r[k], EPS, dice + " dice, result " + JacobiteCodes.RESULT_NAMES[k]);
        }
    }

    static double[] morale(int dice, int die, int mod) {
        return JacobiteOdds.morale(dice, die, mod, 3, 6, 9, 20);
    }

    // ---------------------------------------------------------------- A12.5 card deck vector

    /**
     * 10 units and 2 jokers: P(k unit cards before the first joker) = (11 - k) / 66. Sampled from the engine's own deal
     * with a fixed seed; each of the 11 checks uses a Wilson interval at z = 5.73 (two-sided alpha 1e-8), so a correct
     * engine fails this test with probability below 1.1e-7.
     */
    @Test
    void deckVector_activationsPerTurnMatchExactDistribution() {
        JacobiteScenarios b = JacobiteScenarios.of();
        for (int sd = 0; sd < 2; sd++) {
            b.unit(sd, "Foot", "regular-foot", 5, 12, null, null, new Point(10, sd == 0 ? 10 : 38), sd * 180, 12);
        }
        JacobiteEngine e = b.engine();
        JacobiteHooks.start(e, 77, 0);
        final int turns = 66_000;
        long[] seen = new long[11];
        long sum = 0;
        for (int i = 0; i < turns; i++) {
            int k = JacobiteHooks.dealTurn(e);
            seen[k]++;
            sum += k;
        }
        for (int k = 0; k <= 10; k++) {
            SampledChecks.assertWilson((11 - k) / 66.0, seen[k], turns, "k = " + k);
        }
        assertEquals(10 / 3.0, (double) sum / turns, 0.05);
    }
}
