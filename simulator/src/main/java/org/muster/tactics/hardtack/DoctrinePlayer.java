package org.muster.tactics.hardtack;

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
 * fights in whatever order it is in, goes in position when it holds ground, rallies shaken and broken companies,
 * unlimbers and loads guns (canister within four bands, shot beyond), dismounts cavalry to fight, and close assaults
 * when the exact chance of taking the position (attacker reaction, defender stand test, the chance the first combat
 * move gets in, and the first combat round from the duel odds) reaches its {@code assault} weight. Draws nothing from
 * the TACTICS stream; allocates only at construction.
 */
final class DoctrinePlayer implements HardtackPlayer {
    private final int side;
    private final DoctrineWeights w;
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

    DoctrinePlayer(int side, DoctrineWeights w, HardtackTemplate t) {
        this.side = side;
        this.w = w;
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
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int rd = e.rangeSteps(u, v);
        e.firerDice(u, dice);
        int idx = dice[0] * 25 + dice[1] * 5 + rd;
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

    private int bestTarget(HardtackEngine e, int u) {
        int best = -1;
        double bv = 0;
        if (!e.mayFire(u)) {
            bestValue = bv;
            return best;
        }
        for (int v = 0; v < e.template().unitCount(); v++) {
            double x = expected(e, u, v);
            if (x > bv) {
                bv = x;
                best = v;
            }
        }
        bestValue = bv;
        return best;
    }

    /** The expected results of the target the last {@link #bestTarget} call chose (0 when none). */
    private double bestValue;

    @Override
    public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
        final HardtackTemplate t = e.template();
        int best = -1;
        double bv = -1;
        int first = -1;
        for (int u = 0; u < t.unitCount(); u++) {
            if (t.side[u] != side || !e.canActivate(u)) {
                continue;
            }
            if (first < 0) {
                first = u;
            }
            int v = bestTarget(e, u);
            double x = v >= 0 ? bestValue : 0;
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

    /** A transfer is worth an action when the company it activates could inflict this many expected results. */
    private static final double TRANSFER_WORTH = 0.25;
    /** A runner's transfer is valued at this fraction of a direct one. */
    private static final double RUNNER_DISCOUNT = 0.9;

    /**
     * The regimental commander's company trades a low-value action (hold, going in position, or the last action's
     * Reload, which the next activation can make up) for a transfer (section 3.3) to the company of the regiment with
     * the best volley in reach of a fresh activation; by runner (3.4) only when no company is in direct reach.
     */
    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        decideOwn(e, u, index, o);
        final int a = o.action;
        if (e.colonelOf(u) != u || e.transfersLeft(u) <= 0 || e.inRegimentActivation()
                || !(a == HardtackOrder.HOLD || a == HardtackOrder.IN_POSITION
                || a == HardtackOrder.RELOAD && index == e.template().actions - 1)) {
            return;
        }
        int best = -1;
        boolean bestRunner = false;
        double bv = TRANSFER_WORTH;
        final HardtackTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            boolean direct = e.canTransfer(u, v, false);
            if (!direct && !e.canTransfer(u, v, true)) {
                continue;
            }
            double x = 0;
            for (int w2 = 0; w2 < t.unitCount(); w2++) {
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

    private void decideOwn(HardtackEngine e, int u, int index, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int enemy = NaivePlayer.nearestEnemy(e, u);
        if (enemy < 0) {
            return;
        }
        double de = e.dist(u, enemy);
        int target = bestTarget(e, u);
        if (s.confidence[u] >= HardtackCodes.BROKEN) {
            if (target >= 0) {
                o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            } else if (e.canRally(u)) {
                o.set(HardtackOrder.RALLY, -1, 0, 0, 0);
            } else {
                o.set(HardtackOrder.MOVE, -1, 0, s.x[u], t.homeEdge[side]);
            }
            return;
        }
        if (t.type[u] == HardtackCodes.ARTILLERY) {
            artillery(e, u, enemy, target, o);
            return;
        }
        if (index == 0 && s.confidence[u] <= HardtackCodes.STEADY && !e.inRegimentActivation()) {
            int bestV = -1;
            double bv = w.assault;
            for (int v = 0; v < t.unitCount(); v++) {
                if (e.canAssault(u, v)) {
                    double c = assaultChance(e, u, v);
                    if (c >= bv) {
                        bv = c;
                        bestV = v;
                    }
                }
            }
            if (bestV >= 0) {
                o.set(HardtackOrder.ASSAULT, bestV, 0, 0, 0);
                return;
            }
        }
        double band = t.band[u];
        double preferred0 = w.range * band;
        // An advancing company closes to its preferred range before trading long-range volleys, unless the shot is
        // already worth a quarter of a casualty (exact odds) or it is within a band of where it wants to be.
        if (target >= 0 && (w.advance <= 0 || s.confidence[u] > HardtackCodes.STEADY || de <= preferred0 + band
                || expected(e, u, target) >= 0.25)) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            return;
        }
        if (s.confidence[u] >= HardtackCodes.SHAKEN && e.canRally(u)) {
            o.set(HardtackOrder.RALLY, -1, 0, 0, 0);
            return;
        }
        if (s.reload[u]) {
            o.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
            return;
        }
        // Cavalry with pistols stays mounted and closes for the charge; carbines and long arms fight on foot.
        boolean charger = t.type[u] == HardtackCodes.CAVALRY && s.mounted[u] && t.weapon[u] == HardtackCodes.PISTOL;
        if (t.type[u] == HardtackCodes.CAVALRY && s.mounted[u] && !charger && de <= 2 * band) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, HardtackCodes.SKIRMISH, 0, 0);
            return;
        }
        if (s.formation[u] == HardtackCodes.SKIRMISH && s.confidence[u] <= HardtackCodes.STEADY
                && t.type[u] != HardtackCodes.SHARPSHOOTER && de > 3 * band && !(t.type[u] == HardtackCodes.CAVALRY && !s.mounted[u])) {
            o.set(HardtackOrder.REORGANISE, enemy, s.mounted[u] ? HardtackCodes.COLUMN : HardtackCodes.LINE, 0, 0);
            return;
        }
        double preferred = charger ? Math.min(w.range * band, e.baseMove(u)) : w.range * band;
        if (s.travel[u] && de <= 5 * band) {
            o.set(HardtackOrder.TRAVEL, -1, 1, 0, 0);
            return;
        }
        if (w.advance > 0 && e.canTravel(u) && de > 7 * band) {
            o.set(HardtackOrder.TRAVEL, -1, 0, 0, 0);
            return;
        }
        int ob = w.advance > 0 && s.confidence[u] <= HardtackCodes.STEADY ? objectiveToTake(e, u) : -1;
        if (ob >= 0) {
            if (s.ip[u]) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            o.set(HardtackOrder.MOVE, -1, 0, t.objX[ob], t.objY[ob]);
            return;
        }
        if (w.advance > 0 && s.confidence[u] <= HardtackCodes.STEADY && de > preferred + 0.5) {
            if (s.ip[u]) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            double f = (de - preferred) / de;
            o.set(HardtackOrder.MOVE, -1, 0, s.x[u] + (s.x[enemy] - s.x[u]) * f, s.y[u] + (s.y[enemy] - s.y[u]) * f);
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
        o.clear();
    }

    /**
     * The nearest objective that no company of this side holds (none within its radius), if u is not already on it
     * (within half its radius); -1 for none. Only the nearest company to it goes, so the line is not stripped.
     */
    private int objectiveToTake(HardtackEngine e, int u) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int o = 0; o < t.objX.length; o++) {
            double mine = Double.POSITIVE_INFINITY;
            int closest = -1;
            for (int v = 0; v < t.unitCount(); v++) {
                if (t.side[v] == side && s.active(v) && t.type[v] != HardtackCodes.ARTILLERY) {
                    double d = HardtackEngine.len(s.x[v] - t.objX[o], s.y[v] - t.objY[o]);
                    if (d < mine) {
                        mine = d;
                        closest = v;
                    }
                }
            }
            if (mine <= 0.5 * t.objRadius[o] || closest != u) {
                continue;
            }
            if (mine < bd) {
                bd = mine;
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
            if (de <= 3.0 * t.shotBand) {
                o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            } else {
                o.set(HardtackOrder.MOVE, -1, 0, s.x[enemy], s.y[enemy]);
            }
            return;
        }
        int wantAmmo = de <= 4.0 * t.band[u] ? HardtackState.CANISTER : HardtackState.SHOT;
        if (s.ammo[u] == 0 || s.ammo[u] != wantAmmo && target < 0) {
            o.set(HardtackOrder.LOAD, -1, wantAmmo, 0, 0);
            return;
        }
        if (target >= 0) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            return;
        }
        o.set(HardtackOrder.REORGANISE, enemy, 0, 0, 0);
    }

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        int best = -1;
        double bv = 0.1;
        for (int v = 0; v < e.template().unitCount(); v++) {
            if (e.template().side[v] == side && e.canActivate(v) && e.mayFire(v)) {
                double x = expected(e, v, mover);
                if (x > bv) {
                    bv = x;
                    best = v;
                }
            }
        }
        return best;
    }
}
