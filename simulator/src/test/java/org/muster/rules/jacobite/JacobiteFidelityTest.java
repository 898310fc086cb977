package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertWilson;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * Rules the whole-battle play got wrong (issue 18), each against the rule text: who holds a hedge (A9.3), volleys of
 * dismounted dragoons (A6.5), and the charge and move odds players read against the dice the engine drops for terrain
 * (A5).
 *
 * <p>False-failure rate of the sampled checks: each asserts the exact probability lies inside the Wilson interval of
 * the sampled frequency at z = 5.73 (two-sided alpha 1e-8 per check); the class makes under 40 such checks, so a
 * correct engine fails one with probability below 4e-7. The seeds are fixed, so the test is deterministic.
 */
class JacobiteFidelityTest {
    private static final int SAMPLES = 40_000;

    /**
     * Clifton Moor's case: Appin (a clan) stands 1.5" behind a hedge facing south; Government dragoons charge it from
     * the south and stop in contact (2" centre to centre), 0.5" short of the hedge on their side.
     */
    private static JacobiteEngine hedge(String chargerStance) {
        JacobiteEngine e = JacobiteScenarios.of().line("hedge", 0, 24, 72, 24)
                .unit(0, "Dragoons", "dragoons", 1, 6, null, chargerStance, new Point(34, 21.5), 0, 0)
                .unit(1, "Appin", "highland-foot", 1, 8, null, null, new Point(34, 25.5), 180, 0).engine();
        JacobiteHooks.start(e, 7, 0);
        return e;
    }

    /** A9.3 "+/-1 holding hedge / wall": the unit behind the hedge facing the enemy across it holds it. */
    @Test
    void holding_onlyTheUnitBehindTheFeatureFacingTheEnemy() {
        JacobiteEngine e = hedge("line");
        JacobiteState s = e.state();
        assertEquals(1, e.sight().holding(1, 0), "Appin behind the hedge, facing the dragoons across it");
        // Turned away from the enemy it does not face it across the hedge.
        s.facing[1] = 0;
        s.facingSin[1] = 0;
        s.facingCos[1] = 1;
        assertEquals(0, e.sight().holding(1, 0), "Appin with its back to the hedge");
        // Facing an enemy on its own side of the hedge (north): the hedge is not between them.
        s.y[0] = 29.5;
        assertEquals(0, e.sight().holding(1, 0), "the enemy is not across the hedge");
    }

    /**
     * The charge: the dragoons in contact south of the hedge do not hold it (they attack across it), so Appin's stand
     * test carries +1 for the hedge (A9.3) and nothing off for the charger's "holding"; its first melee round gives it
     * +2 for defending the hedge (A8.2). Before the fix the stand test read +0.
     */
    @Test
    void charge_chargerDoesNotHoldTheHedgeItAttacksAcross() {
        JacobiteEngine e = hedge("line");
        JacobiteState s = e.state();
        // Appin has no rounds left, so no reaction fire and no charger test: the stand test comes next.
        s.status[1] |= JacobiteCodes.AMMO_ROLLED;
        s.ammo[1] = 0;
        List<String> events = new ArrayList<>();
        e.narrate(events::add);
        JacobiteHooks.charge(e, 0, 1);
        String stand = events.stream().filter(x -> x.contains("standing against a charge")).findFirst()
                .orElseThrow(() -> new AssertionError("no stand test in " + events));
        assertTrue(stand.contains("Appin tests morale (standing against a charge, 2 dice +1)"), stand);
        if (s.meleeWith[0] == 1) {
            assertEquals(0, e.sight().holding(0, 1), "the charger in the melee holds nothing");
            assertEquals(1, e.sight().holding(1, 0));
        }
    }

