package org.muster.bench.engine;

import java.nio.file.Path;
import java.nio.file.Paths;

import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * A bundled scenario compiled for a benchmark, both sides played by one AI (their presets kept). Scenarios are read
 * from {@code scenarios/} or the folder the system property {@code muster.scenarios} names.
 */
record BenchScenario(Ruleset ruleset, Template template) {
    /** @param name e.g. {@code jacobite45/culloden}; @param player e.g. {@code doctrine} */
    static BenchScenario compile(String name, String player) {
        Path file = Paths.get(System.getProperty("muster.scenarios", "scenarios"), name + ".yaml");
        Scenario s = ScenarioReader.read(file);
        for (int side = 0; side < 2; side++) {
            PlayerSpec p = s.sides().get(side).player();
            s = s.withPlayer(side, new PlayerSpec(player, p.preset(), p.weights()));
        }
        Ruleset ruleset = StandardRulesets.registry().get(s.ruleset(), file.toString(), 0, "ruleset");
        return new BenchScenario(ruleset, ruleset.compile(s, ruleset.defaults().with(s.rules(), file.toString())));
    }
}
