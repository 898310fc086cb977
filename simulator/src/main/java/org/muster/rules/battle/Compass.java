package org.muster.rules.battle;

/**
 * Bearings and angles on the table, shared by the rule sets: degrees, 0 = north (towards high y), 90 = east. Static,
 * stateless and allocation-free.
 */
public final class Compass {
    private Compass() {
    }

    /** Compass bearing from (x0, y0) to (x1, y1) in [0, 360): 0 = north, 90 = east; 0 for coincident points. */
    public static double bearing(double x0, double y0, double x1, double y1) {
        final double b = Math.toDegrees(Math.atan2(x1 - x0, y1 - y0));
        return b < 0 ? b + 360 : b;
    }

    /** The unsigned angle between two bearings, in [0, 180]. */
    public static double angleBetween(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }

    /** A bearing brought into [0, 360). */
    public static double normalise(double degrees) {
        double d = degrees % 360;
        return d < 0 ? d + 360 : d;
    }

    /**
     * {@code from} turned by {@code degrees} towards {@code to} the short way round (a full step, no clamp at the
     * target), in [0, 360).
     */
    public static double turnToward(double from, double to, double degrees) {
        double diff = ((to - from) % 360 + 540) % 360 - 180;
        double r = from + Math.signum(diff) * degrees;
        r %= 360;
        return r < 0 ? r + 360 : r;
    }
}
