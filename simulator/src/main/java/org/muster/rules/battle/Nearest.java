package org.muster.rules.battle;

import java.util.function.IntPredicate;

/**
 * The nearest unit to a point among given units, over the coordinate columns of a state: the nearest-enemy question
 * every rule set asks (a unit's target, the enemy it wheels to face). Static, stateless and allocation-free.
 */
public final class Nearest {
    private Nearest() {
    }

    /**
     * Of {@code units} (in their order) those {@code present} accepts, the one whose centre ({@code x}, {@code y}
     * columns) is nearest to (px, py): the first in that order at equal distance; -1 for none. One square root per
     * unit that may be nearer (the root is monotone: a square at least the best one's cannot give a smaller distance).
     */
    public static int of(int[] units, double[] x, double[] y, double px, double py, IntPredicate present) {
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        double bd2 = Double.POSITIVE_INFINITY;
        for (int v : units) {
            if (present.test(v)) {
                final double dx = x[v] - px;
                final double dy = y[v] - py;
                final double d2 = dx * dx + dy * dy;
                if (d2 < bd2) {
                    final double d = Math.sqrt(d2);
                    if (d < bd) {
                        bd = d;
                        bd2 = d2;
                        best = v;
                    }
                }
            }
        }
        return best;
    }
}
