package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.muster.rules.hardtack.HardtackCodes.D10;
import static org.muster.rules.hardtack.HardtackCodes.D6;
import static org.muster.rules.hardtack.HardtackCodes.D8;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;

/** The specification's worked examples (10.4, 11.3) through the engine's own threat levels; Appendix A.4 and A.5. */
class HardtackWorkedExamplesTest {
    private static final double PRINTED = 0.0005 + 1e-9;

    private static double atLeast(double[] dist, int d) {
        double p = 0;
        for (int i = d; i < dist.length; i++) {
            p += dist[i];
        }
        return p;
    }

    /** Appendix A.4. */
    @Test
    void combatMove_matchesAppendixA4() {
        double[] one = HardtackOdds.combatMove(6, 2, 1);
        double[] expected = {1, .833, .667, .5, .333, .167};
        for (int i = 0; i < 6; i++) {
            assertEquals(expected[i], atLeast(one, 2 + 2 * i), PRINTED);
        }
        double[] two = HardtackOdds.combatMove(6, 2, 2);
        assertEquals(.917, atLeast(two, 8), PRINTED);
        assertEquals(.722, atLeast(two, 12), PRINTED);
        assertEquals(.417, atLeast(two, 16), PRINTED);
        assertEquals(.167, atLeast(two, 20), PRINTED);
        double[] mounted = HardtackOdds.combatMove(12, 2, 1);
        assertEquals(.75, atLeast(mounted, 8), PRINTED);
        assertEquals(.583, atLeast(mounted, 12), PRINTED);
        assertEquals(.417, atLeast(mounted, 16), PRINTED);
        assertEquals(.083, atLeast(mounted, 24), PRINTED);
    }

    /** Appendix A.5: treatment, close-combat casualty and replacement-leader D6 tables from the default parameters. */
    @Test
    void d6Tables_matchAppendixA5() {
        HardtackTemplate t = HtScenarios.meeting().compile();
        assertEquals(1 / 3.0, t.treatDeadMax / 6.0, 1e-12);
        assertEquals(1 / 2.0, (t.treatStabilisedMax - t.treatDeadMax) / 6.0, 1e-12);
        assertEquals(1 / 6.0, (6 - t.treatStabilisedMax) / 6.0, 1e-12);
        assertEquals(1 / 3.0, t.assaultDeadMax / 6.0, 1e-12);
        assertEquals(1 / 3.0, (t.assaultWoundedMax - t.assaultDeadMax) / 6.0, 1e-12);
        assertEquals(1 / 3.0, (6 - t.assaultWoundedMax) / 6.0, 1e-12);
        assertEquals(1 / 3.0, t.leaderWorseMax / 6.0, 1e-12);
        assertEquals(1 / 2.0, (t.leaderSameMax - t.leaderWorseMax) / 6.0, 1e-12);
    }

