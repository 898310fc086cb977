package org.muster.rules.hardtack;

import org.muster.engine.Table;

/**
 * The terrain's part of line of sight (section 6, 7.13 [D]) answered without {@link Table#lineOfSight}'s walk where
 * the ground alone decides it: clear when no cell near the line can block it (no cell of a blocking area or feature,
 * none higher than both ends, in the line's bounding box), blocked when one of a few of the walk's own steps meets a
 * blocking cell. Either answer is the walk's (it tests every step of the whole line, {@code TableTest}); otherwise
 * the walk decides. Worked out once per engine from the template's table and sight masks; allocation-free after.
 *
 * <p>Tried and not kept (2026-12-05, {@code wip/htperf2}): the first tested step worked out once per engine and the
 * three middle probes written out instead of a loop over a constant array (the same points in the same order): {@code
 * Compare} on little-round-top 60 300 read 1.010 and, swapped, 0.998 (load 17): noise, though {@link #know} is about
 * 7 % of a little-round-top battle (JFR), most of it the probes' loads and the summed-area box. Nor (2026-12-06,
 * {@code wip/htperf4}, with the walk's near list of {@code HardtackMovement} on squares): the summed-area tables kept
 * modulo 2^16 as {@code char} (half the memory: little-round-top's two levels are 58 KiB each as {@code int}, over the
 * level-1 cache; exact while the table has fewer than 2^16 cells; alone 0.999 / 1.008) and the square root of
 * {@link #know} taken after the box: {@code Compare base.jar new.jar hardtack/little-round-top 60 300} 1.015 /
 * 1.011, the jars swapped 1.004 / 1.001 for the base, 60 600 1.014 / 1.000 (load 8-14): about 1.005, noise.
 */
final class HardtackTerrainSight {
    /** {@link #know}: the walk must decide. */
    static final int UNKNOWN = 0;
    /** {@link #know}: the walk would find the line clear. */
    static final int CLEAR = 1;
    /** {@link #know}: the walk would find the line blocked. */
    static final int BLOCKED = 2;
    /**
     * The step of {@link Table#lineOfSight}'s walk (its private STEP_INCHES; {@code TableTest}'s whole-line reference
     * steps the same): the probes test some of the walk's own points, so they must step as it does.
     */
    static final double STEP = 0.25;
    /** Margin of the line's bounding box: far above the rounding of a step's point, far below a cell. */
    private static final double BOX_MARGIN = 1e-9;
    /**
     * Fractions of the steps between the first and the last tested where the probes look (before those two), the
     * middle first.
     */
    private static final double[] PROBES = {0.5, 0.25, 0.75};

    private final Table table;
    private final double edge;
    private final int cols;
    private final int rows;
    /** By cell ({@link Table#index}): its area or feature blocks sight; its height. */
    private final boolean[] blocks;
    private final byte[] height;
    /** Lowest and highest level a line's ends can stand at (0 off the table) and a cell's height reach. */
    private final int lowLevel;
    private final int highLevel;
    /**
     * By level L - {@link #lowLevel}: the summed-area table, (rows + 1) x (cols + 1), of the cells that block a line
     * whose higher end stands at level L (a blocking area or feature, or higher than L); levels above
     * {@link #highLevel} use its table.
     */
    private final int[][] sums;
    /** By cell: {@link #deep}. */
    private final boolean[] deep;

