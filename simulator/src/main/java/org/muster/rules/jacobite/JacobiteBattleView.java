package org.muster.rules.jacobite;

import org.muster.engine.Dice;

/**
 * The questions a {@code jacobite45} player may ask of a battle in play: the template and the state to read, the
 * TACTICS dice, and the rules' queries (sight, range, arcs, expected fire, charge and move odds, legal orders), asked
 * of the phase that plays them ({@code e.sight().distance(u, v)}, {@code e.fire().fireTotal(u, v, c, volley)}). The
 * phases' public methods are exactly these queries (what changes the battle is package-private), so the view stays
 * read-only. Nothing here changes the battle, but for {@link Movement#aimMove}, which only aims the move odds asked
 * next. Players still receive the engine itself (the {@link JacobitePlayer} contract is unchanged); a player written
 * against this interface works with any engine.
 */
public interface JacobiteBattleView {
    JacobiteTemplate template();

    /** The battle's state: read it, never write it. */
    JacobiteState state();

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    Dice tactics();

    /** Whether an order is legal for the unit now. */
    boolean legal(int u, JacobiteOrder o);

    /** Whether an army is beaten (A11 [D]): at least break-at of its units routed, destroyed or Broken. */
    boolean beaten(int side);

    /** Objective points a side holds: a present, unbroken unit within the radius and no such enemy. */
    int objectivePoints(int side);

    /** Deployment by zones (A11): which places are free, which side stands at the south edge. */
    Armies armies();

    /**
     * Geometry and sight (A5, A6.2, A11 [D]): distances, bearings, arcs, the nearest enemy, bases and frontage, line
     * of sight (terrain and units in the way), cover and what a unit holds.
     */
    Sightlines sight();

    /** Movement (A5): the dice a unit may roll, formation changes, the exact odds of an aimed move. */
    Movement movement();

    /** Fire (A6): who may fire at whom, the table row and column, volleys, the total, the dice, expected casualties. */
    Fire fire();

    /** Charges and melee (A5, A8): charge dice, need, reach and odds, the melee modifier. */
    Melee melee();

    /** Personalities and morale dice (A9). */
    Morale morale();
}
