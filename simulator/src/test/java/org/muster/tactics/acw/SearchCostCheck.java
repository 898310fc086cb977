package org.muster.tactics.acw;

import java.lang.management.ManagementFactory;
import java.nio.file.Paths;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/**
 * What the search player costs, by hand and not part of the suite (its name matches no surefire pattern): plays N
 * battles of a scenario with search on one side (its options as the preset) against the scenario's doctrine, and
 * prints decisions, searched decisions, rollouts and changed answers per battle, twins dropped per searched
 * decision, this thread's CPU time per battle, rollouts per CPU-second, CPU ms per searched decision and bytes
 * allocated per battle (after 5 battles of warm-up).
 * CPU time, not wall time, so a loaded machine slows it little. Run with the shaded jar and the test classes:
 * {@code java -cp simulator/target/muster-simulator-*-all.jar:simulator/target/test-classes
 * org.muster.tactics.acw.SearchCostCheck scenarios/acw-skirmish/cavalry-action.yaml 1 "" 105 5} (file, side,
 * preset or "", battles, seed).
 */
public final class SearchCostCheck {
    private SearchCostCheck() {
    }

    public static void main(String[] a) {
        String file = a[0];
        int side = Integer.parseInt(a[1]);
        String preset = a[2].isEmpty() ? null : a[2];
        int n = Integer.parseInt(a[3]);
        long seed = Long.parseLong(a[4]);
        AcwRuleset rs = new AcwRuleset(AcwTactics::create);
        Scenario s = ScenarioReader.read(Paths.get(file));
        s = s.withPlayer(side, new PlayerSpec("search", preset, Map.of()));
        PlayerSpec o = s.sides().get(1 - side).player();
        s = s.withPlayer(1 - side, new PlayerSpec("doctrine", o == null ? null : o.preset(), Map.of()));
        AcwTemplate t = rs.compile(s, rs.defaults());
        final SearchPlayer[] sp = new SearchPlayer[1];
        AcwEngine e = new AcwEngine(t, (spec, sd, tt) -> {
            AcwPlayer p = AcwTactics.create(spec, sd, tt);
            if (sd == side) {
                sp[0] = (SearchPlayer) p;
            }
            return p;
        });
        BattleRecord r = new BattleRecord(t.unitCount());
        com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        int warm = Math.min(5, n);
        for (int i = 0; i < warm; i++) {
            e.play(seed, i, r);
        }
        SearchPlayer p = sp[0];
        p.decisions = p.searched = p.rollouts = p.deviated = p.twins = 0;
        long cpu0 = bean.getCurrentThreadCpuTime();
        long b0 = bean.getThreadAllocatedBytes(id);
        double score = 0;
        for (int i = warm; i < n; i++) {
            e.play(seed, i, r);
            score += r.winner == side ? 1 : r.winner == BattleRecord.DRAW ? 0.5 : 0;
        }
        long cpu = bean.getCurrentThreadCpuTime() - cpu0;
        long bytes = bean.getThreadAllocatedBytes(id) - b0;
        int m = n - warm;
        System.out.printf("%s side %d %s: %d battles, score %.3f, decisions/b %.1f, searched/b %.1f, rollouts/b %.0f,"
                + " deviated %.3f of searched, twins/searched %.2f, cpu ms/battle %.1f, rollouts per cpu-s %.0f,"
                + " ms/searched %.2f, bytes/battle %.0f%n", Paths.get(file).getFileName(), side, preset, m, score / m,
                (double) p.decisions / m, (double) p.searched / m, (double) p.rollouts / m,
                (double) p.deviated / Math.max(1, p.searched),
                (double) p.twins / Math.max(1, p.searched), cpu / 1e6 / m, p.rollouts / (cpu / 1e9),
                cpu / 1e6 / Math.max(1, p.searched), (double) bytes / m);
    }
}
