package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;
import org.muster.batch.PairedTally;

/**
 * The sequential test's error rates, by simulation on synthetic pairs, and its bookkeeping.
 *
 * <p><b>Simulation.</b> Each replicate draws pairs whose score difference (B - A, in half points -2..2) has a fixed
 * pentanomial distribution, looks after every chunk of {@link #CHUNK} pairs as compare does, and records the verdict
 * and the pairs used. Under "no change" (mean 0) the share of replicates that call a change estimates alpha; under a
 * change of exactly E the share that say "no change" estimates beta. Each is checked against its nominal value with a
 * one-sided binomial bound at {@link #FALSE_FAILURE}: if the true error rate were exactly nominal, a seed would fail
 * the check with probability at most 1e-6 (the check's false-failure rate; the seed is fixed, so the outcome is too).
 */
final class SequentialTestTest {
    private static final int REPLICATES = 2000;
    private static final int CHUNK = 200;
    private static final long MAX_PAIRS = 100_000;
    private static final double EFFECT = 0.05;
    private static final double ALPHA = 0.05;
    private static final double BETA = 0.05;
    private static final double FALSE_FAILURE = 1e-6;

    /** Probabilities of a difference of -2..+2 half points with mean {@code shift} (in score points). */
    private static double[] pentanomial(double shift) {
        // 70% of pairs unchanged, 24% a win turned into a loss or back, 6% a win or loss turned into a draw or back.
        return new double[] {0.12 - shift / 2, 0.03, 0.70, 0.03, 0.12 + shift / 2};
    }

    private record Outcome(SequentialTest.Verdict verdict, long pairs) {
    }

    private static Outcome replicate(UniformRandomProvider rng, double[] p) {
        return replicate(rng, p, EFFECT, CHUNK);
    }

    private static Outcome replicate(UniformRandomProvider rng, double[] p, double effect, int chunk) {
        SequentialTest t = new SequentialTest(effect, ALPHA, BETA);
        long n = 0;
        long sum = 0;
        long squares = 0;
        while (n < MAX_PAIRS) {
            for (int i = 0; i < chunk; i++) {
                double u = rng.nextDouble();
                int d = -2;
                for (double q : p) {
                    if (u < q) {
                        break;
                    }
                    u -= q;
                    d++;
                }
                d = Math.min(d, 2);
                sum += d;
                squares += (long) d * d;
            }
            n += chunk;
            SequentialTest.Look l = t.look(n, sum, squares);
            if (l.decided()) {
                return new Outcome(l.verdict(), n);
            }
        }
        return new Outcome(SequentialTest.Verdict.CONTINUE, n);
    }

    private static int bound(double nominal) {
        return new BinomialDistribution(REPLICATES, nominal).inverseCumulativeProbability(1 - FALSE_FAILURE);
    }

    @Test
    void noChange_callsAChangeAtMostAlphaOfTheTime_andUsesFewerPairsThanTheFixedTest() {
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(20261201L);
        double[] p = pentanomial(0);
        int wrong = 0;
        long pairs = 0;
        for (int r = 0; r < REPLICATES; r++) {
            Outcome o = replicate(rng, p);
            assertTrue(o.verdict() != SequentialTest.Verdict.CONTINUE, "decided within the budget");
            wrong += o.verdict() == SequentialTest.Verdict.NO_CHANGE ? 0 : 1;
            pairs += o.pairs();
        }
        assertTrue(wrong <= bound(ALPHA), "false changes " + wrong + " of " + REPLICATES);
        long fixed = new SequentialTest(EFFECT, ALPHA, BETA).fixedPairs(variance(p));
        assertTrue((double) pairs / REPLICATES < fixed, "mean pairs " + (double) pairs / REPLICATES + " vs " + fixed);
    }

    @Test
    void changeOfE_missedAtMostBetaOfTheTime_inEitherDirection() {
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(20261202L);
        for (int sign : new int[] {1, -1}) {
            double[] p = pentanomial(sign * EFFECT);
            int missed = 0;
            int wrongWay = 0;
            long pairs = 0;
            for (int r = 0; r < REPLICATES; r++) {
                Outcome o = replicate(rng, p);
                missed += o.verdict() == SequentialTest.Verdict.NO_CHANGE ? 1 : 0;
                wrongWay += o.verdict() == (sign > 0 ? SequentialTest.Verdict.CHANGE_DOWN
                        : SequentialTest.Verdict.CHANGE_UP) ? 1 : 0;
                pairs += o.pairs();
            }
            assertTrue(missed <= bound(BETA), "missed " + missed + " of " + REPLICATES);
            assertEquals(0, wrongWay, "a change of E called in the wrong direction");
            long fixed = new SequentialTest(EFFECT, ALPHA, BETA).fixedPairs(variance(p));
            assertTrue((double) pairs / REPLICATES < fixed, "mean pairs " + (double) pairs / REPLICATES + " vs "
                    + fixed);
        }
    }

