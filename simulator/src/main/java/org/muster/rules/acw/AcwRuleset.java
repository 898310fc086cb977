package org.muster.rules.acw;

import org.muster.rules.battle.WiredRuleset;

/**
 * The {@code acw-skirmish} rule set: ACW company skirmish rules with increment cards and Simon's firing system
 * (shared/rules/acw-skirmish.md). Stateless apart from its player factory and parameter defaults; thread-safe.
 * Wire it with {@code new AcwRuleset(AcwTactics::create)}.
 */
public final class AcwRuleset extends WiredRuleset<AcwTemplate, AcwPlayerFactory, AcwEngine> {
    public static final String ID = "acw-skirmish";

    public AcwRuleset(AcwPlayerFactory players) {
        super(ID, "ACW company skirmish: 5-card increment decks, Simon's RF x I x N kill dice, charges and CQC",
                AcwParameters.all(), new AcwOdds(), AcwTemplate.class, players, AcwTemplate::new, AcwEngine::new,
                AcwCatalogue::of);
    }

    /** A typed engine, for tests and tools that want its queries. */
    public AcwEngine newAcwEngine(AcwTemplate template) {
        return typedEngine(template);
    }
}
