package org.muster.rules.battle;

/**
 * What an order of every rule set holds: the action (a code of the rule set's own codes), the target unit it acts on
 * (fire, charge), or -1, and the point in inches it moves towards. A rule set's order adds what its rules need (dice,
 * a formation). One mutable instance per engine, overwritten for every decision, so deciding allocates nothing. Not
 * thread-safe.
 */
public abstract class UnitOrder {
    public int action;
    public int target = -1;
    public double x;
    public double y;

    /** Back to {@code hold}, with no target and the point at the origin. */
    protected final void reset(int hold) {
        action = hold;
        target = -1;
        x = 0;
        y = 0;
    }
}
