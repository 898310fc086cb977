package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.model.ScenarioException;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * Deployment by zones (A11, {@code deploy.mode: zones}): the Government chooses its edge, the sides place their units
 * alternately in zones 12" deep and 24" apart, the placement replays from the battle seed alone, and impossible
 * geometry is rejected naming the field.
 */
class JacobiteDeploymentTest {

    /** Army lists of eight a side, deployed by zones, with the given AI on both sides. */
    private static JacobiteTemplate lists(String ai) {
        String yaml = "ruleset: jacobite45\nname: Lists\ntable: {width: 72, depth: 48}\nsides:\n"
                + "  - name: Government\n    player: {ai: " + ai + "}\n    army: {list: government, units: 8}\n"
                + "  - name: Jacobite\n    player: {ai: " + ai + "}\n    army: {list: jacobite, units: 8}\n"
                + "rules: {deploy.mode: zones}\n";
        org.muster.model.Scenario sc = org.muster.io.ScenarioReader.parse(yaml, "lists.yaml");
        return JacobiteScenarios.RULESET.compile(sc, JacobiteScenarios.RULESET.defaults());
    }

    private static double[] positions(JacobiteEngine e) {
        JacobiteState s = e.state();
        int n = e.template().unitCount();
        double[] out = new double[3 * n + 1];
        for (int u = 0; u < n; u++) {
            out[3 * u] = s.x[u];
            out[3 * u + 1] = s.y[u];
            out[3 * u + 2] = s.facing[u];
        }
        out[3 * n] = s.southSide;
        return out;
    }

    @Test
    void placementIsAPureFunctionOfTheBattleSeed() {
        for (String ai : new String[] {"random", "naive", "doctrine"}) {
            JacobiteTemplate t = lists(ai);
            JacobiteEngine warm = JacobiteScenarios.RULESET.newJacobiteEngine(t);
            org.muster.engine.BattleRecord r = new org.muster.engine.BattleRecord(JacobiteTemplate.MAX_UNITS);
            for (int i = 0; i < 12; i++) {
                warm.play(5, i, r);
            }
            boolean differ = false;
            double[] first = null;
            for (int i = 12; i < 20; i++) {
                JacobiteHooks.start(warm, 5, i);
                double[] a = positions(warm);
                JacobiteEngine fresh = JacobiteScenarios.RULESET.newJacobiteEngine(t);
                JacobiteHooks.start(fresh, 5, i);
                assertArrayEquals(a, positions(fresh), ai + " battle " + i + " alone");
                if (first == null) {
                    first = a;
                } else {
                    differ |= !Arrays.equals(first, a);
                }
            }
            assertTrue(differ, ai + ": deployments differ between battles (the armies are drawn per battle)");
        }
    }

    @Test
    void unitsStandInTheirZonesApartAndFacingTheEnemy() {
        for (String ai : new String[] {"random", "naive", "doctrine"}) {
            JacobiteTemplate t = lists(ai);
            JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
            JacobiteState s = e.state();
            int[] souths = new int[2];
            for (int i = 0; i < 200; i++) {
                JacobiteHooks.start(e, 9, i);
                souths[s.southSide]++;
                for (int u = 0; u < t.unitCount(); u++) {
                    if (s.start[u] == 0) {
                        continue;
                    }
                    boolean south = t.side[u] == s.southSide;
                    assertTrue(south ? s.y[u] >= 0 && s.y[u] <= 12 : s.y[u] >= 36 && s.y[u] <= 48,
                            ai + " unit " + u + " at y " + s.y[u]);
                    assertTrue(s.x[u] > 0 && s.x[u] < 72, "x " + s.x[u]);
                    assertEquals(south ? 0 : 180, s.facing[u], 1e-9);
                    for (int v = u + 1; v < t.unitCount(); v++) {
                        if (s.start[v] > 0) {
                            assertTrue(Math.hypot(s.x[u] - s.x[v], s.y[u] - s.y[v]) >= t.contact, "overlap");
                        }
                    }
                }
            }
            if (ai.equals("naive")) {
                // The naive Government keeps the edge of its listed side (side 0, south).
                assertEquals(200, souths[0]);
            } else if (ai.equals("random")) {
                // A fair coin: P(either count below 60 of 200) is about 2e-8.
                assertTrue(souths[0] > 60 && souths[1] > 60, Arrays.toString(souths));
            }
        }
    }

