package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.engine.SampledChecks.assertCell;
import static org.muster.engine.SampledChecks.assertWilson;

import org.junit.jupiter.api.Test;

/**
 * The engine's own resolution code, sampled with fixed seeds, against the exact distributions of {@link AcwOdds}.
 *
 * <p>False-failure rate: every check asserts the exact probability lies inside the Wilson score interval of the
 * sampled frequency at z = 5.73, a two-sided alpha of 1e-8 per check (rare cells: the exact Poisson tail at 1e-8).
 * The suite makes fewer than 300 checks, so by Bonferroni the chance that a correct engine fails any of them is below
 * 3e-6. The seeds are fixed (chosen once,
 * arbitrarily); with a correct engine the suite is deterministic, so a failure means a real change, not bad luck.
 */
class AcwSampledOddsTest {
    private static final int SAMPLES = 100_000;



    @Test
    void fire_killDiceAndLossesMatchExactJointDistribution() {
        AcwEngine e = AcwScenarios.duel(5, 8, 11);
        int[][] cases = {{190, 0, 8}, {30, 0, 8}, {250, 2, 2}, {145, -1, 8}};
        for (int[] c : cases) {
            AcwHooks.reseedDice(e, 1000 + c[0]);
            double[][] exact = AcwOdds.losses(AcwOdds.killDiceCount(c[0], 100), AcwOdds.killDie(c[1], 10, 7, true),
                    c[2]);
            long[][] seen = new long[exact.length][exact.length];
            for (int i = 0; i < SAMPLES; i++) {
                int r = AcwHooks.sampleFire(e, c[0], c[1], c[2]);
                seen[r / 16][r % 16]++;
            }
            for (int k = 0; k < exact.length; k++) {
                for (int o = 0; k + o < exact.length; o++) {
                    assertWilson(exact[k][o], seen[k][o], SAMPLES, "cp " + c[0] + " mod " + c[1] + " killed " + k
                            + " out " + o);
                }
            }
        }
    }

    /**
     * The fire path's own shot (CP, the remainder roll, the modifier, the kill dice) for B5's worked case, 7 muskets
     * at 23" for I = 2 at -2 (CP 17.5), against the exact joint losses, and its remainder roll alone over 10^6 draws:
     * 0.175 must lie inside the interval and the floored 0.17 outside it (half-width about 0.0022 at z = 5.73), so
     * a floor of the remainder fails this check.
     */
    @Test
    void fire_fractionalCpKeepsItsRemainderOnTheEnginesFirePath() {
        AcwEngine e = AcwWorkedExamplesTest.muskets();
        AcwHooks.reseedDice(e, 1755);
        double[][] exact = AcwOdds.losses(AcwOdds.killDiceCount(420, 24, 100), AcwOdds.killDie(-2, 10, 7, true), 7);
        long[][] seen = new long[8][8];
        for (int i = 0; i < SAMPLES; i++) {
            int r = AcwHooks.sampleShot(e, 0, 1, 2);
            seen[r / 16][r % 16]++;
        }
        for (int k = 0; k < exact.length; k++) {
            for (int o = 0; k + o < exact.length; o++) {
                assertCell(exact[k][o], seen[k][o], SAMPLES, "CP 17.5 at -2: killed " + k + " out " + o);
            }
        }
        int draws = 1_000_000;
        long extra = 0;
        for (int i = 0; i < draws; i++) {
            extra += AcwHooks.killDiceFor(e, 420, 24);
        }
        assertWilson(0.175, extra, draws, "P(one kill die) for CP 17.5");
        assertThrows(AssertionError.class, () -> assertWilson(0.17, 175_000, draws, "floored"));
        // An artillery half point: 3 crew at 13" for one increment, RF 23.5, CP 70.5.
        long gun = 0;
        for (int i = 0; i < draws; i++) {
            gun += AcwHooks.killDiceFor(e, AcwOdds.cpNumerator(60, 13, 1, 3, 30, true), 60);
        }
        assertWilson(0.705, gun, draws, "P(one kill die) for CP 70.5");
    }

