package org.muster.rules.jacobite;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.muster.model.Objective;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.SideSpec;
import org.muster.model.SourceMap;
import org.muster.model.TerrainSpec;
import org.muster.model.UnitSpec;
import org.muster.model.VictorySpec;
import org.muster.tactics.jacobite.JacobiteTactics;

/** Builds jacobite45 {@link Scenario} records for tests directly, without YAML. Side 0 is the Government. */
final class JacobiteScenarios {
    static final JacobiteRuleset RULESET = new JacobiteRuleset(JacobiteTactics::create);

    private final List<List<UnitSpec>> units = List.of(new ArrayList<>(), new ArrayList<>());
    private final PlayerSpec[] players = {PlayerSpec.DEFAULT, PlayerSpec.DEFAULT};
    private final List<TerrainSpec> terrain = new ArrayList<>();
    private final List<Objective> objectives = new ArrayList<>();
    private final Map<String, String> rules = new LinkedHashMap<>();
    private double width = 72;
    private double depth = 48;
    private int turns;
    private VictorySpec victory = VictorySpec.DEFAULT;

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

    JacobiteScenarios unit(int side, String name, String type, int count, int men, String quality, String stance,
            Point at, double facing, double spacing) {
        List<UnitSpec> l = units.get(side);
        l.add(new UnitSpec(name, type, count, men, quality, null, at, facing, stance, spacing,
                "sides[" + side + "].units[" + l.size() + "]"));
        return this;
    }

    JacobiteScenarios player(int side, String ai, String preset) {
        players[side] = new PlayerSpec(ai, preset, Map.of());
        return this;
    }

    JacobiteScenarios players(String ai) {
        player(0, ai, "balanced");
        return player(1, ai, "balanced");
    }

    JacobiteScenarios area(String kind, double x, double y, double w, double d, int height) {
        terrain.add(new TerrainSpec(kind, List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d),
                new Point(x, y + d)), List.of(), height, null, "terrain[" + terrain.size() + "]"));
        return this;
    }

    JacobiteScenarios line(String kind, double x0, double y0, double x1, double y1) {
        terrain.add(new TerrainSpec(kind, List.of(), List.of(new Point(x0, y0), new Point(x1, y1)), 0, null,
                "terrain[" + terrain.size() + "]"));
        return this;
    }

    JacobiteScenarios objective(String name, double x, double y, double radius, int points) {
        objectives.add(new Objective(name, new Point(x, y), radius, points, "objectives[" + objectives.size() + "]"));
        return this;
    }

    JacobiteScenarios rule(String name, String value) {
        rules.put(name, value);
        return this;
    }

    JacobiteScenarios turns(int t) {
        turns = t;
        return this;
    }

    Scenario build() {
        List<SideSpec> sides = List.of(new SideSpec("Government", players[0], units.get(0)),
                new SideSpec("Jacobite", players[1], units.get(1)));
        return new Scenario("jacobite45", "test", "test scenario", width, depth, turns, terrain, objectives, sides,
                victory, rules, new SourceMap("test.yaml", Map.of()));
    }

    JacobiteTemplate compile() {
        return RULESET.compile(build(), RULESET.defaults());
    }

    JacobiteEngine engine() {
        return RULESET.newJacobiteEngine(compile());
    }
}
