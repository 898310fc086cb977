package org.muster.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Heat map cells: which cell a point falls in, the edges, and merging. */
class HeatTallyTest {
    private static HeatTally tally() {
        return new HeatTally(FakeRuleset.plan(1, 1, 1, 1).template());
    }

    @Test
    void points_fallInTwoInchCellsFromTheSouthWestCorner() {
        HeatTally t = tally();
        int top = t.rows() - 1;
        t.figuresFell(0, 0, 0, 3);
        t.figuresFell(0, 1.99, 1.99, 1);
        t.figuresFell(0, 2, 0, 1);
        t.unitBroke(0, -5, 1e6);
        assertEquals(4, t.count(0, HeatTally.FELL, 0, 0));
        assertEquals(1, t.count(0, HeatTally.FELL, 1, 0));
        assertEquals(1, t.count(0, HeatTally.BROKE, 0, top), "off the table: the nearest edge cell");
        t.unitEnded(0, Double.NaN, 3);
        long all = 0;
        for (int y = 0; y < t.rows(); y++) {
            for (int x = 0; x < t.cols(); x++) {
                all += t.count(0, HeatTally.END, x, y);
            }
        }
        assertEquals(0, all, "no position, no count");
    }

    @Test
    void add_sumsCellByCell() {
        HeatTally a = tally();
        HeatTally b = a.emptyCopy();
        a.unitAt(0, 1, 3, 3);
        b.unitAt(0, 2, 3, 3);
        b.unitAt(0, 3, 9, 3);
        a.add(b);
        assertEquals(2, a.count(0, HeatTally.PATH, 1, 1));
        assertEquals(1, a.count(0, HeatTally.PATH, 4, 1));
    }

    @Test
    void chunks_mergeInOrderWhateverTheOrderTheyWereFilled() {
        HeatChunks c = new HeatChunks(tally());
        c.chunk(2).figuresFell(0, 1, 1, 5);
        c.chunk(0).figuresFell(0, 1, 1, 2);
        assertEquals(2, c.merged(1).count(0, HeatTally.FELL, 0, 0), "only chunk 0");
        assertEquals(7, c.merged(3).count(0, HeatTally.FELL, 0, 0));
    }

    @Test
    void add_refusesAnotherTable() {
        assertThrows(IllegalArgumentException.class, () -> tally().add(wider()));
    }

    private static HeatTally wider() {
        return new HeatTally(new org.muster.rules.Template() {
            @Override
            public org.muster.model.Scenario scenario() {
                org.muster.model.Scenario s = FakeRuleset.plan(1, 1, 1, 1).template().scenario();
                return new org.muster.model.Scenario(s.ruleset(), s.name(), s.description(), s.widthInches() + 10,
                        s.depthInches(), s.turns(), s.terrain(), s.objectives(), s.sides(), s.victory(), s.rules(),
                        s.source());
            }

            @Override
            public org.muster.rules.Parameters parameters() {
                return null;
            }

            @Override
            public int unitCount() {
                return 1;
            }

            @Override
            public String unitName(int unit) {
                return "u";
            }

            @Override
            public int unitSide(int unit) {
                return 0;
            }

            @Override
            public int unitStartFigures(int unit) {
                return 1;
            }

            @Override
            public String sideName(int side) {
                return "s";
            }

            @Override
            public int maxTurns() {
                return 1;
            }
        });
    }
}
