package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.model.ScenarioException;

/** Bad hardtack input is rejected with one line naming the file, the field and the value. */
class HardtackValidationTest {
    private static String reject(HtScenarios b) {
        ScenarioException e = assertThrows(ScenarioException.class, b::compile);
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().startsWith("test.yaml"), e.getMessage());
        return e.getMessage();
    }

    private static HtScenarios one(String type, int men, String quality, String weapon, String stance) {
        return HtScenarios.of().unit(0, "A", type, 1, men, quality, weapon, new Point(10, 10), 0, stance, 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", null, new Point(10, 30), 180, null, 0);
    }

    @Test
    void compile_unknownTypeNamesFieldAndValue() {
        String m = reject(one("infantry-squad", 10, "regular", null, null));
        assertTrue(m.contains("sides[0].units[0].type") && m.contains("'infantry-squad'")
                && m.contains("infantry-company, cavalry-company, artillery-section"), m);
    }

    @Test
    void compile_unknownQualityNamesFieldAndValue() {
        String m = reject(one("infantry-company", 10, "heroic", null, null));
        assertTrue(m.contains("sides[0].units[0].quality") && m.contains("'heroic'") && m.contains("veteran"), m);
    }

    @Test
    void compile_unknownStanceNamesFieldAndValue() {
        String m = reject(one("infantry-company", 10, "regular", null, "prone"));
        assertTrue(m.contains("sides[0].units[0].stance") && m.contains("'prone'") && m.contains("column"), m);
        m = reject(one("artillery-section", 3, "regular", null, "line"));
        assertTrue(m.contains("'line'") && m.contains("limbered"), m);
    }

    @Test
    void compile_weaponNotOfTheTypeIsRejected() {
        String m = reject(one("infantry-company", 10, "regular", "napoleon", null));
        assertTrue(m.contains("sides[0].units[0].weapon") && m.contains("'napoleon'"), m);
    }

    /** Two parameters that disagree are named together, not blamed on a company's figures (ParameterExtremesTest). */
    @Test
    void compile_companyBoundsThatDisagreeAreNamedTogether() {
        String m = reject(HtScenarios.meeting().rule("company.min-figures", "14"));
        assertTrue(m.contains("rules.company.min-figures") && m.contains("company.min-figures 14 exceeds "
                + "company.max-figures 12"), m);
        m = reject(HtScenarios.meeting().rule("artillery.bounce-die", "0"));
        assertTrue(m.contains("artillery.bounce-die") && m.contains("'0'"), m);
    }

    @Test
    void compile_companySizeOutsideTheRules() {
        String m = reject(one("infantry-company", 3, "regular", null, null));
        assertTrue(m.contains("sides[0].units[0].men") && m.contains("men 3"), m);
        m = reject(one("artillery-section", 5, "regular", null, null));
        assertTrue(m.contains("men 5") && m.contains("artillery.crew"), m);
    }

    @Test
    void compile_offTableAndImpassableDeployment() {
        String m = reject(HtScenarios.of().unit(0, "A", "infantry-company", 1, 10, "regular", null,
                new Point(100, 10), 0, null, 0).unit(1, "B", "infantry-company", 1, 10, "regular", null, null, 180,
                null, 0));
        assertTrue(m.contains("sides[0].units[0].at") && m.contains("off the"), m);
        m = reject(HtScenarios.of().area("water", 0, 0, 20, 20, 0, null).unit(0, "A", "infantry-company", 1, 10,
                "regular", null, new Point(10, 10), 0, null, 0).unit(1, "B", "infantry-company", 1, 10, "regular",
                null, null, 180, null, 0));
        assertTrue(m.contains("impassable"), m);
    }

    @Test
    void compile_unknownParameterAndAi() {
        String m = reject(HtScenarios.meeting().rule("fire.skirmish-shfit", "1"));
        assertTrue(m.contains("rules.fire.skirmish-shfit") && m.contains("did you mean 'fire.skirmish-shift'"), m);
        m = reject(HtScenarios.meeting().rule("threat.leader.low", "x"));
        assertTrue(m.contains("'x'"), m);
        m = reject(HtScenarios.meeting().player(0, "genius", null, Map.of()));
        assertTrue(m.contains("sides[0].player.ai") && m.contains("'genius'"), m);
        m = reject(HtScenarios.meeting().player(1, "doctrine", "reckless", Map.of()));
        assertTrue(m.contains("sides[1].player.preset") && m.contains("'reckless'"), m);
        m = reject(HtScenarios.meeting().player(1, "doctrine", "balanced", Map.of("charge-odds", 1.0)));
        assertTrue(m.contains("'charge-odds'") && m.contains("assault"), m);
    }

    @Test
    void compile_regimentsAreUnitLines() {
        HardtackTemplate t = HtScenarios.meeting().compile();
        assertEquals(2, t.regimentCount);
        assertEquals(0, t.regiment[3]);
        assertEquals(1, t.regiment[4]);
        assertEquals("A-2", t.unitName(1));
    }

    @Test
    void defaults_everyParameterIsTagged() {
        for (org.muster.rules.Parameter p : HtScenarios.RULESET.defaults().definitions()) {
            assertTrue(p.tag().matches("\\[(S p\\.\\d+|X( p\\.\\d+)?|D)\\]"), p.name() + " " + p.tag());
            assertFalse(p.description().isEmpty(), p.name());
        }
    }
}
