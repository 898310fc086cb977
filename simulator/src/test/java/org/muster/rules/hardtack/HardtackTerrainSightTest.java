package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.engine.TableFixtures;

/**
 * {@link HardtackTerrainSight#know}: wherever it answers, it answers as {@link Table#lineOfSight}, over many random
 * lines (on and off the table, along a row or a column, short and long), masks and edges, on a table with
 * overlapping areas, diagonal features and hills of several levels; and it answers often both ways, so the check
 * means something. Fixed seed: deterministic.
 */
class HardtackTerrainSightTest {
    private static Table varied() {
        return TableFixtures.varied(0, 14, 60, 10);
    }

    @Test
    void know_answersAsTheWalkWheneverItAnswers() {
        Table t = varied();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(20261203L);
        int[] areaMasks = {0, 1 << TerrainKind.DENSE_WOODS, 1 << TerrainKind.BUILDING | 1 << TerrainKind.LIGHT_WOODS,
            1 << TerrainKind.HILL, 1 << TerrainKind.OPEN, -1};
        int[] featureMasks = {0, 1 << TerrainKind.WALL, 1 << TerrainKind.HEDGE | 1 << TerrainKind.WALL, 1};
        double[] edges = {0, 0.4, 1, 1.3};
        int[] answers = new int[3];
        for (int am : areaMasks) {
            for (int fm : featureMasks) {
                for (double edge : edges) {
                    HardtackTerrainSight sight = new HardtackTerrainSight(t, am, fm, edge);
                    for (int k = 0; k < 2_000; k++) {
                        double x0 = rnd.nextDouble(-2, 62);
                        double y0 = rnd.nextDouble(-2, 46);
                        double x1 = rnd.nextInt(6) == 0 ? x0 : rnd.nextInt(5) == 0 ? x0 + rnd.nextDouble(-3, 3)
                                : rnd.nextDouble(-2, 62);
                        double y1 = rnd.nextInt(6) == 1 ? y0 : rnd.nextInt(5) == 0 ? y0 + rnd.nextDouble(-3, 3)
                                : rnd.nextDouble(-2, 46);
                        int known = sight.know(x0, y0, x1, y1);
                        answers[known]++;
                        if (known != HardtackTerrainSight.UNKNOWN) {
                            assertEquals(known == HardtackTerrainSight.CLEAR,
                                    t.lineOfSight(x0, y0, x1, y1, am, fm, edge), () -> x0 + "," + y0 + " -> " + x1
                                    + "," + y1 + " masks " + am + "/" + fm + " edge " + edge);
                        }
                    }
                }
            }
        }
        assertTrue(answers[HardtackTerrainSight.CLEAR] > 5_000, "clear " + answers[HardtackTerrainSight.CLEAR]);
        assertTrue(answers[HardtackTerrainSight.BLOCKED] > 5_000, "blocked " + answers[HardtackTerrainSight.BLOCKED]);
        assertTrue(answers[HardtackTerrainSight.UNKNOWN] > 1_000, "unknown " + answers[HardtackTerrainSight.UNKNOWN]);
    }

    /**
     * {@link HardtackTerrainSight#deep}: wherever it says deep, {@link Table#blindAt} says blind, over random points
     * (on and off the table) of every mask and edge; and it says deep often, and blindAt says blind where deep does
     * not (near an edge of blocking ground), so the check means something.
     */
    @Test
    void deep_isBlindWhereverItSaysSo() {
        Table t = varied();
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(20261204L);
        int[] areaMasks = {0, 1 << TerrainKind.DENSE_WOODS, 1 << TerrainKind.BUILDING | 1 << TerrainKind.LIGHT_WOODS,
            1 << TerrainKind.OPEN, -1};
        int[] featureMasks = {0, 1 << TerrainKind.WALL | 1 << TerrainKind.HEDGE, -1};
        double[] edges = {0, 0.4, 1, 1.3, 3};
        int deep = 0;
        int blindOnly = 0;
        final int combos = areaMasks.length * featureMasks.length * edges.length;
        for (int c = 0; c < combos; c++) {
            final int am = areaMasks[c % areaMasks.length];
            final int fm = featureMasks[c / areaMasks.length % featureMasks.length];
            final double edge = edges[c / (areaMasks.length * featureMasks.length)];
            HardtackTerrainSight sight = new HardtackTerrainSight(t, am, fm, edge);
            for (int k = 0; k < 2_000; k++) {
                double x = rnd.nextDouble(-2, 62);
                double y = rnd.nextDouble(-2, 46);
                boolean blind = t.blindAt(x, y, am, fm, edge);
                if (sight.deep(x, y)) {
                    deep++;
                    assertTrue(blind, () -> x + "," + y + " masks " + am + "/" + fm + " edge " + edge);
                } else if (blind) {
                    blindOnly++;
                }
            }
        }
        assertTrue(deep > 10_000, "deep " + deep);
        assertTrue(blindOnly > 500, "blind, not deep " + blindOnly);
    }
}