    /**
     * A rule that seldom comes into play: 1 pair in 100 differs, a change of E = 1 point, looks every 250
     * pairs. Without the variance's floor a first chunk in which no pair differs (0.99^250 = 8% of them) has a
     * variance of 0 and the test accepted "no change" there: 10% of the changes missed against a beta of 5%. Each
     * direction, and a rate of false changes at most alpha when as many pairs differ each way (same bounds as
     * above).
     */
    @Test
    void rareDifferences_changeOfE_missedAtMostBetaOfTheTime_noChange_atMostAlpha() {
        UniformRandomProvider rng = RandomSource.XO_RO_SHI_RO_128_PP.create(20261205L);
        final double effect = 0.01;
        final int chunk = 250;
        for (int sign : new int[] {1, -1}) {
            double[] p = sign > 0 ? new double[] {0, 0, 0.99, 0, 0.01} : new double[] {0.01, 0, 0.99, 0, 0};
            int missed = 0;
            for (int r = 0; r < REPLICATES; r++) {
                missed += replicate(rng, p, effect, chunk).verdict() == SequentialTest.Verdict.NO_CHANGE ? 1 : 0;
            }
            assertTrue(missed <= bound(BETA), "missed " + missed + " of " + REPLICATES + " (sign " + sign + ")");
        }
        int wrong = 0;
        for (int r = 0; r < REPLICATES; r++) {
            wrong += replicate(rng, new double[] {0.005, 0, 0.99, 0, 0.005}, effect, chunk).verdict()
                    == SequentialTest.Verdict.NO_CHANGE ? 0 : 1;
        }
        assertTrue(wrong <= bound(ALPHA), "false changes " + wrong + " of " + REPLICATES);
    }

    private static double variance(double[] p) {
        double m = 0;
        double s = 0;
        for (int d = -2; d <= 2; d++) {
            m += p[d + 2] * d / 2.0;
            s += p[d + 2] * d * d / 4.0;
        }
        return s - m * m;
    }

    @Test
    void look_readsSideZeroScoreFromThePairedTally() {
        PairedTally t = new PairedTally();
        t.record(1, 0, 0, 0, 0, 0);  // a loss in A, a win in B: +1
        t.record(2, 0, 0, 0, 0, 0);  // a draw in A, a win in B: +1/2
        t.record(0, 0, 0, 0, 0, 0);  // unchanged: 0
        t.record(0, 0, 0, 1, 0, 0);  // a win in A, a loss in B: -1
        SequentialTest.Look l = new SequentialTest(0.02, 0.05, 0.05).look(t);
        assertEquals(4, l.pairs());
        assertEquals(0.125, l.mean(), 1e-12);
        assertEquals((1 + 0.25 + 1) / 4.0 - 0.125 * 0.125, l.variance(), 1e-12);
        assertEquals(Math.log(0.05 / 0.975), l.lower(), 1e-12);
        assertEquals(Math.log(0.95 / 0.025), l.upper(), 1e-12);
        assertEquals(4 * 0.02 * (2 * 0.125 - 0.02) / (2 * l.variance()), l.llrUp(), 1e-12);
    }

    @Test
    void identicalPairs_noChange_oneDirectionEverywhere_change() {
        assertEquals(SequentialTest.Verdict.NO_CHANGE, new SequentialTest(0.02, 0.05, 0.05).look(1000, 0, 0)
                .verdict());
        assertEquals(SequentialTest.Verdict.CHANGE_DOWN, new SequentialTest(0.02, 0.05, 0.05).look(10, -20, 40)
                .verdict());
        assertEquals(SequentialTest.Verdict.CONTINUE, new SequentialTest(0.02, 0.05, 0.05).look(10, 2, 10)
                .verdict());
    }

    @Test
    void fixedPairs_isTheNormalSampleSize() {
        // (1.959964 + 1.644854)^2 * 0.25 / 0.02^2 = 8121.6
        assertEquals(8122, new SequentialTest(0.02, 0.05, 0.05).fixedPairs(0.25));
    }
}
