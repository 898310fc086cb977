package org.muster.rules.hardtack;

import java.util.List;
import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * The {@code hardtack} rule set: Stargrunt II's engine as Allan Goodall's Hardtack ACW plug-in modifies it
 * (shared/rules/hardtack.md). Stateless apart from its player factory and parameter defaults; thread-safe. Wire it
 * with {@code new HardtackRuleset(HardtackTactics::create)}.
 */
public final class HardtackRuleset implements Ruleset {
    public static final String ID = "hardtack";
    private static final List<String> PLAYERS = List.of("random", "naive", "doctrine");

    private final HardtackPlayerFactory players;
    private final Parameters defaults = Parameters.of(ID, HardtackParameters.all());
    private final HardtackOdds odds = new HardtackOdds();

    public HardtackRuleset(HardtackPlayerFactory players) {
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String description() {
        return "Hardtack: Stargrunt II ACW plug-in - quality dice, range bands, reload markers, confidence levels";
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
     * Compiles a scenario: the scenario's {@code rules:} overrides are applied on top of {@code parameters}, then
     * units, terrain and victory are validated and the players are checked by making them once.
     */
    @Override
    public HardtackTemplate compile(Scenario scenario, Parameters parameters) {
        Parameters p = parameters.with(scenario.rules(), scenario.source().file(), scenario.source()::lineOf,
                "rules.");
        HardtackTemplate t = new HardtackTemplate(scenario, p);
        for (int side = 0; side < 2; side++) {
            players.create(t.player(side), side, t);
        }
        return t;
    }

    @Override
    public Engine newEngine(Template template) {
        return newHardtackEngine((HardtackTemplate) template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public HardtackEngine newHardtackEngine(HardtackTemplate template) {
        return new HardtackEngine(template, players);
    }

    @Override
    public Odds odds() {
        return odds;
    }
}
