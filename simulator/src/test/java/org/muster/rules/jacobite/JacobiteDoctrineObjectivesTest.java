package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * The doctrine player plays the scenario's objectives (victory settings): it advances on an objective its side does
 * not hold when that is nearer than any enemy, holds one it stands on, and ignores them with {@code objectives: 0}.
 */
class JacobiteDoctrineObjectivesTest {
    /**
     * Government foot at (20, 10), a friend placed by the test, a reserve at (70, 4) (three units, so that one broken
     * does not beat the army: a side one unit from breaking fights rather than play the objectives before the last
     * turns, DoctrineNearBreakTest), a clan far off at (60, 44); objective at (20, 24).
     */
    private static JacobiteEngine engine(double friendX, double friendY) {
        JacobiteEngine e = JacobiteScenarios.of().objective("Hill", 20, 24, 3, 1)
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(20, 10), 0, 0)
                .unit(0, "Friend", "regular-foot", 1, 12, null, null, new Point(friendX, friendY), 0, 0)
                .unit(0, "Reserve", "regular-foot", 1, 12, null, null, new Point(70, 4), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(60, 44), 180, 0).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    private static JacobiteOrder decide(JacobiteEngine e, double objectives, int u) {
        JacobitePlayer p = JacobiteTactics.create(new PlayerSpec("doctrine", "aggressive",
                Map.of("objectives", objectives)), 0, e.template());
        JacobiteOrder o = new JacobiteOrder();
        o.clear();
        p.decide(e, u, o);
        return o;
    }

    @Test
    void advancesOnAnUnheldObjectiveNearerThanTheEnemy() {
        JacobiteEngine e = engine(4, 4);
        JacobiteOrder o = decide(e, 1, 0);
        assertEquals(JacobiteCodes.MOVE, o.action);
        assertEquals(20, o.x, 1e-9);
        assertEquals(24, o.y, 1e-9);
        // 14" to go, keeping half the 3" radius: 12.5"; regulars in line roll at most 2 AvD (mean 7): both dice.
        assertEquals(2, o.dice);
        JacobiteOrder off = decide(e, 0, 0);
        assertEquals(JacobiteCodes.MOVE, off.action);
        assertEquals(60, off.x, 1e-9, "objectives: 0 advances on the nearest enemy instead");
    }

    @Test
    void holdsTheObjectiveItStandsOn_andLeavesAHeldOneToItsFriend() {
        JacobiteEngine e = engine(4, 4);
        e.state().y[0] = 22.5;
        assertEquals(JacobiteCodes.HOLD, decide(e, 1, 0).action, "within the radius: hold");
        JacobiteEngine held = engine(21, 24);
        JacobiteOrder o = decide(held, 1, 0);
        assertEquals(JacobiteCodes.MOVE, o.action);
        assertEquals(60, o.x, 1e-9, "a friend holds it: advance on the enemy");
    }
}
