package org.muster.tactics.jacobite;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.battle.PlayerCatalog;
import org.muster.rules.jacobite.JacobitePlayer;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * The players of {@code jacobite45} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}) and {@code search} ({@link SearchPlayer}, options in
 * {@link SearchOptions}). The rule set is wired with {@code new
 * JacobiteRuleset(JacobiteTactics::create)}. Allocates the player once; called at compile time and once per side per
 * engine.
 */
public final class JacobiteTactics {
    /** The catalogue. Random and naive players have no weights (a preset they are given is not read). */
    private static final PlayerCatalog<JacobiteTemplate, JacobitePlayer> PLAYERS = PlayerCatalog
            .<JacobiteTemplate, JacobitePlayer>of(JacobiteRuleset.ID, "doctrine")
            .plain("random", (p, side, t, field) -> new RandomPlayer(side))
            .plain("naive", (p, side, t, field) -> new NaivePlayer(side))
            .weighted("doctrine", (p, side, t, field) -> new DoctrinePlayer(side,
                    DoctrineWeights.of(p, t.scenario().source(), field)))
            .weighted("search", SearchOptions::create)
            .build();

    private JacobiteTactics() {
    }

    /**
     * A player for one side. Throws {@link ScenarioException} naming {@code sides[i].player} for an unknown AI, preset
     * or weight.
     */
    public static JacobitePlayer create(PlayerSpec spec, int side, JacobiteTemplate t) {
        return PLAYERS.create(spec, side, t);
    }
}
