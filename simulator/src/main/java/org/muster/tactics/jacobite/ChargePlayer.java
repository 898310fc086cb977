package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;

/**
 * A script of the search's posture portfolio ({@code posture=}, {@link SearchOptions#POSTURE}): doctrine, except that
 * a shock unit (a clan, or mounted horse, A8) that doctrine would have fire charges the enemy it would fire at, when
 * the rules let it. SearchRegretCheck found a
 * clan's charge at its fire target instead of doctrine's shot to gain on average on clifton-moor's Jacobites (+2.0
 * points a decision, se 1.0) and a horse's charge instead of its shot on prestonpans' Government (+1.8, se 0.7), each
 * as one order with doctrine after it: a posture to search for the whole turn, not a rule. Keeps nothing between
 * decisions; allocates nothing.
 */
final class ChargePlayer extends DoctrineVariant {
    ChargePlayer(DoctrinePlayer d) {
        super(d);
    }

    @Override
    boolean amend(JacobiteEngine e, int u, JacobiteOrder o) {
        if (o.action != JacobiteCodes.FIRE || !DoctrineOdds.shock(e, u) || !e.melee().canCharge(u, o.target)) {
            return false;
        }
        final int v = o.target;
        o.clear();
        o.at(JacobiteCodes.CHARGE, v);
        return true;
    }
}