    /** A6.5 "regulars and militia may fire a volley": dismounted dragoons are regulars (A2), within 9". */
    @Test
    void volleys_dismountedDragoonsAreRegulars() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Dragoons", "dragoons", 1, 6, null, "dismounted", new Point(36, 20), 0, 0)
                .unit(0, "Horse", "dragoons", 1, 6, null, "line", new Point(20, 20), 0, 0)
                .unit(1, "Foot", "regular-foot", 1, 12, null, null, new Point(36, 26), 180, 0)
                .unit(1, "Far", "regular-foot", 1, 12, null, null, new Point(20, 24), 180, 0).engine();
        JacobiteHooks.start(e, 3, 0);
        // A12.3: dismounted troopers' muskets at close order in the open: column 2, total 5; a volley adds +2.
        assertTrue(e.fire().volleys(0, 2, true));
        assertEquals(7, e.fire().fireTotal(0, 2, false, e.fire().volleys(0, 2, true)));
        assertFalse(e.fire().volleys(0, 2, false), "not when forced to phase");
        assertFalse(e.fire().volleys(1, 3, true), "mounted troopers fire pistols, no volley");
        e.state().status[0] |= JacobiteCodes.DISORDERED;
        assertFalse(e.fire().volleys(0, 2, true), "only formed");
    }

    /**
     * A5: "rough terrain: close and clan units lose their highest die, loose units their lowest die; linear obstacles:
     * everyone loses the lowest die". The charge odds players read are the exact sum of the dice the engine keeps.
     */
    @Test
    void chargeOdds_loseTheDiceTheTerrainCosts() {
        // A clan charging across a hedge (4D6 less the lowest) and one charging through rough ground (less the
        // highest); cavalry in line through rough ground (4D6 less the lowest). Targets 9" and 11" off.
        JacobiteEngine e = JacobiteScenarios.of().line("hedge", 0, 24, 30, 24).area("rough", 40, 23, 32, 3, 0)
                .unit(0, "Clan A", "highland-foot", 1, 16, null, null, new Point(10, 19), 0, 0)
                .unit(0, "Clan B", "highland-foot", 1, 16, null, null, new Point(50, 18), 0, 0)
                .unit(0, "Horse", "horse", 1, 6, null, "line", new Point(64, 18), 0, 0)
                .unit(1, "Foot A", "regular-foot", 1, 12, null, null, new Point(10, 28), 180, 0)
                .unit(1, "Foot B", "regular-foot", 1, 12, null, null, new Point(50, 29), 180, 0)
                .unit(1, "Foot C", "regular-foot", 1, 12, null, null, new Point(64, 29), 180, 0).engine();
        JacobiteHooks.start(e, 11, 0);
        final int[] d6 = JacobiteOdds.D6_FACES;
        // Need = distance less contact (2"), no wheel: 7" and 9".
        assertEquals(JacobiteOdds.atLeast(JacobiteOdds.sumDropping(4, d6, 0, 1), 7), e.melee().chargeOdds(0, 3), 1e-12);
        assertEquals(JacobiteOdds.atLeast(JacobiteOdds.sumDropping(4, d6, 1, 0), 9), e.melee().chargeOdds(1, 4), 1e-12);
        assertEquals(JacobiteOdds.atLeast(JacobiteOdds.sumDropping(4, d6, 0, 1), 9), e.melee().chargeOdds(2, 5), 1e-12);
        assertEquals(e.melee().chargeOdds(1, 4), e.melee().chargeReachOdds(1, 4), 1e-15);
        assertTrue(e.melee().chargeOdds(1, 4) < JacobiteOdds.atLeast(JacobiteOdds.sum(4, d6), 9), "rough costs odds");
        // The engine's own charges reach as often as the odds say.
        for (int[] c : new int[][] {{0, 3}, {1, 4}}) {
            final double exact = e.melee().chargeOdds(c[0], c[1]);
            final long before = JacobiteHooks.chargesShort(e);
            for (int i = 0; i < SAMPLES; i++) {
                JacobiteHooks.start(e, 11, i);
                JacobiteHooks.charge(e, c[0], c[1]);
            }
            assertWilson(exact, SAMPLES - (JacobiteHooks.chargesShort(e) - before), SAMPLES,
                    "charge " + c[0] + " reaches " + c[1]);
        }
    }

    /**
     * A5 for a move: the whole rolled distance T is judged for terrain ("any part of the move"), then the terrain's
     * dice are lost. A clan 4" short of a hedge with rough ground 10" ahead, 3D6: T under 4 loses nothing, 4 to 9
     * loses the lowest die (the hedge), 10 or more the highest too (rough). The exact odds players read
     * ({@link JacobiteEngine#aimedAtLeast}, {@link JacobiteEngine#aimedMean}) are those of this enumeration of the 216
     * rolls, and the engine's moves cover what they say.
     */
    @Test
    void moveOdds_areTheOddsOfTheRollAsTheEngineDropsIt() {
        JacobiteEngine e = JacobiteScenarios.of().line("hedge", 0, 14, 72, 14).area("rough", 0, 20, 72, 10, 0)
                .unit(0, "Clan", "highland-foot", 1, 16, null, null, new Point(36, 10), 0, 0)
                .unit(1, "Foot", "regular-foot", 1, 12, null, null, new Point(36, 47), 180, 0).engine();
        JacobiteHooks.start(e, 5, 0);
        double[] exact = new double[19];
        double mean = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                for (int c = 1; c <= 6; c++) {
                    int[] r = {a, b, c};
                    java.util.Arrays.sort(r);
                    final int total = a + b + c;
                    int kept = total;
                    if (total >= 4) {
                        kept -= r[0];
                    }
                    if (total >= 10) {
                        kept -= r[2];
                    }
                    exact[kept] += 1.0 / 216;
                    mean += kept / 216.0;
                }
            }
        }
        e.movement().aimMove(0, 36, 47);
        assertEquals(mean, e.movement().aimedMean(3), 1e-12);
        double tail = 0;
        for (int k = 18; k >= 0; k--) {
            tail += exact[k];
            assertEquals(tail, e.movement().aimedAtLeast(3, k), 1e-12, "P(at least " + k + "\")");
        }
        long[] seen = new long[19];
        for (int i = 0; i < SAMPLES; i++) {
            JacobiteHooks.start(e, 5, i);
            JacobiteHooks.moveOrder(e, 0, 36, 47, 3, false);
            seen[(int) Math.round(e.state().y[0] - 10)]++;
        }
        for (int k = 0; k <= 18; k++) {
            if (exact[k] > 0.002) {
                assertWilson(exact[k], seen[k], SAMPLES, "moved " + k + "\"");
            }
        }
    }
}
