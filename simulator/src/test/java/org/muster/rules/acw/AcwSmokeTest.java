package org.muster.rules.acw;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;

class AcwSmokeTest {
    @Test
    void smoke() {
        for (String ai : new String[] {"random", "naive", "doctrine"}) {
            AcwEngine e = AcwScenarios.meeting().players(ai).engine();
            BattleRecord r = new BattleRecord(256);
            int[] wins = new int[3];
            long t0 = System.nanoTime();
            int battles = 5000;
            for (int i = 0; i < battles; i++) {
                e.play(42, i, r);
                wins[r.winner]++;
            }
            double secs = (System.nanoTime() - t0) / 1e9;
            System.out.printf("%s: %d/%d/%d  %.0f battles/s, turns last %d how %d%n", ai, wins[0], wins[1], wins[2],
                    battles / secs, r.turns, r.how);
        }
        AcwEngine e = AcwScenarios.meeting().players(System.getProperty("ai", "doctrine")).engine();
        e.narrate(System.out::println);
        e.play(42, 1, new BattleRecord(256));
    }
}
