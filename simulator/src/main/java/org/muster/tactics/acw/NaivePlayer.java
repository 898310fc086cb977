package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwView;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwState;
import org.muster.tactics.SidePlayer;

/**
 * {@code naive}: plays its biggest card; each unit charges the nearest enemy in reach, else fires at the nearest
 * enemy it can hit, else loads, else advances on the nearest enemy (standing up, limbering or unlimbering as needed).
 * Deterministic; allocates nothing.
 */
final class NaivePlayer extends SidePlayer<AcwView> implements AcwPlayer {

    NaivePlayer(int side) {
        super(side);
    }

    @Override
    public int chooseCard(AcwView e, int sd) {
        int best = 0;
        int bestInc = -1;
        final int[] deck = e.template().deck;
        for (int c = 0; c < deck.length; c++) {
            if (!e.cardUsed(side, c) && deck[c] > bestInc) {
                bestInc = deck[c];
                best = c;
            }
        }
        return best;
    }

    @Override
    public void decide(AcwView e, int u, int increment, int increments, AcwOrder order) {
        final AcwState s = e.state();
        final int n = s.unitCount();
        final int near = e.sight().nearestEnemy(u);
        if (near < 0) {
            return;
        }
        if (e.melee().canCharge(u, near)) {
            order.set(AcwCodes.CHARGE, near);
            return;
        }
        int target = -1;
        double best = Double.MAX_VALUE;
        for (int v = 0; v < n; v++) {
            if (e.fire().canFire(u, v)) {
                final double d = e.sight().distance(u, v);
                if (d < best) {
                    best = d;
                    target = v;
                }
            }
        }
        if (target >= 0) {
            order.set(AcwCodes.FIRE, target);
            return;
        }
        if (e.fire().canLoad(u)) {
            order.set(AcwCodes.LOAD, -1);
            return;
        }
        if (e.template().type[u] == AcwCodes.ARTILLERY
                && e.sight().range(u, near) <= e.template().maxRange[AcwCodes.GUN]) {
            if (s.isLimbered(u)) {
                order.set(AcwCodes.UNLIMBER, -1);
                return;
            }
            if (e.sight().offBearing(u, near) > e.template().gunArc) {
                order.set(AcwCodes.PIVOT, near);
                return;
            }
        }
        if (s.isProne(u)) {
            order.set(AcwCodes.STAND_UP, -1);
            return;
        }
        order.moveTo(AcwCodes.MOVE, s.x[near], s.y[near]);
    }
}
