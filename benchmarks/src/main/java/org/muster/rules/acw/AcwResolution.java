package org.muster.rules.acw;

import org.muster.rules.Engine;

/**
 * The benchmarks' access to one {@code acw-skirmish} fire resolution through the engine's package-private {@link Fire}
 * phase, the loop {@code AcwSampledOddsTest} samples (test scope, {@code AcwHooks.sampleFire}): the engine's kill-dice
 * count for the casualty points, with the percentage roll for the remainder, then its kill die with the modifier until
 * the target's men are all hit. It reads and writes no battle state, so nothing needs restoring between calls. Lives in
 * the engine's package in the benchmarks module (a split package, fine on the class path). Not thread-safe; allocates
 * nothing per call.
 */
public final class AcwResolution {
    private final AcwEngine engine;
    private final int cp;
    private final int mod;
    private final int men;

    private AcwResolution(AcwEngine engine, int cp, int mod, int men) {
        this.engine = engine;
        this.cp = cp;
        this.mod = mod;
        this.men = men;
    }

    /**
     * @param engine an acw-skirmish engine; its rule dice are re-seeded with {@code seed}
     * @param cp casualty points of the shot, @param mod kill-die modifier, @param men the target's men
     */
    public static AcwResolution of(Engine engine, long seed, int cp, int mod, int men) {
        AcwEngine e = (AcwEngine) engine;
        e.state().dice.reseed(seed);
        return new AcwResolution(e, cp, mod, men);
    }

    /** One fire resolution: returns killed x 16 + out of action. */
    public int fire() {
        final Fire fire = engine.fire;
        final int k = fire.killDiceFor(cp, 1);
        int killedMen = 0;
        int out = 0;
        for (int i = 0; i < k && killedMen + out < men; i++) {
            final int r = fire.rollKillDie(mod);
            killedMen += r >> 1;
            out += r & 1;
        }
        return killedMen * 16 + out;
    }

    /** The engine's rule dice rolled so far. */
    public long diceRolled() {
        return engine.diceRolled();
    }
}