    @Test
    void theGovernmentsChoiceOfEdgeIsHonoured() {
        for (boolean south : new boolean[] {true, false}) {
            JacobiteRuleset rules = new JacobiteRuleset((spec, side, t) -> {
                JacobitePlayer p = JacobiteTactics.create(spec, side, t);
                return new JacobitePlayer() {
                    @Override
                    public void startBattle(JacobiteEngine e) {
                        p.startBattle(e);
                    }

                    @Override
                    public boolean deploySouth(JacobiteEngine e) {
                        return south;
                    }

                    @Override
                    public int deploy(JacobiteEngine e, int unit, int zone) {
                        return p.deploy(e, unit, zone);
                    }

                    @Override
                    public void decide(JacobiteEngine e, int unit, JacobiteOrder order) {
                        p.decide(e, unit, order);
                    }
                };
            });
            // The Government is side 1 here, so its choice is not the default edge of its side.
            JacobiteTemplate t = rules.compile(JacobiteScenarios.of().rule("deploy.mode", "zones")
                    .rule("army.government-side", "1")
                    .unit(0, "Clans", "highland-foot", 3, 24, null, null, null, 0, 0)
                    .unit(1, "Foot", "regular-foot", 3, 16, null, null, null, 0, 0).build(), rules.defaults());
            JacobiteEngine e = rules.newJacobiteEngine(t);
            JacobiteHooks.start(e, 1, 0);
            JacobiteState s = e.state();
            assertEquals(south ? 1 : 0, s.southSide);
            for (int u = 0; u < t.unitCount(); u++) {
                boolean gov = t.side[u] == 1;
                boolean low = s.y[u] <= 12;
                assertEquals(gov == south, low, "unit " + t.unitName(u) + " at y " + s.y[u]);
            }
        }
    }

    @Test
    void sidesPlaceAlternatelyAndDoctrinePutsGunsCentreAndHorseOnTheFlanks() {
        JacobiteTemplate t = JacobiteScenarios.of().rule("deploy.mode", "zones").players("doctrine")
                .unit(0, "Guns", "artillery", 1, 4, null, null, null, 0, 0)
                .unit(0, "Left", "dragoons", 1, 6, null, null, null, 0, 0)
                .unit(0, "Right", "dragoons", 1, 6, null, null, null, 0, 0)
                .unit(0, "Militia", "militia-foot", 1, 12, null, null, null, 0, 0)
                .unit(0, "Fixed", "regular-foot", 1, 16, null, null, new Point(36, 3), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, null, 0, 0).compile();
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        StringBuilder log = new StringBuilder();
        e.narrate(line -> log.append(line).append('\n'));
        JacobiteHooks.start(e, 3, 0);
        JacobiteState s = e.state();
        double[] xs = t.slotX[s.southSide == 0 ? 0 : 1];
        double centre = 36;
        double nearest = Double.MAX_VALUE;
        double widest = 0;
        for (double x : xs) {
            nearest = Math.min(nearest, Math.abs(x - centre));
            widest = Math.max(widest, Math.abs(x - centre));
        }
        assertEquals(nearest, Math.abs(s.x[0] - centre), 1e-9, "guns at the centre");
        assertEquals(widest, Math.abs(s.x[1] - centre), 1e-9, "horse on a flank");
        assertEquals(widest, Math.abs(s.x[2] - centre), 1e-9, "horse on a flank");
        assertTrue((s.x[1] - centre) * (s.x[2] - centre) < 0, "the two flanks");
        assertEquals(0, Math.abs(s.y[3] - s.y[0]), 1e-9, "militia in the front row, not blocked behind it");
        assertEquals(36, s.x[4], 1e-9);
        assertEquals(3, s.y[4], 1e-9, "a unit with at: stays");
        // Jacobite places first (deploy.first), then the Government, then the Government's remaining units.
        String text = log.toString();
        int clan = text.indexOf("deploy Clan");
        int guns = text.indexOf("deploy Guns");
        int left = text.indexOf("deploy Left");
        assertTrue(text.contains("deployment: Government chooses the"), text);
        assertTrue(clan >= 0 && clan < guns && guns < left, text);
        assertTrue(!text.contains("deploy Fixed"), text);
    }

    @Test
    void impossibleGeometryIsRejected() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> JacobiteScenarios.of()
                .rule("deploy.mode", "zones").rule("deploy.zone-depth", "13")
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, null, 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, null, 0, 0).compile());
        assertEquals("rules.deploy.zone-depth", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("need a table 50\" deep, but it is 48\""), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
        e = assertThrows(ScenarioException.class, () -> JacobiteScenarios.of()
                .rule("deploy.mode", "zones").rule("deploy.place-spacing", "24")
                .unit(0, "Foot", "regular-foot", 4, 16, null, null, null, 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, null, 0, 0).compile());
        assertEquals("sides[0].units", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("4 units to deploy") && e.getMessage().contains("holds only 3"),
                e.getMessage());
        e = assertThrows(ScenarioException.class, () -> JacobiteScenarios.of()
                .rule("deploy.mode", "zones").rule("deploy.place-spacing", "0.5").rule("geometry.contact", "1")
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, null, 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, null, 0, 0).compile());
        assertEquals("rules.deploy.place-spacing", e.field(), e.getMessage());
    }
}
