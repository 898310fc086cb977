package org.muster.rules.acw;

import org.muster.rules.battle.UnitOrder;

/**
 * One unit's order for one increment: an action code of {@link AcwCodes}, a target unit (aim, fire, charge, pivot) or
 * a destination in inches (move, crawl). One mutable instance per engine, overwritten for every decision, so deciding
 * allocates nothing. Not thread-safe.
 */
public final class AcwOrder extends UnitOrder {
    /** Back to Hold with no target. */
    public void clear() {
        reset(AcwCodes.HOLD);
    }

    /** Sets an action on a target unit. */
    public void set(int act, int unit) {
        action = act;
        target = unit;
    }

    /** Sets a movement action towards a point. */
    public void moveTo(int act, double tx, double ty) {
        action = act;
        target = -1;
        x = tx;
        y = ty;
    }
}
