package org.muster.rules.acw;

import org.muster.model.PlayerSpec;
import org.muster.rules.battle.PlayerFactory;

/**
 * Makes the player of one side. The rule set gets one from whoever wires the registry (the {@code rules} packages may
 * not import {@code tactics}): {@code new AcwRuleset(AcwTactics::create)}. Called at compile time (to validate the
 * scenario's players) and once per side per engine; never on the hot path.
 */
@FunctionalInterface
public interface AcwPlayerFactory extends PlayerFactory<AcwTemplate> {
    /** A player for {@code side}; throws {@link org.muster.model.ScenarioException} for an unknown AI or preset. */
    @Override
    AcwPlayer create(PlayerSpec spec, int side, AcwTemplate template);
}
