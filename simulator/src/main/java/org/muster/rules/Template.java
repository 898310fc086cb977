package org.muster.rules;

import org.muster.model.Scenario;

/**
 * A scenario compiled by a rule set: immutable, primitive arrays inside, shared by all worker threads. This interface
 * is what the batch runner and the reports need to know of any rule set's template.
 */
public interface Template {
    Scenario scenario();

    Parameters parameters();

    int unitCount();

    String unitName(int unit);

    /** 0 or 1. */
    int unitSide(int unit);

    /** Figures (men) the unit starts with; with random armies, the largest it can start with. */
    int unitStartFigures(int unit);

    String sideName(int side);

    /** The turn limit. */
    int maxTurns();
}
