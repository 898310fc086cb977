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
