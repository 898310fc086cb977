package org.muster.rules.battle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
import org.muster.rules.Victory;

/** The shared sequence of a battle, on a scripted rule set that writes down what the loop asked of it. */
class BattleLoopTest {
    /** A rule set whose turns, beaten armies and points are set by the test; it logs every hook in order. */
    private static final class Script implements BattleLoop.Rules {
        final Dice dice = new Dice();
        final Dice tactics = new Dice();
        final BattleClock clock = new BattleClock();
        final StringBuilder log = new StringBuilder();
        int maxTurns = 4;
        int tieBreak = Victory.TIE_CASUALTIES;
        /** Turn (0-based) after which side 0 or 1 is beaten, or -1. */
        int beaten0 = -1;
        int beaten1 = -1;
        /** Turn that ends the battle from inside, with this decision, or -1. */
        int endsInside = -1;
        int insideDecision;
        /** Turn that pauses once before finishing. */
        int pauseAt = -1;
        int points0;
        int points1;
        double cost0;
        double cost1;
        long firstDie;

        /** Built at each call, so a test may change the turn limit or the tie-break between calls. */
        @Override
        public BattleLoop.Frame frame() {
            return new BattleLoop.Frame(dice, tactics, null, clock, 1, maxTurns, tieBreak);
        }

        @Override
        public void reset() {
            log.append("reset;");
        }

        @Override
        public void start() {
            firstDie = dice.roll(1000);
            log.append("start;");
        }

        @Override
        public int playTurn(int turn) {
            if (turn == pauseAt) {
                pauseAt = -1;
                log.append("pause ").append(turn).append(';');
                return BattleLoop.PAUSED;
            }
            log.append("turn ").append(turn).append(';');
            return turn == endsInside ? insideDecision : Victory.UNDECIDED;
        }

        @Override
        public void turnEnded(int turnsPlayed) {
            log.append("ended ").append(turnsPlayed).append(';');
        }

        @Override
        public boolean beaten(int side) {
            final int at = side == 0 ? beaten0 : beaten1;
            return at >= 0 && clock.turn() > at;
        }

        @Override
        public void ending() {
            log.append("ending;");
        }

        @Override
        public int objectivePoints(int side) {
            return side == 0 ? points0 : points1;
        }

        @Override
        public double casualtyCost(int side) {
            return side == 0 ? cost0 : cost1;
        }

        @Override
        public void record(BattleRecord out) {
            out.start[0] = 7;
            log.append("record;");
        }
    }

    @Test
    void aTurnLimitIsDecidedOnceByObjectivesThenTheTieBreak() {
        Script r = new Script();
        r.points1 = 2;
        BattleRecord out = new BattleRecord(4);
        BattleLoop.play(r, 5, 3, out);
        assertEquals("reset;start;turn 0;ended 1;turn 1;ended 2;turn 2;ended 3;turn 3;ended 4;ending;record;",
                r.log.toString());
        assertEquals(1, out.winner);
        assertEquals(BattleRecord.HOW_OBJECTIVES, out.how);
        assertEquals(4, out.turns);
        assertEquals(7, out.start[0]);

        r.points1 = 0;
        r.cost0 = 3;
        r.cost1 = 5;
        BattleLoop.play(r, 5, 3, out);
        assertEquals(0, out.winner);
        assertEquals(BattleRecord.HOW_CASUALTIES, out.how);

        r.tieBreak = Victory.TIE_NONE;
        BattleLoop.play(r, 5, 3, out);
        assertEquals(BattleRecord.DRAW, out.winner);
        assertEquals(BattleRecord.HOW_TURN_LIMIT, out.how);
    }

    @Test
    void aBeatenArmyEndsTheBattleAtTheEndOfItsTurn() {
        Script r = new Script();
        r.beaten1 = 1;
        BattleRecord out = new BattleRecord(4);
        BattleLoop.play(r, 5, 3, out);
        assertEquals("reset;start;turn 0;ended 1;turn 1;ended 2;ending;record;", r.log.toString());
        assertEquals(0, out.winner);
        assertEquals(BattleRecord.HOW_ARMY_BROKE, out.how);
        assertEquals(2, out.turns);

        r.beaten0 = 1;
        BattleLoop.play(r, 5, 3, out);
        assertEquals(BattleRecord.DRAW, out.winner);
        assertEquals(BattleRecord.HOW_MUTUAL, out.how);
    }

