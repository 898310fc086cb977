package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.CLAN;
import static org.muster.rules.jacobite.JacobiteCodes.COLUMN;
import static org.muster.rules.jacobite.JacobiteCodes.DISMOUNTED;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;

import org.muster.engine.Boxes;
import org.muster.engine.TerrainKind;
import org.muster.rules.battle.Compass;
import org.muster.rules.battle.Nearest;

/**
 * Geometry, sight and the caches of a {@code jacobite45} battle (A5, A6.2, A11): distances, bearings, arcs, unit
 * bodies (bases, front rank, frontage), line of sight through terrain and units, cover and what a unit holds. The
 * caches of sight by pair, of unit bodies and of frontages live here and nowhere else, and so do the only writers of a
 * unit's position and facing ({@link #place}, {@link #setFacing}) and the one notice that a body changed
 * ({@link #changed}): every change that can make a cached answer stale goes through them. A state overwritten by
 * {@link JacobiteState#copyFrom} is noticed by its copy count and forgets every cache.
 */
public final class Sightlines extends Phase {
    /**
     * Position stamp of each unit: a new value of {@link #stamps} whenever the unit moves (or the caches are reset), so
     * cached sight lines know they are stale. Stamps are never reused (64 bits), so a reset needs no fill of the pairs.
     */
    private final long[] moveStamp;
    private long stamps;
    /** Terrain sight by pair (u * n + v): valid while both units' stamps equal the ones stored with it. */
    private final long[] sightStampU;
    private final long[] sightStampV;
    private final boolean[] sightValue;
    /**
     * Unit epoch: advanced whenever any unit moves, turns, loses figures, changes formation or leaves, i.e. whenever
     * {@link #unitBetween} could change; unit blocking by pair is cached against it.
     */
    private long unitEpoch;
    private final long[] blockEpoch;
    private final boolean[] blockValue;
    /** The unit last found blocking each pair, tried first next time (a hint only: it is tested again), or -1. */
    private final int[] blockBy;
    /** Each unit's body for {@link #unitBetween} at {@link #bodyEpoch}: half frontage and its vector, reach. */
    private long bodyEpoch = -1;
    private final double[] bodyFx;
    private final double[] bodyFy;
    private final double[] bodyReach;
    /** {@link #width} of each unit, valid while its figures and formation are the ones stored (type is fixed). */
    private final int[] widthFigures;
    private final int[] widthFormation;
    private final double[] widthValue;
    /** The last {@link #heading} asked (raw bits of its arguments, none at first) and its answer. */
    private long headX0 = NONE;
    private long headY0 = NONE;
    private long headX1 = NONE;
    private long headY1 = NONE;
    private double headValue = Double.NaN;
    /** The last bearing whose unit vector was asked (raw bits), and the vector. */
    private long dirBits = NONE;
    private double dirX = Double.NaN;
    private double dirY = Double.NaN;
    /** A NaN no arithmetic produces: the raw bits of "nothing asked yet" (the answers kept are NaN too). */
    private static final long NONE = 0x7ff80000deadbeefL;

    Sightlines(JacobiteEngine engine) {
        super(engine);
        this.moveStamp = new long[n];
        this.sightStampU = new long[n * n];
        this.sightStampV = new long[n * n];
        this.sightValue = new boolean[n * n];
        this.blockEpoch = new long[n * n];
        this.blockValue = new boolean[n * n];
        this.blockBy = new int[n * n];
        java.util.Arrays.fill(blockBy, -1);
        this.bodyFx = new double[n];
        this.bodyFy = new double[n];
        this.bodyReach = new double[n];
        this.widthFigures = new int[n];
        this.widthFormation = new int[n];
        this.widthValue = new double[n];
        this.foes = new int[2][];
        for (int sd = 0; sd < 2; sd++) {
            int count = 0;
            for (int v = 0; v < n; v++) {
                count += t.side[v] != sd ? 1 : 0;
            }
            foes[sd] = new int[count];
            for (int v = 0, k = 0; v < n; v++) {
                if (t.side[v] != sd) {
                    foes[sd][k++] = v;
                }
            }
        }
    }

    /** By side: the units of the other side, in index order ({@link #nearestEnemy}). */
    private final int[][] foes;
    /** {@link JacobiteState#present}, as the predicate {@link Nearest#of} asks. */
    private final java.util.function.IntPredicate present = s::present;

