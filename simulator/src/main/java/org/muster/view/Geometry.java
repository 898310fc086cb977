package org.muster.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.engine.TerrainKind;
import org.muster.model.Objective;

/**
 * The geometry a designer should look at before playing a scenario, found on the compiled scenario: two units whose
 * footprints overlap, a unit standing in water, a footprint reaching off the table, an objective whose centre is under
 * water. None of these is refused by the rule sets (what they refuse,
 * {@code validate} reports as an error); they are drawn on the map and listed. Stateless.
 */
public final class Geometry {
    private Geometry() {
    }

    /** The problems of a compiled scenario's start positions, in unit order, then objectives. */
    public static List<MapSvg.Problem> problems(BattleView v) {
        List<MapSvg.Problem> out = new ArrayList<>();
        final int n = v.units();
        double[][] corners = new double[n][];
        for (int u = 0; u < n; u++) {
            if (!Double.isNaN(v.startX(u))) {
                corners[u] = corners(v.startX(u), v.startY(u), v.startFacing(u), v.frontage(u), v.depth(u));
            }
        }
        for (int u = 0; u < n; u++) {
            if (corners[u] == null) {
                continue;
            }
            double x = v.startX(u);
            double y = v.startY(u);
            if (v.table().areaAt(x, y) == TerrainKind.WATER) {
                out.add(new MapSvg.Problem(x, y, 1.5, "unit " + who(v, u) + " at " + at(x, y) + " stands in water"));
            }
            for (int k = 0; k < 8; k += 2) {
                double cx = corners[u][k];
                double cy = corners[u][k + 1];
                if (cx < -1e-9 || cy < -1e-9 || cx > v.width() + 1e-9 || cy > v.depth() + 1e-9) {
                    out.add(new MapSvg.Problem(x, y, 1.5, "unit " + who(v, u) + " at " + at(x, y)
                            + ": its footprint reaches off the table"));
                    break;
                }
            }
            for (int w = u + 1; w < n; w++) {
                if (corners[w] != null && overlap(corners[u], corners[w])) {
                    out.add(new MapSvg.Problem((x + v.startX(w)) / 2, (y + v.startY(w)) / 2, 2,
                            "units " + who(v, u) + " at " + at(x, y) + " and " + who(v, w) + " at "
                                    + at(v.startX(w), v.startY(w)) + " overlap"));
                }
            }
        }
        for (Objective o : v.objectives()) {
            double x = o.at().x();
            double y = o.at().y();
            double r = o.radiusInches();
            if (v.table().areaAt(x, y) == TerrainKind.WATER) {
                out.add(new MapSvg.Problem(x, y, r, "objective " + o.name() + " at " + at(x, y) + " is in water"));
            }
        }
        return out;
    }

    private static String who(BattleView v, int u) {
        return v.name(u) + " (" + v.template().sideName(v.side(u)) + ")";
    }

    static String at(double x, double y) {
        return "(" + fmt(x) + ", " + fmt(y) + ")";
    }

    static String fmt(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.1f", x);
    }

    /** The four corners (x0, y0, ..., x3, y3) of a footprint centred at (x, y), rotated to a compass facing. */
    static double[] corners(double x, double y, double facing, double frontage, double depth) {
        double rad = Math.toRadians(facing);
        // Forward (along the facing) and right (across it) unit vectors in table coordinates, y north.
        double fx = Math.sin(rad);
        double fy = Math.cos(rad);
        double rx = fy;
        double ry = -fx;
        double hw = frontage / 2;
        double hd = depth / 2;
        return new double[] {
            x + rx * hw + fx * hd, y + ry * hw + fy * hd,
            x - rx * hw + fx * hd, y - ry * hw + fy * hd,
            x - rx * hw - fx * hd, y - ry * hw - fy * hd,
            x + rx * hw - fx * hd, y + ry * hw - fy * hd};
    }

    /** Separating axis test of two convex quadrilaterals; touching edges do not overlap. */
    static boolean overlap(double[] a, double[] b) {
        return !separated(a, b) && !separated(b, a);
    }

    private static boolean separated(double[] a, double[] b) {
        for (int i = 0; i < 4; i++) {
            int j = (i + 1) % 4;
            double nx = -(a[2 * j + 1] - a[2 * i + 1]);
            double ny = a[2 * j] - a[2 * i];
            double minA = Double.MAX_VALUE;
            double maxA = -Double.MAX_VALUE;
            double minB = Double.MAX_VALUE;
            double maxB = -Double.MAX_VALUE;
            for (int k = 0; k < 4; k++) {
                double pa = nx * a[2 * k] + ny * a[2 * k + 1];
                double pb = nx * b[2 * k] + ny * b[2 * k + 1];
                minA = Math.min(minA, pa);
                maxA = Math.max(maxA, pa);
                minB = Math.min(minB, pb);
                maxB = Math.max(maxB, pb);
            }
            double eps = 1e-9 * (Math.abs(nx) + Math.abs(ny) + 1);
            if (maxA <= minB + eps || maxB <= minA + eps) {
                return true;
            }
        }
        return false;
    }
}
