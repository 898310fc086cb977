package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwOdds;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;

/**
 * The {@code doctrine} player's charges (B7, B8): the target whose (expected enemy loss + the value of a rout) over
 * the expected own loss (free fire and the CQC round) is the best and reaches {@code charge-odds} (mounted cavalry:
 * at most {@link #MOUNTED_ODDS}), from the template's exact kill-die and morale tables; for mounted cavalry the cost
 * net of the {@link #exposure} it would suffer holding instead. Allocates nothing per decision.
 */
final class DoctrineCharge {
    /**
     * The charge odds mounted cavalry takes at most: a trooper that holds within reach of foot rather than charge
     * is shot at for nothing, so any charge whose expected exchange favours it beats waiting (issue 19).
     */
    static final double MOUNTED_ODDS = 1.0;
    private final int side;
    private final DoctrineWeights w;
    /** P(effect) of a kill die at no cover modifier ({@link DoctrineOdds#pEffect0}). */
    private final double pEffect0;

    DoctrineCharge(int side, DoctrineWeights w, DoctrineOdds odds) {
        this.side = side;
        this.w = w;
        this.pEffect0 = odds.pEffect0;
    }

    /** The enemy unit u charges now (the best exact odds, when they reach the preset's), or -1 for none. */
    int target(AcwView e, int u) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int enemyFrom = t.firstUnit(1 - side);
        final int enemyEnd = t.endUnit(1 - side);
        int chargeTarget = -1;
        double chargeRatio = 0;
        final boolean mounted = t.type[u] == AcwCodes.CAVALRY && s.isMounted(u);
        double hold = -1;
        for (int v = enemyFrom; v < enemyEnd; v++) {
            if (e.melee().canCharge(u, v)) {
                if (hold < 0) {
                    hold = mounted ? exposure(e, u) : 0;
                }
                final double r = chargeRatio(e, u, v, hold);
                if (r > chargeRatio) {
                    chargeRatio = r;
                    chargeTarget = v;
                }
            }
        }
        // Mounted troopers (the charge their only real weapon, and holding within reach of foot means being shot at
        // for nothing) take any charge whose odds favour them, if the preset asks more.
        final double needed = t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? Math.min(w.chargeOdds, MOUNTED_ODDS)
                : w.chargeOdds;
        return chargeTarget >= 0 && chargeRatio >= needed ? chargeTarget : -1;
    }

    /**
     * (expected enemy loss + rout value) / expected own loss of u charging v (B7), from the exact tables; the loss
     * less {@code hold}, what u would lose by not charging (at least 0.1 left).
     */
    private double chargeRatio(AcwView e, int u, int v, double hold) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int base = e.melee().cqcBase(u, v);
        final int menU = s.standing[u];
        final int menV = s.standing[v];
        final double pPass = (s.status[v] & AcwCodes.ROUTING) != 0 ? 0 : t.moralePass[t.men[v]][menV];
        final int freePer = base + e.melee().attackerModifiers(u, v, true, 2);
        final double freeHits = Math.min(menV, freePer * AcwOdds.counted(menU, menV, t.maxRatio)
                / (double) t.cpPerDie * pEffect0);
        final double onFail = freeHits + 0.5 * (menV - freeHits);
        final double freeFire = e.fire().canFire(v, u) ? DoctrineOdds.expectedHits(e, v, u, 1) : 0;
        final int modA = e.melee().attackerModifiers(u, v, true, 0);
        final int modD = e.melee().defenderModifiers(v, u);
        final int diff = Math.abs(modA - modD);
        final double perA = modA > modD ? base + diff : base;
        final double perD = modD > modA ? base + diff : base;
        final double themLoss = Math.min(menV, perA * AcwOdds.counted(menU, menV, t.maxRatio) / t.cpPerDie
                * pEffect0);
        final double usLoss = Math.min(menU, perD * AcwOdds.counted(menV, menU, t.maxRatio) / t.cpPerDie
                * pEffect0);
        // After the round both test (B8): a side that fails routs and takes the other's free attack; a charger hit by
        // the free fire tests first. Each rout is valued at half the men left, as a failed stand is above.
        final int startU = t.men[u];
        final int startV = t.men[v];
        final double pHoldU = freeFire > 0 ? interp(t.moralePass[startU], menU - freeFire) : 1;
        final double pRoutV = 1 - interp(t.moralePass[startV], menV - themLoss);
        final double pRoutU = 1 - interp(t.moralePass[startU], menU - freeFire - usLoss);
        final double gain = (1 - pPass) * onFail + pPass * pHoldU * (themLoss + w.routValue * pRoutV
                * 0.5 * Math.max(0, menV - themLoss));
        final double cost = pPass * (freeFire + usLoss + w.routValue * (1 - pHoldU * (1 - pRoutU)) * 0.5
                * Math.max(0, menU - freeFire - usLoss)) + 0.1;
        return gain / Math.max(0.1, cost - hold);
    }

    /**
     * Expected men u loses holding where it stands: one unaimed shot (I = 1) by every enemy that could fire at it
     * now. A charge puts u in contact, where no one fires at it, so this much of the charge's cost it would pay
     * anyway by not charging.
     */
    private static double exposure(AcwView e, int u) {
        final AcwTemplate t = e.template();
        double h = 0;
        final int end = t.endUnit(1 - t.side[u]);
        for (int v = t.firstUnit(1 - t.side[u]); v < end; v++) {
            if (e.fire().canFire(v, u)) {
                h += DoctrineOdds.expectedHits(e, v, u, 1);
            }
        }
        return h;
    }

    /** P(pass) of a morale row at a fractional number of men (linear between whole men; 0 below none). */
    private static double interp(double[] row, double men) {
        if (men <= 0) {
            return row[0];
        }
        final int lo = Math.min(row.length - 1, (int) men);
        final int hi = Math.min(row.length - 1, lo + 1);
        final double f = men - lo;
        return row[lo] * (1 - f) + row[hi] * f;
    }
}
