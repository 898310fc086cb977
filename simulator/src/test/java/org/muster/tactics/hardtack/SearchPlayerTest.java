package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.cli.Main;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * hardtack's search player: reproducible from the seed alone, the live battle's streams untouched by its rollouts,
 * allocation-free in steady state, and its options checked as bad input.
 */
class SearchPlayerTest {
    private static final HardtackRuleset RULESET = new HardtackRuleset(HardtackTactics::create);

    private static HardtackTemplate compile(String name, String ai0, String preset0) {
        Path file = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/hardtack/" + name + ".yaml");
        Scenario s = ScenarioReader.read(file);
        s = s.withPlayer(0, new PlayerSpec(ai0, preset0, Map.of()));
        return RULESET.compile(s, RULESET.defaults());
    }

    private static HardtackEngine engine(HardtackTemplate t) {
        return new HardtackEngine(t, HardtackTactics::create);
    }

    private static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder().append(r.winner).append(' ').append(r.how).append(' ').append(r.turns);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.killed[u]).append(',').append(r.outOfAction[u]).append(',').append(r.standing[u])
                    .append(',').append(r.kills[u]).append(',').append(r.routed[u]);
        }
        return sb.toString();
    }

    @ParameterizedTest
    @CsvSource({"meeting-engagement,'budget=6,horizon=1'", "cavalry-action,'budget=8,horizon=1,only=units'",
        "stone-wall,'budget=6,horizon=1,only=assault'", "little-round-top,'budget=6,horizon=1,only=orders'"})
    void aBattleWithASearchingSideReplaysAloneFromItsSeed(String scenario, String options) {
        HardtackTemplate t = compile(scenario, "search", options);
        HardtackEngine a = engine(t);
        HardtackEngine b = engine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        a.play(3, 0, out);
        a.play(3, 1, out);
        final String second = text(out);
        b.play(3, 1, out);
        assertEquals(second, text(out), "battle 1 after battle 0 and alone");
        assertTrue(out.turns > 0);
    }

    /**
     * With margin 1 no challenger can replace the yardstick (scores lie in [0, 1]), so every battle must be the
     * doctrine player's own, byte for byte: the rollouts draw nothing from the live battle's DICE or TACTICS streams
     * and leave its state as they found it. Six battles of each mode; a search that touched the live battle would
     * change some record (each battle rolls hundreds of dice after its first searched decision).
     */
    @ParameterizedTest
    @CsvSource({"points-regiment,'budget=4,horizon=1,margin=1'", "stone-wall,'budget=6,horizon=2,margin=1,only=units'",
        "stone-wall,'budget=4,horizon=1,margin=1,only=assault'"})
    void aSearchThatNeverSwitchesPlaysDoctrinesOwnBattles(String scenario, String options) {
        Path file = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/hardtack/" + scenario
                + ".yaml");
        Scenario s = ScenarioReader.read(file);
        String preset = s.sides().get(0).player().preset();
        HardtackTemplate searching = compile(scenario, "search", options + "," + preset);
        HardtackTemplate doctrine = compile(scenario, "doctrine", preset);
        HardtackEngine a = engine(searching);
        HardtackEngine b = engine(doctrine);
        BattleRecord x = new BattleRecord(searching.unitCount());
        BattleRecord y = new BattleRecord(doctrine.unitCount());
        for (int i = 0; i < 6; i++) {
            a.play(9, i, x);
            b.play(9, i, y);
            assertEquals(text(y), text(x), "battle " + i);
        }
    }

    /** The same six battles with search free to switch: some answer changes, so the test above can fail. */
    @Test
    void aSearchThatMaySwitchChangesSomeBattle() {
        HardtackTemplate searching = compile("points-regiment", "search", "budget=8,horizon=1,margin=0,test=margin");
        HardtackTemplate doctrine = compile("points-regiment", "doctrine", "balanced");
        HardtackEngine a = engine(searching);
        HardtackEngine b = engine(doctrine);
        BattleRecord x = new BattleRecord(searching.unitCount());
        BattleRecord y = new BattleRecord(doctrine.unitCount());
        StringBuilder sx = new StringBuilder();
        StringBuilder sy = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            a.play(9, i, x);
            b.play(9, i, y);
            sx.append(text(x)).append('\n');
            sy.append(text(y)).append('\n');
        }
        assertNotEquals(sy.toString(), sx.toString());
    }

    @TempDir
    Path tmp;

    /** The CLI's battles and summary with a searching side on each side, on the given thread count. */
    private String[] runWithThreads(int threads) throws IOException {
        Path file = Paths.get(System.getProperty("muster.root", ".."))
                .resolve("scenarios/hardtack/cavalry-action.yaml");
        Path out = tmp.resolve("t" + threads);
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", file.toString(), "-n", "6", "--seed", "11", "--ai",
            "0=search:budget=6,horizon=1", "--ai", "1=search:budget=4,horizon=1,only=units", "--threads",
            Integer.toString(threads), "--battles-csv", "--progress", "none", "--out", out.toString(), "-q"},
                new PrintWriter(new StringWriter()), new PrintWriter(err));
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

    /**
     * Bounded allocation: after {@value #WARM_UP} battles of warm-up on one engine, {@value #MEASURED} more battles
     * with a searching side (each of the three searched decisions) allocate at most 64 bytes a battle on this thread,
     * as BundledAllocationTest allows (by design nothing: the rollout engine, its players and the score arrays are
     * made once; the allowance is for once-only work of the JIT on a path first reached late). A
     * battle asks tens of searched decisions, so one object per decision or per rollout fails it. A count of bytes,
     * not a timing: no false failures from load.
     */
    @ParameterizedTest
    @CsvSource({"meeting-engagement,'budget=4,horizon=1'", "points-regiment,'budget=4,horizon=1,only=units'",
        "stone-wall,'budget=4,horizon=1,only=orders,aggressive'"})
    void aSearchingSideAllocatesNothingPerBattleInSteadyState(String scenario, String options) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        HardtackTemplate t = compile(scenario, "search", options);
        HardtackEngine e = engine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        for (int i = 0; i < WARM_UP; i++) {
            e.play(2, i, out);
        }
        final long id = Thread.currentThread().getId();
        final long before = bean.getThreadAllocatedBytes(id);
        for (int i = WARM_UP; i < WARM_UP + MEASURED; i++) {
            e.play(2, i, out);
        }
        final long bytes = bean.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes <= 64 * MEASURED, MEASURED + " battles allocated " + bytes + " bytes");
    }

    static final int WARM_UP = 30;
    static final int MEASURED = 30;

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        for (String bad : new String[] {"budget=0", "horizon=-1", "only=cards", "only=", "margin=2", "test=z", "fast=2",
            "depth=3", "reckless"}) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search",
                    bad));
            assertTrue(e.getMessage().contains("sides[0].player.preset"), e.getMessage());
            assertTrue(e.getMessage().contains(bad), e.getMessage());
        }
    }

    @Test
    void badSearchOptionsOnTheCommandLineAreOneLineAndExitTwo() {
        Path file = Paths.get(System.getProperty("muster.root", ".."))
                .resolve("scenarios/hardtack/cavalry-action.yaml");
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", file.toString(), "-n", "2", "--ai", "1=search:budget=abc",
            "--progress", "none", "--out", tmp.resolve("bad").toString(), "-q"}, new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        assertEquals(2, code);
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("sides[1].player.preset"), err.toString());
    }
}
