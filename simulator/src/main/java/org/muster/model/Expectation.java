package org.muster.model;

/**
 * One line of a scenario's {@code expect:} block: a band that a side's metric should fall in, checked by
 * {@code muster check}. Immutable.
 *
 * @param side   the side's index, 0 or 1
 * @param metric what is checked: {@link #WIN_RATE}, {@link #DRAW_RATE} or {@link #MEAN_LOST}
 * @param low    lower end of the band (inclusive)
 * @param high   upper end of the band (inclusive)
 * @param field  the field path, e.g. {@code expect[0]}, for messages and reports
 */
public record Expectation(int side, String metric, double low, double high, String field)
        implements java.io.Serializable {
    /** Fraction of battles the side wins. */
    public static final String WIN_RATE = "win-rate";
    /** Fraction of battles drawn. */
    public static final String DRAW_RATE = "draw-rate";
    /** Mean figures the side loses per battle. */
    public static final String MEAN_LOST = "mean-lost";

    public Expectation {
        if (side != 0 && side != 1) {
            throw new IllegalArgumentException("side must be 0 or 1, not " + side);
        }
        if (!(low <= high)) {
            throw new IllegalArgumentException("band [" + low + ", " + high + "] is empty");
        }
    }
}
