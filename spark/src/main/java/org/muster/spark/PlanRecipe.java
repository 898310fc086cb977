package org.muster.spark;

import java.io.Serializable;

import org.muster.batch.RunPlan;
import org.muster.batch.StandardRulesets;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;

/**
 * What an executor needs to rebuild a {@link RunPlan}: the rule set's id, the scenario and parameters the driver
 * compiled (with every {@code --set}, {@code --ai} and {@code --var} already applied), the seed, the battle count and
 * the chunk size. A plan's template and engines are not serializable (they hold primitive arrays laid out for the hot
 * loop, and players made by factories); compiling the same scenario under the same parameters gives the same template,
 * so an executor's battles are the driver's battles.
 */
record PlanRecipe(String ruleset, Scenario scenario, Parameters parameters, long seed, long battles, int chunkSize)
        implements Serializable {

    /** The recipe of {@code plan}; its rule set must be one of {@link StandardRulesets}. */
    static PlanRecipe of(RunPlan plan) {
        Ruleset known = StandardRulesets.registry().get(plan.ruleset().id(), "muster-spark", 0, "ruleset");
        if (known != plan.ruleset() && known.getClass() != plan.ruleset().getClass()) {
            throw new IllegalArgumentException("rule set " + plan.ruleset().id() + " is not the standard one");
        }
        return new PlanRecipe(plan.ruleset().id(), plan.template().scenario(), plan.template().parameters(),
                plan.seed(), plan.battles(), plan.chunkSize());
    }

    /** The plan compiled again, on this JVM; one thread, since results never depend on it. */
    RunPlan compile() {
        Ruleset r = StandardRulesets.registry().get(ruleset, "muster-spark", 0, "ruleset");
        return new RunPlan(r, r.compile(scenario, parameters), seed, battles, 1, chunkSize);
    }
}
