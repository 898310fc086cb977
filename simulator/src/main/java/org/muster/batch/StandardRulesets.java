package org.muster.batch;

import org.muster.rules.RulesetRegistry;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.hardtack.HardtackRuleset;
import org.muster.rules.jacobite.JacobiteRuleset;
import org.muster.tactics.acw.AcwTactics;
import org.muster.tactics.hardtack.HardtackTactics;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * The rule sets muster ships, each paired with its players. This is where a rule set (package {@code rules.X}) meets
 * its AI (package {@code tactics.X}): the rules may not import the tactics, so the pairing is made here, one layer up.
 * A new rule set is "done" when it is registered here; the contract tests then cover it with no new test code.
 */
public final class StandardRulesets {
    private static final RulesetRegistry REGISTRY = new RulesetRegistry()
            .register(new AcwRuleset(AcwTactics::create))
            .register(new JacobiteRuleset(JacobiteTactics::create))
            .register(new HardtackRuleset(HardtackTactics::create));

    private StandardRulesets() {
    }

    public static RulesetRegistry registry() {
        return REGISTRY;
    }
}
