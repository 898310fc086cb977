package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/** Prolonge (A5 [S p.3]: artillery "PROLONG 1 INCH"): a field gun moves exactly 1", no dice, keeping its load. */
class JacobiteProlongeTest {
    /** A Government gun (index 0) at (20, 10) facing north, a foot unit (1), and a clan (2) 30" north. */
    private static JacobiteEngine engine(String gunStance) {
        JacobiteEngine e = JacobiteScenarios.of()
                .unit(0, "Gun", "artillery", 1, 4, null, gunStance, new Point(20, 10), 0, 0)
                .unit(0, "Foot", "regular-foot", 1, 12, null, null, new Point(40, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(20, 40), 180, 0).engine();
        JacobiteHooks.start(e, 2, 0);
        return e;
    }

    private static JacobiteOrder prolonge(double x, double y) {
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        o.action = JacobiteCodes.PROLONGE;
        o.x = x;
        o.y = y;
        return o;
    }

    @Test
    void onlyGunsInTheFieldMayProlonge() {
        assertTrue(engine("field").legal(0, prolonge(30, 10)));
        assertFalse(engine("road").legal(0, prolonge(30, 10)), "a limbered gun on the road");
        assertFalse(engine("field").legal(1, prolonge(30, 10)), "foot");
        assertFalse(engine("field").legal(0, prolonge(Double.NaN, 10)));
    }

    @Test
    void movesOneInchWithoutDice_facesThePoint_staysLoaded() {
        JacobiteEngine e = engine("field");
        JacobiteState s = e.state();
        assertTrue(s.has(0, JacobiteCodes.LOADED));
        final long before = JacobiteHooks.dice(e).rolled();
        JacobiteHooks.prolonge(e, 0, 30, 10);
        assertEquals(before, JacobiteHooks.dice(e).rolled(), "no dice");
        assertEquals(21, s.x[0], 1e-9);
        assertEquals(10, s.y[0], 1e-9);
        assertEquals(90, s.facing[0], 1e-9);
        assertTrue(s.has(0, JacobiteCodes.LOADED));
        assertEquals(JacobiteCodes.FIELD, s.formation[0]);
        // A point nearer than 1": the gun stops on it.
        JacobiteHooks.prolonge(e, 0, 21.4, 10);
        assertEquals(21.4, s.x[0], 1e-9);
    }

    @Test
    void disorderedGunsMoveHalf_andMayNotAdvance() {
        JacobiteEngine e = engine("field");
        JacobiteState s = e.state();
        s.status[0] |= JacobiteCodes.DISORDERED;
        JacobiteHooks.prolonge(e, 0, 20, 40);
        assertEquals(10, s.y[0], 1e-9, "no advance toward the clan");
        JacobiteHooks.prolonge(e, 0, 20, 0);
        assertEquals(9.5, s.y[0], 1e-9, "back half an inch");
    }
}
