package org.muster.rules;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;

/**
 * Plays battles of one template. One per worker thread; owns its mutable state and dice and reuses them for every
 * battle, so playing allocates nothing in steady state. Not thread-safe.
 */
public interface Engine {
    /**
     * Plays battle {@code battleIndex} of the run with base seed {@code baseSeed} and writes what it produced into
     * {@code out}. The result depends only on the template, the seed and the index.
     */
    void play(long baseSeed, long battleIndex, BattleRecord out);

    /** Narrates the following battles to {@code narrator}; null (the default) for silence. */
    void narrate(Narrator narrator);

    /**
     * Tells {@code observer} where the following battles are decided (figures falling, units breaking, positions at
     * each turn's end), from inside the engine; {@link BattleObserver#NONE} for nobody. The default ignores it: no
     * engine reports yet, and the heat maps read the state after each battle instead.
     */
    default void observe(BattleObserver observer) {
    }

    /** Dice rolled by this engine so far (for the benchmarks' cost per die). */
    long diceRolled();
}
