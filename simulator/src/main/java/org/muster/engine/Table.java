package org.muster.engine;

import java.util.List;

import org.muster.model.Point;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;
import org.muster.model.TerrainSpec;

/**
 * The table compiled into grids of small codes, one cell per {@link #CELL_INCHES} inch, so that every query in the
 * hot loop is a few array lookups. Immutable after {@link #compile}; shared by all worker threads.
 *
 * <p>Grids (index = row * cols + col, row from the south edge):
 * <ul>
 *   <li>{@code area}: the {@link TerrainKind} area code covering the cell centre (later terrain entries win);</li>
 *   <li>{@code feature}: the linear feature crossing the cell, or {@link TerrainKind#NO_FEATURE};</li>
 *   <li>{@code height}: hill level of the cell (0 = ground);</li>
 *   <li>{@code cover}: a scenario's cover override for the cell, or -1 for the kind's own cover.</li>
 * </ul>
 * What a kind does (cover, movement, line of sight) is the rule set's: queries take the rule set's per-kind arrays.
 */
public final class Table {
    /** Grid resolution: half an inch, finer than any base or any distance the rules measure. */
    public static final double CELL_INCHES = 0.5;
    /**
     * Margin of the bounding-box test that skips a terrain box before clipping a sight line to it: far above the
     * rounding of the clip's arithmetic, so a box it skips is one the clip would find missed.
     */
    private static final double BOX_MARGIN = 1e-9;
    /** Step of the line walks, a quarter inch, so no cell along a line is skipped. */
    private static final double STEP_INCHES = 0.25;

    private final double width;
    private final double depth;
    private final int cols;
    private final int rows;
    private final byte[] area;
    private final byte[] feature;
    private final byte[] height;
    private final byte[] cover;
    /**
     * One bounding box per terrain entry ({@code minX, minY, maxX, maxY}, widened by a cell so that every cell the
     * entry rasterised lies inside it), with the entry's area code (-1 for a linear entry), feature code (-1 for an
     * area) and whether it raised ground (a hill above level 0). A line walk needs to visit only the stretches of the
     * line inside the boxes of entries that can matter to it: elsewhere every cell is open ground at level 0.
     */
    private double[] boxes = new double[0];
    private int[] boxArea = new int[0];
    private int[] boxFeature = new int[0];
    private boolean[] boxRaised = new boolean[0];
    /**
     * The hill level a raised entry gave its cells (0 for the others). A cell's level is the highest level of the
     * hills rasterised over it, so a cell above a level L lies in the box of an entry above L.
     */
    private int[] boxLevel = new int[0];
    /** The boxes of the linear entries alone (as {@code boxes}): every cell with a feature lies in one of them. */
    private double[] featureBoxes = new double[0];
    /** Highest hill level of the table (sight grids hold levels below {@link SightGrid#BLOCKS}). */
    private int maxLevel;
    /**
     * Sight grids of the blocking masks asked so far (at most {@link #SIGHT_GRIDS}; any further mask walks the three
     * grids). Copy on write, published through the volatile field, so threads share them without locks.
     */
    private volatile SightGrid[] sightGrids = new SightGrid[0];
    private static final int SIGHT_GRIDS = 4;

    /**
     * For one pair of blocking masks: per cell {@link #BLOCKS} where the area or feature blocks sight, else the hill
     * level, so a sight step is one lookup. Immutable.
     */
    private static final class SightGrid {
        static final byte BLOCKS = Byte.MAX_VALUE;
        final int areas;
        final int features;
        final byte[] level;

        SightGrid(Table t, int areas, int features) {
            this.areas = areas;
            this.features = features;
            this.level = new byte[t.area.length];
            for (int i = 0; i < level.length; i++) {
                level[i] = (areas & (1 << t.area[i])) != 0 || (features & (1 << t.feature[i])) != 0 ? BLOCKS
                        : t.height[i];
            }
        }
    }

    private Table(double width, double depth) {
        this.width = width;
        this.depth = depth;
        this.cols = (int) Math.ceil(width / CELL_INCHES);
        this.rows = (int) Math.ceil(depth / CELL_INCHES);
        this.area = new byte[cols * rows];
        this.feature = new byte[cols * rows];
        this.height = new byte[cols * rows];
        this.cover = new byte[cols * rows];
        java.util.Arrays.fill(cover, (byte) -1);
    }

