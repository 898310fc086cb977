package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertWilson;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.rules.Parameter;
import org.muster.rules.Parameters;

/**
 * Every die size of the rules is a parameter (A2: d20 fire, d6 saves, melee, movement, morale, ammunition and
 * army-list tables, D100 army lists, the average die's faces), the engine rolls the sizes the parameters give, and
 * {@link JacobiteOdds} (both the exact arithmetic and {@code muster odds}) reads the same parameters.
 *
 * <p>False-failure rate: the sampled checks use the Wilson interval at z = 5.73 of {@link JacobiteSampledOddsTest}
 * (two-sided alpha 1e-8 per check, fewer than 40 checks here: below 4e-7 in all) with fixed seeds.
 */
class JacobiteDiceTest {
    private static final int SAMPLES = 60_000;

    @Test
    void parameters_everyDieSizeIsNamedWithItsSource() {
        Map<String, String> tags = Map.of("dice.fire", "[S p.4]", "dice.save", "[S p.4]", "dice.melee", "[S p.5]",
                "dice.move", "[S p.3]", "dice.morale", "[S p.6]", "dice.ammo", "[S p.15]", "dice.army-list",
                "[S p.7]", "dice.army-table", "[S p.7]", "dice.avd.1", "[D]");
        List<Parameter> all = JacobiteParameters.all();
        for (Map.Entry<String, String> e : tags.entrySet()) {
            Parameter p = all.stream().filter(q -> q.name().equals(e.getKey())).findFirst().orElseThrow();
            assertEquals(e.getValue(), p.tag(), p.name());
        }
        Parameters d = JacobiteScenarios.RULESET.defaults();
        assertEquals(20, d.getInt("dice.fire"));
        assertEquals(100, d.getInt("dice.army-list"));
        assertArrayEquals(new int[] {2, 3, 3, 4, 4, 5}, JacobiteParameters.avdFaces(d));
        JacobiteTemplate t = JacobiteScenarios.of()
                .unit(0, "A", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                .unit(1, "B", "highland-foot", 1, 24, null, null, new Point(20, 30), 180, 0).compile();
        assertEquals(5, t.maxMoveFace[JacobiteCodes.AVD]);
        assertEquals(6, t.maxMoveFace[JacobiteCodes.D6]);
        assertEquals(3.5, t.meanMoveD6, 1e-12);
    }

    /** Worked numbers for other dice: P(hit) = (T - 1) / sides, saves on save.from..sides. */
    @Test
    void odds_followTheDieSizes() {
        assertEquals(0.5, JacobiteOdds.pHit(11, false, 20), 1e-12);
        assertEquals(1.0, JacobiteOdds.pHit(11, false, 10), 1e-12);
        assertEquals(0.3, JacobiteOdds.pHit(4, false, 10), 1e-12);
        assertEquals(0.4, JacobiteOdds.pHit(4, true, 10), 1e-12);
        assertEquals(2 / 3.0, JacobiteOdds.pUnsaved(5, 6), 1e-12);
        assertEquals(0.5, JacobiteOdds.pUnsaved(5, 8), 1e-12);
        assertEquals(1.0, JacobiteOdds.pUnsaved(9, 8), 1e-12);
        assertEquals(28 / 64.0, JacobiteOdds.pBeats(0, 0, 8), 1e-12);
        // One die of two faces each, equal modifiers: A scores 1/4, B 1/4, nobody 1/2, under both pairings.
        for (double[][] j : new double[][][] {JacobiteOdds.meleeDuel(1, 1, 0, 0, 2),
            JacobiteOdds.meleeSorted(1, 1, 0, 0, 2)}) {
            assertEquals(0.25, j[1][0], 1e-12);
            assertEquals(0.25, j[0][1], 1e-12);
            assertEquals(0.5, j[0][0], 1e-12);
        }
        // The d6 overloads are the defaults.
        assertArrayEquals(JacobiteOdds.meleeDuel(5, 3, 1, 0)[2], JacobiteOdds.meleeDuel(5, 3, 1, 0, 6)[2], 1e-15);
        assertArrayEquals(JacobiteOdds.meleeSorted(4, 3, 0, 1)[1], JacobiteOdds.meleeSorted(4, 3, 0, 1, 6)[1], 1e-15);
        // 2 d4: sum 2..8, P(5) = 4/16; an average die with faces 1..6 is a d6.
        assertEquals(0.25, JacobiteOdds.sum(2, JacobiteOdds.faces(4))[5], 1e-12);
        assertArrayEquals(JacobiteOdds.sum(3, JacobiteCodes.D6), JacobiteOdds.sum(3, new int[] {1, 2, 3, 4, 5, 6}),
                1e-15);
        assertEquals(12, JacobiteOdds.sumDropping(3, JacobiteOdds.faces(4), 0, 0).length - 1);
        double sum = 0;
        for (double[] row : JacobiteOdds.meleeDuel(4, 6, 0, 1, 8)) {
            for (double v : row) {
                sum += v;
            }
        }
        assertEquals(1, sum, 1e-12);
    }

    @Test
    void oddsCommand_readsTheDiceParameters() {
        Parameters p = JacobiteScenarios.RULESET.defaults().with(Map.of("dice.fire", "10", "dice.save", "8",
                "dice.melee", "8", "dice.move", "4", "dice.avd.6", "6"), "test");
        assertTrue(print(p, "volley", "dice=6", "total=4").contains("6 d10 against total 4 (less): P(hit) 0.3000,"
                + " P(casualty) 0.1500"), print(p, "volley", "dice=6", "total=4"));
        assertTrue(print(p, "melee", "a-dice=1", "b-dice=1", "a-mod=0", "b-mod=0")
                .contains("A 1 d8 +0, B 1 d8 +0"));
        assertTrue(print(p, "move", "dice=2", "die=d6").contains("mean 5.000"), print(p, "move", "dice=2", "die=d6"));
        // AvD faces 2, 3, 3, 4, 4, 6: mean 11/3 a die.
        assertTrue(print(p, "move", "dice=3", "die=avd").contains("mean 11.000"));
    }

    private static String print(Parameters p, String action, String... args) {
        StringWriter w = new StringWriter();
        new JacobiteOdds().print(action, List.of(args), p, new PrintWriter(w));
        return w.toString();
    }

    /** The engine rolls a d10 for fire and a d8 for saves when told to, matching the exact binomial. */
    @Test
    void engineFire_rollsTheParameterDice() {
        JacobiteEngine e = JacobiteScenarios.of().rule("dice.fire", "10").rule("dice.save", "8")
                .unit(0, "British", "regular-foot", 1, 16, null, null, new Point(20, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(20, 34), 180, 0).engine();
        JacobiteHooks.start(e, 5, 0);
        JacobiteState s = e.state();
        final int dice = e.fire().fireDice(0, false);
        final int total = e.fire().fireTotal(0, 1, false, false);
        assertEquals(8, total, "British line at a clan in the open, no volley: column 1, base 8");
        double[] exact = JacobiteOdds.binomial(dice, JacobiteOdds.pHit(total, false, 10)
                * JacobiteOdds.pUnsaved(5, 8));
        long[] seen = new long[dice + 1];
        for (int i = 0; i < SAMPLES; i++) {
            s.figures[1] = 24;
            s.killed[1] = 0;
            s.status[0] |= JacobiteCodes.AMMO_ROLLED;
            s.ammo[0] = 10;
            seen[JacobiteHooks.fire(e, 0, 1, false, 1.0, false, true)]++;
        }
        for (int k = 0; k <= dice; k++) {
            assertWilson(exact[k], seen[k], SAMPLES, "casualties " + k);
        }
    }

    /** Morale with a d8 for highlanders and a changed average die follows the exact chart of those dice. */
    @Test
    void engineMorale_rollsTheParameterDice() {
        JacobiteEngine e = JacobiteScenarios.of().rule("dice.morale", "8").rule("dice.avd.1", "1")
                .unit(0, "British", "regular-foot", 1, 12, null, null, new Point(20, 20), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 12, null, null, new Point(20, 30), 180, 0).engine();
        JacobiteHooks.start(e, 3, 0);
        int[][] faces = {{1, 3, 3, 4, 4, 5}, JacobiteOdds.faces(8)};
        for (int u = 0; u < 2; u++) {
            double[] exact = JacobiteOdds.morale(3, faces[u], -2, 3, 6, 9, 20);
            long[] seen = new long[5];
            for (int i = 0; i < SAMPLES; i++) {
                seen[JacobiteHooks.rollMorale(e, u, -2)]++;
            }
            for (int r = 0; r < 5; r++) {
                assertWilson(exact[r], seen[r], SAMPLES, "unit " + u + " " + JacobiteCodes.RESULT_NAMES[r]);
            }
        }
    }

    /** A D100 of 5 sides with artillery up to 5 draws only guns; a D6 table die of 1 side always reads 1. */
    @Test
    void armyLists_rollTheParameterDice() {
        String yaml = "ruleset: jacobite45\nname: Lists\ntable: {width: 72, depth: 48}\n"
                + "rules: {dice.army-list: 5, army.jacobite.artillery-to: 4, army.jacobite.cavalry-to: 5,"
                + " army.jacobite.lowland-militia-to: 5, army.jacobite.highland-to: 5, army.jacobite.max-cavalry: 40,"
                + " dice.army-table: 2, army.government.artillery-to: 5, army.government.highland-to: 5,"
                + " army.government.militia-to: 5, army.government.dragoons-to: 5, army.government.infantry-to: 5}\n"
                + "sides:\n"
                + "  - name: Government\n    army: {list: government, units: 6}\n"
                + "  - name: Jacobite\n    army: {list: jacobite, units: 6}\n";
        org.muster.model.Scenario sc = org.muster.io.ScenarioReader.parse(yaml, "lists.yaml");
        JacobiteTemplate t = JacobiteScenarios.RULESET.compile(sc, JacobiteScenarios.RULESET.defaults());
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        org.muster.engine.BattleRecord r = new org.muster.engine.BattleRecord(JacobiteTemplate.MAX_UNITS);
        int guns = 0;
        int lifeguard = 0;
        int cavalry = 0;
        for (int i = 0; i < 200; i++) {
            e.play(7, i, r);
            for (int u = 0; u < t.unitCount(); u++) {
                final int ty = e.state().type[u];
                if (t.side[u] == 0) {
                    assertEquals(JacobiteCodes.ARTILLERY, ty, "Government: every D5 result is artillery");
                } else if (ty == JacobiteCodes.ARTILLERY) {
                    guns++;
                } else {
                    assertTrue(JacobiteCodes.isCavalry(ty), "Jacobite: 1-4 artillery, 5 cavalry");
                    cavalry++;
                    // cavalry D2: 1-2 Prince's Lifeguard (lifeguard-to 2): always 4 figures of horse.
                    assertEquals(JacobiteCodes.HORSE, ty);
                    lifeguard += r.start[u] == 4 ? 1 : 0;
                }
            }
        }
        assertEquals(cavalry, lifeguard);
        assertWilson(0.8, guns, guns + cavalry, "Jacobite artillery 4 in 5");
    }
}
