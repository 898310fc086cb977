package org.muster.rules.battle;

import org.muster.rules.Victory;

/**
 * Where a battle stands in the sequence every rule set shares ({@link BattleLoop}): turns begun, the decision once
 * one is made, and how many top-level decisions the players have answered. It lives in the rule set's state, so a
 * copied state carries the loop's place with it; the rule set keeps its own finer cursor (card, activation, unit)
 * beside it. Mutable; owned by one state, so by one worker thread.
 */
public final class BattleClock {
    private long baseSeed;
    private long battleIndex;
    private int turn;
    private int decision = Victory.UNDECIDED;
    private boolean over;
    private long decisions;

    /** Back to before the first turn of battle {@code battleIndex} of base seed {@code baseSeed}. */
    public void reset(long baseSeed, long battleIndex) {
        this.baseSeed = baseSeed;
        this.battleIndex = battleIndex;
        turn = 0;
        decision = Victory.UNDECIDED;
        over = false;
        decisions = 0;
    }

    /** This clock set to {@code other}'s place. Allocation-free. */
    public void copyFrom(BattleClock other) {
        baseSeed = other.baseSeed;
        battleIndex = other.battleIndex;
        turn = other.turn;
        decision = other.decision;
        over = other.over;
        decisions = other.decisions;
    }

    /** The base seed of the run this battle belongs to. */
    public long baseSeed() {
        return baseSeed;
    }

    /** The index of this battle in its run. */
    public long battleIndex() {
        return battleIndex;
    }

    /** Turns begun and finished so far: the index of the turn being played while the battle goes on. */
    public int turn() {
        return turn;
    }

    /** Whether the battle has ended (a decision is made). */
    public boolean over() {
        return over;
    }

    /** The {@link Victory} decision once {@link #over()}, else {@link Victory#UNDECIDED}. */
    public int decision() {
        return decision;
    }

    /**
     * Top-level decisions the players have answered so far in this battle (for a rule set that counts them: cards,
     * activations, orders). The forward model numbers its look-ahead streams by it ({@link Rollouts}).
     */
    public long decisions() {
        return decisions;
    }

    /** Counts one answered decision. */
    public void countDecision() {
        decisions++;
    }

    void endTurn() {
        turn++;
    }

    void decide(int d) {
        decision = d;
        over = true;
    }
}
