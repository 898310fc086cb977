package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;

/**
 * A script of the search's posture portfolio ({@link PushPlayer}, {@link ChargePlayer}, {@link DigPlayer}): doctrine's
 * answer to every question, and to an order outside a regiment's activation doctrine's order amended by one rule of
 * play ({@link #amend}). Keeps nothing between decisions; allocates nothing.
 */
abstract class DoctrineVariant extends ForwardingPlayer {
    /**
     * Whether {@link #amend} has changed an order of doctrine's since the search last cleared it: a posture rollout
     * in which the script changed nothing in its turn played the yardstick's rollout on the same streams (doctrine
     * draws no dice), so the search takes that score ({@link SearchPlayer}). Set only, never read by the script.
     */
    boolean amended;

    DoctrineVariant(DoctrinePlayer d) {
        super(d);
    }

    @Override
    public final void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        delegate.decide(e, u, index, o);
        if (!e.inRegimentActivation()) {
            final int action = o.action;
            final int target = o.target;
            final int arg = o.arg;
            final double x = o.x;
            final double y = o.y;
            amend(e, u, index, o);
            amended |= o.action != action || o.target != target || o.arg != arg || o.x != x || o.y != y;
        }
    }

    /** Changes {@code o}, doctrine's order {@code index} of unit {@code u}'s own activation, where the rule says. */
    abstract void amend(HardtackEngine e, int u, int index, HardtackOrder o);

    /** Whether unit {@code u} is a company (not a gun) that is neither shaken nor broken. */
    static boolean steady(HardtackEngine e, int u) {
        return e.template().type[u] != HardtackCodes.ARTILLERY && e.state().confidence[u] <= HardtackCodes.STEADY;
    }

    /** {@link #steady}, and not sharpshooters: a company to send forward. */
    static boolean steadyLine(HardtackEngine e, int u) {
        return steady(e, u) && e.template().type[u] != HardtackCodes.SHARPSHOOTER;
    }
}