    @Test
    void killDie_everyModifierMatchesTable() {
        AcwEngine e = AcwScenarios.duel(5, 5, 10);
        AcwHooks.reseedDice(e, 77);
        for (int m = -3; m <= 4; m++) {
            long[] seen = new long[3];
            for (int i = 0; i < SAMPLES; i++) {
                seen[AcwHooks.rollKillDie(e, m)]++;
            }
            double[] exact = AcwOdds.killDie(m, 10, 7, true);
            for (int r = 0; r < 3; r++) {
                assertWilson(exact[r], seen[r], SAMPLES, "kill die modifier " + m + " result " + r);
            }
        }
    }

    @Test
    void cqcRound_lossesMatchExactJointDistribution() {
        // Infantry v infantry, equal regulars, no charge bonus: 5 v 5 (125 points each) and 8 v 3 (2-to-1 cap).
        // Morale is set to always pass so that no rout and free attack follows the round being measured.
        int[][] cases = {{5, 5}, {8, 3}};
        for (int[] c : cases) {
            AcwEngine e = AcwScenarios.duel(c[0], c[1], 1, "morale.k.3", "100", "morale.k.5", "100", "morale.k.8",
                    "100");
            AcwState s = e.state();
            AcwHooks.reseedDice(e, 500 + c[0]);
            double[] die = AcwOdds.killDie(0, 10, 7, true);
            double[] lossB = AcwOdds.total(AcwOdds.losses(AcwOdds.killDiceCount(25 * AcwOdds.counted(c[0], c[1], 2),
                    100), die, c[1]));
            double[] lossA = AcwOdds.total(AcwOdds.losses(AcwOdds.killDiceCount(25 * AcwOdds.counted(c[1], c[0], 2),
                    100), die, c[0]));
            long[][] seen = new long[c[0] + 1][c[1] + 1];
            int samples = SAMPLES / 2;
            for (int i = 0; i < samples; i++) {
                e.reset();
                s.contact[0] = 1;
                s.contact[1] = 0;
                s.status[0] |= AcwCodes.ATTACKER;
                AcwHooks.cqcRound(e, 0, 1);
                seen[c[0] - s.standing[0]][c[1] - s.standing[1]]++;
            }
            for (int i = 0; i < lossA.length; i++) {
                for (int j = 0; j < lossB.length; j++) {
                    assertWilson(lossA[i] * lossB[j], seen[i][j], samples, c[0] + " v " + c[1] + ": A loses " + i
                            + ", B loses " + j);
                }
            }
        }
    }

    @Test
    void morale_passRateMatchesLevel() {
        AcwEngine e = AcwScenarios.duel(5, 5, 10);
        AcwHooks.reseedDice(e, 99);
        AcwTemplate t = e.template();
        int[][] cases = {{5, 5}, {5, 1}, {8, 3}, {3, 3}};
        for (int[] c : cases) {
            long pass = 0;
            for (int i = 0; i < SAMPLES; i++) {
                if (AcwHooks.moraleTest(e, c[0], c[1])) {
                    pass++;
                }
            }
            assertWilson(t.moralePass[c[0]][c[1]], pass, SAMPLES, "morale start " + c[0] + " now " + c[1]);
        }
    }

    @Test
    void recovery_endOfTurnRollsMatchExact() {
        AcwEngine e = AcwScenarios.duel(5, 5, 10);
        AcwState s = e.state();
        AcwHooks.reseedDice(e, 2024);
        double[] exact = AcwOdds.recovery(3, 10, true);
        long returned = 0;
        long turnsSum = 0;
        long[] turns = new long[4];
        for (int i = 0; i < SAMPLES; i++) {
            e.reset();
            s.standing[0]--;
            s.outOfAction[0]++;
            s.down[0]++;
            int turn = 0;
            while (s.down[0] > 0) {
                AcwHooks.endOfTurn(e);
                turn++;
            }
            if (s.standing[0] == 5) {
                returned++;
                turnsSum += turn;
                turns[turn]++;
            }
        }
        assertWilson(exact[0], returned, SAMPLES, "P(returns)");
        for (int k = 1; k <= 3; k++) {
            assertWilson(Math.pow(0.5, k), turns[k], SAMPLES, "returns after " + k + " turns");
        }
        double meanTurns = (double) turnsSum / returned;
        // sd of turns given return is below 0.8; the mean over ~87,500 returns is within 6 sd (0.017) of 11/7.
        assertTrue(Math.abs(meanTurns - exact[2]) < 0.017, "mean turns " + meanTurns);
    }
}
