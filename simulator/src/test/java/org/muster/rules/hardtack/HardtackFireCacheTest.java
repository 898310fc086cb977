package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/**
 * The fast forms of the fire-legality questions give the answers of their plain forms: the arc test as a dot product
 * against the angle form (7.2, 12.2 [D]), the per-pair range-step cache against a fresh computation after each
 * piece of state it reads changes (7.3, 7.14, B.3), and line of sight with its per-pair memory of the units in the
 * way against a new engine's (section 6, 7.13 [D]), the same whichever of the two units asks first.
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
        HardtackHooks.startForTest(e);
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
                    assertEquals(expectedAngle > arc, HardtackHooks.outsideArcForTest(e, shooter, 2),
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
        HardtackHooks.startForTest(e);
        HardtackState s = e.state();
        int before = e.rangeSteps(0, 2);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), before);
        s.ip(2, true);
        int ip = e.rangeSteps(0, 2);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), ip);
        assertNotEquals(before, ip, "in position shifts the range die up");
        s.ip(2, false);
        assertEquals(before, e.rangeSteps(0, 2));
        s.travel(2, true);
        s.ip(2, true);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), e.rangeSteps(0, 2));
        s.travel(2, false);
        s.ip(2, false);
        // The gun 36" off: canister uses the quality band, shot its own longer band.
        s.ammo[1] = HardtackState.CANISTER;
        int canister = e.rangeSteps(1, 2);
        assertEquals(e.rangeStepsOf(1, 2, e.dist(1, 2)), canister);
        s.ammo[1] = HardtackState.SHOT;
        int shot = e.rangeSteps(1, 2);
        assertEquals(e.rangeStepsOf(1, 2, e.dist(1, 2)), shot);
        assertNotEquals(canister, shot, "shot reaches further than canister");
    }

    @Test
    void rangeStepCache_followsAMoveOfEitherUnit() {
        HardtackEngine e = field();
        HardtackHooks.startForTest(e);
        HardtackState s = e.state();
        int near = e.rangeSteps(0, 2);
        // Moved without an epoch: the cache keys on the centres themselves.
        s.y[2] = 60;
        int far = e.rangeSteps(0, 2);
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), far);
        assertNotEquals(near, far, "the target moved 24\" further off");
        s.y[2] = 36;
        s.y[0] = 34;
        assertEquals(e.rangeStepsOf(0, 2, e.dist(0, 2)), e.rangeSteps(0, 2));
    }

    /** Asserts that {@code change} numbers a change of w's part in target scans. */
    private static void assertChanges(HardtackEngine e, int w, String what, Runnable change) {
        long before = e.changes();
        long at = e.changedAt(w);
        change.run();
        assertTrue(e.changes() > before, what + ": the count moves");
        assertTrue(e.changedAt(w) > at, what + ": the unit's change is numbered");
    }

    @Test
    void parts_numberEveryChangeATargetScanReads() {
        HardtackEngine e = field();
        HardtackHooks.startForTest(e);
        HardtackState s = e.state();
        final int b = 2;
        long quiet = e.changes();
        HardtackHooks.testPlace(e, b, s.x[b], s.y[b]);
        assertEquals(quiet, e.changes(), "a new epoch with nothing changed is no change");
        assertChanges(e, b, "column", () -> {
            s.formation[b] = HardtackCodes.COLUMN;
            HardtackHooks.testPlace(e, b, s.x[b], s.y[b]);
        });
        // Travel mode and leaving a position change without an epoch (a shift).
        assertChanges(e, b, "enter travel mode",
                () -> assertTrue(HardtackHooks.testExecute(e, b, HardtackOrder.TRAVEL, -1, 0, 0, 0)));
        assertChanges(e, b, "leave travel mode",
                () -> assertTrue(HardtackHooks.testExecute(e, b, HardtackOrder.TRAVEL, -1, 1, 0, 0)));
        assertChanges(e, b, "in position", () -> {
            s.ip(b, true);
            HardtackHooks.testPlace(e, b, s.x[b], s.y[b]);
        });
        assertChanges(e, b, "leave position",
                () -> assertTrue(HardtackHooks.testExecute(e, b, HardtackOrder.IN_POSITION, -1, 1, 0, 0)));
        assertChanges(e, b, "move", () -> HardtackHooks.testPlace(e, b, s.x[b] + 1, s.y[b]));
        assertChanges(e, b, "off the table", () -> {
            s.fit[b] = 0;
            s.settle(b);
            HardtackHooks.testPlace(e, b, s.x[b], s.y[b]);
        });
        // A new battle (or a copy) numbers the units whose part differs from the last counted, here b back on the
        // table, and no other: unit 0 stands as it stood, so the memos of its pairs hold (issue 21).
        long at = e.changedAt(0);
        assertChanges(e, b, "a new battle", () -> HardtackHooks.startForTest(e));
        assertEquals(at, e.changedAt(0), "a new battle leaves a unit that stands as it stood unchanged");
        assertChanges(e, 0, "a new battle after a move", () -> {
            HardtackHooks.testPlace(e, 0, s.x[0] + 1, s.y[0]);
            e.changes();
            HardtackHooks.startForTest(e);
        });
    }

    /** Shooter, target and five companies that may stand in the way, all in a 16" x 24" box. */
    private static HardtackEngine crowd() {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 12), 0, "line", 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 36), 180, "line", 0)
                .unit(0, "C", "infantry-company", 3, 10, "regular", "musket", new Point(18, 20), 0, "line", 6)
                .unit(1, "D", "infantry-company", 2, 10, "regular", "musket", new Point(20, 28), 180, "line", 6)
                .engine();
    }

    @Test
    void sight_withItsMemoryOfUnitsInTheWay_matchesANewEngine() {
        HardtackEngine e = crowd();
        HardtackHooks.startForTest(e);
        HardtackState s = e.state();
        final int n = e.template().unitCount();
        Random rnd = new Random(20261129);
        int blocked = 0;
        int clear = 0;
        for (int step = 0; step < 400; step++) {
            // Move some units (now and then very many), re-form or remove one.
            int moves = step % 50 == 49 ? 80 : 1 + rnd.nextInt(2);
            for (int m = 0; m < moves; m++) {
                int w = rnd.nextInt(n);
                HardtackHooks.testPlace(e, w, 16 + 16 * rnd.nextDouble(), 12 + 24 * rnd.nextDouble());
            }
            int w = rnd.nextInt(n);
            if (rnd.nextInt(4) == 0) {
                s.formation[w] = s.formation[w] == HardtackCodes.SKIRMISH ? HardtackCodes.LINE
                        : HardtackCodes.SKIRMISH;
                HardtackHooks.testPlace(e, w, s.x[w], s.y[w]);
            } else if (rnd.nextInt(8) == 0) {
                s.fit[w] = s.fit[w] == 0 ? 10 : 0;
                s.settle(w);
                HardtackHooks.testPlace(e, w, s.x[w], s.y[w]);
            }
            HardtackEngine fresh = crowd();
            HardtackHooks.startForTest(fresh);
            HardtackState f = fresh.state();
            System.arraycopy(s.x, 0, f.x, 0, n);
            System.arraycopy(s.y, 0, f.y, 0, n);
            System.arraycopy(s.formation, 0, f.formation, 0, n);
            System.arraycopy(s.fit, 0, f.fit, 0, n);
            for (int u = 0; u < n; u++) {
                f.settle(u);
            }
            HardtackHooks.testPlace(fresh, 0, f.x[0], f.y[0]);
            // The fresh engine is asked the other way round: sight does not depend on which unit asks first.
            for (int u = 0; u < n; u++) {
                for (int v = 0; v < n; v++) {
                    if (u == v || rnd.nextInt(3) == 0) {
                        continue;
                    }
                    boolean sees = e.sees(u, v);
                    assertEquals(fresh.sees(v, u), sees, "step " + step + ": " + u + " -> " + v);
                    if (sees) {
                        clear++;
                    } else {
                        blocked++;
                    }
                }
            }
        }
        // Both answers occur often, so the test tells a stale memory from a fresh one.
        assertEquals(true, blocked > 1000 && clear > 1000, blocked + " blocked, " + clear + " clear");
    }

    /** A, B and a company C standing on the edge of unit-block from the line between them. */
    private static HardtackEngine edge() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 12), 0, "line", 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 36), 180, "line", 0)
                .unit(0, "C", "infantry-company", 1, 10, "regular", "musket", new Point(18, 20), 0, "line", 6)
                .engine();
        HardtackHooks.startForTest(e);
        // Found by search: the test of C against the segment rounds differently from A's end and from B's.
        HardtackHooks.testPlace(e, 0, 10.150755279773577, 10.23135155788333);
        HardtackHooks.testPlace(e, 1, 32.3195345871195, 31.42022703215926);
        HardtackHooks.testPlace(e, 2, 20.30115879497307, 21.316398384399452);
        return e;
    }

    @Test
    void sight_isTheSameWhicheverUnitAsksFirst() {
        HardtackEngine probe = edge();
        boolean fromA = HardtackHooks.seesWalkedForTest(probe, 0, 1);
        assertNotEquals(fromA, HardtackHooks.seesWalkedForTest(probe, 1, 0), "the edge case: the two walks disagree");
        // One engine asked A -> B first, the other B -> A first: both answer with the canonical walk (from A).
        HardtackEngine first = edge();
        assertEquals(fromA, first.sees(0, 1));
        assertEquals(fromA, first.sees(1, 0));
        HardtackEngine reversed = edge();
        assertEquals(fromA, reversed.sees(1, 0), "B asking first gets the walk from A");
        assertEquals(fromA, reversed.sees(0, 1));
    }

    @Test
    void sight_seesABlockerThatStepsInAmongManyLaterChanges() {
        HardtackEngine e = crowd();
        HardtackHooks.startForTest(e);
        final int n = e.template().unitCount();
        // Units by side in order: 0 is A, 1-3 the C companies, 4 is B, 5-6 the D companies.
        for (int w = 1; w < n; w++) {
            HardtackHooks.testPlace(e, w, 40, 10 + 3 * w);
        }
        HardtackHooks.testPlace(e, 4, 24, 36);
        assertEquals(true, e.sees(0, 4), "nothing between A and B");
        HardtackHooks.testPlace(e, 1, 24, 24);
        assertEquals(true, e.sees(5, 6), "a question elsewhere numbers the step in");
        for (int i = 0; i < 100; i++) {
            // Another company shuffles about, a numbered change each epoch, long after the step in.
            HardtackHooks.testPlace(e, 2, 42 + 0.01 * i, 20);
            e.sees(5, 6);
        }
        assertEquals(false, e.sees(0, 4), "a C company stands on the line from A to B");
    }
}
