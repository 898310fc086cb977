package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;

/**
 * The split queries players use to score targets cheaply ({@link JacobiteEngine#fireReach},
 * {@link JacobiteEngine#chargeReach}, {@link JacobiteEngine#chargeReachOdds}, {@link JacobiteEngine#chargeOddsBound})
 * answer exactly what the whole queries answer, and the cached {@link JacobiteEngine#width} and the pruned
 * {@link JacobiteEngine#nearestEnemy} equal their plain definitions, in every position of bundled battles played turn
 * by turn (fixed seeds).
 */
class JacobiteTargetQueriesTest {
    private int reachNoSight;
    private int charges;

    @Test
    void splitQueriesEqualTheWholeOnes_inPlayedBattles() {
        for (String name : new String[] {"culloden", "falkirk-muir"}) {
            JacobiteTemplate t = JacobiteScenarios.RULESET.compile(
                    ScenarioReader.read(Path.of("../scenarios/jacobite45/" + name + ".yaml")),
                    JacobiteScenarios.RULESET.defaults());
            JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
            for (int battle = 0; battle < 4; battle++) {
                JacobiteHooks.start(e, 3, battle);
                for (int turn = 0; turn < 10 && !e.beaten(0) && !e.beaten(1); turn++) {
                    e.state().turn = turn;
                    JacobiteHooks.playTurn(e);
                    checkPosition(e);
                }
            }
        }
        assertTrue(charges > 0, "some charges were open");
        assertTrue(reachNoSight > 0, "some targets in reach were out of sight");
    }

    /** The kept bearing and unit vector are the very values of the plain formulas, for repeated and new arguments. */
    @Test
    void keptBearingsAreThePlainOnes() {
        JacobiteEngine e = JacobiteScenarios.mirror().engine();
        final double[][] lines = {{1, 2, 3, 4}, {1, 2, 3, 4}, {5, 5, 5, 9}, {5, 9, 5, 5}, {5, 5, 5, 9},
            {0, 0, -0.0, 3}};
        for (double[] l : lines) {
            final double b = e.sight().heading(l[0], l[1], l[2], l[3]);
            assertEquals(JacobiteEngine.bearing(l[0], l[1], l[2], l[3]), b);
            assertEquals(Math.sin(Math.toRadians(b)), e.sight().bearingX(b));
            assertEquals(Math.cos(Math.toRadians(b)), e.sight().bearingY(b));
        }
        assertEquals(Math.sin(Math.toRadians(-0.0)), e.sight().bearingX(-0.0));
        assertEquals(Math.sin(Math.toRadians(0.0)), e.sight().bearingX(0.0));
    }

    private void checkPosition(JacobiteEngine e) {
        final JacobiteTemplate t = e.template();
        final JacobiteState s = e.state();
        final int n = t.unitCount();
        for (int u = 0; u < n; u++) {
            if (!s.present(u)) {
                continue;
            }
            final int per = t.perBase(s.type[u], s.formation[u]);
            assertEquals(Math.max(1, (e.sight().frontFigures(u) + per - 1) / per) * t.baseFrontage, e.sight().width(u));
            int nearest = -1;
            for (int v = 0; v < n; v++) {
                if (t.side[v] != t.side[u] && s.present(v)
                        && (nearest < 0 || e.sight().distance(u, v) < e.sight().distance(u, nearest))) {
                    nearest = v;
                }
            }
            assertEquals(nearest, e.sight().nearestEnemy(u));
            for (int v = 0; v < n; v++) {
                if (v == u || t.side[v] == t.side[u] || !s.present(v)) {
                    continue;
                }
                final boolean sight = e.sight().sight(u, v);
                if (u < v) {
                    // The first asker of a pair fills its cache (remembered blocker first): the plain walks agree.
                    assertEquals(e.sight().terrainSight(u, v) && !e.sight().unitBetween(u, v), sight);
                }
                for (boolean useCase : new boolean[] {false, true}) {
                    assertEquals(e.fire().canFire(u, v, useCase), e.fire().fireReach(u, v, useCase) && sight);
                }
                final boolean reach = e.melee().chargeReach(u, v);
                assertEquals(e.melee().canCharge(u, v), reach && sight);
                assertEquals(reach ? e.melee().chargeOdds(u, v) : -1, e.melee().chargeReachOdds(u, v));
                assertTrue(e.melee().chargeOdds(u, v) <= e.melee().chargeOddsBound(u, v));
                charges += e.melee().canCharge(u, v) ? 1 : 0;
                reachNoSight += (reach || e.fire().fireReach(u, v, false)) && !sight ? 1 : 0;
            }
        }
    }
}
