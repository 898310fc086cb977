package org.muster.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;

final class ChunkTallyTest {
    private static final long SEED = 7;

    /** The tallies of chunks [0, 3), [3, 5) and [5, 10) of a 1000-battle plan in chunks of 100. */
    private static ChunkTally[] pieces() {
        RunPlan plan = FakeRuleset.plan(SEED, 1000, 2, 100);
        try (BatchRunner runner = BatchRunner.open(plan)) {
            return new ChunkTally[] {runner.runChunks(0, 3, null, null), runner.runChunks(3, 5, null, null),
                runner.runChunks(5, 10, null, null)};
        }
    }

    @Test
    void merge_isAssociativeAndEqualsWholeRun() {
        ChunkTally[] t = pieces();
        ChunkTally left = ChunkTally.merge(ChunkTally.merge(t[0], t[1]), t[2]);
        ChunkTally right = ChunkTally.merge(t[0], ChunkTally.merge(t[1], t[2]));
        assertEquals(left, right);
        assertEquals(left, ChunkTally.merge(t[2], ChunkTally.merge(t[0], t[1])), "commutative too");
        assertEquals(BatchRunner.run(FakeRuleset.plan(SEED, 1000, 1, 1000), null, null).tally(), left);
        assertEquals(1000, left.battles());
    }

    @Test
    void merge_leavesItsInputsAlone() {
        ChunkTally[] t = pieces();
        ChunkTally before = t[0].copy();
        ChunkTally.merge(t[0], t[1]);
        assertEquals(before, t[0]);
        assertNotEquals(before, ChunkTally.merge(t[0], t[1]));
    }

    @Test
    void counts_addUp() {
        ChunkTally t = BatchRunner.run(FakeRuleset.plan(SEED, 500, 2, 64), null, null).tally();
        assertEquals(500, t.wins(0) + t.wins(1) + t.wins(BattleRecord.DRAW));
        long outcomes = 0;
        for (int w = 0; w < 3; w++) {
            for (int how = 0; how < BattleRecord.HOW_COUNT; how++) {
                outcomes += t.outcomes(w, how);
            }
        }
        assertEquals(500, outcomes);
        for (int s = 0; s < 2; s++) {
            long battles = 0;
            long figures = 0;
            long[] h = t.sideLostHistogram(s);
            for (int v = 0; v < h.length; v++) {
                battles += h[v];
                figures += v * h[v];
            }
            assertEquals(500, battles);
            assertEquals(t.sideKilled(s) + t.sideOutOfAction(s), figures);
            long off = 0;
            long offBattles = 0;
            long[] r = t.sideRoutedOffHistogram(s);
            for (int v = 0; v < r.length; v++) {
                offBattles += r[v];
                off += v * r[v];
            }
            assertEquals(500, offBattles);
            long unitOff = 0;
            for (int u = 0; u < t.unitCount(); u++) {
                if (t.unitSide(u) == s) {
                    unitOff += t.unitRoutedOffFigures(u);
                    assertTrue(t.unitRoutedOff(u) <= t.unitRouted(u), "routed off implies routed, unit " + u);
                }
            }
            assertEquals(off, unitOff);
            assertTrue(off > 0, "the fake ruleset routes figures off");
        }
    }

    @Test
    void record_rejectsBrokenRecords() {
        RunPlan plan = FakeRuleset.plan(SEED, 1, 1, 1);
        ChunkTally t = new ChunkTally(plan.template());
        BattleRecord r = new BattleRecord(3);
        r.clear(3);
        r.winner = 5;
        assertThrows(IllegalStateException.class, () -> t.record(r));
        r.winner = 0;
        r.killed[1] = -1;
        assertThrows(IllegalStateException.class, () -> t.record(r));
        r.killed[1] = 0;
        r.standing[2] = 3;
        r.routedOff[2] = 4;
        assertThrows(IllegalStateException.class, () -> t.record(r), "more routed off than standing");
        assertEquals(0, t.battles());
    }

    @Test
    void record_valueBeyondTemplateSize_growsHistogram() {
        RunPlan plan = FakeRuleset.plan(SEED, 1, 1, 1);
        ChunkTally t = new ChunkTally(plan.template());
        BattleRecord r = new BattleRecord(3);
        r.clear(3);
        r.turns = 50;
        r.kills[0] = 40;
        t.record(r);
        assertEquals(1, t.turnsHistogram()[50]);
        assertEquals(1, t.unitKillsHistogram(0)[40]);
        assertEquals(t, ChunkTally.merge(new ChunkTally(plan.template()), t));
    }

    @Test
    void serialization_roundTrips() throws IOException, ClassNotFoundException {
        ChunkTally t = pieces()[1];
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(t);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(t, in.readObject());
        }
    }
}
