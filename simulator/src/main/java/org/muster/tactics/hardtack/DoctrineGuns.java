package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackDice;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The {@code doctrine} player's guns and detached horses ({@link DoctrinePlayer}): where a gun unlimbers, its
 * ammunition and fire, horse teams and led horses brought up, stationed and fired at, and the commander's off-table
 * fire missions. Allocates only at construction.
 */
final class DoctrineGuns {
    /**
     * Where a horse team or led horses stand while detached: this far behind their gun or company, towards the side's
     * own edge, inside detached.radius and limber.team-range (6") so that one action brings them back.
     */
    private static final double DETACHED_BEHIND = 5;

    /** With no enemy within this many of its bands, a dismounted company remounts and a gun limbers up to follow. */
    static final double REJOIN_BANDS = 4;

    /** The side played and its weights. */
    private final int side;
    private final DoctrineWeights w;
    /** The player's exact odds and its reading of how the battle stands, shared with it. */
    private final DoctrineOdds odds;
    private final DoctrineSituation situation;
    /**
     * Whether an enemy unit is a gun or a cavalry company, the only ones with a horse team or led horses to detach
     * (section 3.7): else {@link #detachedTarget} has nothing to look for.
     */
    private final boolean foesDetach;

    DoctrineGuns(int side, DoctrineWeights w, HardtackTemplate t, DoctrineOdds odds, DoctrineSituation situation) {
        this.side = side;
        this.w = w;
        this.odds = odds;
        this.situation = situation;
        boolean detach = false;
        for (int v : t.foesOf(side)) {
            detach |= t.type[v] == HardtackCodes.ARTILLERY || t.type[v] == HardtackCodes.CAVALRY;
        }
        foesDetach = detach;
    }

    /** An advancing gun unlimbers with its nearest enemy within this many shot bands, and moves up to this many. */
    private static final double GUN_UP_BANDS = 1.0;
    /** A gun holding ground unlimbers with its nearest enemy within this many shot bands (bf7036e). */
    private static final double GUN_HOLD_BANDS = 3.0;
    private static final double GUN_STOP_BANDS = 0.9;

