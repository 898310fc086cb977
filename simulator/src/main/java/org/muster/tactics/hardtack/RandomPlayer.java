package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.SidePlayer;

/**
 * {@code random}: a uniformly random choice at every decision among the legal ones (a floor for balance and a fuzzer
 * for the engine). Moves go one of eight compass directions at full allowance. Draws only from the TACTICS stream;
 * allocates its scratch arrays once.
 */
final class RandomPlayer extends SidePlayer<HardtackEngine> implements HardtackPlayer {
    private final int[] pick = new int[2 * HardtackTemplate.MAX_UNITS + 1];
    private final int[] actions = new int[HardtackOrder.ACTIONS];

    RandomPlayer(int side) {
        super(side);
    }

    @Override
    public boolean goFirst(HardtackEngine e, int sd) {
        return e.tactics().below(2) == 0;
    }

    @Override
    public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
        int c = 0;
        final int n = e.template().unitCount();
        for (int u = 0; u < n; u++) {
            if (e.template().side[u] == side && e.canActivate(u)) {
                pick[c++] = u;
            }
        }
        if (mayPass) {
            pick[c++] = -1;
        }
        return c == 0 ? -1 : pick[e.tactics().below(c)];
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int unit) {
        return e.tactics().below(2) == 0;
    }

    /** A fire mode of u's Gatling at v drawn uniformly from the legal ones (section 7.6 [D]). Allocation-free. */
    private static int gatlingMode(HardtackEngine e, int u, int v) {
        final boolean small = e.canFire(u, v);
        final boolean join = small && e.gatlingCanJoin(u);
        final boolean alone = e.canFireGatling(u, v);
        int k = e.tactics().below((small ? 1 : 0) + (join ? 1 : 0) + (alone ? 1 : 0));
        if (small && k-- == 0) {
            return 0;
        }
        if (join && k == 0) {
            return HardtackOrder.GATLING_JOINS;
        }
        return HardtackOrder.GATLING_ALONE;
    }

    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int c = 0;
        actions[c++] = HardtackOrder.HOLD;
        actions[c++] = HardtackOrder.MOVE;
        actions[c++] = HardtackOrder.COMBAT_MOVE;
        actions[c++] = HardtackOrder.FIRE;
        actions[c++] = HardtackOrder.REORGANISE;
        if (s.reload(u)) {
            actions[c++] = HardtackOrder.RELOAD;
        }
        if (t.type[u] != HardtackCodes.INFANTRY) {
            actions[c++] = HardtackOrder.MOUNT_TOGGLE;
        }
        if (t.type[u] == HardtackCodes.ARTILLERY) {
            actions[c++] = HardtackOrder.LOAD;
        }
        if (rallies(e, u) > 0) {
            actions[c++] = HardtackOrder.RALLY;
        }
        if (index == 0) {
            actions[c++] = HardtackOrder.ASSAULT;
        }
        actions[c++] = HardtackOrder.IN_POSITION;
        actions[c++] = HardtackOrder.TRAVEL;
        if (e.mayTransfer(u)) {
            actions[c++] = HardtackOrder.TRANSFER;
            actions[c++] = HardtackOrder.RUNNER;
        }
        if (e.detachedInReach(u)) {
            actions[c++] = HardtackOrder.DETACHED_MOVE;
        }
        int a = actions[e.tactics().below(c)];
        switch (a) {
            case HardtackOrder.MOVE:
            case HardtackOrder.COMBAT_MOVE: {
                double ang = e.tactics().below(8) * Math.PI / 4;
                double d = 2.0 * e.baseMove(u) * t.combatMultiplier;
                o.set(a, -1, 0, s.x[u] + d * Math.sin(ang), s.y[u] + d * Math.cos(ang));
                return;
            }
            case HardtackOrder.DETACHED_MOVE: {
                double ang = e.tactics().below(8) * Math.PI / 4;
                double d = e.detachedMove(u);
                o.set(a, -1, 0, s.detX[u] + d * Math.sin(ang), s.detY[u] + d * Math.cos(ang));
                return;
            }
            case HardtackOrder.FIRE:
            case HardtackOrder.ASSAULT: {
                int k = 0;
                final boolean gatling = a == HardtackOrder.FIRE && t.gatlingCrew[u] > 0;
                for (int v = 0; v < t.unitCount(); v++) {
                    if (a == HardtackOrder.FIRE ? e.canFire(u, v) || gatling && e.canFireGatling(u, v)
                            : e.canAssault(u, v)) {
                        pick[k++] = v;
                    }
                }
                // An enemy's horse team or led horses in reach are one more target (pick holds -2 - v for them).
                for (int v = 0; v < t.unitCount() && a == HardtackOrder.FIRE; v++) {
                    if (e.canFireDetached(u, v)) {
                        pick[k++] = -2 - v;
                    }
                }
                if (k == 0) {
                    o.clear();
                    return;
                }
                int p = pick[e.tactics().below(k)];
                if (p <= -2) {
                    o.set(HardtackOrder.FIRE_DETACHED, -2 - p, 0, 0, 0);
                    return;
                }
                o.set(a, p, gatling ? gatlingMode(e, u, p) : 0, 0, 0);
                return;
            }
            case HardtackOrder.TRANSFER:
            case HardtackOrder.RUNNER: {
                int k = 0;
                for (int v = 0; v < t.unitCount(); v++) {
                    if (e.canTransfer(u, v, a == HardtackOrder.RUNNER)) {
                        pick[k++] = v;
                    }
                }
                if (k == 0) {
                    o.clear();
                    return;
                }
                o.set(a, pick[e.tactics().below(k)], 0, 0, 0);
                return;
            }
            case HardtackOrder.RALLY:
                o.set(a, pick[e.tactics().below(rallies(e, u))], 0, 0, 0);
                return;
            case HardtackOrder.REORGANISE:
                o.set(a, -1, e.tactics().below(HardtackCodes.FORMATIONS), 0, 0);
                return;
            case HardtackOrder.LOAD:
                o.set(a, -1, 1 + e.tactics().below(2), 0, 0);
                return;
            case HardtackOrder.IN_POSITION:
            case HardtackOrder.TRAVEL:
                o.set(a, -1, e.tactics().below(2), 0, 0);
                return;
            default:
                o.set(a, -1, 0, 0, 0);
        }
    }

    /** The companies u may rally now (section 3.6), into pick; their count. */
    private int rallies(HardtackEngine e, int u) {
        int k = 0;
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.canRally(u, v)) {
                pick[k++] = v;
            }
        }
        return k;
    }

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        int k = 0;
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.template().side[v] == side && e.canActivate(v) && e.canFire(v, mover)) {
                pick[k++] = v;
            }
        }
        pick[k++] = -1;
        return pick[e.tactics().below(k)];
    }
}
