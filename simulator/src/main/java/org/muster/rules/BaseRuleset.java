package org.muster.rules;

import java.util.List;
import java.util.Objects;

import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;

/**
 * What every rule set shares: its identity, its parameter defaults, its players and odds, and the order of
 * compiling (the scenario's {@code rules:} overrides, which carry the command line's {@code --set}, on top of the
 * given parameters; then the rule set's own validation; then each side's player made once, so an unknown AI or
 * preset is rejected at compile time, not in a worker). Subclasses say how to build their template, check their
 * players and make their engine. Stateless apart from the defaults and odds; thread-safe.
 *
 * @param <T> the rule set's compiled template
 */
public abstract class BaseRuleset<T extends Template> implements Ruleset {
    // Every rule set offers these four (tactics/<ruleset>); search is the look-ahead player of issue 21.
    private static final List<String> PLAYERS = List.of("random", "naive", "doctrine", "search");

    private final String id;
    private final String description;
    private final Parameters defaults;
    private final Odds odds;
    private final Class<T> templateType;

    protected BaseRuleset(String id, String description, List<Parameter> parameters, Odds odds,
            Class<T> templateType) {
        this.id = Objects.requireNonNull(id, "id");
        this.description = Objects.requireNonNull(description, "description");
        this.defaults = Parameters.of(id, parameters);
        this.odds = Objects.requireNonNull(odds, "odds");
        this.templateType = Objects.requireNonNull(templateType, "templateType");
    }

    /** Builds and validates the template of a scenario under its final parameters. */
    protected abstract T template(Scenario scenario, Parameters parameters);

    /** Makes the player of {@code side} once, to reject an unknown AI or preset at compile time. */
    protected abstract void checkPlayer(T template, int side);

    /** A new engine with its players, for one worker. */
    protected abstract Engine engine(T template);

    /**
     * Whether this rule set reads the units' {@code regiment:}, {@code brigade:} and {@code attach:} keys; if not (the
     * default), a scenario that gives them is refused rather than silently played without them.
     */
    protected boolean groupsUnits() {
        return false;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String description() {
        return description;
    }

    @Override
    public final Parameters defaults() {
        return defaults;
    }

    @Override
    public final List<String> players() {
        return PLAYERS;
    }

    @Override
    public final T compile(Scenario scenario, Parameters parameters) {
        Parameters p = parameters.with(scenario.rules(), scenario.source().file(), scenario.source()::lineOf,
                "rules.");
        if (!groupsUnits()) {
            rejectGrouping(scenario);
        }
        T t = template(scenario, p);
        for (int side = 0; side < 2; side++) {
            checkPlayer(t, side);
        }
        return t;
    }

    private void rejectGrouping(Scenario scenario) {
        for (SideSpec side : scenario.sides()) {
            for (UnitSpec u : side.units()) {
                String key = u.regiment() != null ? "regiment" : u.brigade() != null ? "brigade"
                        : u.attach() != null ? "attach" : null;
                if (key != null) {
                    String value = u.regiment() != null ? u.regiment() : u.brigade() != null ? u.brigade() : u.attach();
                    throw ScenarioException.at(scenario.source(), u.field() + "." + key, "the " + id
                            + " rule set does not group or attach units (regiments, brigades, attached weapons); "
                            + "remove '" + key + ": " + value + "'");
                }
            }
        }
    }

    @Override
    public final Engine newEngine(Template template) {
        return engine(templateType.cast(template));
    }

    @Override
    public final Odds odds() {
        return odds;
    }
}
