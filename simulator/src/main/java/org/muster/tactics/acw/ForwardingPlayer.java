package org.muster.tactics.acw;

import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwView;

/**
 * A player that answers every question as {@link #delegate} does, for players that change one answer of another
 * (the search's {@code Stand} script, test probes) and override only that. Keeps nothing of its own; the acw
 * counterpart of hardtack's forwarding player (a different player interface).
 */
public abstract class ForwardingPlayer implements AcwPlayer {
    protected final AcwPlayer delegate;

    protected ForwardingPlayer(AcwPlayer delegate) {
        this.delegate = delegate;
    }

    @Override
    public void startBattle(AcwView view) {
        delegate.startBattle(view);
    }

    @Override
    public int chooseCard(AcwView view, int side) {
        return delegate.chooseCard(view, side);
    }

    @Override
    public void decide(AcwView view, int unit, int increment, int increments, AcwOrder order) {
        delegate.decide(view, unit, increment, increments, order);
    }
}
