package org.muster.rules;

import org.muster.engine.BattleRecord;

/**
 * The one victory decision of every rule set (ARCHITECTURE.md section 6): after each turn's break check, and at the
 * turn limit by objectives, then the scenario's tie-break. A decision is one int (winner and how, read back with
 * {@link #winner} and {@link #how}), so deciding allocates nothing. Stateless; any thread.
 *
 * <p>The tie-breaks ({@code victory.tie-break} of a scenario, scenarios/README.md):
 * <ul>
 *   <li>{@link #TIE_CASUALTIES} ({@code casualties}, the default): objectives, then the side that lost less wins;</li>
 *   <li>{@link #TIE_OBJECTIVES_ONLY} ({@code objectives-only}): objectives, else a draw;</li>
 *   <li>{@link #TIE_NONE} ({@code none}): a draw unless objectives decide, the same decision as objectives-only.</li>
 * </ul>
 * What "lost less" means is the rule set's: figures, men, a fraction of the side's start, casualty points; the caller
 * passes two comparable costs.
 */
public final class Victory {
    /** Tie-break: objectives, then fewer casualties win at the turn limit. */
    public static final int TIE_CASUALTIES = 0;
    /** Tie-break: only objectives decide at the turn limit. */
    public static final int TIE_OBJECTIVES_ONLY = 1;
    /** Tie-break: a draw at the turn limit unless objectives decide. */
    public static final int TIE_NONE = 2;
    /** The break check found neither army beaten: the battle goes on. */
    public static final int UNDECIDED = -1;

    private static final int HOW_SHIFT = 2;
    private static final int WINNER_MASK = 3;

    private Victory() {
    }

    /** The decision with this winner ({@code 0}, {@code 1} or {@link BattleRecord#DRAW}) and way. */
    public static int of(int winner, int how) {
        return how << HOW_SHIFT | winner;
    }

    /** The winner of a decision: side 0, side 1 or {@link BattleRecord#DRAW}. */
    public static int winner(int decision) {
        return decision & WINNER_MASK;
    }

    /** How a decision was reached: one of the {@code BattleRecord.HOW_*} codes. */
    public static int how(int decision) {
        return decision >>> HOW_SHIFT;
    }

    /**
     * The break check at the end of a turn: both armies beaten is a mutual draw, one beaten loses, neither is
     * {@link #UNDECIDED}.
     */
    public static int afterBreakCheck(boolean beaten0, boolean beaten1) {
        if (beaten0 && beaten1) {
            return of(BattleRecord.DRAW, BattleRecord.HOW_MUTUAL);
        }
        if (beaten0 || beaten1) {
            return of(beaten0 ? 1 : 0, BattleRecord.HOW_ARMY_BROKE);
        }
        return UNDECIDED;
    }

    /**
     * The decision at the turn limit: the side holding more objective points wins under every tie-break; with equal
     * points, {@link #TIE_CASUALTIES} gives it to the side of the smaller cost ({@code cost0}, {@code cost1}: what
     * each side lost, compared exactly), and otherwise, or at equal costs, it is a draw at the turn limit.
     *
     * @throws IllegalArgumentException for a tie-break code that is none of the three
     */
    public static int atTurnLimit(int tieBreak, int points0, int points1, double cost0, double cost1) {
        if (tieBreak != TIE_CASUALTIES && tieBreak != TIE_OBJECTIVES_ONLY && tieBreak != TIE_NONE) {
            throw new IllegalArgumentException("unknown tie-break code " + tieBreak);
        }
        if (points0 != points1) {
            return of(points0 > points1 ? 0 : 1, BattleRecord.HOW_OBJECTIVES);
        }
        if (tieBreak == TIE_CASUALTIES && cost0 != cost1) {
            return of(cost0 < cost1 ? 0 : 1, BattleRecord.HOW_CASUALTIES);
        }
        return of(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT);
    }
}
