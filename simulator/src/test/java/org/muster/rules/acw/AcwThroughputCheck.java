package org.muster.rules.acw;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.rules.ContractShapes;

/**
 * A throughput sanity check, not part of the suite (its name does not match surefire's test patterns) and not a
 * timed assertion: run it by hand with {@code ./mvnw -B -q -o -pl simulator test -Dtest=AcwThroughputCheck}.
 * Speed is measured properly by the JMH module; on a shared machine the battles per CPU-second of this thread are the
 * steadier figure.
 */
class AcwThroughputCheck {
    @Test
    void battlesPerSecond() {
        String[] shapes = System.getProperty("shapes", "meeting,farm,cavalry").split(",");
        String[] ais = System.getProperty("ais", "random,naive,doctrine").split(",");
        for (String shape : shapes) {
            for (String ai : ais) {
                AcwEngine e = AcwScenarios.RULESET.newAcwEngine(
                        (AcwTemplate) ContractShapes.shape("acw-skirmish", shape).players(ai).compile());
                BattleRecord r = new BattleRecord(AcwTemplate.MAX_UNITS);
                for (int i = 0; i < 3000; i++) {
                    e.play(1, i, r);
                }
                int[] wins = new int[3];
                long turns = 0;
                int battles = Integer.getInteger("battles", 10000);
                long dice0 = e.diceRolled();
                com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean)
                        java.lang.management.ManagementFactory.getThreadMXBean();
                long bytes0 = mx.getCurrentThreadAllocatedBytes();
                long cpu0 = mx.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < battles; i++) {
                    e.play(42, i, r);
                    wins[r.winner]++;
                    turns += r.turns;
                }
                double secs = (System.nanoTime() - t0) / 1e9;
                double cpuSecs = (mx.getCurrentThreadCpuTime() - cpu0) / 1e9;
                double bytesPerBattle = (double) (mx.getCurrentThreadAllocatedBytes() - bytes0) / battles;
                System.out.printf("%-8s %-8s wins %5d/%5d/%5d  mean turns %5.2f  dice/battle %6.1f  %6.0f battles/s"
                        + " (%6.0f per CPU-second)  %.2f bytes/battle%n",
                        shape, ai, wins[0], wins[1], wins[2], (double) turns / battles,
                        (double) (e.diceRolled() - dice0) / battles, battles / secs, battles / cpuSecs, bytesPerBattle);
            }
        }
    }
}
