package org.muster.rules.acw;

import java.util.List;
import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * The {@code acw-skirmish} rule set: ACW company skirmish rules with increment cards and Simon's firing system
 * (shared/rules/acw-skirmish.md). Stateless apart from its player factory and parameter defaults; thread-safe.
 * Wire it with {@code new AcwRuleset(AcwTactics::create)}.
 */
public final class AcwRuleset implements Ruleset {
    public static final String ID = "acw-skirmish";
    private static final List<String> PLAYERS = List.of("random", "naive", "doctrine");

    private final AcwPlayerFactory players;
    private final Parameters defaults = Parameters.of(ID, AcwParameters.all());
    private final AcwOdds odds = new AcwOdds();

    public AcwRuleset(AcwPlayerFactory players) {
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "ACW company skirmish: 5-card increment decks, Simon's RF x I x N kill dice, charges and CQC";
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
     * Compiles a scenario: the scenario's {@code rules:} overrides (which carry the command line's {@code --set},
     * see {@link Scenario#withRules}) are applied on top of {@code parameters}, then units, terrain and victory are
     * validated and the players are checked by making them once.
     */
    @Override
    public AcwTemplate compile(Scenario scenario, Parameters parameters) {
        Parameters p = parameters.with(scenario.rules(), scenario.source().file(), scenario.source()::lineOf,
                "rules.");
        AcwTemplate t = new AcwTemplate(scenario, p);
        for (int side = 0; side < 2; side++) {
            players.create(t.player(side), side, t);
        }
        return t;
    }

    @Override
    public Engine newEngine(Template template) {
        return newAcwEngine((AcwTemplate) template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public AcwEngine newAcwEngine(AcwTemplate template) {
        return new AcwEngine(template, players);
    }

    @Override
    public Odds odds() {
        return odds;
    }
}
