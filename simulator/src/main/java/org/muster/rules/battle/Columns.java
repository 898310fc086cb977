package org.muster.rules.battle;

import java.util.Arrays;

/**
 * A state's columns named once, so that copying a state ({@code copyFrom}, the forward model of ARCHITECTURE.md
 * section 2a) and clearing it for a new battle are one loop over the list, not one line per array written out again
 * in each method of each rule set. A column is a primitive array ({@code int[]}, {@code double[]}, {@code boolean[]}
 * or {@code byte[]}) with a width: the elements one row (a unit, a regiment) holds, so that rows [0, r) are elements
 * [0, r * width); or width 0 for an array that is always copied whole (per side, a pair cache sized to the battle).
 *
 * <p>Built once per state, in its constructor, over the state's own final arrays; two states of one class build
 * their lists in the same order, so {@link #copyFrom} pairs the columns by position. Immutable after construction,
 * and the two operations allocate nothing.
 */
public final class Columns {
    private final Object[] arrays;
    /** Elements per row, or 0: the whole array. */
    private final int[] width;
    /** Length of each array (what a whole copy copies). */
    private final int[] length;

    private Columns(Object[] arrays, int[] width) {
        this.arrays = arrays;
        this.width = width;
        this.length = new int[arrays.length];
        for (int i = 0; i < arrays.length; i++) {
            final Object a = arrays[i];
            if (!(a instanceof int[] || a instanceof double[] || a instanceof boolean[] || a instanceof byte[])) {
                throw new IllegalArgumentException("column " + i + " is not an int, double, boolean or byte array");
            }
            length[i] = java.lang.reflect.Array.getLength(a);
        }
    }

    /** Columns of one element per row. */
    public static Columns rows(Object... arrays) {
        return new Columns(arrays.clone(), filled(arrays.length, 1));
    }

    /** These columns and {@code arrays}, each {@code width} elements per row. */
    public Columns and(int width, Object... arrays) {
        if (width < 1) {
            throw new IllegalArgumentException("width " + width);
        }
        return join(arrays, width);
    }

    /** These columns and {@code arrays}, each copied whole. */
    public Columns whole(Object... arrays) {
        return join(arrays, 0);
    }

    private Columns join(Object[] more, int w) {
        final Object[] a = Arrays.copyOf(arrays, arrays.length + more.length);
        System.arraycopy(more, 0, a, arrays.length, more.length);
        final int[] ws = Arrays.copyOf(width, width.length + more.length);
        Arrays.fill(ws, width.length, ws.length, w);
        return new Columns(a, ws);
    }

    private static int[] filled(int n, int value) {
        final int[] a = new int[n];
        Arrays.fill(a, value);
        return a;
    }

    /** Rows [0, rows) of every column of {@code from} (built in the same order) copied into these; whole ones whole. */
    public void copyFrom(Columns from, int rows) {
        final Object[] src = from.arrays;
        if (src.length != arrays.length) {
            throw new IllegalArgumentException("columns " + src.length + " and " + arrays.length);
        }
        for (int i = 0; i < arrays.length; i++) {
            System.arraycopy(src[i], 0, arrays[i], 0, width[i] == 0 ? length[i] : rows * width[i]);
        }
    }

    /** Rows [0, rows) of every column set to zero (false); whole columns entirely. */
    public void clear(int rows) {
        for (int i = 0; i < arrays.length; i++) {
            final int n = width[i] == 0 ? length[i] : rows * width[i];
            final Object a = arrays[i];
            if (a instanceof int[] ints) {
                Arrays.fill(ints, 0, n, 0);
            } else if (a instanceof double[] doubles) {
                Arrays.fill(doubles, 0, n, 0.0);
            } else if (a instanceof boolean[] flags) {
                Arrays.fill(flags, 0, n, false);
            } else {
                Arrays.fill((byte[]) a, 0, n, (byte) 0);
            }
        }
    }
}
