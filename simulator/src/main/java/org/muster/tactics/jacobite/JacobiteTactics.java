package org.muster.tactics.jacobite;

import java.util.Locale;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The players of {@code jacobite45} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}) and {@code search} ({@link SearchPlayer}, options in
 * {@link SearchOptions}). The rule set is wired with {@code new
 * JacobiteRuleset(JacobiteTactics::create)}. Allocates the player once; called at compile time and once per side per
 * engine.
 */
public final class JacobiteTactics {
    private JacobiteTactics() {
    }

    /**
     * A player for one side. Throws {@link ScenarioException} naming {@code sides[i].player} for an unknown AI, preset
     * or weight.
     */
    public static JacobitePlayer create(PlayerSpec spec, int side, JacobiteTemplate t) {
        PlayerSpec p = spec == null ? PlayerSpec.DEFAULT : spec;
        String field = "sides[" + side + "].player";
        String ai = p.ai() == null ? "doctrine" : p.ai().toLowerCase(Locale.ROOT);
        switch (ai) {
            case "random":
                requireNoWeights(p, t, field, ai);
                return new RandomPlayer(side);
            case "naive":
                requireNoWeights(p, t, field, ai);
                return new NaivePlayer(side);
            case "doctrine":
                return new DoctrinePlayer(side, DoctrineWeights.of(p, t.scenario().source(), field));
            case "search":
                return SearchOptions.create(p, side, t, field);
            default:
                throw ScenarioException.at(t.scenario().source(), field + ".ai", "unknown AI '" + p.ai()
                        + "' for jacobite45 (known: random, naive, doctrine, search)");
        }
    }

    private static void requireNoWeights(PlayerSpec p, JacobiteTemplate t, String field, String ai) {
        if (!p.weights().isEmpty()) {
            String name = p.weights().keySet().iterator().next();
            throw ScenarioException.at(t.scenario().source(), field + ".weights." + name, "unknown weight '" + name
                    + "': the " + ai + " AI has no weights");
        }
    }
}
