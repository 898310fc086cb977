package org.muster.tactics.acw;

import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;
import org.muster.rules.battle.PlayerCatalog;

/**
 * The players of {@code acw-skirmish} by name: {@code random}, {@code naive}, {@code doctrine} (presets
 * {@code aggressive}, {@code balanced}, {@code defensive}) and {@code search} ({@link SearchPlayer}; options
 * {@code search:budget=N,horizon=T,rollout=naive|doctrine}). The rule set is wired with {@code new
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
            .weighted("search", AcwTactics::search)
            .build();

    /** Search defaults: rollouts per decision, turns each rollout plays (0: to the end). */
    static final int SEARCH_BUDGET = 24;
    static final int SEARCH_HORIZON = 2;

    /**
     * {@code search}, its options in the preset: comma-separated {@code budget=N} (rollouts per decision, 1 or
     * more), {@code horizon=T} (turns per rollout, 0 to the end), {@code rollout=naive|doctrine}, and at most one
     * doctrine preset name for its doctrine answers.
     */
    private static AcwPlayer search(PlayerSpec p, int side, AcwTemplate t, String field) {
        int budget = SEARCH_BUDGET;
        int horizon = SEARCH_HORIZON;
        boolean doctrineRollouts = true;
        String preset = null;
        if (p.preset() != null) {
            for (String token : p.preset().split(",")) {
                String tok = token.trim().toLowerCase(java.util.Locale.ROOT);
                int eq = tok.indexOf('=');
                String key = eq < 0 ? tok : tok.substring(0, eq);
                String value = eq < 0 ? "" : tok.substring(eq + 1);
                try {
                    switch (key) {
                        case "budget":
                            budget = Integer.parseInt(value);
                            if (budget < 1) {
                                throw new NumberFormatException();
                            }
                            break;
                        case "horizon":
                            horizon = Integer.parseInt(value);
                            if (horizon < 0) {
                                throw new NumberFormatException();
                            }
                            break;
                        case "rollout":
                            if (!value.equals("naive") && !value.equals("doctrine")) {
                                throw new NumberFormatException();
                            }
                            doctrineRollouts = value.equals("doctrine");
                            break;
                        default:
                            if (eq >= 0 || preset != null) {
                                throw ScenarioException.at(t.scenario().source(), field + ".preset", "unknown search "
                                        + "option '" + token.trim() + "' (known: budget=N, horizon=T, "
                                        + "rollout=naive|doctrine, and one doctrine preset)");
                            }
                            preset = tok;
                            break;
                    }
                } catch (NumberFormatException e) {
                    throw ScenarioException.at(t.scenario().source(), field + ".preset", "search option '"
                            + token.trim() + "' needs budget 1 or more, horizon 0 or more, rollout naive or doctrine");
                }
            }
        }
        DoctrineWeights w = DoctrineWeights.of(new PlayerSpec("doctrine", preset, p.weights()),
                t.scenario().source(), field);
        return new SearchPlayer(side, w, t, budget, horizon, doctrineRollouts);
    }

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
