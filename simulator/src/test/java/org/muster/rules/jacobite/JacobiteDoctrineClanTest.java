package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * The doctrine clan (issue 19): inside the enemy's musket range plus {@code rush} it closes with all its dice instead
 * of stopping where its next charge would reach, and {@code charge-flank} makes it charge a target from the flank at
 * odds it would not take from the front; {@code charge-test} scores a charge by its odds of going home under the
 * defender's fire, not of reaching only; {@code charge-look} holds back a charge whose risk (left open to the horse's
 * charges home, or Disordered short) outweighs what it may break.
 */
class JacobiteDoctrineClanTest {
    /** A Government line at (30, 10) facing north, a 24-figure clan facing south at (clanX, clanY). */
    private static JacobiteEngine engine(double clanX, double clanY, double clanFacing) {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(clanX, clanY), clanFacing, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    private static JacobiteOrder decide(JacobiteEngine e, Map<String, Double> weights) {
        JacobitePlayer p = JacobiteTactics.create(new PlayerSpec("doctrine", "balanced", weights), 1, e.template());
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, 1, o);
        return o;
    }

    @Test
    void rushesThroughTheEnemysFireWithAllItsDice() {
        JacobiteEngine e = engine(30, 27, 180);
        final double d = e.sight().distance(1, 0);
        assertTrue(d < e.fire().range(0, false), "the clan stands in the line's musket range");
        JacobiteOrder stop = decide(e, Map.of("clan-fire", 0.0, "rush", 0.0));
        assertEquals(JacobiteCodes.MOVE, stop.action);
        assertTrue(stop.dice < e.movement().maxDice(1),
                "without rush it rolls for where its charge would reach: " + stop.dice);
        JacobiteOrder rush = decide(e, Map.of("clan-fire", 0.0, "rush", 4.0));
        assertEquals(JacobiteCodes.MOVE, rush.action);
        assertEquals(e.movement().maxDice(1), rush.dice, "with rush it closes as far as it may");
        JacobiteOrder far = decide(engine(30, 44, 180), Map.of("clan-fire", 0.0, "rush", 4.0, "patience", 0.0));
        assertEquals(JacobiteCodes.MOVE, far.action, "far outside the range plus rush it advances as before");
    }

    @Test
    void chargeFlankTakesAFlankChargeAtOddsItWouldNotTakeFromTheFront() {
        // The clan stands off the line's right flank, facing west at it: a flank charge (arc 1).
        JacobiteEngine e = engine(44, 10, 270);
        assertEquals(1, e.sight().arcOf(1, 0), "the clan is in the line's flank");
        final double p = e.melee().chargeOdds(1, 0);
        assertTrue(p > 0.05 && p < 0.95, "odds between the thresholds: " + p);
        final Map<String, Double> base = Map.of("clan-fire", 0.0, "charge-odds", p + 0.05, "charge-spent", 0.0,
                "charge-soft", 0.0);
        JacobiteOrder front = decide(e, with(base, "charge-flank", 0.0));
        assertTrue(front.action != JacobiteCodes.CHARGE, "below charge-odds without the flank bonus");
        JacobiteOrder flank = decide(e, with(base, "charge-flank", 0.1));
        assertEquals(JacobiteCodes.CHARGE, flank.action);
        assertEquals(0, flank.target);
    }

    @Test
    void chargeTestLeavesAChargeTheDefendersVolleyWouldLikelyStop() {
        // An 8-figure clan (2 bases, d6) 6" in front of a fresh 16-figure line: the charge reaches almost surely, but
        // the line's volley (A6.5, +2) almost surely hits and the clan goes on only on 2d6 >= 9 (A9.4 [D], 28%).
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 8, null, null, new Point(30, 16), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        assertTrue(e.melee().chargeOdds(1, 0) > 0.9, "the charge reaches: " + e.melee().chargeOdds(1, 0));
        final Map<String, Double> base = Map.of("clan-fire", 0.0, "charge-odds", 0.45, "charge-spent", 0.0,
                "charge-look", 0.0);
        JacobiteOrder reach = decide(e, with(base, "charge-test", 0.0));
        assertEquals(JacobiteCodes.CHARGE, reach.action, "on the odds of reaching alone it charges");
        JacobiteOrder home = decide(e, with(base, "charge-test", 1.0));
        assertTrue(home.action != JacobiteCodes.CHARGE, "on the odds of going home it does not");
    }

    /**
     * Dismounted troopers at (30, 10) facing north with mounted dragoons behind them at (30, 2), a clan of {@code men}
     * figures facing south {@code gap} inches north of the troopers.
     */
    private static JacobiteEngine screened(int men, double gap) {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Troopers", "dragoons", 1, 6, null, "dismounted", new Point(30, 10), 0, 0)
                .unit(0, "Horse", "dragoons", 1, 6, null, "column", new Point(30, 2), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, men, null, null, new Point(30, 10 + gap), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    private static JacobiteOrder decideClan(JacobiteEngine e, double look) {
        JacobitePlayer p = JacobiteTactics.create(new PlayerSpec("doctrine", "balanced",
                Map.of("clan-fire", 0.0, "charge-look", look)), 1, e.template());
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, 2, o);
        return o;
    }

    @Test
    void chargeLookHoldsBackAFrailClansLongChargeUnderTheHorsesReach() {
        // An 8-figure clan (2 morale dice) 15" from dismounted troopers with horse 8" behind them: the charge reaches
        // often but not surely; short it stands Disordered within the troopers' and the horse's reach, and home it
        // stands within the horse's, where 2 dice break often (A9.3). Waiting costs it the first-fire test only.
        JacobiteEngine frail = screened(8, 15);
        final double p = frail.melee().chargeOdds(2, 0);
        assertTrue(p > 0.6 && p < 0.7, "the charge falls short one time in three: " + p);
        assertEquals(JacobiteCodes.CHARGE, decideClan(frail, 0).action, "on the odds alone it charges");
        assertTrue(decideClan(frail, 1).action != JacobiteCodes.CHARGE, "the look-ahead holds it back");
        // A 24-figure clan (6 dice) breaks seldom in either place: the look-ahead lets it charge.
        assertEquals(JacobiteCodes.CHARGE, decideClan(screened(24, 15), 1).action, "a strong clan still charges");
        // Close in, the charge goes home surely: the frail clan charges too.
        assertEquals(JacobiteCodes.CHARGE, decideClan(screened(8, 6), 1).action, "a sure charge is taken");
    }

    private static Map<String, Double> with(Map<String, Double> m, String k, double v) {
        java.util.Map<String, Double> r = new java.util.HashMap<>(m);
        r.put(k, v);
        return r;
    }
}
