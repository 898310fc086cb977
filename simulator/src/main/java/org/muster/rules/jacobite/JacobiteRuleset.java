package org.muster.rules.jacobite;

import org.muster.rules.battle.WiredRuleset;

/**
 * The {@code jacobite45} rule set: Graham Cookson's rules for the 1745 rising, with card activation, random movement,
 * d20 fire against a fire table and d6 melee (shared/rules/jacobite45.md). Stateless apart from its player factory
 * and parameter defaults; thread-safe. Wire it with {@code new JacobiteRuleset(JacobiteTactics::create)}.
 */
public final class JacobiteRuleset
        extends WiredRuleset<JacobiteTemplate, JacobitePlayerFactory, JacobiteEngine> {
    public static final String ID = "jacobite45";

    public JacobiteRuleset(JacobitePlayerFactory players) {
        super(ID, "The '45 (Cookson): card activation, random moves, d20 fire table, d6 melee, morale by bases",
                JacobiteParameters.all(), new JacobiteOdds(), JacobiteTemplate.class, players, JacobiteTemplate::new,
                JacobiteEngine::new, JacobiteCatalogue::of);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public JacobiteEngine newJacobiteEngine(JacobiteTemplate template) {
        return typedEngine(template);
    }
}
