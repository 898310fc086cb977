package org.muster.rules;

import java.util.List;
import java.util.Locale;

import org.muster.engine.Table;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.UnitSpec;

/**
 * Where a scenario's units stand, as every rule set's template reads it at compile time (never on the hot path): the
 * k-th unit of a {@code count:} row and the check that it stands on the table.
 */
public final class Placement {
    private Placement() {
    }

    /**
     * The k-th unit (from 0) of a row that starts at {@code at}, {@code spacing} inches apart. The row runs
     * perpendicular to the facing, towards the east (or north when the facing is due east or west), so one
     * {@code at} works for both sides of a mirrored deployment.
     */
    public static Point inRow(Point at, double facingDegrees, int k, double spacing) {
        double rad = Math.toRadians(facingDegrees);
        double px = Math.cos(rad);
        double py = -Math.sin(rad);
        if (px < -1e-9 || (Math.abs(px) <= 1e-9 && py < 0)) {
            px = -px;
            py = -py;
        }
        return new Point(at.x() + k * spacing * px, at.y() + k * spacing * py);
    }

    /**
     * Places the {@code k}-th unit (0-based) of unit line {@code u} of side {@code sd}, named {@code name}: a line
     * with no {@code at:} takes the next of the {@code edgeUnits} slots spread along its side's edge,
     * {@code edgeOffset} inches in from it, facing {@code sideFacing}; a line with {@code at:} stands in a row from
     * there ({@link #inRow}, {@code spacing} apart) facing its own facing or else {@code sideFacing}. Writes x, y and
     * facing into {@code out[0..2]}, checks the point is on the table ({@link #requireOnTable}, field {@code field}),
     * and returns the next free edge slot.
     */
    public static int place(Table table, Scenario s, UnitSpec u, int k, int sd, double sideFacing, double spacing,
            int edgeIndex, int edgeUnits, double edgeOffset, String field, String name, double[] out) {
        double ux;
        double uy;
        double face;
        int next = edgeIndex;
        if (u.at() == null) {
            face = sideFacing;
            ux = s.widthInches() * (edgeIndex + 0.5) / edgeUnits;
            uy = sd == 0 ? edgeOffset : s.depthInches() - edgeOffset;
            next++;
        } else {
            face = Double.isNaN(u.facingDegrees()) ? sideFacing : u.facingDegrees();
            Point in = inRow(u.at(), face, k, spacing);
            ux = in.x();
            uy = in.y();
        }
        requireOnTable(table, s, field, name, ux, uy);
        out[0] = ux;
        out[1] = uy;
        out[2] = face;
        return next;
    }

    /** Rejects a unit placed off the table, naming the scenario's field, the unit and where it stands. */
    public static void requireOnTable(Table table, Scenario s, String field, String name, double x, double y) {
        if (!table.onTable(x, y)) {
            throw ScenarioException.at(s.source(), field, "unit " + name + " at (" + fmt(x) + ", " + fmt(y)
                    + ") is off the " + fmt(s.widthInches()) + " x " + fmt(s.depthInches()) + " table");
        }
    }

    /**
     * Rejects two units that stand closer than {@code minInches} (the rule set's contact distance): units of either
     * side on one point, or a {@code count:} row stacked by a tiny {@code spacing}, would play as if in contact from
     * the start, so they are refused, naming both units and where they stand, as jacobite45 does.
     *
     * @param rows      one row per unit, in unit order: its side at column 0, x at {@code xColumn}, y just after
     * @param names     the units' names, in the same order
     * @param parameter the name of the rule parameter {@code minInches} comes from, for the message
     */
    public static void requireApart(Scenario s, List<String> names, List<double[]> rows, int xColumn,
            double minInches, String parameter) {
        int n = rows.size();
        // Sorted by x, a pair closer than minInches is within minInches in x: a sweep, not every pair.
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(rows.get(a)[xColumn], rows.get(b)[xColumn]));
        for (int a = 0; a < n; a++) {
            double[] ra = rows.get(order[a]);
            for (int b = a + 1; b < n && rows.get(order[b])[xColumn] - ra[xColumn] < minInches; b++) {
                double[] rb = rows.get(order[b]);
                if (Math.hypot(ra[xColumn] - rb[xColumn], ra[xColumn + 1] - rb[xColumn + 1]) < minInches - 1e-9) {
                    int i = Math.min(order[a], order[b]);
                    int j = Math.max(order[a], order[b]);
                    double[] ri = rows.get(i);
                    double[] rj = rows.get(j);
                    throw ScenarioException.at(s.source(), "sides[" + (int) rj[0] + "].units", "unit " + names.get(j)
                            + " at (" + fmt(rj[xColumn]) + ", " + fmt(rj[xColumn + 1]) + ") overlaps " + names.get(i)
                            + " at (" + fmt(ri[xColumn]) + ", " + fmt(ri[xColumn + 1]) + "): units must stand at least "
                            + parameter + " = " + fmt(minInches) + " inches apart");
                }
            }
        }
    }

    /** Inches for a message: whole numbers bare, others to two places. */
    public static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }
}
