package org.muster.rules;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;

/**
 * Exact distributions of a rule set's single-action resolutions, computed by enumeration or convolution, never by
 * sampling. {@code muster odds RULESET ACTION key=value ...} prints them.
 */
public interface Odds {
    /** The actions offered, each with a one-line usage, e.g. {@code fire cp=190 modifier=0}. */
    Map<String, String> actions();

    /**
     * Prints the distribution of {@code action} for the given arguments (key=value). Throws
     * {@link org.muster.model.ScenarioException} for an unknown action or argument.
     */
    void print(String action, List<String> arguments, Parameters parameters, PrintWriter out);
}
