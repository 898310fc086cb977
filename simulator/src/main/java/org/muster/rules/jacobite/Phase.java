package org.muster.rules.jacobite;

import org.muster.engine.BattleObserver;
import org.muster.engine.Dice;
import org.muster.engine.Narrator;

/**
 * What every phase of a {@code jacobite45} battle shares: the engine it belongs to (narrator, observer, players), the
 * template, the one {@link JacobiteState} all phases read and write, the rule dice (the state's DICE stream), and the
 * other phases, linked once after all are built. Also the dice helpers every phase uses. Package-private, like every
 * member that plays the rules: players reach a phase only through the {@link JacobiteBattleView}, and see only its
 * public queries.
 */
abstract class Phase {
    final JacobiteEngine e;
    final JacobiteTemplate t;
    final JacobiteState s;
    final Dice dice;
    final int n;
    Sightlines sight;
    Movement move;
    Fire fire;
    Melee melee;
    Morale morale;
    Armies armies;
    Sequence seq;
    /** The engine's narrator (null for silence) and observer, handed to every phase when set. */
    Narrator narrator;
    BattleObserver observer = BattleObserver.NONE;

    Phase(JacobiteEngine engine) {
        this.e = engine;
        this.t = engine.template();
        this.s = engine.state();
        this.dice = s.dice;
        this.n = t.unitCount();
    }

    /** Points this phase at the others (the engine calls it once, when all are built). */
    final void link() {
        sight = e.sight;
        move = e.move;
        fire = e.fire;
        melee = e.melee;
        morale = e.morale;
        armies = e.armies;
        seq = e.seq;
    }

    // ================================================================== dice helpers

    /** Dice at a fractional effect (A7 [D]): stochastic rounding, or round half up. */
    int scaleDice(int dice0, double factor) {
        if (factor >= 1) {
            return dice0;
        }
        final double x = dice0 * factor;
        final int whole = (int) Math.floor(x + 1e-12);
        final double frac = x - whole;
        if (frac < 1e-12) {
            return whole;
        }
        if (!t.stochasticRounding) {
            return frac >= 0.5 ? whole + 1 : whole;
        }
        return dice.rng().nextDouble() < frac ? whole + 1 : whole;
    }

    /** One die given by its faces (A2): a uniform pick of a face; the default d6 and AvD each draw a d6. */
    int rollDie(int[] faces) {
        return faces[dice.roll(faces.length) - 1];
    }

    int sumDice(int count, int[] faces) {
        int sum = 0;
        for (int i = 0; i < count; i++) {
            sum += rollDie(faces);
        }
        return sum;
    }

    /**
     * Rolls unit u's movement dice (A5: its type's die), {@code nDice} of them or as many as {@code into} holds, into
     * {@code into} sorted ascending; returns how many.
     */
    final int rollMoveDice(final int u, final int nDice, final int[] into) {
        final int[] faces = t.moveFaces[t.moveDie(s.type[u])];
        final int nd = Math.min(nDice, into.length);
        for (int i = 0; i < nd; i++) {
            into[i] = rollDie(faces);
        }
        sortAscending(into, nd);
        return nd;
    }

    /**
     * The dice kept of a sorted roll {@code [lo, hi)} once a terrain variant (A5) drops its high and then its low
     * dice, never fewer than none: returned as {@code lo << 16 | hi} (rolls are at most 16 dice).
     */
    static int dropDice(final int variant, int lo, int hi) {
        for (int h = JacobiteOdds.dropHigh(variant); h > 0 && hi > lo; h--) {
            hi--;
        }
        for (int l = JacobiteOdds.dropLow(variant); l > 0 && hi > lo; l--) {
            lo++;
        }
        return lo << 16 | hi;
    }

    /** The sum of {@code a[lo, hi)}. */
    static int sum(int[] a, int lo, int hi) {
        int total = 0;
        for (int i = lo; i < hi; i++) {
            total += a[i];
        }
        return total;
    }

    static void sortAscending(int[] a, int len) {
        for (int i = 1; i < len; i++) {
            final int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static void sortDescending(int[] a, int len) {
        for (int i = 1; i < len; i++) {
            final int v = a[i];
            int j = i - 1;
            while (j >= 0 && a[j] < v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    static String sign(int m) {
        return m >= 0 ? "+" + m : Integer.toString(m);
    }

    static String fmt(double v) {
        return String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
