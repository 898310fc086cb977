package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;

/** The charge sequence of B7, played through the engine with scripted commanders and forced morale results. */
class AcwChargeTest {

    /** Side 0's unit charges side 1's unit in its first increment; otherwise both sides hold. */
    private static final AcwRuleset SCRIPTED = new AcwRuleset((spec, side, t) -> new AcwPlayer() {
        @Override
        public void startBattle(AcwEngine engine) {
            // Stateless.
        }

        @Override
        public int chooseCard(AcwEngine e, int sd) {
            return 0;
        }

        @Override
        public void decide(AcwEngine e, int u, int inc, int incs, AcwOrder o) {
            if (side == 0 && e.state().turn() == 0 && e.canCharge(u, 1)) {
                o.set(AcwCodes.CHARGE, 1);
            }
        }
    });

    /** A 5-man attacker 5" from a 3-man defender; the K of each size forces the tests' results. */
    private static List<String> play(String attackerK, String defenderK, BattleRecord r) {
        return play(attackerK, defenderK, r, 0);
    }

    private static List<String> play(String attackerK, String defenderK, BattleRecord r, int battle) {
        AcwScenarios b = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 1, 5, "regular", "rifled-musket", new Point(24, 20), 0, null, 0)
                .unit(1, "D", "infantry-squad", 1, 3, "regular", "rifled-musket", new Point(24, 25), 180, null, 0)
                .rule("first-player", "side-0-first").rule("morale.k.5", attackerK).rule("morale.k.3", defenderK)
                .turns(1);
        AcwEngine e = SCRIPTED.newAcwEngine(SCRIPTED.compile(b.build(), SCRIPTED.defaults()));
        List<String> lines = new ArrayList<>();
        e.narrate(lines::add);
        e.play(11, battle, r);
        return lines;
    }

    private static int indexOf(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void charge_defenderFailsToStand_turnedFreeAttackAndRout() {
        BattleRecord r = new BattleRecord(4);
        List<String> l = play("100", "-100", r);
        int test = indexOf(l, "D tests morale (charged)");
        int free = indexOf(l, "A makes a free attack on D: modifiers 20");
        int rout = indexOf(l, "D routs");
        assertTrue(test >= 0 && free > test && rout > free, String.join("\n", l));
        assertEquals(-1, indexOf(l, "D free-fires"));
        assertEquals(-1, indexOf(l, "CQC "));
        assertEquals(1, r.routed[1]);
        assertEquals(0, r.winner);
    }

    @Test
    void charge_defenderStands_freeFireThenContactAndCqcEachCard() {
        BattleRecord r = new BattleRecord(4);
        List<String> l = play("100", "100", r);
        int test = indexOf(l, "D tests morale (charged)");
        int fire = indexOf(l, "D free-fires at A: R 3\", I 1, N 3");
        int first = indexOf(l, "CQC A v D: modifiers 10 v 0");
        assertTrue(test >= 0 && fire > test && first > fire, String.join("\n", l));
        int rounds = 0;
        for (String s : l) {
            if (s.startsWith("CQC A v D")) {
                rounds++;
            }
        }
        // The contact round on A's card, then one at the start of D's card (no charging bonus any more).
        assertEquals(2, rounds, String.join("\n", l));
        assertTrue(indexOf(l, "CQC A v D: modifiers 0 v 0") > first, String.join("\n", l));
    }

    @Test
    void charge_attackerBreaksUnderFreeFire_stopsAtHalfwayAndRouts() {
        BattleRecord r = new BattleRecord(4);
        for (int battle = 0; battle < 200; battle++) {
            List<String> l = play("-100", "100", r, battle);
            int fire = indexOf(l, "D free-fires at A");
            int hit = indexOf(l, "A tests morale (casualties from free fire)");
            if (hit < 0) {
                continue;
            }
            assertTrue(hit > fire, String.join("\n", l));
            assertTrue(indexOf(l, "A routs") > hit, String.join("\n", l));
            assertEquals(-1, indexOf(l, "CQC "));
            assertEquals(-1, indexOf(l, "D makes a free attack"));
            return;
        }
        // 3 riflemen at 3" (CP 81) hit at least one man in about half the battles; 200 without one cannot happen.
        throw new AssertionError("no battle in 200 where the free fire hit the attacker");
    }
}
