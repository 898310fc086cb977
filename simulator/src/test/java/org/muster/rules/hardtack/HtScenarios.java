package org.muster.rules.hardtack;

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
import org.muster.tactics.hardtack.HardtackTactics;

/** Builds {@link Scenario} records for tests directly (no YAML reader on this branch). */
final class HtScenarios {
    static final HardtackRuleset RULESET = new HardtackRuleset(HardtackTactics::create);

    private final List<List<UnitSpec>> units = List.of(new ArrayList<>(), new ArrayList<>());
    private final PlayerSpec[] players = {PlayerSpec.DEFAULT, PlayerSpec.DEFAULT};
    private final List<TerrainSpec> terrain = new ArrayList<>();
    private final List<Objective> objectives = new ArrayList<>();
    private final Map<String, String> rules = new LinkedHashMap<>();
    private double width = 48;
    private double depth = 48;
    private int turns;
    private VictorySpec victory = VictorySpec.DEFAULT;

    static HtScenarios of() {
        return new HtScenarios();
    }

    /** Two identical regiments of 4 regular 10-figure companies in line, 30" apart, mirrored. */
    static HtScenarios meeting() {
        return of().unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 9), 0, "line", 10)
                .unit(1, "B", "infantry-company", 4, 10, "regular", "musket", new Point(9, 39), 180, "line", 10);
    }

    HtScenarios unit(int side, String name, String type, int count, int men, String quality, String weapon,
            Point at, double facing, String stance, double spacing) {
        List<UnitSpec> l = units.get(side);
        l.add(new UnitSpec(name, type, count, men, quality, weapon, at, facing, stance, spacing,
                "sides[" + side + "].units[" + l.size() + "]"));
        return this;
    }

    HtScenarios player(int side, String ai, String preset, Map<String, Double> weights) {
        players[side] = new PlayerSpec(ai, preset, weights);
        return this;
    }

    HtScenarios players(String ai) {
        player(0, ai, "balanced", Map.of());
        return player(1, ai, "balanced", Map.of());
    }

    HtScenarios area(String kind, double x, double y, double w, double d, int height, String cover) {
        terrain.add(new TerrainSpec(kind, List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d),
                new Point(x, y + d)), List.of(), height, cover, "terrain[" + terrain.size() + "]"));
        return this;
    }

    HtScenarios line(String kind, double x0, double y0, double x1, double y1) {
        terrain.add(new TerrainSpec(kind, List.of(), List.of(new Point(x0, y0), new Point(x1, y1)), 0, null,
                "terrain[" + terrain.size() + "]"));
        return this;
    }

    HtScenarios objective(String name, double x, double y, double radius, int points) {
        objectives.add(new Objective(name, new Point(x, y), radius, points, "objectives[" + objectives.size() + "]"));
        return this;
    }

    HtScenarios rule(String name, String value) {
        rules.put(name, value);
        return this;
    }

    HtScenarios turns(int t) {
        turns = t;
        return this;
    }

    HtScenarios table(double w, double d) {
        width = w;
        depth = d;
        return this;
    }

    HtScenarios victory(double breakAt, String tieBreak) {
        victory = new VictorySpec(breakAt, tieBreak);
        return this;
    }

    Scenario build() {
        List<SideSpec> sides = List.of(new SideSpec("Union", players[0], units.get(0)),
                new SideSpec("Confederate", players[1], units.get(1)));
        return new Scenario("hardtack", "test", "test scenario", width, depth, turns, terrain, objectives, sides,
                victory, rules, new SourceMap("test.yaml", Map.of()));
    }

    HardtackTemplate compile() {
        return RULESET.compile(build(), RULESET.defaults());
    }

    HardtackEngine engine() {
        return RULESET.newHardtackEngine(compile());
    }
}
