package org.muster.engine;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Dice for one worker, over a Commons RNG XoShiRo256++ generator. Not thread-safe: each worker owns one and points it
 * at the stream of each battle with {@link #reseed(long)}, which re-seeds in place without allocating.
 *
 * <p>Bounded rolls use {@link UniformRandomProvider#nextInt(int)}, Lemire's unbiased multiply-and-reject method
 * (Lemire 2019, "Fast Random Integer Generation in an Interval"); one roll may draw more than one raw int. Every roll
 * goes through {@link #roll(int)}, which counts the dice for the benchmarks.
 */
public final class Dice {
    private final Xoshiro256 rng = new Xoshiro256();
    private long rolled;

    /** Points these dice at a new stream: the seed from {@link Seeds#forBattle}. */
    public void reseed(long seed) {
        rng.reseed(seed);
    }

    /** A die with {@code sides} faces: 1..sides. */
    public int roll(int sides) {
        rolled++;
        return 1 + rng.nextInt(sides);
    }

    /** d10: 1..10. */
    public int d10() {
        return roll(10);
    }

    /** d100 (percentile dice): 1..100. */
    public int d100() {
        return roll(100);
    }

    /** A uniform int in [0, n), for choices that are not dice of the rules (not counted as dice). */
    public int below(int n) {
        return rng.nextInt(n);
    }

    /** The generator, for samplers that need one (e.g. Commons RNG's samplers built with {@code of}). */
    public UniformRandomProvider rng() {
        return rng;
    }

    /** Dice rolled since these dice were made. */
    public long rolled() {
        return rolled;
    }

    /**
     * Takes {@code other}'s generator state and count: from here these dice roll what other's would (a forward
     * model's copy of a battle). Allocation-free.
     */
    public void copyFrom(Dice other) {
        rng.copyFrom(other.rng);
        rolled = other.rolled;
    }

    /** Whether these dice and {@code other} are in the same generator state: they roll the same numbers from here. */
    public boolean sameState(Dice other) {
        return rng.sameState(other.rng);
    }
}
