package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * The doctrine's {@code charge-wait} (issue 19): the charge look-ahead counts what waiting offers against a clan or
 * mounted horse that may still charge this turn (it charges first and may break on the unit standing formed).
 */
class JacobiteDoctrineWaitTest {
    /** An enemy 24-figure clan at (30, 10) facing north, ours 10" north of it facing south. */
    private static JacobiteEngine clans() {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Enemy clan", "highland-foot", 1, 24, null, null, new Point(30, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(30, 20), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    private static int decide(JacobiteEngine e, double wait) {
        JacobitePlayer p = JacobiteTactics.create(new PlayerSpec("doctrine", "balanced",
                Map.of("charge-look", 1.0, "charge-wait", wait)), 1, e.template());
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, 1, o);
        return o.action;
    }

    @Test
    void chargeWaitHoldsAChargeOnAClanThatMayStillChargeThisTurn() {
        JacobiteEngine e = clans();
        assertTrue(e.melee().chargeOdds(1, 0) > 0.9, "the charge reaches: " + e.melee().chargeOdds(1, 0));
        assertEquals(JacobiteCodes.CHARGE, decide(e, 0), "without charge-wait it charges");
        assertTrue(decide(clans(), 1) != JacobiteCodes.CHARGE, "with charge-wait it waits for the enemy's charge");
        // An enemy clan that has had its phase cannot charge this turn: nothing to wait for, so it charges.
        JacobiteEngine spent = clans();
        spent.state().status[0] |= JacobiteCodes.ACTED;
        assertEquals(JacobiteCodes.CHARGE, decide(spent, 1), "against a phased clan it charges");
    }
}
