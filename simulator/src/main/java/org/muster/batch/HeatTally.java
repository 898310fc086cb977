package org.muster.batch;

import org.muster.engine.BattleObserver;
import org.muster.rules.Template;

/**
 * Integer heat maps of a run, per side: figures fallen, units broken or routed, unit centres turn by turn (the
 * paths) and at the end of the battle, each counted in cells of {@link #CELL_INCHES} inches of the table. A chunk's
 * battles tally into their own HeatTally; tallies are merged with {@link #add} in chunk order, so the total is the same
 * for any thread count (integer sums). One tally is filled by one thread; allocation only when made.
 *
 * <p>Cell (cx, cy) holds the points with {@code cx * CELL <= x < (cx + 1) * CELL} and likewise for y from the south
 * edge; points off the table count in the nearest edge cell.
 */
public final class HeatTally implements BattleObserver {
    /** Side of a heat map cell, inches. */
    public static final double CELL_INCHES = 2;
    public static final int FELL = 0;
    public static final int BROKE = 1;
    public static final int PATH = 2;
    public static final int END = 3;
    public static final int KINDS = 4;
    /** Names of the kinds as heatmap.csv writes them. */
    public static final String[] KIND_NAMES = {"fell", "broke", "path", "end"};

    private final int cols;
    private final int rows;
    private final int[] unitSide;
    /** counts[(side * KINDS + kind) * cols * rows + cy * cols + cx]. */
    private final long[] counts;

    public HeatTally(Template template) {
        this(template.scenario().widthInches(), template.scenario().depthInches(), sides(template));
    }

    private HeatTally(double width, double depth, int[] unitSide) {
        this.cols = Math.max(1, (int) Math.ceil(width / CELL_INCHES));
        this.rows = Math.max(1, (int) Math.ceil(depth / CELL_INCHES));
        this.unitSide = unitSide;
        this.counts = new long[2 * KINDS * cols * rows];
    }

    private static int[] sides(Template t) {
        int[] s = new int[t.unitCount()];
        for (int u = 0; u < s.length; u++) {
            s[u] = t.unitSide(u);
        }
        return s;
    }

    /** An empty tally of the same table and units. */
    public HeatTally emptyCopy() {
        return new HeatTally(cols * CELL_INCHES, rows * CELL_INCHES, unitSide);
    }

    public int cols() {
        return cols;
    }

    public int rows() {
        return rows;
    }

    /** The count of a side's kind in cell (cx, cy). */
    public long count(int side, int kind, int cx, int cy) {
        return counts[(side * KINDS + kind) * cols * rows + cy * cols + cx];
    }

    /** Adds another tally of the same table and units into this one. */
    public void add(HeatTally other) {
        if (other.counts.length != counts.length) {
            throw new IllegalArgumentException("heat tallies of different tables");
        }
        for (int i = 0; i < counts.length; i++) {
            counts[i] += other.counts[i];
        }
    }

    private void tally(int unit, int kind, double x, double y, long n) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return;
        }
        int cx = (int) Math.floor(x / CELL_INCHES);
        int cy = (int) Math.floor(y / CELL_INCHES);
        cx = cx < 0 ? 0 : cx >= cols ? cols - 1 : cx;
        cy = cy < 0 ? 0 : cy >= rows ? rows - 1 : cy;
        counts[(unitSide[unit] * KINDS + kind) * cols * rows + cy * cols + cx] += n;
    }

    @Override
    public void figuresFell(int unit, double x, double y, int figures) {
        tally(unit, FELL, x, y, figures);
    }

    @Override
    public void unitBroke(int unit, double x, double y) {
        tally(unit, BROKE, x, y, 1);
    }

    @Override
    public void unitAt(int unit, int turn, double x, double y) {
        tally(unit, PATH, x, y, 1);
    }

    @Override
    public void unitEnded(int unit, double x, double y) {
        tally(unit, END, x, y, 1);
    }
}
