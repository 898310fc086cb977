package org.muster.engine;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * The seed schedule. A battle's streams depend only on (base seed, battle index, stream), never on the thread that
 * plays it, so a batch gives the same results for any thread count and any battle replays alone from its index.
 * Dice and decisions use separate streams: changing an AI does not shift the dice, and two variants of a scenario
 * played on the same seeds see the same dice (common random numbers).
 */
public final class Seeds {
    /** The stream that rolls every die of the rules. */
    public static final int DICE = 0;
    /** The stream that the players (AI) draw their choices from. */
    public static final int TACTICS = 1;
    /** The stream that draws random armies or other set-up, where a rule set has one. */
    public static final int SETUP = 2;

    private Seeds() {
    }

    /**
     * The seed of one stream of one battle. Each input goes through the SplitMix64 finaliser before they are combined
     * and the result is mixed again, so neighbouring (seed, index) pairs such as (S, i) and (S+1, i-1) never alias.
     */
    public static long forBattle(long baseSeed, long battleIndex, int stream) {
        long a = mix64(baseSeed);
        long b = mix64(battleIndex * 0x9e3779b97f4a7c15L + stream + 1);
        return mix64(a ^ Long.rotateLeft(b, 17) ^ (stream * 0xd1b54a32d192ed03L));
    }

    /** A fresh generator for one stream of one battle (XoShiRo256++, seeded through Commons RNG's own expansion). */
    public static UniformRandomProvider rng(long baseSeed, long battleIndex, int stream) {
        return RandomSource.XO_SHI_RO_256_PP.create(forBattle(baseSeed, battleIndex, stream));
    }

    /** Re-seeds a generator state in place, without allocating: fills {@code state} for XoShiRo256. */
    public static void fill(long seed, long[] state) {
        long z = seed;
        for (int i = 0; i < state.length; i++) {
            z += 0x9e3779b97f4a7c15L;
            state[i] = mix64(z);
        }
    }

    /** SplitMix64 finaliser (Stafford's Mix13): a bijection on 64 bits with full avalanche. */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
