package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertWilson;
import static org.muster.rules.hardtack.HardtackCodes.D8;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;
import org.muster.rules.Parameters;

/**
 * Off-table artillery (shared/rules/hardtack.md 12.3 [D], SG2 off-table support): default off, the request roll
 * (D8 exceeding LV + 2), the inbound counter, accuracy and deviation, the burst, and the doctrine player calling it.
 *
 * <p>False-failure rate of the sampled checks: each asserts the exact probability lies inside the Wilson interval of
 * the sampled frequency at z = 5.73 (two-sided alpha 1e-8 per check), fewer than 70 checks in all, so below 7e-7;
 * the seeds are fixed, so the outcome is deterministic.
 */
class HardtackOffTableTest {
    private static final int SAMPLES = 40_000;

    /**
     * Union regiment of two companies (the commander stands with the first, the middle of two), a Confederate company
     * 20" away in line, and a Confederate skirmish company 30" away from it.
     */
    private static HtScenarios field() {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(20, 6), 0, "line", 10)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(20, 26), 180, "line", 0)
                .unit(1, "C", "infantry-company", 1, 10, "regular", "musket", new Point(45, 40), 180, "skirmish", 0);
    }

    @Test
    void parameters_defaultOffAndTheRequestRollOfTheSpecification() {
        Parameters p = HtScenarios.RULESET.defaults();
        assertTrue(p.isChoice("offtable", "off"));
        assertEquals(D8, p.getInt("offtable.request-die"));
        assertEquals(2, p.getInt("offtable.request-over-lv"));
        assertEquals(D8, p.getInt("offtable.impact"));
        // 12.3: D8 exceeding LV + 2; LV 2 (the default) needs 5+: one in two.
        assertEquals(0.5, HardtackDice.pExceeds(D8, 2 + 2), 1e-12);
        HardtackEngine e = field().engine();
        HardtackHooks.startForTest(e);
        assertFalse(e.canCallArtillery(0, 2), "off by default");
    }

    @Test
    void request_onlyTheCommandersCompanyWithAMissionLeftAndNoneInbound() {
        HardtackEngine e = field().rule("offtable", "on").rule("offtable.missions", "1").engine();
        HardtackHooks.reseedDice(e, 801);
        HardtackHooks.startForTest(e);
        int colonel = e.colonelOf(0);
        int other = colonel == 0 ? 1 : 0;
        assertTrue(e.canCallArtillery(colonel, 2));
        assertFalse(e.canCallArtillery(other, 2), "only the regimental commander calls");
        assertFalse(e.canCallArtillery(colonel, 0), "not on his own side");
        HardtackState s = e.state();
        while (s.missionsUsed[0] == 0) {
            HardtackHooks.testCallArtillery(e, colonel, 2);
        }
        assertEquals(1, s.inbound[0]);
        assertFalse(e.canCallArtillery(colonel, 2), "one mission inbound at a time, and the only one is used");
    }

    /** The request roll sampled against the exact 1/2 of the specification's D8 > LV + 2. */
    @Test
    void sampled_requestRollMatchesExact() {
        HardtackEngine e = field().rule("offtable", "on").rule("offtable.missions", "20").engine();
        HardtackHooks.reseedDice(e, 802);
        long granted = 0;
        for (int i = 0; i < SAMPLES; i++) {
            HardtackHooks.startForTest(e);
            HardtackHooks.testCallArtillery(e, e.colonelOf(0), 2);
            granted += e.state().missionsUsed[0];
        }
        assertWilson(0.5, granted, SAMPLES, "request granted");
    }

    /**
     * Accuracy and deviation sampled against the exact chances: on target when the caller's D8 beats LV 2 (3/4);
     * otherwise 2 x D8 inches away, so still within the 4" burst on a deviation die of 1 or 2: 3/4 + 1/4 x 2/8.
     */
    /** From the start of a battle, side 0's mission called by its regimental commander, aimed at (x, y), lands. */
    private static void land(HardtackEngine e, double x, double y) {
        HardtackState s = e.state();
        HardtackHooks.startForTest(e);
        s.inbound[0] = 1;
        s.aimX[0] = x;
        s.aimY[0] = y;
        s.caller[0] = e.colonelOf(0);
        HardtackHooks.testOffTableArrivals(e);
    }

    @Test
    void sampled_accuracyAndDeviationMatchExact() {
        HardtackEngine e = field().rule("offtable", "on").engine();
        HardtackHooks.reseedDice(e, 803);
        HardtackState s = e.state();
        long onTarget = 0;
        long inBurst = 0;
        for (int i = 0; i < SAMPLES; i++) {
            land(e, 24, 24);
            double d = HardtackEngine.len(s.aimX[0] - 24, s.aimY[0] - 24);
            onTarget += d == 0 ? 1 : 0;
            inBurst += d <= 4 + 1e-9 ? 1 : 0;
        }
        assertWilson(0.75, onTarget, SAMPLES, "on target");
        assertWilson(0.75 + 0.25 * 2 / 8, inBurst, SAMPLES, "within the burst radius of the aim point");
    }

    /** Inbound 1: the shells land at the turn end; a close-order company under them takes potential hits and tests. */
    @Test
    void landing_hitsUnitsUnderTheBurstOnly() {
        HardtackEngine e = field().rule("offtable", "on").rule("offtable.inbound", "2").engine();
        HardtackHooks.reseedDice(e, 804);
        int hurt = 0;
        for (int i = 0; i < 200; i++) {
            HardtackHooks.startForTest(e);
            HardtackState s = e.state();
            s.inbound[0] = 2;
            s.aimX[0] = 20;
            s.aimY[0] = 26;
            s.caller[0] = e.colonelOf(0);
            HardtackHooks.testOffTableArrivals(e);
            assertEquals(1, s.inbound[0], "one box per turn end");
            assertEquals(10, s.fit[2], "nothing lands before the counter ends");
            HardtackHooks.testOffTableArrivals(e);
            assertEquals(0, s.inbound[0]);
            assertEquals(10, s.fit[3], "C stands far outside the burst");
            assertEquals(10, s.fit[0] + s.wounded[0] + s.dead[0]);
            hurt += 10 - s.fit[2];
        }
        assertTrue(hurt > 200, "B, in line under the burst, took casualties: " + hurt);
    }

    /** The odds command prints the request, accuracy and burst numbers of the default mission. */
    @Test
    void odds_printTheSpecificationsNumbers() {
        StringWriter sw = new StringWriter();
        new HardtackOdds().print("offtable", List.of("target=line"), HtScenarios.RULESET.defaults(),
                new PrintWriter(sw));
        String text = sw.toString();
        assertTrue(text.contains("P(request granted) 0.5000  P(on target) 0.7500  P(within the 4.0\" burst of the aim"
                + " point) 0.8125") && text.contains("5 potential hits, impact D8 vs armour D4"), text);
    }

    /**
     * Shells landing on a line company (deviation multiplier 0: every landing at the aim point) against the exact
     * allocation of five D8 potential hits on ten figures: wounded and dead sampled inside the Wilson interval, rare
     * cells (expected under 5) left out as in {@link HardtackGatlingTest}.
     */
    @Test
    void sampled_burstCasualtiesMatchExact() {
        HardtackEngine e = field().rule("offtable", "on").rule("offtable.deviation-multiplier", "0").engine();
        HardtackHooks.reseedDice(e, 805);
        double[] hits = {0, 0, 0, 0, 0, 1};
        double[] wk = new double[2];
        HardtackDice.impact(D8, HardtackCodes.D4, 0, 2, wk);
        double[][] joint = HardtackOdds.allocate(hits, wk[0], wk[1], 10, 2);
        long[][] seen = new long[11][11];
        HardtackState s = e.state();
        for (int i = 0; i < SAMPLES; i++) {
            land(e, 20, 26);
            seen[s.wounded[2] + s.stabilised[2]][s.dead[2]]++;
        }
        for (int w = 0; w <= 10; w++) {
            for (int d = 0; w + d <= 10; d++) {
                if (SAMPLES * joint[w][d] >= 5) {
                    assertWilson(joint[w][d], seen[w][d], SAMPLES, w + " wounded " + d + " dead");
                }
            }
        }
    }

    /** With offtable on the doctrine player calls missions in play; off, never. */
    @Test
    void doctrine_callsMissionsWhenEnabled() {
        for (String on : new String[] {"on", "off"}) {
            HardtackEngine e = field().rule("offtable", on).players("doctrine").engine();
            StringBuilder log = new StringBuilder();
            e.narrate(line -> log.append(line).append('\n'));
            BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
            for (int i = 0; i < 10; i++) {
                e.play(21, i, r);
            }
            assertEquals(on.equals("on"), log.indexOf("calls off-table artillery") >= 0, on);
        }
    }
}
