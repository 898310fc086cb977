package org.muster.rules.jacobite;

import org.muster.engine.Dice;

/**
 * The tests' way into single rules of a {@link JacobiteEngine}: its phases are package-private fields, so a test in
 * this package drives one rule (a fire, a charge, a morale roll, one turn) through the phase that plays it. These
 * hooks lived on the engine; they are test scope so that the engine's API is what players and tools use.
 */
final class JacobiteHooks {
    private JacobiteHooks() {
    }

    /** The rule dice (DICE stream). */
    static Dice dice(JacobiteEngine e) {
        return e.state().dice;
    }

    /** Resets state and dice for battle {@code battleIndex} and plays its deployment; tests drive rules from there. */
    static void start(JacobiteEngine e, long baseSeed, long battleIndex) {
        e.begin(baseSeed, battleIndex);
        e.seq.deployAll();
    }

    static int decideAtTurnLimit(JacobiteEngine e) {
        return e.seq.decideAtTurnLimit();
    }

    static void playTurn(JacobiteEngine e) {
        e.seq.playTurn();
    }

    static int dealTurn(JacobiteEngine e) {
        return e.seq.dealTurn();
    }

    static void moveOrder(JacobiteEngine e, int u, double tx, double ty, int nDice, boolean formationChange) {
        e.move.moveOrder(u, tx, ty, nDice, formationChange);
    }

    static void prolonge(JacobiteEngine e, int u, double tx, double ty) {
        e.move.prolonge(u, tx, ty);
    }

    static int fire(JacobiteEngine e, int u, int v, boolean useCase, double factor, boolean volleyAllowed,
            boolean reaction) {
        return e.fire.fire(u, v, useCase, factor, volleyAllowed, reaction);
    }

    static int scaleDice(JacobiteEngine e, int dice0, double factor) {
        return e.fire.scaleDice(dice0, factor);
    }

    static void endMelee(JacobiteEngine e, int v) {
        e.melee.endMelee(v);
    }

    static void join(JacobiteEngine e, int u, int v) {
        e.morale.join(u, v);
    }

    static int baseMorale(JacobiteEngine e, int u, int enemy) {
        return e.morale.baseMorale(u, enemy);
    }

    static int rollMorale(JacobiteEngine e, int u, int modifier) {
        return e.morale.rollMorale(u, modifier);
    }

    static void charge(JacobiteEngine e, int u, int v) {
        e.melee.charge(u, v);
    }

    static void meleeRound(JacobiteEngine e, int a, int b, double factorA, double factorB) {
        e.melee.meleeRound(a, b, factorA, factorB);
    }

    static int[] shareCasualties(JacobiteEngine e, int[] units, int[] diceRolled, int cas) {
        return e.melee.shareCasualties(units, diceRolled, cas);
    }

    static long compare(JacobiteEngine e, int[] a, int nA, int modA, int[] b, int nB, int modB) {
        return e.melee.compare(a, nA, modA, b, nB, modB);
    }

    /** Charges that fell short (A8.1) since the engine was made. */
    static long chargesShort(JacobiteEngine e) {
        return e.melee.chargesShort;
    }
}
