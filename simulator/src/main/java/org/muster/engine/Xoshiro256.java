package org.muster.engine;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.core.source64.XoShiRo256PlusPlus;

/**
 * XoShiRo256++ (Blackman and Vigna 2018) that re-seeds in place, so a worker allocates no generator per battle.
 *
 * <p>Why not Commons RNG's {@link XoShiRo256PlusPlus} itself: its state words are private and re-seeding it means a
 * new instance (or {@code restoreState}, which allocates arrays) for every battle. So this class keeps the same four
 * state words and the same output and update functions, and takes everything else from Commons RNG: bounded ints
 * ({@code nextInt(n)}, Lemire's unbiased method), doubles and longs come from {@link UniformRandomProvider}'s default
 * methods. {@code Xoshiro256Test} pins its output to {@link XoShiRo256PlusPlus} built from the same state, so the two
 * cannot drift apart. The state is expanded from a 64-bit seed with SplitMix64, as Commons RNG does.
 */
final class Xoshiro256 implements UniformRandomProvider {
    private long s0;
    private long s1;
    private long s2;
    private long s3;
    /** The high half of the last 64-bit output, not yet used by {@link #nextInt()}. */
    private int spareInt;
    private boolean hasSpareInt;

    void reseed(long seed) {
        hasSpareInt = false;
        long z = seed;
        z += 0x9e3779b97f4a7c15L;
        s0 = Seeds.mix64(z);
        z += 0x9e3779b97f4a7c15L;
        s1 = Seeds.mix64(z);
        z += 0x9e3779b97f4a7c15L;
        s2 = Seeds.mix64(z);
        z += 0x9e3779b97f4a7c15L;
        s3 = Seeds.mix64(z);
    }

    /** This generator set to {@code other}'s state (the four words and the spare half-output). Allocation-free. */
    void copyFrom(Xoshiro256 other) {
        s0 = other.s0;
        s1 = other.s1;
        s2 = other.s2;
        s3 = other.s3;
        spareInt = other.spareInt;
        hasSpareInt = other.hasSpareInt;
    }

    /** Whether the two are in the same state (they will draw the same numbers). */
    boolean sameState(Xoshiro256 other) {
        return s0 == other.s0 && s1 == other.s1 && s2 == other.s2 && s3 == other.s3
                && hasSpareInt == other.hasSpareInt && (!hasSpareInt || spareInt == other.spareInt);
    }

    /** The state words, for the test that pins this generator against Commons RNG. */
    long[] state() {
        return new long[] {s0, s1, s2, s3};
    }

    @Override
    public long nextLong() {
        final long result = Long.rotateLeft(s0 + s3, 23) + s0;
        final long t = s1 << 17;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = Long.rotateLeft(s3, 45);
        return result;
    }

    @Override
    public int nextInt() {
        // Two ints per 64-bit output (Commons RNG's LongProvider does the same): halves the cost of a die.
        if (hasSpareInt) {
            hasSpareInt = false;
            return spareInt;
        }
        final long bits = nextLong();
        spareInt = (int) (bits >>> 32);
        hasSpareInt = true;
        return (int) bits;
    }
}
