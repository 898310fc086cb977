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

    /**
     * The box-limited walk of {@link Table#lineOfSight} answers exactly as a walk of every step of the whole line
     * (the reference below, the walk the table made before boxes), over many random lines, masks and edges on a
     * table with overlapping areas, diagonal features and hills, lines running off the table and along box edges.
     * Fixed seed: deterministic.
     */
    /** A table with overlapping areas, diagonal features and hills, for the random comparisons below. */
    private static Table varied() {
        return TableFixtures.varied(44, 20, 16, 10);
    }

    @Test
    void lineOfSight_boxWalkAnswersAsTheWholeLineWalk() {
        Table t = varied();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(20261129L);
        int[] areaMasks = {0, 1 << TerrainKind.DENSE_WOODS, 1 << TerrainKind.BUILDING | 1 << TerrainKind.LIGHT_WOODS,
            1 << TerrainKind.HILL, 1 << TerrainKind.OPEN, -1};
        int[] featureMasks = {0, 1 << TerrainKind.WALL, 1 << TerrainKind.HEDGE | 1 << TerrainKind.WALL, 1};
        int blocked = 0;
        for (int k = 0; k < 20_000; k++) {
            double x0 = rnd.nextDouble(-2, 62);
            double y0 = rnd.nextDouble(-2, 46);
            double x1 = rnd.nextInt(4) == 0 ? x0 : rnd.nextDouble(-2, 62);
            double y1 = rnd.nextInt(4) == 1 ? y0 : rnd.nextDouble(-2, 46);
            int am = areaMasks[rnd.nextInt(areaMasks.length)];
            int fm = featureMasks[rnd.nextInt(featureMasks.length)];
            double edge = rnd.nextInt(3) * 0.5;
            boolean want = wholeLineSight(t, x0, y0, x1, y1, am, fm, edge);
            assertEquals(want, t.lineOfSight(x0, y0, x1, y1, am, fm, edge),
                    () -> x0 + "," + y0 + " -> " + x1 + "," + y1 + " masks " + am + "/" + fm + " edge " + edge);
            blocked += want ? 0 : 1;
        }
        // Both answers occur often, so the comparison means something.
        assertTrue(blocked > 2_000 && blocked < 18_000, "blocked " + blocked);
    }

    /**
     * {@link Table#blindAt}: from a point it calls blind, every line longer than {@link Table#blindBeyond} is blocked,
     * both ways, to random far ends on and off the table (the hardtack scan passes over such pairs unwalked); and it
     * finds blind points deep in the woods, so the check means something. Fixed seed: deterministic.
     */
    @Test
    void blindAt_everyLongLineFromABlindPointIsBlocked() {
        Table t = varied();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(20261202L);
        int[] areaMasks = {1 << TerrainKind.DENSE_WOODS, 1 << TerrainKind.BUILDING | 1 << TerrainKind.LIGHT_WOODS,
            1 << TerrainKind.DENSE_WOODS | 1 << TerrainKind.LIGHT_WOODS, 1 << TerrainKind.OPEN, -1};
        int[] featureMasks = {0, 1 << TerrainKind.WALL, 1};
        int blind = 0;
        for (int k = 0; k < 20_000; k++) {
            double x0 = rnd.nextDouble(0, 60);
            double y0 = rnd.nextDouble(0, 44);
            int am = areaMasks[rnd.nextInt(areaMasks.length)];
            int fm = featureMasks[rnd.nextInt(featureMasks.length)];
            double edge = rnd.nextInt(5) * 0.4;
            if (!t.blindAt(x0, y0, am, fm, edge)) {
                continue;
            }
            blind++;
            double beyond = Table.blindBeyond(edge);
            for (int j = 0; j < 20; j++) {
                double a = rnd.nextDouble(0, 2 * Math.PI);
                double r = beyond + (j < 5 ? rnd.nextDouble(0, 1e-6) : rnd.nextDouble(0, 70));
                double x1 = x0 + r * Math.cos(a);
                double y1 = y0 + r * Math.sin(a);
                if (Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) <= beyond) {
                    continue;
                }
                assertFalse(t.lineOfSight(x0, y0, x1, y1, am, fm, edge),
                        () -> x0 + "," + y0 + " -> " + x1 + "," + y1 + " masks " + am + "/" + fm + " edge " + edge);
                assertFalse(t.lineOfSight(x1, y1, x0, y0, am, fm, edge),
                        () -> x1 + "," + y1 + " -> " + x0 + "," + y0 + " masks " + am + "/" + fm + " edge " + edge);
            }
        }
        assertTrue(blind > 500, "blind " + blind);
    }

    /** Reference: every quarter-inch step of the line, cell by cell, through the public queries. */
    private static boolean wholeLineSight(Table t, double x0, double y0, double x1, double y1, int blockingAreas,
            int blockingFeatures, double edge) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double len = Math.sqrt(dx * dx + dy * dy);
        if (len <= 2 * edge) {
            return true;
        }
        int top = Math.max(t.heightAt(x0, y0), t.heightAt(x1, y1));
        int steps = (int) Math.ceil(len / 0.25);
        int first = (int) Math.ceil(edge / 0.25);
        for (int s = first; s <= steps - first; s++) {
            double f = (double) s / steps;
            double x = x0 + dx * f;
            double y = y0 + dy * f;
            if (t.index(x, y) < 0) {
                continue;
            }
            if ((blockingAreas & (1 << t.areaAt(x, y))) != 0 || (blockingFeatures & (1 << t.featureAt(x, y))) != 0
                    || t.heightAt(x, y) > top) {
                return false;
            }
        }
        return true;
    }

    @Test
    void coverAt_takesGroundOverrideAndFeaturesInFront() {
        assertEquals(TerrainKind.COVER_HARD, table.coverAt(44, 44, 44, 10, AREA_COVER, NO_COVER_FEATURE, 1));
        // target just north of the fence, firer to the south: the fence (soft here) is in front
        assertEquals(1, table.coverAt(24, 10.6, 24, 2, AREA_COVER, NO_COVER_FEATURE, 1));
        // firer to the north: the fence is behind the target
        assertEquals(TerrainKind.COVER_NONE, table.coverAt(24, 10.9, 24, 18, AREA_COVER, NO_COVER_FEATURE, 0.5));
    }

    /**
     * {@link Table#coverAt} skips its walk when the reach in front of the target misses every linear entry's box; it
     * answers exactly as the walk of every step (the reference: the ground's cover, then each quarter-inch step of
     * the reach through the public queries), over many random targets, firers and reaches, many near the features.
     * Fixed seed: deterministic.
     */
    @Test
    void coverAt_boxPreTestAnswersAsTheWholeWalk() {
        Table t = varied();
        int[] featureCover = new int[TerrainKind.FEATURE_KINDS];
        featureCover[TerrainKind.WALL] = TerrainKind.COVER_HARD;
        featureCover[TerrainKind.HEDGE] = TerrainKind.COVER_SOFT;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(20261129L);
        int fromFeature = 0;
        for (int k = 0; k < 20_000; k++) {
            // Half the targets within two inches of the hedge at x = 45.
            double tx = rnd.nextBoolean() ? rnd.nextDouble(43, 47) : rnd.nextDouble(-1, 61);
            double ty = rnd.nextDouble(-1, 45);
            double fx = rnd.nextDouble(-1, 61);
            double fy = rnd.nextInt(5) == 0 ? ty : rnd.nextDouble(-1, 45);
            double reach = rnd.nextInt(4) * 0.75;
            int ground = t.coverAt(tx, ty, fx, fy, AREA_COVER, featureCover, 0);
            int want = ground;
            double dx = fx - tx;
            double dy = fy - ty;
            double len = Math.sqrt(dx * dx + dy * dy);
            if (len > 0) {
                double r = Math.min(reach, len);
                for (int s = 1; s <= (int) Math.ceil(r / 0.25); s++) {
                    double d = Math.min(r, s * 0.25);
                    double x = tx + dx * d / len;
                    double y = ty + dy * d / len;
                    if (t.index(x, y) >= 0 && t.featureAt(x, y) != TerrainKind.NO_FEATURE) {
                        want = Math.max(want, featureCover[t.featureAt(x, y)]);
                    }
                }
            }
            fromFeature += want > ground ? 1 : 0;
            final int expected = want;
            assertEquals(expected, t.coverAt(tx, ty, fx, fy, AREA_COVER, featureCover, reach),
                    () -> tx + "," + ty + " from " + fx + "," + fy + " reach " + reach + " want " + expected);
        }
        // Features in front give the cover often, so the comparison means something.
        assertTrue(fromFeature > 300, "from a feature " + fromFeature);
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
