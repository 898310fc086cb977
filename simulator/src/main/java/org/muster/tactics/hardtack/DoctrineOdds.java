package org.muster.tactics.hardtack;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackDice;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOdds;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The exact fire and assault odds of the {@code doctrine} player ({@link DoctrinePlayer}): the tables of
 * {@link HardtackOdds} and {@link HardtackDice} by quality, firepower and range die, tabulated once at construction,
 * and the expected results of a volley, a Gatling, an assault or a gun's ammunition read from them. Allocates only at
 * construction.
 */
final class DoctrineOdds {
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

    DoctrineOdds(HardtackTemplate t) {
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

    /** Expected wound and kill results if u fires at v now; 0 when it cannot. */
    double expected(HardtackEngine e, int u, int v) {
        if (!e.canFire(u, v)) {
            return 0;
        }
        return expectedAt(e, u, v);
    }

    /** Expected wound and kill results of a volley of u at v, fire legality not checked. */
    double expectedAt(HardtackEngine e, int u, int v) {
        e.firerDice(u, dice);
        final long sc = e.stepsAndCover(u, v);
        return expectedAt(e, u, v, dice[0] * 25 + dice[1] * 5 + (int) sc, (int) (sc >>> 32));
    }

    /**
     * As above with u's firer dice and range steps at v given as {@code idx} (quality * 25 + firepower * 5 + range
     * steps).
     */
    double expectedAt(HardtackEngine e, int u, int v, int idx) {
        return expectedAt(e, u, v, idx, e.coverOf(v, u));
    }

    /** {@link #expectedAt(HardtackEngine, int, int, int)} with v's cover against u, {@code cover}, known. */
    double expectedAt(HardtackEngine e, int u, int v, int idx, int cover) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
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
    double expectedJoined(HardtackEngine e, int u, int v) {
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
    double expectedGatling(HardtackEngine e, int u, int v) {
        if (!e.canFireGatling(u, v)) {
            return 0;
        }
        final HardtackTemplate t = e.template();
        int shift = Math.min(5, e.coverOf(v, u));
        return eHits[t.qualityDie[u] * 25 + t.gatlingFp * 5 + e.gatlingSteps(u, v)] * pHurt[t.gatlingImpact * 6
                + shift];
    }

    /**
     * Chance that an assault by u takes v's position: reaction pass x (stand fails + stand holds x melee). Only the
     * reaction and stand tests are exact: the melee term shares the unshifted duel odds by figures (no weapon, sabre or
     * mounted shift, no end-of-round tests), and the second combat move is not counted (DoctrineWeights, seed 39 g02).
     */
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

    /**
     * The ammunition (section 12.2) whose exact expected results at v are the higher: shot rolls its range die by shot
     * bands and hurts every rank it crosses on a hit, canister by the crew's band like small arms. The range steps of
     * the ammunition not loaded are those of the loaded one with the band count changed (target shifts the same).
     */
    int betterAmmo(HardtackEngine e, int u, int v) {
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

    /** P(wound or kill) per potential hit of impact die i through armour shift sh (0..5). */
    double hurt(int i, int sh) {
        return pHurt[i * 6 + sh];
    }
}
