package org.muster.tactics.jacobite;

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
import java.util.ArrayList;
import java.util.List;
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
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * jacobite45's search player: it searches (its rollouts run), it leaves the battle's own streams alone (with a margin
 * no challenger can reach it plays doctrine's battles exactly), a battle replays alone from its seed, one and two
 * threads give the same files, it allocates nothing per battle in steady state, and its options are checked as bad
 * input. Every check is exact on fixed seeds, so none fails by chance.
 */
class SearchPlayerTest {
    /** Search players made by the ruleset below, in order (compile-time checks first). */
    private final List<SearchPlayer> made = new ArrayList<>();
    private final JacobiteRuleset ruleset = new JacobiteRuleset((spec, side, t) -> {
        var p = JacobiteTactics.create(spec, side, t);
        if (p instanceof SearchPlayer sp) {
            made.add(sp);
        }
        return p;
    });

    private static Path scenario(String name) {
        return Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/jacobite45/" + name + ".yaml");
    }

    /** The scenario with side {@code side} played by {@code ai:preset}, the other side's player kept. */
    private JacobiteTemplate compile(String name, int side, String ai, String preset) {
        Path file = scenario(name);
        Scenario s = ScenarioReader.read(file);
        s = s.withPlayer(side, new PlayerSpec(ai, preset, Map.of()));
        return (JacobiteTemplate) ruleset.compile(s, ruleset.defaults().with(s.rules(), file.toString()));
    }

    private static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder().append(r.winner).append(' ').append(r.how).append(' ').append(r.turns);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.killed[u]).append(',').append(r.standing[u]).append(',').append(r.kills[u])
                    .append(',').append(r.routed[u]);
        }
        return sb.toString();
    }

    @Test
    void aBattleWithASearchingSideReplaysAloneFromItsSeed() {
        replaysAlone("prestonpans", 1, "budget=8,horizon=1,aggressive");
    }

    /** The same with the Government's edge searched (deployment by zones, army lists drawn). */
    @Test
    void aBattleWithASearchedEdgeReplaysAloneFromItsSeed() {
        replaysAlone("points-brigade", 0, "budget=8,horizon=1,edge=on");
    }

    private void replaysAlone(String name, int side, String preset) {
        JacobiteTemplate t = compile(name, side, "search", preset);
        made.clear();
        JacobiteEngine a = ruleset.newJacobiteEngine(t);
        SearchPlayer player = made.get(0);
        JacobiteEngine b = ruleset.newJacobiteEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        a.play(3, 0, out);
        a.play(3, 1, out);
        final String second = text(out);
        b.play(3, 1, out);
        assertEquals(second, text(out), "battle 1 after battle 0 and alone");
        assertTrue(player.searched > 0 && player.rollouts >= player.searched, "decisions searched, rollouts played: "
                + player.searched + ", " + player.rollouts);
    }

    /**
     * With margin 1 no challenger can replace the doctrine order (scores lie in [0, 1]), so the search player plays
     * doctrine's battles exactly while it still runs every rollout: the rollouts neither draw from the battle's own
     * streams nor change its state.
     */
    @Test
    void withAnUnreachableMarginItPlaysDoctrinesBattles() {
        JacobiteTemplate searching = compile("clifton-moor", 1, "search", "budget=6,horizon=2,margin=1,only=all");
        JacobiteTemplate doctrine = compile("clifton-moor", 1, "doctrine", null);
        made.clear();
        JacobiteEngine s = ruleset.newJacobiteEngine(searching);
        SearchPlayer player = made.get(0);
        JacobiteEngine d = ruleset.newJacobiteEngine(doctrine);
        BattleRecord rs = new BattleRecord(searching.unitCount());
        BattleRecord rd = new BattleRecord(doctrine.unitCount());
        for (int i = 0; i < 4; i++) {
            s.play(9, i, rs);
            d.play(9, i, rd);
            assertEquals(text(rd), text(rs), "battle " + i);
        }
        assertTrue(player.rollouts > 0, "rollouts played");
        assertEquals(0, player.deviated, "doctrine's order kept");
    }

    @TempDir
    Path tmp;

    /** The CLI's battles and summary with search on both sides, on the given thread count. */
    private String[] runWithThreads(int threads) throws IOException {
        Path out = tmp.resolve("t" + threads);
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", scenario("points-brigade").toString(), "-n", "6", "--seed", "11",
            "--ai", "0=search:budget=6,horizon=1,only=combat,edge=on", "--ai", "1=search:budget=4,eval=outcome", "--threads",
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
     * Steady state: after {@value #WARM_UP} battles on the engine, the next {@value #MEASURED} with a searching side
     * allocate at most {@value #BYTES_PER_BATTLE} bytes a battle (the allowance of BundledAllocationTest: the JIT's and
     * the runtime's own bookkeeping, never a per-decision object). A count, not a timing.
     */
    static final int WARM_UP = 60;
    static final int MEASURED = 60;
    static final long BYTES_PER_BATTLE = 64;

    @Test
    void aSearchingBattleAllocatesNothingInSteadyState() {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        JacobiteTemplate t = compile("points-brigade", 0, "search", "budget=8,horizon=1,only=all");
        JacobiteEngine e = ruleset.newJacobiteEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        for (int i = 0; i < WARM_UP; i++) {
            e.play(1, i, out);
        }
        final long id = Thread.currentThread().getId();
        final long before = bean.getThreadAllocatedBytes(id);
        for (int i = WARM_UP; i < WARM_UP + MEASURED; i++) {
            e.play(1, i, out);
        }
        final long bytes = bean.getThreadAllocatedBytes(id) - before;
        assertTrue(bytes <= BYTES_PER_BATTLE * MEASURED, MEASURED + " battles allocated " + bytes + " bytes");
    }

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        for (String bad : new String[] {"budget=0", "horizon=-1", "margin=2", "only=cards", "test=z", "eval=score",
            "edge=maybe", "depth=3", "reckless", "balanced,aggressive"}) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> compile("mirror", 1, "search", bad),
                    bad);
            assertTrue(e.getMessage().contains("sides[1].player.preset"), e.getMessage());
        }
        ScenarioException e = assertThrows(ScenarioException.class, () -> compile("mirror", 0, "search", "depth=3"));
        assertTrue(e.getMessage().contains("depth=3"), e.getMessage());
    }
}
