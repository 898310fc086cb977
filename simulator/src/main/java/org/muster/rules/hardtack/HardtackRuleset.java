package org.muster.rules.hardtack;

import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.BaseRuleset;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;

/**
 * The {@code hardtack} rule set: Stargrunt II's engine as Allan Goodall's Hardtack ACW plug-in modifies it
 * (shared/rules/hardtack.md). Stateless apart from its player factory and parameter defaults; thread-safe. Wire it
 * with {@code new HardtackRuleset(HardtackTactics::create)}.
 */
public final class HardtackRuleset extends BaseRuleset<HardtackTemplate> {
    public static final String ID = "hardtack";

    private final HardtackPlayerFactory players;

    public HardtackRuleset(HardtackPlayerFactory players) {
        super(ID, "Hardtack: Stargrunt II ACW plug-in - quality dice, range bands, reload markers, confidence levels",
                HardtackParameters.all(), new HardtackOdds(), HardtackTemplate.class);
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    protected HardtackTemplate template(Scenario scenario, Parameters parameters) {
        return new HardtackTemplate(scenario, parameters);
    }

    @Override
    protected void checkPlayer(HardtackTemplate template, int side) {
        players.create(template.player(side), side, template);
    }

    /** Companies in regiments in brigades: the {@code regiment:} and {@code brigade:} keys of unit lines. */
    @Override
    protected boolean groupsUnits() {
        return true;
    }

    @Override
    protected Engine engine(HardtackTemplate template) {
        return newHardtackEngine(template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public HardtackEngine newHardtackEngine(HardtackTemplate template) {
        return new HardtackEngine(template, players);
    }

    @Override
    public org.muster.rules.Catalogue catalogue() {
        return HardtackCatalogue.of(defaults());
    }
}
