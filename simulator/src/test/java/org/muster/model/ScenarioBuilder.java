package org.muster.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds {@link Scenario} records for tests directly, without YAML: the part every rule set's test builder shares.
 * A subclass names its rule set, sides and table, and adds its own {@code unit(...)} shorthand.
 *
 * @param <B> the subclass, so chained calls keep its type
 */
public abstract class ScenarioBuilder<B extends ScenarioBuilder<B>> {
    private final String ruleset;
    private final String[] sideNames;
    private final List<List<UnitSpec>> units = List.of(new ArrayList<>(), new ArrayList<>());
    private final PlayerSpec[] players = {PlayerSpec.DEFAULT, PlayerSpec.DEFAULT};
    private final List<TerrainSpec> terrain = new ArrayList<>();
    private final List<Objective> objectives = new ArrayList<>();
    private final Map<String, String> rules = new LinkedHashMap<>();
    private double width;
    private double depth;
    private int turns;
    private VictorySpec victory = VictorySpec.DEFAULT;

    protected ScenarioBuilder(String ruleset, String side0, String side1, double width, double depth) {
        this.ruleset = ruleset;
        this.sideNames = new String[] {side0, side1};
        this.width = width;
        this.depth = depth;
    }

    @SuppressWarnings("unchecked")
    private B self() {
        return (B) this;
    }

    /** Adds a unit line to a side, with the field path the YAML reader would give it. */
    protected B addUnit(int side, String name, String type, int count, int men, String quality, String weapon,
            Point at, double facing, String stance, double spacing) {
        List<UnitSpec> l = units.get(side);
        l.add(new UnitSpec(name, type, count, men, quality, weapon, at, facing, stance, spacing,
                "sides[" + side + "].units[" + l.size() + "]"));
        return self();
    }

    /** Puts the side's last unit line in a regiment and a brigade (either may be null), as those YAML keys would. */
    public B grouped(int side, String regiment, String brigade) {
        List<UnitSpec> l = units.get(side);
        UnitSpec u = l.get(l.size() - 1);
        l.set(l.size() - 1, new UnitSpec(u.name(), u.type(), u.count(), u.figures(), u.quality(), u.weapon(), u.at(),
                u.facingDegrees(), u.stance(), u.spacingInches(), u.field(), u.attach(), regiment, brigade));
        return self();
    }

    /** Adds a unit line attached to the unit named {@code attach} of its side, with no place, stance or quality. */
    public B attached(int side, String name, String type, int men, String attach) {
        List<UnitSpec> l = units.get(side);
        l.add(new UnitSpec(name, type, 1, men, null, null, null, side == 0 ? 0 : 180, null, 0,
                "sides[" + side + "].units[" + l.size() + "]", attach));
        return self();
    }

    public B player(int side, String ai, String preset, Map<String, Double> weights) {
        players[side] = new PlayerSpec(ai, preset, weights);
        return self();
    }

    /** Both sides played by {@code ai} with its balanced preset. */
    public B players(String ai) {
        player(0, ai, "balanced", Map.of());
        return player(1, ai, "balanced", Map.of());
    }

    /** A rectangle of area terrain w x d from (x, y). */
    public B area(String kind, double x, double y, double w, double d, int height, String cover) {
        terrain.add(new TerrainSpec(kind, List.of(new Point(x, y), new Point(x + w, y), new Point(x + w, y + d),
                new Point(x, y + d)), List.of(), height, cover, "terrain[" + terrain.size() + "]"));
        return self();
    }

    public B line(String kind, double x0, double y0, double x1, double y1) {
        terrain.add(new TerrainSpec(kind, List.of(), List.of(new Point(x0, y0), new Point(x1, y1)), 0, null,
                "terrain[" + terrain.size() + "]"));
        return self();
    }

    public B objective(String name, double x, double y, double radius, int points) {
        objectives.add(new Objective(name, new Point(x, y), radius, points, "objectives[" + objectives.size() + "]"));
        return self();
    }

    public B rule(String name, String value) {
        rules.put(name, value);
        return self();
    }

    public B turns(int t) {
        turns = t;
        return self();
    }

    public B table(double w, double d) {
        width = w;
        depth = d;
        return self();
    }

    public B victory(double breakAt, String tieBreak) {
        victory = new VictorySpec(breakAt, tieBreak);
        return self();
    }

    public Scenario build() {
        List<SideSpec> sides = List.of(new SideSpec(sideNames[0], players[0], units.get(0)),
                new SideSpec(sideNames[1], players[1], units.get(1)));
        return new Scenario(ruleset, "test", "test scenario", width, depth, turns, terrain, objectives, sides,
                victory, rules, new SourceMap("test.yaml", Map.of()));
    }
}
