package org.muster.rules.battle;

import org.muster.model.PlayerSpec;

/**
 * Makes the player of one side of a rule set's battle. The rule set gets one from whoever wires the registry (the
 * {@code rules} packages may not import {@code tactics}), e.g. {@code new AcwRuleset(AcwTactics::create)}; each rule
 * set's own factory narrows the player's type. Called at compile time (to validate the scenario's players) and once
 * per side per engine; never on the hot path.
 *
 * @param <T> the rule set's compiled template
 */
@FunctionalInterface
public interface PlayerFactory<T> {
    /** A player for {@code side}; throws {@link org.muster.model.ScenarioException} for an unknown AI or preset. */
    Object create(PlayerSpec spec, int side, T template);
}