    HardtackTerrainSight(Table table, int blockingAreas, int blockingFeatures, double edge) {
        this.table = table;
        this.edge = edge;
        final int cells = table.index(Math.nextDown(table.width()), Math.nextDown(table.depth())) + 1;
        this.cols = table.index(Math.nextDown(table.width()), 0) + 1;
        this.rows = cells / cols;
        this.blocks = new boolean[cells];
        this.height = new byte[cells];
        int low = 0;
        int high = 0;
        for (int i = 0; i < cells; i++) {
            blocks[i] = (blockingAreas & (1 << table.areaOf(i))) != 0
                    || (blockingFeatures & (1 << table.featureOf(i))) != 0;
            final double cx = (i % cols + 0.5) * Table.CELL_INCHES;
            final double cy = (i / cols + 0.5) * Table.CELL_INCHES;
            final int h = table.heightAt(cx, cy);
            if (table.index(cx, cy) != i || h != (byte) h) {
                throw new IllegalStateException("cell " + i + " of the table is not where its index says");
            }
            height[i] = (byte) h;
            low = Math.min(low, h);
            high = Math.max(high, h);
        }
        this.lowLevel = low;
        this.highLevel = high;
        this.sums = new int[high - low + 1][];
        final int w = cols + 1;
        for (int level = low; level <= high; level++) {
            final int[] sum = new int[(rows + 1) * w];
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    final int i = r * cols + c;
                    final int b = blocks[i] || height[i] > level ? 1 : 0;
                    sum[(r + 1) * w + c + 1] = b + sum[r * w + c + 1] + sum[(r + 1) * w + c] - sum[r * w + c];
                }
            }
            sums[level - low] = sum;
        }
        // Deep: every cell within DEEP_CELLS of the cell blocks, and all of them on the table. Table.blindAt's square
        // about any point of such a cell (its reach is blindBeyond / 2) lies within those cells.
        this.deep = new boolean[cells];
        final int k = (int) Math.ceil(Table.blindBeyond(edge) / 2 / Table.CELL_INCHES) + 1;
        final int[] open = new int[(rows + 1) * w];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                open[(r + 1) * w + c + 1] = (blocks[r * cols + c] ? 0 : 1) + open[r * w + c + 1]
                        + open[(r + 1) * w + c] - open[r * w + c];
            }
        }
        for (int r = k; r < rows - k; r++) {
            for (int c = k; c < cols - k; c++) {
                deep[r * cols + c] = open[(r + k + 1) * w + c + k + 1] - open[(r - k) * w + c + k + 1]
                        - open[(r + k + 1) * w + c - k] + open[(r - k) * w + c - k] == 0;
            }
        }
    }

    /**
     * Whether the point stands deep in ground that blocks sight: then {@link Table#blindAt} with this sight's masks and
     * edge is true there (its square of cells all blocking, on the table). False tells nothing.
     */
    boolean deep(double x, double y) {
        final int i = table.index(x, y);
        return i >= 0 && deep[i];
    }

    /**
     * What {@link Table#lineOfSight}(x0, y0, x1, y1) with this sight's masks and edge answers, where the ground tells
     * without the walk: {@link #CLEAR}, {@link #BLOCKED}, or {@link #UNKNOWN}.
     */
    int know(double x0, double y0, double x1, double y1) {
        final double dx = x1 - x0;
        final double dy = y1 - y0;
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len <= 2 * edge) {
            return CLEAR;
        }
        final int i0 = table.index(x0, y0);
        final int i1 = table.index(x1, y1);
        final int top = Math.max(i0 < 0 ? 0 : height[i0], i1 < 0 ? 0 : height[i1]);
        // Every step the walk tests lies in the line's bounding box (within rounding): no cell there that can block,
        // no step that does.
        final int c0 = cell(Math.min(x0, x1) - BOX_MARGIN, cols);
        final int c1 = cell(Math.max(x0, x1) + BOX_MARGIN, cols);
        final int r0 = cell(Math.min(y0, y1) - BOX_MARGIN, rows);
        final int r1 = cell(Math.max(y0, y1) + BOX_MARGIN, rows);
        final int[] sum = sums[Math.min(top, highLevel) - lowLevel];
        final int w = cols + 1;
        if (sum[(r1 + 1) * w + c1 + 1] - sum[r0 * w + c1 + 1] - sum[(r1 + 1) * w + c0] + sum[r0 * w + c0] == 0) {
            return CLEAR;
        }
        final int steps = (int) Math.ceil(len / STEP);
        final int first = (int) Math.ceil(edge / STEP);
        final int last = steps - first;
        if (first > last) {
            return CLEAR;
        }
        // The middle probes first: a blocking stretch between two units (a wood between the lines) is met there
        // more often than at the ends. Any probe that meets a blocking cell decides it, whatever the order.
        final int span = last - first;
        for (double p : PROBES) {
            if (blocksAt(x0, y0, dx, dy, first + (int) (span * p), steps, top)) {
                return BLOCKED;
            }
        }
        if (blocksAt(x0, y0, dx, dy, first, steps, top) || blocksAt(x0, y0, dx, dy, last, steps, top)) {
            return BLOCKED;
        }
        return UNKNOWN;
    }

    /** The column (or row) of coordinate z, clamped to the table's n of them. */
    private static int cell(double z, int n) {
        return z <= 0 ? 0 : Math.min(n - 1, (int) (z / Table.CELL_INCHES));
    }

    /** Whether step {@code at} of {@code steps} of the walk from (x0, y0) along (dx, dy) meets a blocking cell. */
    private boolean blocksAt(double x0, double y0, double dx, double dy, int at, int steps, int top) {
        final double f = (double) at / steps;
        final int i = table.index(x0 + dx * f, y0 + dy * f);
        return i >= 0 && (blocks[i] || height[i] > top);
    }
}
