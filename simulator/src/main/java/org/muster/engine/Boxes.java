package org.muster.engine;

import org.muster.model.Point;

/**
 * Axis-aligned boxes packed four doubles each ({@code minX, minY, maxX, maxY}) in one array: the rule sets' bounding
 * boxes of terrain, used to skip grid walks that cannot meet any terrain. Stateless and allocation-free (but
 * {@link #of}, for set-up); safe from any thread.
 */
public final class Boxes {
    private Boxes() {
    }

    /** Whether the segment (x0, y0)-(x1, y1) touches any of the boxes (Liang-Barsky clipping). Allocation-free. */
    public static boolean segmentTouches(double[] boxes, double x0, double y0, double x1, double y1) {
        final double dx = x1 - x0;
        final double dy = y1 - y0;
        for (int b = 0; b < boxes.length; b += 4) {
            if (!Double.isNaN(clip(boxes, b, x0, y0, dx, dy, false))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where the segment (x0, y0) + t (dx, dy), t in [0, 1], enters the box starting at {@code boxes[b]}: the least
     * such t inside it, or NaN when the segment misses the box (Liang-Barsky clipping). Allocation-free.
     */
    public static double entry(double[] boxes, int b, double x0, double y0, double dx, double dy) {
        return clip(boxes, b, x0, y0, dx, dy, false);
    }

    /** Where that segment leaves the box: the greatest t inside it, or NaN when it misses the box. */
    public static double exit(double[] boxes, int b, double x0, double y0, double dx, double dy) {
        return clip(boxes, b, x0, y0, dx, dy, true);
    }

    /**
     * Writes the bounding box of {@code points}, grown by {@code margin} on every side, into {@code boxes} at
     * {@code b}: {@code minX - margin, minY - margin, maxX + margin, maxY + margin}. For set-up, not hot loops.
     */
    public static void bound(double[] boxes, int b, Iterable<Point> points, double margin) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Point p : points) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x());
            maxY = Math.max(maxY, p.y());
        }
        boxes[b] = minX - margin;
        boxes[b + 1] = minY - margin;
        boxes[b + 2] = maxX + margin;
        boxes[b + 3] = maxY + margin;
    }

    /** The bounding box of {@code points} grown by {@code margin}, as {@link #bound} packs it. */
    public static double[] of(Iterable<Point> points, double margin) {
        double[] box = new double[4];
        bound(box, 0, points, margin);
        return box;
    }

    /** Whether the point lies in any of the boxes. */
    public static boolean pointIn(double[] boxes, double x, double y) {
        for (int b = 0; b < boxes.length; b += 4) {
            if (x >= boxes[b] && x <= boxes[b + 2] && y >= boxes[b + 1] && y <= boxes[b + 3]) {
                return true;
            }
        }
        return false;
    }

    private static double clip(double[] boxes, int b, double x0, double y0, double dx, double dy, boolean wantExit) {
        double lo = 0;
        double hi = 1;
        for (int axis = 0; axis < 2; axis++) {
            final double p0 = axis == 0 ? x0 : y0;
            final double d = axis == 0 ? dx : dy;
            final double min = boxes[b + axis];
            final double max = boxes[b + 2 + axis];
            if (Math.abs(d) < 1e-12) {
                if (p0 < min || p0 > max) {
                    return Double.NaN;
                }
            } else {
                double ta = (min - p0) / d;
                double tb = (max - p0) / d;
                if (ta > tb) {
                    final double tmp = ta;
                    ta = tb;
                    tb = tmp;
                }
                lo = Math.max(lo, ta);
                hi = Math.min(hi, tb);
                if (lo > hi) {
                    return Double.NaN;
                }
            }
        }
        return wantExit ? hi : lo;
    }
}