    /** An empty table (open ground), for tests and odds. */
    public static Table open(double width, double depth) {
        return new Table(width, depth);
    }

    /**
     * Rasterises the terrain of a scenario. Kinds are checked here; whether a kind is legal under a rule set is the
     * rule set's check.
     */
    public static Table compile(double width, double depth, List<TerrainSpec> terrain, SourceMap source) {
        Table t = new Table(width, depth);
        for (TerrainSpec spec : terrain) {
            if (spec.isLinear()) {
                int code = TerrainKind.feature(spec.kind());
                if (code < 0) {
                    throw ScenarioException.at(source, spec.field() + ".kind", "unknown linear terrain kind '"
                            + spec.kind() + "' (known: " + TerrainKind.allNames() + ")");
                }
                t.rasteriseLine(spec.line(), code, coverCode(spec, source));
            } else {
                int code = TerrainKind.area(spec.kind());
                if (code < 0) {
                    throw ScenarioException.at(source, spec.field() + ".kind", "unknown area terrain kind '"
                            + spec.kind() + "' (known: " + TerrainKind.allNames() + ")");
                }
                t.rasteriseArea(spec.area(), code, spec.height(), coverCode(spec, source));
            }
        }
        t.boxEntries(terrain);
        return t;
    }

    private void boxEntries(List<TerrainSpec> terrain) {
        final int n = terrain.size();
        boxes = new double[4 * n];
        boxArea = new int[n];
        boxFeature = new int[n];
        boxRaised = new boolean[n];
        boxLevel = new int[n];
        for (int k = 0; k < n; k++) {
            TerrainSpec spec = terrain.get(k);
            Boxes.bound(boxes, 4 * k, spec.isLinear() ? spec.line() : spec.area(), CELL_INCHES);
            boxArea[k] = spec.isLinear() ? -1 : TerrainKind.area(spec.kind());
            boxFeature[k] = spec.isLinear() ? TerrainKind.feature(spec.kind()) : -1;
            boxRaised[k] = !spec.isLinear() && boxArea[k] == TerrainKind.HILL && spec.height() > 0;
            boxLevel[k] = boxRaised[k] ? spec.height() : 0;
        }
        for (byte h : height) {
            maxLevel = Math.max(maxLevel, h);
        }
        int features = 0;
        for (int k = 0; k < n; k++) {
            features += boxFeature[k] >= 0 ? 1 : 0;
        }
        featureBoxes = new double[4 * features];
        for (int k = 0, f = 0; k < n; k++) {
            if (boxFeature[k] >= 0) {
                System.arraycopy(boxes, 4 * k, featureBoxes, 4 * f++, 4);
            }
        }
    }

    private static int coverCode(TerrainSpec spec, SourceMap source) {
        if (spec.cover() == null) {
            return -1;
        }
        int c = TerrainKind.cover(spec.cover());
        if (c < 0) {
            throw ScenarioException.at(source, spec.field() + ".cover", "unknown cover '" + spec.cover()
                    + "' (known: none, soft, hard)");
        }
        return c;
    }

    private void rasteriseArea(List<Point> poly, int code, int level, int coverCode) {
        double[] box = Boxes.of(poly, 0);
        int c0 = Math.max(0, (int) Math.floor(box[0] / CELL_INCHES));
        int c1 = Math.min(cols - 1, (int) Math.ceil(box[2] / CELL_INCHES));
        int r0 = Math.max(0, (int) Math.floor(box[1] / CELL_INCHES));
        int r1 = Math.min(rows - 1, (int) Math.ceil(box[3] / CELL_INCHES));
        for (int r = r0; r <= r1; r++) {
            double y = (r + 0.5) * CELL_INCHES;
            for (int c = c0; c <= c1; c++) {
                double x = (c + 0.5) * CELL_INCHES;
                if (inside(poly, x, y)) {
                    int i = r * cols + c;
                    if (code == TerrainKind.HILL) {
                        height[i] = (byte) Math.max(height[i], level);
                        if (area[i] == TerrainKind.OPEN) {
                            area[i] = (byte) code;
                        }
                    } else {
                        area[i] = (byte) code;
                    }
                    if (coverCode >= 0) {
                        cover[i] = (byte) coverCode;
                    }
                }
            }
        }
    }

