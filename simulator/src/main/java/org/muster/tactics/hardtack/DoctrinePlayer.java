package org.muster.tactics.hardtack;

import org.muster.rules.Victory;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackDice;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOdds;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * {@code doctrine}: a drill-book commander. It activates first the companies with the best shot (judged with the exact
 * fire odds of {@link HardtackOdds}, tabulated once at construction), passes when allowed and nobody has a shot, moves
 * formed regiments with Activate Regiment, keeps the Fire-Reload cycle, re-forms line out of effective range and
 * fights in whatever order it is in, goes in position when it holds ground, brings guns up limbered to within one
 * shot band when it advances (holding ground, it unlimbers them within three), loads the ammunition with the higher
 * exact expected results at the nearest enemy, dismounts cavalry to fight unless a mounted charge is worth its
 * assault weight, and close assaults when the exact chance of taking the position (attacker reaction, defender stand
 * test, the chance the first combat move gets in, and the first combat round from the duel odds) reaches its
 * {@code assault} weight (foot, unless the enemy holds more objective points: the higher of it and
 * {@code foot-assault}), declaring only within the mean reach of its two combat moves. An advancing company beyond
 * that reach whose nearest enemy's volley at it outweighs its own by more than its {@code close} weight closes on it
 * instead of trading fire. The company its regimental commander stands with rallies the lowest broken or shaken
 * company in his reach first (a shaken one only when its own volley is worth less than half a casualty); a broken
 * company out of his reach goes back to him when that takes it no nearer the enemy, else stays in cover or goes to
 * its edge. A company holding ground in cover leaves it to assault only a broken enemy (who routs without a test); the
 * company nearest an objective nobody else holds takes it and holds it. A limbered gun under fire that leads its
 * side's line (no foot or horse company of its side nearer the enemy) unlimbers where it stands, within its shot
 * reach, and with its {@code battery} weight any limbered gun does so once its nearest enemy is within that reach.
 * An advancing company with a shot fires where it stands rather than close (its {@code stand} weight) while its
 * side out-guns the enemy under fire (its troops no better on average than the enemy's), or while no enemy can
 * fire at it (nor an enemy gun unlimber to) and its nearest enemy is foot or horse, which must come through its
 * fire, or (its {@code outclassed} weight) while, in a battle without objectives, the enemy's troops are on average
 * the better by a quality die step. An advancing company whose nearest enemy is mounted horse does not walk towards
 * it into the canister reach of an enemy gun (its {@code gun-shy} weight): the horse comes to it. A side holding
 * ground passes rather than activate a company whose best volley is worth less than its {@code patience} weight, and
 * takes reaction fire only with a volley worth more. A side whose preset advances holds ground
 * instead while the victory rules have it ahead by its {@code hold-lead} weight; while its side would lose were the
 * turn limit now, a steady company that would only hold, reload or fire a volley worth less than its {@code
 * objective} weight goes on towards the nearest objective its side does not hold. Draws nothing from the TACTICS
 * stream; allocates only at construction.
 */
final class DoctrinePlayer implements HardtackPlayer {
    private final int side;
    private final DoctrineWeights w;
    /** Whether the side advances at this decision ({@link #advancing}). */
    private boolean adv;
    /** E[potential hits] and P(major) by quality die, firepower die and range die (section 7.7, exact). */
    private final double[] eHits = new double[125];
    private final double[] pMajor = new double[125];
    /** P(at least one success) by the same index: a sharpshooter's chance of a hit (section 7.9). */
    private final double[] pAny = new double[125];
    /** P(wound or kill) per potential hit by impact die and armour shift 0..5. */
    private final double[] pHurt = new double[5 * 6];
    /** P(attacker's figure beats the defender's) one on one, by attacker die and defender die. */
    private final double[] duel = new double[25];
    private final int[] dice = new int[2];
    /** E[potential hits] by quality die, firepower die and range die with the Gatling die joining (section 7.6). */
    private final double[] eHitsJoined = new double[125];

    DoctrinePlayer(int side, DoctrineWeights w, HardtackTemplate t) {
        this.side = side;
        this.w = w;
        final int n = t.unitCount();
        memoChanges = new long[n];
        java.util.Arrays.fill(memoChanges, -1);
        memoFit = new long[n];
        memoKey = new long[n];
        memoFacing = new double[n];
        memoBest = new int[n];
        memoValue = new double[n];
        pairAt = new long[n * n];
        java.util.Arrays.fill(pairAt, -1);
        pairKey = new int[n * n];
        pairFacing = new double[n * n];
        pairValue = new double[n * n];
        candidate = new int[n];
        candidateValue = new double[n];
        regimentUnits = new int[t.regimentCount][];
        for (int g = 0; g < t.regimentCount; g++) {
            int count = 0;
            for (int v = 0; v < n; v++) {
                count += t.regiment[v] == g ? 1 : 0;
            }
            regimentUnits[g] = new int[count];
            for (int v = 0, k = 0; v < n; v++) {
                if (t.regiment[v] == g) {
                    regimentUnits[g][k++] = v;
                }
            }
        }
        boolean detach = false;
        for (int v : t.foesOf(side)) {
            detach |= t.type[v] == HardtackCodes.ARTILLERY || t.type[v] == HardtackCodes.CAVALRY;
        }
        foesDetach = detach;
        double[] levels = new double[3];
        for (int q = 0; q < 5; q++) {
            for (int f = 0; f < 5; f++) {
                for (int r = 0; r < 5; r++) {
                    double[] h = HardtackOdds.fire(new int[] {q, f}, r, levels);
                    double e = 0;
                    for (int k = 0; k < h.length; k++) {
                        e += k * h[k];
                    }
                    eHits[q * 25 + f * 5 + r] = e;
                    pMajor[q * 25 + f * 5 + r] = levels[2];
                    pAny[q * 25 + f * 5 + r] = levels[1] + levels[2];
                    double[] j = HardtackOdds.fire(new int[] {q, f, t.gatlingFp}, r, levels);
                    double ej = 0;
                    for (int k = 0; k < j.length; k++) {
                        ej += k * j[k];
                    }
                    eHitsJoined[q * 25 + f * 5 + r] = ej;
                }
            }
        }
        double[] wk = new double[2];
        for (int i = 0; i < 5; i++) {
            for (int sh = 0; sh < 6; sh++) {
                HardtackDice.impact(i, t.armourDie, sh, t.killMultiple, wk);
                pHurt[i * 6 + sh] = wk[0] + wk[1];
            }
            for (int d = 0; d < 5; d++) {
                duel[i * 5 + d] = HardtackDice.pOpposed(i, d);
            }
        }
    }

    @Override
    public void startBattle(HardtackEngine engine) {
        // Stateless between battles.
    }

    @Override
    public boolean goFirst(HardtackEngine e, int sd) {
        return w.advance > 0;
    }

    /** Expected wound and kill results if u fires at v now; 0 when it cannot. */
    double expected(HardtackEngine e, int u, int v) {
        if (!e.canFire(u, v)) {
            return 0;
        }
        return expectedAt(e, u, v);
    }

    /** Expected wound and kill results of a volley of u at v, fire legality not checked. */
    private double expectedAt(HardtackEngine e, int u, int v) {
        e.firerDice(u, dice);
        return expectedAt(e, u, v, dice[0] * 25 + dice[1] * 5 + e.rangeSteps(u, v));
    }

    /**
     * As above with u's firer dice and range steps at v given as {@code idx} (quality * 25 + firepower * 5 + range
     * steps).
     */
    private double expectedAt(HardtackEngine e, int u, int v, int idx) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int cover = e.coverOf(v, u);
        int shift = Math.min(5, cover);
        if (t.type[u] == HardtackCodes.ARTILLERY) {
            if (s.ammo[u] == HardtackState.SHOT) {
                int ranks = t.type[v] == HardtackCodes.ARTILLERY || s.formation[v] == HardtackCodes.SKIRMISH ? 1
                        : s.formation[v] == HardtackCodes.LINE ? t.lineRanks : t.columnRanks;
                return pMajor[idx] * ranks * pHurt[t.shotImpact * 6 + shift];
            }
            return eHits[idx] * pHurt[t.canisterImpact * 6 + shift];
        }
        if (t.type[u] == HardtackCodes.SHARPSHOOTER) {
            return pAny[idx] * pHurt[t.sharpImpact * 6 + shift];
        }
        return eHits[idx] * pHurt[t.weaponImpact[t.weapon[u]] * 6 + shift];
    }

    /** Expected wound and kill results of u's small arms at v with its Gatling joining; 0 when it cannot. */
    private double expectedJoined(HardtackEngine e, int u, int v) {
        if (!e.gatlingCanJoin(u) || !e.canFire(u, v)) {
            return 0;
        }
        final HardtackTemplate t = e.template();
        e.firerDice(u, dice);
        int shift = Math.min(5, e.coverOf(v, u));
        return eHitsJoined[dice[0] * 25 + dice[1] * 5 + e.rangeSteps(u, v)] * pHurt[t.weaponImpact[t.weapon[u]] * 6
                + shift];
    }

    /** Expected wound and kill results of u's Gatling firing alone at v; 0 when it cannot. */
    private double expectedGatling(HardtackEngine e, int u, int v) {
        if (!e.canFireGatling(u, v)) {
            return 0;
        }
        final HardtackTemplate t = e.template();
        int shift = Math.min(5, e.coverOf(v, u));
        return eHits[t.qualityDie[u] * 25 + t.gatlingFp * 5 + e.gatlingSteps(u, v)] * pHurt[t.gatlingImpact * 6
                + shift];
    }

    /** The best expected results of u's Gatling firing alone, and its target in {@link #gatlingTarget}. */
    private double bestGatling(HardtackEngine e, int u) {
        double bv = 0;
        gatlingTarget = -1;
        for (int v = 0; v < e.template().unitCount(); v++) {
            double x = expectedGatling(e, u, v);
            if (x > bv) {
                bv = x;
                gatlingTarget = v;
            }
        }
        return bv;
    }

    private int gatlingTarget;

    /**
     * A company with a Gatling (section 7.6 [D]) weighs with the exact odds its small-arms volley with the Gatling
     * joining (one action) against the Gatling alone now and the small arms in the activation's next action, if one
     * is left; with its small arms unable to fire the Gatling fires alone. {@code inRange}: the company would trade
     * fire at this distance anyway; otherwise a shot needs a quarter of a casualty, as for small arms (for the Gatling
     * alone, the company's loaded volley reaching it will do: it stands trading fire). True when it set an order.
     */
    private boolean gatling(HardtackEngine e, int u, int index, boolean inRange, HardtackOrder o) {
        final int n = e.template().unitCount();
        double alone = bestGatling(e, u);
        int aloneTarget = gatlingTarget;
        double small = 0;
        double loaded = 0;
        double joined = 0;
        int joinTarget = -1;
        for (int v = 0; v < n; v++) {
            small = Math.max(small, expected(e, u, v));
            if (e.couldFireLoaded(u, v)) {
                loaded = Math.max(loaded, expectedAt(e, u, v));
            }
            double x = expectedJoined(e, u, v);
            if (x > joined) {
                joined = x;
                joinTarget = v;
            }
        }
        double split = alone + (index < e.template().actions - 1 ? small : 0);
        if (joinTarget >= 0 && joined >= split) {
            if (inRange || joined >= 0.25) {
                o.set(HardtackOrder.FIRE, joinTarget, HardtackOrder.GATLING_JOINS, 0, 0);
                return true;
            }
            return false;
        }
        // A company trading fire here (its loaded volley is worth a quarter of a casualty) loses no advance by it.
        if (aloneTarget >= 0 && (inRange || alone >= 0.25 || loaded >= 0.25)) {
            o.set(HardtackOrder.FIRE, aloneTarget, HardtackOrder.GATLING_ALONE, 0, 0);
            return true;
        }
        return false;
    }

    /**
     * The target of u's best volley now by {@link #expected}, its value in {@link #bestValue}; -1 (and 0) for none.
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
        if (memoEngine != e) {
            memoEngine = e;
            java.util.Arrays.fill(memoChanges, -1);
            java.util.Arrays.fill(pairAt, -1);
        }
        return scan(e, u, true, ready);
    }

    /** {@link #bestTarget} computed afresh, nothing remembered or read from a memo (the test's reference). */
    int scanTargetsFresh(HardtackEngine e, int u) {
        return scan(e, u, false, false);
    }

    private int scan(HardtackEngine e, int u, boolean remembered, boolean ready) {
        int best = -1;
        double bv = 0;
        if (!ready && !e.mayFire(u)) {
            bestValue = bv;
            return best;
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
        final int[] foes = e.template().foesOf(e.template().side[u]);
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
        long hidden = 0;
        int word = -1;
        for (int i = 0; i < foes.length; i++) {
            final int v = foes[i];
            if (remembered && (v >>> 6) != word) {
                word = v >>> 6;
                hidden = e.hiddenByTerrain(u, word);
            }
            if ((hidden & (1L << v)) != 0) {
                continue;
            }
            final int k = u * n + v;
            final double x;
            if (remembered && pairAt[k] >= firerAt && pairAt[k] >= e.changedAt(v) && pairKey[k] == key
                    && pairFacing[k] == facing) {
                x = pairValue[k];
            } else if (remembered && askHides() && hides(e, u, v)) {
                // Out of sight by the terrain, found without valuing it: passed over as a hidden pair.
                continue;
            } else {
                // e.inReach(u, v) && e.inArc(u, v), the range steps asked once.
                final int steps = s.present(v) ? e.rangeSteps(u, v) : maxSteps + 1;
                x = steps <= maxSteps && e.inArc(u, v) ? expectedAt(e, u, v, dieIndex + steps) : 0;
                if (remembered) {
                    pairAt[k] = changes;
                    pairKey[k] = key;
                    pairFacing[k] = facing;
                    pairValue[k] = x;
                }
            }
            if (x > 0) {
                cand[count] = v;
                candValue[count] = x;
                count++;
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
        bestValue = bv;
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

    /** By regiment: its companies, in index order ({@link #rallyTarget}). */
    private final int[][] regimentUnits;
    /**
     * Whether an enemy unit is a gun or a cavalry company, the only ones with a horse team or led horses to detach
     * (section 3.7): else {@link #detachedTarget} has nothing to look for.
     */
    private final boolean foesDetach;

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
                | (s.fired[u] ? 1 : 0) | (s.travel[u] ? 2 : 0) | (s.limbered[u] ? 4 : 0) | (s.noFire[u] ? 8 : 0)
                | (s.gunLost[u] ? 16 : 0) | (s.reload[u] ? 32 : 0) | (s.mounted[u] ? 64 : 0) | (s.fled[u] ? 128 : 0);
    }

    /** The engine the memo of {@link #bestTarget} was filled in; per company: its change count, keys and result. */
    private HardtackEngine memoEngine;
    private final long[] memoChanges;
    private final long[] memoFit;
    private final long[] memoKey;
    private final double[] memoFacing;
    private final int[] memoBest;
    private final double[] memoValue;
    /** Per pair (u * n + v) for {@link #scanTargets}: the change count it was valued at, the firer's key and facing. */
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

    @Override
    public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
        final HardtackTemplate t = e.template();
        int best = -1;
        double bv = -1;
        int first = -1;
        // This side's units, in index order: the enemy's enemies.
        for (int u : t.foesOf(1 - side)) {
            if (!e.canActivate(u)) {
                continue;
            }
            if (first < 0) {
                first = u;
            }
            int v = bestTarget(e, u);
            double x = v >= 0 ? bestValue : 0;
            if (t.gatlingCrew[u] > 0) {
                x = Math.max(x, bestGatling(e, u));
            }
            if (x > bv) {
                bv = x;
                best = u;
            }
        }
        if (bv <= 0) {
            if (mayPass && w.pass > 0) {
                return -1;
            }
            return first;
        }
        // Patience: a side holding ground lets the enemy come on while its best volley is worth less than its weight.
        if (mayPass && w.pass > 0 && bv < w.patience && !advancing(e)) {
            return -1;
        }
        return best;
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int unit) {
        return w.regiment > 0 && bestTarget(e, unit) < 0 && e.regimentMembers(unit) >= 2;
    }

    /** Exact chance that an assault by u takes v's position: reaction pass x (stand fails + stand holds x melee). */
    double assaultChance(HardtackEngine e, int u, int v) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double react = HardtackDice.pExceeds(t.qualityDie[u], s.lv[u] + e.assaultTl(u, v));
        if (s.confidence[v] == HardtackCodes.BROKEN) {
            return react;
        }
        double[] conf = confidenceScratch;
        HardtackDice.confidence(t.qualityDie[v], s.lv[v] + e.standTl(u, v), conf);
        int cover = e.coverOf(v, u) > 0 ? t.assaultCoverShift : 0;
        double pa = duel[t.qualityDie[u] * 5 + HardtackDice.shiftClosed(t.qualityDie[v], cover)];
        double pd = duel[HardtackDice.shiftClosed(t.qualityDie[v], cover) * 5 + t.qualityDie[u]];
        double na = s.fit[u] * pa;
        double nd = s.fit[v] * pd;
        double melee = na + nd == 0 ? 0.5 : na / (na + nd);
        // Held stand tests only pay if the charge gets in: P(one combat move covers the gap), exact.
        int faces = e.baseMove(u);
        double gap = Math.max(0, e.dist(u, v) - t.contact);
        int need = (int) Math.ceil(gap / t.combatMultiplier - 1e-9);
        double reach = need <= 1 ? 1 : need > faces ? 0 : (double) (faces - need + 1) / faces;
        return react * (1 - conf[0] + conf[0] * reach * melee);
    }

    private final double[] confidenceScratch = new double[3];

    /** Reaction fire is taken with a volley worth more than this many expected results (see {@code patience}). */
    private static final double REACT_WORTH = 0.1;

    /** A commander rallies a shaken company rather than fire a volley worth less than this many expected results. */
    private static final double RALLY_OVER_SHOT = 0.5;

    /** A transfer is worth an action when the company it activates could inflict this many expected results. */
    private static final double TRANSFER_WORTH = 0.25;
    /** A runner's transfer is valued at this fraction of a direct one. */
    private static final double RUNNER_DISCOUNT = 0.9;

    /**
     * Where a horse team or led horses stand while detached: this far behind their gun or company, towards the side's
     * own edge, inside detached.radius and limber.team-range (6") so that one action brings them back.
     */
    private static final double DETACHED_BEHIND = 5;

    /** With no enemy within this many of its bands, a dismounted company remounts and a gun limbers up to follow. */
    private static final double REJOIN_BANDS = 4;

    /**
     * The regimental (or brigade) commander's company trades a low-value action (hold, going in position, moving or
     * firing at horses, or the last action's Reload, which the next activation can make up) for a transfer (section
     * 3.3) to the company of the regiment (or the regimental commander's company of the brigade) with the best volley
     * in reach of a fresh activation; by runner (3.4) only when no company is in direct reach.
     */
    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        decideOwn(e, u, index, o);
        if (w.objective > 0) {
            towardsObjective(e, u, o);
        }
        bringUpDetached(e, u, o);
        if (e.template().offTable && (e.colonelOf(u) == u || e.brigadierOf(u) == u) && offTable(e, u, o)) {
            return;
        }
        final int a = o.action;
        if (!e.mayTransfer(u) || e.inRegimentActivation()
                || !(a == HardtackOrder.HOLD || a == HardtackOrder.IN_POSITION
                || a == HardtackOrder.DETACHED_MOVE || a == HardtackOrder.FIRE_DETACHED
                || a == HardtackOrder.RELOAD && index == e.template().actions - 1)) {
            return;
        }
        int best = -1;
        boolean bestRunner = false;
        double bv = TRANSFER_WORTH;
        final HardtackTemplate t = e.template();
        // A transfer goes to a company of this side (its regiment, or its brigade's), which fires at the enemy's.
        final int[] foes = t.foesOf(side);
        for (int v : t.foesOf(1 - side)) {
            boolean direct = e.canTransfer(u, v, false);
            if (!direct && !e.canTransfer(u, v, true)) {
                continue;
            }
            double x = 0;
            for (int w2 : foes) {
                if (e.couldFireLoaded(v, w2)) {
                    x = Math.max(x, expectedAt(e, v, w2));
                }
            }
            // A runner costs the commander's company a firer for the turn: a direct transfer is preferred.
            double score = direct ? x : RUNNER_DISCOUNT * x;
            if (score > bv) {
                bv = score;
                best = v;
                bestRunner = !direct;
            }
        }
        if (best >= 0) {
            o.set(bestRunner ? HardtackOrder.RUNNER : HardtackOrder.TRANSFER, best, 0, 0, 0);
        }
    }

    /**
     * To limber or remount, the horse team or led horses must be back (section 5.6, 5.7): when they are not, the action
     * brings them up to the gun or company instead, or, out of the parent's reach, takes the parent towards them.
     */
    private static void bringUpDetached(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackState s = e.state();
        final boolean away = e.template().type[u] == HardtackCodes.ARTILLERY ? !s.limbered[u] && !e.teamInReach(u)
                : e.template().type[u] == HardtackCodes.CAVALRY && !s.mounted[u] && !e.horsesInIntegrity(u);
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
     * line of fire behind their gun or company (one action, once).
     */
    private boolean stationDetached(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackState s = e.state();
        if (!e.detachedInReach(u) || e.detachedDistance(u) > 1) {
            return false;
        }
        final double back = e.template().homeEdge[side] > s.y[u] ? DETACHED_BEHIND : -DETACHED_BEHIND;
        o.set(HardtackOrder.DETACHED_MOVE, -1, 0, s.x[u], s.y[u] + back);
        return true;
    }

    /** The nearest enemy horse team or led horses u can fire at, or -1. */
    private int detachedTarget(HardtackEngine e, int u) {
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
    private boolean offTable(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double bv = Math.max(TRANSFER_WORTH, o.action == HardtackOrder.FIRE && o.target >= 0 ? expected(e, u, o.target)
                : 0);
        double pCall = HardtackDice.pExceeds(t.offRequestDie, s.lv[u] + t.offRequestOverLv)
                * HardtackDice.pExceeds(t.qualityDie[u], s.lv[u]);
        int best = -1;
        for (int v = 0; v < t.unitCount(); v++) {
            if (!e.canCallArtillery(u, v) || friendWithin(e, v, 2 * t.offBurstRadius)) {
                continue;
            }
            int under = t.type[v] == HardtackCodes.ARTILLERY || s.formation[v] == HardtackCodes.SKIRMISH
                    ? t.offUnderSkirmish : t.offUnderClose;
            double x = pCall * under * pHurt[t.offImpact * 6 + Math.min(5, e.coverOf(v, u))];
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

    /** Whether a unit of this side stands within r of v. */
    private boolean friendWithin(HardtackEngine e, int v, double r) {
        final HardtackState s = e.state();
        for (int w = 0; w < e.template().unitCount(); w++) {
            if (e.template().side[w] == side && s.present(w) && HardtackEngine.len(s.x[w] - s.x[v], s.y[w] - s.y[v])
                    <= r) {
                return true;
            }
        }
        return false;
    }

    /**
     * The {@code objective} weight: while this side would lose were the turn limit now ({@link #losesAtLimit}), a
     * steady or better foot or horse company outside a regiment's activation that decideOwn would have hold, go in
     * position, reload or fire a volley worth less than {@code objective} expected results goes instead towards the
     * nearest objective this side does not hold (leaving its position first), until it stands within half its radius.
     */
    private void towardsObjective(HardtackEngine e, int u, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        final int a = o.action;
        if (!(a == HardtackOrder.HOLD || a == HardtackOrder.RELOAD || a == HardtackOrder.FIRE
                || a == HardtackOrder.IN_POSITION && o.arg == 0) || t.obj.x.length == 0 || e.inRegimentActivation()
                || !(t.type[u] == HardtackCodes.INFANTRY || t.type[u] == HardtackCodes.CAVALRY)
                || s.confidence[u] > HardtackCodes.STEADY) {
            return;
        }
        if (a == HardtackOrder.FIRE && (o.arg != 0 || o.target < 0 || expected(e, u, o.target) >= w.objective)) {
            return;
        }
        if (!losesAtLimit(e)) {
            return;
        }
        towardsNearestObjective(e, u, o, this);
    }

    /**
     * Sets o to take company u towards the nearest objective (leaving its position first), unless it already stands
     * within half that objective's radius; with {@code passHeldBy}, objectives that player's side holds are passed
     * over. Serves the {@code objective} weight and the search's {@link PushPlayer}. Allocates nothing.
     */
    static void towardsNearestObjective(HardtackEngine e, int u, HardtackOrder o, DoctrinePlayer passHeldBy) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int ob = 0; ob < t.obj.x.length; ob++) {
            if (passHeldBy != null && passHeldBy.holds(e, ob)) {
                continue;
            }
            final double d = HardtackEngine.len(s.x[u] - t.obj.x[ob], s.y[u] - t.obj.y[ob]);
            if (d < bd) {
                bd = d;
                best = ob;
            }
        }
        if (best < 0 || bd <= 0.5 * t.obj.radius[best]) {
            return;
        }
        if (s.ip[u]) {
            o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
        } else {
            o.set(HardtackOrder.MOVE, -1, 0, t.obj.x[best], t.obj.y[best]);
        }
    }

    /** Whether the enemy would win were the turn limit now (section 14 item 4, {@link Victory#atTurnLimit}). */
    private boolean losesAtLimit(HardtackEngine e) {
        final int d = Victory.atTurnLimit(e.template().victory.tieBreak, e.objectivePoints(0), e.objectivePoints(1),
                e.casualtyPoints(0), e.casualtyPoints(1));
        return Victory.winner(d) == 1 - side;
    }

    /**
     * Whether this side holds objective ob (section 14 item 4, as the end of the turn counts it): a fit unit of it
     * within the radius and no enemy unit nearer.
     */
    private boolean holds(HardtackEngine e, int ob) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double mine = Double.POSITIVE_INFINITY;
        double theirs = Double.POSITIVE_INFINITY;
        for (int v = 0; v < t.unitCount(); v++) {
            if (!s.active(v)) {
                continue;
            }
            final double d = HardtackEngine.len(s.x[v] - t.obj.x[ob], s.y[v] - t.obj.y[ob]);
            if (t.side[v] == side) {
                mine = Math.min(mine, d);
            } else {
                theirs = Math.min(theirs, d);
            }
        }
        return mine <= t.obj.radius[ob] && mine < theirs;
    }

    /**
     * Whether this side advances now: the preset advances, and it is not ahead by the victory rules by {@code
     * hold-lead} (holds more objective points, or as many and, under the casualty tie-break, has lost at least
     * {@code hold-lead} casualty points fewer): a side that would win at the turn limit lets the enemy come to it.
     */
    private boolean advancing(HardtackEngine e) {
        if (w.advance <= 0) {
            return false;
        }
        if (w.holdLead <= 0) {
            return true;
        }
        final HardtackTemplate t = e.template();
        final int mine = e.objectivePoints(side);
        final int theirs = e.objectivePoints(1 - side);
        if (mine != theirs) {
            return mine < theirs;
        }
        return !(t.victory.tieBreak == Victory.TIE_CASUALTIES
                && e.casualtyPoints(1 - side) - e.casualtyPoints(side) >= w.holdLead);
    }

    private void decideOwn(HardtackEngine e, int u, int index, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        adv = advancing(e);
        int enemy = NaivePlayer.nearestEnemy(e, u);
        if (enemy < 0) {
            return;
        }
        double de = e.dist(u, enemy);
        int target = bestTarget(e, u);
        // expected(e, u, target), asked below: nothing the scan reads changes before then.
        final double targetValue = bestValue;
        // A broken or shaken company in the commander's reach is rallied first (it counts towards the break point).
        final int rallied = rallyTarget(e, u);
        if (rallied >= 0 && (s.confidence[rallied] >= HardtackCodes.BROKEN || targetValue < RALLY_OVER_SHOT)) {
            o.set(HardtackOrder.RALLY, rallied, 0, 0, 0);
            return;
        }
        if (s.confidence[u] >= HardtackCodes.BROKEN) {
            if (target >= 0) {
                o.set(HardtackOrder.FIRE, target, e.gatlingCanJoin(u) ? HardtackOrder.GATLING_JOINS : 0, 0, 0);
            } else {
                towardsCommander(e, u, de, o);
            }
            return;
        }
        if (t.type[u] == HardtackCodes.ARTILLERY) {
            artillery(e, u, enemy, target, o);
            return;
        }
        // A company holding ground in cover lets the enemy come to it: it leaves its cover to assault only a broken
        // enemy, which routs without a stand test (section 11.1 step 3).
        final boolean holdsCover = !adv && e.coverOf(u, enemy) > 0;
        if (index == 0 && s.confidence[u] <= HardtackCodes.STEADY && !e.inRegimentActivation()) {
            int bestV = -1;
            // Foot assaults at the higher of its assault and foot-assault weights, but at its assault weight while the
            // enemy holds more objective points (an objective is taken back by assault, not by fire).
            double bv = t.type[u] == HardtackCodes.INFANTRY && e.objectivePoints(side) >= e.objectivePoints(1 - side)
                    ? Math.max(w.assault, w.footAssault) : w.assault;
            // canAssault asks the distance against the reach: most enemies stand beyond it, asked first here.
            // Declared only where its two combat moves on average reach the target (2 x the mean of the die x the
            // multiplier, plus contact): a declaration from the far end of the reach mostly falls short, disordered.
            final double reach = assaultDeclareReach(e, u);
            // e.dist(u, v) > reach, its square root taken only where the squares are too close to tell.
            final double reachBelow = reach * reach * (1 - 1e-9);
            final double reachAbove = reach * reach * (1 + 1e-9);
            for (int v : t.foesOf(side)) {
                final double dx = s.x[u] - s.x[v];
                final double dy = s.y[u] - s.y[v];
                final double d2 = dx * dx + dy * dy;
                if (d2 > reachAbove || d2 > reachBelow && Math.sqrt(d2) > reach
                        || holdsCover && s.confidence[v] != HardtackCodes.BROKEN || !e.canAssault(u, v)) {
                    continue;
                }
                // The chance is the reaction test's times a factor of at most 1 (up to rounding, hence the margin).
                if (HardtackDice.pExceeds(t.qualityDie[u], s.lv[u] + e.assaultTl(u, v)) < bv * (1 - 1e-9)) {
                    continue;
                }
                double c = assaultChance(e, u, v);
                if (c >= bv) {
                    bv = c;
                    bestV = v;
                }
            }
            if (bestV >= 0) {
                o.set(HardtackOrder.ASSAULT, bestV, 0, 0, 0);
                return;
            }
        }
        // An attacker out of assault reach that would lose the exchange of volleys with its nearest enemy (the
        // enemy's loaded volley at it worth more than `close` times its own at the enemy, exact odds) closes to
        // assault reach instead of standing to trade fire, its Reload left for later.
        if (closes(e, u, enemy)) {
            if (s.ip[u]) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            final double stop = CLOSE_STOP * assaultDeclareReach(e, u);
            final double f = Math.max(0, (de - stop) / de);
            o.set(HardtackOrder.MOVE, -1, 0, s.x[u] + (s.x[enemy] - s.x[u]) * f, s.y[u] + (s.y[enemy] - s.y[u]) * f);
            return;
        }
        double band = t.band[u];
        double preferred0 = w.range * band;
        if (t.gatlingCrew[u] > 0 && gatling(e, u, index, !adv || s.confidence[u] > HardtackCodes.STEADY
                || de <= preferred0 + band, o)) {
            return;
        }
        // An advancing company closes to its preferred range before trading long-range volleys, unless the shot is
        // already worth a quarter of a casualty (exact odds), it is within a band of where it wants to be, or it
        // stands (the stand weight: out-gunning the enemy under fire, or out of every enemy's reach).
        if (target >= 0 && (!adv || s.confidence[u] > HardtackCodes.STEADY || de <= preferred0 + band
                || targetValue >= 0.25 || w.stand > 0 && stands(e, u) || outclassed(e))) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            return;
        }
        if (rallied >= 0) {
            o.set(HardtackOrder.RALLY, rallied, 0, 0, 0);
            return;
        }
        if (s.reload[u]) {
            o.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
            return;
        }
        // Dismounted with the enemy far off, an advancing company remounts to close faster.
        if (t.type[u] == HardtackCodes.CAVALRY && !s.mounted[u] && adv && target < 0
                && de > REJOIN_BANDS * band && e.detachedPresent(u)) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            return;
        }
        // Cavalry with pistols stays mounted and closes for the charge; carbines and long arms fight on foot.
        // Cavalry with carbines or long arms charges too while the exact chance of taking the nearest enemy's position
        // mounted reaches its assault weight.
        boolean charger = t.type[u] == HardtackCodes.CAVALRY && s.mounted[u] && (t.weapon[u] == HardtackCodes.PISTOL
                || assaultChance(e, u, enemy) >= w.assault);
        if (t.type[u] == HardtackCodes.CAVALRY && s.mounted[u] && !charger && de <= 2 * band) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, HardtackCodes.SKIRMISH, 0, 0);
            return;
        }
        if (s.formation[u] == HardtackCodes.SKIRMISH && s.confidence[u] <= HardtackCodes.STEADY
                && t.type[u] != HardtackCodes.SHARPSHOOTER && de > 3 * band
                && !(t.type[u] == HardtackCodes.CAVALRY && !s.mounted[u])) {
            o.set(HardtackOrder.REORGANISE, enemy, s.mounted[u] ? HardtackCodes.COLUMN : HardtackCodes.LINE, 0, 0);
            return;
        }
        double preferred = charger ? Math.min(w.range * band, e.baseMove(u)) : w.range * band;
        if (s.travel[u] && de <= 5 * band) {
            o.set(HardtackOrder.TRAVEL, -1, 1, 0, 0);
            return;
        }
        if (adv && e.canTravel(u) && de > 7 * band) {
            o.set(HardtackOrder.TRAVEL, -1, 0, 0, 0);
            return;
        }
        int ob = adv && s.confidence[u] <= HardtackCodes.STEADY ? objectiveToTake(e, u) : -1;
        if (ob >= 0 && onObjective(e, u, ob)) {
            // On it: it holds there (in position when it can) rather than advancing off it to its preferred range.
            if (e.canGoInPosition(u)) {
                o.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
            } else {
                o.clear();
            }
            return;
        }
        if (ob >= 0) {
            if (s.ip[u]) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            o.set(HardtackOrder.MOVE, -1, 0, t.obj.x[ob], t.obj.y[ob]);
            return;
        }
        if (adv && s.confidence[u] <= HardtackCodes.STEADY && de > preferred + 0.5) {
            if (s.ip[u]) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            double f = (de - preferred) / de;
            final double tx = s.x[u] + (s.x[enemy] - s.x[u]) * f;
            final double ty = s.y[u] + (s.y[enemy] - s.y[u]) * f;
            // The gun-shy weight: horse comes to the company; it need not walk into a gun's canister to meet it.
            if (!(w.gunShy > 0 && t.type[enemy] == HardtackCodes.CAVALRY && s.mounted[enemy]
                    && intoGunReach(e, u, tx, ty))) {
                o.set(HardtackOrder.MOVE, -1, 0, tx, ty);
                return;
            }
        }
        if (stationDetached(e, u, o)) {
            return;
        }
        if (e.canGoInPosition(u)) {
            o.set(HardtackOrder.IN_POSITION, -1, 0, 0, 0);
            return;
        }
        if (s.formation[u] != HardtackCodes.SKIRMISH && index == 0 && s.wounded[u] > 0) {
            o.set(HardtackOrder.REORGANISE, enemy, s.formation[u], 0, 0);
            return;
        }
        // With nothing else to do, an enemy's horse team or led horses in reach are worth a volley.
        int horses = detachedTarget(e, u);
        if (horses >= 0) {
            o.set(HardtackOrder.FIRE_DETACHED, horses, 0, 0, 0);
            return;
        }
        o.clear();
    }

    /**
     * Where u declares close assaults: within its reach and where its two combat moves on average get in (2 x the
     * mean of the die x the multiplier, plus contact).
     */
    private static double assaultDeclareReach(HardtackEngine e, int u) {
        final HardtackTemplate t = e.template();
        return Math.min(e.assaultReach(u), (e.baseMove(u) + 1) * t.combatMultiplier + t.contact);
    }

    /**
     * Whether u, advancing, steady or better and formed (infantry, or mounted cavalry), beyond assault reach of its
     * nearest enemy, closes on it: that enemy's loaded volley at u is worth more than {@code close} times u's loaded
     * volley at it (an enemy that cannot fire back, never).
     */
    private boolean closes(HardtackEngine e, int u, int enemy) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        if (!adv || s.confidence[u] > HardtackCodes.STEADY || !(t.type[u] == HardtackCodes.INFANTRY
                || t.type[u] == HardtackCodes.CAVALRY && s.mounted[u]) || e.dist(u, enemy) <= assaultDeclareReach(e, u)
                || !e.couldFireLoaded(enemy, u)) {
            return false;
        }
        final double theirs = expectedAt(e, enemy, u);
        final double ours = e.couldFireLoaded(u, enemy) ? expectedAt(e, u, enemy) : 0;
        return theirs > w.close * ours;
    }

    /**
     * Whether a move of u to (x, y) ends within the canister reach of an active enemy gun (its range steps by the
     * crew's band up to the last a volley may roll) and nearer it than u stands now ({@code gun-shy}).
     */
    private boolean intoGunReach(HardtackEngine e, int u, double x, double y) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        for (int g : t.foesOf(side)) {
            if (t.type[g] != HardtackCodes.ARTILLERY || !s.active(g) || s.gunLost[g]) {
                continue;
            }
            final double reach = (t.maxSteps + 1) * t.band[g];
            final double now = e.dist(u, g);
            final double then = HardtackEngine.len(x - s.x[g], y - s.y[g]);
            if (then <= reach && then < now) {
                return true;
            }
        }
        return false;
    }

    /** An advancing gun unlimbers with its nearest enemy within this many shot bands, and moves up to this many. */
    private static final double GUN_UP_BANDS = 1.0;
    private static final double GUN_STOP_BANDS = 0.9;

    /** A closing company stops at this fraction of its assault declaration reach from the enemy. */
    private static final double CLOSE_STOP = 0.75;

    /**
     * The company u may rally now (section 3.6: u's regimental commander stands with it, or u has none and rallies
     * itself) that is shaken or worse, the lowest first; -1 for none.
     */
    private int rallyTarget(HardtackEngine e, int u) {
        final HardtackState s = e.state();
        int best = -1;
        // canRally(u, v) asks for v a company of u's regiment: the others are not looked at.
        for (int v : regimentUnits[e.template().regiment[u]]) {
            if (s.confidence[v] >= HardtackCodes.SHAKEN && e.canRally(u, v)
                    && (best < 0 || s.confidence[v] > s.confidence[best])) {
                best = v;
            }
        }
        return best;
    }

    /** Whether u stands on objective ob: within half its radius. */
    private static boolean onObjective(HardtackEngine e, int u, int ob) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        return HardtackEngine.len(s.x[u] - t.obj.x[ob], s.y[u] - t.obj.y[ob]) <= 0.5 * t.obj.radius[ob];
    }

    /**
     * A broken company out of its regimental commander's reach goes back towards the company he stands with (where it
     * can be rallied, section 3.6) when that takes it no nearer the enemy (a broken company may not close, 2.5), else
     * stays where it has cover from its nearest enemy, else goes towards its own edge.
     */
    private void towardsCommander(HardtackEngine e, int u, double de, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        final int k = e.colonelOf(u);
        if (k >= 0 && k != u && s.active(k) && s.confidence[k] < HardtackCodes.BROKEN) {
            final double dk = e.dist(u, k);
            if (dk <= t.commandRadius) {
                o.clear();
                return;
            }
            final int ek = NaivePlayer.nearestEnemy(e, k);
            if (ek < 0 || e.dist(k, ek) >= de) {
                o.set(HardtackOrder.MOVE, -1, 0, s.x[k], s.y[k]);
                return;
            }
        }
        // In cover from its nearest enemy it may stay (section 2.5): there it can still be rallied, while the run to
        // the edge takes it off the table for good.
        final int enemy = NaivePlayer.nearestEnemy(e, u);
        if (enemy >= 0 && e.coverOf(u, enemy) > 0) {
            o.clear();
            return;
        }
        o.set(HardtackOrder.MOVE, -1, 0, s.x[u], t.homeEdge[side]);
    }

    /**
     * The nearest objective that no other company of this side holds (u may hold it: within its radius, u nearest),
     * -1 for none. Only the nearest company to it goes, so the line is not stripped.
     */
    private int objectiveToTake(HardtackEngine e, int u) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        // u is the nearest (the first in index order at equal distance) of its side's active foot and horse to an
        // objective when no such company before it is as near and none after it nearer: the first that is ends the
        // look at that objective.
        if (t.type[u] == HardtackCodes.ARTILLERY || !s.active(u)) {
            return -1;
        }
        final int[] mine = t.foesOf(1 - side);
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        objectives:
        for (int o = 0; o < t.obj.x.length; o++) {
            final double ox = t.obj.x[o];
            final double oy = t.obj.y[o];
            final double du = HardtackEngine.len(s.x[u] - ox, s.y[u] - oy);
            for (int v : mine) {
                if (v != u && t.type[v] != HardtackCodes.ARTILLERY && s.active(v)) {
                    final double d = HardtackEngine.len(s.x[v] - ox, s.y[v] - oy);
                    if (d < du || d == du && v < u) {
                        continue objectives;
                    }
                }
            }
            if (du < bd) {
                bd = du;
                best = o;
            }
        }
        return best;
    }

    private void artillery(HardtackEngine e, int u, int enemy, int target, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double de = e.dist(u, enemy);
        if (s.limbered[u]) {
            // Holding ground, a gun unlimbers within three shot bands; advancing, it comes up to within one, where
            // shot rolls its best range die (section 12.2), before it unlimbers.
            final double unlimberAt = (adv ? GUN_UP_BANDS : 3.0) * t.shotBand;
            // Within its shot reach, under fire and nearer the enemy than any foot or horse company of its side, it
            // drives on no further: ahead of the line it would draw the enemy's fire while it cannot answer; with the
            // battery weight it drives on no further once within its shot reach at all.
            final boolean inReach = Math.ceil(de / t.shotBand) - 1 <= t.maxSteps;
            if (de <= unlimberAt || inReach && (w.battery > 0 || leadsLine(e, de) && underFire(e, u))) {
                o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            } else {
                final double f = (de - GUN_STOP_BANDS * t.shotBand) / de;
                o.set(HardtackOrder.MOVE, -1, 0, s.x[u] + (s.x[enemy] - s.x[u]) * f,
                        s.y[u] + (s.y[enemy] - s.y[u]) * f);
            }
            return;
        }
        int wantAmmo = betterAmmo(e, u, enemy);
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
     * Whether no active foot or horse company of this side stands nearer its own nearest enemy than {@code de} (a unit
     * that far from its nearest enemy leads the line).
     */
    private boolean leadsLine(HardtackEngine e, double de) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        for (int v : t.foesOf(1 - side)) {
            if (t.type[v] != HardtackCodes.ARTILLERY && s.active(v)) {
                final int k = e.nearestEnemy(v);
                if (k >= 0 && e.dist(v, k) < de) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The {@code stand} weight's test. Under fire (some enemy could fire at u, loaded): this side's volleys ({@link
     * #sideFire}) are worth at least {@code stand} times the enemy's, and its troops are not the better on average
     * (the mean quality die of its active units at most the enemy's, {@link #meanQuality}). Out of every enemy's
     * reach (u outranges them: pistol horse, a line with a shorter band; an enemy gun counts as reaching u within its
     * shot reach, limbered or not, for it unlimbers in one action): its nearest enemy is no gun, since foot and horse
     * that cannot answer must come through its fire, while a gun stays where it is and would only be plinked at.
     */
    boolean stands(HardtackEngine e, int u) {
        if (underFire(e, u)) {
            // Troops better on average than the enemy's close instead: their edge tells at close range and in the
            // assault, while a long-range exchange is mostly left to the casualty tie-break at the turn limit.
            return meanQuality(e, side) <= meanQuality(e, 1 - side) && sideFire(e, side) >= w.stand * sideFire(e,
                    1 - side);
        }
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        final double gunReach = (t.maxSteps + 1) * t.shotBand;
        for (int v : t.foesOf(side)) {
            if (s.active(v) && t.type[v] == HardtackCodes.ARTILLERY && e.dist(u, v) <= gunReach) {
                return false;
            }
        }
        final int k = e.nearestEnemy(u);
        return k >= 0 && t.type[k] != HardtackCodes.ARTILLERY;
    }

    /**
     * The {@code outclassed} weight: in a battle without objectives, the mean quality die of the enemy's active units
     * is at least {@code outclassed} steps above this side's (0: never).
     */
    boolean outclassed(HardtackEngine e) {
        if (w.outclassed <= 0 || e.template().obj.x.length > 0) {
            return false;
        }
        return meanQuality(e, 1 - side) - meanQuality(e, side) >= w.outclassed;
    }

    /** The mean quality die (its index) of side sd's active units; 0 for none. */
    private static double meanQuality(HardtackEngine e, int sd) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int sum = 0;
        int count = 0;
        for (int v : t.foesOf(1 - sd)) {
            if (s.active(v)) {
                sum += t.qualityDie[v];
                count++;
            }
        }
        return count == 0 ? 0 : (double) sum / count;
    }

    /**
     * The expected results of side sd's volleys, exact odds: over its active units, each one's best volley at an
     * active enemy it could fire at with its weapons loaded (where they stand now).
     */
    double sideFire(HardtackEngine e, int sd) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        double sum = 0;
        for (int u : t.foesOf(1 - sd)) {
            if (!s.active(u)) {
                continue;
            }
            double best = 0;
            for (int v : t.foesOf(sd)) {
                if (s.active(v) && e.couldFireLoaded(u, v)) {
                    best = Math.max(best, expectedAt(e, u, v));
                }
            }
            sum += best;
        }
        return sum;
    }

    /** Whether some active enemy unit could fire at u in a fresh activation with its weapons loaded. */
    boolean underFire(HardtackEngine e, int u) {
        final HardtackState s = e.state();
        for (int v : e.template().foesOf(side)) {
            if (s.active(v) && e.couldFireLoaded(v, u)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The ammunition (section 12.2) whose exact expected results at v are the higher: shot rolls its range die by shot
     * bands and hurts every rank it crosses on a hit, canister by the crew's band like small arms. The range steps of
     * the ammunition not loaded are those of the loaded one with the band count changed (target shifts the same).
     */
    private int betterAmmo(HardtackEngine e, int u, int v) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        final double d = e.dist(u, v);
        final int shotBands = Math.max(1, (int) Math.ceil(d / t.shotBand)) - 1;
        final int canBands = Math.max(1, (int) Math.ceil(d / t.band[u])) - 1;
        final int now = e.rangeSteps(u, v);
        final int stepsShot = s.ammo[u] == HardtackState.SHOT ? now : now - canBands + shotBands;
        final int stepsCan = s.ammo[u] == HardtackState.SHOT ? now - shotBands + canBands : now;
        e.firerDice(u, dice);
        final int q = dice[0] * 25;
        final int shift = Math.min(5, e.coverOf(v, u));
        final int ranks = t.type[v] == HardtackCodes.ARTILLERY || s.formation[v] == HardtackCodes.SKIRMISH ? 1
                : s.formation[v] == HardtackCodes.LINE ? t.lineRanks : t.columnRanks;
        final double shot = stepsShot < 0 || stepsShot > t.maxSteps ? 0
                : pMajor[q + t.shotDie[t.weapon[u]] * 5 + stepsShot] * ranks * pHurt[t.shotImpact * 6 + shift];
        final double can = stepsCan < 0 || stepsCan > t.maxSteps ? 0
                : eHits[q + t.canisterDie[t.weapon[u]] * 5 + stepsCan] * pHurt[t.canisterImpact * 6 + shift];
        return can > shot ? HardtackState.CANISTER : HardtackState.SHOT;
    }

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        int best = -1;
        // Holding ground, a volley worth more than the patience weight (else the load is kept for the company's own
        // activation, a better shot, or final defensive fire); otherwise one worth more than REACT_WORTH.
        double bv = w.patience > REACT_WORTH && !advancing(e) ? w.patience : REACT_WORTH;
        for (int v : e.template().foesOf(1 - side)) {
            if (e.canActivate(v) && e.mayFire(v)) {
                // expected(e, v, mover), its firer ready.
                double x = e.canFireReady(v, mover) ? expectedAt(e, v, mover) : 0;
                if (x > bv) {
                    bv = x;
                    best = v;
                }
            }
        }
        return best;
    }
}
