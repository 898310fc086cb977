package org.muster.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;
import org.muster.model.Suggestions;

/**
 * A rule set's named rule values, with the current value of each. Immutable: {@link #with} returns a copy with
 * overrides applied. Read at compile time only (a rule set copies what it needs into its template's fields and
 * arrays); never on the hot path.
 */
public final class Parameters implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private final String ruleset;
    private final Map<String, Parameter> definitions;
    private final double[] values;
    private final Map<String, Integer> index;

    private Parameters(String ruleset, Map<String, Parameter> definitions, double[] values) {
        this.ruleset = ruleset;
        this.definitions = definitions;
        this.values = values;
        Map<String, Integer> idx = new LinkedHashMap<>();
        int i = 0;
        for (String name : definitions.keySet()) {
            idx.put(name, i++);
        }
        this.index = idx;
    }

    /** The defaults of a rule set from its parameter list (names must be unique). */
    public static Parameters of(String ruleset, List<Parameter> list) {
        Map<String, Parameter> defs = new LinkedHashMap<>();
        double[] values = new double[list.size()];
        int i = 0;
        for (Parameter p : list) {
            if (defs.put(p.name(), p) != null) {
                throw new IllegalArgumentException("duplicate parameter " + p.name());
            }
            values[i++] = p.defaultValue();
        }
        return new Parameters(ruleset, Collections.unmodifiableMap(defs), values);
    }

    /**
     * A copy with overrides (name to value as written). Unknown names, values that do not parse, values out of
     * bounds and unknown switch readings are bad input; {@code file} and {@code fieldPrefix} name where they came from.
     */
    public Parameters with(Map<String, String> overrides, String file, java.util.function.ToIntFunction<String> lineOf,
            String fieldPrefix) {
        double[] copy = values.clone();
        for (Map.Entry<String, String> e : overrides.entrySet()) {
            String name = e.getKey();
            String field = fieldPrefix + name;
            int line = lineOf.applyAsInt(field);
            Integer i = index.get(name);
            if (i == null) {
                throw new ScenarioException(file, line, field, "unknown parameter '" + name + "' for rule set "
                        + ruleset + suggestion(name) + " (list them with: muster rules " + ruleset + ")");
            }
            copy[i] = parse(definitions.get(name), e.getValue(), file, line, field);
        }
        return new Parameters(ruleset, definitions, copy);
    }

    /** Overrides without a source line (the command line's {@code --set}). */
    public Parameters with(Map<String, String> overrides, String source) {
        return with(overrides, source, f -> 0, "");
    }

    private static double parse(Parameter p, String text, String file, int line, String field) {
        String t = text == null ? "" : text.trim();
        if (p.isChoice()) {
            int c = p.choices().indexOf(t.toLowerCase(Locale.ROOT));
            if (c < 0) {
                throw new ScenarioException(file, line, field, "value '" + t + "' is not one of " + p.choices());
            }
            return c;
        }
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException ex) {
            throw new ScenarioException(file, line, field, "value '" + t + "' is not a number");
        }
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            throw new ScenarioException(file, line, field, "value '" + t + "' is not a finite number");
        }
        if (p.integer() && v != Math.rint(v)) {
            throw new ScenarioException(file, line, field, "value '" + t + "' must be a whole number");
        }
        if (v < p.min() || v > p.max()) {
            throw new ScenarioException(file, line, field, "value '" + t + "' is out of range ["
                    + p.format(p.min()) + ", " + p.format(p.max()) + "]");
        }
        return v;
    }

    private String suggestion(String name) {
        return Suggestions.didYouMean(name, definitions.keySet());
    }

    public String ruleset() {
        return ruleset;
    }

    public double get(String name) {
        Integer i = index.get(name);
        if (i == null) {
            throw new IllegalArgumentException("no parameter " + name + " in " + ruleset);
        }
        return values[i];
    }

    public int getInt(String name) {
        return (int) get(name);
    }

    /** The reading chosen for a switch. */
    public String choice(String name) {
        return definitions.get(name).choices().get(getInt(name));
    }

    public boolean isChoice(String name, String reading) {
        return choice(name).equals(reading);
    }

    public List<Parameter> definitions() {
        return new ArrayList<>(definitions.values());
    }

    /** The value of a parameter written the way a user writes it. */
    public String formatted(String name) {
        return definitions.get(name).format(get(name));
    }

    /** Names whose value differs from the default, with the value as written, in definition order. */
    public Map<String, String> changed() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> e : index.entrySet()) {
            Parameter p = definitions.get(e.getKey());
            if (values[e.getValue()] != p.defaultValue()) {
                out.put(e.getKey(), p.format(values[e.getValue()]));
            }
        }
        return out;
    }
}
