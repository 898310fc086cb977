package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.batch.BatchRunner;
import org.muster.batch.BattleFailedException;
import org.muster.batch.FakeRuleset;
import org.muster.batch.RunPlan;
import org.muster.engine.BattleRecord;

final class BattlesCsvWriterTest {
    @TempDir
    Path dir;

    private long filesIn(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.count();
        }
    }

    @Test
    void commit_writesRows() throws IOException {
        Path file = dir.resolve("battles.csv");
        try (BattlesCsvWriter w = BattlesCsvWriter.open(file)) {
            w.battle(0, -1L, 1, BattleRecord.HOW_ARMY_BROKE, 7, 3, 12);
            w.battle(1, 0x1234L, BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT, 20, 0, 0);
            assertFalse(Files.exists(file), "nothing at the final name before commit");
            w.commit();
        }
        assertEquals("battle,seed,winner,how,turns,figures_lost_side_0,figures_lost_side_1\n"
                + "0,ffffffffffffffff,1,army-broke,7,3,12\n"
                + "1,0000000000001234,draw,turn-limit,20,0,0\n", Files.readString(file));
        assertEquals(1, filesIn(dir));
    }

    @Test
    void close_withoutCommit_leavesNothing() throws IOException {
        Path file = dir.resolve("battles.csv");
        try (BattlesCsvWriter w = BattlesCsvWriter.open(file)) {
            w.battle(0, 1, 0, 0, 1, 0, 0);
        }
        assertFalse(Files.exists(file));
        assertEquals(0, filesIn(dir));
    }

    @Test
    void failedRun_leavesNoBattlesCsv() throws IOException {
        Path file = dir.resolve("battles.csv");
        RunPlan plan = FakeRuleset.plan(new FakeRuleset(Set.of(150L)), 9, 400, 2, 32);
        assertThrows(BattleFailedException.class, () -> {
            try (BattlesCsvWriter w = BattlesCsvWriter.open(file)) {
                BatchRunner.run(plan, w, null);
                w.commit();
            }
        });
        assertEquals(0, filesIn(dir));
    }
}
