package org.muster.tactics.hardtack;

import java.util.Locale;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The players of {@code hardtack} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}) and {@code search} ({@link SearchPlayer}, options in
 * {@link SearchOptions}). The rule set is wired with {@code new
 * HardtackRuleset(HardtackTactics::create)}. Allocates the player once; called at compile time and once per side per
 * engine.
 */
public final class HardtackTactics {
    private HardtackTactics() {
    }

    /** A player for one side; throws {@link ScenarioException} naming {@code sides[i].player} for bad input. */
    public static HardtackPlayer create(PlayerSpec spec, int side, HardtackTemplate t) {
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
                return new DoctrinePlayer(side, DoctrineWeights.of(p, t.scenario().source(), field), t);
            case "search":
                return SearchOptions.player(p, side, t, field);
            default:
                throw ScenarioException.at(t.scenario().source(), field + ".ai", "unknown AI '" + p.ai()
                        + "' for hardtack (known: random, naive, doctrine, search)");
        }
    }

    private static void requireNoWeights(PlayerSpec p, HardtackTemplate t, String field, String ai) {
        if (!p.weights().isEmpty()) {
            String name = p.weights().keySet().iterator().next();
            throw ScenarioException.at(t.scenario().source(), field + ".weights." + name, "unknown weight '" + name
                    + "': the " + ai + " AI has no weights");
        }
    }
}