    private static HardtackEngine pair(String q0, String stance0, String q1, String stance1, int figs1, String rule,
            String value) {
        HtScenarios b = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, q0, "musket", new Point(24, 10), 0, stance0, 0)
                .unit(1, "B", "infantry-company", 1, figs1, q1, "musket", new Point(24, 18), 180, stance1, 0)
                .line("fence", 10, 17.5, 38, 17.5);
        if (rule != null) {
            b.rule(rule, value);
        }
        HardtackEngine e = b.engine();
        e.state().resetFrom(e.template());
        return e;
    }

    /** Section 10.4 worked examples: Regular D8, LV 2, Medium motivation; Green D6 at Low. */
    @Test
    void fireTests_section104Examples() {
        HardtackEngine e = pair("regular", "line", "regular", "line", 10, null, null);
        double[] r = new double[3];
        int tl = e.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, 0, false);
        assertEquals(-1, tl);
        HardtackDice.confidence(D8, 2 + tl, r);
        assertEquals(.875, r[0], 1e-12);
        tl = e.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, false);
        assertEquals(0, tl);
        HardtackDice.confidence(D8, 2 + tl, r);
        assertEquals(.75, r[0], 1e-12);
        assertEquals(.125, r[2], 1e-12);
        tl = e.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, true);
        assertEquals(2, tl);
        HardtackDice.confidence(D8, 2 + tl, r);
        assertEquals(.5, r[0], 1e-12);
        assertEquals(.25, r[2], 1e-12);
        // A major result with no casualties is the fired-on test; at Medium that is TL 0 (in line -1).
        assertEquals(-1, e.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 0, false));
        assertEquals(Integer.MIN_VALUE, e.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.NO_EFFECT, 0,
                false));
        HardtackEngine g = pair("regular", "line", "green", "skirmish", 10, "motivation.side-1", "low");
        tl = g.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, false);
        assertEquals(2, tl);
        HardtackDice.confidence(D6, 2 + tl, r);
        assertEquals(1 / 3.0, r[0], 1e-12);
        assertEquals(1 / 3.0, r[1], 1e-12);
        // High motivation: the fired-on row is no test, but casualties make one (seed footnote, TL 0 + 1).
        HardtackEngine h = pair("regular", "line", "regular", "skirmish", 10, "motivation.side-1", "high");
        assertEquals(Integer.MIN_VALUE, h.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, 0, false));
        assertEquals(1, h.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, false));
        // More casualties than survivors (SG2 4/3/1): 3 results on a company left with 2 fit.
        h.state().fit[1] = 2;
        h.state().settle(1);
        assertEquals(1, h.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 3, false));
        // Optional SG2 untreated row (+1/+0/+0): at Low, two untreated wounded add 2 to a triggered test.
        HardtackEngine u = pair("regular", "line", "regular", "skirmish", 10, "threat.untreated-row", "on");
        u.state().wounded[1] = 2;
        assertEquals(1, u.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, false));
        HardtackEngine lo = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 18), 180, "skirmish", 0)
                .rule("threat.untreated-row", "on").rule("motivation.side-1", "low").engine();
        lo.state().resetFrom(lo.template());
        lo.state().wounded[1] = 2;
        assertEquals(1 + 1 + 2, lo.fireTestTl(1, HardtackTemplate.TL_SHOT, HardtackCodes.MAJOR, 1, false));
    }

    /**
     * Section 11.3: a CO regular company of 10 in column assaults 8 ST regulars in line behind a fence. Attacker
     * reaction TL 0 - 1 (close formation) = -1, target 1: 87.5%. Defender stand: odds 10:8 reads 1, -1 (line) +1
     * (attacker in column) = 1, target 3: pass .625, -1 .25, -2 .125. First round: D8 against D10 (cover).
     */
    @Test
    void assault_section113Example() {
        HardtackEngine e = pair("regular", "column", "regular", "line", 8, null, null);
        e.state().confidence[1] = HardtackCodes.STEADY;
        e.state().settle(1);
        int atl = e.assaultTl(0, 1);
        assertEquals(-1, atl);
        assertEquals(.875, HardtackDice.pExceeds(D8, 2 + atl), 1e-12);
        int stl = e.standTl(0, 1);
        assertEquals(1, stl);
        double[] r = new double[3];
        HardtackDice.confidence(D8, 2 + stl, r);
        assertEquals(.625, r[0], 1e-12);
        assertEquals(.25, r[1], 1e-12);
        assertEquals(.125, r[2], 1e-12);
        assertEquals(HardtackCodes.COVER_SOFT, e.coverOf(1, 0));
        int[] dice = new int[2];
        HardtackOdds.meleeDice(D8, 0, D8, 0, e.template().assaultCoverShift, dice);
        assertEquals(D10, dice[1]);
        double[][] duel = HardtackOdds.meleeRound(1, dice[0], 1, dice[1]);
        assertEquals(.35, duel[0][1], 1e-12);
        assertEquals(.55, duel[1][0], 1e-12);
        assertEquals(true, e.canAssault(0, 1));
    }

    /** Section 5.5, 7.14: a column target shifts the range die down one, travel mode a further one (closed). */
    @Test
    void travelMode_targetEasierToHit() {
        HardtackEngine e = pair("regular", "line", "regular", "column", 8, null, null);
        e.state().x[1] = 24;
        e.state().y[1] = 30;
        assertEquals(HardtackCodes.D6, e.rangeStepsOf(0, 1, 20));
        assertEquals(true, e.canTravel(1));
        e.state().travel(1, true);
        assertEquals(HardtackCodes.D4, e.rangeStepsOf(0, 1, 20));
        assertEquals(false, e.canFire(1, 0));
        assertEquals(false, e.canTravel(0));
    }

    /** Section 4.2: a target in position shifts the range die up one, like an extra band (8" band, 6" + fence). */
    @Test
    void inPosition_shiftsTheRangeDieUp() {
        HardtackEngine e = pair("regular", "line", "regular", "skirmish", 8, null, null);
        assertEquals(HardtackCodes.D6, e.rangeStepsOf(0, 1, 6));
        e.state().ip(1, true);
        assertEquals(HardtackCodes.D8, e.rangeStepsOf(0, 1, 6));
        assertEquals(true, e.canGoInPosition(0));
        assertEquals(false, e.canGoInPosition(1));
    }
}
