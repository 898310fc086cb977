package org.muster.rules.battle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.Template;

/**
 * The players of one rule set by name ({@code random}, {@code naive}, {@code doctrine}, ...), the checks every rule
 * set makes on a side's {@code player:} block written once: the AI named (or the default), weights refused by an AI
 * that has none, and an unknown AI rejected with the known names, each as bad input naming {@code sides[i].player}.
 * Built once per rule set; {@link #create} runs at compile time and once per side per engine, never on the hot path.
 * Immutable; thread-safe.
 *
 * @param <T> the rule set's template
 * @param <P> the rule set's player interface
 */
public final class PlayerCatalog<T extends Template, P> {
    /** Makes one player; {@code field} is {@code sides[i].player}, for the maker's own checks (presets, weights). */
    @FunctionalInterface
    public interface Maker<T, P> {
        P make(PlayerSpec spec, int side, T template, String field);
    }

    private record Entry<T, P>(boolean weights, Maker<T, P> maker) {
    }

    private final String rulesetId;
    private final String defaultAi;
    private final Map<String, Entry<T, P>> players;

    private PlayerCatalog(String rulesetId, String defaultAi, Map<String, Entry<T, P>> players) {
        this.rulesetId = rulesetId;
        this.defaultAi = defaultAi;
        this.players = players;
    }

    /** A catalogue of {@code rulesetId}'s players; a side that names no AI gets {@code defaultAi}. */
    public static <T extends Template, P> Builder<T, P> of(String rulesetId, String defaultAi) {
        return new Builder<>(rulesetId, defaultAi);
    }

    /** Builds a catalogue in the order players are added (the order error messages list them). */
    public static final class Builder<T extends Template, P> {
        private final String rulesetId;
        private final String defaultAi;
        private final Map<String, Entry<T, P>> players = new LinkedHashMap<>();

        private Builder(String rulesetId, String defaultAi) {
            this.rulesetId = Objects.requireNonNull(rulesetId, "rulesetId");
            this.defaultAi = Objects.requireNonNull(defaultAi, "defaultAi");
        }

        /** A player that takes doctrine weights ({@code weights: {...}} in the scenario). */
        public Builder<T, P> weighted(String name, Maker<T, P> maker) {
            players.put(name, new Entry<>(true, maker));
            return this;
        }

        /** A player without weights: a scenario that gives it some is refused, naming the first. */
        public Builder<T, P> plain(String name, Maker<T, P> maker) {
            players.put(name, new Entry<>(false, maker));
            return this;
        }

        public PlayerCatalog<T, P> build() {
            if (!players.containsKey(defaultAi)) {
                throw new IllegalStateException("default AI '" + defaultAi + "' is not in the catalogue");
            }
            return new PlayerCatalog<>(rulesetId, defaultAi, new LinkedHashMap<>(players));
        }
    }

    /** The AI names, in catalogue order. */
    public List<String> names() {
        return new ArrayList<>(players.keySet());
    }

    /**
     * The player of {@code side} as {@code spec} (null: {@link PlayerSpec#DEFAULT}) describes it. Throws
     * {@link ScenarioException} naming {@code sides[side].player} for an unknown AI or weights it does not take (and
     * whatever its maker rejects).
     */
    public P create(PlayerSpec spec, int side, T template) {
        final PlayerSpec p = spec == null ? PlayerSpec.DEFAULT : spec;
        final String field = "sides[" + side + "].player";
        final String ai = p.ai() == null ? defaultAi : p.ai().toLowerCase(Locale.ROOT);
        final Entry<T, P> e = players.get(ai);
        if (e == null) {
            throw ScenarioException.at(template.scenario().source(), field + ".ai", "unknown AI '" + p.ai()
                    + "' for " + rulesetId + " (known: " + String.join(", ", players.keySet()) + ")");
        }
        if (!e.weights() && !p.weights().isEmpty()) {
            final String name = p.weights().keySet().iterator().next();
            throw ScenarioException.at(template.scenario().source(), field + ".weights." + name, "unknown weight '"
                    + name + "': the " + ai + " AI has no weights");
        }
        return e.maker().make(p, side, template, field);
    }
}
