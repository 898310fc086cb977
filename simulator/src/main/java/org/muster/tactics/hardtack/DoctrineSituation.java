package org.muster.tactics.hardtack;

import org.muster.rules.Victory;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * How the battle stands for the {@code doctrine} player's side ({@link DoctrinePlayer}): whether it advances or holds
 * ground ({@code hold-lead}), would lose at the turn limit, holds an objective, out-guns the enemy under fire
 * ({@code stand}), is outclassed ({@code outclassed}), and where the enemy's guns and fire reach ({@code gun-shy},
 * {@code battery}). Reads the state only; allocates nothing.
 */
final class DoctrineSituation {
    private final int side;
    private final DoctrineWeights w;
    /** The player's target scans, whose pair memo values the volleys of {@link #sideFire}. */
    private final DoctrineTargets targets;

    DoctrineSituation(int side, DoctrineWeights w, DoctrineTargets targets) {
        this.side = side;
        this.w = w;
        this.targets = targets;
    }

    /**
     * While true (inside one {@link DoctrinePlayer#decide}, which reads the state and changes none of it), the side
     * counts below are counted once and kept: the balanced preset asks the objective points in {@link #advancing},
     * again in {@link #losesAtLimit} and in the assault bar, all at one decision.
     */
    private boolean once;
    /** Inside {@link #once}: which counts are kept, and their values by side. */
    private boolean objectivesCounted;
    private boolean casualtiesCounted;
    private final int[] objectives = new int[2];
    private final double[] casualties = new double[2];
    private final boolean[] fireCounted = new boolean[2];
    private final double[] fire = new double[2];

    /** From here to {@link #endDecision}, the state is not changed: each count is made once. */
    void beginDecision() {
        once = true;
        objectivesCounted = false;
        casualtiesCounted = false;
        fireCounted[0] = false;
        fireCounted[1] = false;
    }

    /** The end of what {@link #beginDecision} began: every count is made afresh again. */
    void endDecision() {
        once = false;
    }

    /** Objective points of side sd ({@link HardtackEngine#objectivePoints}), counted once inside a decision. */
    private int objectivePoints(HardtackEngine e, int sd) {
        if (!once) {
            return e.objectivePoints(sd);
        }
        if (!objectivesCounted) {
            objectives[0] = e.objectivePoints(0);
            objectives[1] = e.objectivePoints(1);
            objectivesCounted = true;
        }
        return objectives[sd];
    }

    /** Whether this side holds at least as many objective points as the enemy. */
    boolean notBehindOnObjectives(HardtackEngine e) {
        return objectivePoints(e, side) >= objectivePoints(e, 1 - side);
    }

    /** Casualty points of side sd ({@link HardtackEngine#casualtyPoints}), counted once inside a decision. */
    private double casualtyPoints(HardtackEngine e, int sd) {
        if (!once) {
            return e.casualtyPoints(sd);
        }
        if (!casualtiesCounted) {
            e.casualtyPoints(casualties);
            casualtiesCounted = true;
        }
        return casualties[sd];
    }

    /**
     * Whether this side advances now: the preset advances, and it is not ahead by the victory rules by {@code
     * hold-lead} (holds more objective points, or as many and, under the casualty tie-break, has lost at least
     * {@code hold-lead} casualty points fewer): a side that would win at the turn limit lets the enemy come to it.
     */
    boolean advancing(HardtackEngine e) {
        if (w.advance <= 0) {
            return false;
        }
        if (w.holdLead <= 0) {
            return true;
        }
        final HardtackTemplate t = e.template();
        final int mine = objectivePoints(e, side);
        final int theirs = objectivePoints(e, 1 - side);
        if (mine != theirs) {
            return mine < theirs;
        }
        return !(t.victory.tieBreak == Victory.TIE_CASUALTIES
                && casualtyPoints(e, 1 - side) - casualtyPoints(e, side) >= w.holdLead);
    }

    /** Whether the enemy would win were the turn limit now (section 14 item 4, {@link Victory#atTurnLimit}). */
    boolean losesAtLimit(HardtackEngine e) {
        final int d = Victory.atTurnLimit(e.template().victory.tieBreak, objectivePoints(e, 0), objectivePoints(e, 1),
                casualtyPoints(e, 0), casualtyPoints(e, 1));
        return Victory.winner(d) == 1 - side;
    }

    /**
     * Whether this side holds objective ob (section 14 item 4, as the end of the turn counts it): a fit unit of it
     * within the radius and no enemy unit nearer.
     */
    boolean holds(HardtackEngine e, int ob) {
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

    /** Whether a unit of this side stands within r of v. */
    boolean friendWithin(HardtackEngine e, int v, double r) {
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
     * Whether a move of u to (x, y) ends within the canister reach of an active enemy gun (its range steps by the
     * crew's band up to the last a volley may roll) and nearer it than u stands now ({@code gun-shy}).
     */
    boolean intoGunReach(HardtackEngine e, int u, double x, double y) {
        final HardtackTemplate t = e.template();
        final HardtackState s = e.state();
        for (int g : t.foesOf(side)) {
            if (t.type[g] != HardtackCodes.ARTILLERY || !s.active(g) || s.gunLost(g)) {
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

    /**
     * Whether no active foot or horse company of this side stands nearer its own nearest enemy than {@code de} (a unit
     * that far from its nearest enemy leads the line).
     */
    boolean leadsLine(HardtackEngine e, double de) {
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
     * The {@code outgun} weight's test: this side's volleys ({@link #sideFire}) are worth something and at least
     * {@code outgun} times the enemy's, and its troops are not the better on average (as {@link #stands} under fire:
     * better troops' edge tells in the assault).
     */
    boolean outguns(HardtackEngine e) {
        if (meanQuality(e, side) > meanQuality(e, 1 - side)) {
            return false;
        }
        final double mine = sideFire(e, side);
        return mine > 0 && mine >= w.outgun * sideFire(e, 1 - side);
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
        if (!once) {
            return sideFireNow(e, sd);
        }
        if (!fireCounted[sd]) {
            fire[sd] = sideFireNow(e, sd);
            fireCounted[sd] = true;
        }
        return fire[sd];
    }

    /**
     * {@link #sideFire} worked out afresh: each active unit's best loaded volley at an active enemy from the target
     * scans' pair memo ({@link DoctrineTargets#bestLoaded}), the same sum as the loop of {@code couldFireLoaded} and
     * {@code expectedAt} over every pair it replaced (hardtack points-regiment, search on side 1: that loop was 30 %
     * of a search battle's CPU).
     */
    private double sideFireNow(HardtackEngine e, int sd) {
        final HardtackState s = e.state();
        final long active = targets.activeUnits(e);
        double sum = 0;
        for (int u : e.template().foesOf(1 - sd)) {
            if (s.active(u)) {
                sum += targets.bestLoadedActive(e, u, active);
            }
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
}
