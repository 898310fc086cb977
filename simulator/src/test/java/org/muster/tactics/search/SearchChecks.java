package org.muster.tactics.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.muster.cli.Main;
import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;

/**
 * The checks every rule set's search player must pass, written once (issue 20): a battle replays alone from its seed,
 * one and two threads give the same files, steady state allocates no more than BundledAllocationTest allows, and a
 * bad option on the command line is one line and exit 2. Each rule set's {@code SearchPlayerTest} calls them with its
 * own scenarios and options. All exact on fixed seeds or counts of bytes, never timings: no false failures.
 */
public final class SearchChecks {
    /**
     * Bytes a battle may allocate in steady state, as BundledAllocationTest allows a battle of doctrine players: by
     * design nothing (a search player's rollout engine, players and score arrays are made once); the allowance is for
     * once-only work of the JIT on a path first reached late. A battle asks tens of searched decisions, so one object
     * per decision or per rollout fails it.
     */
    public static final long BYTES_PER_BATTLE = 64;

    private SearchChecks() {
    }

    /** A bundled scenario's file, under {@code muster.root} (the repository, {@code ..} from the module). */
    public static Path scenario(String ruleSet, String name) {
        return Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/" + ruleSet + "/" + name
                + ".yaml");
    }

    /** A battle's record as text: winner, how, turns and every unit's counts. */
    public static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder().append(r.winner).append(' ').append(r.how).append(' ').append(r.turns);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.killed[u]).append(',').append(r.outOfAction[u]).append(',').append(r.standing[u])
                    .append(',').append(r.kills[u]).append(',').append(r.routed[u]);
        }
        return sb.toString();
    }

    /**
     * The records of battles 0 to {@code battles - 1} of {@code seed} on one engine, as {@link #text} lines: what a
     * search that never switches must share with its doctrine player's battles, and one free to switch must not.
     */
    public static String records(Engine e, int unitCount, long seed, int battles) {
        BattleRecord out = new BattleRecord(unitCount);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < battles; i++) {
            e.play(seed, i, out);
            sb.append("battle ").append(i).append(": ").append(text(out)).append('\n');
        }
        return sb.toString();
    }

    /**
     * Battle 1 of {@code seed} played by engine {@code a} after its battle 0 and by a fresh engine {@code b} alone
     * gives the same record (nothing a search player keeps between battles leaks into the next). Returns the record.
     */
    public static BattleRecord assertReplaysAlone(Engine a, Engine b, int unitCount, long seed) {
        return assertPlaysTheSameAfter(a, b, unitCount, seed, 0, 1);
    }

    /**
     * Battle {@code battle} of {@code seed} played by engine {@code a} right after its battle {@code before} and by a
     * fresh engine {@code b} alone gives the same record. Returns the record.
     */
    public static BattleRecord assertPlaysTheSameAfter(Engine a, Engine b, int unitCount, long seed, long before,
            long battle) {
        BattleRecord out = new BattleRecord(unitCount);
        a.play(seed, before, out);
        a.play(seed, battle, out);
        final String after = text(out);
        b.play(seed, battle, out);
        assertEquals(after, text(out), "battle " + battle + " after battle " + before + " and alone");
        assertTrue(out.turns > 0);
        return out;
    }

    /**
     * {@code muster run} of {@code file}, 6 battles of seed 11 with the given extra arguments (the {@code --ai}s), on
     * one thread and on two: battles.csv and summary.csv must be byte for byte the same.
     */
    public static void assertSameOnOneAndTwoThreads(Path tmp, Path file, String... ai) throws IOException {
        String[] one = run(tmp.resolve("t1"), file, 1, ai);
        String[] two = run(tmp.resolve("t2"), file, 2, ai);
        assertEquals(one[0], two[0], "battles.csv");
        assertEquals(one[1], two[1], "summary.csv");
        assertTrue(one[0].lines().count() > 6, "a header and six battles");
    }

    private static String[] run(Path out, Path file, int threads, String... ai) throws IOException {
        List<String> args = new ArrayList<>(List.of("run", file.toString(), "-n", "6", "--seed", "11"));
        args.addAll(Arrays.asList(ai));
        args.addAll(List.of("--threads", Integer.toString(threads), "--battles-csv", "--progress", "none", "--out",
                out.toString(), "-q"));
        StringWriter err = new StringWriter();
        int code = Main.execute(args.toArray(new String[0]), new PrintWriter(new StringWriter()),
                new PrintWriter(err));
        assertEquals(0, code, err.toString());
        return new String[] {Files.readString(out.resolve("battles.csv")),
            Files.readString(out.resolve("summary.csv"))};
    }

    /**
     * After {@code warmUp} battles of {@code seed} on the engine, a window of the next {@code measured} allocates at
     * most {@link #BYTES_PER_BATTLE} bytes a battle on this thread; up to {@value #WINDOWS} consecutive windows are
     * tried and one must pass. Code the JIT has not yet compiled with escape analysis allocates what compiled code does
     * not (2-3 KB over 30 battles, seen in about one fresh JVM in three, on this tree and on aa2fc8c alike), so a
     * single window after a short warm-up was flaky; an allocation that is really per battle fails every window. A
     * count of bytes, not a timing; skipped where the JVM cannot count allocated bytes per thread.
     */
    public static void assertAllocatesNothingInSteadyState(Engine e, int unitCount, long seed, int warmUp,
            int measured) {
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(mx instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) mx;
        Assumptions.assumeTrue(bean.isThreadAllocatedMemorySupported() && bean.isThreadAllocatedMemoryEnabled());
        BattleRecord out = new BattleRecord(unitCount);
        for (int i = 0; i < warmUp; i++) {
            e.play(seed, i, out);
        }
        final long id = Thread.currentThread().getId();
        final long[] bytes = new long[WINDOWS];
        for (int w = 0; w < WINDOWS; w++) {
            final long before = bean.getThreadAllocatedBytes(id);
            final int first = warmUp + w * measured;
            for (int i = first; i < first + measured; i++) {
                e.play(seed, i, out);
            }
            bytes[w] = bean.getThreadAllocatedBytes(id) - before;
            if (bytes[w] <= BYTES_PER_BATTLE * measured) {
                return;
            }
        }
        fail("each of " + WINDOWS + " windows of " + measured + " battles with a searching side allocated more than "
                + BYTES_PER_BATTLE + " bytes a battle: " + Arrays.toString(bytes) + " bytes");
    }

    /** Consecutive windows {@link #assertAllocatesNothingInSteadyState} tries before it fails. */
    static final int WINDOWS = 3;

    /**
     * {@code muster run} of {@code file} with {@code --ai <ai>} naming a bad search option exits 2 with one line on
     * stderr naming the command line's {@code --ai <ai>} (where the value was given, not the scenario's player field
     * it replaced) and the option.
     */
    public static void assertBadOptionIsOneLine(Path tmp, Path file, String ai) {
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", file.toString(), "-n", "2", "--ai", ai, "--progress", "none",
            "--out", tmp.resolve("bad").toString(), "-q"}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(2, code, err.toString());
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("command line: --ai " + ai + ": search option '"), err.toString());
    }
}
