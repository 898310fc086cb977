package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;

/**
 * Army lists (A10), the one check of the former JacobiteContractTest that is jacobite45's own; the engine contract
 * every rule set keeps is org.muster.rules.RulesetContractTest.
 */
class JacobiteArmyListsTest {
    /** Army lists (A10): armies drawn per battle from the SETUP stream keep the contract, the caps and replay alone. */
    @org.junit.jupiter.api.Test
    void armyLists_drawnArmiesKeepContractCapsAndReplay() {
        String yaml = "ruleset: jacobite45\nname: Lists\ntable: {width: 72, depth: 48}\nsides:\n"
                + "  - name: Government\n    army: {list: government, units: 10}\n"
                + "  - name: Jacobite\n    army: {list: jacobite, units: 10}\n";
        org.muster.model.Scenario sc = org.muster.io.ScenarioReader.parse(yaml, "lists.yaml");
        JacobiteTemplate t = JacobiteScenarios.RULESET.compile(sc, JacobiteScenarios.RULESET.defaults());
        assertTrue(t.hasArmyLists);
        assertEquals(20, t.unitCount());
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        JacobiteState s = e.state();
        BattleRecord r = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        int[] kinds = new int[JacobiteCodes.TYPE_NAMES.length + 1];
        for (int i = 0; i < 300; i++) {
            e.play(31, i, r);
            int cavalry = 0;
            int highland = 0;
            for (int u = 0; u < t.unitCount(); u++) {
                assertTrue(r.start[u] >= 0 && r.start[u] <= t.unitStartFigures(u), "start " + r.start[u]);
                assertEquals(r.start[u], r.killed[u] + r.outOfAction[u] + r.standing[u]);
                kinds[r.start[u] == 0 ? JacobiteCodes.TYPE_NAMES.length : s.type[u]]++;
                if (r.start[u] > 0 && t.side[u] == 1 && JacobiteCodes.isCavalry(s.type[u])) {
                    cavalry++;
                }
                if (r.start[u] > 0 && t.side[u] == 0 && s.type[u] == JacobiteCodes.HIGHLAND_FOOT) {
                    highland++;
                }
                if (r.start[u] == 0) {
                    assertEquals(0, r.destroyed[u], "an absent slot is not destroyed");
                }
            }
            assertTrue(cavalry <= 2, "Jacobite cavalry " + cavalry);
            assertTrue(highland <= 1, "Government Highland units " + highland);
            if (i % 50 == 0) {
                JacobiteScenarios.RULESET.newJacobiteEngine(t).play(31, i, b);
                BattleRecords.assertSameRecord(r, b, "army-list battle " + i + " alone");
            }
        }
        for (int k = 0; k < kinds.length; k++) {
            if (k != JacobiteCodes.PERSONALITY) {
                assertTrue(kinds[k] > 0, "some slot drew " + (k < JacobiteCodes.TYPE_NAMES.length
                        ? JacobiteCodes.TYPE_NAMES[k] : "no unit"));
            }
        }
    }
}
