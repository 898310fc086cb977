package org.muster.batch;

/**
 * What a stopping rule may look at after each chunk: battles, wins by winner and the sums of figures lost (and of
 * their squares) per side, all exact integers accumulated in battle order. Filled by {@link StoppingRunner} on the
 * calling thread; not thread-safe; allocates nothing per battle.
 */
public final class RunningCounts {
    private long battles;
    private final long[] wins = new long[3];
    private final long[] sumLost = new long[2];
    private final long[] sumSquaredLost = new long[2];

    /** The counts of every battle in a tally (the sums come exactly from its histograms of figures lost). */
    public static RunningCounts of(ChunkTally t) {
        RunningCounts c = new RunningCounts();
        c.battles = t.battles();
        for (int w = 0; w < 3; w++) {
            c.wins[w] = t.wins(w);
        }
        for (int s = 0; s < 2; s++) {
            long[] h = t.sideLostHistogram(s);
            for (int v = 0; v < h.length; v++) {
                c.sumLost[s] += v * h[v];
                c.sumSquaredLost[s] += (long) v * v * h[v];
            }
        }
        return c;
    }

    /** Adds one battle. */
    public void add(int winner, int lost0, int lost1) {
        battles++;
        wins[winner]++;
        sumLost[0] += lost0;
        sumLost[1] += lost1;
        sumSquaredLost[0] += (long) lost0 * lost0;
        sumSquaredLost[1] += (long) lost1 * lost1;
    }

    /** Battles counted. */
    public long battles() {
        return battles;
    }

    /** Battles won by side 0, side 1, or drawn ({@code BattleRecord.DRAW}). */
    public long wins(int winner) {
        return wins[winner];
    }

    /** Figures side {@code side} lost, summed over the battles. */
    public long sumLost(int side) {
        return sumLost[side];
    }

    /** Squares of the figures side {@code side} lost per battle, summed over the battles. */
    public long sumSquaredLost(int side) {
        return sumSquaredLost[side];
    }
}
