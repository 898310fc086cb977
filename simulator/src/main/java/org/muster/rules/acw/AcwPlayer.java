package org.muster.rules.acw;

/**
 * A commander of one side under {@code acw-skirmish}: picks the card to play (B3) and, for each of its units in each
 * increment, the action and its target (B4). Implementations live in {@code org.muster.tactics.acw}; they read the
 * battle through the {@link AcwView}, draw randomness only from {@link AcwView#tactics()} (the TACTICS stream) and
 * must not allocate per decision. What a player remembers between decisions lives in the state's memory columns
 * ({@link AcwState#memoryInt}), so a battle copied at any decision goes on the same with another instance of the
 * player. One instance per side per engine, so per worker thread.
 */
public interface AcwPlayer {
    /** Called at the start of every battle, after the state is reset. */
    void startBattle(AcwView view);

    /**
     * The deck index of an unused card of this side to play ({@link AcwView#cardUsed}); an illegal answer plays
     * the first unused card.
     */
    int chooseCard(AcwView view, int side);

    /**
     * The action of {@code unit} in increment {@code increment} (1-based) of a card of {@code increments}: write it
     * into {@code order}, which arrives set to {@link AcwCodes#HOLD}. An illegal order is narrated and held.
     */
    void decide(AcwView view, int unit, int increment, int increments, AcwOrder order);
}
