package org.muster.tactics.acw;

import java.util.Locale;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwTemplate;

/**
 * The players of {@code acw-skirmish} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}). The rule set is wired with {@code new
 * AcwRuleset(AcwTactics::create)}. Allocates the player once; called at compile time and once per side per engine.
 */
public final class AcwTactics {
    private AcwTactics() {
    }

    /**
     * A player for one side. Throws {@link ScenarioException} naming {@code sides[i].player} for an unknown AI, preset
     * or weight. Random and naive players have no weights; a preset, if named, must still be a known one.
     */
    public static AcwPlayer create(PlayerSpec spec, int side, AcwTemplate t) {
        PlayerSpec p = spec == null ? PlayerSpec.DEFAULT : spec;
        String field = "sides[" + side + "].player";
        String ai = p.ai() == null ? "doctrine" : p.ai().toLowerCase(Locale.ROOT);
        switch (ai) {
            case "random":
                requireNoWeights(p, t, field, ai);
                DoctrineWeights.of(p, t.scenario().source(), field);
                return new RandomPlayer(side);
            case "naive":
                requireNoWeights(p, t, field, ai);
                DoctrineWeights.of(p, t.scenario().source(), field);
                return new NaivePlayer(side);
            case "doctrine":
                return new DoctrinePlayer(side, DoctrineWeights.of(p, t.scenario().source(), field), t);
            default:
                throw ScenarioException.at(t.scenario().source(), field + ".ai", "unknown AI '" + p.ai()
                        + "' for acw-skirmish (known: random, naive, doctrine)");
        }
    }

    private static void requireNoWeights(PlayerSpec p, AcwTemplate t, String field, String ai) {
        if (!p.weights().isEmpty()) {
            String name = p.weights().keySet().iterator().next();
            throw ScenarioException.at(t.scenario().source(), field + ".weights." + name, "unknown weight '" + name
                    + "': the " + ai + " AI has no weights");
        }
    }
}
