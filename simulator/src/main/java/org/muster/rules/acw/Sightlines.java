package org.muster.rules.acw;

import org.muster.engine.Boxes;
import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.rules.battle.Compass;

/**
 * Geometry over the state (B4, B5, B9 [D]): distances and whole-inch ranges, line of sight, cover, the worst ground
 * along a line, the nearest enemy. Every pair answer is cached in the state (index u * n + v) and the caches are kept
 * true in one place: a unit that moves goes through {@link #moved} (its row and column cleared, the figure epoch
 * advanced), and a figure that appears or disappears without moving (a unit losing or regaining its last man, or
 * leaving the table) through {@link #figuresChanged}. Sight is treated as symmetric (u sees v exactly when v sees u).
 */
public final class Sightlines {
    private final AcwTemplate t;
    private final AcwState s;
    private final int n;
    // The state's cache arrays, held directly (they are final there): one load less per query on the hot path.
    private final double[] distCache;
    private final int[] rangeCache;
    private final byte[] losCache;
    private final byte[] coverCache;
    private final int[] losEpoch;
    private final boolean[] losFull;

    Sightlines(AcwTemplate t, AcwState s) {
        this.t = t;
        this.s = s;
        this.n = t.unitCount();
        this.distCache = s.distCache;
        this.rangeCache = s.rangeCache;
        this.losCache = s.losCache;
        this.coverCache = s.coverCache;
        this.losEpoch = s.losEpoch;
        this.losFull = s.losFull;
    }

    /** Distance between two units' centres, inches. */
    public double distance(int u, int v) {
        final int key = u * n + v;
        double d = distCache[key];
        if (d < 0) {
            final double dx = s.x[u] - s.x[v];
            final double dy = s.y[u] - s.y[v];
            d = Math.sqrt(dx * dx + dy * dy);
            distCache[key] = d;
            distCache[v * n + u] = d;
        }
        return d;
    }

    /** The range from u to v in whole inches (B5, range.rounding [D]). */
    public int range(int u, int v) {
        final int key = u * n + v;
        int r = rangeCache[key];
        if (r < 0) {
            r = AcwOdds.rangeInches(distance(u, v), t.roundUp);
            rangeCache[key] = r;
            rangeCache[v * n + u] = r;
        }
        return r;
    }

    /** Degrees between u's facing and the bearing to v (0-180). */
    public double offBearing(int u, int v) {
        return Compass.angleBetween(s.facing[u], Compass.bearing(s.x[u], s.y[u], s.x[v], s.y[v]));
    }

    /**
     * Line of sight between two units (B5, B9 [D]): the terrain (cached per pair while neither moves) and other units
     * within {@code los.figure-inches} of the line between them.
     */
    public boolean lineOfSight(int u, int v) {
        final int key = u * n + v;
        if (losEpoch[key] == s.epoch) {
            return losFull[key];
        }
        final boolean clear = computeLineOfSight(u, v, key);
        losEpoch[key] = s.epoch;
        losFull[key] = clear;
        losEpoch[v * n + u] = s.epoch;
        losFull[v * n + u] = clear;
        return clear;
    }

