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
 * it into the canister reach of an enemy gun (its {@code gun-shy} weight): the horse comes to it. Horse whose side
 * out-guns the enemy, its troops no better on average, charges only at the foot's chance (its {@code outgun}
 * weight): the side's fire does the work. A side holding
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
    /** Whether the side advances at this decision ({@link DoctrineSituation#advancing}). */
    private boolean adv;
    /** The exact odds, the target scans, how the battle stands, and the guns and detached horses. */
    private final DoctrineOdds odds;
    private final DoctrineTargets targets;
    private final DoctrineSituation situation;
    private final DoctrineGuns guns;
    /** By regiment: its companies, in index order ({@link #rallyTarget}). */
    private final int[][] regimentUnits;

    DoctrinePlayer(int side, DoctrineWeights w, HardtackTemplate t) {
        this(side, w, t, new DoctrineTargets(t, new DoctrineOdds(t)));
    }

    /**
     * A player whose target scans and odds are {@code targets}, which other doctrine players asked of the same
     * engine may share: a search's rollout players of both sides (issue 21), so that the pairs and loaded volleys one
     * has valued serve the other. Their answers are the same as with targets of their own: every memo of
     * {@link DoctrineTargets} holds a value only while what it was worked out from is unchanged, whoever asked.
     */
    DoctrinePlayer(int side, DoctrineWeights w, HardtackTemplate t, DoctrineTargets targets) {
        this.side = side;
        this.w = w;
        this.targets = targets;
        odds = targets.odds();
        situation = new DoctrineSituation(side, w, targets);
        guns = new DoctrineGuns(side, w, t, odds, situation);
        final int n = t.unitCount();
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
    }

    @Override
    public void startBattle(HardtackEngine engine) {
        // Stateless between battles.
    }

    @Override
    public boolean goFirst(HardtackEngine e, int sd) {
        return w.advance > 0;
    }

    /** The best expected results of u's Gatling firing alone, and its target in {@link #gatlingTarget}. */
    private double bestGatling(HardtackEngine e, int u) {
        double bv = 0;
        gatlingTarget = -1;
        for (int v = 0; v < e.template().unitCount(); v++) {
            double x = odds.expectedGatling(e, u, v);
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
                loaded = Math.max(loaded, odds.expectedAt(e, u, v));
            }
            double x = odds.expectedJoined(e, u, v);
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
            double x = v >= 0 ? targets.bestValue() : 0;
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
        if (mayPass && w.pass > 0 && bv < w.patience && !situation.advancing(e)) {
            return -1;
        }
        return best;
    }

    @Override
    public boolean activateRegiment(HardtackEngine e, int unit) {
        return w.regiment > 0 && bestTarget(e, unit) < 0 && e.regimentMembers(unit) >= 2;
    }

    /** Reaction fire is taken with a volley worth more than this many expected results (see {@code patience}). */
    private static final double REACT_WORTH = 0.1;

    /** A commander rallies a shaken company rather than fire a volley worth less than this many expected results. */
    private static final double RALLY_OVER_SHOT = 0.5;

    /** A transfer is worth an action when the company it activates could inflict this many expected results. */
    static final double TRANSFER_WORTH = 0.25;
    /** A runner's transfer is valued at this fraction of a direct one. */
    private static final double RUNNER_DISCOUNT = 0.9;

    /**
     * The regimental (or brigade) commander's company trades a low-value action (hold, going in position, moving or
     * firing at horses, or the last action's Reload, which the next activation can make up) for a transfer (section
     * 3.3) to the company of the regiment (or the regimental commander's company of the brigade) with the best volley
     * in reach of a fresh activation; by runner (3.4) only when no company is in direct reach.
     */
    @Override
    public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
        // A decision reads the state and changes none of it: the side's counts are made once in it.
        situation.beginDecision();
        try {
            decideAll(e, u, index, o);
        } finally {
            situation.endDecision();
        }
    }

    private void decideAll(HardtackEngine e, int u, int index, HardtackOrder o) {
        decideOwn(e, u, index, o);
        if (w.objective > 0) {
            towardsObjective(e, u, o);
        }
        DoctrineGuns.bringUpDetached(e, u, o);
        if (e.template().offTable && (e.colonelOf(u) == u || e.brigadierOf(u) == u) && guns.offTable(e, u, o)) {
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
        for (int v : t.foesOf(1 - side)) {
            boolean direct = e.canTransfer(u, v, false);
            if (!direct && !e.canTransfer(u, v, true)) {
                continue;
            }
            final double x = targets.bestLoaded(e, v, false);
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
     * The {@code objective} weight: while this side would lose were the turn limit now
     * ({@link DoctrineSituation#losesAtLimit}), a
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
        if (!situation.losesAtLimit(e)) {
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
            if (passHeldBy != null && passHeldBy.situation.holds(e, ob)) {
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
        if (s.ip(u)) {
            o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
        } else {
            o.set(HardtackOrder.MOVE, -1, 0, t.obj.x[best], t.obj.y[best]);
        }
    }

    private void decideOwn(HardtackEngine e, int u, int index, HardtackOrder o) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        adv = situation.advancing(e);
        int enemy = NaivePlayer.nearestEnemy(e, u);
        if (enemy < 0) {
            return;
        }
        double de = e.dist(u, enemy);
        int target = bestTarget(e, u);
        // expected(e, u, target), asked below: nothing the scan reads changes before then.
        final double targetValue = targets.bestValue();
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
            guns.artillery(e, u, enemy, target, adv, o);
            return;
        }
        // A company holding ground in cover lets the enemy come to it: it leaves its cover to assault only a broken
        // enemy, which routs without a stand test (section 11.1 step 3).
        final boolean holdsCover = !adv && e.coverOf(u, enemy) > 0;
        if (index == 0 && s.confidence[u] <= HardtackCodes.STEADY && !e.inRegimentActivation()) {
            int bestV = -1;
            // Foot assaults at the higher of its assault and foot-assault weights, but at its assault weight while the
            // enemy holds more objective points (an objective is taken back by assault, not by fire) and, in a battle
            // without objectives, while its side would lose were the turn limit now in the second half of the turns
            // (a side behind on the casualty tie-break must risk the close fight to win). The points and the limit
            // are judged only when the higher weight is foot-assault and an enemy is in reach to be judged against it.
            double bv = w.assault;
            boolean footBar = t.type[u] == HardtackCodes.INFANTRY && w.footAssault > w.assault;
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
                if (footBar) {
                    footBar = false;
                    final boolean lateAndBehind = t.obj.x.length == 0 && 2 * s.turn() > t.victory.maxTurns
                            && situation.losesAtLimit(e);
                    if (situation.notBehindOnObjectives(e) && !lateAndBehind) {
                        bv = w.footAssault;
                    }
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
            // The outgun weight: horse whose side out-guns the enemy charges only at the foot's higher chance (the
            // best chance found here is below it, so no other target reaches it either).
            if (bestV >= 0 && !(t.type[u] == HardtackCodes.CAVALRY && w.outgun > 0 && bv < w.footAssault
                    && situation.notBehindOnObjectives(e) && situation.outguns(e))) {
                o.set(HardtackOrder.ASSAULT, bestV, 0, 0, 0);
                return;
            }
        }
        // An attacker out of assault reach that would lose the exchange of volleys with its nearest enemy (the
        // enemy's loaded volley at it worth more than `close` times its own at the enemy, exact odds) closes to
        // assault reach instead of standing to trade fire, its Reload left for later.
        if (closes(e, u, enemy)) {
            if (s.ip(u)) {
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
                || targetValue >= 0.25 || w.stand > 0 && situation.stands(e, u) || situation.outclassed(e))) {
            o.set(HardtackOrder.FIRE, target, 0, 0, 0);
            return;
        }
        if (rallied >= 0) {
            o.set(HardtackOrder.RALLY, rallied, 0, 0, 0);
            return;
        }
        if (s.reload(u)) {
            o.set(HardtackOrder.RELOAD, -1, 0, 0, 0);
            return;
        }
        // Dismounted with the enemy far off, an advancing company remounts to close faster.
        if (t.type[u] == HardtackCodes.CAVALRY && !s.mounted(u) && adv && target < 0
                && de > DoctrineGuns.REJOIN_BANDS * band && e.detachedPresent(u)) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, 0, 0, 0);
            return;
        }
        // Cavalry with pistols stays mounted and closes for the charge; carbines and long arms fight on foot.
        // Cavalry with carbines or long arms charges too while the exact chance of taking the nearest enemy's position
        // mounted reaches its assault weight.
        boolean charger = t.type[u] == HardtackCodes.CAVALRY && s.mounted(u) && (t.weapon[u] == HardtackCodes.PISTOL
                || assaultChance(e, u, enemy) >= w.assault);
        if (t.type[u] == HardtackCodes.CAVALRY && s.mounted(u) && !charger && de <= 2 * band) {
            o.set(HardtackOrder.MOUNT_TOGGLE, -1, HardtackCodes.SKIRMISH, 0, 0);
            return;
        }
        if (s.formation[u] == HardtackCodes.SKIRMISH && s.confidence[u] <= HardtackCodes.STEADY
                && t.type[u] != HardtackCodes.SHARPSHOOTER && de > 3 * band
                && !(t.type[u] == HardtackCodes.CAVALRY && !s.mounted(u))) {
            o.set(HardtackOrder.REORGANISE, enemy, s.mounted(u) ? HardtackCodes.COLUMN : HardtackCodes.LINE, 0, 0);
            return;
        }
        double preferred = charger ? Math.min(w.range * band, e.baseMove(u)) : w.range * band;
        if (s.travel(u) && de <= 5 * band) {
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
            if (s.ip(u)) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            o.set(HardtackOrder.MOVE, -1, 0, t.obj.x[ob], t.obj.y[ob]);
            return;
        }
        if (adv && s.confidence[u] <= HardtackCodes.STEADY && de > preferred + 0.5) {
            if (s.ip(u)) {
                o.set(HardtackOrder.IN_POSITION, -1, 1, 0, 0);
                return;
            }
            double f = (de - preferred) / de;
            final double tx = s.x[u] + (s.x[enemy] - s.x[u]) * f;
            final double ty = s.y[u] + (s.y[enemy] - s.y[u]) * f;
            // The gun-shy weight: horse comes to the company; it need not walk into a gun's canister to meet it.
            if (!(w.gunShy > 0 && t.type[enemy] == HardtackCodes.CAVALRY && s.mounted(enemy)
                    && situation.intoGunReach(e, u, tx, ty))) {
                o.set(HardtackOrder.MOVE, -1, 0, tx, ty);
                return;
            }
        }
        if (guns.stationDetached(e, u, o)) {
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
        int horses = guns.detachedTarget(e, u);
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
                || t.type[u] == HardtackCodes.CAVALRY && s.mounted(u)) || e.dist(u, enemy) <= assaultDeclareReach(e, u)
                || !e.couldFireLoaded(enemy, u)) {
            return false;
        }
        final double theirs = odds.expectedAt(e, enemy, u);
        final double ours = e.couldFireLoaded(u, enemy) ? odds.expectedAt(e, u, enemy) : 0;
        return theirs > w.close * ours;
    }

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

    @Override
    public int reactionFire(HardtackEngine e, int sd, int mover) {
        int best = -1;
        // Holding ground, a volley worth more than the patience weight (else the load is kept for the company's own
        // activation, a better shot, or final defensive fire); otherwise one worth more than REACT_WORTH.
        double bv = w.patience > REACT_WORTH && !situation.advancing(e) ? w.patience : REACT_WORTH;
        for (int v : e.template().foesOf(1 - side)) {
            if (e.canActivate(v) && e.mayFire(v)) {
                // expected(e, v, mover), its firer ready.
                double x = e.canFireReady(v, mover) ? odds.expectedAt(e, v, mover) : 0;
                if (x > bv) {
                    bv = x;
                    best = v;
                }
            }
        }
        return best;
    }

    /** Expected wound and kill results if u fires at v now; 0 when it cannot ({@link DoctrineOdds#expected}). */
    double expected(HardtackEngine e, int u, int v) {
        return odds.expected(e, u, v);
    }

    /** {@link DoctrineOdds#assaultChance}. */
    double assaultChance(HardtackEngine e, int u, int v) {
        return odds.assaultChance(e, u, v);
    }

    /** {@link DoctrineTargets#bestTarget}. */
    int bestTarget(HardtackEngine e, int u) {
        return targets.bestTarget(e, u);
    }

    /** {@link DoctrineTargets#scanTargets}, for the test of the memo. */
    int scanTargets(HardtackEngine e, int u) {
        return targets.scanTargets(e, u);
    }

    /** {@link DoctrineTargets#scanTargetsFresh}, for the test of the memo. */
    int scanTargetsFresh(HardtackEngine e, int u) {
        return targets.scanTargetsFresh(e, u);
    }

    /** {@link DoctrineTargets#bestLoaded}, for the test of the memo. */
    double bestLoaded(HardtackEngine e, int u, boolean activeOnly) {
        return targets.bestLoaded(e, u, activeOnly);
    }

    /** {@link DoctrineTargets#bestLoadedActive} at the units active now, for the test of the memo. */
    double bestLoadedActive(HardtackEngine e, int u) {
        return targets.bestLoadedActive(e, u, targets.activeUnits(e));
    }

    /** {@link DoctrineTargets#bestValue}, for the test of the memo. */
    double bestValue() {
        return targets.bestValue();
    }

    /** {@link DoctrineSituation#stands}, the {@code stand} weight's test. */
    boolean stands(HardtackEngine e, int u) {
        return situation.stands(e, u);
    }

    /** {@link DoctrineSituation#outclassed}, the {@code outclassed} weight's test. */
    boolean outclassed(HardtackEngine e) {
        return situation.outclassed(e);
    }

    /** {@link DoctrineSituation#sideFire}. */
    double sideFire(HardtackEngine e, int sd) {
        return situation.sideFire(e, sd);
    }

    /** {@link DoctrineSituation#underFire}. */
    boolean underFire(HardtackEngine e, int u) {
        return situation.underFire(e, u);
    }
}
