package org.muster.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.io.PointsReader;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.stats.PointsFit;

/**
 * Points runs on a real rule set (acw-skirmish): the same tally for any thread count, every battle replays alone, and
 * two planted truths, a duplicate type worth the same as its original and a type made stronger by a rule parameter
 * coming out dearer. Fixed seeds; the false-failure rates stated are those of a fresh seed.
 */
class PointsRunnerTest {
    private static final Path FIXTURE = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src",
            "test", "resources", "cli", "points-duplicate.yaml");

    private record Setup(Ruleset ruleset, Parameters parameters, Compositions compositions) {
        PointsRunner runner() {
            return new PointsRunner(ruleset, parameters, compositions);
        }
    }

    private static Setup setup(Map<String, String> sets) {
        Scenario s = ScenarioReader.read(FIXTURE);
        Ruleset r = StandardRulesets.registry().get(s.ruleset(), "test", 0, "ruleset");
        Parameters p = r.defaults().with(s.rules(), "test", f -> 0, "rules.").with(sets, "test", f -> 0, "--set ");
        return new Setup(r, p, Compositions.of(s, PointsReader.read(FIXTURE, s)));
    }

    private static PointsFit fit(Setup s, long seed, long battles) {
        PointsRunner runner = s.runner();
        PointsRunner.Design d = runner.design(runner.run(seed, battles, 2, 500, null).tally());
        return PointsFit.of(d.types(), d.d(), d.n(), d.y(), 0, 10, new double[d.types().length]);
    }

    @Test
    void run_sameTallyForOneAndTwoThreads() {
        Setup s = setup(Map.of());
        PointsTally one = s.runner().run(3, 300, 1, 64, null).tally();
        PointsTally two = s.runner().run(3, 300, 2, 64, null).tally();
        assertEquals(300, one.battles());
        assertEquals(one.counts().keySet(), two.counts().keySet());
        for (PointsTally.Mix m : one.counts().keySet()) {
            assertTrue(Arrays.equals(one.counts().get(m), two.counts().get(m)), m.toString());
        }
    }

    /** Battle i, drawn and played alone on a fresh engine of its composition, ends as it did in the run. */
    @Test
    void run_battleReplaysAlone() {
        Setup s = setup(Map.of());
        PointsTally run = s.runner().run(9, 40, 2, 16, null).tally();
        PointsTally alone = new PointsTally();
        Compositions c = s.compositions();
        for (long i = 0; i < 40; i++) {
            int[] comp = new int[c.width()];
            c.draw(9, i, comp);
            Engine e = s.ruleset().newEngine(s.ruleset().compile(c.variant(comp), s.parameters()));
            BattleRecord rec = new BattleRecord(64);
            e.play(9, i, rec);
            int[] pairs = new int[0];
            int[] counts = new int[2 * c.types().size()];
            for (int side = 0; side < 2; side++) {
                for (int k = 0; k < c.vary(side).size(); k++) {
                    counts[2 * c.typeOf(side, k) + side] += comp[c.index(side, k)];
                }
            }
            for (int code = 0; code < counts.length; code++) {
                if (counts[code] > 0) {
                    pairs = Arrays.copyOf(pairs, pairs.length + 2);
                    pairs[pairs.length - 2] = code;
                    pairs[pairs.length - 1] = counts[code];
                }
            }
            alone.add(new PointsTally.Mix(pairs), rec.winner);
        }
        assertEquals(run.counts().keySet(), alone.counts().keySet());
        for (PointsTally.Mix m : run.counts().keySet()) {
            assertTrue(Arrays.equals(run.counts().get(m), alone.counts().get(m)), m.toString());
        }
    }

    /**
     * Planted truth 1: the copy squads are the regular squads under another name, so the copy's 95% interval must
     * hold the regular's 10 points (a fresh seed fails about 5% of the time); and a veteran made much harder to kill
     * by the rule parameter kill-die.veteran (1 -> 4) must come out dearer than a regular, its interval wholly above
     * 10 points (at the seed's estimate, about 4 standard errors above: a fresh seed fails well under 1%).
     */
    @Test
    void fit_copyCostsTheSameAndAStrongerUnitMore() {
        PointsFit plain = fit(setup(Map.of()), 21, 3000);
        PointsFit.Row copy = plain.rows().get(1);
        assertEquals("copy", copy.type());
        assertTrue(copy.lower() <= 10 && 10 <= copy.upper(), copy.toString());
        PointsFit strong = fit(setup(Map.of("kill-die.veteran", "4")), 21, 3000);
        PointsFit.Row veteran = strong.rows().get(2);
        assertEquals("veteran", veteran.type());
        assertTrue(veteran.lower() > 10, veteran.toString());
        assertTrue(veteran.value() > plain.rows().get(2).value(), veteran + " vs " + plain.rows().get(2));
    }
}
