package org.muster.rules.jacobite;

import java.util.Map;

import org.muster.model.Point;
import org.muster.model.ScenarioBuilder;
import org.muster.tactics.jacobite.JacobiteTactics;

/**
 * Builds jacobite45 {@link org.muster.model.Scenario} records for tests directly, without YAML. Side 0 is the
 * Government.
 */
final class JacobiteScenarios extends ScenarioBuilder<JacobiteScenarios> {
    static final JacobiteRuleset RULESET = new JacobiteRuleset(JacobiteTactics::create);

    private JacobiteScenarios() {
        super("jacobite45", "Government", "Jacobite", 72, 48);
    }

    static JacobiteScenarios of() {
        return new JacobiteScenarios();
    }

    /** The mirrored armies of scenarios/jacobite45/mirror.yaml: identical under the rules (no clan shock). */
    static JacobiteScenarios mirror() {
        JacobiteScenarios b = of().rule("morale.clan-shock", "0");
        for (int sd = 0; sd < 2; sd++) {
            double y = sd == 0 ? 12 : 36;
            double f = sd == 0 ? 0 : 180;
            b.unit(sd, "Foot", "regular-foot", 2, 16, null, null, new Point(24, y), f, 14)
                    .unit(sd, "General", "personality", 1, 1, null, null, null, f, 0)
                    .unit(sd, "Clan", "highland-foot", 1, 24, null, null, new Point(52, y), f, 0)
                    .unit(sd, "Horse", "horse", 1, 6, null, null, new Point(64, sd == 0 ? 10 : 38), f, 0);
        }
        return b;
    }

    /** A unit line: jacobite45 units have no weapon field; {@code stance} is a formation or stance name. */
    JacobiteScenarios unit(int side, String name, String type, int count, int men, String quality, String stance,
            Point at, double facing, double spacing) {
        return addUnit(side, name, type, count, men, quality, null, at, facing, stance, spacing);
    }

    JacobiteScenarios player(int side, String ai, String preset) {
        return player(side, ai, preset, Map.of());
    }

    /** Area terrain without a cover override. */
    JacobiteScenarios area(String kind, double x, double y, double w, double d, int height) {
        return area(kind, x, y, w, d, height, null);
    }

    JacobiteTemplate compile() {
        return RULESET.compile(build(), RULESET.defaults());
    }

    JacobiteEngine engine() {
        return RULESET.newJacobiteEngine(compile());
    }
}
