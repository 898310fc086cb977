package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertWilson;
import static org.muster.rules.hardtack.HardtackCodes.D10;
import static org.muster.rules.hardtack.HardtackCodes.D4;
import static org.muster.rules.hardtack.HardtackCodes.D6;
import static org.muster.rules.hardtack.HardtackCodes.D8;

import java.util.function.IntSupplier;

import org.junit.jupiter.api.Test;
import org.muster.engine.SampledChecks;
import org.muster.model.Point;

/**
 * The engine's own fire and confidence code, sampled with fixed seeds, against the exact distributions of
 * {@link HardtackOdds} and {@link HardtackDice}.
 *
 * <p>False-failure rate: every check asserts the exact probability lies inside the Wilson score interval of the
 * sampled frequency at z = 5.73, a two-sided alpha of 1e-8 per check. The suite makes fewer than 300 checks, so by
 * Bonferroni the chance that a correct engine fails any of them is below 3e-6. The seeds are fixed; with a correct
 * engine the test is deterministic, so a failure means a real change, not bad luck.
 */
class HardtackSampledOddsTest {
    private static final int SAMPLES = 40_000;


    private static HardtackEngine duel(String targetStance, int targetFigures, double gap, boolean fence) {
        HtScenarios b = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .unit(1, "B", "infantry-company", 1, targetFigures, "regular", "musket", new Point(24, 10 + gap), 180,
                        targetStance, 0);
        if (fence) {
            b.line("fence", 10, 10 + gap - 0.5, 38, 10 + gap - 0.5);
        }
        return b.engine();
    }

    private static void check(HardtackEngine e, long seed, int rangeDie, int armourShift, int figures, String what) {
        HardtackHooks.reseedDice(e, seed);
        double[] levels = new double[3];
        double[] hits = HardtackOdds.fire(new int[] {D8, D10}, rangeDie, levels);
        double[] wk = new double[2];
        HardtackDice.impact(D6, D4, armourShift, 2, wk);
        double[][] joint = HardtackOdds.allocate(hits, wk[0], wk[1], figures, 2);
        assertFireMatches(() -> HardtackHooks.sampleFire(e, 0, 1), SAMPLES, levels, joint, figures, what);
    }

    /**
     * Samples {@code n} fire resolutions ({@code level * 1024 + wounded * 32 + dead}, as the engine's sampling hooks
     * return them) and checks the result levels and, for major results, every (wounded, dead) cell against the exact
     * distribution: Wilson intervals, the exact Poisson tail for cells expected fewer than
     * {@link SampledChecks#RARE} times.
     */
    static void assertFireMatches(IntSupplier sample, int n, double[] levels, double[][] joint, int figures,
            String what) {
        long[] seenLevel = new long[3];
        long[][] seen = new long[figures + 1][figures + 1];
        for (int i = 0; i < n; i++) {
            int r = sample.getAsInt();
            int level = r / 1024;
            seenLevel[level]++;
            if (level == HardtackCodes.MAJOR) {
                seen[(r / 32) % 32][r % 32]++;
            }
        }
        for (int k = 0; k < 3; k++) {
            assertWilson(levels[k], seenLevel[k], n, what + " level " + k);
        }
        for (int w = 0; w <= figures; w++) {
            for (int d = 0; w + d <= figures; d++) {
                SampledChecks.assertCell(joint[w][d], seen[w][d], n, what + " major with " + w + " wounded " + d
                        + " dead");
            }
        }
    }

    /** A.3 row 1: regular line, 10 muskets, 12" at skirmishers in the open: D8 + D10 vs D6. */
    @Test
    void fire_openSkirmishTarget() {
        check(duel("skirmish", 10, 12, false), 101, D6, 0, 10, "12\" open skirmish");
    }

    /** 7.14: the same volley at a line is a D4 range die. */
    @Test
    void fire_closeFormationTarget() {
        check(duel("line", 8, 12, false), 202, D4, 0, 8, "12\" open line");
    }

    /** A.3: target behind a fence (soft cover): range D8, armour D6. */
    @Test
    void fire_softCover() {
        check(duel("skirmish", 6, 12, true), 303, D8, 1, 6, "12\" fence");
    }

    /**
     * Section 9.4 [D]: against mounted cavalry half the wound and kill results hit the horse (D6 4-6). The share of
     * horse hits among all effective results must lie within 5.73 standard errors of 1/2 (alpha 1e-8).
     */
    @Test
    void fire_mountedTargetsLoseHorses() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(24, 10), 0, "line", 0)
                .unit(1, "C", "cavalry-company", 1, 10, "regular", "carbine", new Point(24, 14), 180,
                        "mounted-column", 0).engine();
        HardtackHooks.reseedDice(e, 505);
        long horses = 0;
        long riders = 0;
        for (int i = 0; i < SAMPLES; i++) {
            HardtackHooks.sampleFire(e, 0, 1);
            horses += e.state().unhorsed[1];
            riders += HardtackHooks.lastResults(e);
        }
        assertWilson(0.5, horses, horses + riders, "share of results on horses");
        assertTrue(horses > 1000, "enough horse hits: " + horses);
    }

    /** Section 10.1 table: regular D8, LV 2 (default), TL 0..4. */
    @Test
    void confidence_matchesExact() {
        HardtackEngine e = duel("skirmish", 10, 12, false);
        double[] exact = new double[3];
        for (int tl = 0; tl <= 4; tl++) {
            HardtackHooks.reseedDice(e, 400 + tl);
            long[] seen = new long[3];
            for (int i = 0; i < SAMPLES; i++) {
                seen[HardtackHooks.sampleConfidence(e, 1, tl)]++;
            }
            HardtackDice.confidence(D8, 2 + tl, exact);
            for (int k = 0; k < 3; k++) {
                assertWilson(exact[k], seen[k], SAMPLES, "TL " + tl + " drop " + k);
            }
        }
        assertEquals(2, e.template().leadership);
    }
}
