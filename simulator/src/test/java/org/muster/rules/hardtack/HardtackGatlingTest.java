package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.rules.hardtack.HardtackCodes.D10;
import static org.muster.rules.hardtack.HardtackCodes.D4;
import static org.muster.rules.hardtack.HardtackCodes.D6;
import static org.muster.rules.hardtack.HardtackCodes.D8;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.ScenarioException;
import org.muster.rules.Parameters;
import org.muster.tactics.hardtack.HardtackTactics;

/**
 * Gatling guns (shared/rules/hardtack.md 7.1 weapon table, 7.6 support dice, 4.3 [D] no reload): the parameters, the
 * exact odds against the specification's numbers, the engine sampled against the exact odds, the scenario
 * vocabulary and its bad input, the once-per-activation and no-reload rules, and the doctrine player's choice.
 *
 * <p>False-failure rate of the sampled checks: as {@link HardtackSampledOddsTest}, each check asserts the exact
 * probability lies inside the Wilson interval of the sampled frequency at z = 5.73 (two-sided alpha 1e-8 per check);
 * this class makes fewer than 200 such checks, so a correct engine fails any with probability below 2e-6. The seeds
 * are fixed, so the outcome is deterministic.
 */
class HardtackGatlingTest {
    private static final int SAMPLES = 40_000;

    /** Union company A (10 rifled muskets, line) with a Gatling of 2 crew, and a Confederate company 12" away. */
    private static HtScenarios duel(String targetStance, int targetFigures, double gap) {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .gatling(0, "Requa", 2, "A")
                .unit(1, "B", "infantry-company", 1, targetFigures, "regular", "musket", new Point(24, 10 + gap), 180,
                        targetStance, 0);
    }

    private static double expectedHits(double[] hits) {
        double e = 0;
        for (int k = 0; k < hits.length; k++) {
            e += k * hits[k];
        }
        return e;
    }

    /** The weapon table row: "Gatling gun (support weapon) | adds its own die; [D] no reload | D8 | D6". */
    @Test
    void parameters_areTheWeaponTableRow() {
        Parameters p = HtScenarios.RULESET.defaults();
        assertEquals(D8, p.getInt("gatling.fp"));
        assertEquals(D6, p.getInt("gatling.impact"));
        assertTrue(p.isChoice("gatling.reload", "no"));
        assertTrue(p.isChoice("gatling.fire", "either"));
    }

    /**
     * Fired alone by a regular crew at 12" (band 2, D6 range die) the Gatling rolls D8 + D8: exactly the dice of the
     * 10-man skirmish volley of worked example 1 (section 7.8): none 0.237, minor 0.401, major 0.362, E[hits] 0.686.
     */
    @Test
    void odds_aloneIsTheSkirmishVolleyOfWorkedExampleOne() {
        double[] levels = new double[3];
        double[] hits = HardtackOdds.fire(new int[] {D8, D8}, D6, levels);
        assertEquals(0.237, levels[0], 0.0005);
        assertEquals(0.401, levels[1], 0.0005);
        assertEquals(0.362, levels[2], 0.0005);
        assertEquals(0.686, expectedHits(hits), 0.0005);
    }

    /**
     * Joining the 12" line volley of section 7.8 (D8 + D10 vs D6, no effect 0.190) the Gatling adds a third firer die:
     * no effect needs all three at or below the range roll t, sum over t of (t/8)(t/10)(t/8)/6 = 441/3840. Every
     * potential hit keeps the musket's impact.
     */
    @Test
    void odds_joiningAddsAThirdDie() {
        double[] levels = new double[3];
        HardtackOdds.fire(new int[] {D8, D10}, D6, levels);
        assertEquals(0.190, levels[0], 0.0005);
        double[] hits = HardtackOdds.fire(new int[] {D8, D10, D8}, D6, levels);
        assertEquals(441.0 / 3840, levels[0], 1e-12);
        assertEquals(1, levels[0] + levels[1] + levels[2], 1e-12);
        assertTrue(expectedHits(hits) > 0.838 + 0.686 - 1e-9, "the sum of three dice gives more hits than two");
    }

    private static void sample(HardtackEngine e, int mode, int[] dice, int rangeDie, int impact, int figures,
            String what) {
        double[] levels = new double[3];
        double[] hits = HardtackOdds.fire(dice, rangeDie, levels);
        double[] wk = new double[2];
        HardtackDice.impact(impact, D4, 0, 2, wk);
        double[][] joint = HardtackOdds.allocate(hits, wk[0], wk[1], figures, 2);
        HardtackSampledOddsTest.assertFireMatches(() -> HardtackHooks.sampleGatling(e, 0, 1, mode), SAMPLES, levels,
                joint, figures, what);
    }

    /** The engine's joined volley (D8 + D10 + Gatling D8 vs D6, musket impact) against the exact distribution. */
    @Test
    void sampled_joinedVolleyMatchesExact() {
        HardtackEngine e = duel("skirmish", 10, 12).engine();
        HardtackHooks.reseedDice(e, 701);
        sample(e, HardtackOrder.GATLING_JOINS, new int[] {D8, D10, D8}, D6, D6, 10, "joined 12\" skirmish");
    }

