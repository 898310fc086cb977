package org.muster.tactics.jacobite;

import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * What jacobite45's search player costs and gains, by hand and not part of the suite (its name matches no surefire
 * pattern): plays battles {@code from} to {@code to - 1} of a scenario with search on one side (the scenario's
 * preset word and the options given, as {@code --ai SIDE=search:...} would) against the scenario's doctrine, and the
 * same battles doctrine against doctrine, and prints the search
 * side's paired score gain in points with a 95% normal interval, decisions, searched decisions, rollouts and changed
 * answers per battle, this thread's CPU time per battle, rollouts per CPU-second and CPU ms per searched decision.
 * CPU time, not wall time, so a loaded machine slows it little. Run with the shaded jar and the test classes:
 * {@code java -cp simulator/target/muster-simulator-*-all.jar:simulator/target/test-classes
 * org.muster.tactics.jacobite.SearchCostCheck scenarios/jacobite45/mirror.yaml 1 "" 0 200 5} (file, side, preset or
 * "", first battle, end battle, seed).
 */
public final class SearchCostCheck {
    private SearchCostCheck() {
    }

    public static void main(String[] a) {
        Setup setup = Setup.of(a);
        String file = setup.file;
        int side = setup.side;
        String preset = setup.preset;
        int from = setup.from;
        int to = setup.to;
        long seed = setup.seed;
        JacobiteTemplate t = setup.t;
        JacobiteEngine e = setup.e;
        JacobiteEngine d = setup.d;
        final SearchPlayer[] sp = {setup.p};
        BattleRecord r = new BattleRecord(t.unitCount());
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        SearchPlayer p = sp[0];
        long cpu0 = bean.getCurrentThreadCpuTime();
        long b0 = bean.getThreadAllocatedBytes(id);
        double sum = 0;
        double sum2 = 0;
        double won = 0;
        double base0 = 0;
        for (int i = from; i < to; i++) {
            e.play(seed, i, r);
            double x = score(r, side);
            d.play(seed, i, r);
            double y = score(r, side);
            won += x;
            base0 += y;
            sum += x - y;
            sum2 += (x - y) * (x - y);
        }
        long cpu = bean.getCurrentThreadCpuTime() - cpu0;
        long bytes = bean.getThreadAllocatedBytes(id) - b0;
        int m = to - from;
        double mean = sum / m;
        double se = Math.sqrt(Math.max(0, sum2 / m - mean * mean) / Math.max(1, m - 1));
        System.out.printf("%s side %d %s: %d battles, search %.1f%% doctrine %.1f%%, gain %+.1f +-%.1f,"
                + " decisions/b %.1f,"
                + " searched/b %.1f, rollouts/b %.0f, deviated %.3f of searched, cpu ms/battle %.1f, rollouts per"
                + " cpu-s %.0f, ms/searched %.2f, bytes/battle %.0f%n", Paths.get(file).getFileName(), side, preset,
                m, 100 * won / m, 100 * base0 / m, 100 * mean, 196 * se, (double) p.decisions / m,
                (double) p.searched / m, (double) p.rollouts / m, (double) p.deviated / Math.max(1, p.searched),
                cpu / 1e6 / m, p.rollouts / (cpu / 1e9), cpu / 1e6 / Math.max(1, p.searched), (double) bytes / m);
    }

    private static double score(BattleRecord r, int side) {
        return r.winner == side ? 1 : r.winner == BattleRecord.DRAW ? 0.5 : 0;
    }

    /**
     * The arguments read (file, side, preset words or "", first battle, end battle, seed) and the two engines built as
     * {@code --ai SIDE=search:...} would: search on {@code side} against the scenario's doctrine ({@code e}, its search
     * player {@code p}), and doctrine against doctrine on the same scenario ({@code d}). Shared with
     * {@link SearchDecisionCheck}.
     */
    static final class Setup {
        final String file;
        final int side;
        final String preset;
        final int from;
        final int to;
        final long seed;
        final JacobiteTemplate t;
        final JacobiteEngine e;
        final JacobiteEngine d;
        final SearchPlayer p;

        private Setup(String file, int side, String preset, int from, int to, long seed, JacobiteTemplate t,
                JacobiteEngine e, JacobiteEngine d, SearchPlayer p) {
            this.file = file;
            this.side = side;
            this.preset = preset;
            this.from = from;
            this.to = to;
            this.seed = seed;
            this.t = t;
            this.e = e;
            this.d = d;
            this.p = p;
        }

        static Setup of(String[] a) {
            String file = a[0];
            int side = Integer.parseInt(a[1]);
            String extra = a[2];
            int from = Integer.parseInt(a[3]);
            int to = Integer.parseInt(a[4]);
            long seed = Long.parseLong(a[5]);
            JacobiteRuleset rs = new JacobiteRuleset(JacobiteTactics::create);
            Scenario s = ScenarioReader.read(Paths.get(file));
            for (int sd = 0; sd < 2; sd++) {
                PlayerSpec o = s.sides().get(sd).player();
                s = s.withPlayer(sd, new PlayerSpec("doctrine", o == null ? null : o.preset(),
                        o == null ? Map.of() : o.weights()));
            }
            // As --ai SIDE=search does: the scenario's preset word kept, the options given added.
            String own = s.sides().get(side).player().preset();
            String preset = own == null ? (extra.isEmpty() ? null : extra) : extra.isEmpty() ? own : own + "," + extra;
            JacobiteTemplate base = rs.compile(s, rs.defaults().with(s.rules(), file));
            s = s.withPlayer(side, new PlayerSpec("search", preset, Map.of()));
            JacobiteTemplate t = rs.compile(s, rs.defaults().with(s.rules(), file));
            final SearchPlayer[] sp = new SearchPlayer[1];
            JacobiteEngine e = new JacobiteEngine(t, (spec, sd, tt) -> {
                JacobitePlayer p = JacobiteTactics.create(spec, sd, tt);
                if (sd == side) {
                    sp[0] = (SearchPlayer) p;
                }
                return p;
            });
            JacobiteEngine d = rs.newJacobiteEngine(base);
            return new Setup(file, side, preset, from, to, seed, t, e, d, sp[0]);
        }
    }
}
