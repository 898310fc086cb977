package org.muster.robust;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.muster.rules.BundledScenarios;

/**
 * Issue 7's allocation target, kept in every build: a battle of every bundled scenario, both sides played by the
 * doctrine or the naive AI (their presets kept, as the JMH {@code BattleBenchmark} plays them), allocates at most
 * {@value #BYTES_PER_BATTLE} bytes in steady state (by design nothing; the allowance is for the JIT's and the
 * runtime's own bookkeeping on this thread, never a per-battle object).
 *
 * <p>Steady state: {@value #WARM_UP} battles first on the same engine, then the bytes this thread allocated over the
 * next {@value #MEASURED} battles, by {@link com.sun.management.ThreadMXBean#getThreadAllocatedBytes}: a count, not a
 * timing, so the result does not depend on the machine's speed or load. When written, every case read 0 bytes but
 * two (3,080 and 3,464 bytes in all: once-only work on a path first reached in the measured battles), and an
 * {@code int[32]} kept per battle (144 bytes) failed every scenario of its rule set. Skipped where the JVM cannot
 * count allocated bytes per thread.
 */
class BundledAllocationTest {
    static final int WARM_UP = 400;
    static final int MEASURED = 400;
    static final long BYTES_PER_BATTLE = 64;

    static Stream<Arguments> scenariosAndPlayers() throws IOException {
        List<Arguments> out = new ArrayList<>();
        BundledScenarioInvariantsTest.scenarios().forEach(file -> {
            for (String player : new String[] {"doctrine", "naive"}) {
                out.add(Arguments.of(file, player));
            }
        });
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("scenariosAndPlayers")
    void bundledScenario_steadyState_allocatesNothing(Path file, String player) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        Template template = BundledScenarios.compile(file, player);
        Engine engine = BundledScenarios.newEngine(template);
        BattleRecord record = new BattleRecord(template.unitCount());
        for (int i = 0; i < WARM_UP; i++) {
            engine.play(1L, i, record);
        }
        final long id = Thread.currentThread().getId();
        final long before = bean.getThreadAllocatedBytes(id);
        for (int i = WARM_UP; i < WARM_UP + MEASURED; i++) {
            engine.play(1L, i, record);
        }
        final long bytes = bean.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes <= BYTES_PER_BATTLE * MEASURED, file + " with " + player + " players: " + MEASURED
                + " battles allocated " + bytes + " bytes, " + (double) bytes / MEASURED + " per battle (at most "
                + BYTES_PER_BATTLE + ")");
    }
}
