package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;

/** The bundled scenarios in scenarios/hardtack read, compile, carry a source note and play within the contract. */
class HardtackBundledScenariosTest {
    @ParameterizedTest
    @ValueSource(strings = {"meeting-engagement", "stone-wall", "cavalry-action", "little-round-top"})
    void bundled_readsCompilesAndPlays(String name) {
        Path file = Path.of("..", "scenarios", "hardtack", name + ".yaml");
        assertTrue(Files.isRegularFile(file), file.toAbsolutePath().toString());
        Scenario s = ScenarioReader.read(file);
        assertEquals("hardtack", s.ruleset());
        assertTrue(s.description().contains("Sources:") || s.description().contains("source"), s.description());
        HardtackTemplate t = HtScenarios.RULESET.compile(s, HtScenarios.RULESET.defaults());
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int i = 0; i < 40; i++) {
            e.play(7, i, r);
            assertTrue(r.turns >= 1 && r.turns <= t.maxTurns());
            for (int u = 0; u < r.unitCount; u++) {
                assertEquals(r.start[u], r.killed[u] + r.outOfAction[u] + r.standing[u]);
            }
        }
    }
}
