package org.muster.model;

import java.util.List;

/**
 * One piece of terrain: an area (a rectangle or a polygon) or a linear feature (a polyline).
 *
 * @param kind   terrain kind as written, e.g. {@code light-woods}, {@code fence}; see engine.TerrainKind
 * @param area   polygon corners in inches for an area, empty for a linear feature
 * @param line   polyline points in inches for a linear feature, empty for an area
 * @param height hill height level (areas of kind {@code hill}); 0 otherwise
 * @param cover  cover override: {@code none}, {@code soft}, {@code hard}, or null for the kind's own
 * @param field  the field path of this entry, e.g. {@code terrain[2]}, for error messages
 */
public record TerrainSpec(String kind, List<Point> area, List<Point> line, int height, String cover, String field)
        implements java.io.Serializable {
    public TerrainSpec {
        area = List.copyOf(area);
        line = List.copyOf(line);
    }

    public boolean isLinear() {
        return !line.isEmpty();
    }
}
