package org.muster.rules.acw;

/**
 * Mutable state of one {@code acw-skirmish} battle. Owned by one engine (one worker thread) and reused for every
 * battle; {@link #resetFrom} copies the template back in without allocating.
 *
 * <p>Layout: struct-of-arrays, unit u is column u of every per-unit array, live columns [0, unitCount). Men out of
 * action are counted per unit by how many recovery rolls they have already failed:
 * {@code outOfAction[u * OA_WIDTH + k]} men have failed k rolls (B6), so no per-man objects exist. Per unit the
 * invariant {@code standing + killed + sum(outOfAction) == start} holds after every rule step.
 */
public final class AcwState {
    /** Columns of the out-of-action table per unit: up to recovery.tries (at most 10) failed rolls. */
    public static final int OA_WIDTH = 11;

    public final int[] standing = new int[AcwTemplate.MAX_UNITS];
    public final int[] killed = new int[AcwTemplate.MAX_UNITS];
    public final int[] outOfAction = new int[AcwTemplate.MAX_UNITS * OA_WIDTH];
    /** Men of the unit out of action now (the sum of its outOfAction row). */
    public final int[] down = new int[AcwTemplate.MAX_UNITS];
    /** Enemy men this unit killed or put out of action. */
    public final int[] kills = new int[AcwTemplate.MAX_UNITS];
    public final double[] x = new double[AcwTemplate.MAX_UNITS];
    public final double[] y = new double[AcwTemplate.MAX_UNITS];
    public final double[] facing = new double[AcwTemplate.MAX_UNITS];
    /** Stance bits: PRONE, MOUNTED, LIMBERED. */
    public final int[] stance = new int[AcwTemplate.MAX_UNITS];
    /** Status bits: ROUTING, FLED, TURNED, ATTACKER, CHARGING, HIT_THIS_PHASE. */
    public final int[] status = new int[AcwTemplate.MAX_UNITS];
    /** Shots loaded: 0 empty, 1 loaded (revolvers: shots left). Guns and small arms start loaded (B3 [D]). */
    public final int[] loaded = new int[AcwTemplate.MAX_UNITS];
    /** Consecutive Aim actions at aimTarget within this card (B3 [D]). */
    public final int[] aimCount = new int[AcwTemplate.MAX_UNITS];
    public final int[] aimTarget = new int[AcwTemplate.MAX_UNITS];
    /** Increments already spent on a multi-increment action (revolver reload, limber) and which action. */
    public final int[] progress = new int[AcwTemplate.MAX_UNITS];
    public final int[] progressAction = new int[AcwTemplate.MAX_UNITS];
    /** Own cards left to rout before a rally test (B7). */
    public final int[] routCards = new int[AcwTemplate.MAX_UNITS];
    /** The unit in contact (CQC), or -1. */
    public final int[] contact = new int[AcwTemplate.MAX_UNITS];
    /** Where the attacker of a contact stands: 0 front, 1 flank, 2 rear (fixed at contact). */
    public final int[] contactArc = new int[AcwTemplate.MAX_UNITS];
    /** Set when a unit rallied this phase: it acts normally from its next card. */
    public final boolean[] rallied = new boolean[AcwTemplate.MAX_UNITS];
    /** Cards used this cycle, index side * MAX_CARDS + deck index. */
    public final boolean[] cardUsed = new boolean[2 * MAX_CARDS];
    public static final int MAX_CARDS = 16;

    /** The shared loop's place: turns played, the decision once made, decisions answered. */
    public final org.muster.rules.battle.BattleClock clock = new org.muster.rules.battle.BattleClock();

    int unitCount;
    int turn;
    /** The side that plays first in this cycle of the deck (B3 [D]). */
    int firstSide;
    int phasingSide;
    int cardIncrements;

    /** Restores the start of a battle from the template. Allocation-free. */
    public void resetFrom(AcwTemplate t) {
        final int n = t.unitCount();
        unitCount = n;
        turn = 0;
        firstSide = 0;
        phasingSide = 0;
        cardIncrements = 0;
        System.arraycopy(t.men, 0, standing, 0, n);
        System.arraycopy(t.x, 0, x, 0, n);
        System.arraycopy(t.y, 0, y, 0, n);
        System.arraycopy(t.facing, 0, facing, 0, n);
        System.arraycopy(t.stance, 0, stance, 0, n);
        java.util.Arrays.fill(killed, 0, n, 0);
        java.util.Arrays.fill(outOfAction, 0, n * OA_WIDTH, 0);
        java.util.Arrays.fill(down, 0, n, 0);
        java.util.Arrays.fill(kills, 0, n, 0);
        java.util.Arrays.fill(status, 0, n, 0);
        java.util.Arrays.fill(aimCount, 0, n, 0);
        java.util.Arrays.fill(aimTarget, 0, n, -1);
        java.util.Arrays.fill(progress, 0, n, 0);
        java.util.Arrays.fill(progressAction, 0, n, AcwCodes.HOLD);
        java.util.Arrays.fill(routCards, 0, n, 0);
        java.util.Arrays.fill(contact, 0, n, -1);
        java.util.Arrays.fill(contactArc, 0, n, 0);
        java.util.Arrays.fill(rallied, 0, n, false);
        java.util.Arrays.fill(cardUsed, false);
        for (int u = 0; u < n; u++) {
            loaded[u] = t.weapon[u] == AcwCodes.PISTOL && t.revolver ? t.revolverShots : 1;
        }
    }

    public int unitCount() {
        return unitCount;
    }

    /** Turns completed before the current one (0-based index of the current turn). */
    public int turn() {
        return turn;
    }

    public int phasingSide() {
        return phasingSide;
    }

    /** Increments of the card being played. */
    public int cardIncrements() {
        return cardIncrements;
    }

    public boolean has(int u, int statusBit) {
        return (status[u] & statusBit) != 0;
    }

    public boolean isProne(int u) {
        return (stance[u] & AcwCodes.PRONE) != 0;
    }

    public boolean isMounted(int u) {
        return (stance[u] & AcwCodes.MOUNTED) != 0;
    }

    public boolean isLimbered(int u) {
        return (stance[u] & AcwCodes.LIMBERED) != 0;
    }
}
