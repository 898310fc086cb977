package org.muster.tactics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;

/**
 * The scenario side of every rule set's doctrine weights: a named preset with the player spec's per-weight overrides
 * ({@code player: {ai: doctrine, preset: defensive, weights: {advance: 0.5}}}). Each rule set's
 * {@code DoctrineWeights} names its weights and presets and keeps the numbers in typed fields; this reads them.
 */
public final class WeightPresets {
    /** What {@link #observe} records of one player: resolved on the calling thread while it ran. */
    private static final ThreadLocal<Map<String, Seen>> OBSERVER = new ThreadLocal<>();

    private WeightPresets() {
    }

    /**
     * What one call of {@link #resolve} saw: the rule set's weight names in order, its presets (by lower-case name,
     * each in the order of the names) and the weights it resolved for the player.
     */
    public record Seen(List<String> names, Map<String, double[]> presets, double[] resolved) {
    }

    /**
     * Runs {@code work} (typically compiling a scenario and building its players) and returns, by player field
     * ({@code sides[i].player}), what every {@link #resolve} on this thread saw meanwhile: how a tool that searches
     * the weights (muster tune) learns any rule set's weight names and presets without each rule set listing them a
     * second time. Allocates; for set-up, never the hot path.
     */
    public static Map<String, Seen> observe(Runnable work) {
        Map<String, Seen> seen = new LinkedHashMap<>();
        Map<String, Seen> outer = OBSERVER.get();
        OBSERVER.set(seen);
        try {
            work.run();
        } finally {
            if (outer == null) {
                OBSERVER.remove();
            } else {
                OBSERVER.set(outer);
            }
        }
        return seen;
    }

    /**
     * The weights of {@code p} in the order of {@code names}: its preset ({@code balanced} when it names none; any
     * case) from {@code presets}, then its overrides by name. An unknown preset or weight, a weight that is not a
     * finite number, or a negative one not in {@code signed}, is bad input naming the field ({@code field.preset},
     * {@code field.weights.NAME}): a threshold, distance, ratio or switch read below 0 would act as 0 without a word.
     *
     * @param presets by lower-case name, each value in the order of {@code names}; not changed
     * @param signed  the weights that may be negative (margins, bonuses to odds, terms of a score); the rest must be 0
     *                or more
     */
    public static double[] resolve(PlayerSpec p, SourceMap source, String field, Map<String, double[]> presets,
            String[] names, Set<String> signed) {
        String preset = p.preset() == null ? "balanced" : p.preset().toLowerCase(Locale.ROOT);
        double[] base = presets.get(preset);
        if (base == null) {
            // Random and naive players check a preset too (the scenario may name one for the side): say whose it is.
            final String ai = p.ai() == null ? "doctrine" : p.ai().toLowerCase(Locale.ROOT);
            throw ScenarioException.at(source, field + ".preset", "unknown preset '" + p.preset() + "' for " + ai
                    + " (known: " + String.join(", ", presets.keySet()) + ")");
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
            if (e.getValue() < 0 && !signed.contains(e.getKey())) {
                throw ScenarioException.at(source, field + ".weights." + e.getKey(), "weight " + e.getKey() + " = "
                        + e.getValue() + " must be 0 or more");
            }
            w[i] = e.getValue();
        }
        Map<String, Seen> seen = OBSERVER.get();
        if (seen != null) {
            Map<String, double[]> copy = new LinkedHashMap<>();
            presets.forEach((k, v) -> copy.put(k, v.clone()));
            seen.put(field, new Seen(List.of(names), copy, w.clone()));
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
