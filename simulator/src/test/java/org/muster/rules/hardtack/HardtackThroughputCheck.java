package org.muster.rules.hardtack;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.rules.ContractShapes;

/**
 * A throughput sanity check, not part of the suite (its name does not match surefire's test patterns) and not a
 * timed assertion: run it by hand with {@code ./mvnw -B -q -o -pl simulator test -Dtest=HardtackThroughputCheck}.
 * Speed is measured properly by the JMH module.
 */
class HardtackThroughputCheck {
    @Test
    void battlesPerSecond() {
        String[] shapes = System.getProperty("shapes", "meeting,wall,cavalry").split(",");
        String[] ais = System.getProperty("ais", "random,naive,doctrine").split(",");
        for (String shape : shapes) {
            for (String ai : ais) {
                HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(
                        (HardtackTemplate) ContractShapes.shape("hardtack", shape).players(ai).compile());
                BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
                for (int i = 0; i < 300; i++) {
                    e.play(1, i, r);
                }
                int[] wins = new int[3];
                long turns = 0;
                int battles = Integer.getInteger("battles", 3000);
                long dice0 = e.diceRolled();
                long t0 = System.nanoTime();
                for (int i = 0; i < battles; i++) {
                    e.play(42, i, r);
                    wins[r.winner]++;
                    turns += r.turns;
                }
                double secs = (System.nanoTime() - t0) / 1e9;
                System.out.printf("%-8s %-8s wins %5d/%5d/%5d  mean turns %5.2f  dice/battle %6.1f  %6.0f battles/s%n",
                        shape, ai, wins[0], wins[1], wins[2], (double) turns / battles,
                        (double) (e.diceRolled() - dice0) / battles, battles / secs);
            }
        }
    }
}
