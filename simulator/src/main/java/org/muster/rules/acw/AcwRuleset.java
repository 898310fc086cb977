package org.muster.rules.acw;

import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.rules.BaseRuleset;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;

/**
 * The {@code acw-skirmish} rule set: ACW company skirmish rules with increment cards and Simon's firing system
 * (shared/rules/acw-skirmish.md). Stateless apart from its player factory and parameter defaults; thread-safe.
 * Wire it with {@code new AcwRuleset(AcwTactics::create)}.
 */
public final class AcwRuleset extends BaseRuleset<AcwTemplate> {
    public static final String ID = "acw-skirmish";

    private final AcwPlayerFactory players;

    public AcwRuleset(AcwPlayerFactory players) {
        super(ID, "ACW company skirmish: 5-card increment decks, Simon's RF x I x N kill dice, charges and CQC",
                AcwParameters.all(), new AcwOdds(), AcwTemplate.class);
        this.players = Objects.requireNonNull(players, "players");
    }

    @Override
    protected AcwTemplate template(Scenario scenario, Parameters parameters) {
        return new AcwTemplate(scenario, parameters);
    }

    @Override
    protected void checkPlayer(AcwTemplate template, int side) {
        players.create(template.player(side), side, template);
    }

    @Override
    protected Engine engine(AcwTemplate template) {
        return newAcwEngine(template);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public AcwEngine newAcwEngine(AcwTemplate template) {
        return new AcwEngine(template, players);
    }

    @Override
    public org.muster.rules.Catalogue catalogue() {
        return AcwCatalogue.of(defaults());
    }
}
