package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertWilson;

import org.junit.jupiter.api.Test;
import org.muster.engine.Dice;
import org.muster.model.Point;

/**
 * The engine's own resolution code (fire, melee dice comparison under both pairings, morale tests, fractional dice),
 * sampled with fixed seeds, against the exact distributions of {@link JacobiteOdds}.
 *
 * <p>False-failure rate: every check asserts the exact probability lies inside the Wilson score interval of the
 * sampled frequency at z = 5.73, a two-sided alpha of 1e-8 per check. The class makes fewer than 300 checks, so by
 * Bonferroni the chance that a correct engine fails any of them is below 3e-6. The seeds are fixed (chosen once,
 * arbitrarily); with a correct engine the test is deterministic, so a failure means a real change, not bad luck.
 */
class JacobiteSampledOddsTest {
    private static final int SAMPLES = 60_000;


    @Test
    void fire_caseAndVolleyCasualtiesMatchBinomial() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Gun", "artillery", 1, 3, null, null, new Point(36, 20), 0, 0)
                .unit(0, "British", "regular-foot", 1, 16, null, null, new Point(20, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(36, 26), 180, 0)
                .unit(1, "Clan2", "highland-foot", 1, 24, null, null, new Point(20, 28), 180, 0).engine();
        JacobiteHooks.start(e, 5, 0);
        JacobiteState s = e.state();
        int[][] cases = {{0, 2, 1}, {1, 3, 0}};
        for (int[] c : cases) {
            final int u = c[0];
            final int v = c[1];
            final boolean useCase = c[2] == 1;
            final int dice = e.fire().fireDice(u, useCase);
            final int total = e.fire().fireTotal(u, v, useCase, e.fire().volleys(u, v, true));
            double[] exact = JacobiteOdds.binomial(dice, JacobiteOdds.pHit(total, false) * JacobiteOdds.pUnsaved(5));
            long[] seen = new long[dice + 1];
            for (int i = 0; i < SAMPLES; i++) {
                s.figures[v] = 24;
                s.killed[v] = 0;
                s.status[u] |= JacobiteCodes.LOADED | JacobiteCodes.AMMO_ROLLED;
                s.ammo[u] = 10;
                s.ammoCase[u] = 10;
                seen[JacobiteHooks.fire(e, u, v, useCase, 1.0, true, true)]++;
            }
            for (int k = 0; k <= dice; k++) {
                assertWilson(exact[k], seen[k], SAMPLES, "firer " + u + " casualties " + k);
            }
        }
    }

