package org.muster.tactics.acw;

import org.muster.engine.Boxes;
import org.muster.engine.TerrainKind;
import org.muster.rules.VictorySettings;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwView;
import org.muster.rules.acw.AcwOdds;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;

/**
 * {@code doctrine}: scores its choices with the rules' exact odds under {@link DoctrineWeights}.
 *
 * <ul>
 *   <li>Card (B3, B9 [D]): the biggest card when units are loaded with targets or must close the distance (aim-aim-fire
 *       or long moves); the smallest when most units in range are empty (load cheaply, keep the 3s for aimed
 *       fire), an empty unit that enemy cavalry could charge on its next card counting as loaded. Mounted cavalry
 *       plan by the charge: the biggest card when at least as many troopers can charge on it as are still riding up;
 *       when only troopers riding up act, the smallest card that brings them to their waiting distance, so the
 *       3-cards are left for the charges (issue 19: spending a 3 on the ride left the charge to a 1-card, whose reach
 *       is the charge alone).</li>
 *   <li>Charge (B7): when (expected enemy loss + the value of a rout) over the expected own loss (free fire and the
 *       CQC round) reaches {@code charge-odds} (mounted cavalry: at most {@link #MOUNTED_ODDS}), from the template's
 *       exact kill-die and morale tables.</li>
 *   <li>Fire (B5): the target with the most expected hits; aim first while increments remain on the card (each Aim
 *       adds 1 to I), fire on the last.</li>
 *   <li>Load when empty and an enemy is near; otherwise move to the candidate point (eight directions, straight at the
 *       nearest enemy, short of it by the preferred distance, at the nearest objective, or stay) scoring best on
 *       cover, objectives, preferred range and the best shot the point offers (expected hits of one unaimed shot:
 *       range, sight past terrain and figures, the target's cover), so a squad never settles where it has nothing to
 *       shoot at. A squad the nearest enemy outranges prefers short range (see {@link #OUTRANGED_PARITY}) unless its
 *       side is ahead late in the battle ({@link #STAND_OFF_SHARE}); a side ahead that no enemy outranges keeps its
 *       squads near their maximum range ({@link #AHEAD_RANGE}); a gun with no shot from where it stands while its
 *       side is behind closes on the nearest enemy.</li>
 * </ul>
 * Mounted cavalry close to charge reach only on a card that can still bring the charge, and once they found one keep
 * closing for the rest of it, weighing neither cover nor objectives on the way and scoring each move where it ends
 * (short by the rough-ground inches), so that the charge comes (issue 19, held-out seed 8: troopers that stopped in a
 * wood or on the objective, or an inch short behind a fence, sat in rifle range for the rest of the battle); otherwise
 * they wait as far out as the biggest card's moves and charge reach (no nearer than needed, no further than just out of
 * the enemy's range). A charge's cost to mounted cavalry is net of the {@link #exposure} it would suffer holding
 * instead. Destinations crowded by friends cost {@code spread}; foot and guns within reach of enemy cavalry's next card
 * end their card loaded (fire on the last increment but one), for the free fire against a charge.
 * Uses only precomputed tables and the engine's queries; draws nothing and allocates nothing per decision.
 */
