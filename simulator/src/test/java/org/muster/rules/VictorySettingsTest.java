package org.muster.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwParameters;
import org.muster.rules.battle.TemplateBase;

/** The victory settings and objectives every template compiles the same way. */
class VictorySettingsTest {
    private static final Parameters ACW = Parameters.of("acw-skirmish", AcwParameters.all());

    private static Scenario scenario(String turns, String victory, String objectives) {
        return ScenarioReader.parse(String.join("\n",
                "ruleset: acw-skirmish",
                "name: victory",
                "table: {width: 40, depth: 30}",
                turns,
                objectives,
                "sides:",
                "  - {name: North, units: [{name: A, type: infantry-squad, count: 1, men: 5}]}",
                "  - {name: South, units: [{name: B, type: infantry-squad, count: 1, men: 5}]}",
                victory,
                ""), "victory.yaml");
    }

    private static Scenario withTurns(Scenario s, int turns) {
        return new Scenario(s.ruleset(), s.name(), s.description(), s.widthInches(), s.depthInches(), turns,
                s.terrain(), s.objectives(), s.sides(), s.victory(), s.rules(), s.source(), s.vars(), s.expect());
    }

    @Test
    void settings_takeTheScenariosElseTheRuleSetsNumbers() {
        VictorySettings dflt = new VictorySettings(scenario("", "", ""), ACW);
        assertEquals(ACW.getInt("turns.limit"), dflt.maxTurns);
        assertEquals(ACW.get("victory.break-at"), dflt.breakAt, 0);
        assertEquals(VictorySettings.TIE_CASUALTIES, dflt.tieBreak);
        VictorySettings own = new VictorySettings(scenario("turns: 7",
                "victory: {break-at: 0.25, tie-break: objectives-only}", ""), ACW);
        assertEquals(7, own.maxTurns);
        assertEquals(0.25, own.breakAt, 0);
        assertEquals(VictorySettings.TIE_OBJECTIVES_ONLY, own.tieBreak);
        assertEquals(VictorySettings.TIE_NONE,
                new VictorySettings(scenario("", "victory: {tie-break: none}", ""), ACW).tieBreak);
    }

    @Test
    void settings_rejectANegativeTurnLimitForEveryRuleSet() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> new VictorySettings(withTurns(scenario("", "", ""), -1), ACW));
        assertEquals("turns", e.field(), e.getMessage());
    }

    @Test
    void objectives_areColumnsInListingOrderAndMustBeOnTheTable() {
        Scenario s = scenario("", "", String.join("\n",
                "objectives:",
                "  - {name: ford, at: [10, 15], radius: 3, points: 2}",
                "  - {name: hill, at: [30, 20], radius: 4, points: 1}"));
        VictorySettings.Objectives o = new VictorySettings.Objectives(s, TemplateBase.table(s, "acw-skirmish"));
        assertArrayEquals(new double[] {10, 30}, o.x, 0);
        assertArrayEquals(new double[] {15, 20}, o.y, 0);
        assertArrayEquals(new double[] {3, 4}, o.radius, 0);
        assertArrayEquals(new int[] {2, 1}, o.points);
        assertEquals(2, o.pointsHeld(0, 2, new int[] {0, 1}, new double[] {11, 30}, new double[] {15, 21}, u -> true),
                "side 0 alone at the ford; both sides at the hill");
        Scenario narrow = new Scenario(s.ruleset(), s.name(), s.description(), 25, s.depthInches(), s.turns(),
                s.terrain(), s.objectives(), s.sides(), s.victory(), s.rules(), s.source(), s.vars(), s.expect());
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> new VictorySettings.Objectives(s, TemplateBase.table(narrow, "acw-skirmish")));
        assertEquals("objectives[1].at", e.field(), e.getMessage());
    }
}