    /**
     * Forgets every cached answer: at the start of a battle, and when the state was overwritten by a copy
     * ({@link JacobiteState#copyFrom}). O(units): fresh stamps and a new epoch make every stored pair stale.
     */
    void reset() {
        for (int u = 0; u < n; u++) {
            moveStamp[u] = ++stamps;
        }
        unitEpoch++;
        java.util.Arrays.fill(widthFigures, -1);
    }

    /** Puts unit u at (x, y): the only writer of a position during play, so the sight caches stay true. */
    void place(int u, double x, double y) {
        s.x[u] = x;
        s.y[u] = y;
        moveStamp[u] = ++stamps;
        unitEpoch++;
    }

    /** Unit bodies changed (figures lost, formation changed, a unit left): unit blocking is judged again. */
    void changed() {
        unitEpoch++;
    }

    public double distance(int u, int v) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** Bearing from (x0, y0) to (x1, y1) in degrees, 0 = north, 90 = east. */
    public static double bearing(double x0, double y0, double x1, double y1) {
        return Compass.bearing(x0, y0, x1, y1);
    }

    /**
     * {@link #bearing}, the last answer kept (a move or a charge asks for the same bearing several times: the player's
     * choice of dice, the wheel, the terrain met, the move).
     */
    public double heading(double x0, double y0, double x1, double y1) {
        if (Double.doubleToRawLongBits(x0) != headX0 || Double.doubleToRawLongBits(y0) != headY0
                || Double.doubleToRawLongBits(x1) != headX1 || Double.doubleToRawLongBits(y1) != headY1) {
            headX0 = Double.doubleToRawLongBits(x0);
            headY0 = Double.doubleToRawLongBits(y0);
            headX1 = Double.doubleToRawLongBits(x1);
            headY1 = Double.doubleToRawLongBits(y1);
            headValue = bearing(x0, y0, x1, y1);
        }
        return headValue;
    }

    /** East component of a bearing's unit vector: {@code sin(toRadians(bear))}, the last bearing's kept. */
    public double bearingX(double bear) {
        direction(bear);
        return dirX;
    }

    /** North component of a bearing's unit vector: {@code cos(toRadians(bear))}, the last bearing's kept. */
    public double bearingY(double bear) {
        direction(bear);
        return dirY;
    }

    private void direction(double bear) {
        if (Double.doubleToRawLongBits(bear) != dirBits) {
            dirBits = Double.doubleToRawLongBits(bear);
            dirX = Math.sin(Math.toRadians(bear));
            dirY = Math.cos(Math.toRadians(bear));
        }
    }

    /** Smallest angle between two bearings, 0-180. */
    public static double angleBetween(double a, double b) {
        return Compass.angleBetween(a, b);
    }

    /** Whether v lies within the unit's arc (A11 [D]: 45 degrees of straight ahead). */
    public boolean inArc(int u, int v) {
        return cosOff(u, v) >= t.cosArc - 1e-12;
    }

    /** Cosine of the angle between u's facing and the direction from u to v (1 when they stand together). */
    double cosOff(int u, int v) {
        return cosOff(u, v, distance(u, v));
    }