    /** The engine's Gatling alone (D8 + D8 vs D4 at a line, impact D6) against the exact distribution. */
    @Test
    void sampled_aloneMatchesExact() {
        HardtackEngine e = duel("line", 8, 12).engine();
        HardtackHooks.reseedDice(e, 702);
        sample(e, HardtackOrder.GATLING_ALONE, new int[] {D8, D8}, D4, D6, 8, "alone 12\" line");
    }

    @Test
    void compile_crewAreFiguresOfTheCompanyAndFireNoSmallArms() {
        HardtackEngine e = duel("skirmish", 10, 12).engine();
        HardtackTemplate t = e.template();
        assertEquals(2, t.unitCount(), "the Gatling is no unit of its own");
        assertEquals(12, t.figures[0]);
        assertEquals(2, t.gatlingCrew[0]);
        assertEquals("Requa", t.gatlingName(0));
        HardtackHooks.startForTest(e);
        assertEquals(2, e.gunners(0));
        assertEquals(10, e.firers(0));
        int[] d = new int[2];
        e.firerDice(0, d);
        assertEquals(D8, d[0]);
        assertEquals(D10, d[1]);
        // Down to two fit figures, both serve the gun: the small arms are silent, the Gatling is not.
        e.state().fit[0] = 2;
        e.state().settle(0);
        assertEquals(0, e.firers(0));
        assertFalse(e.canFire(0, 1));
        assertTrue(e.canFireGatling(0, 1));
    }

    /** No Reload (4.3 [D]) and once per activation (7.2): the Gatling fires alone while the muskets reload. */
    @Test
    void engine_gatlingIgnoresReloadButFiresOncePerActivation() {
        HardtackEngine e = duel("skirmish", 10, 12).engine();
        HardtackHooks.reseedDice(e, 704);
        HardtackHooks.startForTest(e);
        HardtackState s = e.state();
        s.reload(0, true);
        assertFalse(e.canFire(0, 1));
        assertTrue(e.canFireGatling(0, 1));
        assertTrue(e.gatlingCanJoin(0));
        HardtackHooks.sampleGatling(e, 0, 1, HardtackOrder.GATLING_ALONE);
        assertTrue(s.gatlingFired(0));
        assertFalse(s.reload(0), "firing the Gatling places no Reload marker");
        assertFalse(e.canFireGatling(0, 1));
        assertFalse(e.gatlingCanJoin(0));
        assertTrue(e.canFire(0, 1), "the small arms are still loaded and unfired");
        // Joined, both the company and its Gatling have fired, and the muskets need a Reload.
        HardtackHooks.sampleGatling(e, 0, 1, HardtackOrder.GATLING_JOINS);
        assertTrue(s.gatlingFired(0) && s.fired(0) && s.reload(0));
    }

    @Test
    void engine_gatlingReloadOptionPlacesTheCompanyMarker() {
        HtScenarios b = duel("skirmish", 10, 12).rule("gatling.reload", "yes");
        HardtackEngine e = b.engine();
        HardtackHooks.reseedDice(e, 703);
        HardtackHooks.startForTest(e);
        HardtackHooks.sampleGatling(e, 0, 1, HardtackOrder.GATLING_ALONE);
        assertTrue(e.state().reload(0));
    }

    @Test
    void engine_fireModeParameterLimitsTheChoice() {
        HardtackEngine e = duel("skirmish", 10, 12).rule("gatling.fire", "join").engine();
        HardtackHooks.startForTest(e);
        assertFalse(e.canFireGatling(0, 1));
        assertTrue(e.gatlingCanJoin(0));
        e = duel("skirmish", 10, 12).rule("gatling.fire", "alone").engine();
        HardtackHooks.startForTest(e);
        assertTrue(e.canFireGatling(0, 1));
        assertFalse(e.gatlingCanJoin(0));
    }

    /** The replay narrates the Gatling's die, whether it joins or fires alone. */
    @Test
    void narration_namesTheGatling() {
        HardtackEngine e = duel("skirmish", 10, 12).engine();
        HardtackHooks.reseedDice(e, 705);
        StringBuilder log = new StringBuilder();
        e.narrate(line -> log.append(line).append('\n'));
        HardtackHooks.sampleGatling(e, 0, 1, HardtackOrder.GATLING_JOINS);
        HardtackHooks.sampleGatling(e, 0, 1, HardtackOrder.GATLING_ALONE);
        String text = log.toString();
        assertTrue(text.contains("the Gatling Requa joins A's fire") && text.contains(", Gatling D8 ")
                && text.contains("the Gatling Requa of A fires alone"), text);
    }

