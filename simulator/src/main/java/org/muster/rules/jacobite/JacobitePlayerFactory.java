package org.muster.rules.jacobite;

import org.muster.model.PlayerSpec;
import org.muster.rules.battle.PlayerFactory;

/**
 * Makes the player of one side. The rule set gets one from whoever wires the registry (the {@code rules} packages may
 * not import {@code tactics}): {@code new JacobiteRuleset(JacobiteTactics::create)}. Called at compile time (to
 * validate the scenario's players) and once per side per engine; never on the hot path.
 */
@FunctionalInterface
public interface JacobitePlayerFactory extends PlayerFactory<JacobiteTemplate> {
    /** A player for {@code side}; throws {@link org.muster.model.ScenarioException} for an unknown AI or preset. */
    @Override
    JacobitePlayer create(PlayerSpec spec, int side, JacobiteTemplate template);
}
