package org.muster.rules.hardtack;

/**
 * A commander of one side under {@code hardtack}: chooses who activates first when its side has the choice, which unit
 * to activate (or to pass), whether a regimental formation activates together, each action, and reaction fire.
 * Implementations live in {@code org.muster.tactics.hardtack}; they read the battle through the engine's public state
 * and queries, draw randomness only from {@link HardtackEngine#tactics()} (the TACTICS stream) and must not allocate
 * per decision. One instance per side per engine, so per worker thread.
 */
public interface HardtackPlayer {
    /** Called at the start of every battle, after the state is reset. */
    void startBattle(HardtackEngine engine);

    /** With the choice (fewer units on the table, section 3.1): true to activate first. */
    boolean goFirst(HardtackEngine engine, int side);

    /**
     * The unit to activate next ({@link HardtackEngine#canActivate}), or -1: a pass when {@code mayPass}, otherwise
     * this side stops activating for the turn. An illegal answer is a pass or stop.
     */
    int chooseUnit(HardtackEngine engine, int side, boolean mayPass);

    /** Whether {@code unit} activates its whole regimental formation (Activate Regiment, section 3.5). */
    boolean activateRegiment(HardtackEngine engine, int unit);

    /**
     * Action {@code index} (0-based) of {@code unit}'s activation: write it into {@code order}, which arrives cleared
     * to HOLD. An illegal order is narrated and lost.
     */
    void decide(HardtackEngine engine, int unit, int index, HardtackOrder order);

    /** A unit of this side to fire reaction fire at {@code mover} (section 3.8), or -1. */
    int reactionFire(HardtackEngine engine, int side, int mover);
}
