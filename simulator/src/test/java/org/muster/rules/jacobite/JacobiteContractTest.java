package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.model.Point;

/**
 * The engine contract over many battles, for every player and a few scenario shapes: battles end within the turn
 * limit, figures never go negative, killed + out of action + standing == start, the winner agrees with how the battle
 * ended, battle i replays alone to the same record as inside a sequence, and narration changes nothing.
 */
class JacobiteContractTest {
    private static final int BATTLES = 400;

    static JacobiteScenarios scenario(String shape, String ai) {
        JacobiteScenarios b;
        switch (shape) {
            case "terrain":
                b = JacobiteScenarios.of().area("building", 30, 32, 6, 4, 0).line("wall", 10, 30, 60, 30)
                        .area("dense-woods", 2, 20, 10, 8, 0).area("marsh", 40, 14, 8, 6, 0)
                        .area("water", 62, 20, 6, 6, 0).area("hill", 20, 34, 16, 8, 1)
                        .objective("farm", 33, 34, 5, 2)
                        .unit(0, "Foot", "regular-foot", 3, 16, null, null, new Point(14, 8), 0, 14)
                        .unit(0, "General", "personality", 1, 1, null, "mounted", null, 0, 0)
                        .unit(0, "Militia", "militia-foot", 1, 12, null, "column", new Point(56, 8), 0, 0)
                        .unit(0, "Dragoons", "dragoons", 1, 6, null, "dismounted", new Point(66, 6), 0, 0)
                        .unit(0, "Gun", "artillery", 1, 4, null, "road", new Point(36, 4), 0, 0)
                        .unit(1, "Clan", "highland-foot", 3, 24, null, null, new Point(16, 40), 180, 16)
                        .unit(1, "Prince", "personality", 1, 1, null, null, null, 180, 0)
                        .unit(1, "Lowland", "militia-foot", 1, 12, null, null, new Point(60, 40), 180, 0)
                        .unit(1, "Horse", "lowland-horse", 1, 6, null, "column", new Point(68, 42), 180, 0)
                        .unit(1, "Gun", "artillery", 1, 3, null, null, new Point(34, 44), 180, 0);
                break;
            case "cavalry":
                b = JacobiteScenarios.of().rule("melee.pairing", "sorted").rule("deck.jokers", "0")
                        .unit(0, "Dragoons", "dragoons", 4, 6, "elite", "column", null, 0, 0)
                        .unit(1, "French", "regular-foot", 2, 12, "poor", null, null, 180, 0)
                        .unit(1, "Hussars", "horse", 2, 4, null, null, null, 180, 0);
                break;
            default:
                b = JacobiteScenarios.mirror();
                break;
        }
        return b.players(ai);
    }

    @ParameterizedTest
    @CsvSource({"mirror,random", "mirror,naive", "mirror,doctrine", "terrain,random", "terrain,naive",
        "terrain,doctrine", "cavalry,random", "cavalry,naive", "cavalry,doctrine"})
    void play_manyBattlesKeepTheContract(String shape, String ai) {
        JacobiteTemplate t = scenario(shape, ai).compile();
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        BattleRecord r = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        int[] winners = new int[3];
        for (int i = 0; i < BATTLES; i++) {
            e.play(123, i, r);
            BattleRecords.assertKeepsContract(t, r, i);
            if (r.how != BattleRecord.HOW_ARMY_BROKE && r.how != BattleRecord.HOW_MUTUAL) {
                assertEquals(t.maxTurns(), r.turns, "only a break ends a battle early");
            }
            for (int u = 0; u < r.unitCount; u++) {
                assertEquals(0, r.outOfAction[u], "jacobite45 has no men out of action");
                assertTrue(r.standing[u] > 0 || r.destroyed[u] == 1, "a unit with no figure is destroyed");
            }
            winners[r.winner]++;
        }
        assertEquals(BATTLES, winners[0] + winners[1] + winners[2]);
        if (!ai.equals("random")) {
            assertTrue(winners[2] < BATTLES, "some battle is decided");
        }
    }

    @ParameterizedTest
    @CsvSource({"mirror,doctrine", "terrain,random", "terrain,doctrine", "cavalry,naive"})
    void play_sameSeedSameRecord_andBattleReplaysAlone(String shape, String ai) {
        JacobiteTemplate t = scenario(shape, ai).compile();
        JacobiteEngine warm = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        BattleRecord a = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        for (int i = 0; i < 30; i++) {
            warm.play(9, i, a);
            JacobiteEngine fresh = JacobiteScenarios.RULESET.newJacobiteEngine(t);
            fresh.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "battle " + i);
            warm.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "replay of battle " + i);
        }
    }

    @ParameterizedTest
    @CsvSource({"mirror,doctrine", "terrain,naive"})
    void play_narratedBattleEqualsSilentBattle(String shape, String ai) {
        JacobiteTemplate t = scenario(shape, ai).compile();
        JacobiteEngine silent = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        JacobiteEngine loud = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        StringBuilder log = new StringBuilder();
        loud.narrate(line -> log.append(line).append('\n'));
        BattleRecord a = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        silent.play(5, 3, a);
        loud.play(5, 3, b);
        BattleRecords.assertSameRecord(a, b, "narration changes nothing");
        assertTrue(log.indexOf("card ") >= 0 && log.indexOf("result:") >= 0, log.toString());
        assertEquals(silent.diceRolled(), loud.diceRolled());
    }

    @ParameterizedTest
    @CsvSource({"mirror", "terrain"})
    void play_doesNotChangeTemplate(String shape) {
        JacobiteTemplate t = scenario(shape, "doctrine").compile();
        int[] figures = t.figures.clone();
        double[] x = t.x.clone();
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        BattleRecord r = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        for (int i = 0; i < 20; i++) {
            e.play(1, i, r);
        }
        assertArrayEquals(figures, t.figures);
        assertArrayEquals(x, t.x, 0);
    }

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
