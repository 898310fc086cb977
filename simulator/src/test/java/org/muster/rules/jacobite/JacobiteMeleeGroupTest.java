package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * Melees of several units (A8.3 [D], {@code melee.join}): a unit may charge an enemy already in a melee and joins it;
 * the melee is fought once a turn with every unit's front-rank dice, casualties are shared over a side's units and
 * every unit tests morale; units leave one by one and the melee ends when a side has none left.
 */
class JacobiteMeleeGroupTest {
    private static final int A = 0;
    private static final int B = 1;
    private static final int C = 2;

    /** Government foot A and B (16 each), a Jacobite clan C of 32 in front of A; B off to the side facing C. */
    private static JacobiteScenarios scenario() {
        return JacobiteScenarios.of()
                .unit(0, "A", "regular-foot", 1, 16, null, null, new Point(30, 20), 0, 0)
                .unit(0, "B", "regular-foot", 1, 16, null, null, new Point(36, 22), 285, 0)
                .unit(1, "C", "highland-foot", 1, 32, null, null, new Point(30, 24), 180, 0);
    }

    /** A is in melee with C (A charged); B has joined it. */
    private static void engage(JacobiteState s) {
        s.meleeWith[A] = C;
        s.meleeWith[C] = A;
        s.meleeWith[B] = C;
        s.meleeId[A] = 0;
        s.meleeId[B] = 0;
        s.meleeId[C] = 0;
        s.melees = 1;
        s.charger[A] = true;
        s.charger[B] = true;
    }

    @Test
    void aUnitMayChargeAnEnemyInAMeleeOnlyWhenJoiningIsOn() {
        JacobiteEngine e = scenario().engine();
        JacobiteHooks.start(e, 1, 0);
        assertTrue(e.melee().canCharge(B, C), "free target");
        engage(e.state());
        e.state().meleeWith[B] = -1;
        e.state().meleeId[B] = -1;
        assertTrue(e.melee().canCharge(B, C), "target in a melee, melee.join yes");
        JacobiteEngine off = scenario().rule("melee.join", "no").engine();
        JacobiteHooks.start(off, 1, 0);
        engage(off.state());
        off.state().meleeWith[B] = -1;
        off.state().meleeId[B] = -1;
        assertFalse(off.melee().canCharge(B, C), "melee.join no: one against one");
    }

    @Test
    void everyUnitRollsItsDiceAndSharesTheCasualtiesAndTests() {
        int checked = 0;
        for (int seed = 0; seed < 40; seed++) {
            JacobiteEngine e = scenario().engine();
            JacobiteHooks.start(e, seed, 0);
            JacobiteState s = e.state();
            engage(s);
            StringBuilder log = new StringBuilder();
            e.narrate(line -> log.append(line).append('\n'));
            final int frontA = e.sight().frontFigures(A);
            final int frontB = e.sight().frontFigures(B);
            JacobiteHooks.meleeRound(e, A, C, 1, 1);
            String text = log.toString();
            assertTrue(text.contains("melee A " + frontA + "d6 ") && text.contains(", B " + frontB + "d6 ")
                    && text.contains(" v C "), text);
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("casualties (\\d+)-(\\d+)").matcher(text);
            assertTrue(m.find(), text);
            int onGovernment = Integer.parseInt(m.group(2));
            int onClan = Integer.parseInt(m.group(1));
            assertEquals(onClan, s.killed[C], text);
            assertEquals(onGovernment, s.killed[A] + s.killed[B], text);
            // Equal dice: shares differ by at most one, the extra one to A (listed first).
            assertTrue(s.killed[A] - s.killed[B] == 0 || s.killed[A] - s.killed[B] == 1, text);
            for (int u : new int[] {A, B, C}) {
                if (s.meleeWith[u] >= 0) {
                    assertEquals(1, s.meleeRounds[u], "round counted: " + u);
                }
                assertTrue(s.has(u, JacobiteCodes.FOUGHT) || !s.present(u), "fought this turn: " + u);
            }
            if (s.killed[A] < 16 && s.killed[B] < 16 && s.killed[C] < 32) {
                for (String u : new String[] {"A", "B", "C"}) {
                    assertTrue(text.contains(u + " tests morale (end of melee round"), u + " tests\n" + text);
                }
                checked++;
            }
        }
        assertTrue(checked > 10, "enough rounds with everyone standing: " + checked);
    }

    @Test
    void unitsLeaveOneByOneAndTheMeleeEndsWhenASideHasNoneLeft() {
        JacobiteEngine e = scenario().engine();
        JacobiteHooks.start(e, 1, 0);
        JacobiteState s = e.state();
        engage(s);
        JacobiteHooks.endMelee(e, A);
        assertEquals(-1, s.meleeWith[A]);
        assertEquals(C, s.meleeWith[B], "B still fights C");
        assertEquals(B, s.meleeWith[C], "C turns to B");
        JacobiteHooks.endMelee(e, C);
        assertEquals(-1, s.meleeWith[B], "no enemy left: the melee ends");
        assertEquals(-1, s.meleeId[B]);
        assertEquals(-1, s.meleeWith[C]);
    }

    @Test
    void casualtiesFollowTheDiceOrFallEvenly() {
        JacobiteEngine e = scenario().engine();
        JacobiteHooks.start(e, 1, 0);
        assertEquals(7, JacobiteHooks.shareCasualties(e, new int[] {A, B}, new int[] {12, 4}, 9)[0],
                "9 x 12/16 = 6.75");
        assertEquals(2, JacobiteHooks.shareCasualties(e, new int[] {A, B}, new int[] {12, 4}, 9)[1],
                "9 x 4/16 = 2.25");
        JacobiteEngine even = scenario().rule("melee.casualties", "even").engine();
        JacobiteHooks.start(even, 1, 0);
        assertEquals(5, JacobiteHooks.shareCasualties(even, new int[] {A, B}, new int[] {12, 4}, 9)[0],
                "ties to the first");
        assertEquals(4, JacobiteHooks.shareCasualties(even, new int[] {A, B}, new int[] {12, 4}, 9)[1]);
    }
}
