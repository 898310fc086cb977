package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * The fast forms of the fire-legality questions give the answers of their plain forms: the arc test as a dot product
 * against the angle form (7.2, 12.2 [D]), and the per-pair range-step cache against a fresh computation after each
 * piece of state it reads changes without a move (7.3, 7.14, B.3).
 */
class HardtackFireCacheTest {
    private static HardtackEngine field() {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 24), 0, "line", 0)
                .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(10, 4), 0, null, 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 36), 180, "line", 0)
                .engine();
    }

    private static double angleDiff(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }

    @Test
    void arcTest_matchesTheAngleForm() {
        HardtackEngine e = field();
        e.startForTest();
        HardtackState s = e.state();
        HardtackTemplate t = e.template();
        int checked = 0;
        for (int shooter : new int[] {0, 1}) {
            double arc = shooter == 0 ? t.fireArc : t.gunArc;
            for (int facing = 0; facing < 360; facing += 15) {
                s.facing[shooter] = facing;
                for (double bearing = 0.5; bearing < 360; bearing += 7.3) {
                    double expectedAngle = angleDiff(facing, bearing);
                    if (Math.abs(expectedAngle - arc) < 0.01) {
                        continue; // on the edge itself the two forms may differ in the last bit
                    }
                    double r = Math.toRadians(bearing);
                    s.x[2] = s.x[shooter] + 10 * Math.sin(r);
                    s.y[2] = s.y[shooter] + 10 * Math.cos(r);
                    assertEquals(expectedAngle > arc, e.outsideArcForTest(shooter, 2),
                            "shooter " + shooter + " facing " + facing + " bearing " + bearing);
                    checked++;
                }
            }
        }
        assertEquals(2 * 24 * 50, checked);
    }

    @Test
    void rangeStepCache_followsInPositionTravelAndAmmunition() {
        HardtackEngine e = field();
        e.startForTest();
        HardtackState s = e.state();
        int before = e.rangeSteps(0, 2);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), before);
        s.ip[2] = true;
        int ip = e.rangeSteps(0, 2);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), ip);
        assertNotEquals(before, ip, "in position shifts the range die up");
        s.ip[2] = false;
        assertEquals(before, e.rangeSteps(0, 2));
        s.travel[2] = true;
        s.ip[2] = true;
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), e.rangeSteps(0, 2));
        s.travel[2] = false;
        s.ip[2] = false;
        // The gun 36" off: canister uses the quality band, shot its own longer band.
        s.ammo[1] = HardtackState.CANISTER;
        int canister = e.rangeSteps(1, 2);
        assertEquals(e.rangeStepsOf(1, 2, e.dist(1, 2)), canister);
        s.ammo[1] = HardtackState.SHOT;
        int shot = e.rangeSteps(1, 2);
        assertEquals(e.rangeStepsOf(1, 2, e.dist(1, 2)), shot);
        assertNotEquals(canister, shot, "shot reaches further than canister");
    }
}
