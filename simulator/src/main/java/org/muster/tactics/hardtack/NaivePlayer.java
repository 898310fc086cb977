package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.SidePlayer;

/**
 * {@code naive}: activates its units in order and never passes; each unit fires at the nearest enemy it can, reloads
 * when it must (except that the regimental commander's company gives its last action's Reload up for a direct transfer
 * to a company with a shot), unlimbers and loads guns, and otherwise walks at the nearest enemy. No formations, no
 * rallies; it close assaults the nearest enemy when it stands within a normal move and cannot fire at it (charge
 * when in reach). Stateless; draws nothing; allocates nothing.
 */
final class NaivePlayer extends SidePlayer<HardtackEngine> implements HardtackPlayer {

    NaivePlayer(int side) {
        super(side);
    }

    @Override
    public boolean goFirst(HardtackEngine e, int sd) {
        return true;
    }

    @Override
    public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
        for (int u = 0; u < e.template().unitCount(); u++) {
            if (e.template().side[u] == side && e.canActivate(u)) {
                return u;
            }
        }
        return -1;
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int unit) {
        return false;
    }

    static int nearestEnemy(HardtackEngine e, int u) {
        return e.nearestEnemy(u);
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int target = nearestEnemy(e, u);
        if (target < 0) {
            return;
        }
        if (t.type[u] == HardtackCodes.ARTILLERY) {
            if (s.limbered(u)) {
                o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            } else if (s.ammo[u] == 0) {
                o.set(HardtackOrder.LOAD, -1, e.dist(u, target) <= 4.0 * t.band[u] ? HardtackState.CANISTER
                        : HardtackState.SHOT, 0, 0);
            } else if (e.canFire(u, target)) {
                o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            } else {
                o.set(HardtackOrder.REORGANISE, target, 0, 0, 0);
            }
            return;
        }
        if (e.canFire(u, target)) {
            o.set(HardtackOrder.FIRE, target, e.gatlingCanJoin(u) ? HardtackOrder.GATLING_JOINS : 0, 0, 0);
        } else if (index == 0 && !e.inRegimentActivation() && e.dist(u, target) <= e.baseMove(u)
                && e.canAssault(u, target)) {
            // Charge when in reach: the nearest enemy within a normal move that it cannot fire at (section 11.1).
            o.set(HardtackOrder.ASSAULT, target, 0, 0, 0);
        } else if (s.reload(u) && index == t.actions - 1 && transferTarget(e, u) >= 0) {
            // The regimental commander's company sends its last action to a company that has a shot (section 3.3).
            o.set(HardtackOrder.TRANSFER, transferTarget(e, u), 0, 0, 0);
        } else if (s.reload(u)) {
            o.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
        } else {
            o.set(HardtackOrder.MOVE, -1, 0, s.x[target], s.y[target]);
        }
    }

    /** The first company u may transfer to directly that could fire at its nearest enemy when loaded, or -1. */
    private static int transferTarget(HardtackEngine e, int u) {
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.canTransfer(u, v, false) && e.couldFireLoaded(v, nearestEnemy(e, v))) {
                return v;
            }
        }
        return -1;
    }

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.template().side[v] == side && e.canActivate(v) && e.canFire(v, mover)) {
                return v;
            }
        }
        return -1;
    }
}
