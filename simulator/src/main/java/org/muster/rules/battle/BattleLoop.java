package org.muster.rules.battle;

import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Seeds;
import org.muster.rules.Victory;

/**
 * The sequence every rule set follows to play one battle (ARCHITECTURE.md sections 2, 2a and 6), written once:
 * point the streams at the battle ({@link Seeds}), reset the state, start (deployment, the players), then turn after
 * turn until the turn limit: play the turn, note its end, check both armies for being beaten; at the limit (or when a
 * turn ended the battle) one {@link Victory} decision under the scenario's named tie-break; then the record. What
 * differs between rule sets is behind {@link Rules}. Static, stateless and allocation-free: the place of a battle is
 * its {@link BattleClock}, held in the rule set's state.
 *
 * <p>Resumable: {@link #advance} goes on from wherever the clock stands, and a rule set's {@link Rules#playTurn} may
 * return {@link #PAUSED} to stop before a decision (the forward model: play to the next decision, copy, continue).
 * {@link #play} is {@link #begin}, {@link #advance} and {@link #finish} in one call.
 */
public final class BattleLoop {
    /** {@link Rules#playTurn} stopped before a decision it was asked to stop at; the turn is not over. */
    public static final int PAUSED = -2;

    /**
     * The fixed part of a rule set's battle, made once per engine over its state's own objects: the streams, the
     * clock, the units of the record, the turn limit and the tie-break. Immutable (the objects it names are not).
     */
    public static final class Frame {
        final Dice dice;
        final Dice tactics;
        final Dice setup;
        final BattleClock clock;
        final int unitCount;
        final int maxTurns;
        final int tieBreak;

        /**
         * The rule dice (DICE stream), the players' dice (TACTICS stream), the set-up dice (SETUP stream: random
         * armies; null when the rule set has none), the state's clock, the units of the battle (the record's live
         * columns), the turn limit, and the scenario's tie-break at the turn limit (a {@link Victory} {@code TIE_*}
         * code).
         */
        public Frame(Dice dice, Dice tactics, Dice setup, BattleClock clock, int unitCount, int maxTurns,
                int tieBreak) {
            this.dice = java.util.Objects.requireNonNull(dice, "dice");
            this.tactics = java.util.Objects.requireNonNull(tactics, "tactics");
            this.setup = setup;
            this.clock = java.util.Objects.requireNonNull(clock, "clock");
            this.unitCount = unitCount;
            this.maxTurns = maxTurns;
            this.tieBreak = tieBreak;
        }
    }

    /** What a rule set tells the shared loop. Implemented by its engine; every call runs on the engine's thread. */
    public interface Rules {
        /** The streams, clock, units, turn limit and tie-break of the battle (the same object every call). */
        Frame frame();

        /** Restores the start of a battle: the state from the template, caches cleared. The streams are set. */
        void reset();

        /** After the reset: what happens before the first turn (random armies, deployment, the players' start). */
        void start();

        /**
         * Plays turn {@code turn} (0-based), or goes on with it from where the state's own cursor stands. Returns
         * {@link Victory#UNDECIDED} when the turn ran to its end, a {@link Victory} decision when the battle ended
         * inside the turn (the loop then makes no break check), or {@link #PAUSED}.
         */
        int playTurn(int turn);

        /** A turn ended ({@code turnsPlayed} now counts it): e.g. the observer's positions. */
        default void turnEnded(int turnsPlayed) {
        }

        /** Whether the army of {@code side} is beaten at the end of a turn (its break check). */
        boolean beaten(int side);

        /** The break check ended the battle after {@code turnsPlayed} turns (for narration). */
        default void broke(boolean beaten0, boolean beaten1, int turnsPlayed) {
        }

        /** The battle is over, its decision made or about to be made at the turn limit: last rule steps. */
        default void ending() {
        }

        /** Objective points {@code side} holds at the turn limit. */
        int objectivePoints(int side);

        /**
         * What {@code side} lost, for the {@link Victory#TIE_CASUALTIES} tie-break: the smaller cost wins; the two
         * costs are compared exactly.
         */
        double casualtyCost(int side);

        /** The turn limit was reached with these objective points (for narration). */
        default void turnLimit(int points0, int points1) {
        }

        /** Fills the per-unit columns of the record (winner, how and turns are the loop's). */
        void record(BattleRecord out);

        /** The battle ended: {@code winner} (a side or {@link BattleRecord#DRAW}) by {@code how} (for narration). */
        default void ended(int winner, int how, int turns) {
        }
    }

    private BattleLoop() {
    }

    /** Plays battle {@code battleIndex} of base seed {@code baseSeed} through and writes the record. */
    public static void play(Rules rules, long baseSeed, long battleIndex, BattleRecord out) {
        begin(rules, baseSeed, battleIndex);
        advance(rules);
        finish(rules, out);
    }

    /**
     * Points the streams at battle {@code battleIndex}, resets the state and its clock, and starts the battle: the
     * state then stands before the first turn.
     */
    public static void begin(Rules rules, long baseSeed, long battleIndex) {
        final Frame f = rules.frame();
        f.dice.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.DICE));
        f.tactics.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.TACTICS));
        if (f.setup != null) {
            f.setup.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.SETUP));
        }
        rules.reset();
        f.clock.reset(baseSeed, battleIndex);
        rules.start();
    }

    /**
     * Plays on from where the clock stands until the battle is over (true) or the rule set paused (false). A battle
     * already over stays over.
     */
    public static boolean advance(Rules rules) {
        final Frame f = rules.frame();
        final BattleClock c = f.clock;
        while (!c.over()) {
            if (c.turn() >= f.maxTurns) {
                rules.ending();
                final int p0 = rules.objectivePoints(0);
                final int p1 = rules.objectivePoints(1);
                final int d = Victory.atTurnLimit(f.tieBreak, p0, p1, rules.casualtyCost(0),
                        rules.casualtyCost(1));
                rules.turnLimit(p0, p1);
                c.decide(d);
                break;
            }
            int d = rules.playTurn(c.turn());
            if (d == PAUSED) {
                return false;
            }
            c.endTurn();
            rules.turnEnded(c.turn());
            if (d == Victory.UNDECIDED) {
                final boolean b0 = rules.beaten(0);
                final boolean b1 = rules.beaten(1);
                d = Victory.afterBreakCheck(b0, b1);
                if (d != Victory.UNDECIDED) {
                    rules.broke(b0, b1, c.turn());
                }
            }
            if (d != Victory.UNDECIDED) {
                rules.ending();
                c.decide(d);
            }
        }
        return true;
    }

    /** Writes the record of a battle that is over: winner, how, turns, then the rule set's per-unit columns. */
    public static void finish(Rules rules, BattleRecord out) {
        final Frame f = rules.frame();
        final BattleClock c = f.clock;
        if (!c.over()) {
            throw new IllegalStateException("the battle is not over: turn " + c.turn());
        }
        out.clear(f.unitCount);
        final int winner = Victory.winner(c.decision());
        final int how = Victory.how(c.decision());
        out.winner = winner;
        out.how = how;
        out.turns = c.turn();
        rules.record(out);
        rules.ended(winner, how, c.turn());
    }
}
