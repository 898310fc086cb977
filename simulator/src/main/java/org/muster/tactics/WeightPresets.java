package org.muster.tactics;

import java.util.Locale;
import java.util.Map;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;

/**
 * The scenario side of every rule set's doctrine weights: a named preset with the player spec's per-weight overrides
 * ({@code player: {ai: doctrine, preset: defensive, weights: {advance: 0.5}}}). Each rule set's
 * {@code DoctrineWeights} names its weights and presets and keeps the numbers in typed fields; this reads them.
 */
public final class WeightPresets {
    private WeightPresets() {
    }

    /**
     * The weights of {@code p} in the order of {@code names}: its preset ({@code balanced} when it names none; any
     * case) from {@code presets}, then its overrides by name. An unknown preset or weight, or a weight that is not a
     * finite number, is bad input naming the field ({@code field.preset}, {@code field.weights.NAME}).
     *
     * @param presets by lower-case name, each value in the order of {@code names}; not changed
     */
    public static double[] resolve(PlayerSpec p, SourceMap source, String field, Map<String, double[]> presets,
            String[] names) {
        String preset = p.preset() == null ? "balanced" : p.preset().toLowerCase(Locale.ROOT);
        double[] base = presets.get(preset);
        if (base == null) {
            throw ScenarioException.at(source, field + ".preset", "unknown preset '" + p.preset()
                    + "' for doctrine (known: " + String.join(", ", presets.keySet()) + ")");
        }
        double[] w = base.clone();
        for (Map.Entry<String, Double> e : p.weights().entrySet()) {
            int i = indexOf(names, e.getKey());
            if (i < 0) {
                throw ScenarioException.at(source, field + ".weights." + e.getKey(), "unknown weight '" + e.getKey()
                        + "' (known: " + String.join(", ", names) + ")");
            }
            if (e.getValue() == null || e.getValue().isNaN() || e.getValue().isInfinite()) {
                throw ScenarioException.at(source, field + ".weights." + e.getKey(), "weight " + e.getKey() + " = "
                        + e.getValue() + " is not a finite number");
            }
            w[i] = e.getValue();
        }
        return w;
    }

    private static int indexOf(String[] names, String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