    /** Even-odd rule point-in-polygon. */
    private static boolean inside(List<Point> poly, double x, double y) {
        boolean in = false;
        int n = poly.size();
        for (int i = 0, j = n - 1; i < n; j = i++) {
            Point a = poly.get(i);
            Point b = poly.get(j);
            if ((a.y() > y) != (b.y() > y)
                    && x < (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y()) + a.x()) {
                in = !in;
            }
        }
        return in;
    }

    private void rasteriseLine(List<Point> line, int code, int coverCode) {
        for (int k = 1; k < line.size(); k++) {
            Point a = line.get(k - 1);
            Point b = line.get(k);
            double len = Math.hypot(b.x() - a.x(), b.y() - a.y());
            int steps = Math.max(1, (int) Math.ceil(len / (CELL_INCHES / 4)));
            for (int s = 0; s <= steps; s++) {
                double x = a.x() + (b.x() - a.x()) * s / steps;
                double y = a.y() + (b.y() - a.y()) * s / steps;
                int i = index(x, y);
                if (i >= 0) {
                    feature[i] = (byte) code;
                    if (coverCode >= 0) {
                        cover[i] = (byte) coverCode;
                    }
                }
            }
        }
    }

    /** Grid index of a point, or -1 off the table. */
    public int index(double x, double y) {
        if (x < 0 || y < 0 || x >= width || y >= depth) {
            return -1;
        }
        int c = (int) (x / CELL_INCHES);
        int r = (int) (y / CELL_INCHES);
        return r * cols + c;
    }

    public boolean onTable(double x, double y) {
        return x >= 0 && y >= 0 && x <= width && y <= depth;
    }

    public double width() {
        return width;
    }

    public double depth() {
        return depth;
    }

    /** Area code at a point; OPEN off the table. */
    public int areaAt(double x, double y) {
        int i = index(x, y);
        return i < 0 ? TerrainKind.OPEN : area[i];
    }

    /** Linear feature at a point, or NO_FEATURE. */
    public int featureAt(double x, double y) {
        int i = index(x, y);
        return i < 0 ? TerrainKind.NO_FEATURE : feature[i];
    }

    /** Area code of grid cell i ({@link #index}); OPEN for -1 (off the table): {@link #areaAt} of its point. */
    public int areaOf(int i) {
        return i < 0 ? TerrainKind.OPEN : area[i];
    }

    /** Linear feature of grid cell i ({@link #index}), or NO_FEATURE for -1: {@link #featureAt} of its point. */
    public int featureOf(int i) {
        return i < 0 ? TerrainKind.NO_FEATURE : feature[i];
    }

    /** Hill level at a point. */
    public int heightAt(double x, double y) {
        int i = index(x, y);
        return i < 0 ? 0 : height[i];
    }

