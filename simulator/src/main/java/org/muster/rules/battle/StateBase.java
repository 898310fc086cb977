package org.muster.rules.battle;

import org.muster.engine.Dice;

/**
 * What every rule set's state carries the same way: the generators of the rule dice (DICE stream) and of the players'
 * dice (TACTICS stream), and the shared loop's {@link BattleClock}. They are state (ARCHITECTURE.md section 2a): a
 * copy carries them ({@link #copyStreamsFrom}), so a copied battle rolls what the original would have rolled.
 * A rule set's state adds its columns and its cursor of the sequence of play.
 */
public abstract class StateBase {
    /** The rule dice (DICE stream). */
    public final Dice dice = new Dice();
    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public final Dice tactics = new Dice();
    /** The shared loop's place: turns played, the decision once made, decisions answered. */
    public final BattleClock clock = new BattleClock();

    /**
     * The rule dice (DICE stream). A search player reseeds a copy's to a rollout stream ({@link Rollouts}) before
     * playing it forward; the live battle's are never handed to a player to draw from.
     */
    public final Dice ruleDice() {
        return dice;
    }

    /** The players' dice (TACTICS stream), which the engine hands to its players. */
    public final Dice tactics() {
        return tactics;
    }

    /** The shared loop's clock: turns played and decisions answered (rollout streams derive from the number). */
    public final BattleClock clock() {
        return clock;
    }

    /** The generators (with their counts of dice rolled) and the clock made {@code other}'s. Allocation-free. */
    protected final void copyStreamsFrom(StateBase other) {
        dice.copyFrom(other.dice);
        tactics.copyFrom(other.tactics);
        clock.copyFrom(other.clock);
    }
}