    /**
     * The doctrine player weighs the exact odds: loaded at 12" from skirmishers, the joined volley (E[hits] 1.668)
     * beats the Gatling alone and then the muskets (0.686 + 0.838); with a Reload marker the Gatling fires alone.
     */
    @Test
    void doctrine_joinsWhenLoadedAndFiresAloneWhileReloading() {
        HardtackEngine e = duel("skirmish", 10, 12).engine();
        HardtackHooks.startForTest(e);
        // No assault (weight 1: never worth it), so that the first action is the fire this test weighs.
        HardtackPlayer p = HardtackTactics.create(new PlayerSpec("doctrine", "balanced", Map.of("assault", 1.0)), 0,
                e.template());
        HardtackOrder o = new HardtackOrder();
        p.decide(e, 0, 0, o);
        assertEquals(HardtackOrder.FIRE, o.action);
        assertEquals(HardtackOrder.GATLING_JOINS, o.arg);
        assertEquals(1, o.target);
        e.state().reload(0, true);
        o.clear();
        p.decide(e, 0, 0, o);
        assertEquals(HardtackOrder.FIRE, o.action);
        assertEquals(HardtackOrder.GATLING_ALONE, o.arg);
    }

    /**
     * The test scenario (src/test/resources/scenarios/hardtack/gatling.yaml) reads, compiles its Gatling onto
     * 9th-ny-2, plays within the contract under every player, replays a battle alone, and its narration shows the
     * Gatling firing under doctrine.
     */
    @Test
    void testScenario_playsAndNarratesTheGatling() {
        HardtackTemplate t = HtScenarios.RULESET.compile(ScenarioReader.read(Path.of("src", "test", "resources",
                "scenarios", "hardtack", "gatling.yaml")), HtScenarios.RULESET.defaults());
        assertEquals(2, t.gatlingCrew[1]);
        assertEquals(12, t.figures[1]);
        BattleRecords.assertPlaysAndReplays(t, () -> HtScenarios.RULESET.newHardtackEngine(t), 3, 20, "gatling.yaml");
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord a = new BattleRecord(HardtackTemplate.MAX_UNITS);
        StringBuilder log = new StringBuilder();
        e.narrate(line -> log.append(line).append('\n'));
        e.play(3, 0, a);
        assertTrue(log.indexOf("the Gatling requa") >= 0 && log.indexOf(", Gatling D8 ") >= 0, log.toString());
    }

    /** Every player fields the Gatling within the contract: figures add up, a battle replays alone. */
    @Test
    void players_playWithinTheContract() {
        for (String ai : new String[] {"random", "naive", "doctrine"}) {
            HardtackTemplate t = HtScenarios.of()
                    .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(16, 10), 0, "line", 14)
                    .gatling(0, "G", 2, "A-2")
                    .unit(1, "B", "infantry-company", 3, 10, "regular", "musket", new Point(10, 36), 180, "line", 12)
                    .players(ai).compile();
            BattleRecords.assertPlaysAndReplays(t, () -> HtScenarios.RULESET.newHardtackEngine(t), 11, 20, ai);
        }
    }

    private static String reject(HtScenarios b) {
        ScenarioException x = assertThrows(ScenarioException.class, b::compile);
        assertFalse(x.getMessage().contains("\n"), x.getMessage());
        assertTrue(x.getMessage().startsWith("test.yaml"), x.getMessage());
        return x.getMessage();
    }

    private static HtScenarios base() {
        return HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .unit(0, "H", "cavalry-company", 1, 8, "regular", null, new Point(34, 10), 0, null, 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(24, 22), 180, "line", 0);
    }

    @Test
    void compile_badGatlingsAreRejectedNamingTheField() {
        String m = reject(base().gatling(0, "G", 2, "Z"));
        assertTrue(m.contains("sides[0].units[2].attach") && m.contains("'Z'"), m);
        m = reject(base().gatling(0, "G", 2, "B"));
        assertTrue(m.contains("sides[0].units[2].attach") && m.contains("no unit named 'B' on side 'Union'"), m);
        m = reject(base().gatling(0, "G", 2, "H"));
        assertTrue(m.contains("'H' is a cavalry-company"), m);
        m = reject(base().gatling(0, "G", 3, "A"));
        assertTrue(m.contains("sides[0].units[2].men") && m.contains("men 3") && m.contains("gatling.crew"), m);
        m = reject(base().gatling(0, "G", 2, null));
        assertTrue(m.contains("sides[0].units[2].attach"), m);
        m = reject(base().gatling(0, "G", 1, "A").gatling(0, "G2", 1, "A"));
        assertTrue(m.contains("sides[0].units[3].attach") && m.contains("already serves the Gatling 'G'"), m);
        m = reject(base().unit(0, "G", "gatling", 1, 2, null, null, new Point(5, 5), 0, null, 0));
        assertTrue(m.contains("sides[0].units[2].at"), m);
        m = reject(base().unit(0, "G", "gatling", 2, 2, null, null, null, 0, null, 0));
        assertTrue(m.contains("sides[0].units[2].count"), m);
    }
}
