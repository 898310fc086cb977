package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * A script of the search's posture portfolio (issue 21): doctrine, except that a steady company (not a gun or a
 * sharpshooter) that doctrine would have fire, reload, hold or go in position with goes on towards the nearest
 * objective instead (leaving its position first), until it stands within half the objective's radius. Doctrine sends
 * only the company nearest an objective and only when it has no shot worth taking; SearchRegretCheck found the
 * move towards an objective instead of a volley or a Reload to gain on average at every such decision on
 * meeting-engagement (side 1: +1.1 to +2.8 points a decision, side 0 up to +1.9, played to the end). Keeps nothing
 * between decisions; allocates nothing.
 */
final class PushPlayer extends ForwardingPlayer {
    PushPlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        delegate.decide(e, u, index, o);
        final int a = o.action;
        if (!(a == HardtackOrder.FIRE || a == HardtackOrder.RELOAD || a == HardtackOrder.HOLD
                || a == HardtackOrder.IN_POSITION && o.arg == 0) || e.inRegimentActivation()) {
            return;
        }
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        if (t.type[u] == HardtackCodes.ARTILLERY || t.type[u] == HardtackCodes.SHARPSHOOTER
                || s.confidence[u] > HardtackCodes.STEADY) {
            return;
        }
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int ob = 0; ob < t.obj.x.length; ob++) {
            final double dist = HardtackEngine.len(s.x[u] - t.obj.x[ob], s.y[u] - t.obj.y[ob]);
            if (dist < bd) {
                bd = dist;
                best = ob;
            }
        }
        if (best < 0 || bd <= 0.5 * t.obj.radius[best]) {
            return;
        }
        if (s.ip[u]) {
            o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
        } else {
            o.set(HardtackOrder.MOVE, -1, 0, t.obj.x[best], t.obj.y[best]);
        }
    }
}
