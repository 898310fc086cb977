package org.muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.cli.Main;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/** The replay viewer of each rule set: steps, moves, fire and charges read from the battle; its row of battles.csv. */
class ReplayTest {
    static final long SEED = 1;
    static final long BATTLE = 3;

    static Replay replay(String fixture) {
        Template t = ViewFixtures.template(fixture);
        Engine e = ViewFixtures.engine(t);
        return Replay.record(BattleView.of(t, e), e, SEED, BATTLE);
    }

    @Test
    void page_endsWithTheBattlesRowOfARun(@TempDir Path dir) throws Exception {
        for (String f : ViewFixtures.PER_RULESET) {
            Path out = dir.resolve(f);
            StringWriter o = new StringWriter();
            StringWriter e = new StringWriter();
            int code = Main.execute(new String[] {"run", ViewFixtures.file(f).toString(), "-n", "5", "--threads", "2",
                "--chunk-size", "2", "--battles-csv", "--out", out.toString(), "-q"}, new PrintWriter(o),
                new PrintWriter(e));
            assertEquals(0, code, e.toString());
            String row = Files.readAllLines(out.resolve("battles.csv")).get((int) BATTLE + 1);
            Template t = ViewFixtures.template(f);
            Engine engine = ViewFixtures.engine(t);
            BattleView v = BattleView.of(t, engine);
            Replay r = Replay.record(v, engine, SEED, BATTLE);
            String page = ReplayPage.html(v, r, SEED, BATTLE);
            assertTrue(page.endsWith("<pre id=\"row\">" + row + "</pre>\n</main>\n</body>\n</html>\n"), f + ": " + row);
        }
    }

    @Test
    void steps_moveUnitsAndCarryFireAndCharges() {
        for (String f : ViewFixtures.PER_RULESET) {
            Replay r = replay(f);
            List<Replay.Step> steps = r.steps();
            assertTrue(steps.size() > 5, f + ": " + steps.size() + " steps");
            Replay.Step first = steps.get(0);
            Replay.Step last = steps.get(steps.size() - 1);
            boolean moved = false;
            for (int u = 0; u < first.x().length; u++) {
                moved |= first.x()[u] != last.x()[u] || first.y()[u] != last.y()[u];
            }
            assertTrue(moved, f + ": some unit moved");
            long fires = steps.stream().mapToLong(s -> s.fires().size()).sum();
            assertTrue(fires > 0, f + ": fire drawn");
            // Every event belongs to exactly one step, in order.
            int next = 0;
            for (Replay.Step s : steps.subList(1, steps.size())) {
                assertEquals(next, s.firstEvent(), f);
                next = s.endEvent();
            }
            assertEquals(r.events().size(), next, f);
            for (Replay.Step s : steps) {
                for (Replay.Fire fire : s.fires()) {
                    assertTrue(fire.event() >= s.firstEvent() && fire.event() < s.endEvent());
                    assertTrue(r.events().get(fire.event()).contains("fires"), r.events().get(fire.event()));
                }
            }
        }
    }

    @Test
    void charges_areFoundInEachRuleSetsNarration() {
        // jacobite45's clans charge in the mirror battle; acw-skirmish and hardtack narrate theirs the same way.
        Replay r = replay("jacobite.yaml");
        assertTrue(r.steps().stream().anyMatch(s -> !s.charges().isEmpty()), "a charge arrow");
        for (Replay.Step s : r.steps()) {
            for (Replay.Charge c : s.charges()) {
                assertTrue(r.events().get(c.event()).contains("charge"));
            }
        }
    }

    @Test
    void routedAndDestroyedUnitsAreMarked() {
        for (String f : ViewFixtures.PER_RULESET) {
            Replay r = replay(f);
            Replay.Step last = r.steps().get(r.steps().size() - 1);
            boolean any = false;
            for (int u = 0; u < last.status().length; u++) {
                boolean gone = r.record().routed[u] != 0 || r.record().destroyed[u] != 0;
                if (gone) {
                    any = true;
                    assertTrue(last.status()[u] >= BattleView.ROUTED, f + ": unit " + u + " routed or destroyed at the "
                            + "end is marked, status " + last.status()[u]);
                }
            }
            assertTrue(any, f + ": the battle broke an army");
        }
    }
}
