package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.tactics.SidePlayer;

/**
 * {@code naive}: rally when Broken, reform when Disordered, reload an empty gun; charge the nearest enemy when the
 * charge will probably reach, else fire at it when able (case when in case range), else advance on it with every die.
 * Draws nothing random; allocates nothing.
 */
final class NaivePlayer extends SidePlayer<JacobiteEngine> implements JacobitePlayer {

    NaivePlayer(int side) {
        super(side);
    }

    /** A11: keeps the edge its scenario side is listed at (side 0 south). */
    @Override
    public boolean deploySouth(JacobiteEngine e) {
        return side == 0;
    }

    /** A11: a simple line, the first free place (front row first, from the centre outwards). */
    @Override
    public int deploy(JacobiteEngine e, int u, int zone) {
        final int places = e.template().slotX[zone].length;
        for (int k = 0; k < places; k++) {
            if (e.armies().placeFree(zone, k)) {
                return k;
            }
        }
        return -1;
    }

    @Override
    public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        if (recover(s, u, order)) {
            return;
        }
        final boolean gun = s.type[u] == JacobiteCodes.ARTILLERY;
        if (gun && !s.has(u, JacobiteCodes.LOADED)) {
            order.action = JacobiteCodes.RELOAD;
            return;
        }
        final int v = e.sight().nearestEnemy(u);
        if (v < 0) {
            return;
        }
        if (!gun && e.melee().canCharge(u, v) && e.melee().chargeOdds(u, v) >= 0.5) {
            order.at(JacobiteCodes.CHARGE, v);
            return;
        }
        if (gun && e.fire().canFire(u, v, true)) {
            order.at(JacobiteCodes.FIRE, v);
            order.useCase = true;
            return;
        }
        if (e.fire().canFire(u, v, false)) {
            order.at(JacobiteCodes.FIRE, v);
            return;
        }
        order.move(s.x[v], s.y[v], gun ? 1 : e.movement().maxDice(u));
    }

    /** Rally a Broken unit, reform a Disordered one (A9.5, A5): true when that is the order (naive and doctrine). */
    static boolean recover(JacobiteState s, int u, JacobiteOrder order) {
        if (s.has(u, JacobiteCodes.BROKEN)) {
            order.action = JacobiteCodes.RALLY;
            return true;
        }
        if (s.has(u, JacobiteCodes.DISORDERED)) {
            order.action = JacobiteCodes.REFORM;
            return true;
        }
        return false;
    }

    int side() {
        return side;
    }
}
