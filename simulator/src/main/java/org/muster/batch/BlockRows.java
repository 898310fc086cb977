package org.muster.batch;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The rows of one block of consecutive chunks (five ints and the dice seed per battle), kept by the caller after the
 * runner returns: until a stopping point is known, or until the block of the other variant is played. One thread.
 */
final class BlockRows implements BattleSink {
    final long first;
    final int[] ints;
    final long[] seeds;

    BlockRows(long first, int n) {
        this.first = first;
        this.ints = new int[n * 5];
        this.seeds = new long[n];
    }

    @Override
    public void battle(long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1) {
        int j = (int) (battle - first);
        seeds[j] = diceSeed;
        int k = j * 5;
        ints[k] = winner;
        ints[k + 1] = how;
        ints[k + 2] = turns;
        ints[k + 3] = lost0;
        ints[k + 4] = lost1;
    }

    int winner(long battle) {
        return ints[(int) (battle - first) * 5];
    }

    int lost(long battle, int side) {
        return ints[(int) (battle - first) * 5 + 3 + side];
    }

    void count(long battle, RunningCounts counts) {
        int k = (int) (battle - first) * 5;
        counts.add(ints[k], ints[k + 3], ints[k + 4]);
    }

    void writeTo(BattleSink sink, long end) {
        try {
            for (long i = first; i < end; i++) {
                int j = (int) (i - first);
                int k = j * 5;
                sink.battle(i, seeds[j], ints[k], ints[k + 1], ints[k + 2], ints[k + 3], ints[k + 4]);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
