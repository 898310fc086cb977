package org.muster.model;

/** A point on the table in inches: x across, y from the south edge. */
public record Point(double x, double y) implements java.io.Serializable {
}
