package org.muster.rules.acw;

import org.muster.rules.battle.Compass;

/**
 * Movement (B4 [S p.2]) and the routers' flight (B7 [D]): a unit moves towards a point by its allowance less the
 * rough-ground penalty, stopping short of impassable ground, the table edge and enemy units; a router moves its full
 * rate directly away from the nearest enemy and is eliminated if it leaves the table. Every move goes through
 * {@link Sightlines#moved}.
 */
public final class Movement extends AcwPhase {
    Movement(AcwTemplate t, AcwState s, Sightlines sight, Report report) {
        super(t, s, sight, report);
    }

    /** Inches a unit may move in one increment now, before terrain (B4 [S p.2]). */
    public double moveAllowance(int u) {
        return t.moveRate(t.type[u], s.stance[u]);
    }

    /**
     * Moves u towards (tx, ty) by up to {@code allowance} inches less the rough penalty if the path crosses rough
     * (B4 [S p.2]), stopping short of impassable ground, the table edge and enemy units (only a charge makes contact).
     */
    void move(final int u, final double tx, final double ty, final double allowance) {
        final double x0 = s.x[u];
        final double y0 = s.y[u];
        double dx = tx - x0;
        double dy = ty - y0;
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-9 || allowance <= 0) {
            report.say(u, "stays put");
            return;
        }
        double dist = Math.min(len, allowance);
        dx /= len;
        dy /= len;
        int cls = sight.worstAlong(x0, y0, x0 + dx * dist, y0 + dy * dist);
        if (cls == AcwCodes.ROUGH) {
            dist = Math.min(len, allowance - t.roughPenalty);
        }
        double best = 0;
        double lo = 0;
        double hi = dist;
        if (dist > 0 && pathOk(u, x0, y0, dx, dy, dist)) {
            best = dist;
        } else {
            for (int k = 0; k < 6 && dist > 0; k++) {
                final double mid = (lo + hi) / 2;
                if (pathOk(u, x0, y0, dx, dy, mid)) {
                    best = mid;
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
        }
        if (best <= 0) {
            report.say(u, "cannot move");
            return;
        }
        s.x[u] = x0 + dx * best;
        s.y[u] = y0 + dy * best;
        s.facing[u] = Compass.bearing(x0, y0, tx, ty);
        sight.moved(u);
        if (report.on()) {
            report.event(String.format(java.util.Locale.ROOT, "%s %s %.1f\" to (%.1f, %.1f)%s", t.unitName(u),
                    s.isProne(u) ? "crawls" : "moves", best, s.x[u], s.y[u], cls == AcwCodes.ROUGH ? " (rough -"
                            + t.roughPenalty + "\")" : ""));
        }
    }

    boolean pathOk(int u, double x0, double y0, double dx, double dy, double dist) {
        final double x1 = x0 + dx * dist;
        final double y1 = y0 + dy * dist;
        if (!t.table.onTable(x1, y1)) {
            return false;
        }
        if (sight.worstAlong(x0, y0, x1, y1) >= AcwCodes.IMPASSABLE) {
            return false;
        }
        final double gap = t.moveGap;
        for (int w = 0; w < n; w++) {
            if (t.side[w] == t.side[u] || (s.status[w] & AcwCodes.FLED) != 0 || s.standing[w] == 0) {
                continue;
            }
            final double ex = s.x[w] - x1;
            final double ey = s.y[w] - y1;
            if (ex * ex + ey * ey < gap * gap) {
                return false;
            }
        }
        return true;
    }

    /** B7 [D]: a router moves its full rate directly away from the nearest enemy; off the table = eliminated. */
    void routMove(final int u, final int inc) {
        final int e = sight.nearestEnemy(u);
        double dx;
        double dy;
        if (e >= 0) {
            dx = s.x[u] - s.x[e];
            dy = s.y[u] - s.y[e];
        } else {
            dx = 0;
            dy = t.side[u] == 0 ? -1 : 1;
        }
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-9) {
            dx = 0;
            dy = t.side[u] == 0 ? -1 : 1;
        } else {
            dx /= len;
            dy /= len;
        }
        final double rate = t.moveRate(t.type[u], s.stance[u] & ~AcwCodes.PRONE);
        for (int i = 0; i < inc; i++) {
            double dist = rate;
            final double x0 = s.x[u];
            final double y0 = s.y[u];
            final double x1 = x0 + dx * dist;
            final double y1 = y0 + dy * dist;
            if (!t.table.onTable(x1, y1)) {
                s.status[u] |= AcwCodes.FLED;
                s.status[u] &= ~AcwCodes.ROUTING;
                report.say(u, "routs off the table and is eliminated");
                sight.moved(u);
                return;
            }
            final int cls = sight.worstAlong(x0, y0, x1, y1);
            if (cls >= AcwCodes.IMPASSABLE) {
                report.say(u, "routs into impassable ground and stops");
                return;
            }
            if (cls == AcwCodes.ROUGH) {
                dist -= t.roughPenalty;
            }
            s.x[u] = x0 + dx * Math.max(0, dist);
            s.y[u] = y0 + dy * Math.max(0, dist);
            s.facing[u] = Compass.bearing(x0, y0, s.x[u], s.y[u]);
            sight.moved(u);
        }
        if (report.on()) {
            report.event(String.format(java.util.Locale.ROOT, "%s routs to (%.1f, %.1f)", t.unitName(u), s.x[u],
                    s.y[u]));
        }
    }
}
