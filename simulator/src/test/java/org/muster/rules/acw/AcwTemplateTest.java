package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.muster.engine.Dice;
import org.muster.rules.ContractShapes;

/** The template's fast terrain queries answer exactly as the table's own walks. */
class AcwTemplateTest {
    private static AcwTemplate terrainRich() {
        return (AcwTemplate) ContractShapes.shape("acw-skirmish", "farm").players("doctrine")
                .area("dense-woods", 30, 4, 6, 5, 0, null)
                .line("hedge", 2, 40, 20, 46).area("hill", 36, 36, 8, 8, 2, null).area("hill", 38, 38, 4, 4, 3, null)
                .table(47.3, 48).compile();
    }

    @Test
    void sightClear_matchesTableLineOfSight() {
        AcwTemplate t = terrainRich();
        Dice d = new Dice();
        d.reseed(31);
        int blocked = 0;
        for (int i = 0; i < 50_000; i++) {
            double x0 = d.below(4730) / 100.0;
            double y0 = d.below(4800) / 100.0;
            double x1 = d.below(4730) / 100.0;
            double y1 = d.below(4800) / 100.0;
            boolean exact = t.table.lineOfSight(x0, y0, x1, y1, t.losBlockingAreas, t.losBlockingFeatures, t.losEdge);
            assertEquals(exact, t.sightClear(x0, y0, x1, y1), x0 + "," + y0 + " -> " + x1 + "," + y1);
            blocked += exact ? 0 : 1;
        }
        assertEquals(true, blocked > 250, "the terrain blocks some lines: " + blocked);
    }

    @Test
    void cover_matchesTableCoverAt() {
        AcwTemplate t = terrainRich();
        AcwEngine e = AcwScenarios.RULESET.newAcwEngine(t);
        Dice d = new Dice();
        d.reseed(32);
        int covered = 0;
        for (int i = 0; i < 50_000; i++) {
            double x0 = d.below(4730) / 100.0;
            double y0 = d.below(4800) / 100.0;
            double x1 = d.below(4730) / 100.0;
            double y1 = d.below(4800) / 100.0;
            int exact = t.table.coverAt(x0, y0, x1, y1, t.coverOfArea, t.coverOfFeature, t.featureReach);
            assertEquals(exact, e.sight().cover(x0, y0, x1, y1), x0 + "," + y0 + " from " + x1 + "," + y1);
            covered += exact > 0 ? 1 : 0;
        }
        assertEquals(true, covered > 250, "some points have cover: " + covered);
    }
}
