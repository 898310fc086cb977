package org.muster.tactics.search;

import org.muster.engine.BattleRecord;

/**
 * How every search player scores a rollout for its side, the same in each rule set: 1, 1/2 or 0 for a battle won,
 * drawn or lost (by the victory rules, or by the turn-limit decision at a cut-off), and at a cut-off with
 * {@code eval=break} 1/2 plus half the difference of the two armies' progress towards break-at, the turn-limit outcome
 * breaking ties at a hundredth. What counts as progress towards break-at is each rule set's own (its units' states).
 * Pure arithmetic, the order of operations fixed; allocates nothing.
 */
public final class RolloutScore {
    private RolloutScore() {
    }

    /** 1 if {@code side} won, 1/2 for a draw ({@link BattleRecord#DRAW}), else 0. */
    public static double outcome(int winner, int side) {
        return winner == BattleRecord.DRAW ? 0.5 : winner == side ? 1 : 0;
    }

    /**
     * The break-at margin of an undecided rollout: {@code mine} and {@code theirs} each side's progress towards
     * break-at (0 to 1), {@code outcome} the turn-limit {@link #outcome} as a tie-break. Lies within -0.005 and 1.005.
     */
    public static double breakMargin(double mine, double theirs, double outcome) {
        return 0.5 + 0.5 * Math.max(-1, Math.min(1, theirs - mine)) + 0.01 * (outcome - 0.5);
    }
}
