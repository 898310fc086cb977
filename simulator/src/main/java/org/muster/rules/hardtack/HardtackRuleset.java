package org.muster.rules.hardtack;

import org.muster.rules.battle.WiredRuleset;

/**
 * The {@code hardtack} rule set: Stargrunt II's engine as Allan Goodall's Hardtack ACW plug-in modifies it
 * (shared/rules/hardtack.md). Stateless apart from its player factory and parameter defaults; thread-safe. Wire it
 * with {@code new HardtackRuleset(HardtackTactics::create)}.
 */
public final class HardtackRuleset
        extends WiredRuleset<HardtackTemplate, HardtackPlayerFactory, HardtackEngine> {
    public static final String ID = "hardtack";

    public HardtackRuleset(HardtackPlayerFactory players) {
        super(ID, "Hardtack: Stargrunt II ACW plug-in - quality dice, range bands, reload markers, confidence levels",
                HardtackParameters.all(), new HardtackOdds(), HardtackTemplate.class, players, HardtackTemplate::new,
                HardtackEngine::new, HardtackCatalogue::of);
    }

    /** Companies in regiments in brigades: the {@code regiment:} and {@code brigade:} keys of unit lines. */
    @Override
    protected boolean groupsUnits() {
        return true;
    }

    /** A typed engine, for tests and tools that want its queries. */
    public HardtackEngine newHardtackEngine(HardtackTemplate template) {
        return typedEngine(template);
    }
}
