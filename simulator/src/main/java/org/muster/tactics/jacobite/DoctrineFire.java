package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The {@link DoctrinePlayer}'s fire: a gun's whole decision (reload, unlimber, case or ball at the best target,
 * {@code gun-guard}, with no shot a walk of a die toward the nearest enemy by {@code gun-walk} or else a pivot by
 * prolonge) and the target of a unit that fires (the most expected casualties plus
 * {@code shake-value} for a shot that forces a morale test), with the tests of whether an enemy stands in volley range
 * or a shock unit within musket range. Draws nothing random; allocates nothing per decision.
 */
final class DoctrineFire {
    private final int side;
    private final DoctrineWeights w;
    /** Scratch of one decision: the shots scored (target, case or ball, expected casualties). */
    private final int[] shotTarget = new int[2 * JacobiteTemplate.MAX_UNITS];
    private final boolean[] shotCase = new boolean[2 * JacobiteTemplate.MAX_UNITS];
    private final double[] shotValue = new double[2 * JacobiteTemplate.MAX_UNITS];
    private int shots;

    DoctrineFire(int side, DoctrineWeights weights) {
        this.side = side;
        this.w = weights;
    }

    /**
     * The target u (not a gun) fires ball at when it may fire ({@code mayFire}): the most expected casualties plus
     * {@code shake-value} for a shot that makes its target test morale, among those in range, arc and sight; or -1.
     */
    int target(JacobiteEngine e, int u, boolean mayFire) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int n = t.unitCount();
        shots = 0;
        for (int v = 0; mayFire && v < n; v++) {
            if (t.side[v] == side || !s.present(v) || !e.fire().fireReach(u, v, false)) {
                continue;
            }
            addShot(v, false, e.fire().expectedFire(u, v, false) + w.shakeValue * DoctrineOdds.shaken(e, v));
        }
        final int shot = bestVisibleShot(e, u);
        return shot < 0 ? -1 : shotTarget[shot];
    }

    /** A shot in range and arc that would cause casualties, in the order the targets are scored. */
    private void addShot(int v, boolean useCase, double expected) {
        if (expected > 0) {
            shotTarget[shots] = v;
            shotCase[shots] = useCase;
            shotValue[shots] = expected;
            shots++;
        }
    }

    /**
     * The shot with the most expected casualties whose target is in sight, the first scored of equal ones, or -1:
     * what keeping the first best shot in sight while scoring gives, with the line of sight (the dearest test) drawn
     * only for the best shots until one is clear. A target out of sight drops all its shots (ball and case).
     */
    private int bestVisibleShot(JacobiteEngine e, int u) {
        while (true) {
            int best = -1;
            for (int i = 0; i < shots; i++) {
                if (shotTarget[i] >= 0 && (best < 0 || shotValue[i] > shotValue[best])) {
                    best = i;
                }
            }
            if (best < 0 || e.sight().sight(u, shotTarget[best])) {
                return best;
            }
            final int hidden = shotTarget[best];
            for (int i = 0; i < shots; i++) {
                if (shotTarget[i] == hidden) {
                    shotTarget[i] = -1;
                }
            }
        }
    }

    /** Whether a present enemy shock unit stands within u's musket range and arc. */
    boolean shockInRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && DoctrineOdds.shock(e, v) && e.fire().fireReach(u, v, false)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a present enemy stands within volley range of u (what {@link JacobiteEngine#volleys} tests). */
    boolean enemyInVolleyRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && e.fire().volleys(u, v, true)) {
                return true;
            }
        }
        return false;
    }

    void decideGun(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        if (!s.has(u, JacobiteCodes.LOADED)) {
            order.action = JacobiteCodes.RELOAD;
            return;
        }
        if (s.formation[u] == JacobiteCodes.ROAD) {
            order.action = JacobiteCodes.FORM;
            order.formation = JacobiteCodes.FIELD;
            order.x = s.x[u];
            order.y = s.y[u];
            return;
        }
        shots = 0;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == side || !s.present(v)) {
                continue;
            }
            if (e.fire().fireReach(u, v, true)) {
                addShot(v, true, e.fire().expectedFire(u, v, true));
            }
            if (e.fire().fireReach(u, v, false)) {
                addShot(v, false, e.fire().expectedFire(u, v, false));
            }
        }
        if (w.gunGuard) {
            guardShots(e, u);
        }
        final int best = bestVisibleShot(e, u);
        if (best >= 0) {
            order.at(JacobiteCodes.FIRE, shotTarget[best]);
            order.useCase = shotCase[best];
            return;
        }
        final int v = e.sight().nearestEnemy(u);
        if (w.gunWalk && v >= 0 && !e.sight().unitBetween(u, v) && clearWalk(e, u, v)) {
            // gun-walk: no shot in range, arc and sight, so the gun walks a die toward its nearest enemy (the move
            // wheels it to face) until it has one, rather than stand where it deployed while the enemy comes to it.
            order.move(s.x[v], s.y[v], 1);
            return;
        }
        if (v >= 0 && !e.sight().inArc(u, v)) {
            // Pivot by prolonge (no dice, so no risk of running into a friend) to bring the enemy into the arc.
            order.action = JacobiteCodes.PROLONGE;
            order.x = s.x[v];
            order.y = s.y[v];
        }
    }

    /**
     * Whether a move of one die of gun u toward v runs into a friend (A5: Disordered) with at most {@code blunder-risk}
     * (the friend-free distance along the move and the wheel paid from the roll, as {@link DoctrineOdds#diceFor}).
     */
    private boolean clearWalk(JacobiteEngine e, int u, int v) {
        final JacobiteState s = e.state();
        final double bear = e.sight().heading(s.x[u], s.y[u], s.x[v], s.y[v]);
        final double free = e.movement().friendGap(u, bear);
        if (free == Double.MAX_VALUE) {
            return true;
        }
        e.movement().aimMove(u, s.x[v], s.y[v]);
        final double over = Math.floor(free + DoctrineOdds.wheelCost(e, u, bear)) + 1;
        return e.movement().aimedAtLeast(1, Math.max(0, over)) <= w.blunderRisk;
    }

    /**
     * {@code gun-guard}: when enemy mounted horse whose charge dice could reach gun u now are among the targets
     * scored, the shots at other targets are dropped: the gun fires at the horse that would charge it (A8.1: unloaded
     * after a shot elsewhere, it meets that charge without reaction fire), not at a larger target farther off.
     */
    private void guardShots(JacobiteEngine e, int u) {
        boolean threat = false;
        for (int i = 0; i < shots; i++) {
            threat |= threatens(e, shotTarget[i], u);
        }
        for (int i = 0; threat && i < shots; i++) {
            if (!threatens(e, shotTarget[i], u)) {
                shotTarget[i] = -1;
            }
        }
    }

    /** Whether v, mounted horse neither Broken nor Disordered nor fighting, could charge u now (its dice reach). */
    private static boolean threatens(JacobiteEngine e, int v, int u) {
        final JacobiteState s = e.state();
        return v >= 0 && e.sight().isMounted(v) && s.meleeWith[v] < 0
                && !s.has(v, JacobiteCodes.DISORDERED | JacobiteCodes.BROKEN)
                && e.melee().chargeOddsBound(v, u) > 0;
    }}
