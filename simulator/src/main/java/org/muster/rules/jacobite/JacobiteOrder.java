package org.muster.rules.jacobite;

/**
 * One activation's order (A4): the action and its arguments. A player writes it into the engine's single instance,
 * which is reused for every decision (no allocation). Not thread-safe; owned by one engine.
 */
public final class JacobiteOrder {
    /** One of the {@link JacobiteCodes} actions. */
    public int action;
    /** Target unit of FIRE and CHARGE, or -1. */
    public int target = -1;
    /** Movement dice chosen for MOVE and FORM (0 up to the chart's maximum). */
    public int dice;
    /** New formation of FORM. */
    public int formation;
    /** FIRE by a gun: case (true) or ball. */
    public boolean useCase;
    /** Point moved towards by MOVE and FORM, inches. */
    public double x;
    public double y;

    /** Resets to HOLD. */
    public void clear() {
        action = JacobiteCodes.HOLD;
        target = -1;
        dice = 0;
        formation = 0;
        useCase = false;
        x = 0;
        y = 0;
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
