package org.muster.rules.jacobite;

import org.muster.engine.Dice;
import org.muster.rules.Engine;

/**
 * The benchmarks' access to one {@code jacobite45} fire resolution and one melee dice comparison, as
 * {@code JacobiteSampledOddsTest} drives them. {@link #fire} restores what one fire changes (as the test does: the
 * target's figures and killed, the firer's loaded, ammunition-rolled and rounds, and its kills) and calls the
 * engine's package-private {@link Fire} phase as a reaction (no morale test after it), so one call is the d20 per
 * figure, the saves and the removal. Lives in the engine's package in the benchmarks module (a split package, fine on
 * the class path). Not thread-safe; allocates nothing per call.
 */
public final class JacobiteResolution {
    private final JacobiteEngine engine;
    private final JacobiteState s;
    private final Dice dice;
    private final int u;
    private final int v;
    private final boolean useCase;
    private final int figures;

    private JacobiteResolution(JacobiteEngine engine, int u, int v, boolean useCase) {
        this.engine = engine;
        this.s = engine.state();
        this.dice = s.dice;
        this.u = u;
        this.v = v;
        this.useCase = useCase;
        this.figures = s.figures[v];
    }

    /**
     * @param engine a jacobite45 engine; battle 0 of {@code seed} is started (state and dice)
     * @param u the firer, @param v its target, @param useCase a gun fires case (else ball)
     */
    public static JacobiteResolution of(Engine engine, long seed, int u, int v, boolean useCase) {
        JacobiteEngine e = (JacobiteEngine) engine;
        e.begin(seed, 0);
        e.seq.deployAll();
        return new JacobiteResolution(e, u, v, useCase);
    }

    /** One fire of u at v from the restored state: returns the casualties. */
    public int fire() {
        s.figures[v] = figures;
        s.killed[v] = 0;
        s.status[u] |= JacobiteCodes.LOADED | JacobiteCodes.AMMO_ROLLED;
        s.ammo[u] = 10;
        s.ammoCase[u] = 10;
        s.kills[u] = 0;
        return engine.fire.fire(u, v, useCase, 1.0, true, true);
    }

    /**
     * One melee dice comparison (A8.2 [D], the scenario's pairing): {@code nA} and {@code nB} d6 rolled with the rule
     * dice into the buffers, then compared with the modifiers. Returns (hits of A) << 32 | (hits of B).
     */
    public long melee(int[] a, int nA, int modA, int[] b, int nB, int modB) {
        for (int k = 0; k < nA; k++) {
            a[k] = dice.roll(6);
        }
        for (int k = 0; k < nB; k++) {
            b[k] = dice.roll(6);
        }
        return engine.melee.compare(a, nA, modA, b, nB, modB);
    }

    /** The engine's rule dice rolled so far. */
    public long diceRolled() {
        return engine.diceRolled();
    }
}
