package org.muster.batch;

import java.io.Serializable;
import java.util.Arrays;

/**
 * What a paired run of two variants (A and B) of a scenario added up to, battle i of A against battle i of B on the
 * same seeds: integer accumulators only, nothing kept per battle. Merging adds longs, so the merged tally is the same
 * whatever the thread count or chunk order.
 *
 * <p>Holds the 3x3 table of winners (A's winner by B's winner: side 0, side 1, draw), and per side the sums of
 * figures lost in A and in B and the sum and sum of squares of the per-battle difference (B minus A). Not
 * thread-safe; filled and merged on one thread.
 */
public final class PairedTally implements Serializable {
    private static final long serialVersionUID = 1L;

    private long battles;
    private final long[] winners = new long[9];
    private final long[] sumLostA = new long[2];
    private final long[] sumLostB = new long[2];
    private final long[] sumDiff = new long[2];
    private final long[] sumSquaredDiff = new long[2];

    /** Adds one pair: A's winner and losses, B's winner and losses. */
    public void record(int winnerA, int lostA0, int lostA1, int winnerB, int lostB0, int lostB1) {
        battles++;
        winners[winnerA * 3 + winnerB]++;
        add(0, lostA0, lostB0);
        add(1, lostA1, lostB1);
    }

    private void add(int side, int a, int b) {
        sumLostA[side] += a;
        sumLostB[side] += b;
        long d = (long) b - a;
        sumDiff[side] += d;
        sumSquaredDiff[side] += d * d;
    }

    /** Adds {@code other} into this tally. Returns this. */
    public PairedTally add(PairedTally other) {
        battles += other.battles;
        for (int k = 0; k < 9; k++) {
            winners[k] += other.winners[k];
        }
        for (int s = 0; s < 2; s++) {
            sumLostA[s] += other.sumLostA[s];
            sumLostB[s] += other.sumLostB[s];
            sumDiff[s] += other.sumDiff[s];
            sumSquaredDiff[s] += other.sumSquaredDiff[s];
        }
        return this;
    }

    /** Pairs played. */
    public long battles() {
        return battles;
    }

    /** Pairs where A's winner was {@code winnerA} and B's {@code winnerB} (0, 1 or {@code BattleRecord.DRAW}). */
    public long winners(int winnerA, int winnerB) {
        return winners[winnerA * 3 + winnerB];
    }

    /** Battles of A won by {@code winner}. */
    public long winsA(int winner) {
        return winners[winner * 3] + winners[winner * 3 + 1] + winners[winner * 3 + 2];
    }

    /** Battles of B won by {@code winner}. */
    public long winsB(int winner) {
        return winners[winner] + winners[3 + winner] + winners[6 + winner];
    }

    public long sumLostA(int side) {
        return sumLostA[side];
    }

    public long sumLostB(int side) {
        return sumLostB[side];
    }

    /** Sum over pairs of (figures lost in B minus in A) for the side. */
    public long sumDiff(int side) {
        return sumDiff[side];
    }

    /** Sum over pairs of the squared difference. */
    public long sumSquaredDiff(int side) {
        return sumSquaredDiff[side];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PairedTally t && battles == t.battles && Arrays.equals(winners, t.winners)
                && Arrays.equals(sumLostA, t.sumLostA) && Arrays.equals(sumLostB, t.sumLostB)
                && Arrays.equals(sumDiff, t.sumDiff) && Arrays.equals(sumSquaredDiff, t.sumSquaredDiff);
    }

    @Override
    public int hashCode() {
        return 31 * Long.hashCode(battles) + Arrays.hashCode(winners);
    }

    @Override
    public String toString() {
        return "PairedTally[battles=" + battles + ", winners=" + Arrays.toString(winners) + "]";
    }
}
