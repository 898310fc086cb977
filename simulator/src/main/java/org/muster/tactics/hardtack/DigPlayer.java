package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * A script of the search's posture portfolio ({@code dig=on}, {@link SearchOptions#DIG}): doctrine, except that a
 * company not broken and not shaken (not a gun) that doctrine would have fire or reload goes in position first when it
 * may (section 4.2: direct fire at it a range band longer while it does not move); doctrine goes in position only when
 * it has nothing else to do. SearchRegretCheck found going in position instead of a volley at an activation's first
 * order, and instead of a Reload at a later order, to gain on average at every such decision on points-regiment's
 * Confederates (+1.4 and +1.0 points a decision, played to the end): a posture to search, not a rule. Keeps nothing
 * between decisions; allocates nothing.
 */
final class DigPlayer extends ForwardingPlayer {
    DigPlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        delegate.decide(e, u, index, o);
        if (!(o.action == HardtackOrder.FIRE || o.action == HardtackOrder.RELOAD) || e.inRegimentActivation()) {
            return;
        }
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        if (t.type[u] == HardtackCodes.ARTILLERY || s.confidence[u] > HardtackCodes.STEADY || !e.canGoInPosition(u)) {
            return;
        }
        o.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
    }
}