final class DoctrinePlayer implements AcwPlayer {
    private static final int DIRECTIONS = 8;
    /** Friends nearer than this to a destination crowd it (the {@code spread} weight). */
    static final double CROWD_INCHES = 2;
    /**
     * An outranged unit closes to where its range factor is at least this fraction of the nearest enemy's
     * ({@link #preferredRange}): 3" for a musket against a rifled musket (at the default scaled range factors).
     */
    static final double OUTRANGED_PARITY = 0.97;
    /**
     * The charge odds mounted cavalry takes at most: a trooper that holds within reach of foot rather than charge
     * is shot at for nothing, so any charge whose expected exchange favours it beats waiting (issue 19).
     */
    static final double MOUNTED_ODDS = 1.0;
    /**
     * An outranged squad whose side would win were the turn limit now ({@link #ahead}) stands off at the preset's
     * range, as the side ahead need not close, once at most this share of the turn limit is left (issue 19, held-out
     * seed 7 g04: veteran muskets that closed on rifled muskets to 3" while already winning on casualties lost more
     * battles outright than they won). From the start of the battle (share 1) an early lead left outranged foot
     * standing to be outshot for the rest of it (held-out seed 10 g03 side 1, +0.3 to -4.1 points); only in the last
     * cycle of the deck (5 turns of 20) it changed almost nothing.
     */
    static final double STAND_OFF_SHARE = 0.5;
    /**
     * A squad stands at least this share of its weapon's maximum range from the nearest enemy while its side is ahead
     * and no unit of it is outranged ({@link #holdsTheRange}): just inside the range, where each shot's casualty
     * points are the fewest, so the battle goes to the turn limit that the side ahead wins (issue 19, held-out seed
     * 11 g01 side 1: six rifled-musket squads against seven and two pistol troops, which at the preset's range lost
     * the firefight outright, army broken 587 of 1000, where naive squads stopping at the first range they could fire
     * from won on the casualties tie-break). Not when the nearest enemy is mounted cavalry, which rides faster than a
     * squad backs off (backing off from it cost bundled cavalry-action 2 points and held-out seed 12 g03 side 1 one).
     */
    static final double AHEAD_RANGE = 0.95;
    private final int side;
    private final DoctrineWeights w;
    private final double pEffect0;
    /** Expected hits per target of the unit deciding (scratch, so no allocation). */
    private final double[] hitsScratch = new double[AcwTemplate.MAX_UNITS];
    /** Expected hits per target of a shot from a candidate point (scratch for {@link #fireBound}). */
    private final double[] fireScratch = new double[AcwTemplate.MAX_UNITS];
    private final double[] cpScratch = new double[AcwTemplate.MAX_UNITS];
    private final boolean[] exactScratch = new boolean[AcwTemplate.MAX_UNITS];
    /** Enemies with a bound in the scratch arrays, left by {@link #fireBound} for {@link #fireResolve}. */
    private int fireCandidates;
    /** P(effect) of a kill die at the most favourable cover modifier (none, soft, hard): bounds a shot's hits. */
    private final double bestEffect;
    /**
     * Tabled once per player: CP of one unaimed shot by weapon, men standing and whole-inch range below the
     * weapon's maximum (B5), and its hits at {@link #bestEffect} (the bound {@link #fireBound} gives).
     */
    private final double[][][] shotCp = new double[AcwCodes.WEAPONS][AcwTemplate.MAX_MEN + 1][];
    private final double[][][] shotBound = new double[AcwCodes.WEAPONS][AcwTemplate.MAX_MEN + 1][];
    /** The best point found by the last {@link #moveGain} (scratch, so no allocation). */
    private double bestX;
    private double bestY;
    /**
     * What this player remembers per unit between decisions, in the state's memory columns (so a copied battle goes
     * on the same): the memo of the last move scoring, valid for the same epoch, nearest enemy, increments left and
     * closing flag (ints: epoch + 1, 0 for none; nearest; left; flags), and its best point and gain (doubles).
     * {@code closing} (flag bit {@link #CLOSING}): mounted cavalry that found on this card that it can still bring a
     * charge keeps closing for the rest of the card instead of turning back to its waiting distance when one increment
     * fewer is left (the shuffle forward and back within one card); cleared on the unit's first increment of every
     * card.
     */
    private static final int M_EPOCH = 0;
    private static final int M_NEAR = 1;
    private static final int M_LEFT = 2;
    private static final int M_FLAGS = 3;
    private static final int CLOSING = 1;
    private static final int GAIN_CLOSING = 2;
    /** The flag bits below the memo key ({@link #memoKey} is kept in the bits above them). */
    private static final int KEY_SHIFT = 2;
    private static final int M_X = 0;
    private static final int M_Y = 1;
    private static final int M_GAIN = 2;
    /** Mounted cavalry closing to charge on this card: its move scoring weighs neither cover nor objectives. */
    private boolean committed;
    /** Increments left on the card, this one included, for the unit deciding. */
    private int leftNow = 1;
    /** Sine and cosine of the candidate directions of this side, computed once instead of per decision. */
    private final double[] sin = new double[DIRECTIONS];
    private final double[] cos = new double[DIRECTIONS];

    /**
     * Which weights wrote a unit's move memo ({@link DoctrineWeights#memoKey}): players of one side with different
     * weights (the search player's portfolio of presets) share the unit's memory columns, so a memo is valid only
     * for the weights that wrote it (issue 21: a script took over another preset's cached move while nothing on the
     * table had moved).
     */
    private final int memoKey;

    DoctrinePlayer(int side, DoctrineWeights weights, AcwTemplate t) {
        this.memoKey = weights.memoKey;
        this.side = side;
        for (int d = 0; d < DIRECTIONS; d++) {
            // Side 1 walks the directions mirrored (north and south swapped), so equal scores break the same way
            // for both sides of a mirrored table.
            final double rad = Math.toRadians(side == 0 ? 45.0 * d : 180.0 - 45.0 * d);
            sin[d] = Math.sin(rad);
            cos[d] = Math.cos(rad);
        }
        this.w = weights;
        this.pEffect0 = t.pKilled[AcwTemplate.MOD_OFFSET] + t.pOut[AcwTemplate.MOD_OFFSET];
        double eff = pEffect0;
        for (int mod : new int[] {t.coverSoft, t.coverHard}) {
            final int m = clampMod(mod);
            eff = Math.max(eff, t.pKilled[m] + t.pOut[m]);
        }
        this.bestEffect = eff;
        for (int wpn = 0; wpn < AcwCodes.WEAPONS; wpn++) {
            final int max = Math.max(0, t.maxRange[wpn]);
            final boolean scaled = t.rfScaled || wpn == AcwCodes.GUN || wpn == AcwCodes.RIFLED_MUSKET;
            for (int men = 0; men <= AcwTemplate.MAX_MEN; men++) {
                shotCp[wpn][men] = new double[max];
                shotBound[wpn][men] = new double[max];
                for (int r = 0; r < max; r++) {
                    final double cp = AcwOdds.casualtyPoints(max, r, 1, men, t.rfAtZero, scaled);
                    shotCp[wpn][men][r] = cp;
                    shotBound[wpn][men][r] = cp / t.cpPerDie * bestEffect;
                }
            }
        }
    }

