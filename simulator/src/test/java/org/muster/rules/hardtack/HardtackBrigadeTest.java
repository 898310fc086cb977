package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.model.ScenarioException;

/**
 * The brigade commander (sections 0.4, 3.3 [D]): where he stands, his transfers to the regimental commanders of the
 * brigade, his staff taking over, the end-of-turn ride, and his place in hit allocation. The statistical check uses a
 * fixed seed, 20,000 samples and a tolerance of 0.02 on a probability near 0.3 (6 standard deviations): false-failure
 * rate below 1e-8.
 */
class HardtackBrigadeTest {
    private static final int N = 20_000;
    private static final double TOL = 0.02;

    /**
     * Side 0: regiment A (companies 0, 1 at x = 10, 15; its commander with 0) and regiment B (2, 3 at x = 20, 25; its
     * commander with 2), all at y = 10; one enemy company (4) far off. The brigade commander starts with company 1
     * (tied with 2 for nearest the mean x 17.5: the first listed).
     */
    private static HardtackEngine brigade(String rule, String value) {
        HtScenarios b = HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(10, 10), 0, "line", 5)
                .unit(0, "B", "infantry-company", 2, 10, "regular", "musket", new Point(20, 10), 0, "line", 5)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0);
        if (rule != null) {
            b.rule(rule, value);
        }
        HardtackEngine e = b.engine();
        HardtackHooks.reseedDice(e, 20);
        HardtackHooks.startForTest(e);
        return e;
    }

    @Test
    void brigadier_standsNearTheMiddle_onlyWithTwoRegimentalCommanders_andCanBeSwitchedOff() {
        HardtackEngine e = brigade(null, null);
        assertEquals(0, e.colonelOf(0));
        assertEquals(2, e.colonelOf(2));
        assertEquals(1, e.brigadierOf(0));
        assertEquals(-1, e.brigadierOf(4), "one company and no regimental commander: no brigade");
        assertEquals(-1, brigade("brigade.commander", "off").brigadierOf(0));
        HardtackEngine lone = HtScenarios.of()
                .unit(0, "A", "infantry-company", 3, 10, "regular", "musket", new Point(10, 10), 0, "line", 5)
                .unit(0, "S", "sharpshooter", 1, 1, "veteran", "musket", new Point(30, 10), 0, null, 0)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0)
                .engine();
        HardtackHooks.startForTest(lone);
        assertEquals(-1, lone.brigadierOf(0), "one regiment and a sharpshooter are no brigade");
    }

    /** Section 3.3 (S p.10): to another regiment's commander, within command.radius, two per turn, no runners. */
    @Test
    void brigadeTransfers_reachRegimentalCommandersOfOtherRegimentsOnly() {
        HardtackEngine e = brigade(null, null);
        HardtackState s = e.state();
        assertTrue(e.mayTransfer(1));
        assertFalse(e.mayTransfer(3), "neither commander stands with B-2");
        assertTrue(e.canTransfer(1, 2, false), "B's commander 5\" away");
        assertFalse(e.canTransfer(1, 2, true), "runners are for company and regimental commanders (3.4)");
        assertFalse(e.canTransfer(1, 3, false), "no regimental commander with B-2");
        assertFalse(e.canTransfer(1, 0, false), "the brigade commander's transfers go to other regiments");
        assertFalse(e.canTransfer(0, 2, false), "A's commander transfers within A only");
        HardtackHooks.testPlace(e, 2, 22, 10);
        assertFalse(e.canTransfer(1, 2, false), "7\" is beyond command.radius");
        HardtackHooks.testPlace(e, 2, 20, 10);

        assertTrue(HardtackHooks.testTransfer(e, 1, 2, false));
        assertEquals(1, s.brigadeTransfersUsed[0]);
        assertEquals(2, e.template().transfers, "command.transfers");
        HardtackHooks.testPlace(e, 2, 20, 10); // the transferred activation may have moved it
        assertTrue(HardtackHooks.testTransfer(e, 1, 2, false));
        assertFalse(e.mayTransfer(1));
        assertFalse(HardtackHooks.testTransfer(e, 1, 2, false), "command.transfers = 2 per turn");
        assertEquals(0, s.transfersUsed[1], "regiment B's own transfers are untouched");
    }

    /** Section 12.3 [D]: requests are made by a regimental or brigade commander, so his company may call too. */
    @Test
    void offTable_theBrigadeCommandersCompanyMayCall() {
        HardtackEngine e = brigade("offtable", "on");
        assertTrue(e.canCallArtillery(1, 4), "the brigade commander stands with A-2");
        assertTrue(e.canCallArtillery(0, 4), "A's commander");
        assertFalse(e.canCallArtillery(3, 4), "no commander with B-2");
        HardtackHooks.testBrigadierDown(e, 1);
        HardtackHooks.testBrigadierDown(e, 1);
        HardtackHooks.testBrigadierDown(e, 1);
        assertFalse(e.canCallArtillery(1, 4), "the brigade staff is gone");
    }

    @Test
    void brigadierDown_staffOfficersTakeOverUntilNoneIsLeft() {
        HardtackEngine e = brigade(null, null);
        HardtackState s = e.state();
        assertEquals(3, s.brigadeStaff[0]);
        HardtackHooks.testBrigadierDown(e, 1);
        assertEquals(1, e.brigadierOf(0));
        HardtackHooks.testBrigadierDown(e, 1);
        assertEquals(1, e.brigadierOf(0));
        HardtackHooks.testBrigadierDown(e, 1);
        assertEquals(-1, e.brigadierOf(0));
        assertFalse(e.mayTransfer(1));

        HardtackEngine one = brigade("brigade.staff", "1");
        HardtackHooks.testBrigadierDown(one, 1);
        assertEquals(-1, one.brigadierOf(0));
    }

    /**
     * End of turn: from company 1 moved to x = 40 he rides at most brigade.ride (24") to the company nearest his
     * regimental commanders' mean (x = 15) that he can reach: B-1 at x = 20 (A-1 at x = 10 is 30" away).
     */
    @Test
    void endOfTurn_rideTowardsTheRegimentalCommanders() {
        HardtackEngine e = brigade(null, null);
        HardtackHooks.testPlace(e, 1, 40, 10);
        HardtackHooks.testEndOfTurn(e);
        assertEquals(2, e.brigadierOf(0));
        HardtackEngine far = brigade("brigade.ride", "4");
        HardtackHooks.testPlace(far, 1, 40, 10);
        HardtackHooks.testEndOfTurn(far);
        assertEquals(1, far.brigadierOf(0), "nothing within 4\": he stays");
    }

    /**
     * Hit allocation: with the regimental and the brigade commander, a 10-figure company has 12 eligible figures (D12,
     * the brigade commander figure 11). A veteran sharpshooter at 25" (appendix A.3: one success .408, two .402, impact
     * D8 against D4: wound or kill .687) aims its two-success hits at the brigade commander: he is hit with probability
     * .402 x .687 + .408 x .687 / 12 = .2995.
     */
    @Test
    void sharpshooter_aimsAtTheBrigadeCommanderFirst() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "S", "sharpshooter", 1, 1, "veteran", "musket", new Point(20, 10), 0, "skirmish", 0)
                .unit(1, "X", "infantry-company", 2, 10, "regular", "musket", new Point(20, 35), 180, "skirmish", 8)
                .unit(1, "Y", "infantry-company", 2, 10, "regular", "musket", new Point(20, 45), 180, "skirmish", 8)
                .engine();
        HardtackHooks.reseedDice(e, 21);
        HardtackHooks.startForTest(e);
        assertEquals(1, e.colonelOf(1));
        assertEquals(1, e.brigadierOf(1));
        int hit = 0;
        for (int i = 0; i < N; i++) {
            HardtackHooks.sampleFire(e, 0, 1);
            if (e.state().brigadeStaff[1] < e.template().brigadeStaff) {
                hit++;
            }
        }
        assertEquals(.2995, hit / (double) N, TOL);
    }

    /**
     * {@code regiment:} joins lines into one regiment (its commander with the middle company in listing order), and
     * {@code brigade:} splits a side into brigades, each with its own commander once it has two regimental commanders.
     */
    @Test
    void regimentAndBrigadeKeys_groupLines() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(10, 10), 0, "line", 5)
                .grouped(0, "1st", "North")
                .unit(0, "B", "infantry-company", 1, 10, "veteran", "musket", new Point(20, 10), 0, "line", 5)
                .grouped(0, "1st", null)
                .unit(0, "C", "infantry-company", 2, 10, "regular", "musket", new Point(30, 10), 0, "line", 5)
                .grouped(0, null, "North")
                .unit(0, "D", "infantry-company", 2, 10, "regular", "musket", new Point(10, 30), 0, "line", 5)
                .grouped(0, null, "South")
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0)
                .engine();
        HardtackHooks.startForTest(e);
        HardtackTemplate t = e.template();
        assertEquals(t.regiment[0], t.regiment[2], "A, A-2 and B are the 1st");
        assertEquals(1, e.colonelOf(2), "the middle of three companies: A-2");
        assertEquals("1st", t.regimentLabel[t.regiment[0]]);
        assertEquals(t.brigade[0], t.brigade[3], "the 1st (B gave no brigade) and C are North");
        assertTrue(t.brigade[5] != t.brigade[0], "D is South");
        assertEquals(2, e.brigadierOf(0), "North's commander with B, nearest its mean x 22");
        assertEquals(-1, e.brigadierOf(5), "South has one regimental commander");
        assertEquals(3, e.colonelOf(3));
        assertFalse(e.canTransfer(2, 3, false), "C's commander 10\" away");
        HardtackHooks.testPlace(e, 3, 25, 10);
        assertTrue(e.canTransfer(2, 3, false));
        assertFalse(e.canTransfer(2, 5, false), "D is of another brigade");
    }

    @Test
    void regimentKey_badGroupingIsRejectedWithTheField() {
        HtScenarios mixed = HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(10, 10), 0, "line", 5)
                .grouped(0, "1st", null)
                .unit(0, "K", "cavalry-company", 1, 8, "regular", null, new Point(30, 10), 0, null, 5)
                .grouped(0, "1st", null)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0);
        String m = assertThrows(ScenarioException.class, mixed::compile).getMessage();
        assertTrue(m.contains("sides[0].units[1].type") && m.contains("'1st'") && m.contains("one arm"), m);
        HtScenarios split = HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(10, 10), 0, "line", 5)
                .grouped(0, "1st", "North")
                .unit(0, "B", "infantry-company", 1, 10, "regular", "musket", new Point(30, 10), 0, "line", 5)
                .grouped(0, "1st", "South")
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0);
        m = assertThrows(ScenarioException.class, split::compile).getMessage();
        assertTrue(m.contains("sides[0].units[1].brigade") && m.contains("'1st'"), m);
        HtScenarios sharp = HtScenarios.of()
                .unit(0, "S", "sharpshooter", 1, 1, "veteran", "musket", new Point(10, 10), 0, null, 0)
                .grouped(0, "1st", null)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(20, 46), 180, "line", 0);
        m = assertThrows(ScenarioException.class, sharp::compile).getMessage();
        assertTrue(m.contains("sides[0].units[0].regiment") && m.contains("independent"), m);
    }
}
