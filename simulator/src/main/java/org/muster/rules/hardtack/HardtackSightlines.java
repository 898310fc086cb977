package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;

import org.muster.rules.battle.Nearest;

/**
 * Sight, cover and range between units, and the caches that keep them cheap (sections 6, 7.2, 7.13 [D]): line of sight,
 * cover and range-die steps by pair, each valid while neither unit has changed. Every change of a position, a
 * formation or a unit's presence goes through {@link #changed()}, every change of in-position or travel mode through
 * {@link #shifted()}: the one place the caches are kept true.
 */
final class HardtackSightlines extends HardtackPhase {

    /**
     * What the pair (u firing, v fired at) is known to have as pure functions of the two centres, one record of
     * {@link #PAIR} doubles from {@code PAIR * (u * n + v)} so that a pair's questions read one place: the centres it
     * holds for ({@link #P_UX} .. {@link #P_VY}; NaN for none yet), the terrain's sight between them ({@link #P_LOS},
     * kept in the record of the canonical direction u &lt; v alone: {@link #LOS_UNKNOWN}, {@link #LOS_CLEAR},
     * {@link #LOS_BLOCKED}, or {@link #LOS_WALK} when only the walk can tell), v's cover against u ({@link #P_COVER},
     * Table.coverAt; -1 unknown) and the range-die steps of u at v ({@link #P_STEPS}) with the key of the other state
     * they read ({@link #P_KEY}: v's in-position, travel and formation, u's gun ammunition; -1 for none). A record for
     * other centres is emptied when asked ({@link #pairAt}); so it stays valid across epochs and battles while neither
     * unit moves, and the dominant costs (the terrain walk, the cover walk) are paid only for pairs that moved.
     *
     * <p>Tried and not kept (2026-12-06, {@code wip/htperf4}, benchmarks/README.md): a table of 4,096 records by a
     * hash of the pair and its centres, where an emptied record was put aside and taken back when the pair stood at
     * the same centres again (74 % of the records emptied in a little-round-top battle): results identical, and 0.995
     * of main; the look-up costs about what the terrain test, cover and range steps it saves do.
     */
    private final double[] pairs;
    private static final int PAIR = 8;
    private static final int P_UX = 0;
    private static final int P_UY = 1;
    private static final int P_VX = 2;
    private static final int P_VY = 3;
    private static final int P_LOS = 4;
    private static final int P_COVER = 5;
    private static final int P_KEY = 6;
    private static final int P_STEPS = 7;
    private static final double LOS_UNKNOWN = -1;
    private static final double LOS_BLOCKED = 0;
    private static final double LOS_CLEAR = 1;
    private static final double LOS_WALK = 2;
    /** The epoch: it advances whenever a position, a formation or a unit's presence changes, and at every battle. */
    long epoch = 1;
    /**
     * Counts the changes of a unit's in-position or travel mode made without an epoch (going in or out of position,
     * entering or leaving travel mode, mounting): with {@link #epoch} it tells {@link #syncParts} when to look for
     * changes of the units' parts in target scans.
     */
    long shiftsChanged;
    /** Unit vector of each unit's facing, valid while {@link #facingAt} equals its facing (the arc test, 7.2 / 4.4). */
    final double[] facingAt;
    private final double[] facingSin;
    private final double[] facingCos;
    /** Cosines of fire.arc-degrees and artillery.arc-degrees: the arc test as a dot product, no trigonometry. */
    final double cosFireArc;
    final double cosGunArc;
    /**
     * Sight by pair (u * n + v, u < v: the canonical direction) as of a value of {@link #changes}: -1 for unknown
     * (every pair before its first ask), and what decided it: {@link #SIGHT_CLEAR},
     * {@link #SIGHT_TERRAIN} or the unit that stood in the way. It holds while neither end's part has changed since
     * ({@link #changedAt}); then terrain still blocks, a unit in the way still blocks while its part is unchanged, and
     * a clear line needs only the units changed since to be tested.
     */
    final long[] sightAt;
    private final int[] sightWho;
    private static final int SIGHT_CLEAR = -1;
    private static final int SIGHT_TERRAIN = -2;
    /**
     * Each unit's part in the other units' target scans (its centre, whether it is present, its formation, in-position
     * and travel mode: all a scan reads of a target or of a unit that may stand in the way) at the last
     * {@link #syncParts}, and the change count at which it last changed. Positions, formations and presence change
     * only with an epoch and in-position and travel mode only with a shift ({@link #shiftsChanged}), so one
     * comparison per epoch or shift finds every change; a new battle or a copy compares every unit's (NaN before
     * the first).
     */
    private final double[] partX;
    private final double[] partY;
    private final int[] partBits;
    final long[] partChanged;
    long partChanges;
    /**
     * The pairs whose terrain is known to block sight now, as bits: bit v % 64 of word u * {@link #hiddenWords} +
     * v / 64 is set, and bit u of v's row with it, when a walk between their centres found the ground in the way;
     * every pair of a unit whose centre moved is cleared ({@link #syncParts}), and all of them at a new battle. A set
     * bit is sight known false whatever the other units do, so a scan may pass over the pair without asking.
     */
    private final long[] hidden;
    final int hiddenWords;
    /**
     * Whether each unit stands where it sees nothing and is seen by nobody beyond {@link #blindBeyond} (deep in ground
     * that blocks sight, Table.blindAt), as of its centre at the last {@link #syncParts}; its pairs farther than that
     * are known hidden. {@link #blindStale}: to be worked out for every unit (a new battle).
     */
    private final boolean[] blind;
    private boolean blindStale = true;
    /** How many units are {@link #blind}. */
    private int blindCount;
    /**
     * Scratch of {@link #syncParts}: the units whose centre it found moved, in the order it looked at them (a list, so
     * that nothing is cleared after: a fill of a flag per unit cost about as much as the rest of a sync of one unit).
     */
    private final int[] movedSinceSync;
    private final double blindBeyond;
    long partsSyncedEpoch;
    private long partsSyncedShifts;
    /**
     * Whether a change since the last {@link #syncParts} came through {@link #changed()} or {@link #shifted()} (or a
     * new battle), so that it must compare every unit's part; else only the units {@link #partMarked} by
     * {@link #changed(int)} and {@link #shifted(int)} can have changed.
     */
    private boolean partsAll = true;
    private final boolean[] partMarked;
    /**
     * The units {@link #partMarked} since the last {@link #syncParts}, {@link #markedCount} of them in the order they
     * were marked: what a sync that need not compare every unit looks at, instead of a pass over every unit's mark.
     */
    private final int[] marked;
    private int markedCount;

