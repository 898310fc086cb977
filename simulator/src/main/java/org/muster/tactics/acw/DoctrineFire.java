package org.muster.tactics.acw;

import org.muster.engine.TerrainKind;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwOdds;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;

/**
 * The {@code doctrine} player's fire (B5): the target with the most expected hits for a loaded unit, and the best
 * shot a candidate point offers the move scoring (expected hits of one unaimed shot: range, sight past terrain and
 * figures, the target's cover), bounded by range first so that the costly sight tests run only where the point could
 * win. Allocates nothing per decision (scratch arrays).
 */
final class DoctrineFire {
    private final int side;
    /** Expected hits per target of the unit deciding (scratch, so no allocation). */
    private final double[] hitsScratch = new double[AcwTemplate.MAX_UNITS];
    /** Expected hits per target of a shot from a candidate point (scratch for {@link #fireBound}). */
    private final double[] fireScratch = new double[AcwTemplate.MAX_UNITS];
    private final double[] cpScratch = new double[AcwTemplate.MAX_UNITS];
    private final boolean[] exactScratch = new boolean[AcwTemplate.MAX_UNITS];
    /** Enemies with a bound in the scratch arrays, left by {@link #fireBound} for {@link #fireResolve}. */
    private int fireCandidates;
    /** One unaimed shot's casualty points and hits bound ({@link DoctrineOdds}). */
    private final double[][][] shotCp;
    private final double[][][] shotBound;
    private final double[][][] shotBoundFrom;
    /**
     * The terrain's answer to sight between two points ({@link AcwTemplate#sightClear}), remembered by the bits of
     * both ends' coordinates: a pure function of them and the template, so an entry never goes stale (no state, no
     * copy to follow). The move scoring asks it for the same points again and again (a unit's candidate points do
     * not move while the unit and its target stand; every rollout of a search starts from the same positions): 95 %
     * of the questions of search battles on meeting-engagement are answered here. Direct-mapped, 2^{@link
     * #SIGHT_BITS} entries of four coordinates and the answer (0 none, 1 clear, 2 blocked).
     */
    private static final int SIGHT_BITS = 10;
    private final long[] sightKeys = new long[4 << SIGHT_BITS];
    private final byte[] sightAnswer = new byte[1 << SIGHT_BITS];
    /** False: every sight question goes to the terrain, and no ceiling is given (the reference for tests). */
    boolean remember = true;

    DoctrineFire(int side, DoctrineOdds odds) {
        this.side = side;
        this.shotCp = odds.shotCp;
        this.shotBound = odds.shotBound;
        this.shotBoundFrom = odds.shotBoundFrom;
    }

