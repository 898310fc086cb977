package org.muster.model;

import java.util.Map;

/**
 * Who commands a side: an AI name known to the rule set ({@code random}, {@code naive}, {@code doctrine}), a preset
 * of that AI ({@code aggressive}, {@code balanced}, {@code defensive}) and per-weight overrides.
 */
public record PlayerSpec(String ai, String preset, Map<String, Double> weights) implements java.io.Serializable {
    public static final PlayerSpec DEFAULT = new PlayerSpec("doctrine", "balanced", Map.of());

    public PlayerSpec {
        weights = Map.copyOf(weights);
    }
}
