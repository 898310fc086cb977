package org.muster.tactics.jacobite;

import org.muster.rules.Victory;
import org.muster.rules.VictorySettings;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The {@link DoctrinePlayer}'s objectives (A11 [D], {@code objectives}, {@code objective-late}): holding the one a
 * unit stands on, marching on one its side does not hold, whether the side would win were the turn limit now, and
 * whether one more unit broken would beat an army. Draws nothing random; allocates nothing per decision.
 */
final class DoctrineObjectives {
    private final int side;
    private final DoctrineWeights w;
    private final DoctrineOdds odds;
    /** The units that hold an objective (A11 [D]): present, neither Broken nor gone, in {@link #holdState}. */
    private final VictorySettings.Objectives.Holders holders;
    /** The state {@link #holders} reads: the one of the decision being taken. */
    private JacobiteState holdState;

    DoctrineObjectives(int side, DoctrineWeights weights, DoctrineOdds odds) {
        this.side = side;
        this.w = weights;
        this.odds = odds;
        this.holders = u -> (holdState.status[u] & (JacobiteCodes.GONE | JacobiteCodes.BROKEN)) == 0;
    }

    /**
     * Objectives (victory settings): true when the unit holds the objective it stands on (no order) or, once its
     * {@code patience} has run out, was ordered toward the objective its side does not hold that has the most points,
     * then is nearest, if that is nearer than the nearest enemy at {@code enemyDistance}, each counting the turn
     * about a move toward it costs when it lies behind the unit's front ({@link DoctrineOdds#turnAboutCost}).
     */
    boolean objective(JacobiteEngine e, int u, double enemyDistance, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int best = -1;
        double bestDist = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            final double d = Math.hypot(s.x[u] - t.obj.x[o], s.y[u] - t.obj.y[o]);
            if (d <= t.obj.radius[o]) {
                return true;
            }
            // Nearer than the nearest enemy counting a turn about (A5: a wheel is paid from the rolled distance): an
            // objective behind a unit facing the enemy is up to pi x width further than it looks. Without it a unit
            // between the two wheeled toward each in turn (patience running out, then its side near its break) and,
            // its dice short of the wheel, went nowhere: Clifton Moor's Edinburgh Regiment, 15 of its 62 moves in
            // battles 0-59 of seed 11 against naive were such part wheels, none of its 54 after (a turn about only:
            // see DoctrineWeights).
            if (d + DoctrineOdds.turnAboutCost(e, u, e.sight().heading(s.x[u], s.y[u], t.obj.x[o], t.obj.y[o]))
                    >= enemyDistance || held(e, o)) {
                continue;
            }
            if (best < 0 || t.obj.points[o] > t.obj.points[best]
                    || t.obj.points[o] == t.obj.points[best] && d < bestDist) {
                best = o;
                bestDist = d;
            }
        }
        if (best < 0 || s.turn() < w.patience) {
            return false;
        }
        odds.moveToward(e, u, bestDist - t.obj.radius[best] / 2, t.obj.x[best], t.obj.y[best], order);
        return true;
    }

    /**
     * Whether this side would win were the turn limit now (A11 [D], {@link Victory#atTurnLimit}): objective points
     * held (a present unit neither Broken nor gone in the radius, no such enemy), then the tie-break (casualties: the
     * fraction of each side's figures lost). A side that would not win marches on the objectives in the last turns.
     */
    boolean winningAtLimit(JacobiteEngine e) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int n = t.unitCount();
        holdState = s;
        final int p0 = t.obj.pointsHeld(0, n, t.side, s.x, s.y, holders);
        final int p1 = t.obj.pointsHeld(1, n, t.side, s.x, s.y, holders);
        long lost0 = 0;
        long lost1 = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == 0) {
                lost0 += s.killed[u];
            } else {
                lost1 += s.killed[u];
            }
        }
        final int decision = Victory.atTurnLimit(t.victory.tieBreak, p0, p1, (double) (lost0 * s.sideFigures[1]),
                (double) (lost1 * s.sideFigures[0]));
        return Victory.winner(decision) == side;
    }

    /** Whether one more enemy unit routed, gone or Broken would beat the enemy's army (A11 [D]: break-at). */
    boolean enemyNearBreak(JacobiteEngine e) {
        return nearBreak(e, 1 - side);
    }

    /** Whether one more unit of this side routed, gone or Broken would beat its own army (A11 [D]: break-at). */
    boolean ownNearBreak(JacobiteEngine e) {
        return nearBreak(e, side);
    }

    /** Whether one more unit of side {@code of} routed, gone or Broken would beat that side's army (A11 [D]). */
    private static boolean nearBreak(JacobiteEngine e, int of) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int out = 0;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == of && s.start[v] > 0
                    && (s.status[v] & (JacobiteCodes.GONE | JacobiteCodes.BROKEN)) != 0) {
                out++;
            }
        }
        return out + 1 >= t.victory.breakAt * s.sideUnits[of] - 1e-9;
    }

    /** Whether u stands within the radius of an objective. */
    static boolean onObjective(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int o = 0; o < t.obj.x.length; o++) {
            final double dx = s.x[u] - t.obj.x[o];
            final double dy = s.y[u] - t.obj.y[o];
            if (dx * dx + dy * dy <= t.obj.radius[o] * t.obj.radius[o]) {
                return true;
            }
        }
        return false;
    }

    /**
     * The last turns (objective-late): true when u, standing on no objective, was ordered toward the objective its
     * side does not hold (the most points, then the nearest) that its remaining turns can reach, one mean move of all
     * its dice a turn (A5, terrain dice lost), whatever enemy stands nearer: at the limit objective points decide
     * before casualties (A11 [D]).
     */
    boolean lateObjective(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (onObjective(e, u)) {
            return false;
        }
        final int turnsLeft = t.victory.maxTurns - s.turn();
        final int max = Math.min(e.movement().maxDice(u), JacobiteTemplate.TABLE_DICE);
        int best = -1;
        double bestDist = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            if (held(e, o)) {
                continue;
            }
            final double d = Math.hypot(s.x[u] - t.obj.x[o], s.y[u] - t.obj.y[o]);
            e.movement().aimMove(u, t.obj.x[o], t.obj.y[o]);
            if (max <= 0 || d - t.obj.radius[o] > turnsLeft * e.movement().aimedMean(max)) {
                continue;
            }
            if (best < 0 || t.obj.points[o] > t.obj.points[best]
                    || t.obj.points[o] == t.obj.points[best] && d < bestDist) {
                best = o;
                bestDist = d;
            }
        }
        if (best < 0) {
            return false;
        }
        odds.moveToward(e, u, bestDist - t.obj.radius[best] / 2, t.obj.x[best], t.obj.y[best], order);
        return true;
    }

    /** Whether a unit of this side, neither Broken nor gone, stands within the objective's radius. */
    private boolean held(JacobiteEngine e, int o) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final double r2 = t.obj.radius[o] * t.obj.radius[o];
        for (int f = 0; f < t.unitCount(); f++) {
            if (t.side[f] != side || !s.present(f) || s.has(f, JacobiteCodes.BROKEN)) {
                continue;
            }
            final double dx = s.x[f] - t.obj.x[o];
            final double dy = s.y[f] - t.obj.y[o];
            if (dx * dx + dy * dy <= r2) {
                return true;
            }
        }
        return false;
    }}
