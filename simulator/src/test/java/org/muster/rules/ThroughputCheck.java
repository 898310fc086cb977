package org.muster.rules;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;

/**
 * A throughput sanity check of any rule set, not part of the suite (its name does not match surefire's test patterns)
 * and not a timed assertion: run it by hand with {@code ./mvnw -B -q -o -pl simulator test-compile surefire:test
 * -Dtest=ThroughputCheck -Druleset=hardtack} (and {@code -Dshapes=meeting,wall -Dais=doctrine -Dbattles=N} to
 * narrow it), over the rule set's {@link ContractShapes}. Speed is measured properly by the JMH module; on a shared
 * machine the battles per CPU-second of this thread are the steadier figure.
 */
class ThroughputCheck {
    @Test
    void battlesPerSecond() {
        String ruleset = System.getProperty("ruleset", "acw-skirmish");
        List<String> shapes = System.getProperty("shapes") == null ? ContractShapes.names(ruleset)
                : Arrays.asList(System.getProperty("shapes").split(","));
        String[] ais = System.getProperty("ais", "random,naive,doctrine").split(",");
        int battles = Integer.getInteger("battles", 3000);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Ruleset rules = StandardRulesets.registry().get(ruleset, "-Druleset", 0, "ruleset");
        for (String shape : shapes) {
            for (String ai : ais) {
                Template t = ContractShapes.shape(ruleset, shape).players(ai).compile();
                Engine e = rules.newEngine(t);
                BattleRecord r = new BattleRecord(t.unitCount());
                for (int i = 0; i < battles / 10; i++) {
                    e.play(1, i, r);
                }
                int[] wins = new int[3];
                long turns = 0;
                long dice0 = e.diceRolled();
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
                System.out.printf("%-12s %-8s %-8s wins %5d/%5d/%5d  mean turns %5.2f  dice/battle %6.1f  %6.0f "
                        + "battles/s (%6.0f per CPU-second)  %.2f bytes/battle%n", ruleset, shape, ai, wins[0],
                        wins[1], wins[2], (double) turns / battles, (double) (e.diceRolled() - dice0) / battles,
                        battles / secs, battles / cpuSecs, bytesPerBattle);
            }
        }
    }
}
