package org.muster.rules.battle;

import org.muster.engine.Dice;
import org.muster.rules.Engine;

/**
 * What every rule set's engine holds the same way: the compiled template it plays and the one state it plays over,
 * with the state's rule dice (DICE stream, counted for {@link #diceRolled}) and players' dice (TACTICS stream).
 * Written once here, so an engine holds only its rules' wiring; the accessors are final and allocation-free.
 *
 * @param <T> the rule set's template
 * @param <S> the rule set's state
 */
public abstract class EngineBase<T, S extends StateBase> implements Engine {
    /** The template played and the state played over; neither is ever replaced. */
    protected final T t;
    protected final S s;

    protected EngineBase(T template, S state) {
        this.t = java.util.Objects.requireNonNull(template, "template");
        this.s = java.util.Objects.requireNonNull(state, "state");
    }

    public final T template() {
        return t;
    }

    public final S state() {
        return s;
    }

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public final Dice tactics() {
        return s.tactics;
    }

    @Override
    public final long diceRolled() {
        return s.dice.rolled();
    }
}
