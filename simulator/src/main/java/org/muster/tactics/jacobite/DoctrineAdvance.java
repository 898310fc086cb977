package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The {@link DoctrinePlayer}'s movement of a unit that neither charges nor fires: a personality riding to a Broken
 * friend, mounted horse closing on a target out of sight, the objectives, {@code patience}, and the advance on the
 * nearest enemy to the distance each arm wants ({@code close-to}, {@code charge-margin}, {@code shock-close-to},
 * {@code clan-hope}, {@code rush}, {@code stand-off}), closing on it when there but out of its sight
 * ({@code blind-close}), and a brittle shooter fighting from the wall or hedge before it ({@code line-hedge}). Draws
 * nothing random; allocates nothing per decision.
 */
final class DoctrineAdvance {
    /** {@code line-hedge}'s look for a wall or hedge straight ahead: a probe every quarter inch. */
    private static final double FEATURE_SCAN = 0.25;
    /** How far short of the feature the move die's least face must stop (a roll reaching it is lost, A5). */
    private static final double SHORT_OF_FEATURE = 0.5;
    private static final double EPSILON = 1e-9;
    private final int side;
    private final DoctrineWeights w;
    private final DoctrineOdds odds;
    private final DoctrineObjectives objectives;
    private final DoctrineCharge charge;

    DoctrineAdvance(int side, DoctrineWeights weights, DoctrineOdds odds, DoctrineObjectives objectives,
            DoctrineCharge charge) {
        this.side = side;
        this.w = weights;
        this.odds = odds;
        this.objectives = objectives;
        this.charge = charge;
    }

