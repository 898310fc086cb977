package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.model.Point;

/** The engine contract over many battles, for every player and a few scenario shapes. */
class HardtackContractTest {
    private static final int BATTLES = 200;

    static HtScenarios scenario(String shape, String ai) {
        HtScenarios b;
        switch (shape) {
            case "wall":
                b = HtScenarios.of().line("wall", 4, 34, 44, 34).area("light-woods", 2, 18, 8, 8, 0, null)
                        .area("hill", 30, 36, 12, 8, 1, null).objective("wall", 24, 36, 6, 3)
                        .unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 6), 0, "column", 10)
                        .unit(0, "G", "artillery-section", 1, 3, "regular", "napoleon", new Point(24, 2), 0,
                                "limbered", 0)
                        .unit(1, "B", "infantry-company", 2, 8, "veteran", "smoothbore", new Point(14, 36), 180,
                                "skirmish", 10);
                break;
            case "cavalry":
                b = HtScenarios.of()
                        .unit(0, "C", "cavalry-company", 3, 8, "veteran", "carbine", null, 0, null, 0)
                        .unit(1, "D", "cavalry-company", 2, 8, "regular", "repeater", null, 180, "dismounted", 0)
                        .unit(1, "I", "infantry-company", 1, 10, "green", "shotgun", null, 180, "skirmish", 0);
                break;
            default:
                b = HtScenarios.meeting();
                break;
        }
        return b.players(ai);
    }

    @ParameterizedTest
    @CsvSource({"meeting,random", "meeting,naive", "meeting,doctrine", "wall,random", "wall,naive", "wall,doctrine",
        "cavalry,random", "cavalry,naive", "cavalry,doctrine"})
    void play_manyBattlesKeepTheContract(String shape, String ai) {
        HardtackTemplate t = scenario(shape, ai).compile();
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        int[] winners = new int[3];
        for (int i = 0; i < BATTLES; i++) {
            e.play(123, i, r);
            BattleRecords.assertKeepsContract(t, r, i);
            winners[r.winner]++;
        }
        assertEquals(BATTLES, winners[0] + winners[1] + winners[2]);
    }

    @ParameterizedTest
    @CsvSource({"meeting,doctrine", "wall,random", "cavalry,naive", "wall,doctrine"})
    void play_sameSeedSameRecord_andBattleReplaysAlone(String shape, String ai) {
        HardtackTemplate t = scenario(shape, ai).compile();
        HardtackEngine warm = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord a = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int i = 0; i < 30; i++) {
            warm.play(9, i, a);
            HardtackEngine fresh = HtScenarios.RULESET.newHardtackEngine(t);
            fresh.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "battle " + i);
            warm.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "replay of battle " + i);
        }
    }

    @ParameterizedTest
    @CsvSource({"meeting", "wall", "cavalry"})
    void play_narratedBattleEqualsSilentBattle(String shape) {
        HardtackTemplate t = scenario(shape, "doctrine").compile();
        HardtackEngine silent = HtScenarios.RULESET.newHardtackEngine(t);
        HardtackEngine loud = HtScenarios.RULESET.newHardtackEngine(t);
        StringBuilder log = new StringBuilder();
        loud.narrate(line -> log.append(line).append('\n'));
        BattleRecord a = new BattleRecord(HardtackTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(HardtackTemplate.MAX_UNITS);
        silent.play(5, 3, a);
        loud.play(5, 3, b);
        BattleRecords.assertSameRecord(a, b, "narration changes nothing");
        assertTrue(log.indexOf("activates") >= 0 && log.indexOf("battle over") >= 0, log.toString());
        assertEquals(silent.diceRolled(), loud.diceRolled());
    }

    @ParameterizedTest
    @CsvSource({"meeting", "wall"})
    void compile_doesNotChangeTemplateWhenPlaying(String shape) {
        HardtackTemplate t = scenario(shape, "doctrine").compile();
        int[] figs = t.figures.clone();
        double[] x = t.x.clone();
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int i = 0; i < 20; i++) {
            e.play(1, i, r);
        }
        assertArrayEquals(figs, t.figures);
        assertArrayEquals(x, t.x, 0);
    }
}