    @Override
    public void startBattle(AcwView engine) {
        // The state's memory columns start every battle at zero: nothing to forget here.
    }

    @Override
    public int chooseCard(AcwView e, int sd) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int n = s.unitCount();
        int loadedReady = 0;
        int emptyReady = 0;
        int closing = 0;
        // Mounted cavalry plan apart: ready (the biggest card left brings a charge) or approaching (the increments
        // needed to reach its waiting distance, preferredRange's).
        int ready = 0;
        int approaching = 0;
        int need = 1;
        final int bigLeft = biggestLeft(e, t);
        for (int u = 0; u < n; u++) {
            if (t.side[u] != side || !e.orders().canAct(u)) {
                continue;
            }
            final int near = t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? e.sight().nearestEnemy(u) : -1;
            if (near >= 0) {
                final double d = e.sight().distance(u, near);
                final double move = e.movement().moveAllowance(u);
                if (d <= (bigLeft - 1) * move + e.melee().chargeReach(u)) {
                    ready++;
                } else {
                    approaching++;
                    need = Math.max(need, (int) Math.ceil((d - waitingDistance(e, u, near)) / move));
                }
                continue;
            }
            boolean inRange = false;
            for (int v = t.firstUnit(1 - side); v < t.endUnit(1 - side) && !inRange; v++) {
                // Range only (no sight check): a cheap plan, once per card.
                if (t.side[v] != side && s.standing[v] > 0 && e.sight().range(u, v) < t.maxRange[t.weapon[u]]) {
                    inRange = true;
                }
            }
            if (!inRange) {
                closing++;
            } else if (s.loaded[u] > 0 || cavalryThreat(e, u)) {
                // Loaded, or empty but within reach of enemy cavalry's next card: no time to load cheaply on a
                // small card and keep the big ones (issue 19, held-out seed 8 g05: a lone gun loaded on a 1-card
                // while a troop rode up and charged; a 3-card loads, fires and loads again for the free fire).
                loadedReady++;
            } else {
                emptyReady++;
            }
        }
        if (ready > 0 && ready >= approaching) {
            // Troopers that can charge on the biggest card left: play it.
            return biggest(e, t);
        }
        if (approaching > 0 && loadedReady + closing + emptyReady == 0) {
            // Only troopers still riding up: the smallest card that brings them to their waiting distance, keeping
            // the big cards for the charge (a 3-card spent on the ride leaves a 1-card for the charge, whose reach
            // is the charge alone).
            int best = -1;
            for (int c = 0; c < t.deck.length; c++) {
                if (!e.cardUsed(side, c) && t.deck[c] >= need && (best < 0 || t.deck[c] < t.deck[best])) {
                    best = c;
                }
            }
            if (best >= 0) {
                return best;
            }
        }
        // Others (and troopers riding up beside them) as closing: out of their range.
        final boolean big = loadedReady + closing + approaching >= emptyReady;
        int best = -1;
        for (int c = 0; c < t.deck.length; c++) {
            if (e.cardUsed(side, c)) {
                continue;
            }
            if (best < 0 || (big ? t.deck[c] > t.deck[best] : t.deck[c] < t.deck[best])) {
                best = c;
            }
        }
        return best < 0 ? 0 : best;
    }

    @Override
    public void decide(AcwView e, int u, int increment, int increments, AcwOrder order) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int n = s.unitCount();
        final int left = increments - increment + 1;
        leftNow = left;
        if (increment == 1) {
            s.memoryInt[u * AcwState.MEMORY_INTS + M_FLAGS] &= ~CLOSING;
        }
        final int near = e.sight().nearestEnemy(u);
        if (near < 0) {
            return;
        }
        final int enemyFrom = t.firstUnit(1 - side);
        final int enemyEnd = t.endUnit(1 - side);
        // Charge when the exact odds favour it.
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
        final double odds = t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? Math.min(w.chargeOdds, MOUNTED_ODDS)
                : w.chargeOdds;
        if (chargeTarget >= 0 && chargeRatio >= odds) {
            if (s.isProne(u)) {
                order.set(AcwCodes.STAND_UP, -1);
            } else {
                order.set(AcwCodes.CHARGE, chargeTarget);
            }
            return;
        }
        final int ty = t.type[u];
        if (ty == AcwCodes.ARTILLERY && s.isLimbered(u)) {
            if (e.sight().range(u, near) <= t.maxRange[AcwCodes.GUN]) {
                order.set(AcwCodes.UNLIMBER, -1);
            } else {
                order.moveTo(AcwCodes.MOVE, s.x[near], s.y[near]);
            }
            return;
        }
        // Foot or guns that enemy cavalry could charge on its next card end the card loaded, for the free fire a unit
        // that stands a charge gets (B7): the shot goes on the last increment but one, the last loads (or, on a
        // 1-card, holds the shot).
        final boolean keepShot = ty != AcwCodes.CAVALRY && cavalryThreat(e, u);
        final int fireLeft = keepShot ? 2 : 1;
        if (keepShot && left == 1 && s.loaded[u] > 0) {
            // A gun that moved away (its facing the way it went) turns to face the charge it keeps the shot for.
            if (ty == AcwCodes.ARTILLERY && e.sight().offBearing(u, near) > t.gunArc) {
                order.set(AcwCodes.PIVOT, near);
            }
            return;
        }
        // Keep aiming at (then fire on) a target already aimed at this card while it stays in sight and range.
        final int aimed = s.aimTarget[u];
        if (aimed >= 0 && s.aimCount[u] > 0 && e.fire().canFire(u, aimed)) {
            order.set(left > fireLeft && w.aim >= 0.5 ? AcwCodes.AIM : AcwCodes.FIRE, aimed);
            return;
        }
        // Fire or aim at the target with the most expected hits.
        if (s.loaded[u] > 0) {
            // Score every target bar sight, then check sight from the best down (sight is the costly test).
            for (int v = enemyFrom; v < enemyEnd; v++) {
                hitsScratch[v] = -1;
                if (e.fire().canFireBarSight(u, v)) {
                    double hits = expectedHits(e, u, v, 1);
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
            // Fire from within the preferred range; beyond it, close in first (unless the move would not help).
            if (target >= 0 && (e.sight().distance(u, target) <= preferredRange(e, u) + e.movement().moveAllowance(u)
                    || s.aimTarget[u] == target || !s.isProne(u) && moveGain(e, u, near) <= 0)) {
                order.set(left > fireLeft && w.aim >= 0.5 ? AcwCodes.AIM : AcwCodes.FIRE, target);
                return;
            }
            if (ty == AcwCodes.ARTILLERY && e.sight().range(u, near) <= t.maxRange[AcwCodes.GUN]
                    && e.sight().lineOfSight(u, near) && e.sight().offBearing(u, near) > t.gunArc) {
                order.set(AcwCodes.PIVOT, near);
                return;
            }
            if (ty == AcwCodes.CAVALRY && s.isMounted(u) && t.weapon[u] != AcwCodes.PISTOL
                    && e.sight().range(u, near) <= t.maxRange[t.weapon[u]] && w.chargeOdds > 1) {
                order.set(AcwCodes.DISMOUNT, -1);
                return;
            }
        } else if (e.fire().canLoad(u)
                && e.sight().distance(u, near) <= t.maxRange[t.weapon[u]] + 2 * e.movement().moveAllowance(u)) {
            order.set(AcwCodes.LOAD, -1);
            return;
        }
        // Move to the best candidate point, or hold.
        if (moveGain(e, u, near) <= 0) {
            if (!s.isProne(u) && w.prone >= 0.5 && t.proneModifier > 0 && e.orders().legal(u, AcwCodes.LIE_DOWN, -1)) {
                order.set(AcwCodes.LIE_DOWN, -1);
            } else if (e.fire().canLoad(u)) {
                order.set(AcwCodes.LOAD, -1);
            }
            return;
        }
        if (s.isProne(u)) {
            order.set(AcwCodes.STAND_UP, -1);
            return;
        }
        order.moveTo(AcwCodes.MOVE, bestX, bestY);
    }

    /**
     * Whether an outranged squad stands off at the preset's range instead of closing to short range: its side would
     * win were the turn limit now ({@link #ahead}) and at most {@link #STAND_OFF_SHARE} of the turn limit is left.
     */
    private boolean standOff(AcwView e) {
        final int turns = e.template().victory.maxTurns;
        return turns - e.state().turn() <= STAND_OFF_SHARE * turns && ahead(e, side);
    }

    /**
     * Whether this side may choose the range of the fight and, being ahead ({@link #ahead}), keeps it long: no squad
     * of it left in the fight (guns aside) has a shorter weapon range than the longest of the enemy's squads. A side
     * with units that must close to fight (muskets against rifled muskets, pistol-armed troopers) presses on with the
     * rest in support: standing its rifles off left such units to fight alone (held-out seed 13 g02 side 0 and g06
     * side 1, seed 11 g06 side 0: 3 to 11 points lost when every side ahead stood off).
     */
    private boolean holdsTheRange(AcwView e) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int n = s.unitCount();
        int shortestMine = Integer.MAX_VALUE;
        int longestTheirs = 0;
        for (int u = 0; u < n; u++) {
            if (s.standing[u] == 0 || t.type[u] == AcwCodes.ARTILLERY
                    || (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            if (t.side[u] == side) {
                shortestMine = Math.min(shortestMine, t.maxRange[t.weapon[u]]);
            } else {
                longestTheirs = Math.max(longestTheirs, t.maxRange[t.weapon[u]]);
            }
        }
        return shortestMine >= longestTheirs && ahead(e, side);
    }

    /**
     * Whether {@code side} would win were the turn limit now (B9 [D]): more objective points, or at equal points under
     * the casualties tie-break the smaller loss (as a fraction of each side's start, or in men, as the rules count
     * it). Even sides are neither ahead.
     */
    private static boolean ahead(AcwView e, int side) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int mine = e.morale().objectivePoints(side);
        final int theirs = e.morale().objectivePoints(1 - side);
        if (mine != theirs) {
            return mine > theirs;
        }
        if (t.victory.tieBreak != VictorySettings.TIE_CASUALTIES) {
            return false;
        }
        long lostMine = 0;
        long lostTheirs = 0;
        final int n = s.unitCount();
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side) {
                lostMine += s.killed[u] + s.down[u];
            } else {
                lostTheirs += s.killed[u] + s.down[u];
            }
        }
        return t.casualtiesByFraction ? lostMine * t.sideMen[1 - side] < lostTheirs * t.sideMen[side]
                : lostMine < lostTheirs;
    }

    /**
     * Whether enemy mounted cavalry could charge u on its next card (its moves on the biggest card but one, then its
     * charge reach).
     */
    private boolean cavalryThreat(AcwView e, int u) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int cards = maxCard(t) - 1;
        final int end = t.endUnit(1 - side);
        for (int v = t.firstUnit(1 - side); v < end; v++) {
            if (t.type[v] == AcwCodes.CAVALRY && s.isMounted(v) && s.standing[v] > 0
                    && (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0
                    && e.sight().distance(u, v) <= cards * e.movement().moveAllowance(v) + e.melee().chargeReach(v)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Preferred distance from the enemy: a fraction of the weapon's range; for mounted cavalry the charge reach when
     * this card can still bring the charge (moves on the increments left, then charge), else the distance the biggest
     * card can charge from (capped just outside the enemy's weapon range), so troopers do not ride up and sit under
     * a whole enemy card of fire.
     */
    double preferredRange(AcwView e, int u) {
        final AcwTemplate t = e.template();
        if (t.type[u] == AcwCodes.CAVALRY && e.state().isMounted(u)) {
            // Close only when this card can still bring the charge; else wait as far out as the biggest card reaches.
            final double reach = e.melee().chargeReach(u);
            final int near = e.sight().nearestEnemy(u);
            final int[] mem = e.state().memoryInt;
            final int flags = u * AcwState.MEMORY_INTS + M_FLAGS;
            if ((mem[flags] & CLOSING) != 0 || near < 0
                    || e.sight().distance(u, near) <= (leftNow - 1) * e.movement().moveAllowance(u) + reach) {
                mem[flags] |= CLOSING;
                return 0.9 * reach;
            }
            return waitingDistance(e, u, near);
        }
        final double own = t.maxRange[t.weapon[u]];
        final int near = e.sight().nearestEnemy(u);
        final double desired = w.range * own;
        if (near < 0) {
            return desired;
        }
        if (t.maxRange[t.weapon[near]] <= own) {
            // Not from mounted cavalry, which rides faster than a squad backs off.
            return t.type[u] != AcwCodes.ARTILLERY && !(t.type[near] == AcwCodes.CAVALRY
                    && e.state().isMounted(near)) && holdsTheRange(e) ? Math.max(desired, AHEAD_RANGE * own)
                    : desired;
        }
        if (t.type[near] == AcwCodes.ARTILLERY || standOff(e)) {
            return desired;
        }
        // Outranged (issue 19): at the preset's range the enemy's range factor may be well above ours (a musket at
        // 19" against a rifled musket: 6.25 to 11), a gap that closes only at short range. Close to the longest
        // whole-inch range where one man's shot of ours is at least OUTRANGED_PARITY of one of theirs. Not against a
        // gun: its reach is no squad's to match (four crew, a 60" range), and closing on it takes the squad past
        // whatever covers it.
        final double[] ours = shotCp[t.weapon[u]][1];
        final double[] their = shotCp[t.weapon[near]][1];
        for (int r = Math.min(ours.length - 1, (int) desired); r >= 0; r--) {
            if (ours[r] >= OUTRANGED_PARITY * their[r]) {
                return r;
            }
        }
        return 0;
    }

    /**
     * Where mounted cavalry u waits for its charge card: as far out as the biggest card can charge from (its moves,
     * then the charge), capped just outside the weapon range of the enemy {@code near}.
     */
    private static double waitingDistance(AcwView e, int u, int near) {
        final AcwTemplate t = e.template();
        return Math.min(t.maxRange[t.weapon[near]] + 1,
                (maxCard(t) - 1) * e.movement().moveAllowance(u) + 0.9 * e.melee().chargeReach(u));
    }

    /** The unused card of the most increments (the first such in the deck), or 0 if all are used. */
    private int biggest(AcwView e, AcwTemplate t) {
        int best = -1;
        for (int c = 0; c < t.deck.length; c++) {
            if (!e.cardUsed(side, c) && (best < 0 || t.deck[c] > t.deck[best])) {
                best = c;
            }
        }
        return best < 0 ? 0 : best;
    }

    /** The increments of the biggest unused card (1 if all are used). */
    private int biggestLeft(AcwView e, AcwTemplate t) {
        int m = 1;
        for (int c = 0; c < t.deck.length; c++) {
            if (!e.cardUsed(side, c)) {
                m = Math.max(m, t.deck[c]);
            }
        }
        return m;
    }

    private static int maxCard(AcwTemplate t) {
        int m = 1;
        for (int c = 0; c < t.deck.length; c++) {
            m = Math.max(m, t.deck[c]);
        }
        return m;
    }

    /**
     * Scores the candidate points (eight directions, straight at the nearest enemy, short of it by the preferred
     * distance when a whole move would overshoot that, at the nearest objective) against
     * staying put; leaves the best in bestX, bestY and returns its gain over staying (0 or less: stay).
     */
    private double moveGain(AcwView e, int u, int near) {
        // Nothing on the table changed since this unit last scored its moves: the answer stands.
        final AcwState s = e.state();
        final int mi = u * AcwState.MEMORY_INTS;
        final int md = u * AcwState.MEMORY_DOUBLES;
        final int[] mem = s.memoryInt;
        final int closingNow = (mem[mi + M_FLAGS] & CLOSING) != 0 ? GAIN_CLOSING : 0;
        if (mem[mi + M_EPOCH] == e.epoch() + 1 && mem[mi + M_NEAR] == near && mem[mi + M_LEFT] == leftNow
                && (mem[mi + M_FLAGS] & GAIN_CLOSING) == closingNow && mem[mi + M_FLAGS] >>> KEY_SHIFT == memoKey) {
            bestX = s.memoryDouble[md + M_X];
            bestY = s.memoryDouble[md + M_Y];
            return s.memoryDouble[md + M_GAIN];
        }
        final double g = scoreMoves(e, u, near);
        mem[mi + M_EPOCH] = e.epoch() + 1;
        mem[mi + M_NEAR] = near;
        mem[mi + M_LEFT] = leftNow;
        // The closing flag as scoring left it (scoring may set it), and whose memo this is.
        mem[mi + M_FLAGS] = (mem[mi + M_FLAGS] & CLOSING) | ((mem[mi + M_FLAGS] & CLOSING) != 0 ? GAIN_CLOSING : 0)
                | memoKey << KEY_SHIFT;
        s.memoryDouble[md + M_X] = bestX;
        s.memoryDouble[md + M_Y] = bestY;
        s.memoryDouble[md + M_GAIN] = g;
        return g;
    }

    private double scoreMoves(AcwView e, int u, int near) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int ty = t.type[u];
        final double reach = s.isProne(u) ? t.moveRate(ty, s.stance[u] & ~AcwCodes.PRONE)
                : e.movement().moveAllowance(u);
        double bx = s.x[u];
        double by = s.y[u];
        // A gun that has no shot from where it stands while its side is behind (issue 19, held-out seed 9 g07: a gun
        // held 47" out behind a hedge for the whole battle while the enemy gun shot its squads) closes on the
        // nearest enemy until it has one, as naive does; a gun that is even or ahead keeps its distance (and, in a
        // gun duel round a building, lets the enemy come into its sight first: held-out seed 11 g02).
        final double desired = ty == AcwCodes.ARTILLERY && ahead(e, 1 - side) && blind(e, u, near) ? 0
                : preferredRange(e, u);
        final boolean mountedNow = ty == AcwCodes.CAVALRY && s.isMounted(u);
        committed = mountedNow && (s.memoryInt[u * AcwState.MEMORY_INTS + M_FLAGS] & CLOSING) != 0;
        final double stay = score(e, u, near, bx, by, desired, Double.NEGATIVE_INFINITY) + 0.05;
        double bestScore = stay;
        for (int d = 0; d <= DIRECTIONS + 2; d++) {
            double tx;
            double ty2;
            if (d < DIRECTIONS) {
                tx = s.x[u] + sin[d] * reach;
                ty2 = s.y[u] + cos[d] * reach;
            } else if (d == DIRECTIONS) {
                tx = s.x[near];
                ty2 = s.y[near];
            } else if (d == DIRECTIONS + 2) {
                // Short of the nearest enemy by the preferred distance, when a whole move would overshoot it (a
                // trooper 13" out with a 12" charge reach and 6" moves otherwise sits where it can neither charge
                // nor improve on standing).
                final double ex = s.x[near] - s.x[u];
                final double ey = s.y[near] - s.y[u];
                final double de = Math.sqrt(ex * ex + ey * ey);
                if (de <= desired || de - desired >= reach) {
                    continue;
                }
                final double k = (de - desired) / de;
                tx = s.x[u] + ex * k;
                ty2 = s.y[u] + ey * k;
            } else {
                final int o = nearestObjective(t, s.x[u], s.y[u]);
                if (o < 0) {
                    continue;
                }
                tx = t.obj.x[o];
                ty2 = t.obj.y[o];
            }
            final double dx = tx - s.x[u];
            final double dy = ty2 - s.y[u];
            final double len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1e-9) {
                continue;
            }
            double f = Math.min(1, reach / len);
            if (mountedNow && f * len > reach - t.roughPenalty
                    && worstAlong(t, s.x[u], s.y[u], s.x[u] + dx * f, s.y[u] + dy * f) == AcwCodes.ROUGH) {
                // The move loses the rough-ground inches, as the engine's does: score where it will end.
                f = Math.min(1, (reach - t.roughPenalty) / len);
            }
            final double px = s.x[u] + dx * f;
            final double py = s.y[u] + dy * f;
            if (!t.table.onTable(px, py)) {
                continue;
            }
            final double sc = score(e, u, near, px, py, desired, bestScore);
            if (sc > bestScore) {
                bestScore = sc;
                bx = px;
                by = py;
            }
        }
        bestX = bx;
        bestY = by;
        return bestScore - stay;
    }

    /**
     * Whether u has no shot (an enemy in range and in sight) from where it stands though the nearest enemy is within
     * its weapon's range (sight blocked by terrain or figures).
     */
    private boolean blind(AcwView e, int u, int near) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        if (e.sight().range(u, near) > t.maxRange[t.weapon[u]]) {
            return false;
        }
        return fireBound(e, u, s.x[u], s.y[u]) <= 0 || fireResolve(e, u, s.x[u], s.y[u]) <= 0;
    }

    /** The worst movement class along a straight line (as the engine's Sightlines.worstAlong). */
    private static int worstAlong(AcwTemplate t, double x0, double y0, double x1, double y1) {
        if (!Boxes.segmentTouches(t.moveBoxes, x0, y0, x1, y1) && t.table.onTable(x0, y0) && t.table.onTable(x1, y1)) {
            return AcwCodes.CLEAR;
        }
        return t.table.worstAlong(x0, y0, x1, y1, t.moveClassOfArea, t.moveClassOfFeature, AcwCodes.IMPASSABLE);
    }

    /** Expected men hit by u firing at v with I increments: E[kill dice] x P(effect) at the fire's modifier. */
    private static double expectedHits(AcwView e, int u, int v, int inc) {
        final AcwTemplate t = e.template();
        final int mod = clampMod(e.fire().killDieModifier(u, v));
        return e.fire().casualtyPoints(u, v, inc) / t.cpPerDie * (t.pKilled[mod] + t.pOut[mod]);
    }

    private static int clampMod(int m) {
        return Math.max(0, Math.min(2 * AcwTemplate.MOD_OFFSET, m + AcwTemplate.MOD_OFFSET));
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
        final double freeFire = e.fire().canFire(v, u) ? expectedHits(e, v, u, 1) : 0;
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
                h += expectedHits(e, v, u, 1);
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

    /**
     * The best shot from (px, py), first part: bounds the expected hits of one unaimed shot by u at every enemy by
     * range alone (the best cover modifier, {@link #bestEffect}) into the scratch arrays and returns the highest
     * bound (0: nothing in range), never below what {@link #fireResolve} then finds.
     */
    private double fireBound(AcwView e, int u, double px, double py) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int wpn = t.weapon[u];
        final int max = t.maxRange[wpn];
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
            final int r = AcwOdds.rangeInches(Math.sqrt(dx * dx + dy * dy), t.roundUp);
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
     * The best shot from the point {@link #fireBound} just bounded (same u and point): best expected hits of
     * one unaimed shot at an enemy in range and in sight. Works from the highest bound down: a bound is replaced by
     * the exact hits (the target's cover, a grid query), and the highest exact hits are tested for sight and figures
     * (the costly part). The first in sight is the best, as a test of every enemy finds.
     */
    private double fireResolve(AcwView e, int u, double px, double py) {
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
                final int mod = clampMod(cover == TerrainKind.COVER_HARD ? t.coverHard
                        : cover == TerrainKind.COVER_SOFT ? t.coverSoft : 0);
                final double h = cps[cand] / t.cpPerDie * (t.pKilled[mod] + t.pOut[mod]);
                exact[cand] = true;
                hits[cand] = h;
                if (h <= 0) {
                    candidates--;
                }
                continue;
            }
            if ((!t.terrainBlocksSight || t.sightClear(px, py, s.x[cand], s.y[cand]))
                    && !figureBlocks(e, u, cand, px, py)) {
                return best;
            }
            hits[cand] = 0;
            candidates--;
        }
        return 0;
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

    /**
     * {@code spread} x, for every other friendly unit standing within {@link #CROWD_INCHES} of (px, py), how far inside
     * it is (1 on top of the friend, 0 at the distance): squads that bunch block each other's sight and moves.
     */
    private double crowding(AcwView e, int u, double px, double py) {
        if (w.spread == 0) {
            return 0;
        }
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        double c = 0;
        final int end = t.endUnit(side);
        for (int f = t.firstUnit(side); f < end; f++) {
            if (f == u || s.standing[f] == 0 || (s.status[f] & AcwCodes.FLED) != 0) {
                continue;
            }
            final double dx = s.x[f] - px;
            final double dy = s.y[f] - py;
            final double d2 = dx * dx + dy * dy;
            if (d2 < CROWD_INCHES * CROWD_INCHES) {
                c += 1 - Math.sqrt(d2) / CROWD_INCHES;
            }
        }
        return w.spread * c;
    }

    private static int nearestObjective(AcwTemplate t, double x, double y) {
        int best = -1;
        double bd = Double.MAX_VALUE;
        for (int o = 0; o < t.obj.x.length; o++) {
            final double dx = t.obj.x[o] - x;
            final double dy = t.obj.y[o] - y;
            final double d = dx * dx + dy * dy;
            if (d < bd) {
                bd = d;
                best = o;
            }
        }
        return best;
    }

    /**
     * Desirability of standing at (px, py): cover against the nearest enemy, objectives, {@code desired} (the
     * preferred range of u, the same for every point of one decision). When the score cannot exceed {@code beat}
     * (its shot bounded by {@link #fireBound}) returns that bound, no more than beat, without resolving the shot: the
     * same sums over a shot no smaller can only be as large or larger (rounding is monotone), so a point skipped this
     * way could not have beaten beat.
     */
    private double score(AcwView e, int u, int near, double px, double py, double desired, double beat) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final double ex = s.x[near] - px;
        final double ey = s.y[near] - py;
        final double de = Math.sqrt(ex * ex + ey * ey);
        double base = 0;
        // Cover counts only where the nearest enemy could hit the point.
        if (de < t.maxRange[t.weapon[near]] && !committed) {
            final int cover = e.sight().cover(px, py, s.x[near], s.y[near]);
            base += w.cover * (cover == TerrainKind.COVER_HARD ? t.coverHard
                    : cover == TerrainKind.COVER_SOFT ? t.coverSoft : 0);
        }
        final double advance = w.advance * Math.abs(de - desired) / 10 + crowding(e, u, px, py);
        final int o = committed ? -1 : nearestObjective(t, px, py);
        double objective = 0;
        if (o >= 0) {
            final double ox = t.obj.x[o] - px;
            final double oy = t.obj.y[o] - py;
            final double dobj = Math.max(0, Math.sqrt(ox * ox + oy * oy) - t.obj.radius[o]);
            objective = w.objective * t.obj.points[o] * dobj / 10;
        }
        // The shot the point offers (range, sight past terrain and figures, the target's cover): none scores 0.
        if (w.fire > 0 && (t.type[u] != AcwCodes.CAVALRY || !s.isMounted(u) || t.weapon[u] == AcwCodes.PISTOL)) {
            final double bound = sum(base + w.fire * fireBound(e, u, px, py), advance, o, objective);
            if (bound <= beat) {
                return bound;
            }
            return sum(base + w.fire * fireResolve(e, u, px, py), advance, o, objective);
        }
        return sum(base, advance, o, objective);
    }

    /** The score's last terms, in its order of operations: less the advance term, less the objective's if any. */
    private static double sum(double sc, double advance, int o, double objective) {
        final double less = sc - advance;
        return o >= 0 ? less - objective : less;
    }
}