    @Test
    void melee_duelAndSortedComparisonsMatchExactJointDistribution() {
        for (String pairing : new String[] {"duel", "sorted"}) {
            JacobiteEngine e = JacobiteScenarios.of().rule("melee.pairing", pairing)
                    .unit(0, "A", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                    .unit(1, "B", "regular-foot", 1, 12, null, null, new Point(20, 22), 180, 0).engine();
            JacobiteHooks.start(e, 11, 0);
            Dice d = JacobiteHooks.dice(e);
            int[][] cases = {{7, 4, 1, 0}, {3, 5, 0, 2}, {4, 4, 0, 0}};
            for (int[] c : cases) {
                double[][] exact = pairing.equals("duel") ? JacobiteOdds.meleeDuel(c[0], c[1], c[2], c[3])
                        : JacobiteOdds.meleeSorted(c[0], c[1], c[2], c[3]);
                long[][] seen = new long[c[0] + 1][c[1] + 1];
                int[] a = new int[8];
                int[] b = new int[8];
                for (int i = 0; i < SAMPLES; i++) {
                    for (int k = 0; k < c[0]; k++) {
                        a[k] = d.roll(6);
                    }
                    for (int k = 0; k < c[1]; k++) {
                        b[k] = d.roll(6);
                    }
                    long h = JacobiteHooks.compare(e, a, c[0], c[2], b, c[1], c[3]);
                    seen[(int) (h >>> 32)][(int) h]++;
                }
                for (int i = 0; i <= c[0]; i++) {
                    for (int j = 0; j <= c[1]; j++) {
                        assertWilson(exact[i][j], seen[i][j], SAMPLES, pairing + " " + c[0] + "v" + c[1] + " hits "
                                + i + "-" + j);
                    }
                }
            }
        }
    }

    @Test
    void morale_testsMatchResultsChart() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "British", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 22, null, null, new Point(20, 30), 180, 0).engine();
        JacobiteHooks.start(e, 3, 0);
        int[][] cases = {{0, -3, 3, JacobiteCodes.AVD}, {1, 0, 6, JacobiteCodes.D6}, {1, -9, 6, JacobiteCodes.D6}};
        for (int[] c : cases) {
            assertEquals(c[2], e.morale().moraleDice(c[0]));
            double[] exact = JacobiteOdds.morale(c[2], c[3], c[1], 3, 6, 9, 20);
            long[] seen = new long[5];
            for (int i = 0; i < SAMPLES; i++) {
                seen[JacobiteHooks.rollMorale(e, c[0], c[1])]++;
            }
            for (int r = 0; r < 5; r++) {
                assertWilson(exact[r], seen[r], SAMPLES, "unit " + c[0] + " mod " + c[1] + " "
                        + JacobiteCodes.RESULT_NAMES[r]);
            }
        }
    }

    /** A personality leaving its unit (A3 [D]) arrives with P(4D6 at least the distance less contact). */
    @Test
    void personalityJoin_arrivesWithTheChanceOfItsDice() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "A", "regular-foot", 1, 12, null, null, new Point(20, 10), 0, 0)
                .unit(0, "General", "personality", 1, 1, null, "mounted", null, 0, 0)
                .unit(0, "B", "regular-foot", 1, 12, null, null, new Point(36, 10), 0, 0)
                .unit(1, "C", "regular-foot", 1, 12, null, null, new Point(20, 40), 180, 0).engine();
        JacobiteHooks.start(e, 8, 0);
        JacobiteOrder o = new JacobiteOrder();
        o.at(JacobiteCodes.JOIN, 1);
        assertTrue(e.legal(0, o));
        assertTrue(!e.legal(1, o), "B carries no personality");
        o.at(JacobiteCodes.JOIN, 2);
        assertTrue(!e.legal(0, o), "only to a friend");
        long reached = 0;
        for (int i = 0; i < SAMPLES; i++) {
            e.state().personalityHost[0] = 0;
            JacobiteHooks.join(e, 0, 1);
            reached += e.state().personalityHost[0] == 1 ? 1 : 0;
        }
        assertWilson(JacobiteOdds.atLeast(JacobiteOdds.sum(4, JacobiteCodes.D6), 14), reached, SAMPLES, "16 - 2 = 14");
    }

    @Test
    void fractionalDice_stochasticRoundingIsUnbiased_halfUpIsExact() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "A", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                .unit(1, "B", "regular-foot", 1, 12, null, null, new Point(20, 30), 180, 0).engine();
        JacobiteHooks.start(e, 4, 0);
        assertEquals(3, JacobiteHooks.scaleDice(e, 12, 0.25), "12 dice at quarter effect");
        long three = 0;
        for (int i = 0; i < SAMPLES; i++) {
            int k = JacobiteHooks.scaleDice(e, 10, 0.25);
            assertTrue(k == 2 || k == 3);
            three += k == 3 ? 1 : 0;
        }
        assertWilson(0.5, three, SAMPLES, "10 dice at quarter: a third die");
        JacobiteEngine h = JacobiteScenarios.of().rule("effect.rounding", "half-up")
                .unit(0, "A", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                .unit(1, "B", "regular-foot", 1, 12, null, null, new Point(20, 30), 180, 0).engine();
        JacobiteHooks.start(h, 4, 0);
        assertEquals(3, JacobiteHooks.scaleDice(h, 10, 0.25));
        assertEquals(2, JacobiteHooks.scaleDice(h, 9, 0.25));
    }
}
