package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The {@code doctrine} player's choice of fire target ({@link DoctrinePlayer}): each company's best volley now by the
 * exact odds of {@link DoctrineOdds}, its scans remembered per company and per pair while nothing they read has
 * changed. Allocates only at construction.
 *
 * <p>A gun's crew is worth more a figure than a company's ({@link #worth}; issue 19). It came from held-out generator
 * seed 28's g06 side 0 (five veteran musket companies against four and two Napoleons, no objective; doctrine 11.3
 * points worse than naive, z -6.49, with 1,000 pairs of {@code HeldOutLadderTest}) and seed 27's g04 side 0 (three
 * veteran companies against four and a gun; -9.9, z -4.94): in 30 battles of seed 5 replayed with each, naive's foot,
 * firing at the nearest enemy, fired 16 volleys a battle at the guns at 36" and broke 16 guns of 60 (routed, the gun
 * abandoned: its casualty points, and a unit of six towards the break point), while doctrine's fired at the companies,
 * the better target by expected results alone (2 volleys a battle at the guns), and broke 2; it lost as many figures as
 * naive and won 13% of 300 battles of seed 5 to naive's 30%. With 1,000 pairs a side ({@code HeldOutLadderTest
 * -Dmuster.heldout.only=hardtack}) those two moved -11.3 to +8.8 and -9.9 to -2.4; the family means over naive, seeds 7
 * to 13: +19.7 to +19.5, +15.9 to +18.8, +11.4 to +12.5, +25.9 to +26.2, +23.4 to +22.5, +17.2 to +16.9, +19.4 to
 * +19.1; seeds 17 to 31: +22.6 to +22.9, +25.3, +28.8, +24.7 to +24.6, +18.7, +20.1 to +21.1, +23.1 to +24.5, +18.9 to
 * +19.0, +22.0 to +22.6, +8.6 to +8.8, +10.1 to +11.5, +17.4 to +18.7, +18.8 to +20.7, +18.7 to +19.2 and +22.0 to
 * +21.2 (seed 31's g06 side 1 and seed 30's g05 side 1 stay below the bar: {@link DoctrineWeights}); sides moved by
 * more than 5 points: seed 8 g05 side 1 +13.4 to +44.2 and g00 side 0 +16.7 to +29.9, seed 27 g02 side 0 +28.8 to
 * +44.3, seed 9 g06 side 0 +8.1 to +17.0, seed 30 g06 side 0 +23.8 to +29.2, seed 29 g04 sides 0 and 1 +15.6 to +33.1
 * and +8.3 to +23.1, seed 22 g03 side 1 +8.9 to +27.6, seed 23 g04 side 0 +35.9 to +46.1 and g05 side 1 +46.9 to +58.5,
 * seed 25 g00 side 0 +18.0 to +25.3; and the other way seed 11 g01 side 0 +54.3 to +44.7 and g02 side 0 +5.9 to +0.9,
 * seed 31 g07 side 1 +39.6 to +30.5, seed 12 g03 side 0 +50.8 to +44.7. Bundled ({@code matrix --players naive,doctrine
 * -n 1000 --seed 11}, win-rate gains over naive, each side against naive and doctrine): points-regiment
 * +25.3/+24.5/+22.9/+21.4 to +25.5/+25.8/+23.3/+21.7, stone-wall +66.0/+68.1/+11.2/+6.8 to +66.0/+69.5/+11.2/+5.9 (its
 * Confederates against doctrine, the lowest bundled gain, 0.9 points down); the other three the same.
 *
 * <p>Tried and not kept (issue 20, 2026-12-06, benchmarks/README.md): {@link #bestTarget}'s memo kept across a
 * change count when no enemy's part and not the firer's had changed since and its target had been the top-valued
 * candidate and was still clear to fire at (only the firer's own side had moved: it can only stand in the way).
 * Results identical; it could keep at most 147 of the 481 memos a little-round-top battle finds stale on the count
 * (176 fail on an enemy's change, 153 on the firer's own or a target passed over for sight, 6 on its keys), and
 * those are the scans whose pairs are all remembered, the cheapest; little-round-top 0.978 and, the jars swapped,
 * 0.974 of main; without the sight test (kept only with no target in reach) 0.972. The scans that cost are those
 * after the firer's or an enemy's move, whose pairs must be valued again. Nor (the same day) a bound on the pairs
 * valued afresh: range steps and arc first, the value at the target's most favourable cover (the highest hurt
 * chance over the cover shifts, so never below the exact value), and the cover asked only of a bound that comes to
 * the top of the candidates (ties resolved before an exact value); results identical. With the terrain test also
 * deferred to the top, 0.906 (range steps now worked out for hidden pairs too); with the terrain test first as now,
 * 0.930; with the bounds remembered in the pair memo, 0.944. Of 687 bounds a battle 307 were resolved, but what they
 * skip is the cover alone (about 2 % of a battle), less than the repeated passes over the candidates cost. Nor
 * (2026-12-07, {@code wip/htperf7}) the firer's dice asked at the first enemy the terrain's bits leave (none when they
 * hide every enemy): 0.990 and 0.994 of main; nor the memo's test apart from the scan, for the compiler to inline it.
 */
final class DoctrineTargets {
    /** The odds a target is valued by. */
    private final DoctrineOdds odds;
    /**
     * What a figure of each target is worth: 1, and for a gun's crew 1 + the lost gun's casualty points over its
     * crew (each crew figure downed takes the gun that much nearer to being lost: routed or abandoned, it counts those
     * points at the turn limit and a unit towards the break point, which its few figures reach soon).
     */
    private final double[] worth;
    private final int[] dice = new int[2];

    DoctrineTargets(HardtackTemplate t, DoctrineOdds odds) {
        this.odds = odds;
        final int n = t.unitCount();
        worth = new double[n];
        for (int v = 0; v < n; v++) {
            worth[v] = t.type[v] == HardtackCodes.ARTILLERY && t.figures[v] > 0 ? 1 + t.gunPoints / t.figures[v] : 1;
        }
        memoChanges = new long[n];
        java.util.Arrays.fill(memoChanges, -1);
        memoFit = new long[n];
        memoKey = new long[n];
        memoFacing = new double[n];
        memoBest = new int[n];
        memoValue = new double[n];
        // The loaded volleys' memo starts as bestTarget's (nothing remembered), with the active enemies besides.
        loadedChanges = memoChanges.clone();
        loadedFit = memoFit.clone();
        loadedKey = memoKey.clone();
        loadedFacing = memoFacing.clone();
        loadedMemo = memoValue.clone();
        loadedFoes = new long[n];
        pairAt = new long[n * n];
        java.util.Arrays.fill(pairAt, -1);
        pairKey = new int[n * n];
        pairFacing = new double[n * n];
        pairValue = new double[n * n];
        candidate = new int[n];
        candidateValue = new double[n];
    }

    /** The odds the targets are valued by (a player sharing these targets asks the same). */
    DoctrineOdds odds() {
        return odds;
    }

    /**
     * The target of u's best volley now by {@link DoctrineOdds#expected}, its value in {@link #bestValue}; -1 (and 0)
     * for none.
     * Remembered per company (chooseUnit, activateRegiment and each decide ask it of the same company, and chooseUnit
     * of every company each activation) while no unit's part in target scans has changed
     * ({@link HardtackEngine#changes}: centres, presence, formations, in-position, travel mode) and the firer's own
     * state the scan reads ({@link #firerKey}, its fit figures, unhorsed riders and facing) is unchanged. A broken
     * company's scan also reads who fired at it and the turn, so it is never remembered. Sight, range and cover are
     * pure functions of that state (sight walked in one direction whichever unit asks), so a remembered scan is the
     * scan, and skipping it changes nothing the engine answers later.
     */
    int bestTarget(HardtackEngine e, int u) {
        if (!e.mayFire(u)) {
            bestValue = 0;
            return -1;
        }
        final HardtackState s = e.state();
        if (s.confidence[u] == HardtackCodes.BROKEN) {
            return scanTargets(e, u, true);
        }
        final long changes = e.changes();
        // The change count first: most memos that fail, fail on it, and then the firer's keys are not worked out
        // until the scan is remembered (it changes nothing they read).
        if (memoEngine == e && memoChanges[u] == changes && memoFit[u] == fitKey(s, u) && memoKey[u] == firerKey(s, u)
                && memoFacing[u] == s.facing[u]) {
            bestValue = memoValue[u];
            return memoBest[u];
        }
        int best = scanTargets(e, u, true);
        memoChanges[u] = changes;
        memoFit[u] = fitKey(s, u);
        memoKey[u] = firerKey(s, u);
        memoFacing[u] = s.facing[u];
        memoBest[u] = best;
        memoValue[u] = bestValue;
        return best;
    }

    /**
     * {@link #bestTarget} scanned, never remembered whole; each target's value (0 out of reach or arc) is remembered
     * per pair while neither unit's part in target scans has changed ({@link HardtackEngine#changedAt}) and the
     * firer's dice, gun ammunition, formation and facing are the same (all the value, range steps, cover and arc
     * read of the firer besides its centre).
     */
    int scanTargets(HardtackEngine e, int u) {
        return scanTargets(e, u, false);
    }

    /** {@link #scanTargets}; {@code ready}: u is known to be ready to fire ({@link HardtackEngine#mayFire}). */
    private int scanTargets(HardtackEngine e, int u, boolean ready) {
        sameEngine(e);
        return scan(e, u, true, ready, false, false);
    }

    /** The pair memo and the per-company memo hold for engine e's state: emptied when another engine asks. */
    private void sameEngine(HardtackEngine e) {
        if (memoEngine != e) {
            memoEngine = e;
            java.util.Arrays.fill(memoChanges, -1);
            java.util.Arrays.fill(loadedChanges, -1);
            java.util.Arrays.fill(pairAt, -1);
        }
    }

    /** {@link #bestTarget} computed afresh, nothing remembered or read from a memo (the test's reference). */
    int scanTargetsFresh(HardtackEngine e, int u) {
        return scan(e, u, false, false, false, false);
    }

    /**
     * The expected results (exact odds, {@link DoctrineOdds#expectedAt}, no {@link #worth}) of u's best volley in a
     * fresh activation with its weapons loaded, at an enemy it could fire at so ({@link
     * HardtackEngine#couldFireLoaded}), an active one only with {@code activeOnly}; 0 for none. The loop of
     * couldFireLoaded and expectedAt over every enemy, which the doctrine asks of every company of both sides at
     * every decision that weighs the exchange of fire ({@code stand}, {@code outgun}: about a third of a hardtack
     * search battle's CPU, issue 21), answered by {@link #scan} from the pair memo the target scans fill: the value
     * of a pair reads nothing of the firer's readiness, and the best passing the rest of the legality (a broken
     * firer's restriction, sight) is the maximum of the loop, since sight is a pure function of the state. Leaves
     * {@link #bestValue} as it was.
     */
    double bestLoaded(HardtackEngine e, int u, boolean activeOnly) {
        sameEngine(e);
        scan(e, u, true, false, true, activeOnly);
        return loadedValue;
    }

    /**
     * Which units are active now ({@link HardtackState#active}), unit v as bit v, for {@link #bestLoadedActive}: asked
     * once for all the companies of a side's volleys. Only a template of at most 64 units has them ({@link
     * #MEMO_UNITS}); for a larger one 0, and its loaded volleys are not remembered.
     */
    long activeUnits(HardtackEngine e) {
        final int n = e.template().unitCount();
        if (n > MEMO_UNITS) {
            return 0;
        }
        final HardtackState s = e.state();
        long bits = 0;
        for (int v = 0; v < n; v++) {
            if (s.active(v)) {
                bits |= 1L << v;
            }
        }
        return bits;
    }

    /** The units a template may have for {@link #bestLoadedActive}'s memo: their active states in one long. */
    private static final int MEMO_UNITS = 64;

    /**
     * {@link #bestLoaded}(e, u, true), {@code active} the units active now ({@link #activeUnits}), remembered per
     * company while its scan would read nothing else: the change count ({@link HardtackEngine#changes}: every
     * target's centre, presence, formation, in-position and travel mode, so the pair memo's values and sight), the
     * firer's keys as {@link #bestTarget}'s memo has them (its fit figures, unhorsed riders, facing, gun ammunition,
     * confidence, formation and the flags of {@link HardtackState#scanFlags}: its readiness in a fresh activation and
     * its dice) and which of its enemies are active. A broken firer's scan also reads who fired at it and the turn:
     * never remembered. The doctrine asks these of every company of both sides at every decision that weighs the
     * exchange of fire, and both sides' players in a search's rollout ask the same ({@link DoctrinePlayer}'s shared
     * targets): most asks find nothing changed since the last.
     */
    double bestLoadedActive(HardtackEngine e, int u, long active) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        if (t.unitCount() > MEMO_UNITS || s.confidence[u] == HardtackCodes.BROKEN) {
            return bestLoaded(e, u, true);
        }
        sameEngine(e);
        final long changes = e.changes();
        final long foes = active & foeBits(t, t.side[u])[0];
        if (loadedChanges[u] == changes && loadedFoes[u] == foes && loadedFit[u] == fitKey(s, u)
                && loadedKey[u] == firerKey(s, u) && loadedFacing[u] == s.facing[u]) {
            return loadedMemo[u];
        }
        scan(e, u, true, false, true, true);
        loadedChanges[u] = changes;
        loadedFoes[u] = foes;
        loadedFit[u] = fitKey(s, u);
        loadedKey[u] = firerKey(s, u);
        loadedFacing[u] = s.facing[u];
        loadedMemo[u] = loadedValue;
        return loadedValue;
    }

    /** {@link #bestLoadedActive}'s memo per company: its change count, active enemies, firer's keys and value. */
    private final long[] loadedChanges;
    private final long[] loadedFoes;
    private final long[] loadedFit;
    private final long[] loadedKey;
    private final double[] loadedFacing;
    private final double[] loadedMemo;

    /** The value {@link #bestLoaded} found (kept apart from {@link #bestValue}, which callers read after a scan). */
    private double loadedValue;

    /**
     * The scan: {@code remembered}, from and into the pair memo; {@code ready}, u known ready to fire now; {@code
     * loaded}, of {@link #bestLoaded} (u's readiness in a fresh activation, the values without {@link #worth}, the
     * best value left in {@link #loadedValue}), else of {@link #bestTarget} (left in {@link #bestValue});
     * {@code activeOnly}, active targets only.
     */
    private int scan(HardtackEngine e, int u, boolean remembered, boolean ready, boolean loaded,
            boolean activeOnly) {
        int best = -1;
        double bv = 0;
        if (!ready && !(loaded ? e.mayFireLoaded(u) : e.mayFire(u))) {
            return found(loaded, best, bv);
        }
        final HardtackState s = e.state();
        final int n = e.template().unitCount();
        // The firer is ready and its dice are the same for every target: both asked once (as expected() would).
        e.firerDice(u, dice);
        final int dieIndex = dice[0] * 25 + dice[1] * 5;
        final long changes = e.changes();
        final long firerAt = e.changedAt(u);
        final int key = dieIndex | (s.ammo[u] << 8) | (s.formation[u] << 16);
        final double facing = s.facing[u];
        final long[] foes = foeBits(e.template(), e.template().side[u]);
        final int maxSteps = e.template().maxSteps;
        // Every target is valued first (range steps, cover, arc), then the rest of its fire legality (a broken
        // firer's restriction, sight) asked of the valued targets from the best down until one passes: the target
        // the scan chooses is the first (lowest index) of the highest value among those that pass, the same choice
        // as testing every target, since sight is a pure function of the state (HardtackEngine.sees), whatever is
        // asked or skipped; and most scans ask it of one target only. A target the terrain is known to hide
        // (HardtackEngine.hiddenByTerrain) cannot be fired at: passed over unvalued.
        final int[] cand = candidate;
        final double[] candValue = candidateValue;
        int count = 0;
        // The enemies in index order, as bits, a word of 64 units at a time, those the terrain is known to hide
        // taken out of the word before the loop (no branch on each enemy's bit).
        for (int word = 0; word < foes.length; word++) {
            long live = foes[word];
            if (remembered && live != 0) {
                live &= ~e.hiddenByTerrain(u, word);
            }
            for (; live != 0; live &= live - 1) {
                final int v = (word << 6) | Long.numberOfTrailingZeros(live);
                if (activeOnly && !s.active(v)) {
                    continue;
                }
                final int k = u * n + v;
                // The pair's value without the target's worth, the same for both kinds of scan.
                final double raw;
                if (remembered && pairAt[k] >= firerAt && pairAt[k] >= e.changedAt(v) && pairKey[k] == key
                        && pairFacing[k] == facing) {
                    raw = pairValue[k];
                } else if (remembered && askHides() && hides(e, u, v)) {
                    // Out of sight by the terrain, found without valuing it: passed over as a hidden pair.
                    continue;
                } else {
                    // e.inReach(u, v) && e.inArc(u, v), the range steps and the cover asked once. A loaded scan
                    // asks the arc first (the same value): most of its pairs, the enemy's firers' too, lie outside the
                    // arc, and their cover is not worked out (Compare cavalry-action 0.96 before, 1.05 after).
                    final long sc = s.present(v) && (!loaded || e.inArc(u, v)) ? e.stepsAndCover(u, v)
                            : maxSteps + 1;
                    final int steps = (int) sc;
                    raw = steps <= maxSteps && e.inArc(u, v)
                            ? odds.expectedAt(e, u, v, dieIndex + steps, (int) (sc >>> 32)) : 0;
                    if (remembered) {
                        pairAt[k] = changes;
                        pairKey[k] = key;
                        pairFacing[k] = facing;
                        pairValue[k] = raw;
                    }
                }
                final double x = loaded ? raw : raw * worth[v];
                if (x > 0) {
                    cand[count] = v;
                    candValue[count] = x;
                    count++;
                }
            }
        }
        while (count > 0) {
            // The best left: the highest value, the lowest index among equals (candidates are in index order).
            int top = 0;
            for (int i = 1; i < count; i++) {
                if (candValue[i] > candValue[top]) {
                    top = i;
                }
            }
            final int v = cand[top];
            if (e.clearToFire(u, v)) {
                best = v;
                bv = candValue[top];
                break;
            }
            count--;
            System.arraycopy(cand, top + 1, cand, top, count - top);
            System.arraycopy(candValue, top + 1, candValue, top, count - top);
        }
        return found(loaded, best, bv);
    }

    /** The end of a {@link #scan}: its best value kept where its kind is read, and its target returned. */
    private int found(boolean loaded, int best, double bv) {
        if (loaded) {
            loadedValue = bv;
        } else {
            bestValue = bv;
        }
        return best;
    }

    /**
     * Whether the scan asks the terrain ({@link HardtackEngine#terrainHides}) before valuing a pair: while at least
     * one in {@link #HIDES_WORTH} of the pairs asked has been hidden (the ground between the lines blocks sight),
     * else one pair in {@link #HIDES_SAMPLE}, to notice when that changes. Only what is skipped depends on it, never
     * the scan's answer (a hidden pair cannot be fired at), so the counts may carry over from battle to battle.
     */
    private boolean askHides() {
        return hidesFound * HIDES_WORTH >= hidesAsked || (++hidesSkipped & (HIDES_SAMPLE - 1)) == 0;
    }

    private boolean hides(HardtackEngine e, int u, int v) {
        final boolean hidden = e.terrainHides(u, v);
        if (++hidesAsked >= HIDES_WINDOW) {
            hidesAsked >>= 1;
            hidesFound >>= 1;
        }
        if (hidden) {
            hidesFound++;
        }
        return hidden;
    }

    private static final int HIDES_WORTH = 4;
    private static final int HIDES_SAMPLE = 16;
    private static final int HIDES_WINDOW = 1024;
    private int hidesAsked;
    private int hidesFound;
    private int hidesSkipped;

    /** The template {@link #foeMask} was made for; by side, its enemies as bits (bit v % 64 of word v / 64). */
    private HardtackTemplate maskTemplate;
    private final long[][] foeMask = new long[2][(HardtackTemplate.MAX_UNITS + 63) / 64];

    /** The enemies of side sd as bits (unit v is bit v % 64 of word v / 64), made once per template. */
    private long[] foeBits(HardtackTemplate t, int sd) {
        if (maskTemplate != t) {
            maskTemplate = t;
            for (int side = 0; side < 2; side++) {
                java.util.Arrays.fill(foeMask[side], 0);
                for (int v : t.foesOf(side)) {
                    foeMask[side][v >>> 6] |= 1L << v;
                }
            }
        }
        return foeMask[sd];
    }

    /** Scratch of {@link #scan}: the targets valued above 0, in index order, and their values. */
    private final int[] candidate;
    private final double[] candidateValue;

    /** The firer's fit figures and unhorsed riders as one key ({@link #bestTarget}'s memo). */
    private static long fitKey(HardtackState s, int u) {
        return ((long) s.fit[u] << 32) | (s.unhorsed[u] & 0xFFFFFFFFL);
    }

    /**
     * The firer's own state a target scan reads besides its fit figures, unhorsed riders and facing (kept apart):
     * gun ammunition, confidence and formation codes (each below 2^15) and its fire, travel, limbered, no-fire, gun
     * lost, Reload, mounted and fled flags. Exact: distinct states give distinct keys.
     */
    private static long firerKey(HardtackState s, int u) {
        return ((long) (s.ammo[u] & 0x7FFF) << 48) | ((long) (s.confidence[u] & 0x7FFF) << 32)
                | ((long) (s.formation[u] & 0x7FFF) << 16)
                | s.scanFlags(u);
    }

    /** The engine the memo of {@link #bestTarget} was filled in; per company: its change count, keys and result. */
    private HardtackEngine memoEngine;
    private final long[] memoChanges;
    private final long[] memoFit;
    private final long[] memoKey;
    private final double[] memoFacing;
    private final int[] memoBest;
    private final double[] memoValue;
    /**
     * Per pair (u * n + v) for {@link #scanTargets}: the change count it was valued at, the firer's key and facing,
     * and its value without the target's {@link #worth} (0 out of reach or arc).
     */
    private final long[] pairAt;
    private final int[] pairKey;
    private final double[] pairFacing;
    private final double[] pairValue;

    /** The expected results of the target the last {@link #bestTarget} call chose (0 when none). */
    private double bestValue;

    /** {@link #bestValue}, for the test of the memo. */
    double bestValue() {
        return bestValue;
    }
}
