package org.muster.stats;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Holm's step-down correction for several p-values tested together: it keeps the chance of any false alarm among
 * them at most alpha, and is never less powerful than Bonferroni. Stateless.
 */
public final class Holm {
    private Holm() {
    }

    /**
     * The Holm-adjusted p-values, in the order given: sort ascending, multiply the k-th smallest (k from 0) by
     * {@code m - k}, make the sequence non-decreasing, cap at 1. Reject a hypothesis when its adjusted p is below
     * alpha.
     */
    public static double[] adjust(double[] p) {
        int m = p.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> p[i]).thenComparingInt(i -> i));
        double[] adjusted = new double[m];
        double running = 0;
        for (int k = 0; k < m; k++) {
            int i = order[k];
            running = Math.max(running, Math.min(1.0, (m - k) * p[i]));
            adjusted[i] = running;
        }
        return adjusted;
    }
}