    /**
     * The target of loaded u: the enemy it can fire at with the most expected hits of one unaimed shot (the target it
     * aims at counted 1.2 times), or -1 for none.
     */
    int target(AcwView e, int u) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int enemyFrom = t.firstUnit(1 - side);
        final int enemyEnd = t.endUnit(1 - side);
        // Score every target bar sight, then check sight from the best down (sight is the costly test).
        for (int v = enemyFrom; v < enemyEnd; v++) {
            hitsScratch[v] = -1;
            if (e.fire().canFireBarSight(u, v)) {
                double hits = DoctrineOdds.expectedHits(e, u, v, 1);
                if (v == s.aimTarget[u]) {
                    hits *= 1.2;
                }
                hitsScratch[v] = hits;
            }
        }
        int target = -1;
        while (true) {
            int cand = -1;
            double best = 0;
            for (int v = enemyFrom; v < enemyEnd; v++) {
                if (hitsScratch[v] > best) {
                    best = hitsScratch[v];
                    cand = v;
                }
            }
            if (cand < 0) {
                break;
            }
            if (e.sight().lineOfSight(u, cand)) {
                target = cand;
                break;
            }
            hitsScratch[cand] = -1;
        }
        return target;
    }

    /**
     * The best shot from (px, py), first part: bounds the expected hits of one unaimed shot by u at every enemy by
     * range alone (the best cover modifier, {@link DoctrineOdds#bestEffect}) into the scratch arrays and returns the
     * highest bound (0: nothing in range), never below what {@link #fireResolve} then finds.
     */
    double fireBound(AcwView e, int u, double px, double py) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int wpn = t.weapon[u];
        final int max = t.maxRange[wpn];
        // At or beyond (max + 1)" the whole-inch range is at least max whatever the rounding: out of range without
        // the square root (exact: (max + 1)^2 is a double, and the square root is monotone and correctly rounded).
        final double far = (double) (max + 1) * (max + 1);
        final int men = s.standing[u];
        final double[] cpAt = shotCp[wpn][men];
        final double[] boundAt = shotBound[wpn][men];
        final double[] hits = fireScratch;
        final double[] cps = cpScratch;
        final boolean[] exact = exactScratch;
        final int from = t.firstUnit(1 - side);
        final int end = t.endUnit(1 - side);
        int candidates = 0;
        double top = 0;
        for (int v = from; v < end; v++) {
            hits[v] = 0;
            if (s.standing[v] == 0 || (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            final double dx = s.x[v] - px;
            final double dy = s.y[v] - py;
            final double d2 = dx * dx + dy * dy;
            if (d2 >= far) {
                continue;
            }
            final int r = AcwOdds.rangeInches(Math.sqrt(d2), t.roundUp);
            if (r >= max) {
                continue;
            }
            final double bound = boundAt[r];
            if (bound > 0) {
                hits[v] = bound;
                cps[v] = cpAt[r];
                exact[v] = false;
                candidates++;
                top = Math.max(top, bound);
            }
        }
        fireCandidates = candidates;
        return top;
    }

    /**
     * A ceiling on {@link #fireBound} for u at any point within {@code reach} inches of where it stands, {@code
     * nearest} inches from the nearest enemy that could be shot at (present, neither routing nor fled): every such
     * enemy is at least nearest - reach from the point, so its whole-inch range is at least one below that, rounded
     * down, whatever the range rounding (a margin of an inch, far above the arithmetic's rounding). 0: none in range.
     */
    double ceiling(AcwView e, int u, double nearest, double reach) {
        if (!remember) {
            return Double.POSITIVE_INFINITY;
        }
        final AcwTemplate t = e.template();
        final double[] from = shotBoundFrom[t.weapon[u]][e.state().standing[u]];
        final int r = Math.max(0, (int) Math.floor(nearest - reach) - 1);
        return r < from.length ? from[r] : 0;
    }

    /**
     * The best shot from the point {@link #fireBound} just bounded (same u and point): best expected hits of
     * one unaimed shot at an enemy in range and in sight. Works from the highest bound down: a bound is replaced by
     * the exact hits (the target's cover, a grid query), and the highest exact hits are tested for sight and figures
     * (the costly part). The first in sight is the best, as a test of every enemy finds.
     */
    double fireResolve(AcwView e, int u, double px, double py) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final double[] hits = fireScratch;
        final double[] cps = cpScratch;
        final boolean[] exact = exactScratch;
        final int from = t.firstUnit(1 - side);
        final int end = t.endUnit(1 - side);
        int candidates = fireCandidates;
        while (candidates > 0) {
            int cand = -1;
            double best = 0;
            for (int v = from; v < end; v++) {
                if (hits[v] > best) {
                    best = hits[v];
                    cand = v;
                }
            }
            if (!exact[cand]) {
                final int cover = e.sight().cover(s.x[cand], s.y[cand], px, py);
                final int mod = DoctrineOdds.clampMod(cover == TerrainKind.COVER_HARD ? t.coverHard
                        : cover == TerrainKind.COVER_SOFT ? t.coverSoft : 0);
                final double h = cps[cand] / t.cpPerDie * (t.pKilled[mod] + t.pOut[mod]);
                exact[cand] = true;
                hits[cand] = h;
                if (h <= 0) {
                    candidates--;
                }
                continue;
            }
            if ((!t.terrainBlocksSight || sightClear(t, px, py, s.x[cand], s.y[cand]))
                    && !figureBlocks(e, u, cand, px, py)) {
                return best;
            }
            hits[cand] = 0;
            candidates--;
        }
        return 0;
    }

    /** {@link AcwTemplate#sightClear} from (x0, y0) to (x1, y1), remembered ({@link #sightKeys}). */
    private boolean sightClear(AcwTemplate t, double x0, double y0, double x1, double y1) {
        if (!remember) {
            return t.sightClear(x0, y0, x1, y1);
        }
        final long b0 = Double.doubleToRawLongBits(x0);
        final long b1 = Double.doubleToRawLongBits(y0);
        final long b2 = Double.doubleToRawLongBits(x1);
        final long b3 = Double.doubleToRawLongBits(y1);
        long h = b0 * 0x9E3779B97F4A7C15L;
        h = (h ^ b1) * 0xC2B2AE3D27D4EB4FL;
        h = (h ^ b2) * 0x9E3779B97F4A7C15L;
        h = (h ^ b3) * 0xC2B2AE3D27D4EB4FL;
        final int slot = (int) (h >>> (64 - SIGHT_BITS));
        final int k = 4 * slot;
        final byte known = sightAnswer[slot];
        if (known != 0 && sightKeys[k] == b0 && sightKeys[k + 1] == b1 && sightKeys[k + 2] == b2
                && sightKeys[k + 3] == b3) {
            return known == 1;
        }
        final boolean clear = t.sightClear(x0, y0, x1, y1);
        sightKeys[k] = b0;
        sightKeys[k + 1] = b1;
        sightKeys[k + 2] = b2;
        sightKeys[k + 3] = b3;
        sightAnswer[slot] = clear ? (byte) 1 : (byte) 2;
        return clear;
    }

    /** Whether another unit stands within los.figure-inches of the line from (px, py) to v (as the engine's sight). */
    private static boolean figureBlocks(AcwView e, int u, int v, double px, double py) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        if (t.figureBlock <= 0) {
            return false;
        }
        final double dx = s.x[v] - px;
        final double dy = s.y[v] - py;
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return false;
        }
        final double r2 = t.figureBlock * t.figureBlock;
        final int n = s.unitCount();
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || (s.status[w] & AcwCodes.FLED) != 0 || s.standing[w] == 0) {
                continue;
            }
            final double qx = s.x[w] - px;
            final double qy = s.y[w] - py;
            final double f = (qx * dx + qy * dy) / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            final double ex = qx - f * dx;
            final double ey = qy - f * dy;
            if (ex * ex + ey * ey < r2) {
                return true;
            }
        }
        return false;
    }
}
