package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.Columns;
import org.muster.tactics.hardtack.ForwardingPlayer;
import org.muster.tactics.hardtack.HardtackTactics;

/**
 * The forward model (issue 20): a battle played straight through and the same battle stopped at a decision k, its
 * state copied into another engine ({@link HardtackState#copyFrom}, {@link HardtackEngine#resume}) and played on to
 * the end give the same record, field for field, and the same dice. k is drawn at random (fixed seeds, so the test is
 * deterministic) among the battle's decisions; the engine the copy was taken from also plays on to the same end, so
 * taking a copy disturbs nothing. Also: a copy is equal to its original in every field of the live part, and playing
 * turn by turn ({@link HardtackEngine#END_OF_TURN}) ends where the straight battle ends.
 */
class HardtackForwardModelTest {
    private static final int BATTLES = 4;

    @ParameterizedTest
    @CsvSource({"meeting-engagement,doctrine", "stone-wall,naive", "cavalry-action,random", "little-round-top,doctrine",
        "points-regiment,random", "stone-wall,doctrine", "cavalry-action,naive"})
    void copiedAtAnyDecision_playsOnToTheSameRecord(String scenario, String player) {
        HardtackTemplate t = template(scenario, player);
        HardtackEngine straight = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine original = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine copy = HtScenarios.RULESET.newHardtackEngine(t);
        SplittableRandom pick = new SplittableRandom(scenario.hashCode() * 31L + player.hashCode());
        BattleRecord expected = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord actual = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int battle = 0; battle < BATTLES; battle++) {
            straight.play(11, battle, expected);
            final long decisions = straight.decisions();
            final long dice = straight.diceRolled();
            assertTrue(decisions > 0, scenario + " battle " + battle + " asks no decision");
            final long k = pick.nextLong(decisions);
            original.begin(11, battle);
            for (long d = 0; d < k; d++) {
                assertFalse(original.advance(HardtackEngine.NEXT_DECISION), "over before decision " + k);
            }
            assertTrue(original.atDecision());
            assertEquals(k, original.decisions());
            copy.resume(original.state());
            assertSameLiveState(original.state(), copy.state(), t.unitCount());
            String what = scenario + "/" + player + " battle " + battle + " copied at decision " + k;
            assertTrue(copy.advance(HardtackEngine.END_OF_BATTLE));
            copy.record(actual);
            assertSameRecord(expected, actual, what);
            assertEquals(dice, copy.diceRolled(), what + ": dice");
            assertEquals(decisions, copy.decisions(), what + ": decisions");
            assertTrue(original.advance(HardtackEngine.END_OF_BATTLE));
            original.record(actual);
            assertSameRecord(expected, actual, what + " (the original, played on)");
        }
    }

    /** One battle copied at every one of its decisions: both kinds (a unit to choose, an order to give) included. */
    @ParameterizedTest
    @CsvSource({"meeting-engagement,doctrine,0", "points-regiment,naive,1"})
    void copiedAtEveryDecision_ofOneBattle(String scenario, String player, int battle) {
        HardtackTemplate t = template(scenario, player);
        HardtackEngine straight = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine original = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine copy = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord expected = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord actual = new BattleRecord(HardtackTemplate.MAX_UNITS);
        straight.play(3, battle, expected);
        int[] byStage = new int[HardtackActivation.STAGES];
        original.begin(3, battle);
        for (long k = 0; k < straight.decisions(); k++) {
            assertTrue(original.atDecision() || k == 0);
            byStage[original.state().stage]++;
            copy.resume(original.state());
            assertTrue(copy.advance(HardtackEngine.END_OF_BATTLE));
            copy.record(actual);
            assertSameRecord(expected, actual, scenario + " copied at decision " + k);
            assertEquals(straight.diceRolled(), copy.diceRolled(), "dice, copied at decision " + k);
            assertEquals(k + 1 == straight.decisions(), original.advance(HardtackEngine.NEXT_DECISION));
        }
        assertTrue(byStage[HardtackActivation.STAGE_ASK] > 0 && byStage[HardtackActivation.STAGE_ACTION] > 0,
                Arrays.toString(byStage));
    }

    /**
     * Copied at every reaction fire (section 3.8) of a few battles: the cursor stands there with the mover's order
     * held, and the copy, asked the reaction again, plays on to the same record and dice as the battle played straight
     * through; so does the original. Reactions at a company's own activation and inside an Activate Regiment both
     * occur (counted over the battles, so a change that stops standing at either fails). While the straight battle's
     * players are asked a reaction, {@link HardtackState#reactionMover} names the mover exactly at those reactions
     * the cursor stands at (a searching player reads it), -1 at the others (inside a transfer's activation).
     */
    @ParameterizedTest
    @CsvSource({"meeting-engagement,doctrine,1,0", "stone-wall,doctrine,1,0", "points-regiment,naive,1,0",
        "little-round-top,random,1,1", "cavalry-action,random,1,0", "stone-wall,random,1,1"})
    void copiedAtEveryReaction_playsOnToTheSameRecord(String scenario, String player, int ownAtLeast,
            int regimentAtLeast) {
        HardtackTemplate t = template(scenario, player);
        final int[] atCursor = new int[1];
        HardtackEngine straight = new HardtackEngine(t, (spec, sd, tt) -> new ReactionProbe(
                HardtackTactics.create(spec, sd, tt), atCursor));
        HardtackEngine original = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine copy = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord expected = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord actual = new BattleRecord(HardtackTemplate.MAX_UNITS);
        int own = 0;
        int inRegiment = 0;
        for (int battle = 0; battle < BATTLES; battle++) {
            straight.play(13, battle, expected);
            original.begin(13, battle);
            boolean over = false;
            while (!over) {
                over = original.advance(HardtackEngine.NEXT_DECISION);
                final HardtackState s = original.state();
                if (over || s.stage != HardtackActivation.STAGE_REACTION) {
                    assertEquals(-1, s.reactionMover());
                    continue;
                }
                assertTrue(original.atDecision());
                final int mover = s.reactionMover();
                assertTrue(mover >= 0 && s.active(mover), "the mover is in the fight");
                if (s.reactFrom == HardtackActivation.STAGE_REGIMENT) {
                    inRegiment++;
                } else {
                    own++;
                }
                String what = scenario + "/" + player + " battle " + battle + " copied at the reaction at decision "
                        + original.decisions();
                copy.resume(s);
                assertSameLiveState(s, copy.state(), t.unitCount());
                assertTrue(copy.advance(HardtackEngine.END_OF_BATTLE), what);
                copy.record(actual);
                assertSameRecord(expected, actual, what);
                assertEquals(straight.diceRolled(), copy.diceRolled(), what + ": dice");
                assertEquals(straight.decisions(), copy.decisions(), what + ": decisions");
            }
            original.record(actual);
            assertSameRecord(expected, actual, scenario + " battle " + battle + " (the original, stopped at each)");
            assertEquals(straight.diceRolled(), original.diceRolled());
        }
        assertTrue(own >= ownAtLeast && inRegiment >= regimentAtLeast, "reactions stood at: " + own + " own, "
                + inRegiment + " in a regiment");
        assertEquals(own + inRegiment, atCursor[0], "reactions asked with the cursor standing at them");
    }

    /** A player that, asked a reaction, checks and counts the cursor's reaction mover, and answers as its delegate. */
    private static final class ReactionProbe extends ForwardingPlayer {
        private final int[] atCursor;

        ReactionProbe(HardtackPlayer d, int[] atCursor) {
            super(d);
            this.atCursor = atCursor;
        }

        @Override
        public void decide(HardtackEngine e, int unit, int index, HardtackOrder order) {
            assertEquals(-1, e.state().reactionMover(), "no reaction pending at an order");
            delegate.decide(e, unit, index, order);
        }

        @Override
        public int reactionFire(HardtackEngine e, int side, int mover) {
            final int m = e.state().reactionMover();
            assertTrue(m == -1 || m == mover, "the cursor's mover " + m + " is " + mover);
            if (m == mover) {
                atCursor[0]++;
            }
            return delegate.reactionFire(e, side, mover);
        }
    }

    @ParameterizedTest
    @CsvSource({"meeting-engagement,doctrine", "little-round-top,naive"})
    void playedTurnByTurn_endsAsPlayedStraight(String scenario, String player) {
        HardtackTemplate t = template(scenario, player);
        HardtackEngine straight = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine byTurn = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord expected = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord actual = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int battle = 0; battle < BATTLES; battle++) {
            straight.play(5, battle, expected);
            byTurn.begin(5, battle);
            int turns = 0;
            while (!byTurn.advance(HardtackEngine.END_OF_TURN)) {
                turns++;
                assertEquals(turns, byTurn.state().turn(), "turn by turn");
            }
            byTurn.record(actual);
            assertSameRecord(expected, actual, scenario + " battle " + battle + " turn by turn");
            assertEquals(straight.diceRolled(), byTurn.diceRolled());
        }
    }

    private static HardtackTemplate template(String scenario, String player) {
        Scenario s = ScenarioReader.read(Path.of("..", "scenarios", "hardtack", scenario + ".yaml"));
        PlayerSpec p = new PlayerSpec(player, "balanced", java.util.Map.of());
        s = s.withPlayer(0, p).withPlayer(1, p);
        return HtScenarios.RULESET.compile(s, HtScenarios.RULESET.defaults());
    }

    static void assertSameRecord(BattleRecord e, BattleRecord a, String what) {
        assertEquals(e.unitCount, a.unitCount, what + ": units");
        assertEquals(e.winner, a.winner, what + ": winner");
        assertEquals(e.how, a.how, what + ": how");
        assertEquals(e.turns, a.turns, what + ": turns");
        final int n = e.unitCount;
        assertArrayEquals(Arrays.copyOf(e.start, n), Arrays.copyOf(a.start, n), what + ": start");
        assertArrayEquals(Arrays.copyOf(e.killed, n), Arrays.copyOf(a.killed, n), what + ": killed");
        assertArrayEquals(Arrays.copyOf(e.outOfAction, n), Arrays.copyOf(a.outOfAction, n), what + ": out of action");
        assertArrayEquals(Arrays.copyOf(e.standing, n), Arrays.copyOf(a.standing, n), what + ": standing");
        assertArrayEquals(Arrays.copyOf(e.kills, n), Arrays.copyOf(a.kills, n), what + ": kills");
        assertArrayEquals(Arrays.copyOf(e.routedOff, n), Arrays.copyOf(a.routedOff, n), what + ": routed off");
        assertArrayEquals(Arrays.copyOf(e.routed, n), Arrays.copyOf(a.routed, n), what + ": routed");
        assertArrayEquals(Arrays.copyOf(e.destroyed, n), Arrays.copyOf(a.destroyed, n), what + ": destroyed");
    }

    /**
     * Every instance field of the two states equal over the live part: the first n entries of every array (n units,
     * or fewer for the by-regiment, by-brigade and by-side arrays, whose unused tails stay equal from the reset), n
     * rows of n of the fired-on matrix, the dice by state. Reflection, so a field added to the state and forgotten
     * by copyFrom fails here.
     */
    /** A clock's place as text, for comparing two. */
    static String clock(BattleClock c) {
        return c.baseSeed() + "/" + c.battleIndex() + " turn " + c.turn() + " over " + c.over() + " decision "
                + c.decision() + " decisions " + c.decisions();
    }

    static void assertSameLiveState(HardtackState e, HardtackState a, int n) {
        for (Field f : fields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            if (f.getType() == Columns.class || f.getType() == HardtackTemplate.class) {
                continue; // the lists of the state's own columns and the template it was reset from: not state
            }
            f.setAccessible(true);
            try {
                Object x = f.get(e);
                Object y = f.get(a);
                String what = "copied field " + f.getName();
                if (x instanceof Dice) {
                    assertTrue(((Dice) x).sameState((Dice) y), what);
                    assertEquals(((Dice) x).rolled(), ((Dice) y).rolled(), what + " rolled");
                } else if (x instanceof BattleClock) {
                    assertEquals(clock((BattleClock) x), clock((BattleClock) y), what);
                } else if (f.getName().equals("firedOnTurn")) {
                    int[] p = (int[]) x;
                    int[] q = (int[]) y;
                    assertArrayEquals(Arrays.copyOf(p, n * n), Arrays.copyOf(q, n * n), what);
                } else if (x.getClass().isArray()) {
                    int len = Math.min(n, java.lang.reflect.Array.getLength(x));
                    for (int i = 0; i < len; i++) {
                        assertEquals(java.lang.reflect.Array.get(x, i), java.lang.reflect.Array.get(y, i),
                                what + "[" + i + "]");
                    }
                } else {
                    assertEquals(x, y, what);
                }
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
