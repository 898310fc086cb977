package org.muster.engine;

/**
 * Told where a battle is decided, for the run report's heat maps: where figures fell, where units broke or routed,
 * and where units' centres stood turn by turn. Every method has a no-op default, so an engine holds one reference
 * ({@link #NONE} when nobody watches) and pays one interface call per event. Calls come from the engine's own worker
 * thread; an observer tallies into integer grids and never allocates per call.
 *
 * <p>Positions are inches, x from the table's west edge, y from its south edge, and may lie off the table (a
 * router leaving it).
 */
public interface BattleObserver {
    /** The observer that does nothing. */
    BattleObserver NONE = new BattleObserver() {
    };

    /** {@code figures} figures of {@code unit} were killed or put out of action while it stood at (x, y). */
    default void figuresFell(int unit, double x, double y, int figures) {
    }

    /** {@code unit} broke, routed or was destroyed at (x, y). */
    default void unitBroke(int unit, double x, double y) {
    }

    /** At the end of turn {@code turn} (from 1), {@code unit}'s centre stood at (x, y). */
    default void unitAt(int unit, int turn, double x, double y) {
    }

    /** At the end of a battle, {@code unit}'s centre stood at (x, y) (units that took part only). */
    default void unitEnded(int unit, double x, double y) {
    }
}
