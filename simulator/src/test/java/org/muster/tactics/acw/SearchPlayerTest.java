package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.cli.Main;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/** The search player: reproducible from the seed alone, and its options checked as bad input. */
class SearchPlayerTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);

    private static AcwTemplate compile(String name, String ai0, String preset0) {
        Path file = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/acw-skirmish/" + name
                + ".yaml");
        Scenario s = ScenarioReader.read(file);
        s = s.withPlayer(0, new PlayerSpec(ai0, preset0, Map.of()));
        return RULESET.compile(s, RULESET.defaults());
    }

    private static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder().append(r.winner).append(' ').append(r.how).append(' ').append(r.turns);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.killed[u]).append(',').append(r.outOfAction[u]).append(',').append(r.standing[u])
                    .append(',').append(r.kills[u]).append(',').append(r.routed[u]);
        }
        return sb.toString();
    }

    @Test
    void aBattleWithASearchingSideReplaysAloneFromItsSeed() {
        AcwTemplate t = compile("cavalry-action", "search", "budget=4,horizon=1");
        AcwEngine a = RULESET.newAcwEngine(t);
        AcwEngine b = RULESET.newAcwEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        a.play(3, 0, out);
        a.play(3, 1, out);
        final String second = text(out);
        b.play(3, 1, out);
        assertEquals(second, text(out), "battle 1 after battle 0 and alone");
        assertTrue(out.turns > 0);
    }

    @TempDir
    Path tmp;

    /** The CLI's battles and summary with a searching side, on the given thread count. */
    private String[] runWithThreads(int threads) throws IOException {
        Path file = Paths.get(System.getProperty("muster.root", "..")).resolve(
                "scenarios/acw-skirmish/cavalry-action.yaml");
        Path out = tmp.resolve("t" + threads);
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", file.toString(), "-n", "6", "--seed", "11", "--ai",
            "0=search:budget=6,horizon=1,alloc=halving,eval=break", "--ai", "1=search:budget=4,only=combat",
            "--threads", Integer.toString(threads), "--battles-csv", "--progress", "none", "--out", out.toString(),
            "-q"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        return new String[] {Files.readString(out.resolve("battles.csv")),
            Files.readString(out.resolve("summary.csv"))};
    }

    @Test
    void searchPlayersGiveTheSameBattlesOnOneAndTwoThreads() throws IOException {
        String[] one = runWithThreads(1);
        String[] two = runWithThreads(2);
        assertEquals(one[0], two[0], "battles.csv");
        assertEquals(one[1], two[1], "summary.csv");
        assertTrue(one[0].lines().count() > 6, "a header and six battles");
    }

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search",
                "budget=0"));
        assertTrue(e.getMessage().contains("sides[0].player.preset"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "depth=3"));
        assertTrue(e.getMessage().contains("depth=3"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "margin=2"));
        assertTrue(e.getMessage().contains("margin=2"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "alloc=ucb"));
        assertTrue(e.getMessage().contains("alloc=ucb"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "reckless"));
        assertTrue(e.getMessage().contains("reckless"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "portfolio=naive"));
        assertTrue(e.getMessage().contains("portfolio=naive"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "z=-1"));
        assertTrue(e.getMessage().contains("z=-1"), e.getMessage());
    }

    /**
     * The search player's rollout engine, candidates, portfolio and scores are made once: a battle with a searching
     * side (the default portfolio and halving, a small budget) allocates no more in steady state than
     * BundledAllocationTest allows a battle of doctrine players (64 bytes; when written it read 11 a battle). A
     * count of bytes, not a timing; skipped where the JVM cannot count allocated bytes per thread.
     */
    @Test
    void aSearchingSideAllocatesNothingPerBattleInSteadyState() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        AcwTemplate t = compile("cavalry-action", "search", "budget=8,horizon=1");
        AcwEngine engine = RULESET.newAcwEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        final int warmUp = 40;
        final int measured = 40;
        for (int i = 0; i < warmUp; i++) {
            engine.play(5, i, out);
        }
        final long id = Thread.currentThread().getId();
        final long before = bean.getThreadAllocatedBytes(id);
        for (int i = warmUp; i < warmUp + measured; i++) {
            engine.play(5, i, out);
        }
        final long bytes = bean.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes <= 64L * measured, measured + " battles with a searching side allocated " + bytes + " bytes");
    }
}
