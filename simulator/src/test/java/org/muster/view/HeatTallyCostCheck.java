package org.muster.view;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;
import org.muster.batch.HeatTally;
import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/**
 * What the heat maps cost a battle, not part of the suite (its name does not match surefire's test patterns) and not a
 * timed assertion: run it by hand with {@code ./mvnw -B -q -pl simulator surefire:test -Dtest=HeatTallyCostCheck}
 * (after a test-compile; {@code -Dfixtures=jacobite.yaml} for one, as a run loads one rule set's view). For each rule
 * set's fixture it prints the CPU time of a battle, of the tally read from the
 * state after it ({@link StateAfterBattle}) and the bytes that tally allocates; CPU time of this thread is the steadier
 * figure on a shared machine.
 */
class HeatTallyCostCheck {
    @Test
    void tallyCostAgainstABattle() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        String only = System.getProperty("fixtures");
        for (String f : only == null ? ViewFixtures.PER_RULESET : only.split(",")) {
            Template t = ViewFixtures.template(f);
            Engine e = ViewFixtures.engine(t);
            BattleRecord rec = new BattleRecord(t.unitCount());
            StateAfterBattle after = new StateAfterBattle(BattleView.of(t, e));
            HeatTally tally = new HeatTally(t);
            int battles = 3000;
            for (int i = 0; i < battles; i++) {
                rec.clear(t.unitCount());
                e.play(1, i, rec);
            }
            long b0 = mx.getCurrentThreadCpuTime();
            for (int i = battles; i < 2 * battles; i++) {
                rec.clear(t.unitCount());
                e.play(1, i, rec);
            }
            double battleNs = (double) (mx.getCurrentThreadCpuTime() - b0) / battles;
            int calls = 2_000_000;
            for (int i = 0; i < calls / 10; i++) {
                after.tally(rec, tally);
            }
            long bytes0 = mx.getCurrentThreadAllocatedBytes();
            long t0 = mx.getCurrentThreadCpuTime();
            for (int i = 0; i < calls; i++) {
                after.tally(rec, tally);
            }
            double tallyNs = (double) (mx.getCurrentThreadCpuTime() - t0) / calls;
            double bytes = (double) (mx.getCurrentThreadAllocatedBytes() - bytes0) / calls;
            System.out.printf(java.util.Locale.ROOT, "%s (%d units): a battle %.0f ns CPU, the heat map tally after "
                    + "it %.0f ns (%.3f%%), %.2f bytes allocated per tally%n", f, t.unitCount(), battleNs, tallyNs,
                    100 * tallyNs / battleNs, bytes);
        }
    }
}
