package org.muster.tactics.acw;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.battle.PlayerCatalog;

/**
 * The players of {@code acw-skirmish} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}). The rule set is wired with {@code new
 * AcwRuleset(AcwTactics::create)}. Allocates the player once; called at compile time and once per side per engine.
 */
public final class AcwTactics {
    /**
     * The catalogue. Random and naive players have no weights; a preset, if named, must still be a known one (so
     * their makers read the doctrine weights and drop them).
     */
    private static final PlayerCatalog<AcwTemplate, AcwPlayer> PLAYERS = PlayerCatalog
            .<AcwTemplate, AcwPlayer>of(AcwRuleset.ID, "doctrine")
            .plain("random", (p, side, t, field) -> {
                DoctrineWeights.of(p, t.scenario().source(), field);
                return new RandomPlayer(side);
            })
            .plain("naive", (p, side, t, field) -> {
                DoctrineWeights.of(p, t.scenario().source(), field);
                return new NaivePlayer(side);
            })
            .weighted("doctrine", (p, side, t, field) -> new DoctrinePlayer(side,
                    DoctrineWeights.of(p, t.scenario().source(), field), t))
            .build();

    private AcwTactics() {
    }

    /**
     * A player for one side. Throws {@link ScenarioException} naming {@code sides[i].player} for an unknown AI, preset
     * or weight.
     */
    public static AcwPlayer create(PlayerSpec spec, int side, AcwTemplate t) {
        return PLAYERS.create(spec, side, t);
    }
}
