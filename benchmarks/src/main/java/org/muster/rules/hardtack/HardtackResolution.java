package org.muster.rules.hardtack;

import org.muster.rules.Engine;

/**
 * The benchmarks' access to one {@code hardtack} fire resolution: {@link HardtackHooks#sampleFireOnly}, which
 * restores only what one fire changes and fires (range die, firer dice, potential hits, allocation, impact against
 * armour, leader replacement), pinned against {@link HardtackHooks#sampleFire} by {@code HardtackFireOnlyTest}; and
 * {@code sampleFire} itself, which restarts the whole battle first, for comparison. Lives in the engine's package in
 * the benchmarks module (a split package, fine on the class path), as the hooks do in the simulator's test jar. Not
 * thread-safe; allocates nothing per call.
 */
public final class HardtackResolution {
    private final HardtackEngine engine;
    private final int u;
    private final int v;

    private HardtackResolution(HardtackEngine engine, int u, int v) {
        this.engine = engine;
        this.u = u;
        this.v = v;
    }

    /**
     * @param engine a hardtack engine: its rule dice are seeded with {@code seed} (a new engine's are not), one
     *     {@code sampleFire} of u at v sets the battle's start (turn 1), then the dice are seeded with it again
     * @param u a small-arms firer, @param v its target, with no commander
     */
    public static HardtackResolution of(Engine engine, long seed, int u, int v) {
        HardtackEngine e = (HardtackEngine) engine;
        HardtackHooks.reseedDice(e, seed);
        HardtackHooks.sampleFire(e, u, v);
        if (e.template().type[u] == HardtackCodes.ARTILLERY || e.state().colonel[e.template().regiment[v]] == v
                || e.state().brigadier[e.template().brigade[v]] == v) {
            throw new IllegalArgumentException("sampleFireOnly: a small-arms firer, a target with no commander");
        }
        HardtackHooks.reseedDice(e, seed);
        return new HardtackResolution(e, u, v);
    }

    /** One fire of u at v from the restored state: returns level x 1024 + wounded x 32 + dead. */
    public int fire() {
        return HardtackHooks.sampleFireOnly(engine, u, v);
    }

    /** The battle restarted, then one fire of u at v: returns as {@link #fire}. */
    public int fireAfterRestart() {
        return HardtackHooks.sampleFire(engine, u, v);
    }

    /** The engine's rule dice rolled so far. */
    public long diceRolled() {
        return engine.diceRolled();
    }
}