    /** {@link #cosOff(int, int)} given {@code d = distance(u, v)}. */
    double cosOff(int u, int v, double d) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        return d == 0 ? 1 : (dx * s.facingSin[u] + dy * s.facingCos[u]) / d;
    }

    void setFacing(int u, double degrees) {
        unitEpoch++;
        s.facing[u] = degrees;
        s.facingSin[u] = bearingX(degrees);
        s.facingCos[u] = bearingY(degrees);
    }

    /** Where {@code a} stands relative to {@code v}'s facing: 0 front, 1 flank, 2 rear. */
    public int arcOf(int a, int v) {
        final double c = cosOff(v, a);
        return c <= t.cosRear + 1e-12 ? 2 : c < t.cosFlank - 1e-12 ? 1 : 0;
    }

    /** The nearest present enemy (the first of equal distances), or -1. */
    public int nearestEnemy(int u) {
        return Nearest.of(foes[t.side[u]], s.x, s.y, s.x[u], s.y[u], present);
    }

    /** Bases left (A9.2 [D]): ceil(figures / figures per base). */
    public int bases(int u) {
        final int per = t.perBase(s.type[u], s.formation[u]);
        return (s.figures[u] + per - 1) / per;
    }

    /** Figures on the front rank of bases (A6.1 [D]): line all, column one base, clan the front half. */
    public int frontFigures(int u) {
        final int f = s.figures[u];
        final int per = t.perBase(s.type[u], s.formation[u]);
        switch (s.formation[u]) {
            case COLUMN:
                return Math.min(f, per);
            case CLAN: {
                final int bases = (f + per - 1) / per;
                final int front = (bases + t.clanDepth - 1) / t.clanDepth;
                return Math.min(f, front * per);
            }
            default:
                return f;
        }
    }

    /** Frontage in inches: bases in the front rank times the base frontage (for wheels). */
    public double width(int u) {
        if (widthFigures[u] != s.figures[u] || widthFormation[u] != s.formation[u]) {
            widthValue[u] = frontage(u);
            widthFigures[u] = s.figures[u];
            widthFormation[u] = s.formation[u];
        }
        return widthValue[u];
    }

    private double frontage(int u) {
        final int per = t.perBase(s.type[u], s.formation[u]);
        final int front = (frontFigures(u) + per - 1) / per;
        return Math.max(1, front) * t.baseFrontage;
    }

    /** Effect factor of a unit's fire and movement (A7 [D]): 1, half when Disordered, quarter when Broken. */
    public double effect(int u) {
        return s.has(u, BROKEN) ? t.quarter : s.has(u, DISORDERED) ? t.half : 1;
    }

    public boolean isMounted(int u) {
        return JacobiteCodes.isCavalry(s.type[u]) && s.formation[u] != DISMOUNTED;
    }

    /**
     * Line of sight from u to v (A11 [D]): woods, buildings and hill crests block it, and so does any other unit on the
     * field standing across the line ({@link #unitBetween}).
     */
    public boolean sight(int u, int v) {
        if (!terrainSight(u, v)) {
            return false;
        }
        if (!t.unitsBlockSight) {
            return true;
        }
        final int key = u < v ? u * n + v : v * n + u;
        if (blockEpoch[key] != unitEpoch) {
            // Walked from the lower unit to the higher whoever asks, so that a line grazing a body exactly (units
            // aligned on a grid) gives one answer both ways, the one the cache keeps.
            final int b = u < v ? blocker(u, v, blockBy[key]) : blocker(v, u, blockBy[key]);
            blockValue[key] = b >= 0;
            if (b >= 0) {
                blockBy[key] = b;
            }
            blockEpoch[key] = unitEpoch;
        }
        return !blockValue[key];
    }

    /**
     * Whether a unit other than u and v, still on the field, stands across the line from u's centre to v's (A11 [D]:
     * units block line of sight, so nobody fires or charges through friends or enemies). A unit is its frontage, a
     * segment of {@link #width} across its facing through its centre, plus a disc of {@code los.unit-half-width} about
     * the centre for its depth: the line is blocked when it crosses the frontage or passes through the disc, between
     * the two ends. Off with {@code los.units: clear}.
     */
    public boolean unitBetween(int u, int v) {
        return blocker(u, v, -1) >= 0;
    }

    /**
     * A unit standing across the line from u's centre to v's ({@link #unitBetween}), or -1: {@code first} (when it is
     * another unit on the field) is tried before the others, so a remembered blocker answers at once.
     */
    private int blocker(int u, int v, int first) {
        if (!t.unitsBlockSight) {
            return -1;
        }
        if (bodyEpoch != unitEpoch) {
            for (int w = 0; w < n; w++) {
                // The frontage: from the centre, half the width each way along (cos, -sin) of the facing.
                final double hw = s.present(w) ? width(w) / 2 : 0;
                bodyFx[w] = s.facingCos[w] * hw;
                bodyFy[w] = -s.facingSin[w] * hw;
                bodyReach[w] = Math.max(hw, t.unitHalfWidth);
            }
            bodyEpoch = unitEpoch;
        }
        final double ax = s.x[u];
        final double ay = s.y[u];
        final double dx = s.x[v] - ax;
        final double dy = s.y[v] - ay;
        final double len2 = dx * dx + dy * dy;
        if (len2 <= 0) {
            return -1;
        }
        final double len = Math.sqrt(len2);
        if (first >= 0 && first != u && first != v && s.present(first) && blocks(first, ax, ay, dx, dy, len2, len)) {
            return first;
        }
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || !s.present(w)) {
                continue;
            }
            if (blocks(w, ax, ay, dx, dy, len2, len)) {
                return w;
            }
        }
        return -1;
    }

    /** Whether unit w's body crosses the line from (ax, ay) by (dx, dy) of squared length len2 and length len. */
    private boolean blocks(int w, double ax, double ay, double dx, double dy, double len2, double len) {
        final double r2 = t.unitHalfWidth * t.unitHalfWidth;
        final double wx = s.x[w] - ax;
        final double wy = s.y[w] - ay;
        final double cross = wx * dy - wy * dx;
        final double reach = bodyReach[w] * len;
        // Farther from the line than its frontage or disc reaches, or wholly beyond an end: cannot block.
        if (cross > reach || cross < -reach) {
            return false;
        }
        final double along = wx * dx + wy * dy;
        if (along < -reach || along > len2 + reach) {
            return false;
        }
        if (along > 0 && along < len2 && cross * cross < r2 * len2) {
            return true;
        }
        final double fx = bodyFx[w];
        final double fy = bodyFy[w];
        final double px = wx - fx;
        final double py = wy - fy;
        final double qx = 2 * fx;
        final double qy = 2 * fy;
        final double denom = dx * qy - dy * qx;
        if (Math.abs(denom) < 1e-12) {
            return false;
        }
        final double along1 = (px * qy - py * qx) / denom;
        final double across = (px * dy - py * dx) / denom;
        return along1 > 0 && along1 < 1 && across >= 0 && across <= 1;
    }

    /** Terrain line of sight (A11 [D]: woods, buildings and hill crests block), cached per pair while neither moves. */
    public boolean terrainSight(int u, int v) {
        if (!t.terrainBlocksSight) {
            return true;
        }
        final int a = u < v ? u : v;
        final int b = u < v ? v : u;
        final int key = a * n + b;
        if (sightStampU[key] == moveStamp[a] && sightStampV[key] == moveStamp[b]) {
            return sightValue[key];
        }
        final boolean hillsMatter = t.maxHeight > 0 && Math.max(t.table.heightAt(s.x[a], s.y[a]),
                t.table.heightAt(s.x[b], s.y[b])) < t.maxHeight
                && Boxes.segmentTouches(t.hillBoxes, s.x[a], s.y[a], s.x[b], s.y[b]);
        final boolean clear = !hillsMatter
                && !Boxes.segmentTouches(t.sightBoxes, s.x[a], s.y[a], s.x[b], s.y[b])
                || t.table.lineOfSight(s.x[a], s.y[a], s.x[b], s.y[b], t.losBlockingAreas, 0, t.losEdge);
        sightStampU[key] = moveStamp[a];
        sightStampV[key] = moveStamp[b];
        sightValue[key] = clear;
        return clear;
    }

    /** Cover of v against fire from u (A6.2): none, light, heavy. */
    public int cover(int v, int u) {
        if (!t.anyTerrain || !Boxes.pointIn(t.coverBoxes, s.x[v], s.y[v])) {
            return JacobiteCodes.COVER_NONE;
        }
        return t.table.coverAt(s.x[v], s.y[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature, t.featureReach);
    }

    /**
     * What v holds against an enemy at u (A8.2, A9.3): 0 none, 1 a wall or hedge, 2 works or a building. Works or a
     * building are held by the unit standing in them. A linear feature is held only by the unit behind it facing the
     * enemy across it: the feature lies on the line from v toward u within {@code cover.feature-reach} of v, u stands
     * in v's front ({@link #arcOf} 0), and v is not the unit charging u or fighting it as the charger (the charger
     * attacks across the feature; it does not hold it).
     */
    public int holding(int v, int u) {
        if (!t.anyTerrain) {
            return 0;
        }
        int best = t.holdingOfArea[t.table.areaAt(s.x[v], s.y[v])];
        if (v == melee.chargingUnit || (s.meleeWith[v] >= 0 && s.charger[v]) || arcOf(u, v) != 0) {
            return best;
        }
        final double dx = s.x[u] - s.x[v];
        final double dy = s.y[u] - s.y[v];
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len > 0) {
            final double reach = Math.min(t.featureReach, len);
            for (double d = 0; d <= reach + 1e-9; d += 0.25) {
                final int f = t.table.featureAt(s.x[v] + dx * d / len, s.y[v] + dy * d / len);
                if (f != TerrainKind.NO_FEATURE) {
                    best = Math.max(best, t.holdingOfFeature[f]);
                }
            }
        }
        return best;
    }
}
