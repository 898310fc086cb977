package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * The melee of a charge not yet made (issue 19): {@link JacobiteOdds#meleeModifier} gives what the engine's own
 * modifier gives once the charge is in contact, and the doctrine's {@code foot-edge} keeps foot from opening a melee
 * their front rank would lose.
 */
class JacobiteChargeMeleeTest {
    /** Unit 0 of each type pair at (30, 10) facing north, unit 1 at (30, 10 + gap) facing south, on a hill or not. */
    private static JacobiteEngine engine(String typeA, String stanceA, int menA, String typeB, String stanceB,
            int menB, double gap, boolean hill) {
        JacobiteScenarios b = JacobiteScenarios.of()
                .unit(0, "A", typeA, 1, menA, null, stanceA, new Point(30, 10), 0, 0)
                .unit(1, "B", typeB, 1, menB, null, stanceB, new Point(30, 10 + gap), 180, 0);
        if (hill) {
            b.area("hill", 20, 12, 20, 20, 1);
        }
        JacobiteEngine e = b.engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    /** The engine's modifiers once a has charged b in contact (round 1 or 2), against the odds' forecast. */
    private static void assertSame(JacobiteEngine e, int a, int b, int arc) {
        final JacobiteState s = e.state();
        for (int round = 0; round < 2; round++) {
            s.charger[a] = true;
            s.charger[b] = false;
            s.meleeRounds[a] = round;
            s.meleeRounds[b] = round;
            s.meleeArc[b] = arc;
            s.meleeArc[a] = 0;
            final String at = "round " + (round + 1) + ", arc " + arc;
            assertEquals(e.melee().meleeModifier(a, b), JacobiteOdds.meleeModifier(e, a, b, true, round == 0, arc),
                    "charger, " + at);
            assertEquals(e.melee().meleeModifier(b, a), JacobiteOdds.meleeModifier(e, b, a, false, round == 0, arc),
                    "defender, " + at);
        }
    }

    @Test
    void meleeModifierForecastsTheEnginesModifierAtContact() {
        final String[][] pairs = {
            {"regular-foot", "line", "16", "highland-foot", null, "24"},
            {"highland-foot", null, "12", "dragoons", "dismounted", "6"},
            {"horse", "line", "6", "militia-foot", "line", "12"},
            {"militia-foot", "column", "8", "horse", "line", "6"},
        };
        int checked = 0;
        for (String[] p : pairs) {
            for (boolean hill : new boolean[] {false, true}) {
                JacobiteEngine e = engine(p[0], p[1], Integer.parseInt(p[2]), p[3], p[4], Integer.parseInt(p[5]),
                        3, hill);
                for (int status : new int[] {0, JacobiteCodes.DISORDERED, JacobiteCodes.BROKEN}) {
                    e.state().status[1] = status;
                    for (int arc = 0; arc <= 2; arc++) {
                        assertSame(e, 0, 1, arc);
                        assertSame(e, 1, 0, arc);
                        checked++;
                    }
                }
            }
        }
        assertEquals(72, checked);
    }

    @Test
    void meleeHitEdgeIsTheDifferenceOfExpectedHits() {
        // Even dice and modifiers: no edge; two more dice at +0 v +0: 2 x 15/36.
        assertEquals(0, JacobiteOdds.meleeHitEdge(6, 6, 1, 1, 6), 1e-12);
        assertEquals(2 * 15 / 36.0, JacobiteOdds.meleeHitEdge(8, 6, 0, 0, 6), 1e-12);
        // +2 against 0 per die: P(beats) 26/36 against 6/36.
        assertEquals(4 * (26 - 6) / 36.0, JacobiteOdds.meleeHitEdge(4, 4, 2, 0, 6), 1e-12);
    }

    private static JacobiteOrder decide(JacobiteEngine e, int u, double footEdge) {
        // charge-look off: the edge alone decides (the look-ahead is JacobiteDoctrineClanTest's).
        JacobitePlayer p = JacobiteTactics.create(new PlayerSpec("doctrine", "balanced",
                Map.of("foot-edge", footEdge, "hold-fire", 0.0, "charge-look", 0.0)), e.template().side[u],
                e.template());
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, u, o);
        return o;
    }

    @Test
    void footEdgeKeepsDismountedTroopersFromChargingADisorderedClan() {
        // 6 dismounted troopers 3" from a Disordered 24-figure clan (a soft target): they charge at -1 (charging,
        // open order) against the clan's 0 (not charging, Disordered) with 6 dice against its front rank of 12.
        JacobiteEngine e = engine("dragoons", "dismounted", 6, "highland-foot", null, 24, 3, false);
        e.state().status[1] = JacobiteCodes.DISORDERED;
        assertTrue(e.melee().chargeOdds(0, 1) > 0.9, "the charge reaches: " + e.melee().chargeOdds(0, 1));
        final int arc = e.sight().arcOf(0, 1);
        final double edge = JacobiteOdds.meleeHitEdge(e.sight().frontFigures(0), e.sight().frontFigures(1),
                JacobiteOdds.meleeModifier(e, 0, 1, true, true, arc),
                JacobiteOdds.meleeModifier(e, 1, 0, false, true, arc), e.template().meleeSides);
        assertTrue(edge < -1, "the troopers lose the first round: " + edge);
        assertTrue(decide(e, 0, 0).action != JacobiteCodes.CHARGE, "foot-edge 0 keeps them from charging");
        JacobiteOrder any = decide(e, 0, -100);
        assertEquals(JacobiteCodes.CHARGE, any.action, "without the edge they charge the soft target");
        assertEquals(1, any.target);
    }

    @Test
    void footEdgeLetsALineChargeADisorderedUnitItOutfights() {
        // The same line against a Disordered 6-figure militia line: +2 against 0 and 6 dice against 3.
        JacobiteEngine e = engine("regular-foot", "line", 12, "militia-foot", "line", 6, 3, false);
        e.state().status[1] = JacobiteCodes.DISORDERED;
        JacobiteOrder o = decide(e, 0, 0);
        assertEquals(JacobiteCodes.CHARGE, o.action);
        assertEquals(1, o.target);
    }
}
