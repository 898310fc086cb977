package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.model.ScenarioException;

/** compile() rejects what the rules reject, naming the field and the value. */
class AcwValidationTest {

    private static void rejects(AcwScenarios b, String field, String value) {
        ScenarioException e = assertThrows(ScenarioException.class, b::compile);
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().contains(field), e.getMessage());
        assertTrue(e.getMessage().contains(value), e.getMessage());
        assertEquals("test.yaml", e.file());
    }

    private static AcwScenarios one(String type, int men, String quality, String weapon, Point at, String stance) {
        return AcwScenarios.of().unit(0, "X", type, 1, men, quality, weapon, at, 0, stance, 0)
                .unit(1, "Y", "infantry-squad", 1, 5, "regular", "rifled-musket", null, 180, null, 0);
    }

    @Test
    void compile_unknownType() {
        rejects(one("dragoon", 5, "regular", null, null, null), "sides[0].units[0].type", "'dragoon'");
    }

    /** The regiment, brigade and attach keys are hardtack's: another rule set refuses them rather than ignore them. */
    @Test
    void compile_regimentAndBrigadeKeysAreNotThisRuleSets() {
        rejects(one("infantry-squad", 5, "regular", null, null, null).grouped(0, "1st", null),
                "sides[0].units[0].regiment", "'regiment: 1st'");
        rejects(one("infantry-squad", 5, "regular", null, null, null).grouped(0, null, "Iron"),
                "sides[0].units[0].brigade", "'brigade: Iron'");
        rejects(AcwScenarios.of().unit(0, "X", "infantry-squad", 1, 5, "regular", null, null, 0, null, 0)
                .attached(0, "G", "gatling", 2, "X")
                .unit(1, "Y", "infantry-squad", 1, 5, "regular", "rifled-musket", null, 180, null, 0),
                "sides[0].units[1].attach", "'attach: X'");
    }

    @Test
    void compile_unknownQuality() {
        rejects(one("infantry-squad", 5, "elite", null, null, null), "sides[0].units[0].quality", "'elite'");
    }

    @Test
    void compile_unknownWeapon() {
        rejects(one("infantry-squad", 5, "regular", "laser", null, null), "sides[0].units[0].weapon", "'laser'");
        rejects(one("artillery", 4, "regular", "musket", null, null), "sides[0].units[0].weapon", "'musket'");
    }

    @Test
    void compile_unknownStance() {
        rejects(one("infantry-squad", 5, "regular", null, null, "mounted"), "sides[0].units[0].stance", "'mounted'");
        rejects(one("artillery", 4, "regular", null, null, "prone"), "sides[0].units[0].stance", "'prone'");
        rejects(one("cavalry-squad", 4, "regular", null, null, "limbered"), "sides[0].units[0].stance", "'limbered'");
    }

    @Test
    void compile_menOutsideLegalRange() {
        rejects(one("infantry-squad", 2, "regular", null, null, null), "sides[0].units[0].men", "men 2");
        rejects(one("cavalry-squad", 9, "regular", null, null, null), "sides[0].units[0].men", "men 9");
        rejects(one("artillery", 5, "regular", null, null, null), "sides[0].units[0].men", "men 5");
        rejects(one("artillery", 0, "regular", null, null, null), "sides[0].units[0].men", "men 0");
        one("artillery", 1, "regular", null, null, null).compile();
        one("infantry-squad", 8, "regular", null, null, null).compile();
    }

    @Test
    void compile_offTableAndImpassable() {
        rejects(one("infantry-squad", 5, "regular", null, new Point(50, 10), null), "sides[0].units[0].at", "(50, 10)");
        AcwScenarios row = AcwScenarios.of()
                .unit(0, "R", "infantry-squad", 5, 5, "regular", null, new Point(30, 5), 0, null, 5)
                .unit(1, "Y", "infantry-squad", 1, 5, "regular", null, null, 180, null, 0);
        rejects(row, "sides[0].units[0].at", "R-5");
        rejects(one("infantry-squad", 5, "regular", null, new Point(10, 10), null).area("water", 5, 5, 10, 10, 0, null),
                "sides[0].units[0].at", "water");
    }

    @Test
    void compile_sideWithNoUnits() {
        AcwScenarios b = AcwScenarios.of().unit(0, "X", "infantry-squad", 1, 5, "regular", null, null, 0, null, 0);
        rejects(b, "sides[1].units", "'Confederate'");
    }

    @Test
    void compile_badCount() {
        AcwScenarios b = AcwScenarios.of().unit(0, "X", "infantry-squad", 0, 5, "regular", null, null, 0, null, 0)
                .unit(1, "Y", "infantry-squad", 1, 5, "regular", null, null, 180, null, 0);
        rejects(b, "sides[0].units[0].count", "count 0");
    }

    @Test
    void compile_unknownPlayersPresetsAndWeights() {
        rejects(AcwScenarios.meeting().player(0, "genius", null, Map.of()), "sides[0].player.ai", "'genius'");
        rejects(AcwScenarios.meeting().player(1, "doctrine", "reckless", Map.of()), "sides[1].player.preset",
                "'reckless'");
        rejects(AcwScenarios.meeting().player(1, "doctrine", "balanced", Map.of("bravery", 2.0)),
                "sides[1].player.weights.bravery", "'bravery'");
        AcwScenarios.meeting().player(1, "doctrine", "aggressive", Map.of("charge-odds", 0.5)).compile();
        rejects(AcwScenarios.meeting().player(0, "naive", "sneaky", Map.of()), "sides[0].player.preset", "'sneaky'");
        rejects(AcwScenarios.meeting().player(0, "random", null, Map.of("aim", 1.0)), "sides[0].player.weights.aim",
                "'aim'");
        AcwScenarios.meeting().player(0, "random", null, Map.of()).player(1, "naive", "defensive", Map.of())
                .compile();
    }

    @Test
    void compile_badOverridesAndVictory() {
        rejects(AcwScenarios.meeting().rule("kill-die.cover-hrad", "3"), "rules.kill-die.cover-hrad", "cover-hrad");
        rejects(AcwScenarios.meeting().rule("pistol", "gatling"), "rules.pistol", "'gatling'");
        rejects(AcwScenarios.meeting().victory(1.5, "casualties"), "victory.break-at", "1.5");
        rejects(AcwScenarios.meeting().victory(Double.NaN, "coin-toss"), "victory.tie-break", "'coin-toss'");
        rejects(AcwScenarios.meeting().turns(-1), "turns", "-1");
        // Two parameters that disagree are named together, not blamed on a unit's men (ParameterExtremesTest).
        rejects(AcwScenarios.meeting().rule("squad.max-men", "2"), "rules.squad.min-men",
                "squad.min-men 3 exceeds squad.max-men 2");
    }

    @Test
    void compile_overridesAndDefaultsApply() {
        AcwTemplate t = AcwScenarios.meeting().rule("kill-die.prone-modifier", "1").turns(12).compile();
        assertEquals(1, t.proneModifier);
        assertEquals(12, t.maxTurns());
        assertEquals(0.5, t.victory.breakAt, 0);
        assertEquals(20, AcwScenarios.meeting().compile().maxTurns());
        assertEquals(16, t.unitCount());
        assertEquals("A-2", t.unitName(1));
        // Count expansion along the row and edge deployment 36" apart.
        AcwTemplate row = AcwScenarios.of()
                .unit(0, "R", "infantry-squad", 3, 5, "regular", null, new Point(6, 6), 0, null, 5)
                .unit(1, "S", "infantry-squad", 3, 5, "regular", null, new Point(6, 42), 180, null, 5).compile();
        assertEquals(11, row.x[1], 1e-9);
        assertEquals(6, row.y[1], 1e-9);
        assertEquals(11, row.x[4], 1e-9);
        assertEquals(42, row.y[4], 1e-9);
        AcwTemplate edge = AcwScenarios.meeting().compile();
        assertEquals(6, edge.y[0], 1e-9);
        assertEquals(42, edge.y[8], 1e-9);
        assertEquals(3, edge.x[0], 1e-9);
        assertEquals(180, edge.facing[8], 1e-9);
    }
}
