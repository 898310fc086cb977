package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.model.Point;

/** The engine contract over many battles, for every player and a few scenario shapes. */
class AcwContractTest {
    private static final int BATTLES = 400;

    static AcwScenarios scenario(String shape, String ai) {
        AcwScenarios b;
        switch (shape) {
            case "farm":
                b = AcwScenarios.of().area("building", 20, 32, 6, 4, 0, "hard").line("fence", 8, 28, 40, 28)
                        .area("light-woods", 2, 20, 10, 8, 0, null).area("water", 40, 14, 6, 6, 0, null)
                        .area("hill", 18, 16, 10, 6, 1, null).objective("farm", 23, 34, 5, 3)
                        .unit(0, "A", "infantry-squad", 6, 7, "regular", "rifled-musket", new Point(8, 6), 0, null, 6)
                        .unit(0, "G", "artillery", 1, 4, "regular", null, new Point(24, 3), 0, "limbered", 0)
                        .unit(1, "B", "infantry-squad", 4, 5, "veteran", "musket", new Point(14, 31), 180, "prone", 6);
                break;
            case "cavalry":
                b = AcwScenarios.of()
                        .unit(0, "C", "cavalry-squad", 4, 6, "veteran", "pistol", null, 0, null, 0)
                        .unit(1, "I", "infantry-squad", 4, 6, "green", "shotgun", null, 180, null, 0)
                        .rule("pistol", "revolver");
                break;
            default:
                b = AcwScenarios.meeting();
                break;
        }
        return b.players(ai);
    }

    @ParameterizedTest
    @CsvSource({"meeting,random", "meeting,naive", "meeting,doctrine", "farm,random", "farm,naive", "farm,doctrine",
        "cavalry,random", "cavalry,naive", "cavalry,doctrine"})
    void play_manyBattlesKeepTheContract(String shape, String ai) {
        AcwTemplate t = scenario(shape, ai).compile();
        AcwEngine e = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord r = new BattleRecord(AcwTemplate.MAX_UNITS);
        int[] winners = new int[3];
        for (int i = 0; i < BATTLES; i++) {
            e.play(123, i, r);
            BattleRecords.assertKeepsContract(t, r, i);
            winners[r.winner]++;
        }
        assertTrue(winners[0] + winners[1] + winners[2] == BATTLES);
    }

    @ParameterizedTest
    @CsvSource({"meeting,doctrine", "farm,random", "cavalry,naive", "farm,doctrine"})
    void play_sameSeedSameRecord_andBattleReplaysAlone(String shape, String ai) {
        AcwTemplate t = scenario(shape, ai).compile();
        AcwEngine warm = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord a = new BattleRecord(AcwTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(AcwTemplate.MAX_UNITS);
        for (int i = 0; i < 40; i++) {
            warm.play(9, i, a);
            AcwEngine fresh = AcwScenarios.RULESET.newAcwEngine(t);
            fresh.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "battle " + i);
            warm.play(9, i, b);
            BattleRecords.assertSameRecord(a, b, "replay of battle " + i);
        }
    }

    @ParameterizedTest
    @CsvSource({"meeting,doctrine", "cavalry,doctrine"})
    void play_narratedBattleEqualsSilentBattle(String shape, String ai) {
        AcwTemplate t = scenario(shape, ai).compile();
        AcwEngine silent = AcwScenarios.RULESET.newAcwEngine(t);
        AcwEngine loud = AcwScenarios.RULESET.newAcwEngine(t);
        StringBuilder log = new StringBuilder();
        loud.narrate(line -> log.append(line).append('\n'));
        BattleRecord a = new BattleRecord(AcwTemplate.MAX_UNITS);
        BattleRecord b = new BattleRecord(AcwTemplate.MAX_UNITS);
        silent.play(5, 3, a);
        loud.play(5, 3, b);
        BattleRecords.assertSameRecord(a, b, "narration changes nothing");
        assertTrue(log.indexOf("plays a") >= 0 && log.indexOf("result:") >= 0, log.toString());
        assertEquals(silent.diceRolled(), loud.diceRolled());
    }

    @ParameterizedTest
    @CsvSource({"meeting", "farm"})
    void compile_doesNotChangeTemplateWhenPlaying(String shape) {
        AcwTemplate t = scenario(shape, "doctrine").compile();
        int[] men = t.men.clone();
        double[] x = t.x.clone();
        AcwEngine e = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord r = new BattleRecord(AcwTemplate.MAX_UNITS);
        for (int i = 0; i < 20; i++) {
            e.play(1, i, r);
        }
        assertArrayEquals(men, t.men);
        assertArrayEquals(x, t.x, 0);
    }

    /**
     * Mirror symmetry (STYLE.md P12): identical companies on an empty table, each side's first-player chance equal,
     * must win equally often. The check is |wins0 - wins1| within 5.3 standard deviations of the difference of two
     * multinomial counts (two-sided alpha about 1e-7); the seed is fixed, so the test is deterministic.
     */
    @ParameterizedTest
    @CsvSource({"doctrine", "naive"})
    void play_mirroredCompaniesWinEquallyOften(String ai) {
        AcwTemplate t = scenario("meeting", ai).compile();
        AcwEngine e = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord r = new BattleRecord(AcwTemplate.MAX_UNITS);
        int battles = 2000;
        int[] w = new int[3];
        for (int i = 0; i < battles; i++) {
            e.play(2026, i, r);
            w[r.winner]++;
        }
        double p0 = (double) w[0] / battles;
        double p1 = (double) w[1] / battles;
        double sd = Math.sqrt(battles * (p0 + p1 - (p0 - p1) * (p0 - p1)));
        assertTrue(Math.abs(w[0] - w[1]) <= 5.3 * sd + 1, "wins " + w[0] + " v " + w[1] + " (sd " + sd + ")");
    }
}
