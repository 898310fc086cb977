package org.muster.tactics.hardtack;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.battle.PlayerCatalog;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The players of {@code hardtack} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}) and {@code search} ({@link SearchPlayer}, options in
 * {@link SearchOptions}). The rule set is wired with {@code new
 * HardtackRuleset(HardtackTactics::create)}. Allocates the player once; called at compile time and once per side per
 * engine.
 */
public final class HardtackTactics {
    /** The catalogue. Random and naive players have no weights (a preset they are given is not read). */
    private static final PlayerCatalog<HardtackTemplate, HardtackPlayer> PLAYERS = PlayerCatalog
            .<HardtackTemplate, HardtackPlayer>of(HardtackRuleset.ID, "doctrine")
            .plain("random", (p, side, t, field) -> new RandomPlayer(side))
            .plain("naive", (p, side, t, field) -> new NaivePlayer(side))
            .weighted("doctrine", (p, side, t, field) -> new DoctrinePlayer(side,
                    DoctrineWeights.of(p, t.scenario().source(), field), t))
            .weighted("search", SearchOptions::player)
            .build();

    private HardtackTactics() {
    }

    /** A player for one side; throws {@link ScenarioException} naming {@code sides[i].player} for bad input. */
    public static HardtackPlayer create(PlayerSpec spec, int side, HardtackTemplate t) {
        return PLAYERS.create(spec, side, t);
    }
}
