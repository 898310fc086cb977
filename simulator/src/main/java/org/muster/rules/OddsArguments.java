package org.muster.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;

/**
 * The {@code key=value} arguments of an {@link Odds} action, read the one way the rule sets share: keys trimmed and
 * lower-cased, values trimmed, a bad argument or value one {@link ScenarioException} naming it. Static and stateless.
 */
public final class OddsArguments {
    private OddsArguments() {
    }

    /** The arguments by key, in the order given; an argument without {@code =} (or with an empty key) is an error. */
    public static Map<String, String> parse(List<String> arguments) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String s : arguments) {
            int eq = s.indexOf('=');
            if (eq <= 0) {
                throw new ScenarioException("odds", 0, s, "argument '" + s + "' is not key=value");
            }
            m.put(s.substring(0, eq).trim().toLowerCase(Locale.ROOT), s.substring(eq + 1).trim());
        }
        return m;
    }

    /**
     * The whole number given for {@code key} in [min, max], or {@code dflt} when it is not given; out of the range it
     * is one error naming the key, the value and the range.
     */
    public static int intArg(Map<String, String> a, String key, int dflt, int min, int max) {
        return (int) number(a, key, dflt, min, max, true);
    }

    /** The number given for {@code key} in [min, max], or {@code dflt} when it is not given (as {@link #intArg}). */
    public static double realArg(Map<String, String> a, String key, double dflt, double min, double max) {
        return number(a, key, dflt, min, max, false);
    }

    private static double number(Map<String, String> a, String key, double dflt, double min, double max,
            boolean whole) {
        String v = a.get(key);
        if (v == null) {
            return dflt;
        }
        final double x;
        try {
            x = whole ? Integer.parseInt(v.trim()) : Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new ScenarioException("odds", 0, key, "value '" + v + "' is not a " + (whole ? "whole " : "")
                    + "number");
        }
        if (!(x >= min && x <= max)) {
            throw new ScenarioException("odds", 0, key, "value '" + v + "' is out of range ["
                    + (whole ? (int) min + ", " + (int) max : min + ", " + max) + "]");
        }
        return x;
    }

    /** The whole number given for {@code key}, or {@code dflt} when it is not given. */
    public static int intArg(Map<String, String> a, String key, int dflt) {
        String v = a.get(key);
        if (v == null) {
            return dflt;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new ScenarioException("odds", 0, key, "value '" + v + "' is not a whole number");
        }
    }
}
