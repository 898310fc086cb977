package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * A script of the search's posture portfolio ({@code posture=}, {@link SearchOptions#POSTURE}; {@link ChargePlayer},
 * {@link ShotPlayer}): doctrine's answer to every question, and to an order doctrine's order amended by one rule of
 * play ({@link #amend}), kept only when the rules allow it. Also the shared reading of a unit's best shot
 * ({@link #bestShot}). Keeps nothing between
 * decisions; allocates nothing.
 */
abstract class DoctrineVariant implements JacobitePlayer {
    private final DoctrinePlayer doctrine;
    /** The amended order, tried for legality before it replaces doctrine's. */
    private final JacobiteOrder amended = new JacobiteOrder();

    DoctrineVariant(DoctrinePlayer d) {
        this.doctrine = d;
    }

    @Override
    public final void startBattle(JacobiteEngine e) {
        doctrine.startBattle(e);
    }

    @Override
    public final boolean deploySouth(JacobiteEngine e) {
        return doctrine.deploySouth(e);
    }

    @Override
    public final int deploy(JacobiteEngine e, int unit, int zone) {
        return doctrine.deploy(e, unit, zone);
    }

    @Override
    public final void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        doctrine.decide(e, u, order);
        SearchPlayer.copy(order, amended);
        if (amend(e, u, amended) && e.legal(u, amended)) {
            SearchPlayer.copy(amended, order);
        }
    }

    /** Changes {@code o}, doctrine's order for unit {@code u}, where the rule says; false when it leaves it. */
    abstract boolean amend(JacobiteEngine e, int u, JacobiteOrder o);

    /** The enemy u may fire at now (A6) with the most expected casualties (no case shot), or -1. */
    static int bestShot(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int best = -1;
        double value = 0;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == t.side[u] || !s.present(v) || !e.fire().canFire(u, v, false)) {
                continue;
            }
            final double x = e.fire().expectedFire(u, v, false);
            if (x > value) {
                value = x;
                best = v;
            }
        }
        return best;
    }
}
