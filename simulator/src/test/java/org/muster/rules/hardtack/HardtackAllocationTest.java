package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;
import org.muster.rules.ContractShapes;

/**
 * Playing a battle allocates nothing in steady state (STYLE.md P1/P3): after a warm-up, 200 battles per player on the
 * same engine must allocate less than 64 KiB in all (allowing for JIT and profiler noise on this thread, never a
 * per-battle allocation). Skipped where the JVM cannot count allocated bytes per thread.
 */
class HardtackAllocationTest {
    @ParameterizedTest
    @CsvSource({"wall,doctrine", "cavalry,naive", "meeting,random"})
    void play_allocatesNothingInSteadyState(String shape, String ai) {
        assertAllocatesNothing((HardtackTemplate) ContractShapes.shape("hardtack", shape).players(ai).compile(),
                shape + "/" + ai);
    }

    /**
     * The rules added last (brigades, a Gatling, off-table artillery, a gun's horse team and dismounted cavalry's led
     * horses as detached elements) under every player.
     */
    @ParameterizedTest
    @CsvSource({"doctrine", "naive", "random"})
    void play_allocatesNothingInSteadyState_withEveryRule(String ai) {
        HardtackTemplate t = HtScenarios.of()
                .unit(0, "A", "infantry-company", 2, 10, "regular", "musket", new Point(10, 10), 0, "line", 6)
                .gatling(0, "G", 2, "A-2")
                .unit(0, "B", "infantry-company", 2, 10, "regular", "musket", new Point(24, 10), 0, "line", 6)
                .unit(0, "Guns", "artillery-section", 2, 3, "regular", "napoleon", new Point(18, 4), 0, "unlimbered", 8)
                .unit(1, "C", "infantry-company", 3, 10, "regular", "musket", new Point(10, 38), 180, "line", 8)
                .unit(1, "K", "cavalry-company", 2, 8, "regular", null, new Point(34, 40), 180, "dismounted", 6)
                .rule("offtable", "on").players(ai).compile();
        assertAllocatesNothing(t, "every rule/" + ai);
    }

    private static void assertAllocatesNothing(HardtackTemplate t, String what) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
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
        assertTrue(bytes < 64 * 1024, what + ": 200 battles allocated " + bytes + " bytes");
    }
}
