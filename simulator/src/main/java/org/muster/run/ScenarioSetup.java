package org.muster.run;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BinaryOperator;

import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * Reads a scenario, applies the command line's overrides ({@code --set}, {@code --ai}) and compiles it under its
 * rule set. Every problem is a {@link ScenarioException} naming file, line, field and value.
 */
public final class ScenarioSetup {
    /** A scenario ready to play. */
    public record Loaded(Path file, Scenario scenario, Ruleset ruleset, Parameters parameters, Template template) {
    }

    private ScenarioSetup() {
    }

    public static Loaded load(Path file, Map<String, String> sets, Map<String, String> ais) {
        return load(file, sets, ais, Map.of());
    }

    /** As {@link #load(Path, Map, Map)}, with {@code --var} values for the scenario's declared variables. */
    public static Loaded load(Path file, Map<String, String> sets, Map<String, String> ais,
            Map<String, String> vars) {
        return load(file, sets, ais, vars, (side, value) -> "--ai " + side + "=" + value);
    }

    /**
     * As {@link #load(Path, Map, Map, Map)}; a player that {@code ais} sets and the rule set refuses (an unknown AI,
     * preset or search option) is bad input naming the command line's option, {@code option.apply(key, value)} of
     * its {@code ais} entry (e.g. {@code --ai 0=bogus}), not the scenario's field that the value replaced.
     */
    public static Loaded load(Path file, Map<String, String> sets, Map<String, String> ais,
            Map<String, String> vars, BinaryOperator<String> option) {
        Scenario scenario = ScenarioReader.read(file, vars == null ? Map.of() : vars);
        Map<String, String> given = ais == null ? Map.of() : ais;
        try {
            return compile(file, scenario, sets, given);
        } catch (ScenarioException e) {
            throw onCommandLine(e, scenario, given, option);
        }
    }

    private static Loaded compile(Path file, Scenario read, Map<String, String> sets, Map<String, String> ais) {
        Ruleset ruleset = StandardRulesets.registry().get(read.ruleset(), read.source().file(),
                read.source().lineOf("ruleset"), "ruleset");
        Scenario scenario = applyAi(read, ais);
        Parameters parameters = ruleset.defaults().with(scenario.rules(), scenario.source().file(),
                scenario.source()::lineOf, "rules.");
        if (sets != null && !sets.isEmpty()) {
            parameters = parameters.with(sets, "command line", f -> 0, "--set ");
            Map<String, String> all = new LinkedHashMap<>(scenario.rules());
            all.putAll(sets);
            scenario = scenario.withRules(all);
        }
        Template template = ruleset.compile(scenario, parameters);
        // Players are built with each worker's engine; build one here so an unknown AI or preset is bad input
        // reported before any battle, not a failure inside a worker.
        ruleset.newEngine(template);
        return new Loaded(file, scenario, ruleset, parameters, template);
    }

    /** {@code e} on the command line when it is about the AI or preset of a side whose player {@code ais} sets. */
    private static ScenarioException onCommandLine(ScenarioException e, Scenario scenario, Map<String, String> ais,
            BinaryOperator<String> option) {
        String field = e.field();
        if (field == null || !(field.endsWith(".player.ai") || field.endsWith(".player.preset"))) {
            return e;
        }
        for (Map.Entry<String, String> a : ais.entrySet()) {
            if (field.startsWith("sides[" + sideIndex(scenario, a.getKey()) + "].")) {
                return new ScenarioException("command line", 0, option.apply(a.getKey(), a.getValue()), e.problem());
            }
        }
        return e;
    }

    /**
     * {@code --ai SIDE=AI[:PRESET]}, SIDE being a side's name or its index (0 or 1), e.g. {@code --ai Union=naive}
     * or {@code --ai 1=doctrine:aggressive}. Without a preset the side keeps the scenario's. The scenario's
     * {@code weights:} tune the scenario's own player, so they are kept only when the AI and the preset are the
     * scenario's (as in {@code --ai Union=doctrine} on a doctrine side); another AI (which may have no weights) or
     * another preset starts from that player's defaults, but the scenario's doctrine preset for the side is kept
     * behind it ({@link PlayerSpec#sidePreset}): {@code --ai 0=search:budget=96} searches with that doctrine.
     */
    public static Scenario applyAi(Scenario scenario, Map<String, String> ais) {
        Scenario s = scenario;
        for (Map.Entry<String, String> e : ais.entrySet()) {
            int side = sideIndex(s, e.getKey());
            String value = e.getValue().trim();
            int colon = value.indexOf(':');
            String ai = (colon < 0 ? value : value.substring(0, colon)).toLowerCase(Locale.ROOT);
            PlayerSpec own = scenario.sides().get(side).player();
            String preset = colon < 0 ? own.preset() : value.substring(colon + 1);
            if (ai.isEmpty()) {
                throw new ScenarioException("--ai", 0, e.getKey(), "value '" + value + "' names no AI");
            }
            boolean same = ai.equalsIgnoreCase(own.ai()) && preset.equalsIgnoreCase(String.valueOf(own.preset()));
            // The doctrine preset the scenario gives the side stays behind the new player, as the default doctrine of
            // one whose preset names none (a search player's options).
            String sidePreset = own.ai() == null || own.ai().equalsIgnoreCase("doctrine") ? own.preset()
                    : own.sidePreset();
            s = s.withPlayer(side, new PlayerSpec(ai, preset, same ? own.weights() : Map.of(), sidePreset));
        }
        return s;
    }

    private static int sideIndex(Scenario s, String key) {
        for (int i = 0; i < s.sides().size(); i++) {
            if (s.sides().get(i).name().equalsIgnoreCase(key) || Integer.toString(i).equals(key)) {
                return i;
            }
        }
        throw new ScenarioException("--ai", 0, key, "no side named '" + key + "' in " + s.source().file()
                + " (sides: " + s.sides().get(0).name() + ", " + s.sides().get(1).name() + ", or 0, 1)");
    }
}
