package org.muster.rules.battle;

import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.muster.model.Scenario;
import org.muster.rules.BaseRuleset;
import org.muster.rules.Catalogue;
import org.muster.rules.Engine;
import org.muster.rules.Odds;
import org.muster.rules.Parameter;
import org.muster.rules.Parameters;

/**
 * A rule set assembled from its parts: the template's constructor, the player factory the registry wires in, the
 * engine's constructor and the catalogue of its parameter defaults. Each side's player is made once at compile time
 * (so an unknown AI or preset is rejected there, not in a worker), and each engine gets the same factory. This is
 * what every rule set class wrote out as the same four methods around its own names; a rule set now names its parts.
 *
 * @param <T> the rule set's compiled template
 * @param <F> its player factory
 * @param <E> its engine
 */
public abstract class WiredRuleset<T extends SharedTemplate, F extends PlayerFactory<T>, E extends Engine>
        extends BaseRuleset<T> {
    private final F players;
    private final BiFunction<Scenario, Parameters, T> template;
    private final BiFunction<T, F, E> engine;
    private final Function<Parameters, Catalogue> catalogue;

    /**
     * @param players   makes the sides' players (from the registry's wiring)
     * @param template  compiles a scenario under its final parameters
     * @param engine    a new engine over a template, with the players' factory
     * @param catalogue the unit types, qualities, weapons and terrain kinds, from the parameter defaults
     */
    protected WiredRuleset(String id, String description, List<Parameter> parameters, Odds odds,
            Class<T> templateType, F players, BiFunction<Scenario, Parameters, T> template, BiFunction<T, F, E> engine,
            Function<Parameters, Catalogue> catalogue) {
        super(id, description, parameters, odds, templateType);
        this.players = Objects.requireNonNull(players, "players");
        this.template = Objects.requireNonNull(template, "template");
        this.engine = Objects.requireNonNull(engine, "engine");
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
    }

    @Override
    protected final T template(Scenario scenario, Parameters parameters) {
        return template.apply(scenario, parameters);
    }

    @Override
    protected final void checkPlayer(T t, int side) {
        players.create(t.player(side), side, t);
    }

    @Override
    protected final Engine engine(T t) {
        return typedEngine(t);
    }

    /** A new engine of the rule set's own type, for tests and tools that want its queries. */
    protected final E typedEngine(T t) {
        return engine.apply(t, players);
    }

    @Override
    public final Catalogue catalogue() {
        return catalogue.apply(defaults());
    }
}