    /** The terrain's part of sight where the ground decides it without a walk. */
    private final HardtackTerrainSight terrainSight;

    HardtackSightlines(HardtackPhase root) {
        super(root);
        this.terrainSight = new HardtackTerrainSight(t.table, t.losBlockingAreas, t.losBlockingFeatures, t.losEdge);
        this.sightAt = new long[n * n];
        java.util.Arrays.fill(sightAt, -1);
        this.sightWho = new int[n * n];
        this.pairs = new double[PAIR * n * n];
        for (int k = 0; k < pairs.length; k += PAIR) {
            pairs[k + P_UX] = Double.NaN;
        }
        this.partX = new double[n];
        // No part recorded yet: the first sync finds every unit changed.
        java.util.Arrays.fill(partX, Double.NaN);
        this.partY = new double[n];
        this.partBits = new int[n];
        this.partChanged = new long[n];
        this.hiddenWords = (n + 63) >>> 6;
        this.hidden = new long[n * hiddenWords];
        this.blind = new boolean[n];
        this.movedSinceSync = new int[n];
        this.partMarked = new boolean[n];
        this.marked = new int[n];
        this.blindBeyond = org.muster.engine.Table.blindBeyond(t.losEdge);
        this.nearestOf = new int[n];
        this.nearestAt = new long[n];
        this.facingAt = new double[n];
        this.facingSin = new double[n];
        this.facingCos = new double[n];
        java.util.Arrays.fill(facingAt, Double.NaN);
        this.cosFireArc = Math.cos(Math.toRadians(t.fireArc));
        this.cosGunArc = Math.cos(Math.toRadians(t.gunArc));
    }

    /**
     * The state was replaced wholesale (a new battle, or a copy of another state): a new epoch, and the next
     * {@link #syncParts} compares every unit's part in target scans with the one it last recorded, numbering a change
     * of each unit whose part differs. The caches keyed by position stay valid, since they are pure functions of
     * positions; so do those keyed by change counts for the units whose part the copy left as it was (sight, and the
     * doctrine's remembered values of pairs: each a pure function of the parts and of its own keys). A search's
     * rollouts start again and again from one state, where most units stand as they stood at the previous rollout's
     * last sync (71 % of them in a hardtack points-regiment search battle); numbering every unit changed, as this did
     * before, emptied all those caches at each rollout (issue 21).
     */
    void newBattle() {
        epoch++;
        partsAll = true;
        java.util.Arrays.fill(hidden, 0);
        blindStale = true;
        partsSyncedEpoch = 0;
    }

