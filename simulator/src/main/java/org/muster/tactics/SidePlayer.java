package org.muster.tactics;

/**
 * What every rule set's stateless players (random, naive) wrote out the same: the side the player plays, and a start
 * of battle with nothing to reset. Such a player extends this and implements its rule set's player interface, whose
 * {@code startBattle} this answers. Not on the hot path apart from {@link #side}, a final field.
 *
 * @param <V> what the rule set hands a player at the start of a battle (its view or its engine)
 */
public abstract class SidePlayer<V> {
    /** The side this player plays, 0 or 1. */
    protected final int side;

    protected SidePlayer(int side) {
        this.side = side;
    }

    /** Stateless between battles: nothing to reset. */
    public void startBattle(V view) {
        // Nothing kept from one battle to the next.
    }
}
