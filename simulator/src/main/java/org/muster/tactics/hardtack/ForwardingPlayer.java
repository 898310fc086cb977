package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;

/**
 * A player that answers every question as {@link #delegate} does, for players that change one or two answers of
 * another (the search's push script, test probes, a user's variant of a bundled player) and override only those.
 * Keeps nothing of its own but the player it forwards to.
 */
public abstract class ForwardingPlayer implements HardtackPlayer {
    /** The player answering; final for every subclass but one whose base changes ({@link #forwardTo}). */
    protected HardtackPlayer delegate;

    protected ForwardingPlayer(HardtackPlayer delegate) {
        this.delegate = delegate;
    }

    /** Answers as {@code p} from now on: for a player whose base changes (the per-company search's turn posture). */
    protected final void forwardTo(HardtackPlayer p) {
        delegate = p;
    }

    @Override
    public void startBattle(HardtackEngine e) {
        delegate.startBattle(e);
    }

    @Override
    public boolean goFirst(HardtackEngine e, int side) {
        return delegate.goFirst(e, side);
    }

    @Override
    public int chooseUnit(HardtackEngine e, int side, boolean mayPass) {
        return delegate.chooseUnit(e, side, mayPass);
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int unit) {
        return delegate.activateRegiment(e, unit);
    }

    @Override
    public void decide(HardtackEngine e, int unit, int index, HardtackOrder order) {
        delegate.decide(e, unit, index, order);
    }

    @Override
    public int reactionFire(HardtackEngine e, int side, int mover) {
        return delegate.reactionFire(e, side, mover);
    }
}
