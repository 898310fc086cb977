package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;

/**
 * Playing a battle allocates nothing in steady state (STYLE.md P1/P3): after a warm-up, 200 battles per player on the
 * same engine must allocate less than 64 KiB in all (allowing for JIT and profiler noise on this thread, never a
 * per-battle allocation). Skipped where the JVM cannot count allocated bytes per thread.
 */
class HardtackAllocationTest {
    @ParameterizedTest
    @CsvSource({"wall,doctrine", "cavalry,naive", "meeting,random"})
    void play_allocatesNothingInSteadyState(String shape, String ai) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        HardtackTemplate t = HardtackContractTest.scenario(shape, ai).compile();
        HardtackEngine e = HtScenarios.RULESET.newHardtackEngine(t);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        for (int i = 0; i < 300; i++) {
            e.play(3, i, r);
        }
        long id = Thread.currentThread().getId();
        long before = bean.getThreadAllocatedBytes(id);
        for (int i = 300; i < 500; i++) {
            e.play(3, i, r);
        }
        long bytes = bean.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes < 64 * 1024, shape + "/" + ai + ": 200 battles allocated " + bytes + " bytes");
    }
}
