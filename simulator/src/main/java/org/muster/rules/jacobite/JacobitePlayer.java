package org.muster.rules.jacobite;

/**
 * A commander of one side under {@code jacobite45}: for each activation of one of its units (a turned card, A3) it
 * picks the phase action (A4). Implementations live in {@code org.muster.tactics.jacobite}; they read the battle
 * through the engine's public state and queries, draw randomness only from {@link JacobiteEngine#tactics()} (the
 * TACTICS stream) and must not allocate per decision. One instance per side per engine, so per worker thread.
 */
public interface JacobitePlayer {
    /** Called at the start of every battle, after the state is reset. */
    void startBattle(JacobiteEngine engine);

    /**
     * Deployment by zones (A11): whether this side, the Government, takes the south (low y) edge; the other side takes
     * the north.
     */
    boolean deploySouth(JacobiteEngine engine);

    /**
     * Deployment by zones (A11): the place for {@code unit} in zone {@code zone} (0 south, 1 north), an index into the
     * template's {@code slotX[zone]} that {@link JacobiteEngine#placeFree} reports free.
     */
    int deploy(JacobiteEngine engine, int unit, int zone);

    /**
     * The action of {@code unit}, activated by its card: write it into {@code order}, which arrives set to
     * {@link JacobiteCodes#HOLD}. An illegal order is narrated and held.
     */
    void decide(JacobiteEngine engine, int unit, JacobiteOrder order);
}
