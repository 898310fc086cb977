package org.muster.rules.acw;

/**
 * The tests' way into single rules of an {@link AcwEngine}: its phases are package-private fields, so a test in this
 * package samples one resolution (a shot, kill dice, a CQC round, a morale test) through the phase that plays it.
 * These hooks lived on the engine; they are test scope so that the engine's API is what players and tools use.
 */
final class AcwHooks {
    private AcwHooks() {
    }

    /** Re-seeds the rule dice, to sample the engine's own resolution code from a known seed. */
    static void reseedDice(AcwEngine e, long seed) {
        e.state().dice.reseed(seed);
    }

    /** One CQC round between attacker a and defender d in contact (B7). */
    static void cqcRound(AcwEngine e, int a, int d) {
        e.melee.cqcRound(a, d);
    }

    /** The end of a turn's recovery rolls (B6). */
    static void endOfTurn(AcwEngine e) {
        e.morale.endOfTurn();
    }

    /** The engine's morale test on a start size and men now (the same roll as a unit's test). */
    static boolean moraleTest(AcwEngine e, int start, int now) {
        return e.morale.moraleTest(start, now);
    }

    static int killDiceFor(AcwEngine e, int cp) {
        return e.fire.killDiceFor(cp);
    }

    static int killDiceFor(AcwEngine e, int cp, int den) {
        return e.fire.killDiceFor(cp, den);
    }

    static int rollKillDie(AcwEngine e, int mod) {
        return e.fire.rollKillDie(mod);
    }

    /**
     * One shot of u at v with I increments through the fire path itself (CP, remainder roll, modifier, kill dice),
     * from the start of the battle; returns v's men killed * 16 + out of action.
     */
    static int sampleShot(AcwEngine e, int u, int v, int inc) {
        e.reset();
        e.fire.fire(u, v, inc, false);
        return e.state().killed[v] * 16 + e.state().down[v];
    }

    /** Kill dice then their effects with a modifier against a target of {@code men}: returns killed * 16 + out. */
    static int sampleFire(AcwEngine e, int cp, int mod, int men) {
        return sampleFire(e, cp, 1, mod, men);
    }

    /**
     * {@link #sampleFire(AcwEngine, int, int, int)} for CP = {@code cp / den}, the fire path's own remainder roll.
     * The benchmarks' {@code AcwResolution} times the same loop.
     */
    static int sampleFire(AcwEngine e, int cp, int den, int mod, int men) {
        final int k = e.fire.killDiceFor(cp, den);
        int killedMen = 0;
        int out = 0;
        for (int i = 0; i < k && killedMen + out < men; i++) {
            final int r = e.fire.rollKillDie(mod);
            killedMen += r >> 1;
            out += r & 1;
        }
        return killedMen * 16 + out;
    }
}
