package org.muster.rules;

import java.util.Locale;

import org.muster.engine.Table;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

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

    /** Rejects a unit placed off the table, naming the scenario's field, the unit and where it stands. */
    public static void requireOnTable(Table table, Scenario s, String field, String name, double x, double y) {
        if (!table.onTable(x, y)) {
            throw ScenarioException.at(s.source(), field, "unit " + name + " at (" + fmt(x) + ", " + fmt(y)
                    + ") is off the " + fmt(s.widthInches()) + " x " + fmt(s.depthInches()) + " table");
        }
    }

    /** Inches for a message: whole numbers bare, others to two places. */
    public static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
    }
}
