package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;

/**
 * A script of the search's posture portfolio (issue 21): doctrine, except that a steady company (not a gun or a
 * sharpshooter) that doctrine would have fire, reload, hold or go in position with goes on towards the nearest
 * objective instead (leaving its position first), until it stands within half the objective's radius. Before the
 * doctrine's own {@code objective} weight (which does the same only while its side would lose at the turn limit, and
 * passes over objectives its side holds), doctrine sent only the company nearest an objective and only when it had no
 * shot worth taking; SearchRegretCheck found the move towards an objective instead of a volley or a Reload to gain on
 * average at every such decision on meeting-engagement (side 1: +1.1 to +2.8 points a decision, side 0 up to +1.9,
 * played to the end). Keeps nothing between decisions; allocates nothing.
 */
final class PushPlayer extends DoctrineVariant {
    PushPlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    void amend(HardtackEngine e, int u, int index, HardtackOrder o) {
        final int a = o.action;
        if ((a == HardtackOrder.FIRE || a == HardtackOrder.RELOAD || a == HardtackOrder.HOLD
                || a == HardtackOrder.IN_POSITION && o.arg == 0) && steadyLine(e, u)) {
            DoctrinePlayer.towardsNearestObjective(e, u, o, null);
        }
    }
}
