package org.muster.tactics.search;

import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.Engine;

/**
 * The by-hand cost measure the rule sets' {@code SearchCostCheck}s share (not part of the suite): the scenario with
 * search on one side against the scenario's doctrine, then N battles on one engine, five of them warm-up, timed by
 * this thread's CPU time (not wall time, so a loaded machine slows it little) and its allocated bytes. Each rule set
 * supplies its ruleset, engine and its search player's counters.
 */
public final class SearchCost {
    private SearchCost() {
    }

    /** The search side's counters; {@link #extra} adds a rule set's own columns to the line. */
    public interface Counters {
        void reset();

        long decisions();

        long searched();

        long rollouts();

        long deviated();

        default String extra(long searchedDecisions) {
            return "";
        }
    }

    /** The arguments of every check: file, side, preset or "", battles, seed. */
    public record Args(String file, int side, String preset, int battles, long seed) {
        public static Args parse(String[] a) {
            return new Args(a[0], Integer.parseInt(a[1]), a[2].isEmpty() ? null : a[2], Integer.parseInt(a[3]),
                    Long.parseLong(a[4]));
        }

        /** The scenario file with search on {@link #side} and the scenario's doctrine preset on the other side. */
        public Scenario scenario() {
            Scenario s = ScenarioReader.read(Paths.get(file));
            s = s.withPlayer(side, new PlayerSpec("search", preset, Map.of()));
            PlayerSpec o = s.sides().get(1 - side).player();
            return s.withPlayer(1 - side, new PlayerSpec("doctrine", o == null ? null : o.preset(), Map.of()));
        }
    }

    /** Plays and prints one line: score, decisions, searched, rollouts, deviated, CPU, rollouts/s, bytes a battle. */
    public static void measure(Args a, Engine e, int units, Counters c) {
        BattleRecord r = new BattleRecord(units);
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        int warm = Math.min(5, a.battles());
        for (int i = 0; i < warm; i++) {
            e.play(a.seed(), i, r);
        }
        c.reset();
        long cpu0 = bean.getCurrentThreadCpuTime();
        long b0 = bean.getThreadAllocatedBytes(id);
        double score = 0;
        for (int i = warm; i < a.battles(); i++) {
            e.play(a.seed(), i, r);
            score += r.winner == a.side() ? 1 : r.winner == BattleRecord.DRAW ? 0.5 : 0;
        }
        long cpu = bean.getCurrentThreadCpuTime() - cpu0;
        long bytes = bean.getThreadAllocatedBytes(id) - b0;
        int m = a.battles() - warm;
        System.out.printf("%s side %d %s: %d battles, score %.3f, decisions/b %.1f, searched/b %.1f, rollouts/b %.0f,"
                + " deviated %.3f of searched,%s cpu ms/battle %.1f, rollouts per cpu-s %.0f, ms/searched %.2f,"
                + " bytes/battle %.0f%n", Paths.get(a.file()).getFileName(), a.side(), a.preset(), m, score / m,
                (double) c.decisions() / m, (double) c.searched() / m, (double) c.rollouts() / m,
                (double) c.deviated() / Math.max(1, c.searched()), c.extra(c.searched()), cpu / 1e6 / m,
                c.rollouts() / (cpu / 1e9), cpu / 1e6 / Math.max(1, c.searched()), (double) bytes / m);
    }
}
