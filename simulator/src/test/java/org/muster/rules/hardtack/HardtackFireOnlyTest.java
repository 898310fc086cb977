package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.muster.engine.Dice;
import org.muster.model.Point;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Columns;

/**
 * Pins {@link HardtackHooks#sampleFireOnly}, the hook {@code ResolutionBenchmark} times: on the same dice stream it
 * must give, call for call, the result, the results count, the dice and every field of the state that
 * {@link HardtackHooks#sampleFire} (which restarts the whole battle) gives. Deterministic (fixed seeds). The cases
 * are chosen so that some call changes each of the target's values the hook restores and the firer's kills (checked
 * at the end): the test fails with any one of those restores removed, and if the fire comes to change another part
 * of the state that the hook leaves as it was. The firer's fired and reload flags and the fired-on mark are set to
 * the same values by every fire, so their restores cannot show here; they keep the state before each call the one
 * {@code sampleFire} fires from. The same for {@link HardtackHooks#sampleFireOnly(HardtackEngine, int, int, long)},
 * the fire handed a setup made once ({@link HardtackHooks#fireSetup}), which restores less: the state after each of
 * its calls must still be {@code sampleFire}'s, field for field.
 */
class HardtackFireOnlyTest {
    private static final int CALLS = 3_000;

    private int wipedOut;
    private int horsesHit;
    private int teamHit;
    private int leaderChanged;
    private int kills;

    @Test
    void sampleFireOnly_matchesSampleFireCallForCall() {
        check(target("line", "infantry-company", "musket", 8, 12), 11, "line at 12\"");
        check(target("skirmish", "infantry-company", "musket", 6, 12)
                .line("fence", 10, 21.5, 38, 21.5), 12, "skirmishers behind a fence");
        check(target("mounted-column", "cavalry-company", "carbine", 10, 4), 13, "mounted cavalry at 4\"");
        check(target("limbered", "artillery-section", "napoleon", 3, 6), 14, "limbered gun at 6\"");
        check(target(null, "sharpshooter", "musket", 1, 6), 15, "a lone sharpshooter at 6\"");
        check(HtScenarios.of().unit(0, "S", "sharpshooter", 1, 1, "veteran", "musket", new Point(24, 10), 0, null, 0)
                .unit(1, "B", "infantry-company", 1, 6, "regular", "musket", new Point(24, 20), 180, "line", 0), 16,
                "sharpshooter");
        assertTrue(wipedOut > 0, "some call wipes the target out: " + wipedOut);
        assertTrue(horsesHit > 0, "some call hits a horse: " + horsesHit);
        assertTrue(teamHit > 0, "some call hits a gun team: " + teamHit);
        assertTrue(leaderChanged > 0, "some call changes the target's LV: " + leaderChanged);
        assertTrue(kills > 0, "some call credits kills: " + kills);
    }

    /** A regular line of 10 muskets at (24, 10) facing north, and the target {@code gap} inches north of it. */
    private static HtScenarios target(String stance, String type, String weapon, int figures, double gap) {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .unit(1, "B", type, 1, figures, "regular", weapon, new Point(24, 10 + gap), 180, stance, 0);
    }

    private void check(HtScenarios b, long seed, String what) {
        HardtackEngine restarted = b.engine();
        HardtackEngine only = b.engine();
        HardtackEngine prepared = b.engine();
        HardtackHooks.reseedDice(only, seed + 1000);
        HardtackHooks.sampleFire(only, 0, 1);
        HardtackHooks.reseedDice(prepared, seed + 1000);
        HardtackHooks.sampleFire(prepared, 0, 1);
        // The setup made once, from the state sampleFireOnly restores, as ResolutionBenchmark's fire uses it.
        final long setup = HardtackHooks.fireSetup(prepared, 0, 1);
        HardtackHooks.reseedDice(restarted, seed);
        HardtackHooks.reseedDice(only, seed);
        HardtackHooks.reseedDice(prepared, seed);
        final long dice0 = restarted.diceRolled();
        final long dice1 = only.diceRolled();
        final long dice2 = prepared.diceRolled();
        HardtackState s = only.state();
        HardtackTemplate t = only.template();
        for (int i = 0; i < CALLS; i++) {
            int r = HardtackHooks.sampleFire(restarted, 0, 1);
            assertEquals(r, HardtackHooks.sampleFireOnly(only, 0, 1), what + ": result of call " + i);
            assertEquals(r, HardtackHooks.sampleFireOnly(prepared, 0, 1, setup), what + ": prepared, call " + i);
            assertEquals(HardtackHooks.lastResults(restarted), HardtackHooks.lastResults(only),
                    what + ": results of call " + i);
            assertEquals(HardtackHooks.lastResults(restarted), HardtackHooks.lastResults(prepared),
                    what + ": prepared, results of call " + i);
            assertEquals(restarted.diceRolled() - dice0, only.diceRolled() - dice1, what + ": dice to call " + i);
            assertEquals(restarted.diceRolled() - dice0, prepared.diceRolled() - dice2,
                    what + ": prepared, dice to call " + i);
            assertSameState(restarted.state(), s, what + ": call " + i);
            assertSameState(restarted.state(), prepared.state(), what + ": prepared, call " + i);
            wipedOut += s.fit[1] == 0 ? 1 : 0;
            horsesHit += s.unhorsed[1];
            teamHit += s.teamLost[1];
            leaderChanged += s.lv[1] != t.leadership ? 1 : 0;
            kills += s.kills[0];
        }
    }

    /** Every instance field of the two states equal (arrays by content). */
    private static void assertSameState(HardtackState expected, HardtackState actual, String what) {
        for (Field f : fields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            if (f.getType() == Columns.class || f.getType() == HardtackTemplate.class) {
                continue; // the lists of the state's own columns and the template it was reset from: not state
            }
            f.setAccessible(true);
            try {
                Object e = f.get(expected);
                Object a = f.get(actual);
                if (e instanceof Dice) {
                    assertTrue(((Dice) e).sameState((Dice) a), what + ": dice " + f.getName());
                    continue;
                }
                if (e instanceof BattleClock) {
                    assertEquals(HardtackForwardModelTest.clock((BattleClock) e),
                            HardtackForwardModelTest.clock((BattleClock) a), what + ": clock");
                    continue;
                }
                assertTrue(Arrays.deepEquals(new Object[] {e}, new Object[] {a}), what + ": field " + f.getName());
            } catch (IllegalAccessException ex) {
                throw new AssertionError(ex);
            }
        }
    }

    /** The instance fields of a state, its own and those of its base (the dice and the clock). */
    private static List<Field> fields() {
        List<Field> all = new ArrayList<>();
        for (Class<?> c = HardtackState.class; c != Object.class; c = c.getSuperclass()) {
            all.addAll(Arrays.asList(c.getDeclaredFields()));
        }
        return all;
    }
}
