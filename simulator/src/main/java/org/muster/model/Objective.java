package org.muster.model;

/** A place worth victory points to the side that holds it at the end. */
public record Objective(String name, Point at, double radiusInches, int points, String field)
        implements java.io.Serializable {
}
