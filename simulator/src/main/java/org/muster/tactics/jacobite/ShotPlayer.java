package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;

/**
 * A script of the search's posture portfolio ({@code posture=}, {@link SearchOptions#POSTURE}): doctrine, except that
 * a unit other than a shock unit (not a clan or mounted horse: foot, dismounted horse) that doctrine would have
 * charge fires instead when it has a shot: at the enemy it would have charged when it may fire at it, else its best
 * shot. SearchRegretCheck found a shot at the charge target instead of a foot charge to
 * gain on average on prestonpans' Government (+1.7 points a decision, se 0.4), as one order with doctrine after it:
 * a posture to search for the whole turn, not a rule. Keeps nothing between decisions; allocates nothing.
 */
final class ShotPlayer extends DoctrineVariant {
    ShotPlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    boolean amend(JacobiteEngine e, int u, JacobiteOrder o) {
        if (o.action != JacobiteCodes.CHARGE || DoctrineOdds.shock(e, u)) {
            return false;
        }
        int v = e.fire().canFire(u, o.target, false) ? o.target : -1;
        if (v < 0) {
            v = bestShot(e, u);
        }
        if (v < 0) {
            return false;
        }
        o.clear();
        o.at(JacobiteCodes.FIRE, v);
        return true;
    }
}