    /**
     * A gun's order ({@code adv}: its side advances): limbered, it comes up and unlimbers; unlimbered, it loads the
     * better ammunition and fires, limbers up to follow an enemy far off, or sees to its horse team.
     */
    void artillery(HardtackEngine e, int u, int enemy, int target, boolean adv, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double de = e.dist(u, enemy);
        if (s.limbered(u)) {
            // Holding ground, a gun unlimbers within three shot bands; advancing, it comes up to within one, where
            // shot rolls its best range die (section 12.2), before it unlimbers.
            final double unlimberAt = (adv ? GUN_UP_BANDS : GUN_HOLD_BANDS) * t.shotBand;
            // Within its shot reach, under fire and nearer the enemy than any foot or horse company of its side, it
            // drives on no further: ahead of the line it would draw the enemy's fire while it cannot answer; with the
            // battery weight it drives on no further once within its shot reach at all.
            final boolean inReach = Math.ceil(de / t.shotBand) - 1 <= t.maxSteps;
            if (de <= unlimberAt
                    || inReach && (w.battery > 0 || situation.leadsLine(e, de) && situation.underFire(e, u))) {
                o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            } else {
                final double f = (de - GUN_STOP_BANDS * t.shotBand) / de;
                o.set(HardtackOrder.MOVE, -1, 0, s.x[u] + (s.x[enemy] - s.x[u]) * f,
                        s.y[u] + (s.y[enemy] - s.y[u]) * f);
            }
            return;
        }
        int wantAmmo = odds.betterAmmo(e, u, enemy);
        if (s.ammo[u] == 0 || s.ammo[u] != wantAmmo && target < 0) {
            o.set(HardtackOrder.LOAD, -1, wantAmmo, 0, 0);
            return;
        }
        if (target >= 0) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            return;
        }
        // Every enemy far beyond where it unlimbered: it limbers up to follow them.
        if (de > REJOIN_BANDS * t.shotBand && e.detachedPresent(u)) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            return;
        }
        if (stationDetached(e, u, o)) {
            return;
        }
        int horses = detachedTarget(e, u);
        if (horses >= 0) {
            o.set(HardtackOrder.FIRE_DETACHED, horses, 0, 0, 0);
            return;
        }
        o.set(HardtackOrder.REORGANISE, enemy, 0, 0, 0);
    }

    /**
     * To limber or remount, the horse team or led horses must be back (section 5.6, 5.7): when they are not, the action
     * brings them up to the gun or company instead, or, out of the parent's reach, takes the parent towards them.
     */
    static void bringUpDetached(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackState s = e.state();
        final boolean away = e.template().type[u] == HardtackCodes.ARTILLERY ? !s.limbered(u) && !e.teamInReach(u)
                : e.template().type[u] == HardtackCodes.CAVALRY && !s.mounted(u) && !e.horsesInIntegrity(u);
        if (o.action != HardtackOrder.MOUNT_TOGGLE || !away || !e.detachedPresent(u)) {
            return;
        }
        if (e.detachedInReach(u)) {
            o.set(HardtackOrder.DETACHED_MOVE, -1, 0, s.x[u], s.y[u]);
        } else {
            o.set(HardtackOrder.MOVE, -1, 0, s.detX[u], s.detY[u]);
        }
    }

    /**
     * A horse team or led horses still standing where they were detached go back {@link #DETACHED_BEHIND}, out of the
     * line of fire behind their gun or company (one action, once); at their side's own table edge, where there is no
     * behind, they stay.
     */
    boolean stationDetached(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackState s = e.state();
        if (!e.detachedInReach(u) || e.detachedDistance(u) > 1) {
            return false;
        }
        final double edge = e.template().homeEdge[side];
        final double ty = edge > s.y[u] ? Math.min(edge, s.y[u] + DETACHED_BEHIND)
                : Math.max(edge, s.y[u] - DETACHED_BEHIND);
        // At its own table edge there is no behind: the move would leave them where they stand, every activation.
        if (HardtackEngine.len(s.x[u] - s.detX[u], ty - s.detY[u]) <= 1) {
            return false;
        }
        o.set(HardtackOrder.DETACHED_MOVE, -1, 0, s.x[u], ty);
        return true;
    }

    /** The nearest enemy horse team or led horses u can fire at, or -1. */
    int detachedTarget(HardtackEngine e, int u) {
        if (!foesDetach) {
            return -1;
        }
        final HardtackState s = e.state();
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.canFireDetached(u, v)) {
                double d = HardtackEngine.len(s.detX[v] - s.x[u], s.detY[v] - s.y[u]);
                if (d < bd) {
                    bd = d;
                    best = v;
                }
            }
        }
        return best;
    }

    /**
     * The regimental (or brigade) commander's company calls an off-table fire mission (section 12.3 [D], offtable on)
     * when its exact expected results (request roll, times accuracy, times the burst's potential hits on the target
     * hurting; deviated shells counted as lost) beat the order it would give otherwise (its volley's expected results,
     * at least a transfer's worth), on a target with no company of its own side within twice the burst radius.
     */
    boolean offTable(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double bv = Math.max(DoctrinePlayer.TRANSFER_WORTH,
                o.action == HardtackOrder.FIRE && o.target >= 0 ? odds.expected(e, u, o.target) : 0);
        double pCall = HardtackDice.pExceeds(t.offRequestDie, s.lv[u] + t.offRequestOverLv)
                * HardtackDice.pExceeds(t.qualityDie[u], s.lv[u]);
        int best = -1;
        for (int v = 0; v < t.unitCount(); v++) {
            if (!e.canCallArtillery(u, v) || situation.friendWithin(e, v, 2 * t.offBurstRadius)) {
                continue;
            }
            int under = t.type[v] == HardtackCodes.ARTILLERY || s.formation[v] == HardtackCodes.SKIRMISH
                    ? t.offUnderSkirmish : t.offUnderClose;
            double x = pCall * under * odds.hurt(t.offImpact, Math.min(5, e.coverOf(v, u)));
            if (x > bv) {
                bv = x;
                best = v;
            }
        }
        if (best < 0) {
            return false;
        }
        o.set(HardtackOrder.FIRE, best, HardtackOrder.OFF_TABLE, 0, 0);
        return true;
    }
}
