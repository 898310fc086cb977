package org.muster.model;

import java.util.List;

/**
 * A scenario's {@code points:} block: for each side, which lines of its order of battle vary from battle to battle
 * and over which counts, or how many units its army-list army rolls, and an optional points budget. {@code muster
 * points} draws every battle's armies from it (from the battle's own SETUP stream) and reads each unit type's worth
 * from how the result moves with the counts.
 *
 * @param sides the two sides, in the scenario's order
 * @param field the block's field path ({@code points}), for error messages
 */
public record PointsSpec(List<Side> sides, String field) implements java.io.Serializable {
    public PointsSpec {
        sides = List.copyOf(sides);
    }

    /**
     * One side's variation.
     *
     * @param vary      the lines that vary (none: the side's units are fixed, or its army size is)
     * @param armyMin   with an army-list army: the fewest units it rolls; 0 when the size is the scenario's own
     * @param armyMax   the most units it rolls; 0 when the size is the scenario's own
     * @param budgetMin the least a drawn army may cost (sum over its varied lines of count x cost); 0 for no floor
     * @param budgetMax the most it may cost; {@code Double.POSITIVE_INFINITY} for no budget
     * @param field     the side's field path, e.g. {@code points.sides[0]}
     */
    public record Side(List<Vary> vary, int armyMin, int armyMax, double budgetMin, double budgetMax, String field)
            implements java.io.Serializable {
        public Side {
            vary = List.copyOf(vary);
        }

        /** Whether the side has a budget. */
        public boolean hasBudget() {
            return budgetMin > 0 || budgetMax < Double.POSITIVE_INFINITY;
        }
    }

    /**
     * One line of the order of battle whose count varies.
     *
     * @param unit  the line's name ({@code name:} of a {@code units:} entry of that side)
     * @param min   fewest units of the line (0 drops the line)
     * @param max   most units of the line
     * @param as    the points type the line counts as: lines (of either side) with the same {@code as} share one
     *              points value; default the line's name
     * @param cost  the type's current points cost, or NaN when not given here
     * @param field the entry's field path, e.g. {@code points.sides[0].vary[1]}
     */
    public record Vary(String unit, int min, int max, String as, double cost, String field)
            implements java.io.Serializable {
    }
}
