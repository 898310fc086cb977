package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;

/** The charge sequence of B7, played through the engine with scripted commanders and forced morale results. */
class AcwChargeTest {

    /** Side 0's unit charges side 1's unit in its first increment; otherwise both sides hold. */
    private static final AcwRuleset SCRIPTED = AcwScenarios.scripted((side, e, u, inc, incs, o) -> {
        if (side == 0 && e.state().turn() == 0 && e.melee().canCharge(u, 1)) {
            o.set(AcwCodes.CHARGE, 1);
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

    /** A charger 5.5" from its target: within the infantry's 6" unless rough ground on the way costs its inch. */
    private static AcwEngine roughCharge(double roughY, double roughDepth) {
        AcwScenarios b = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 1, 5, "regular", "rifled-musket", new Point(24, 20), 0, null, 0)
                .unit(1, "D", "infantry-squad", 1, 3, "regular", "rifled-musket", new Point(24, 25.5), 180, null, 0);
        if (roughDepth > 0) {
            b.area("rough", 20, roughY, 8, roughDepth, 0, null);
        }
        AcwEngine e = b.engine();
        e.reset();
        return e;
    }

    @Test
    void canCharge_roughGroundOnTheWayCostsItsInch() {
        assertTrue(roughCharge(0, 0).melee().canCharge(0, 1), "open ground: 5.5\" is within 6\"");
        assertFalse(roughCharge(22, 1).melee().canCharge(0, 1), "rough on the way: 6 - 1 = 5\" < 5.5\"");
        assertTrue(roughCharge(25, 2).melee().canCharge(0, 1), "rough only beyond the contact point, under the target");
        AcwEngine near = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 1, 5, "regular", "rifled-musket", new Point(24, 20), 0, null, 0)
                .unit(1, "D", "infantry-squad", 1, 3, "regular", "rifled-musket", new Point(24, 24.5), 180, null, 0)
                .area("rough", 20, 22, 8, 1, 0, null).engine();
        near.reset();
        assertTrue(near.melee().canCharge(0, 1), "rough on the way, 4.5\" within 5\"");
    }

    /**
     * Side 1's charger (unit 3) charges side 0's D on the first turn; side 0 also has two far-off squads so that one
     * routing unit does not break its army. Otherwise everyone holds.
     */
    private static final AcwRuleset COUNTER = AcwScenarios.scripted((side, e, u, inc, incs, o) -> {
        if (side == 1 && e.state().turn() == 0 && e.melee().canCharge(u, 0)) {
            o.set(AcwCodes.CHARGE, 0);
        }
    });

    /**
     * B7 [D]: a unit that fails its CQC test in the round at the start of its own card routs on its next two cards
     * and tests to rally at the start of the third; the card it broke on is not one of them. Found as the first of
     * 300 seeded battles where D stands the charge and the contact round, then breaks in the round on its own card.
     */
    @Test
    void cqc_unitBrokenAtStartOfItsOwnCardRoutsFromItsNextCard() {
        BattleRecord r = new BattleRecord(4);
        for (int battle = 0; battle < 300; battle++) {
            AcwScenarios b = AcwScenarios.of()
                    .unit(0, "D", "infantry-squad", 1, 6, "regular", "rifled-musket", new Point(24, 24), 180, null, 0)
                    .unit(0, "X", "infantry-squad", 2, 3, "regular", "rifled-musket", new Point(3, 45), 180, null, 40)
                    .unit(1, "A", "infantry-squad", 1, 5, "regular", "rifled-musket", new Point(24, 19), 0, null, 0)
                    .rule("first-player", "side-0-first").rule("morale.k.5", "100").rule("morale.k.6", "-10")
                    .rule("morale.k.3", "100").turns(6);
            AcwEngine e = COUNTER.newAcwEngine(COUNTER.compile(b.build(), COUNTER.defaults()));
            List<String> l = new ArrayList<>();
            e.narrate(l::add);
            e.play(5, battle, r);
            int brokeOnOwnCard = indexOf(l, "D routs");
            int turn2 = indexOf(l, "turn 2:");
            int theirCard = turn2 < 0 ? -1 : turn2 + indexOf(l.subList(turn2, l.size()), "Confederate plays a");
            if (brokeOnOwnCard < 0 || turn2 < 0 || brokeOnOwnCard < turn2 || brokeOnOwnCard > theirCard
                    || l.subList(turn2, brokeOnOwnCard).stream().noneMatch(x -> x.startsWith("CQC A v D"))
                    || indexOf(l, "A charges D") < 0 || r.standing[0] == 0 || indexOf(l, "recovery: D") >= 0) {
                continue;
            }
            String all = battle + ":\n" + String.join("\n", l);
            int turn3 = indexOf(l, "turn 3:");
            assertTrue(turn3 > brokeOnOwnCard, all);
            assertTrue(l.subList(brokeOnOwnCard, turn3).stream().noneMatch(x -> x.startsWith("D routs to")), all);
            int rally = indexOf(l, "D tests morale (rally)");
            assertTrue(indexOf(l, "D routs to") > turn3, all);
            // Its next two cards (turns 3 and 4), then the rally test at the start of the third (turn 5).
            assertTrue(rally > indexOf(l, "turn 5:") && rally < indexOf(l, "turn 6:"), all);
            int moves = 0;
            for (String x : l.subList(brokeOnOwnCard, rally < 0 ? l.size() : rally)) {
                moves += x.startsWith("D routs to") ? 1 : 0;
            }
            assertEquals(2, moves, all);
            return;
        }
        throw new AssertionError("no battle in 300 where D broke in the CQC round at the start of its own card");
    }
}