    /**
     * A position, a formation or a unit's presence changed (a move, a rout, a unit wiped out): the epoch-stamped caches
     * go stale. Every such change of the state calls this, the one place they are invalidated.
     */
    void changed() {
        epoch++;
        partsAll = true;
    }

    /**
     * As {@link #changed()} when the change is of unit w's position, formation or presence alone: the next
     * {@link #syncParts} then looks at w (and any other unit so marked) instead of every unit. A caller that may have
     * changed another unit's part without marking it calls {@link #changed()}.
     */
    void changed(int w) {
        epoch++;
        markPart(w);
    }

    /** A unit's in-position or travel mode changed (they change no position): target scans look again. */
    void shifted() {
        shiftsChanged++;
        partsAll = true;
    }

    /** As {@link #shifted()} for unit w's in-position or travel mode alone (see {@link #changed(int)}). */
    void shifted(int w) {
        shiftsChanged++;
        markPart(w);
    }

    private void markPart(int w) {
        if (!partMarked[w]) {
            partMarked[w] = true;
            marked[markedCount++] = w;
        }
    }

    /** Length of (dx, dy): a plain square root (Math.hypot is a slow StrictMath call guarding nothing needed here). */
    public static double len(double dx, double dy) {
        return Math.sqrt(dx * dx + dy * dy);
    }

