package org.muster.model;

import java.util.Map;

/**
 * Who commands a side: an AI name known to the rule set ({@code random}, {@code naive}, {@code doctrine},
 * {@code search}), a preset of that AI ({@code aggressive}, {@code balanced}, {@code defensive}; a search player's
 * options) and per-weight overrides. {@code sidePreset} is the doctrine preset the scenario gives the side when
 * {@code --ai} put another player in its place (null otherwise): the default doctrine of a player whose preset names
 * none, such as {@code --ai 0=search:budget=96}.
 */
public record PlayerSpec(String ai, String preset, Map<String, Double> weights, String sidePreset)
        implements java.io.Serializable {
    public static final PlayerSpec DEFAULT = new PlayerSpec("doctrine", "balanced", Map.of());

    public PlayerSpec {
        weights = Map.copyOf(weights);
    }

    /** A player as the scenario names it (no side preset behind it). */
    public PlayerSpec(String ai, String preset, Map<String, Double> weights) {
        this(ai, preset, weights, null);
    }
}
