package org.muster.rules.jacobite;

import org.muster.rules.battle.UnitOrder;

/**
 * One activation's order (A4): the action and its arguments. A player writes it into the engine's single instance,
 * which is reused for every decision (no allocation). Not thread-safe; owned by one engine. The action is one of the
 * {@link JacobiteCodes} actions, the target the unit of FIRE and CHARGE (or -1), the point the one MOVE and FORM move
 * towards, in inches.
 */
public final class JacobiteOrder extends UnitOrder {
    /** Movement dice chosen for MOVE and FORM (0 up to the chart's maximum). */
    public int dice;
    /** New formation of FORM. */
    public int formation;
    /** FIRE by a gun: case (true) or ball. */
    public boolean useCase;
    /** Resets to HOLD. */
    public void clear() {
        reset(JacobiteCodes.HOLD);
        dice = 0;
        formation = 0;
        useCase = false;
    }

    /** Sets a move towards (x, y) with {@code dice} dice. */
    public void move(double tx, double ty, int n) {
        action = JacobiteCodes.MOVE;
        x = tx;
        y = ty;
        dice = n;
    }

    /** Sets an action on a target unit. */
    public void at(int a, int v) {
        action = a;
        target = v;
    }
}