    public double dist(int u, int v) {
        final double dx = s.x[u] - s.x[v];
        final double dy = s.y[u] - s.y[v];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /**
     * Whether v lies outside u's arc of {@code cosArc} (the cosine of the half-arc) about its facing: the same test as
     * the angle between the facing and the bearing exceeding the arc, as a dot product against the facing's unit
     * vector (cached per facing value), without atan2. Coincident centres keep the bearing 0 of the angle form.
     */
    boolean outsideArc(int u, int v, double cosArc, double arcDegrees) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len == 0) {
            return angleDiff(s.facing[u], 0) > arcDegrees;
        }
        final double f = s.facing[u];
        if (facingAt[u] != f) {
            double r = Math.toRadians(f);
            facingSin[u] = Math.sin(r);
            facingCos[u] = Math.cos(r);
            facingAt[u] = f;
        }
        return dx * facingSin[u] + dy * facingCos[u] < len * cosArc;
    }

    /** Distance from u to the nearest enemy on the table, or +infinity. */
    public double nearestEnemyDistance(int u) {
        return nearestEnemyFrom(t.side[u], s.x[u], s.y[u]);
    }

    /**
     * The nearest enemy on the table (the first in {@link HardtackTemplate#foesOf} order at equal distance), or -1:
     * the company a move wheels to face and the naive player's target. Remembered per unit for the {@link #epoch} it
     * was found in: it reads the centres and the presence of units alone, and every change of those advances the
     * epoch ({@link #changed()}). Tried and not kept (2026-12-07, {@code wip/htperf7}): remembered while neither u's
     * part nor any enemy's had changed (a per-side change count kept by {@link #syncParts}), so that a move of u's own
     * side left it standing: about 1.00 on little-round-top (benchmarks/README.md).
     */
    public int nearestEnemy(int u) {
        if (nearestAt[u] != epoch) {
            nearestOf[u] = Nearest.of(t.foesOf(t.side[u]), s.x, s.y, s.x[u], s.y[u], present);
            nearestAt[u] = epoch;
        }
        return nearestOf[u];
    }

    /** {@link #nearestEnemy} by unit and the epoch it was found in (0: none, epochs start at 1). */
    private final int[] nearestOf;
    private final long[] nearestAt;
    /** {@link HardtackState#present}, as the predicate {@link Nearest#of} asks. */
    private final java.util.function.IntPredicate present = s::present;

    double nearestEnemyFrom(int side, double x, double y) {
        // The least of the square roots is the square root of the least square (the root is monotone): one taken.
        double best = Double.POSITIVE_INFINITY;
        for (int v : t.foesOf(side)) {
            if (s.present(v)) {
                final double dx = s.x[v] - x;
                final double dy = s.y[v] - y;
                best = Math.min(best, dx * dx + dy * dy);
            }
        }
        return Math.sqrt(best);
    }

    /**
     * Line of sight between the centres of u and v (section 6, 7.13 [D]). Symmetric, and always walked in one
     * canonical direction (from the unit of lower index): the walk's floating-point steps and the test of units in the
     * way at the ends of the segment may differ by direction at cell and block edges, and sight must not depend on
     * which of the two asks first (it is then a pure function of the state, whatever order the players ask in).
     */
    public boolean sees(int u, int v) {
        syncParts();
        return seesSynced(u, v);
    }

    /**
     * {@link #sees} for a caller that has just asked {@link #knownHidden} (which brings the units' parts up to date)
     * with no change of a unit since: the same answer without looking for changes again.
     */
    boolean seesSynced(int u, int v) {
        return u <= v ? seesCanonical(u, v) : seesCanonical(v, u);
    }

    /** {@link #sees} for u <= v with the parts up to date, from the pair's remembered sight while it holds. */
    private boolean seesCanonical(int u, int v) {
        final int k = u * n + v;
        final long at = sightAt[k];
        if (at >= partChanged[u] && at >= partChanged[v]) {
            final int who = sightWho[k];
            if (who == SIGHT_TERRAIN) {
                return false;
            }
            if (who >= 0) {
                if (partChanged[who] <= at) {
                    return false;
                }
            } else if (at == partChanges) {
                return true;
            } else {
                return !blockedSince(u, v, k, at);
            }
        }
        return seesNow(u, v);
    }

    /**
     * The record of {@link #pairs} of u firing at v, made to hold for their centres now: as it stands if it was made
     * for them, else emptied for them.
     */
    private int pairAt(int u, int v) {
        final int g = PAIR * (u * n + v);
        final double ux = s.x[u];
        final double uy = s.y[u];
        final double vx = s.x[v];
        final double vy = s.y[v];
        final double[] p = pairs;
        if (p[g + P_UX] != ux || p[g + P_UY] != uy || p[g + P_VX] != vx || p[g + P_VY] != vy) {
            p[g + P_UX] = ux;
            p[g + P_UY] = uy;
            p[g + P_VX] = vx;
            p[g + P_VY] = vy;
            p[g + P_LOS] = LOS_UNKNOWN;
            p[g + P_COVER] = -1;
            p[g + P_KEY] = -1;
        }
        return g;
    }

    /** Sight from u to v (u &lt;= v) walked afresh (terrain reused while neither centre moved), remembered now. */
    boolean seesNow(int u, int v) {
        final int k = u * n + v;
        final int g = pairAt(u, v);
        final double los = pairs[g + P_LOS];
        final boolean terrain;
        if (los == LOS_CLEAR || los == LOS_BLOCKED) {
            terrain = los == LOS_CLEAR;
        } else {
            terrain = los == LOS_WALK ? walk(s.x[u], s.y[u], s.x[v], s.y[v])
                    : terrainAt(s.x[u], s.y[u], s.x[v], s.y[v]);
            pairs[g + P_LOS] = terrain ? LOS_CLEAR : LOS_BLOCKED;
        }
        sightAt[k] = partChanges;
        if (!terrain) {
            sightWho[k] = SIGHT_TERRAIN;
            hidden[u * hiddenWords + (v >>> 6)] |= 1L << v;
            hidden[v * hiddenWords + (u >>> 6)] |= 1L << u;
            return false;
        }
        final int w = unitInTheWay(u, v, Long.MIN_VALUE);
        sightWho[k] = w >= 0 ? w : SIGHT_CLEAR;
        return w < 0;
    }

    /** The terrain's sight from (x0, y0) to (x1, y1): {@code Table.lineOfSight} where the ground does not tell. */
    private boolean terrainAt(double x0, double y0, double x1, double y1) {
        final int known = terrainSight.know(x0, y0, x1, y1);
        return known == HardtackTerrainSight.UNKNOWN ? walk(x0, y0, x1, y1) : known == HardtackTerrainSight.CLEAR;
    }

    /** The terrain's sight from (x0, y0) to (x1, y1) by the walk ({@code Table.lineOfSight}). */
    private boolean walk(double x0, double y0, double x1, double y1) {
        return t.table.lineOfSight(x0, y0, x1, y1, t.losBlockingAreas, t.losBlockingFeatures, t.losEdge);
    }

    /**
     * For a pair clear as of change count {@code at} whose ends have not changed since: whether a unit changed since
     * now stands in the way (the others stand where they did). Remembers the answer as of now.
     */
    private boolean blockedSince(int u, int v, int k, long at) {
        sightAt[k] = partChanges;
        final int w = unitInTheWay(u, v, at);
        if (w >= 0) {
            sightWho[k] = w;
        }
        return w >= 0;
    }

    /**
     * Relative margin of the cross-product test of {@link #unitInTheWay}: far above the rounding of the distance it
     * stands for (below 1e-9 of an inch on a table of a few feet, the line at least 0.001" long), far below any
     * geometry.
     */
    private static final double CROSS_MARGIN = 1e-6;
    /** Absolute margin (square inches) of that test, for a unit-block near 0. */
    private static final double CROSS_FLOOR = 1e-8;

    /**
     * The first unit (lowest index) changed after change count {@code since} that stands in the way from u to v, or
     * -1; {@code Long.MIN_VALUE} asks of every unit. Tried and not kept (2026-12-07, {@code wip/htperf7}): a unit
     * outside the segment's bounding box grown by unit-block passed over on its compares before the products, 0.957
     * and, the jars swapped, 1.001 on little-round-top (benchmarks/README.md). Nor (2026-12-07, {@code wip/htperf8}):
     * the exact test of a unit near the line apart, so that C2 inlines the loop into {@link #seesNow} (it did): 0.961
     * and 1.001; with {@link #rangeSteps}' and {@code HardtackTerrainSight.know}'s quick answers split off the same way
     * 0.974 and 0.966: more inlining into sight's large compilations costs here. Nor (2026-12-07, {@code htperf9}):
     * the units changed after {@code since} read from a log of the last changes' units instead of this pass: noise.
     */
    private int unitInTheWay(int u, int v, long since) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return -1;
        }
        final double ux = s.x[u];
        final double uy = s.y[u];
        final double block2 = t.unitBlock * t.unitBlock;
        // A unit farther than this from the line (squared, times len2) is out of the way whatever the rounding (on a
        // line of at least a thousandth of an inch; a shorter one is tested as written).
        final double farCross = len2 < 1e-6 ? Double.POSITIVE_INFINITY
                : (block2 * (1 + CROSS_MARGIN) + CROSS_FLOOR) * len2;
        for (int w = 0; w < n; w++) {
            if (partChanged[w] <= since || w == u || w == v) {
                continue;
            }
            // w blocks if present and formed and within unit-block of the open segment: the geometry first, since
            // most units stand nowhere near the segment, and then their presence and formation are not read.
            final double wx = s.x[w];
            final double wy = s.y[w];
            final double along = (wx - ux) * dx + (wy - uy) * dy;
            final double cross = (wx - ux) * dy - (wy - uy) * dx;
            // Without the division: along <= 0 makes f <= 0 and along >= len2 makes f >= 1 (correctly rounded), and
            // a cross product this large puts w well beyond unit-block of the line; the rest is tested as written.
            if (along <= 0 || along >= len2 || cross * cross > farCross) {
                continue;
            }
            final double f = along / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            final double px = ux + f * dx - wx;
            final double py = uy + f * dy - wy;
            if (px * px + py * py < block2 && s.present(w) && s.formation[w] != SKIRMISH) {
                return w;
            }
        }
        return -1;
    }

    /** Cover code (0 none .. 3 fortification) of v against fire from u (remembered in u's record at v). */
    public int coverOf(int v, int u) {
        return coverIn(pairAt(u, v), u, v);
    }

    /** {@link #coverOf}{@code (v, u)} from record g of u firing at v, made to hold for their centres now. */
    private int coverIn(int g, int u, int v) {
        final double known = pairs[g + P_COVER];
        if (known >= 0) {
            return (int) known;
        }
        final int c = t.table.coverAt(s.x[v], s.y[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature,
                t.featureReach);
        pairs[g + P_COVER] = c;
        return c;
    }

    int coverShift(int cover) {
        return coverShift(t, cover);
    }

    int armourShift(int cover) {
        return armourShift(t, cover);
    }

    /** The range-die up-shift of cover code {@code cover} under template t's rules (section 7.13). */
    static int coverShift(HardtackTemplate t, int cover) {
        switch (cover) {
            case HardtackCodes.COVER_SOFT:
                return t.coverSoft;
            case HardtackCodes.COVER_HARD:
                return t.coverHard;
            case HardtackCodes.COVER_FORTIFICATION:
                return t.coverFortification;
            default:
                return 0;
        }
    }

    /** The armour shift of cover code {@code cover} under template t's rules (section 7.13). */
    static int armourShift(HardtackTemplate t, int cover) {
        return cover == HardtackCodes.COVER_FORTIFICATION && !t.fortificationArmourBoth ? t.coverHard
                : coverShift(t, cover);
    }

    static double angleTo(double fx, double fy, double tx, double ty) {
        double a = Math.toDegrees(Math.atan2(tx - fx, ty - fy));
        return a < 0 ? a + 360 : a;
    }

    static double angleDiff(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }

    /**
     * Line of sight from u's centre to (x, y) (section 6, 7.13 [D]): terrain, and close-formation companies other than
     * u within {@code geometry.unit-block} of the line (a line in front of its own horses shields them).
     */
    boolean seesPoint(int u, double x, double y) {
        if (!terrainAt(s.x[u], s.y[u], x, y)) {
            return false;
        }
        final double dx = x - s.x[u];
        final double dy = y - s.y[u];
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return true;
        }
        final double block = t.unitBlock;
        for (int w = 0; w < n; w++) {
            if (w == u || !s.present(w) || s.formation[w] == SKIRMISH) {
                continue;
            }
            double f = ((s.x[w] - s.x[u]) * dx + (s.y[w] - s.y[u]) * dy) / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            double px = s.x[u] + f * dx - s.x[w];
            double py = s.y[u] + f * dy - s.y[w];
            if (px * px + py * py < block * block) {
                return false;
            }
        }
        return true;
    }

    /** Cover of the ground u stands on, against no particular direction (area and any feature in its cell). */
    int groundCover(int u) {
        return t.table.coverAt(s.x[u], s.y[u], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature, 0);
    }

    /**
     * The number of changes so far of the units' parts in target scans (centre, presence, formation, in-position,
     * travel mode; a new battle changes every unit's): a target scan of u reads nothing of the other units and the
     * ground that can change while this count stands still, nor of a pair (u, v) while neither {@link #changedAt}
     * passes the count it was made at. Arc, range, cover and sight are pure functions of those parts and u's own
     * state, whatever was asked before.
     */
    public long changes() {
        syncParts();
        return partChanges;
    }

    /** The value of {@link #changes} at which w's part in target scans last changed (as of the last call of it). */
    public long changedAt(int w) {
        return partChanged[w];
    }

    /**
     * Once per epoch or shift: numbers the change of every unit whose part in target scans differs from the last. The
     * test alone, small enough for the compiler to inline at its million calls a second (the scans ask it per pair);
     * the work, {@link #syncPartsNow}, is too large to be inlined, and was a call on every ask (issue 20).
     */
    private void syncParts() {
        if (partsSyncedEpoch != epoch || partsSyncedShifts != shiftsChanged) {
            syncPartsNow();
        }
    }

    /** {@link #syncParts} once its test has found an epoch or a shift since the last. */
    private void syncPartsNow() {
        partsSyncedEpoch = epoch;
        partsSyncedShifts = shiftsChanged;
        final boolean all = partsAll;
        partsAll = false;
        int moved = 0;
        // Every unit, or the marked ones (in the order marked: the numbers of their changes, and the moved units'
        // order, differ from index order then, which nothing reads: a scan compares them with a count taken before).
        final int count = all ? n : markedCount;
        markedCount = 0;
        for (int i = 0; i < count; i++) {
            final int w = all ? i : marked[i];
            partMarked[w] = false;
            final int bits = partBits(w);
            if (bits != partBits[w] || s.x[w] != partX[w] || s.y[w] != partY[w]) {
                final boolean centreMoved = s.x[w] != partX[w] || s.y[w] != partY[w];
                partBits[w] = bits;
                partX[w] = s.x[w];
                partY[w] = s.y[w];
                partChanged[w] = ++partChanges;
                if (centreMoved) {
                    // The terrain's answers go with the centres alone.
                    forgetHidden(w);
                    movedSinceSync[moved++] = w;
                    if (!blindStale) {
                        setBlind(w, blindNow(w));
                    }
                }
            }
        }
        if (blindStale) {
            blindStale = false;
            for (int w = 0; w < n; w++) {
                setBlind(w, blindNow(w));
            }
            for (int w = 0; w < n; w++) {
                hideBlind(w);
            }
        } else if (blindCount > 0) {
            for (int i = 0; i < moved; i++) {
                hideBlind(movedSinceSync[i]);
            }
        }
        assert partsInSync() : "a unit's part in target scans changed without changed() or changed(w)";
    }

    /** u's presence, in-position, travel mode and formation as {@link #syncParts} compares them. */
    private int partBits(int w) {
        return (s.present(w) ? 1 : 0) | (s.ip(w) ? 2 : 0) | (s.travel(w) ? 4 : 0) | (s.formation[w] << 3);
    }

    /** Whether every unit's part is as {@link #syncParts} last recorded it (the check of {@link #changed(int)}). */
    private boolean partsInSync() {
        for (int w = 0; w < n; w++) {
            if (partBits(w) != partBits[w] || s.x[w] != partX[w] || s.y[w] != partY[w]) {
                return false;
            }
        }
        return true;
    }

    private void setBlind(int w, boolean b) {
        if (blind[w] != b) {
            blind[w] = b;
            blindCount += b ? 1 : -1;
        }
    }

    private boolean blindNow(int w) {
        // Deep in blocking ground the square blindAt tests is known all blocking: its answer without the loop.
        return terrainSight.deep(s.x[w], s.y[w])
                || t.table.blindAt(s.x[w], s.y[w], t.losBlockingAreas, t.losBlockingFeatures, t.losEdge);
    }

    /**
     * Marks w's pairs with a blind end ({@link #blind}) and farther apart than {@link #blindBeyond} known hidden. Tried
     * and not kept (2026-12-07, {@code htperf9}): a unit not blind walking the blind units' bits alone: 1.00.
     */
    private void hideBlind(int w) {
        final int words = hiddenWords;
        // dist(w, x) > blindBeyond, its square root taken only where the squares are too close to tell.
        final double beyond = blindBeyond;
        final double below = beyond * beyond * (1 - 1e-9);
        final double above = beyond * beyond * (1 + 1e-9);
        final boolean blindW = blind[w];
        final double wx = s.x[w];
        final double wy = s.y[w];
        for (int x = 0; x < n; x++) {
            if (x == w || !blindW && !blind[x]) {
                continue;
            }
            final double dx = wx - s.x[x];
            final double dy = wy - s.y[x];
            final double d2 = dx * dx + dy * dy;
            if (d2 > above || d2 > below && Math.sqrt(d2) > beyond) {
                hidden[w * words + (x >>> 6)] |= 1L << x;
                hidden[x * words + (w >>> 6)] |= 1L << w;
            }
        }
    }

    /** w's centre moved: none of its pairs is known hidden by the terrain any more. */
    private void forgetHidden(int w) {
        final int words = hiddenWords;
        long any = 0;
        for (int i = w * words; i < (w + 1) * words; i++) {
            any |= hidden[i];
            hidden[i] = 0;
        }
        if (any == 0) {
            // Bits are set and cleared in pairs (u's bit v with v's bit u): an empty row has no column either.
            return;
        }
        final int word = w >>> 6;
        final long keep = ~(1L << w);
        for (int x = 0; x < n; x++) {
            hidden[x * words + word] &= keep;
        }
    }

    /**
     * Units v whose line of sight from u is known blocked by the terrain (as of now, u's and v's centres as they
     * stand): bit v % 64 of the result for v in [64 * word, 64 * word + 63]. A set bit means {@link #sees}(u, v) is
     * false; a clear one means nothing (not yet walked, or walked clear).
     */
    public long hiddenByTerrain(int u, int word) {
        syncParts();
        return hidden[u * hiddenWords + word];
    }

    /**
     * Whether the terrain blocks sight between u and v now, as far as it is known without a walk: the pair's bit
     * ({@link #knownHidden}), the terrain's answer remembered for the two centres, or the ground's own answer
     * ({@link HardtackTerrainSight#know}, in the canonical direction), remembered as a walk's would be. False tells
     * nothing.
     */
    boolean terrainHides(int u, int v) {
        syncParts();
        if ((hidden[u * hiddenWords + (v >>> 6)] & (1L << v)) != 0) {
            return true;
        }
        final int a = Math.min(u, v);
        final int b = Math.max(u, v);
        final int g = pairAt(a, b);
        final double los = pairs[g + P_LOS];
        final boolean clear;
        if (los == LOS_CLEAR || los == LOS_BLOCKED) {
            clear = los == LOS_CLEAR;
        } else if (los == LOS_WALK) {
            return false;
        } else {
            final int known = terrainSight.know(s.x[a], s.y[a], s.x[b], s.y[b]);
            if (known == HardtackTerrainSight.UNKNOWN) {
                // Only the walk can tell: remembered, so that sight walks without asking the ground again.
                pairs[g + P_LOS] = LOS_WALK;
                return false;
            }
            clear = known == HardtackTerrainSight.CLEAR;
            pairs[g + P_LOS] = clear ? LOS_CLEAR : LOS_BLOCKED;
        }
        if (clear) {
            return false;
        }
        hidden[a * hiddenWords + (b >>> 6)] |= 1L << b;
        hidden[b * hiddenWords + (a >>> 6)] |= 1L << a;
        return true;
    }

    /** Whether the terrain is known to block sight between u and v now ({@link #hiddenByTerrain}'s bit). */
    boolean knownHidden(int u, int v) {
        syncParts();
        return (hidden[u * hiddenWords + (v >>> 6)] & (1L << v)) != 0;
    }

    /** The current epoch: it advances whenever a position, a formation or a unit's presence changes. */
    public long epoch() {
        return epoch;
    }

    /**
     * Range-die steps of u firing at v now ({@link #rangeStepsOf} at their distance), cached by pair and positions:
     * the players ask this for every pair on every decision, and between two decisions most units have not moved.
     */
    public int rangeSteps(int u, int v) {
        final int key = (s.ip(v) ? 1 : 0) | (s.travel(v) ? 2 : 0) | (s.formation[v] << 2) | (s.ammo[u] << 4);
        final int g = pairAt(u, v);
        if (pairs[g + P_KEY] == key) {
            return (int) pairs[g + P_STEPS];
        }
        // rangeStepsOf with the cover of the same record, without asking pairAt for it again.
        final int r = rangeStepsOf(u, v, dist(u, v), coverIn(g, u, v));
        pairs[g + P_KEY] = key;
        pairs[g + P_STEPS] = r;
        return r;
    }

    /**
     * {@link #rangeSteps} of u at v in the low 32 bits and {@link #coverOf}{@code (v, u)} above them, from one look at
     * the pair's record (the fire's setup, {@code HardtackFire.prepare}).
     */
    long stepsAndCover(int u, int v) {
        final int steps = rangeSteps(u, v);
        // rangeSteps left the record holding these centres and its cover known (rangeStepsOf asks it on a miss).
        final int g = PAIR * (u * n + v);
        final double known = pairs[g + P_COVER];
        final int cover = known >= 0 ? (int) known : coverOf(v, u);
        return (long) cover << 32 | steps;
    }

    /**
     * Range-die steps of u firing at v at distance d; above fire.max-steps means ineffective. {@link #rangeSteps}
     * caches it by the two positions and its key: any further state read here must go into that key.
     */
    public int rangeStepsOf(int u, int v, double d) {
        return rangeStepsOf(u, v, d, coverOf(v, u));
    }

    /** {@link #rangeStepsOf(int, int, double)} with v's cover against u, {@code cover}, known. */
    private int rangeStepsOf(int u, int v, double d, int cover) {
        int up = coverShift(cover) + (s.ip(v) ? t.ipShift : 0) + (t.type[v] == SHARPSHOOTER ? t.loneFigureShift : 0);
        int down = (s.formation[v] != SKIRMISH && t.type[v] != ARTILLERY ? t.formationTargetShift : 0)
                + (s.travel(v) ? t.travelTargetShift : 0);
        return stepsFor(u, d, up, down);
    }

    /** Range-die steps of u's weapon at distance d with the target's shifts up and down (section 7.4, 12.2). */
    int stepsFor(int u, double d, int up, int down) {
        if (t.type[u] == ARTILLERY) {
            int bandU = s.ammo[u] == HardtackState.SHOT ? t.shotBand : t.band[u];
            return HardtackDice.rangeSteps(d, bandU, 0, up, down, t.netShiftsBeforeLimit);
        }
        if (t.type[u] == SHARPSHOOTER) {
            return HardtackDice.rangeSteps(d, t.band[u] * t.sharpBandMultiple, 0, up, down, t.netShiftsBeforeLimit);
        }
        int w = t.weapon[u];
        int sb = w == HardtackCodes.SMOOTHBORE ? t.smoothboreShift : 0;
        int steps = HardtackDice.rangeSteps(d, t.band[u], sb, up, down, t.netShiftsBeforeLimit);
        if ((w == HardtackCodes.SHOTGUN || w == HardtackCodes.PISTOL)
                && Math.max(1, (int) Math.ceil(d / t.band[u])) > t.closeOnlyBands) {
            return t.maxSteps + 1;
        }
        return steps;
    }
}
