package org.muster.batch;

/**
 * A battle threw, or produced a record that breaks the {@link org.muster.engine.BattleRecord} contract. Names the
 * base seed and the battle index, so that {@code muster replay SCENARIO --seed S --battle I} reproduces it; the
 * original exception is the cause. When several battles of a run fail, the runner reports the lowest index.
 */
public final class BattleFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long seed;
    private final long battle;

    public BattleFailedException(long seed, long battle, Throwable cause) {
        super("battle " + battle + " of the run with seed " + seed + " failed: " + cause
                + " (reproduce with: muster replay SCENARIO --seed " + seed + " --battle " + battle + ")", cause);
        this.seed = seed;
        this.battle = battle;
    }

    /** The base seed of the run. */
    public long seed() {
        return seed;
    }

    /** The index of the battle that failed. */
    public long battle() {
        return battle;
    }
}