    /**
     * The order of u (not a gun) that neither charges nor fires: {@code blindAt} the target mounted u would charge but
     * for the line of sight, or -1; {@code late} in the last {@code objective-late} turns of a battle with objectives,
     * {@code push} in the last {@code late-push} turns of a side that would not win at the limit.
     */
    void march(JacobiteEngine e, int u, JacobiteOrder order, int blindAt, boolean late, boolean push) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int type = s.type[u];
        final int n = t.unitCount();
        final boolean mounted = e.sight().isMounted(u);
        final boolean volleyer = e.fire().volleyArm(u);
        // A personality rides to a Broken friend to help it rally (+3 present against +1 near, A9.5).
        if (e.morale().personalityOf(u) >= 0) {
            final double reach = e.morale().personalityReach(u) + t.contact;
            for (int f = 0; f < n; f++) {
                if (f != u && t.side[f] == side && s.present(f) && s.has(f, JacobiteCodes.BROKEN)
                        && e.morale().personalityOf(f) < 0 && e.sight().distance(u, f) <= reach) {
                    order.at(JacobiteCodes.JOIN, f);
                    return;
                }
            }
        }
        // Mounted cavalry held back from a charge only by the line of sight close on its target, at least a die,
        // rather than stop at the charge distance of the advance below and stand there unable to see it (in or
        // behind a wood, where they hold under fire and the battle ends at the turn limit).
        if (blindAt >= 0) {
            final int dice = Math.max(1, odds.diceFor(e, u, e.sight().distance(u, blindAt), s.x[blindAt],
                    s.y[blindAt]));
            order.move(s.x[blindAt], s.y[blindAt], dice);
            return;
        }
        // Advance.
        int v = e.sight().nearestEnemy(u);
        if (v < 0) {
            return;
        }
        double d = e.sight().distance(u, v);
        // Before the last turns, while one more of its units broken would beat its own army, the side fights with
        // every unit rather than hold or march on objectives: the battle is decided by a break sooner than the limit.
        if (w.objectives && t.obj.x.length > 0 && (late || !objectives.ownNearBreak(e))
                && objectives.objective(e, u, d + DoctrineOdds.turnAboutCost(e, u,
                        e.sight().heading(s.x[u], s.y[u], s.x[v], s.y[v])), order)) {
            return;
        }
        // line-hedge: a brittle shooter fights from the wall or hedge before it rather than cross it.
        if (w.lineHedge > 0 && !late && !push && lineHedge(e, u, v, order)) {
            return;
        }
        // Patience lets the enemy come on into the unit's fire: not while the unit stands in the range of an enemy
        // that outranges it (a gun, or muskets against horse), where each turn it waits costs figures for nothing,
        // nor (patience-join) for a unit no smaller than its nearest enemy while a friend is already in an enemy's
        // range: the fight has begun, and it joins it rather than leave the friend to fight alone; nor
        // (line-together) for a line while another line does not wait: the lines advance together.
        if (!push && s.turn() < w.patience && d > e.fire().range(u, false) + w.closeTo && !inEnemyRange(e, u)
                && !(w.patienceJoin && s.figures[u] >= s.figures[v] && friendEngaged(e, u))
                && !(w.lineTogether && volleyer && lineGoing(e, u))) {
            return;
        }
        // A clan whose charge on its nearest enemy that enemy's fire would stop (clan-hope) advances on the nearest
        // enemy it could charge home instead, if any (else clanWant keeps it outside the nearest one's range).
        if (type == JacobiteCodes.HIGHLAND_FOOT && hopeless(e, u, v)) {
            final int other = nearestHopeful(e, u);
            if (other >= 0) {
                v = other;
                d = e.sight().distance(u, v);
            }
        }
        double want = w.closeTo;
        if (volleyer) {
            want = Math.min(want, t.rangeVolley - 1);
        }
        final boolean shockUnit = mounted || type == JacobiteCodes.HIGHLAND_FOOT;
        if (shockUnit) {
            // Close to where the next charge would reach with the odds wanted (terrain dice lost), never holding in
            // the enemy's fire short of it; shock-close-to caps the distance.
            want = Math.min(w.shockCloseTo, e.melee().chargeDistanceFor(u, v, w.chargeOdds + w.chargeMargin));
            if (d <= want + 0.5) {
                want = Math.max(t.contact + t.stopShort, d - 2);
            }
            if (type == JacobiteCodes.HIGHLAND_FOOT) {
                want = clanWant(e, u, v, d, want);
            } else if (!charge.horseWilling(e, u, v)) {
                // Horse that will not charge its nearest enemy (formed foot from the front unless horse-v-foot) gains
                // nothing in its musket range but casualties (A6: muskets outrange pistols): it stands outside it.
                want = e.fire().range(v, false) + 1;
            }
        } else if (DoctrineOdds.shock(e, v)) {
            // Shooters against clans or horse stand off near the edge of their range, outside the likeliest charges.
            want = Math.max(want, Math.min(w.standOff, e.fire().range(u, false) - 1));
        }
        final double need = d - want;
        if (need <= 0.5 && e.sight().inArc(u, v)) {
            // blind-close: a unit at its distance but out of the target's sight (deep in a building or wood, or
            // behind one) can neither fire nor charge from there: it closes on the target rather than stand.
            if (w.blindClose && !e.sight().terrainSight(u, v)) {
                final int dice = odds.diceFor(e, u, d - t.contact - t.stopShort, s.x[v], s.y[v]);
                if (dice > 0) {
                    order.move(s.x[v], s.y[v], dice);
                }
            }
            return;
        }
        odds.moveToward(e, u, need, s.x[v], s.y[v], order);
    }

    /**
     * {@code line-hedge}: whether u, a shooter (foot neither clan nor gun, or dismounted troopers) that a plain morale
     * test breaks with at least {@code line-hedge} (two d6: 0.28, A9.2, A9.4), holds a wall or hedge (or the works or
     * building it stands in) against v (its nearest enemy, in its arc), and stands (no order), or steps up to one
     * straight ahead that it does not yet hold: one die, when the die's least face stops short of the feature and
     * there holds it ({@code cover.feature-reach}; A5: a die whose roll reaches the obstacle is lost, so the unit
     * moves only when the roll stops short). Holding it is +1 to every morale test against v (A9.3) and +2 in melee
     * (A8.2); in the field beyond it, charged by horse, the unit stands on its bare dice.
     */
    private boolean lineHedge(JacobiteEngine e, int u, int v, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        final int type = s.type[u];
        if (!t.anyTerrain || e.sight().isMounted(u) || type == JacobiteCodes.ARTILLERY
                || type == JacobiteCodes.HIGHLAND_FOOT || !e.sight().inArc(u, v)
                || odds.breaks(e, u, 0) < w.lineHedge) {
            return false;
        }
        if (e.sight().holding(u, v) > 0) {
            return true;
        }
        final double bx = e.sight().bearingX(s.facing[u]);
        final double by = e.sight().bearingY(s.facing[u]);
        final int least = minFace(t.moveFaces[t.moveDie(type)]);
        final double reach = t.featureReach + least;
        double at = -1;
        for (double d = 0; d <= reach + EPSILON && at < 0; d += FEATURE_SCAN) {
            if (t.holdingOfFeature[t.table.featureAt(s.x[u] + bx * d, s.y[u] + by * d)] > 0) {
                at = d;
            }
        }
        if (at >= 0 && least < at - SHORT_OF_FEATURE) {
            order.move(s.x[u] + bx * reach, s.y[u] + by * reach, 1);
            return true;
        }
        return false;
    }

    private static int minFace(int[] faces) {
        int m = Integer.MAX_VALUE;
        for (int f : faces) {
            m = Math.min(m, f);
        }
        return m;
    }

    /**
     * Whether clan-hope gives up a charge of u on v: charging v fresh (not yet phased this turn, so volleying if it
     * may), u would go on under its fire (A8.1, A9.4, {@link DoctrineOdds#chargerGoesOn}) with less than
     * {@code clan-hope}.
     */
    private boolean hopeless(JacobiteEngine e, int u, int v) {
        return w.clanHope > 0 && odds.chargerGoesOn(e, u, v, false) < w.clanHope;
    }

    /** The nearest present enemy, not Broken, that u is not {@link #hopeless} against, or -1. */
    private int nearestHopeful(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && !s.has(v, JacobiteCodes.BROKEN)) {
                final double d = e.sight().distance(u, v);
                if (d < bestD && !hopeless(e, u, v)) {
                    best = v;
                    bestD = d;
                }
            }
        }
        return best;
    }

    /**
     * Where a clan that cannot charge yet closes to, given {@code want} (where its next charge would reach well): in
     * the enemy's musket range plus {@code rush}, as far as it may (a move that would touch the enemy stops short,
     * A5), since every activation spent in the enemy's fire costs figures and morale tests (A9.1); but outside v's
     * range when v's fire would stop its charge ({@link #hopeless}).
     */
    private double clanWant(JacobiteEngine e, int u, int v, double d, double want) {
        final JacobiteTemplate t = e.template();
        if (hopeless(e, u, v)) {
            // A charge that v's fire would stop (A8.1, A9.4) is no charge: stand outside v's range, not in its fire.
            return Math.max(want, e.fire().range(v, false) + 1);
        }
        return w.rush > 0 && d <= e.fire().range(v, false) + w.rush ? t.contact + t.stopShort : want;
    }

    /**
     * Whether another friend of u that volleys (a line) stands near enough its own nearest enemy not to wait out its
     * {@code patience} (within its range plus {@code close-to}), or in an enemy's range: the lines advance together.
     */
    private boolean lineGoing(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int f = 0; f < t.unitCount(); f++) {
            if (f == u || t.side[f] != side || !s.present(f) || s.has(f, JacobiteCodes.BROKEN)
                    || !e.fire().volleyArm(f)) {
                continue;
            }
            final int v = e.sight().nearestEnemy(f);
            if (v >= 0 && e.sight().distance(f, v) <= e.fire().range(f, false) + w.closeTo || inEnemyRange(e, f)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a friend of u, neither a gun nor a personality, stands in the range of an enemy that may fire
     * ({@link #inEnemyRange}).
     */
    private boolean friendEngaged(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int f = 0; f < t.unitCount(); f++) {
            if (f != u && t.side[f] == side && s.present(f) && s.type[f] != JacobiteCodes.ARTILLERY
                    && s.type[f] != JacobiteCodes.PERSONALITY && inEnemyRange(e, f)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an enemy that may fire (present, neither Broken nor fighting, rounds left) stands within its range of
     * u (ball for a gun, loaded or not: it reloads), whatever its arc (a gun pivots by prolonge).
     */
    private boolean inEnemyRange(JacobiteEngine e, int u) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] != side && s.present(v) && !s.has(v, JacobiteCodes.BROKEN) && s.meleeWith[v] < 0
                    && !e.fire().hasNoAmmo(v, false) && e.sight().distance(v, u) <= e.fire().range(v, false)) {
                return true;
            }
        }
        return false;
    }}