    @Test
    void aTurnThatEndsTheBattleInsideCountsAndSkipsTheBreakCheck() {
        Script r = new Script();
        r.endsInside = 2;
        r.insideDecision = Victory.of(1, BattleRecord.HOW_ARMY_BROKE);
        r.beaten1 = 2;
        BattleRecord out = new BattleRecord(4);
        BattleLoop.play(r, 5, 3, out);
        assertEquals(1, out.winner);
        assertEquals(3, out.turns);
        assertTrue(r.log.toString().endsWith("turn 2;ended 3;ending;record;"), r.log.toString());
    }

    @Test
    void aPausedBattleGoesOnFromItsClockToTheSameEnd() {
        Script r = new Script();
        r.pauseAt = 2;
        r.points0 = 1;
        BattleLoop.begin(r, 5, 3);
        assertFalse(BattleLoop.advance(r));
        assertEquals(2, r.clock.turn());
        assertFalse(r.clock.over());
        BattleRecord out = new BattleRecord(4);
        assertThrows(IllegalStateException.class, () -> BattleLoop.finish(r, out));
        assertTrue(BattleLoop.advance(r));
        BattleLoop.finish(r, out);
        assertEquals("reset;start;turn 0;ended 1;turn 1;ended 2;pause 2;turn 2;ended 3;turn 3;ended 4;ending;record;",
                r.log.toString());
        assertEquals(0, out.winner);
        assertEquals(4, out.turns);
        assertTrue(BattleLoop.advance(r), "a battle over stays over");
    }

    @Test
    void theStreamsArePointedAtTheBattleBeforeTheStart() {
        Script a = new Script();
        Script b = new Script();
        BattleLoop.begin(a, 9, 4);
        Dice d = new Dice();
        d.reseed(Seeds.forBattle(9, 4, Seeds.DICE));
        assertEquals(d.roll(1000), a.firstDie);
        BattleLoop.begin(b, 9, 5);
        assertEquals(9, a.clock.baseSeed());
        assertEquals(4, a.clock.battleIndex());
        assertEquals(5, b.clock.battleIndex());
    }

    @Test
    void rolloutSeedsDependOnBattleDecisionRolloutAndStreamOnly() {
        long s = Rollouts.seed(1, 2, 3, 0, Seeds.DICE);
        assertEquals(s, Rollouts.seed(1, 2, 3, 0, Seeds.DICE));
        assertNotEquals(s, Rollouts.seed(1, 2, 4, 0, Seeds.DICE));
        assertNotEquals(s, Rollouts.seed(1, 2, 3, 1, Seeds.DICE));
        assertNotEquals(s, Rollouts.seed(1, 2, 3, 0, Seeds.TACTICS));
        assertNotEquals(s, Rollouts.seed(1, 3, 3, 0, Seeds.DICE));
        assertNotEquals(s, Seeds.forBattle(1, 2, Seeds.DICE));
        BattleClock c = new BattleClock();
        c.reset(1, 2);
        c.countDecision();
        c.countDecision();
        c.countDecision();
        assertEquals(s, Rollouts.seed(c, 0, Seeds.DICE));
    }

    @Test
    void compassBearingsAndAngles() {
        assertEquals(0, Compass.bearing(0, 0, 0, 5), 1e-12);
        assertEquals(90, Compass.bearing(0, 0, 5, 0), 1e-12);
        assertEquals(270, Compass.bearing(0, 0, -5, 0), 1e-12);
        assertEquals(20, Compass.angleBetween(350, 10), 1e-12);
        assertEquals(180, Compass.angleBetween(0, 180), 1e-12);
        assertEquals(350, Compass.normalise(-10), 1e-12);
        assertEquals(10, Compass.turnToward(0, 90, 10), 1e-12);
        assertEquals(350, Compass.turnToward(0, 270, 10), 1e-12);
    }
}
