package org.muster.rules.acw;

import org.muster.engine.Dice;

/**
 * What a player may ask of an {@code acw-skirmish} battle (ARCHITECTURE.md section 2a): the template, the state (to
 * read; a player writes only its {@link AcwState#memoryInt memory} columns), its own dice (the TACTICS stream), and
 * the rules' queries, asked of the phase that plays them ({@code view.sight().distance(u, v)},
 * {@code view.fire().canFire(u, v)}): who may act and what is legal, sight, range, cover, casualty points, modifiers
 * and charge reach. The phases' public methods are exactly these queries (what changes the battle is package-private),
 * so the view stays read-only; the answers are the engine's own, cached, so a player's check and the engine's
 * resolution cannot differ. Queries do not change the battle (only caches).
 */
public interface AcwView {
    AcwTemplate template();

    AcwState state();

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    Dice tactics();

    /** Whether a side has used deck card {@code card} in this cycle. */
    boolean cardUsed(int side, int card);

    /** Who may act and which orders are legal now (B4). */
    Orders orders();

    /** Move allowances (B4 [S p.2]). */
    Movement movement();

    /** Geometry: distance, whole-inch range, line of sight, bearing off the facing, cover, the nearest enemy. */
    Sightlines sight();

    /** Fire (B5): who may load and fire at whom, casualty points, the kill-die modifier. */
    Fire fire();

    /** Charges and close combat (B4, B7): charge reach, who may charge whom, the CQC base and modifiers. */
    Melee melee();

    /** The army's state (B9 [D]): whether a side is beaten, the objective points it holds. */
    Morale morale();

    /** The epoch of the figures on the table: it advances whenever a unit moves, flees or loses its last man. */
    int epoch();
}
