package org.muster.batch;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a points run counted: for each army mix that took the field, how many battles it fought and how they ended
 * for side 0. A mix is the number of units of each points type on each side; types are int keys (a varied line's type
 * index, or {@link #armyKey} for a unit an army list rolled). Integer counts only, merged exactly, so a run's tally is
 * the same whatever order its chunks are merged in. Not thread-safe: one per chunk, merged on one thread.
 */
public final class PointsTally {
    /** Keys of army-list units start here; below are the varied lines' type indices. */
    public static final int ARMY_BASE = 1_000_000;

    private final TreeMap<Mix, long[]> counts = new TreeMap<>();
    private long battles;

    /** The key of a unit an army list rolled: its list, its rule-set type code and its figures. */
    public static int armyKey(int list, int type, int figures) {
        return ARMY_BASE + list * 100_000 + type * 1000 + figures;
    }

    /**
     * An army mix: sorted pairs (type key * 2 + side, units), units above 0. Immutable once made.
     *
     * @param pairs the pairs, flattened
     */
    public record Mix(int[] pairs) implements Comparable<Mix> {
        /** Units of type {@code key} on side {@code side}. */
        public int count(int key, int side) {
            int code = key * 2 + side;
            for (int i = 0; i < pairs.length; i += 2) {
                if (pairs[i] == code) {
                    return pairs[i + 1];
                }
            }
            return 0;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Mix m && Arrays.equals(pairs, m.pairs);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(pairs);
        }

        @Override
        public int compareTo(Mix o) {
            return Arrays.compare(pairs, o.pairs);
        }

        @Override
        public String toString() {
            return Arrays.toString(pairs);
        }
    }

    /** Counts one battle of {@code mix}: {@code winner} 0, 1 or {@code BattleRecord.DRAW}. */
    public void add(Mix mix, int winner) {
        long[] c = counts.computeIfAbsent(mix, k -> new long[3]);
        c[winner == 0 ? 0 : winner == 1 ? 1 : 2]++;
        battles++;
    }

    /** Adds another tally's counts. */
    public void add(PointsTally other) {
        for (Map.Entry<Mix, long[]> e : other.counts.entrySet()) {
            long[] c = counts.computeIfAbsent(e.getKey(), k -> new long[3]);
            for (int i = 0; i < 3; i++) {
                c[i] += e.getValue()[i];
            }
        }
        battles += other.battles;
    }

    /** Battles counted. */
    public long battles() {
        return battles;
    }

    /** The mixes in order, each with {side 0 wins, side 1 wins, draws}; read-only use. */
    public Map<Mix, long[]> counts() {
        return java.util.Collections.unmodifiableMap(counts);
    }

    /** Writes the tally (battles, then each mix's pairs and counts, in order), as a checkpoint keeps it. */
    public void write(java.io.DataOutputStream out) throws java.io.IOException {
        out.writeLong(battles);
        out.writeInt(counts.size());
        for (Map.Entry<Mix, long[]> e : counts.entrySet()) {
            int[] pairs = e.getKey().pairs;
            out.writeInt(pairs.length);
            for (int v : pairs) {
                out.writeInt(v);
            }
            for (long c : e.getValue()) {
                out.writeLong(c);
            }
        }
    }

    /**
     * A tally {@link #write} wrote.
     *
     * @throws java.io.IOException if the bytes are not such a tally (its counts do not add up)
     */
    public static PointsTally read(java.io.DataInputStream in) throws java.io.IOException {
        PointsTally t = new PointsTally();
        long battles = in.readLong();
        int mixes = in.readInt();
        if (mixes < 0) {
            throw new java.io.IOException("mixes " + mixes);
        }
        long sum = 0;
        for (int m = 0; m < mixes; m++) {
            int length = in.readInt();
            if (length < 0 || length % 2 != 0 || length > 1 << 16) {
                throw new java.io.IOException("pairs " + length);
            }
            int[] pairs = new int[length];
            for (int i = 0; i < length; i++) {
                pairs[i] = in.readInt();
            }
            long[] c = {in.readLong(), in.readLong(), in.readLong()};
            sum += c[0] + c[1] + c[2];
            t.counts.put(new Mix(pairs), c);
        }
        if (sum != battles) {
            throw new java.io.IOException(sum + " battles counted, " + battles + " recorded");
        }
        t.battles = battles;
        return t;
    }

    /** Every type key that appears, in order. */
    public int[] keys() {
        java.util.TreeSet<Integer> keys = new java.util.TreeSet<>();
        for (Mix m : counts.keySet()) {
            for (int i = 0; i < m.pairs.length; i += 2) {
                keys.add(m.pairs[i] / 2);
            }
        }
        return keys.stream().mapToInt(Integer::intValue).toArray();
    }
}
