package org.muster.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.model.Point;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;
import org.muster.model.TerrainSpec;

class TableTest {
    private static List<Point> rect(double x, double y, double w, double d) {
        return List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d), new Point(x, y + d));
    }

    private static final int[] NO_COVER_FEATURE = {0, 2, 1, 1, 2, 1};
    private static final int[] AREA_COVER = new int[TerrainKind.AREA_KINDS];

    static {
        AREA_COVER[TerrainKind.LIGHT_WOODS] = TerrainKind.COVER_SOFT;
        AREA_COVER[TerrainKind.BUILDING] = TerrainKind.COVER_HARD;
    }

    private final Table table = Table.compile(48, 48, List.of(
            new TerrainSpec("dense-woods", rect(20, 20, 8, 8), List.of(), 0, null, "terrain[0]"),
            new TerrainSpec("fence", List.of(), List.of(new Point(0, 10), new Point(48, 10)), 0, null, "terrain[1]"),
            new TerrainSpec("hill", rect(0, 30, 10, 10), List.of(), 2, null, "terrain[2]"),
            new TerrainSpec("light-woods", rect(40, 40, 8, 8), List.of(), 0, "hard", "terrain[3]")),
            SourceMap.NONE);

    @Test
    void areaAt_findsRasterisedKinds() {
        assertEquals(TerrainKind.DENSE_WOODS, table.areaAt(24, 24));
        assertEquals(TerrainKind.OPEN, table.areaAt(10, 24));
        assertEquals(TerrainKind.FENCE, table.featureAt(5, 10.1));
        assertEquals(2, table.heightAt(5, 35));
    }

    @Test
    void lineOfSight_blockedByDenseWoodsAndByHigherGround() {
        int blocking = 1 << TerrainKind.DENSE_WOODS;
        assertFalse(table.lineOfSight(10, 24, 40, 24, blocking, 0, 1));
        assertTrue(table.lineOfSight(10, 5, 40, 5, blocking, 0, 1));
        // the hill (level 2) stands between two points on the ground
        assertFalse(table.lineOfSight(5, 28, 5, 42, 0, 0, 0.5));
        // from the hilltop (level 2) over lower ground: clear
        assertTrue(table.lineOfSight(5, 35, 5, 47, 0, 0, 0.5));
    }

    @Test
    void coverAt_takesGroundOverrideAndFeaturesInFront() {
        assertEquals(TerrainKind.COVER_HARD, table.coverAt(44, 44, 44, 10, AREA_COVER, NO_COVER_FEATURE, 1));
        // target just north of the fence, firer to the south: the fence (soft here) is in front
        assertEquals(1, table.coverAt(24, 10.6, 24, 2, AREA_COVER, NO_COVER_FEATURE, 1));
        // firer to the north: the fence is behind the target
        assertEquals(TerrainKind.COVER_NONE, table.coverAt(24, 10.9, 24, 18, AREA_COVER, NO_COVER_FEATURE, 0.5));
    }

    @Test
    void worstAlong_reportsTheWorstClassAndOffTable() {
        int[] classes = new int[TerrainKind.AREA_KINDS];
        classes[TerrainKind.DENSE_WOODS] = 1;
        int[] features = new int[TerrainKind.FEATURE_KINDS];
        assertEquals(1, table.worstAlong(10, 24, 30, 24, classes, features, 9));
        assertEquals(0, table.worstAlong(10, 5, 30, 5, classes, features, 9));
        assertEquals(9, table.worstAlong(40, 5, 50, 5, classes, features, 9));
    }

    @Test
    void compile_rejectsUnknownKindNamingTheField() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> Table.compile(10, 10,
                List.of(new TerrainSpec("lava", rect(0, 0, 1, 1), List.of(), 0, null, "terrain[4]")),
                new SourceMap("x.yaml", java.util.Map.of("terrain[4].kind", 12))));
        assertEquals("x.yaml:12: terrain[4].kind: unknown area terrain kind 'lava' (known: road, rough, field, "
                + "light-woods, dense-woods, marsh, stream, water, building, hill, wall, hedge, fence, earthwork, "
                + "abatis)", e.getMessage());
    }
}