    /**
     * Line of sight from (x0, y0) to (x1, y1). Blocked by a cell whose area kind is in {@code blockingAreas} (a bit
     * mask by area code) or whose feature is in {@code blockingFeatures}, or by ground higher than both ends,
     * anywhere along the line except within {@code edgeInches} of either end (a unit at the edge of a wood sees out
     * of it and can be seen). Walks only the stretches of the line inside the boxes of terrain entries that can
     * block (see {@code boxes}); the answer is the same as a walk of the whole line, cell for cell.
     */
    public boolean lineOfSight(double x0, double y0, double x1, double y1, int blockingAreas, int blockingFeatures,
            double edgeInches) {
        final double dx = x1 - x0;
        final double dy = y1 - y0;
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len <= 2 * edgeInches) {
            return true;
        }
        final int i0 = index(x0, y0);
        final int i1 = index(x1, y1);
        final int topLevel = Math.max(i0 < 0 ? 0 : height[i0], i1 < 0 ? 0 : height[i1]);
        final int steps = (int) Math.ceil(len / STEP_INCHES);
        final int first = (int) Math.ceil(edgeInches / STEP_INCHES);
        final int last = steps - first;
        final byte[] level = sightLevels(blockingAreas, blockingFeatures);
        if ((blockingAreas & (1 << TerrainKind.OPEN)) != 0 || (blockingFeatures & (1 << TerrainKind.NO_FEATURE)) != 0) {
            // Open ground itself blocks: every cell matters.
            return clear(x0, y0, dx, dy, steps, first, last, blockingAreas, blockingFeatures, topLevel, level);
        }
        // Only cells of a blocking kind or above both ends' level can block, and all of them lie in the boxes of
        // their entries (a cell above topLevel in the box of a hill above topLevel): walk the same steps as the
        // whole line would, but only where the line crosses such a box.
        final double minX = Math.min(x0, x1) - BOX_MARGIN;
        final double maxX = Math.max(x0, x1) + BOX_MARGIN;
        final double minY = Math.min(y0, y1) - BOX_MARGIN;
        final double maxY = Math.max(y0, y1) + BOX_MARGIN;
        for (int k = 0; k < boxArea.length; k++) {
            final boolean matters = boxRaised[k] && boxLevel[k] > topLevel || (boxArea[k] >= 0
                    ? (blockingAreas & (1 << boxArea[k])) != 0 : (blockingFeatures & (1 << boxFeature[k])) != 0);
            final int b = 4 * k;
            // A box wholly to one side of the segment's own bounding box (by more than BOX_MARGIN): the clipping
            // below would find it missed, without its eight divisions (this runs for every pair of units that moved).
            if (!matters || maxX < boxes[b] || minX > boxes[b + 2] || maxY < boxes[b + 1] || minY > boxes[b + 3]) {
                continue;
            }
            final double lo = Boxes.entry(boxes, b, x0, y0, dx, dy);
            if (Double.isNaN(lo)) {
                continue;
            }
            final double hi = Boxes.exit(boxes, b, x0, y0, dx, dy);
            // One step of margin each way: the steps whose points fall in the box, whatever the rounding.
            final int sLo = Math.max(first, (int) Math.floor(lo * steps) - 1);
            final int sHi = Math.min(last, (int) Math.ceil(hi * steps) + 1);
            if (!clear(x0, y0, dx, dy, steps, sLo, sHi, blockingAreas, blockingFeatures, topLevel, level)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether every {@link #lineOfSight} with one end at (x, y) and the other farther than {@link #blindBeyond} is
     * blocked: the square of half-side {@code reach} about the point (reach the distance at which the walk tests its
     * first step past {@code edgeInches}, plus a margin far above rounding) lies on the table and every cell it
     * touches is of a blocking area or feature. The walk of such a line tests a step within reach of each end, in a
     * blocking cell whatever the height of the ends. False tells nothing.
     */
    public boolean blindAt(double x, double y, int blockingAreas, int blockingFeatures, double edgeInches) {
        final int at = index(x, y);
        if (at < 0 || (blockingAreas & (1 << area[at])) == 0 && (blockingFeatures & (1 << feature[at])) == 0) {
            // The point's own cell is in the square: on open ground, asked first.
            return false;
        }
        final double reach = Math.ceil(edgeInches / STEP_INCHES) * STEP_INCHES + BLIND_MARGIN;
        if (x - reach < 0 || y - reach < 0 || x + reach >= width || y + reach >= depth) {
            return false;
        }
        final int c0 = (int) ((x - reach) / CELL_INCHES);
        final int c1 = (int) ((x + reach) / CELL_INCHES);
        final int r0 = (int) ((y - reach) / CELL_INCHES);
        final int r1 = (int) ((y + reach) / CELL_INCHES);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                final int i = r * cols + c;
                if ((blockingAreas & (1 << area[i])) == 0 && (blockingFeatures & (1 << feature[i])) == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The length beyond which a line from a point {@link #blindAt} is blocked: longer than twice the reach, the walk
     * has steps past the edge distance at both ends (and does not take the short line's shortcut).
     */
    public static double blindBeyond(double edgeInches) {
        return 2 * (Math.ceil(edgeInches / STEP_INCHES) * STEP_INCHES + BLIND_MARGIN);
    }

    /** Margin of {@link #blindAt}'s reach: far above the rounding of a step's point, far below a cell. */
    private static final double BLIND_MARGIN = 0.01;

    /**
     * Whether no step from {@code from} to {@code to} (of {@code steps} along the line) meets a blocking cell: by the
     * sight grid {@code level} of the masks when there is one, else by the area, feature and height grids.
     */
    private boolean clear(double x0, double y0, double dx, double dy, int steps, int from, int to, int blockingAreas,
            int blockingFeatures, int topLevel, byte[] level) {
        if (level != null) {
            for (int s = from; s <= to; s++) {
                final double f = (double) s / steps;
                final int i = index(x0 + dx * f, y0 + dy * f);
                if (i >= 0 && level[i] > topLevel) {
                    return false;
                }
            }
            return true;
        }
        for (int s = from; s <= to; s++) {
            final double f = (double) s / steps;
            final int i = index(x0 + dx * f, y0 + dy * f);
            if (i < 0) {
                continue;
            }
            if ((blockingAreas & (1 << area[i])) != 0 || (blockingFeatures & (1 << feature[i])) != 0
                    || height[i] > topLevel) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sight grid of these masks, made on first use (the masks are a rule set's, so a template asks for one or
     * two); null when the table already holds {@link #SIGHT_GRIDS} others or a hill too high for the grid's levels.
     */
    private byte[] sightLevels(int blockingAreas, int blockingFeatures) {
        SightGrid[] grids = sightGrids;
        for (SightGrid g : grids) {
            if (g.areas == blockingAreas && g.features == blockingFeatures) {
                return g.level;
            }
        }
        if (maxLevel >= SightGrid.BLOCKS) {
            return null;
        }
        synchronized (this) {
            grids = sightGrids;
            for (SightGrid g : grids) {
                if (g.areas == blockingAreas && g.features == blockingFeatures) {
                    return g.level;
                }
            }
            if (grids.length >= SIGHT_GRIDS) {
                return null;
            }
            SightGrid made = new SightGrid(this, blockingAreas, blockingFeatures);
            SightGrid[] more = java.util.Arrays.copyOf(grids, grids.length + 1);
            more[grids.length] = made;
            sightGrids = more;
            return made.level;
        }
    }

    /**
     * Cover of a target at (tx, ty) against a firer at (fx, fy): the better of the cover of the ground it stands in
     * ({@code coverOfArea} by area code, or the scenario's override) and of any linear feature on the line of fire
     * within {@code featureReachInches} in front of it ({@code coverOfFeature} by feature code).
     */
    public int coverAt(double tx, double ty, double fx, double fy, int[] coverOfArea, int[] coverOfFeature,
            double featureReachInches) {
        int best = TerrainKind.COVER_NONE;
        int i = index(tx, ty);
        if (i >= 0) {
            best = cover[i] >= 0 ? cover[i] : coverOfArea[area[i]];
            if (feature[i] != TerrainKind.NO_FEATURE) {
                best = Math.max(best, coverOfFeature[feature[i]]);
            }
        }
        final double dx = fx - tx;
        final double dy = fy - ty;
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len == 0) {
            return best;
        }
        final double reach = Math.min(featureReachInches, len);
        // Every step lies on the reach in front of the target: where that misses the boxes of the linear entries,
        // no step can meet a feature.
        if (!Boxes.segmentTouches(featureBoxes, tx, ty, tx + dx * reach / len, ty + dy * reach / len)) {
            return best;
        }
        final int steps = (int) Math.ceil(reach / STEP_INCHES);
        for (int s = 1; s <= steps; s++) {
            final double d = Math.min(reach, s * STEP_INCHES);
            final int j = index(tx + dx * d / len, ty + dy * d / len);
            if (j >= 0 && feature[j] != TerrainKind.NO_FEATURE) {
                int c = cover[j] >= 0 ? cover[j] : coverOfFeature[feature[j]];
                best = Math.max(best, c);
            }
        }
        return best;
    }

    /**
     * The highest class met along a straight move, where {@code classOfArea} gives each area kind's movement class
     * and {@code classOfFeature} each linear feature's (the rule set decides what classes mean: e.g. 0 clear,
     * 1 rough, 9 impassable). Points off the table count as class {@code offTableClass}.
     */
    public int worstAlong(double x0, double y0, double x1, double y1, int[] classOfArea, int[] classOfFeature,
            int offTableClass) {
        final double dx = x1 - x0;
        final double dy = y1 - y0;
        final double len = Math.sqrt(dx * dx + dy * dy);
        final int steps = Math.max(1, (int) Math.ceil(len / STEP_INCHES));
        int worst = 0;
        for (int s = 0; s <= steps; s++) {
            final double f = (double) s / steps;
            final double x = x0 + dx * f;
            final double y = y0 + dy * f;
            final int i = index(x, y);
            if (i < 0) {
                if (!onTable(x, y)) {
                    worst = Math.max(worst, offTableClass);
                }
                continue;
            }
            worst = Math.max(worst, classOfArea[area[i]]);
            worst = Math.max(worst, classOfFeature[feature[i]]);
        }
        return worst;
    }
}
