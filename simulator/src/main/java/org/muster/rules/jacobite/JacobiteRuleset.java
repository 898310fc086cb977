package org.muster.rules.jacobite;

import java.util.List;
import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * The {@code jacobite45} rule set: Graham Cookson's rules for the 1745 rising, with card activation, random movement,
 * d20 fire against a fire table and d6 melee (shared/rules/jacobite45.md). Stateless apart from its player factory
 * and parameter defaults; thread-safe. Wire it with {@code new JacobiteRuleset(JacobiteTactics::create)}.
 */
public final class JacobiteRuleset implements Ruleset {
    public static final String ID = "jacobite45";
    private static final List<String> PLAYERS = List.of("random", "naive", "doctrine");

    private final JacobitePlayerFactory players;
    private final Parameters defaults = Parameters.of(ID, JacobiteParameters.all());
    private final JacobiteOdds odds = new JacobiteOdds();

    public JacobiteRuleset(JacobitePlayerFactory players) {
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "The '45 (Cookson): card activation, random moves, d20 fire table, d6 melee, morale by bases";
    }

    @Override
    public Parameters defaults() {
        return defaults;
    }

    @Override
    public List<String> players() {
        return PLAYERS;
    }

    /**
     * Compiles a scenario: the scenario's {@code rules:} overrides (which carry the command line's {@code --set}) are
     * applied on top of {@code parameters}, then units, terrain and victory are validated and the players are checked
     * by making them once.
     */
    @Override
    public JacobiteTemplate compile(Scenario scenario, Parameters parameters) {
        Parameters p = parameters.with(scenario.rules(), scenario.source().file(), scenario.source()::lineOf,
                "rules.");
        JacobiteTemplate t = new JacobiteTemplate(scenario, p);
        for (int side = 0; side < 2; side++) {
            players.create(t.player(side), side, t);
        }
        return t;
    }

    @Override
    public Engine newEngine(Template template) {
        return newJacobiteEngine((JacobiteTemplate) template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public JacobiteEngine newJacobiteEngine(JacobiteTemplate template) {
        return new JacobiteEngine(template, players);
    }

    @Override
    public Odds odds() {
        return odds;
    }
}
