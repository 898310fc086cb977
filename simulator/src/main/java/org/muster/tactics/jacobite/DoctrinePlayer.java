package org.muster.tactics.jacobite;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * {@code doctrine}: scores its options with the rule set's exact odds under {@link DoctrineWeights}. In order: rally a
 * Broken unit, reform a Disordered one, reload an empty gun; guns fire case at the best target in case range, else ball
 * (with {@code gun-guard} only at enemy mounted horse that could charge the gun, when any is in reach); charge when the
 * exact chance of reaching (the sum of the charge dice against the distance), with {@code charge-test} times the exact
 * chance of going on under the defender's fire (A8.1, A9.4), is at least {@code charge-odds} (clans at anyone, cavalry
 * at formed foot only from flank or rear unless {@code horse-v-foot} or, a formed clan, when {@code charge-look} weighs
 * the charge, foot only at disordered, broken or open-order targets and only when their front rank expects at least
 * {@code foot-edge} more hits than the defender's in the first round (A8.2); a target that has had its phase scores
 * {@code charge-spent} more, one charged in flank or rear {@code charge-flank} more, a Disordered, Broken, open-order
 * target or a gun {@code charge-soft} more), unless with {@code charge-look} the one-ply look-ahead of {@link
 * DoctrineLook#chargeWorth} finds waiting better (waiting counting, times {@code charge-wait}, the chance that a clan
 * or mounted horse target that may still charge this turn charges first and breaks on the unit); fire at the target
 * with the most expected casualties (plus {@code shake-value} for a shot that forces a morale test), formed foot
 * holding fire until volley range when {@code hold-fire} but never against clans or horse; otherwise advance on the
 * nearest enemy, after {@code patience} turns when farther than its range plus {@code close-to} but at once within an
 * enemy's range, or, by {@code patience-join}, once a friend is in one and the unit is no smaller than its nearest
 * enemy, or, by {@code line-together}, for a line once another line does not wait (mounted horse that would charge a
 * target but for the line of sight closing on it instead, at least a die; mounted horse facing formed foot they would
 * not charge to outside its musket range; clans and horse to where their next charge would reach with {@code
 * charge-odds} plus {@code charge-margin}; clans within the enemy's musket range plus {@code rush} as far as they may,
 * but a clan whose charge its nearest enemy's fire would stop, by {@code clan-hope}, on the nearest enemy it could
 * charge home, else to outside that enemy's range; shooters facing them to {@code stand-off}), rolling the number of
 * dice whose mean distance best fits the wanted closing distance among those whose forced full move runs into a friend
 * with at most {@code blunder-risk}; a unit carrying a personality sends it to a Broken friend within its ride first;
 * by {@code line-hedge} a shooter a plain test breaks easily stands on the wall or hedge it holds against its nearest
 * enemy, or steps up with a die to one just ahead, instead of waiting or advancing.
 * With {@code objectives}, before advancing on the enemy a unit standing on a scenario objective holds it, and after
 * {@code patience} a unit nearer to an objective its side does not hold than to the nearest enemy advances on that
 * objective (the most points first, then the nearest), but for a side one more of whose units broken would beat its
 * army before the last {@code objective-late} turns (it fights with all); in the last {@code objective-late} turns a
 * unit on an objective does not charge off it and, while its side would not win were the turn limit now and one more
 * enemy unit broken would not beat the enemy's army, a unit that can reach an objective its side does not hold marches
 * on it rather than fire (but for a shot that makes its target test morale), whatever enemy stands nearer. In the last
 * {@code late-push} turns a side that would not win were the turn limit now charges on the odds alone (no look-ahead)
 * and no longer waits out its {@code patience}. Draws nothing random; allocates nothing per decision.
 *
 * <p>This class takes the decisions in that order and delegates each family: {@link DoctrineCharge} the charge target,
 * {@link DoctrineLook} the look-ahead over it, {@link DoctrineFire} a gun's decision and the target of fire,
 * {@link DoctrineObjectives} the objectives and the standing at the turn limit, {@link DoctrineAdvance} the movement,
 * over the shared odds and move dice of {@link DoctrineOdds}.
 */
final class DoctrinePlayer implements JacobitePlayer {
    private final int side;
    private final DoctrineWeights w;
    /** The exact odds and small helpers the decisions share (morale tables, charge test, melee edge, move dice). */
    private final DoctrineOdds odds;
    /** The one-ply look-ahead over a charge ({@code charge-look}). */
    private final DoctrineLook look;
    /** The choice of a charge target. */
    private final DoctrineCharge charge;
    /** Fire: a gun's whole decision, the target of other units. */
    private final DoctrineFire fire;
    /** The objectives and the battle's standing at the turn limit. */
    private final DoctrineObjectives objectives;
    /** The movement of a unit that neither charges nor fires. */
    private final DoctrineAdvance advance;

    DoctrinePlayer(int side, DoctrineWeights weights) {
        this.side = side;
        this.w = weights;
        this.odds = new DoctrineOdds(weights);
        this.look = new DoctrineLook(side, weights, odds);
        this.charge = new DoctrineCharge(side, weights, odds, look);
        this.fire = new DoctrineFire(side, weights);
        this.objectives = new DoctrineObjectives(side, weights, odds);
        this.advance = new DoctrineAdvance(side, weights, odds, objectives, charge);
    }

    @Override
    public void startBattle(JacobiteEngine engine) {
        // Stateless between battles but for the morale tables of the template.
        odds.tables(engine.template());
    }

    /**
     * A11: the edge whose zone is nearer the more objective points, then the one with more places on high ground or in
     * cover; a fair coin (TACTICS stream) between equal edges.
     */
    @Override
    public boolean deploySouth(JacobiteEngine e) {
        final double diff = zoneValue(e, 0) - zoneValue(e, 1);
        if (Math.abs(diff) > 1e-9) {
            return diff > 0;
        }
        return e.tactics().below(2) == 0;
    }

    private static double zoneValue(JacobiteEngine e, int zone) {
        final JacobiteTemplate t = e.template();
        final double mine = meanY(t, zone);
        final double theirs = meanY(t, 1 - zone);
        double v = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            if (Math.abs(t.obj.y[o] - mine) < Math.abs(t.obj.y[o] - theirs)) {
                v += t.obj.points[o];
            }
        }
        double ground = 0;
        for (int k = 0; k < t.slotX[zone].length; k++) {
            ground += strong(t, t.slotX[zone][k], t.slotY[zone][k]) ? 1 : 0;
        }
        return v + ground / (1 + t.slotX[zone].length);
    }

    private static double meanY(JacobiteTemplate t, int zone) {
        double sum = 0;
        for (double y : t.slotY[zone]) {
            sum += y;
        }
        return t.slotY[zone].length == 0 ? 0 : sum / t.slotY[zone].length;
    }

    /** A place on a hill or in terrain that gives cover. */
    private static boolean strong(JacobiteTemplate t, double x, double y) {
        return t.table.heightAt(x, y) > 0 || t.coverOfArea[t.table.areaAt(x, y)] > 0;
    }

    /**
     * A11: foot (militia too: from the second row it could only stand behind the first, its moves blocked by the
     * friends ahead) and guns in the front row nearest the centre, cavalry on the flanks of the front row (the
     * outermost free place, left first), the second row when the first is full; foot and guns prefer a place on high
     * ground or in cover by {@code deploy-ground} inches.
     */
    @Override
    public int deploy(JacobiteEngine e, int u, int zone) {
        final JacobiteTemplate t = e.template();
        final int type = e.state().type[u];
        final boolean flank = JacobiteCodes.isCavalry(type);
        final double centre = t.table.width() / 2;
        int best = -1;
        double bestScore = -Double.MAX_VALUE;
        for (int k = 0; k < t.slotX[zone].length; k++) {
            if (!e.armies().placeFree(zone, k)) {
                continue;
            }
            final double dx = Math.abs(t.slotX[zone][k] - centre);
            double score = -100.0 * t.slotRow[zone][k] + (flank ? dx : -dx);
            if (!flank && strong(t, t.slotX[zone][k], t.slotY[zone][k])) {
                score += w.deployGround;
            }
            if (score > bestScore) {
                bestScore = score;
                best = k;
            }
        }
        return best;
    }

    @Override
    public void decide(JacobiteEngine e, int u, JacobiteOrder order) {
        final JacobiteState s = e.state();
        final JacobiteTemplate t = e.template();
        odds.tables(t);
        if (NaivePlayer.recover(s, u, order)) {
            return;
        }
        final int type = s.type[u];
        final boolean gun = type == JacobiteCodes.ARTILLERY;
        if (gun) {
            fire.decideGun(e, u, order);
            return;
        }
        // Charge.
        charge.choose(e, u);
        int chargeAt = charge.at;
        final double chargeHome = charge.home;
        int blindAt = charge.blindAt;
        // In the last objective-late turns the objectives decide the battle at the limit (A11 [D]): a unit on one
        // does not charge off it.
        final boolean late = w.objectives && t.obj.x.length > 0 && t.victory.maxTurns - s.turn() <= w.objectiveLate;
        if (late && DoctrineObjectives.onObjective(e, u)) {
            chargeAt = -1;
            blindAt = -1;
        }
        // In the last late-push turns a side that would not win at the limit loses there whatever a charge risks: its
        // units charge on the odds alone and no longer wait out their patience.
        final boolean push = w.latePush > 0 && t.victory.maxTurns - s.turn() <= w.latePush
                && !objectives.winningAtLimit(e);
        // With charge-look, the one-ply look-ahead may hold the charge back: the unit then fires or moves as if none
        // were on.
        if (chargeAt >= 0 && (w.chargeLook <= 0 || push || look.chargeWorth(e, u, chargeAt, chargeHome) >= 0)) {
            order.at(JacobiteCodes.CHARGE, chargeAt);
            return;
        }
        // Fire, unless the unit would hold its fire whatever the target: clans without clan-fire, and volleying foot
        // under hold-fire with no enemy in volley range.
        final boolean volleyer = e.fire().volleyArm(u);
        final boolean mayFire = type == JacobiteCodes.HIGHLAND_FOOT ? w.clanFire
                : !(volleyer && w.holdFire) || fire.enemyInVolleyRange(e, u) || fire.shockInRange(e, u);
        final int fireAt = fire.target(e, u, mayFire);
        // In the last turns a side that would not win at the limit marches on the objectives rather than fire, but
        // for a shot that makes its target test morale (it may break the unit, and the army with it), and not when
        // one more enemy unit broken beats the enemy's army (fighting on may win before the limit).
        if (late && (fireAt < 0 || DoctrineOdds.shaken(e, fireAt) <= 0) && !objectives.winningAtLimit(e)
                && !objectives.enemyNearBreak(e)
                && objectives.lateObjective(e, u, order)) {
            return;
        }
        if (fireAt >= 0) {
            // Holding fire for a volley lets a shock unit (clan or mounted horse) close and charge: never against one.
            final boolean wait = (volleyer && w.holdFire && !e.fire().volleys(u, fireAt, true)
                    && !DoctrineOdds.shock(e, fireAt))
                    || (type == JacobiteCodes.HIGHLAND_FOOT && !w.clanFire);
            if (!wait) {
                order.at(JacobiteCodes.FIRE, fireAt);
                return;
            }
        }
        advance.march(e, u, order, blindAt, late, push);
    }
}
