package org.muster.engine;

import java.util.List;

import org.muster.model.Point;
import org.muster.model.SourceMap;
import org.muster.model.TerrainSpec;

/** Tables for tests of the terrain walk, shared by the engine's and the rule sets' tests. */
public final class TableFixtures {
    private TableFixtures() {
    }

    /** The corners of an axis-aligned rectangle, counter-clockwise from (x, y). */
    public static List<Point> rect(double x, double y, double w, double h) {
        return List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + h), new Point(x, y + h));
    }

    /**
     * A 60 x 44 table with overlapping areas, diagonal features and hills (a triangle of dense woods, a hill of
     * height 1 with one of height 3 on it and a small building, a bent wall, a straight hedge, a corner hill) and a
     * band of light woods where the caller puts it, for random comparisons of one walk against another.
     */
    public static Table varied(double woodsX, double woodsY, double woodsW, double woodsH) {
        return Table.compile(60, 44, List.of(
                new TerrainSpec("dense-woods", List.of(new Point(10, 10), new Point(22, 12), new Point(15, 25)),
                        List.of(), 0, null, "terrain[0]"),
                new TerrainSpec("hill", rect(30, 5, 12, 9), List.of(), 1, null, "terrain[1]"),
                new TerrainSpec("hill", rect(33, 7, 5, 4), List.of(), 3, null, "terrain[2]"),
                new TerrainSpec("building", rect(35, 8, 1.2, 1.3), List.of(), 0, null, "terrain[3]"),
                new TerrainSpec("wall", List.of(), List.of(new Point(0, 30), new Point(25, 41.3), new Point(59.9, 33)),
                        0, null, "terrain[4]"),
                new TerrainSpec("hedge", List.of(), List.of(new Point(45, 0), new Point(45, 44)), 0, null,
                        "terrain[5]"),
                new TerrainSpec("light-woods", rect(woodsX, woodsY, woodsW, woodsH), List.of(), 0, null, "terrain[6]"),
                new TerrainSpec("hill", rect(0, 0, 6, 6), List.of(), 0, null, "terrain[7]")),
                SourceMap.NONE);
    }
}
