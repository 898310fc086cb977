package org.muster.rules;

import java.util.List;

import org.muster.model.Scenario;

/** A rule set: its parameters, how it compiles a scenario, and the engines that play it. */
public interface Ruleset {
    /** e.g. {@code acw-skirmish}. */
    String id();

    /** One line. */
    String description();

    /** Every rule number, named and documented, at its default. */
    Parameters defaults();

    /** The players (AIs) this rule set offers, e.g. random, naive, doctrine. */
    List<String> players();

    /**
     * Compiles a scenario under these parameters, validating it against the rules. Throws
     * {@link org.muster.model.ScenarioException} naming file, line, field and value for anything the rules reject.
     */
    Template compile(Scenario scenario, Parameters parameters);

    /** A new engine (with its players) for one worker thread. */
    Engine newEngine(Template template);

    /** Exact odds of this rule set's single-action resolutions, for {@code muster odds}. */
    Odds odds();

    /** What a scenario may write: unit types, qualities, weapons, stances, terrain (for {@code rules --units}). */
    default Catalogue catalogue() {
        return new Catalogue(List.of(), java.util.Map.of(), java.util.Map.of(), java.util.Map.of(),
                Catalogue.terrain(defaults()));
    }
}
