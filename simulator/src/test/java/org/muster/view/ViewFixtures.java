package org.muster.view;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/** The drawing tests' scenarios (src/test/resources/view, copies of bundled ones) compiled, with engines. */
final class ViewFixtures {
    /** One fixture per rule set, in the order acw-skirmish, jacobite45, hardtack. */
    static final String[] PER_RULESET = {"acw.yaml", "jacobite.yaml", "hardtack.yaml"};

    private ViewFixtures() {
    }

    static Path file(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources", "view",
                name);
    }

    static Template template(String name) {
        Scenario s = ScenarioReader.read(file(name), Map.of());
        Ruleset r = ruleset(s);
        return r.compile(s, r.defaults().with(s.rules(), s.source().file(), s.source()::lineOf, "rules."));
    }

    static Ruleset ruleset(Scenario s) {
        return StandardRulesets.registry().get(s.ruleset(), s.source().file(), 0, "ruleset");
    }

    static Engine engine(Template t) {
        return ruleset(t.scenario()).newEngine(t);
    }

    /** The map of a fixture's start positions. */
    static BattleView startView(String name) {
        return BattleView.of(template(name), null);
    }
}
