package org.muster.tactics.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;

/**
 * The shared parts of the search players on hand-made numbers: the yardstick's test (a challenger replaces the
 * doctrine answer only on clear evidence), a rollout's score, and the preset's shared keys and errors. Exact
 * arithmetic, no randomness.
 */
class YardstickAndPresetTest {
    /** Candidate 0 the yardstick, candidate 1 a challenger; four paired rollouts each (stride 4). */
    private static int choose(double[] yard, double[] challenger, double margin, boolean paired, boolean[] alive) {
        double[] scores = new double[8];
        double[] value = new double[2];
        for (int r = 0; r < 4; r++) {
            scores[r] = yard[r];
            scores[4 + r] = challenger[r];
            value[0] += yard[r];
            value[1] += challenger[r];
        }
        return Yardstick.choose(2, value, new int[] {4, 4}, alive, scores, 4, margin, paired, Yardstick.Z);
    }

    @Test
    void aSteadyGainReplacesTheYardstickANoisyOneOnlyWithoutThePairedTest() {
        double[] yard = {0.5, 0.5, 0.5, 0.5};
        // Differences +0.1 every rollout: no spread, so it passes the paired test above margin 0.02, not above 0.2.
        assertEquals(1, choose(yard, new double[] {0.6, 0.6, 0.6, 0.6}, 0.02, true, null));
        assertEquals(0, choose(yard, new double[] {0.6, 0.6, 0.6, 0.6}, 0.2, true, null));
        // Differences +0.5, -0.5, +0.5, 0: mean 0.125 beats the margin, but its standard error is 0.24 (Z of 2 fails).
        double[] noisy = {1.0, 0.0, 1.0, 0.5};
        assertEquals(1, choose(yard, noisy, 0.02, false, null));
        assertEquals(0, choose(yard, noisy, 0.02, true, null));
        // A challenger dropped by successive halving is not chosen, however good.
        assertEquals(0, choose(yard, new double[] {0.9, 0.9, 0.9, 0.9}, 0.02, true, new boolean[] {true, false}));
    }

    @Test
    void aRolloutScoresTheOutcomeAndAtACutOffTheBreakAtMargin() {
        assertEquals(1.0, RolloutScore.outcome(1, 1));
        assertEquals(0.0, RolloutScore.outcome(0, 1));
        assertEquals(0.5, RolloutScore.outcome(BattleRecord.DRAW, 1));
        // The enemy broken, this side untouched, and winning at the turn limit: 1 and the hundredth tie-break.
        assertEquals(1.005, RolloutScore.breakMargin(0, 1, 1), 1e-12);
        assertEquals(-0.005, RolloutScore.breakMargin(1, 0, 0), 1e-12);
        assertEquals(0.5, RolloutScore.breakMargin(0.3, 0.3, 0.5), 1e-12);
        assertEquals(0.6, RolloutScore.breakMargin(0.1, 0.3, 0.5), 1e-12);
    }

    /** A preset with one own key, like each rule set's: {@code only=a|b}. */
    private static final class Options extends SearchPreset {
        int only;

        Options(int maxBudget, boolean evalKey) {
            super(96, maxBudget, 2, 0.02, true, evalKey, Yardstick.EVAL_BREAK);
        }

        @Override
        protected boolean own(String key, String value, boolean bare) {
            if (!key.equals("only")) {
                return false;
            }
            only = choice(value, "a", "b");
            return true;
        }

        @Override
        protected String ownKnown() {
            return "only=a|b";
        }

        @Override
        protected String ownNeeds() {
            return "only a or b";
        }
    }

    private static Options read(String preset, int maxBudget, boolean evalKey) {
        Options o = new Options(maxBudget, evalKey);
        o.read(new PlayerSpec("search", preset, Map.of()), new SourceMap("x.yaml", Map.of()), "sides[1].player");
        return o;
    }

    @Test
    void sharedAndOwnKeysAreReadInOrderAndTheDefaultsKeptOtherwise() {
        Options o = read("Budget=12, horizon=0,margin=0.5,test=margin,eval=outcome,only=b,Aggressive", 1000, true);
        assertEquals(12, o.budget);
        assertEquals(0, o.horizon);
        assertEquals(0.5, o.margin);
        assertFalse(o.paired);
        assertEquals(Yardstick.EVAL_OUTCOME, o.eval);
        assertEquals(1, o.only);
        assertEquals("aggressive", o.preset);
        Options d = read(null, 1000, true);
        assertEquals(96, d.budget);
        assertTrue(d.paired);
        assertNull(d.preset);
    }

    @Test
    void badOptionsAreOneErrorNamingThePresetAndTheToken() {
        for (String bad : new String[] {"budget=0", "budget=1001", "horizon=-1", "margin=nan", "test=z", "only=c",
            "depth=3", "eval=break", "balanced,defensive", ",budget=4", "budget=4,", ","}) {
            ScenarioException e = assertThrows(ScenarioException.class, () -> read(bad, 1000, false), bad);
            assertTrue(e.getMessage().contains("sides[1].player.preset"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        }
        assertEquals(Yardstick.EVAL_BREAK, read("eval=break", Integer.MAX_VALUE, true).eval);
        assertEquals(100_000, read("budget=100000", Integer.MAX_VALUE, true).budget);
    }

    @Test
    void aBadValueSaysWhatItsKeyTakesAndNoRuleSetTakesMoreThanTheSharedCap() {
        assertEquals("x.yaml: sides[1].player.preset: search option 'budget=1001': budget takes a whole number from 1 "
                + "to 1000",
                assertThrows(ScenarioException.class, () -> read("budget=1001", 1000, false)).getMessage());
        assertTrue(assertThrows(ScenarioException.class, () -> read("only=c", 1000, false)).getMessage()
                .endsWith("search option 'only=c': only a or b"));
        assertTrue(assertThrows(ScenarioException.class, () -> read("margin=2", 1000, false)).getMessage()
                .endsWith("margin takes a number from 0 to 1"));
        // A rule set without a cap of its own (Integer.MAX_VALUE) gets the shared one, which bounds the score arrays:
        // 2,000,000,000 rollouts once overflowed acw-skirmish's into an internal error.
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> read("budget=" + (SearchPreset.MAX_BUDGET + 1), Integer.MAX_VALUE, true));
        assertTrue(e.getMessage().endsWith("budget takes a whole number from 1 to " + SearchPreset.MAX_BUDGET),
                e.getMessage());
    }
}
