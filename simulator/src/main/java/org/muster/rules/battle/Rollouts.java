package org.muster.rules.battle;

import org.muster.engine.Seeds;

/**
 * Seeds for look-ahead (ARCHITECTURE.md section 2a): a player that tries answers on copies of the state and plays
 * them forward draws the dice and the players' choices of rollout r at decision k of battle i from streams derived
 * from (base seed, i, k, r) alone. So a battle with a searching player is still a pure function of its seed, whatever
 * the thread count and whatever was searched before it; and the battle's own DICE and TACTICS streams are untouched
 * by the search (they are never drawn from inside a rollout). Static and allocation-free.
 *
 * <p>Use: copy the state, reseed the copy's rule dice with {@code seed(clock, r, Seeds.DICE)} and its players' dice
 * with {@code seed(clock, r, Seeds.TACTICS)}, then play the copy forward. The clock is the live battle's, so k is
 * {@link BattleClock#decisions()} at the decision being searched.
 */
public final class Rollouts {
    /** Stream numbers of {@link Seeds#forBattle} that rollouts branch from (after DICE, TACTICS and SETUP). */
    static final int ROLLOUT_DICE = 3;
    static final int ROLLOUT_TACTICS = 4;

    private Rollouts() {
    }

    /**
     * The seed of one stream ({@link Seeds#DICE} or {@link Seeds#TACTICS}) of rollout {@code rollout} at decision
     * {@code decision} of battle {@code battleIndex} of base seed {@code baseSeed}.
     */
    public static long seed(long baseSeed, long battleIndex, long decision, int rollout, int stream) {
        final long branch = Seeds.forBattle(baseSeed, battleIndex,
                stream == Seeds.DICE ? ROLLOUT_DICE : ROLLOUT_TACTICS);
        final long k = Seeds.mix64(decision * 0x9e3779b97f4a7c15L + 0x632be59bd9b4e019L);
        final long r = Seeds.mix64(k + (rollout + 1L) * 0xd1b54a32d192ed03L);
        return Seeds.mix64(branch ^ Long.rotateLeft(r, 23));
    }

    /** {@link #seed(long, long, long, int, int)} at the clock's battle and its current decision number. */
    public static long seed(BattleClock clock, int rollout, int stream) {
        return seed(clock.baseSeed(), clock.battleIndex(), clock.decisions(), rollout, stream);
    }
}
