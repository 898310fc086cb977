package org.muster.batch;

import java.io.IOException;

/**
 * Receives one row per battle, for {@code battles.csv}. {@link BatchRunner} calls it from the thread that called the
 * runner (never from a worker), strictly in increasing battle index, with no gaps within a run of chunks.
 */
@FunctionalInterface
public interface BattleSink {
    /**
     * One battle.
     *
     * @param battle   the battle index
     * @param diceSeed the seed of the battle's dice stream, {@code Seeds.forBattle(baseSeed, battle, Seeds.DICE)}
     * @param winner   0, 1 or {@link org.muster.engine.BattleRecord#DRAW}
     * @param how      one of the {@code BattleRecord.HOW_*} codes
     * @param turns    turns played
     * @param lost0    figures side 0 lost (killed plus out of action at the end)
     * @param lost1    figures side 1 lost
     */
    void battle(long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1) throws IOException;
}
