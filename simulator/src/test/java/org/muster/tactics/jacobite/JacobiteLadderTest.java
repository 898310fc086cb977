package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The players' ladder for jacobite45 (issue 19): random &lt; naive &lt; doctrine, each step significant from both
 * sides on common seeds, and naive against naive fights (draws under half). Scenario: two identical armies of line
 * foot, militia and horse (src/test/resources/scenarios/jacobite45/ladder-lines.yaml). On the bundled scenarios the
 * doctrine step holds from the Government side but not yet from the Jacobite (clan) side, which the report
 * states; they are not on this ladder.
 *
 * <p>Each step plays the stronger and the weaker player on one side against naive on the other, on the same battles
 * (base seed and battle index: common random numbers), and takes the paired differences of the side's win (1 a win,
 * 0 not): the check asserts the paired z = mean / (sd / sqrt(n)) is at least {@link #Z_MIN} = 3 (the step is
 * significant at one-sided 0.0013). False-failure rate: with the effects measured when this test was written (the
 * smallest step's z was about 9 at {@link #BATTLES} battles), a fresh seed would give z &lt; 3 with probability
 * Phi(3 - 9), about 1e-9, below 1e-6 per check; the seed is fixed, so the test is deterministic and fails only when
 * the players or the rules change.
 */
class JacobiteLadderTest {
    private static final int BATTLES = 2000;
    private static final long SEED = 20_261_201L;
    private static final double Z_MIN = 3;
    private static final JacobiteRuleset RULESET = new JacobiteRuleset(JacobiteTactics::create);
    private static Scenario scenario;

    @BeforeAll
    static void read() throws URISyntaxException {
        scenario = ScenarioReader.read(Path.of(JacobiteLadderTest.class
                .getResource("/scenarios/jacobite45/ladder-lines.yaml").toURI()));
    }

    /** The winners of battles 0..BATTLES-1 with these players (the scenario's doctrine preset kept). */
    private static int[] winners(String ai0, String ai1) {
        Scenario s = scenario.withPlayer(0, player(ai0, 0)).withPlayer(1, player(ai1, 1));
        JacobiteTemplate t = RULESET.compile(s, RULESET.defaults());
        JacobiteEngine e = RULESET.newJacobiteEngine(t);
        BattleRecord r = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        int[] w = new int[BATTLES];
        for (int i = 0; i < BATTLES; i++) {
            e.play(SEED, i, r);
            w[i] = r.winner;
        }
        return w;
    }

    private static PlayerSpec player(String ai, int side) {
        return new PlayerSpec(ai, scenario.sides().get(side).player().preset(), java.util.Map.of());
    }

    /** Paired z of side {@code side}'s wins with the stronger player against those with the weaker one. */
    private static double pairedZ(int[] stronger, int[] weaker, int side) {
        double sum = 0;
        double sum2 = 0;
        for (int i = 0; i < BATTLES; i++) {
            final int d = (stronger[i] == side ? 1 : 0) - (weaker[i] == side ? 1 : 0);
            sum += d;
            sum2 += d * d;
        }
        final double mean = sum / BATTLES;
        final double var = (sum2 - BATTLES * mean * mean) / (BATTLES - 1);
        return var == 0 ? (mean > 0 ? Double.POSITIVE_INFINITY : 0) : mean / Math.sqrt(var / BATTLES);
    }

    private static void assertStep(int[] stronger, int[] weaker, int side, String what) {
        final double z = pairedZ(stronger, weaker, side);
        assertTrue(z >= Z_MIN, what + ": paired z " + z + " < " + Z_MIN);
    }

    @Test
    void ladder_randomBelowNaiveBelowDoctrineFromBothSides() {
        final int[] nn = winners("naive", "naive");
        final int[] rn = winners("random", "naive");
        final int[] nr = winners("naive", "random");
        final int[] dn = winners("doctrine", "naive");
        final int[] nd = winners("naive", "doctrine");
        assertStep(nn, rn, 0, "side 0: naive over random");
        assertStep(nn, nr, 1, "side 1: naive over random");
        assertStep(dn, nn, 0, "side 0: doctrine over naive");
        assertStep(nd, nn, 1, "side 1: doctrine over naive");
        int draws = 0;
        for (int w : nn) {
            draws += w == BattleRecord.DRAW ? 1 : 0;
        }
        assertTrue(2 * draws < BATTLES, "naive against naive draws " + draws + " of " + BATTLES);
    }
}
