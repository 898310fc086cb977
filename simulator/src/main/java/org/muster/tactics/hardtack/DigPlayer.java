package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;

/**
 * A script of the search's posture portfolio ({@code dig=on}, {@link SearchOptions#DIG}): doctrine, except that a
 * company not broken and not shaken (not a gun) that doctrine would have fire or reload goes in position first when it
 * may (section 4.2: direct fire at it a range band longer while it does not move); doctrine goes in position only when
 * it has nothing else to do. SearchRegretCheck found going in position instead of a volley at an activation's first
 * order, and instead of a Reload at a later order, to gain on average at every such decision on points-regiment's
 * Confederates (+1.4 and +1.0 points a decision, played to the end): a posture to search, not a rule. Keeps nothing
 * between decisions; allocates nothing.
 */
final class DigPlayer extends DoctrineVariant {
    DigPlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    void amend(HardtackEngine e, int u, int index, HardtackOrder o) {
        if ((o.action == HardtackOrder.FIRE || o.action == HardtackOrder.RELOAD) && steady(e, u)
                && e.canGoInPosition(u)) {
            o.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
        }
    }
}
