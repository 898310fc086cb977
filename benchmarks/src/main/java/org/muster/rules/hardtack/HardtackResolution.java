package org.muster.rules.hardtack;

import org.muster.engine.Dice;
import org.muster.rules.Engine;

/**
 * The benchmarks' access to one {@code hardtack} fire resolution: {@link HardtackHooks#sampleFireOnly}, which
 * restores only what one fire changes and fires (range die, firer dice, potential hits, allocation, impact against
 * armour, leader replacement) with the setup its legality check makes ({@code HardtackFire.prepare}), pinned against
 * {@link HardtackHooks#sampleFire} by {@code HardtackFireOnlyTest}; the check and the fire together
 * ({@link #checkedFire}, what a battle pays); and {@code sampleFire} itself, which restarts the whole battle first,
 * for comparison. Lives in the engine's package in
 * the benchmarks module (a split package, fine on the class path), as the hooks do in the simulator's test jar. Not
 * thread-safe; allocates nothing per call.
 */
public final class HardtackResolution {
    private final HardtackEngine engine;
    private final int u;
    private final int v;
    /**
     * The fire's setup ({@code HardtackFire.prepare}), made once: the battle's legality check makes it before every
     * fire, and {@link #checkedFire} times the two together.
     */
    private final long setup;
    /** {@link #floor}'s own dice, on the stream of the engine's. */
    private final Dice floorDice = new Dice();
    /** {@link #floor}'s constants: the fire's dice as faces, the target's figures and the rule numbers it reads. */
    private final int rangeFaces;
    private final int qualityFaces;
    private final int firepowerFaces;
    private final int allocFaces;
    private final int impactFaces;
    private final int armourFaces;
    private final int figures;
    private final int killMultiple;
    private final int woundsToKill;
    /** {@link #floor}'s figures struck, wounded and killed, packed as HardtackHits keeps them; zero between fires. */
    private final int[] marks = new int[HardtackTemplate.MAX_FIGURES];

    private HardtackResolution(HardtackEngine engine, long seed, int u, int v) {
        this.engine = engine;
        this.u = u;
        this.v = v;
        this.setup = HardtackHooks.prepareFire(engine, u, v);
        if (setup == HardtackFire.NO_FIRE) {
            throw new IllegalArgumentException("sampleFireOnly: " + u + " may not fire at " + v);
        }
        floorDice.reseed(seed);
        final HardtackTemplate t = engine.template();
        final int[] firer = new int[2];
        engine.firerDice(u, firer);
        rangeFaces = HardtackCodes.faces(engine.lines.rangeSteps(u, v));
        qualityFaces = HardtackCodes.faces(firer[0]);
        firepowerFaces = HardtackCodes.faces(firer[1]);
        figures = t.figures[v];
        allocFaces = HardtackCodes.faces(HardtackDice.nearestUpCount(figures));
        final int shift = engine.lines.armourShift(engine.lines.coverOf(v, u));
        impactFaces = HardtackCodes.faces(HardtackDice.shiftClosed(t.weaponImpact[t.weapon[u]],
                -HardtackDice.openOverflow(t.armourDie, shift)));
        armourFaces = HardtackCodes.faces(HardtackDice.shiftClosed(t.armourDie, shift));
        killMultiple = t.killMultiple;
        woundsToKill = t.woundsToKill;
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
        return new HardtackResolution(e, seed, u, v);
    }

    /**
     * One fire of u at v from the restored state with the setup its legality check made: returns level x 1024 +
     * wounded x 32 + dead.
     */
    public int fire() {
        return HardtackHooks.sampleFireOnly(engine, u, v, setup);
    }

    /** The legality check that makes the fire's setup, then the fire: returns as {@link #fire}. */
    public int checkedFire() {
        return HardtackHooks.sampleCheckedFire(engine, u, v);
    }

    /** The battle restarted, then one fire of u at v: returns as {@link #fire}. */
    public int fireAfterRestart() {
        return HardtackHooks.sampleFire(engine, u, v);
    }

    /**
     * The floor of {@link #fire}: the same fire's rule sequence and nothing else, on dice of its own seeded as the
     * engine's, so it rolls the same dice in the same order (section 7.7: the range die and the two firer dice, on a
     * major result the remainder die and for each potential hit the allocation, impact and armour dice, then the new
     * leader's D6 when the leader falls and figures are left), with the branches the rules put on the dice (major or
     * not, a remainder or not, how many hits, the leader) and the figures' wounds and kills counted without branches,
     * as the engine counts them; but no state read or written, no cache asked, no restore, the die faces and rule
     * numbers held in fields. For a target of fit, unwounded figures with no commander (as {@link #of} requires).
     * Returns as {@link #fire}, its level and the figures it wounded and killed.
     */
    public int floor() {
        final Dice d = floorDice;
        final int t0 = d.roll(rangeFaces);
        final int a = d.roll(qualityFaces);
        final int b = d.roll(firepowerFaces);
        final int ok = ((t0 - a) >>> 31) + ((t0 - b) >>> 31);
        if (ok < 2) {
            return ok * 1024;
        }
        final int sum = a + b;
        int hits = sum / rangeFaces;
        final int rem = sum % rangeFaces;
        if (rem > 0) {
            hits += 1 - ((rem - d.roll(rangeFaces)) >>> 31);
        }
        final int[] m = marks;
        int out = 0;
        int dead = 0;
        for (int h = 0; h < hits; h++) {
            final int r = d.roll(allocFaces) - 1;
            final int fig = r < figures ? r : r % figures;
            final int ri = d.roll(impactFaces);
            final int ra = d.roll(armourFaces);
            final int struck = (ra - ri) >>> 31;
            final int killed = (killMultiple * ra - ri) >>> 31;
            final int before = m[fig];
            final int after = (before + struck - killed) | (killed << 16) | (struck << 17);
            m[fig] = after;
            out += (after ^ before) >>> 17;
            dead += deadMark(after) - deadMark(before);
        }
        if ((m[0] >>> 17) != 0 && out < figures) {
            d.roll(6);
        }
        java.util.Arrays.fill(m, 0, figures, 0);
        return 2 * 1024 + (out - dead) * 32 + dead;
    }

    private int deadMark(int mark) {
        return ((mark >>> 16) & 1) | ((woundsToKill - 1 - (mark & 0xFFFF)) >>> 31);
    }

    /** {@link #floor}'s dice rolled so far. */
    public long floorDiceRolled() {
        return floorDice.rolled();
    }

    /** The engine's rule dice rolled so far. */
    public long diceRolled() {
        return engine.diceRolled();
    }
}
