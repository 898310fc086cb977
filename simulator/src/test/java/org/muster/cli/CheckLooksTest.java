package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.muster.batch.RunningCounts;
import org.muster.model.Expectation;
import org.muster.stats.ExpectationCheck;

/**
 * {@code muster check}'s repeated looks keep its error rate: an expectation whose true win rate lies exactly on the
 * edge of its band (inside it, so FAIL is wrong) is checked after every chunk, as check does, on synthetic battles.
 * With each look's intervals at {@link CheckCommand#perLook} the share of replicates that FAIL must stay within the
 * overall 1 - C; the bound is the binomial quantile at 1 - 1e-6, so a correct procedure fails this test with
 * probability at most 1e-6 (its false-failure rate; the seed is fixed).
 */
final class CheckLooksTest {
    private static final int REPLICATES = 1000;
    private static final int CHUNK = 500;
    private static final int LOOKS = 20;
    private static final double CONFIDENCE = 0.99;

    @Test
    void perLook_spendsTheErrorEquallyOverTheLooks() {
        assertEquals(0.9995, CheckCommand.perLook(0.99, 20), 1e-12);
        assertEquals(0.99, CheckCommand.perLook(0.99, 1), 1e-12);
    }

    @Test
    void trueRateOnTheBandsEdge_failsAtMostOneMinusCOfTheTime() {
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(20261203L);
        Expectation e = new Expectation(0, Expectation.WIN_RATE, 0.35, 0.55, "expect[0]");
        double perLook = CheckCommand.perLook(CONFIDENCE, LOOKS);
        int wrong = 0;
        for (int r = 0; r < REPLICATES; r++) {
            RunningCounts c = new RunningCounts();
            for (int look = 0; look < LOOKS; look++) {
                for (int i = 0; i < CHUNK; i++) {
                    c.add(rng.nextDouble() < 0.35 ? 0 : 1, 0, 0);
                }
                ExpectationCheck check = ExpectationCheck.of(e, c, perLook);
                if (check.decided()) {
                    wrong += check.status() == ExpectationCheck.Status.FAIL ? 1 : 0;
                    break;
                }
            }
        }
        int bound = new BinomialDistribution(REPLICATES, 1 - CONFIDENCE).inverseCumulativeProbability(1 - 1e-6);
        assertTrue(wrong <= bound, "wrong FAILs " + wrong + " of " + REPLICATES + " (bound " + bound + ")");
    }
}
