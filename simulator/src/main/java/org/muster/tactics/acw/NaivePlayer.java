package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwView;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.tactics.SidePlayer;

/**
 * {@code naive}: plays its biggest card; each unit charges the nearest enemy in reach, else fires at the nearest
 * enemy it can hit, else loads, else advances on the nearest enemy (standing up, limbering or unlimbering as needed),
 * or, when it cannot see that one, on the nearest enemy it can see ({@link #goal}). Deterministic; allocates nothing.
 *
 * <p>Why the enemy in sight (issue 19, held-out seed 26): an ordinary move stops {@code geometry.move-gap-inches}
 * from an enemy, and a unit more than {@code los.edge-inches} inside woods or a building can neither see nor be seen,
 * so units that advanced on the nearest enemy when it stood deep in cover ended beside it and stood there for the
 * rest of the battle, unable to move, fire or charge (125-245 "cannot move" lines a battle in naive-naive replays).
 * Over battles 0-19 of seed 5 naive-naive, "cannot move" lines 2339 -> 20 (g05) and 2235 -> 34 (g02), battles with
 * 50 or more 12 -> 0 and 13 -> 0 ({@code muster replay FILE --ai 0=naive --ai 1=naive --battle I --seed 5}).
 *
 * <p>Tried and not kept: charging the enemy picked when the nearest is out of sight (LadderTest cavalry-action side 0
 * doctrine over naive +1.9 points, z 2.97, below its bar); switching only when the hidden nearest enemy is within the
 * move gap and contact distance (units jammed at the gap step away, then back: g05 still 1165 "cannot move" lines,
 * 9 battles of 20 with 50 or more).
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
        final int nearest = e.sight().nearestEnemy(u);
        if (nearest < 0) {
            return;
        }
        if (e.melee().canCharge(u, nearest)) {
            order.set(AcwCodes.CHARGE, nearest);
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
        final int near = goal(e, u, nearest);
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

    /**
     * The enemy u goes for: the nearest if u can see it, else the nearest u can see; when it sees none, the nearest
     * that an ordinary move can still bring it nearer to (farther than the move gap and the contact distance), else
     * the nearest.
     */
    static int goal(AcwView e, int u, int near) {
        if (e.sight().lineOfSight(u, near)) {
            return near;
        }
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final double jammed = t.moveGap + t.contactInches;
        final int enemy = 1 - t.side[u];
        final int end = t.endUnit(enemy);
        int seen = -1;
        double seenAt = Double.MAX_VALUE;
        int open = -1;
        double openAt = Double.MAX_VALUE;
        for (int v = t.firstUnit(enemy); v < end; v++) {
            if (s.standing[v] == 0 || (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            final double d = e.sight().distance(u, v);
            if (d < seenAt && e.sight().lineOfSight(u, v)) {
                seenAt = d;
                seen = v;
            } else if (d < openAt && d > jammed) {
                openAt = d;
                open = v;
            }
        }
        return seen >= 0 ? seen : open >= 0 ? open : near;
    }
}
