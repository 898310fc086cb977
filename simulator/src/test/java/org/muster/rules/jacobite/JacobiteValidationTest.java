package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

/** Bad jacobite45 input is rejected with one clear line naming the field and the value; the bundled files compile. */
class JacobiteValidationTest {

    private static ScenarioException reject(JacobiteScenarios b) {
        return assertThrows(ScenarioException.class, b::compile);
    }

    private static void assertOneLine(ScenarioException e, String field, String... parts) {
        String m = e.getMessage();
        assertTrue(!m.contains("\n"), m);
        assertEquals(field, e.field(), m);
        for (String p : parts) {
            assertTrue(m.contains(p), "'" + p + "' in: " + m);
        }
    }

    private static JacobiteScenarios enemy(JacobiteScenarios b) {
        return b.unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(30, 40), 180, 0);
    }

    @Test
    void unknownTroopType() {
        ScenarioException e = reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "grenadiers", 1, 16, null, null, new Point(30, 10), 0, 0)));
        assertOneLine(e, "sides[0].units[0].type", "'grenadiers'", "regular-foot", "highland-foot");
    }

    @Test
    void clanFormationForNonHighlanders() {
        ScenarioException e = reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, "clan", new Point(30, 10), 0, 0)));
        assertOneLine(e, "sides[0].units[0].stance", "'clan'", "only for highland-foot");
        e = reject(enemy(JacobiteScenarios.of()
                .unit(0, "Horse", "dragoons", 1, 6, null, "clan", new Point(30, 10), 0, 0)));
        assertOneLine(e, "sides[0].units[0].stance", "'clan'");
    }

    @Test
    void highlandersMustUseClanFormation() {
        ScenarioException e = reject(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, "line", new Point(30, 40), 180, 0));
        assertOneLine(e, "sides[1].units[0].stance", "'line'", "compulsory");
    }

    @Test
    void otherBadValues() {
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Gun", "artillery", 1, 5, null, null, new Point(30, 10), 0, 0))),
                "sides[0].units[0].men", "men 5", "1-4");
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, "veteran", null, new Point(30, 10), 0, 0))),
                "sides[0].units[0].quality", "'veteran'");
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Cope", "personality", 1, 1, null, null, null, 0, 0)
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0))),
                "sides[0].units[0].type", "personality");
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, "square", new Point(30, 10), 0, 0))),
                "sides[0].units[0].stance", "'square'", "line, column");
        assertOneLine(reject(enemy(JacobiteScenarios.of().rule("morale.normal", "25")
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0))),
                "rules.morale.normal", "bands");
        assertOneLine(reject(enemy(JacobiteScenarios.of().rule("fire.britsh-line.1", "9")
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(30, 10), 0, 0))),
                "rules.fire.britsh-line.1", "unknown parameter", "fire.british-line.1");
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(90, 10), 0, 0))),
                "sides[0].units[0].at", "off the");
        assertOneLine(reject(enemy(JacobiteScenarios.of()
                .unit(0, "Foot", "regular-foot", 2, 16, null, null, new Point(30, 10), 0, 1))),
                "sides[0].units", "overlaps", "Foot-2");
    }

    @Test
    void yamlWithBadTroopType_oneLineWithFileLineAndValue() {
        String yaml = "ruleset: jacobite45\nname: Bad\ntable: {width: 72, depth: 48}\nsides:\n"
                + "  - name: Government\n    units:\n      - {type: regular-foot, men: 16, at: [30, 10]}\n"
                + "  - name: Jacobite\n    units:\n      - {type: highlanders, men: 24, at: [30, 40]}\n";
        Scenario s = ScenarioReader.parse(yaml, "bad.yaml");
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> StandardRulesets.registry().get("jacobite45", "bad.yaml", 1, "ruleset").compile(s,
                        StandardRulesets.registry().get("jacobite45", "bad.yaml", 1, "ruleset").defaults()));
        assertEquals("bad.yaml:10: sides[1].units[0].type: unknown troop type 'highlanders' for jacobite45 (known: "
                + "regular-foot, militia-foot, highland-foot, horse, dragoons, lowland-horse, artillery, personality)",
                e.getMessage());
    }

    @Test
    void armyList_unknownOrOnTheWrongSide() {
        String yaml = "ruleset: jacobite45\nname: Bad\ntable: {width: 72, depth: 48}\nsides:\n"
                + "  - name: Government\n    army: {list: LIST0, units: 6}\n"
                + "  - name: Jacobite\n    army: {list: jacobite, units: 6}\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> JacobiteScenarios.RULESET.compile(
                ScenarioReader.parse(yaml.replace("LIST0", "hanoverian"), "bad.yaml"),
                JacobiteScenarios.RULESET.defaults()));
        assertOneLine(e, "sides[0].army.list", "'hanoverian'", "government, jacobite");
        e = assertThrows(ScenarioException.class, () -> JacobiteScenarios.RULESET.compile(
                ScenarioReader.parse(yaml.replace("LIST0", "jacobite"), "bad.yaml"),
                JacobiteScenarios.RULESET.defaults()));
        assertOneLine(e, "sides[0].army.list", "'jacobite'", "Government side");
        e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml.replace("LIST0", "government")
                .replace("units: 6}\n  - name: J", "unit: 6}\n  - name: J"), "bad.yaml"));
        assertTrue(e.getMessage().contains("sides[0].army"), e.getMessage());
    }

    @Test
    void bundledScenarios_compileAndPlay() throws IOException {
        Path dir = Path.of("../scenarios/jacobite45");
        int files = 0;
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.yaml")) {
            for (Path f : ds) {
                Scenario s = ScenarioReader.read(f);
                assertEquals("jacobite45", s.ruleset(), f.toString());
                JacobiteTemplate t = JacobiteScenarios.RULESET.compile(s, JacobiteScenarios.RULESET.defaults());
                JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
                org.muster.engine.BattleRecord r = new org.muster.engine.BattleRecord(JacobiteTemplate.MAX_UNITS);
                for (int i = 0; i < 20; i++) {
                    e.play(7, i, r);
                }
                files++;
            }
        }
        assertTrue(files >= 1);
    }
}
