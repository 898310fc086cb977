package org.muster.model;

import java.util.List;
import java.util.Map;

/**
 * A scenario as the user wrote it: the rule set, the table, terrain, objectives, two sides and the victory settings,
 * plus parameter overrides. Validated for shape by the reader; the rule set validates what its rules know (unit types,
 * terrain kinds, positions) when it compiles the scenario.
 *
 * @param ruleset     rule set id, e.g. {@code acw-skirmish}
 * @param name        display name; also names the output folder
 * @param description free text
 * @param widthInches table width (x), inches
 * @param depthInches table depth (y), inches; side 0 deploys at the south (low y) edge by default
 * @param turns       turn limit in the rule set's own unit of time; 0 means the rule set's default
 * @param rules       parameter overrides by name, as written (parsed by the rule set's Parameters)
 * @param source      where the fields came from, for error messages
 * @param vars        the scenario's variables ({@code vars:}) with the values used (defaults or {@code --var}); the
 *                    reader has already substituted them, so no other field holds a {@code ${name}}
 * @param expect      the scenario's expectations ({@code expect:}), for {@code muster check}
 */
public record Scenario(
        String ruleset,
        String name,
        String description,
        double widthInches,
        double depthInches,
        int turns,
        List<TerrainSpec> terrain,
        List<Objective> objectives,
        List<SideSpec> sides,
        VictorySpec victory,
        Map<String, String> rules,
        SourceMap source,
        Map<String, String> vars,
        List<Expectation> expect) implements java.io.Serializable {

    public Scenario {
        terrain = List.copyOf(terrain);
        objectives = List.copyOf(objectives);
        sides = List.copyOf(sides);
        // Keep the overrides in the order written (Map.copyOf would not): they are applied and echoed in order.
        rules = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(rules));
        vars = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(vars));
        expect = List.copyOf(expect);
    }

    /** A scenario without variables or expectations (the shape before {@code vars:} and {@code expect:}). */
    public Scenario(String ruleset, String name, String description, double widthInches, double depthInches,
            int turns, List<TerrainSpec> terrain, List<Objective> objectives, List<SideSpec> sides,
            VictorySpec victory, Map<String, String> rules, SourceMap source) {
        this(ruleset, name, description, widthInches, depthInches, turns, terrain, objectives, sides, victory, rules,
                source, Map.of(), List.of());
    }

    /** A copy with one side's player replaced (the CLI's {@code --ai side=name}). */
    public Scenario withPlayer(int side, PlayerSpec player) {
        SideSpec[] copy = sides.toArray(new SideSpec[0]);
        SideSpec s = copy[side];
        copy[side] = new SideSpec(s.name(), player, s.units(), s.army());
        return new Scenario(ruleset, name, description, widthInches, depthInches, turns, terrain, objectives,
                List.of(copy), victory, rules, source, vars, expect);
    }

    /** A copy with more parameter overrides layered on top (the CLI's {@code --set}). */
    public Scenario withRules(Map<String, String> more) {
        Map<String, String> merged = new java.util.LinkedHashMap<>(rules);
        merged.putAll(more);
        return new Scenario(ruleset, name, description, widthInches, depthInches, turns, terrain, objectives,
                sides, victory, merged, source, vars, expect);
    }
}
