package org.muster.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.commons.rng.core.source64.XoShiRo256PlusPlus;
import org.junit.jupiter.api.Test;

/** Pins the in-place generator to Commons RNG's XoShiRo256++ for the same state, so the two cannot drift apart. */
class Xoshiro256Test {
    @Test
    void nextLong_matchesCommonsRngForTheSameState() {
        for (long seed : new long[] {0L, 1L, 42L, -7L, Long.MAX_VALUE}) {
            Xoshiro256 ours = new Xoshiro256();
            ours.reseed(seed);
            long[] s = ours.state();
            XoShiRo256PlusPlus reference = new XoShiRo256PlusPlus(s[0], s[1], s[2], s[3]);
            for (int i = 0; i < 1000; i++) {
                assertEquals(reference.nextLong(), ours.nextLong(), "seed " + seed + " draw " + i);
            }
        }
    }

    @Test
    void nextInt_usesBothHalvesOfEachLong() {
        Xoshiro256 ints = new Xoshiro256();
        Xoshiro256 longs = new Xoshiro256();
        ints.reseed(99L);
        longs.reseed(99L);
        for (int i = 0; i < 100; i++) {
            long bits = longs.nextLong();
            assertEquals((int) bits, ints.nextInt());
            assertEquals((int) (bits >>> 32), ints.nextInt());
        }
    }

    @Test
    void reseed_restartsTheSameSequence() {
        Xoshiro256 g = new Xoshiro256();
        g.reseed(5L);
        long a = g.nextLong();
        g.nextLong();
        g.reseed(5L);
        assertEquals(a, g.nextLong());
    }
}