    private boolean computeLineOfSight(int u, int v, int key) {
        byte c = losCache[key];
        if (c == 0) {
            c = !t.terrainBlocksSight || t.sightClear(s.x[u], s.y[u], s.x[v], s.y[v]) ? (byte) 1 : (byte) 2;
            losCache[key] = c;
            losCache[v * n + u] = c;
        }
        if (c == 2) {
            return false;
        }
        if (t.figureBlock <= 0) {
            return true;
        }
        final double x0 = s.x[u];
        final double y0 = s.y[u];
        final double dx = s.x[v] - x0;
        final double dy = s.y[v] - y0;
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return true;
        }
        final double r2 = t.figureBlock * t.figureBlock;
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || (s.status[w] & AcwCodes.FLED) != 0 || s.standing[w] == 0) {
                continue;
            }
            final double px = s.x[w] - x0;
            final double py = s.y[w] - y0;
            final double f = (px * dx + py * dy) / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            final double ex = px - f * dx;
            final double ey = py - f * dy;
            if (ex * ex + ey * ey < r2) {
                return false;
            }
        }
        return true;
    }

    /** Unit u stands somewhere new: its pair caches are cleared and every full line of sight is due again. */
    void moved(int u) {
        s.epoch++;
        s.stamp++;
        for (int v = 0; v < n; v++) {
            losCache[u * n + v] = 0;
            losCache[v * n + u] = 0;
            coverCache[u * n + v] = -1;
            coverCache[v * n + u] = -1;
            distCache[u * n + v] = -1;
            distCache[v * n + u] = -1;
            rangeCache[u * n + v] = -1;
            rangeCache[v * n + u] = -1;
        }
    }

    /** A figure that may block sight appeared or disappeared where it stands: every full line of sight is due again. */
    void figuresChanged() {
        s.epoch++;
        s.stamp++;
    }

    /** A unit started or stopped routing: the nearest enemies and the objectives held are due again. */
    void routingChanged() {
        s.stamp++;
    }

    /** Cover of unit v against fire or attack from unit u (cached while neither moves). */
    public int coverOf(int v, int u) {
        final int key = u * n + v;
        int c = coverCache[key];
        if (c < 0) {
            c = cover(s.x[v], s.y[v], s.x[u], s.y[u]);
            coverCache[key] = (byte) c;
        }
        return c;
    }

    /** Cover code ({@link TerrainKind#COVER_NONE}, SOFT, HARD) of a target at (tx, ty) against a foe at (fx, fy). */
    public int cover(double tx, double ty, double fx, double fy) {
        if (!t.anyCover || tx < 0 || ty < 0) {
            return TerrainKind.COVER_NONE;
        }
        // Cover comes from the ground under the target or a feature within feature-reach in front of it: none can
        // be where no cover-giving terrain is that near.
        final int cell = (int) (ty / Table.CELL_INCHES) * t.coverCols + (int) (tx / Table.CELL_INCHES);
        if (cell >= t.coverNear.length || !t.coverNear[cell]) {
            return TerrainKind.COVER_NONE;
        }
        if (!t.featureNear[cell]) {
            return t.groundCover[cell];
        }
        return t.table.coverAt(tx, ty, fx, fy, t.coverOfArea, t.coverOfFeature, t.featureReach);
    }

    /** The worst movement class along a straight line, skipping the grid when no hindering terrain is near. */
    int worstAlong(double x0, double y0, double x1, double y1) {
        if (!Boxes.segmentTouches(t.moveBoxes, x0, y0, x1, y1) && t.table.onTable(x0, y0)
                && t.table.onTable(x1, y1)) {
            return AcwCodes.CLEAR;
        }
        return t.table.worstAlong(x0, y0, x1, y1, t.moveClassOfArea, t.moveClassOfFeature, AcwCodes.IMPASSABLE);
    }

    /** Nearest enemy unit that is present and not routing, or -1 (remembered per unit until {@code stamp} moves). */
    public int nearestEnemy(int u) {
        if (s.nearestStamp[u] == s.stamp + 1) {
            return s.nearest[u];
        }
        int best = -1;
        double bd = Double.MAX_VALUE;
        final int enemy = 1 - t.side[u];
        final int end = t.endUnit(enemy);
        for (int v = t.firstUnit(enemy); v < end; v++) {
            if (s.standing[v] == 0 || (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            final double d = distance(u, v);
            if (d < bd) {
                bd = d;
                best = v;
            }
        }
        s.nearest[u] = best;
        s.nearestStamp[u] = s.stamp + 1;
        return best;
    }

    /** Whether v is an enemy of u present on the table with a man standing. */
    boolean isEnemy(int u, int v) {
        return v >= 0 && v < n && t.side[v] != t.side[u] && (s.status[v] & AcwCodes.FLED) == 0 && s.standing[v] > 0;
    }
}
