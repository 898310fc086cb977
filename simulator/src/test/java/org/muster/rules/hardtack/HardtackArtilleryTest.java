package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/** Shot bounces on through whatever stands behind its target; canister goes on through skirmishers (section 12.2). */
class HardtackArtilleryTest {
    private static HardtackEngine field(String frontStance) {
        return HtScenarios.of()
                .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(24, 2), 0, null, 0)
                .unit(1, "F", "infantry-company", 1, 10, "regular", "musket", new Point(24, 14), 180, frontStance, 0)
                .unit(1, "R", "infantry-company", 1, 10, "regular", "musket", new Point(24, 19), 180, "column", 0)
                .unit(1, "S", "infantry-company", 1, 10, "regular", "musket", new Point(40, 19), 180, "column", 0)
                .engine();
    }

    /**
     * Section 12.2 step 3: a gun served by one crew figure fires with its quality die one lower (regular D8 -> D6);
     * artillery.working-crew and artillery.short-crew-shift hold both numbers.
     */
    @Test
    void shortCrew_firesWithTheQualityDieDown() {
        int[] dice = new int[2];
        for (String[] c : new String[][] {{"1", "2", "6"}, {"2", "2", "8"}, {"2", "3", "6"}, {"1", "2", "8", "0"}}) {
            HtScenarios b = HtScenarios.of()
                    .unit(0, "G", "artillery-section", 1, Integer.parseInt(c[0]), "regular", "napoleon",
                            new Point(24, 10), 0, "unlimbered", 0)
                    .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 30), 180, "line", 0)
                    .rule("artillery.working-crew", c[1]);
            if (c.length > 3) {
                b.rule("artillery.short-crew-shift", c[3]);
            }
            HardtackEngine e = b.engine();
            HardtackHooks.startForTest(e);
            e.firerDice(0, dice);
            assertEquals(Integer.parseInt(c[2]), HardtackCodes.faces(dice[0]), String.join(" ", c));
        }
    }

    @Test
    void shot_bouncesIntoTheCompanyBehindOnly() {
        HardtackEngine e = field("column");
        HardtackHooks.reseedDice(e, 77);
        int behindHit = 0;
        for (int i = 0; i < 4000; i++) {
            HardtackHooks.sampleGun(e, 0, 1, HardtackState.SHOT);
            HardtackState s = e.state();
            if (s.fit[2] < 10) {
                behindHit++;
            }
            assertEquals(10, s.fit[3], "a company off the line of fire is never struck");
            assertEquals(0, s.ammo[0], "firing spends the round");
        }
        // A hit (P ~ .3-.4 at 12" against a column) that bounces at least 5" (D6 x 2 >= 5: 2/3) strikes R.
        assertTrue(behindHit > 200, "company behind struck " + behindHit + " times");
    }

    @Test
    void canister_goesOnThroughSkirmishersOnly() {
        HardtackEngine e = field("skirmish");
        HardtackHooks.reseedDice(e, 78);
        int through = 0;
        for (int i = 0; i < 2000; i++) {
            HardtackHooks.sampleGun(e, 0, 1, HardtackState.CANISTER);
            if (e.state().firedOnTurn[2 * e.state().unitCount()] == 1) {
                through++;
            }
            assertEquals(0, e.state().firedOnTurn[3 * e.state().unitCount()]);
        }
        assertEquals(2000, through);
        HardtackEngine formed = field("line");
        HardtackHooks.reseedDice(formed, 79);
        for (int i = 0; i < 500; i++) {
            HardtackHooks.sampleGun(formed, 0, 1, HardtackState.CANISTER);
            assertEquals(0, formed.state().firedOnTurn[2 * formed.state().unitCount()]);
        }
    }
}
