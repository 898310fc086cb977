package org.muster.rules.jacobite;

import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.BaseRuleset;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;

/**
 * The {@code jacobite45} rule set: Graham Cookson's rules for the 1745 rising, with card activation, random movement,
 * d20 fire against a fire table and d6 melee (shared/rules/jacobite45.md). Stateless apart from its player factory
 * and parameter defaults; thread-safe. Wire it with {@code new JacobiteRuleset(JacobiteTactics::create)}.
 */
public final class JacobiteRuleset extends BaseRuleset<JacobiteTemplate> {
    public static final String ID = "jacobite45";

    private final JacobitePlayerFactory players;

    public JacobiteRuleset(JacobitePlayerFactory players) {
        super(ID, "The '45 (Cookson): card activation, random moves, d20 fire table, d6 melee, morale by bases",
                JacobiteParameters.all(), new JacobiteOdds(), JacobiteTemplate.class);
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    protected JacobiteTemplate template(Scenario scenario, Parameters parameters) {
        return new JacobiteTemplate(scenario, parameters);
    }

    @Override
    protected void checkPlayer(JacobiteTemplate template, int side) {
        players.create(template.player(side), side, template);
    }

    @Override
    protected Engine engine(JacobiteTemplate template) {
        return newJacobiteEngine(template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public JacobiteEngine newJacobiteEngine(JacobiteTemplate template) {
        return new JacobiteEngine(template, players);
    }

    @Override
    public org.muster.rules.Catalogue catalogue() {
        return JacobiteCatalogue.of(defaults());
    }
}
