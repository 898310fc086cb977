package org.muster.rules.hardtack;

import org.muster.model.PlayerSpec;
import org.muster.rules.battle.PlayerFactory;

/**
 * Makes the player of one side. The rule set gets one from whoever wires the registry (the {@code rules} packages may
 * not import {@code tactics}): {@code new HardtackRuleset(HardtackTactics::create)}. Called at compile time and once
 * per side per engine; never on the hot path.
 */
@FunctionalInterface
public interface HardtackPlayerFactory extends PlayerFactory<HardtackTemplate> {
    /** A player for {@code side}; throws {@link org.muster.model.ScenarioException} for an unknown AI or preset. */
    @Override
    HardtackPlayer create(PlayerSpec spec, int side, HardtackTemplate template);
}
