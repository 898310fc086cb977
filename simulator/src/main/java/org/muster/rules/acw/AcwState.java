package org.muster.rules.acw;

import org.muster.rules.battle.Columns;
import org.muster.rules.battle.StateBase;

/**
 * Everything one {@code acw-skirmish} battle needs to go on: the units, where the battle stands in the sequence of
 * play (turn, card, increment, next unit: the cursor), the generators of the rule dice and the players' dice, the
 * engine's sight and range caches, and the players' memory between decisions. Owned by one engine (one worker
 * thread) and reused for every battle; {@link #resetFrom} restores the start of a battle and {@link #copyFrom} makes
 * this state another's, both without allocating. A state copied at any decision and played on by any engine of the
 * same template gives the battle the original would have had (the forward model, ARCHITECTURE.md section 2a).
 *
 * <p>Layout: struct-of-arrays, unit u is column u of every per-unit array, live columns [0, unitCount). Men out of
 * action are counted per unit by how many recovery rolls they have already failed:
 * {@code outOfAction[u * OA_WIDTH + k]} men have failed k rolls (B6), so no per-man objects exist. Per unit the
 * invariant {@code standing + killed + sum(outOfAction) == start} holds after every rule step. The pair caches are n
 * x n, index u * n + v.
 */
public final class AcwState extends StateBase {
    /** Columns of the out-of-action table per unit: up to recovery.tries (at most 10) failed rolls. */
    public static final int OA_WIDTH = 11;
    public static final int MAX_CARDS = 16;
    /** Ints and doubles of {@link #memoryInt} and {@link #memoryDouble} per unit. */
    public static final int MEMORY_INTS = 5;
    public static final int MEMORY_DOUBLES = 4;

    /** Steps of a turn (the cursor's {@link #step}). */
    static final int STEP_TURN = 0;
    static final int STEP_CARD = 1;
    static final int STEP_ACT = 2;
    static final int STEP_END = 3;

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

    /**
     * What the player of a unit's side remembers about the unit between its decisions (e.g. a plan kept through a
     * card), {@link #MEMORY_INTS} ints and {@link #MEMORY_DOUBLES} doubles per unit at u * width + k: zero at the
     * start of a battle and copied with the state, so a copied battle goes on with any instance of the same player.
     * The only part of the state a player may write.
     */
    public final int[] memoryInt = new int[AcwTemplate.MAX_UNITS * MEMORY_INTS];
    public final double[] memoryDouble = new double[AcwTemplate.MAX_UNITS * MEMORY_DOUBLES];

    // The cursor of the sequence of play (B3): where the current turn stands.
    int turn;
    /** The side that plays first in this cycle of the deck (B3 [D]). */
    int firstSide;
    /** 0 while the first side's card is played, 1 for the second's. */
    int phaseIndex;
    int step;
    int phasingSide;
    int cardIncrements;
    /** The increment being played (1-based) and the next unit to consider in it. */
    int increment;
    int nextUnit;

    // Caches of Sightlines: pure functions of the positions, kept here so a copy carries them (and their epoch).
    final int n;
    /** Terrain line of sight between unit positions: 0 unknown, 1 clear, 2 blocked; row/column cleared on a move. */
    final byte[] losCache;
    /** Cover of unit v against unit u at index u * n + v: -1 unknown, else a cover code; cleared on a move. */
    final byte[] coverCache;
    /** Distance and whole-inch range by pair, -1 when unknown; a unit's row and column clear on a move. */
    final double[] distCache;
    final int[] rangeCache;
    /** Full line of sight (terrain and figures) by pair, valid while {@link #epoch} equals losEpoch of the pair. */
    final int[] losEpoch;
    final boolean[] losFull;
    /** Advances whenever any unit moves, flees or loses (or regains) its last man: any figure that might block. */
    int epoch;
    /**
     * Advances with {@link #epoch} and whenever a unit starts or stops routing: what the nearest enemies and the
     * objectives held depend on (positions, who has a man standing, who routs or fled). Not the epoch itself, which
     * the doctrine player's move memo is keyed to: advancing it more often would change which battles are played.
     */
    int stamp;
    /** Each unit's nearest enemy ({@link Sightlines#nearestEnemy}), valid while nearestStamp equals stamp + 1. */
    final int[] nearest = new int[AcwTemplate.MAX_UNITS];
    final int[] nearestStamp = new int[AcwTemplate.MAX_UNITS];
    /** Side 0's objective lead ({@link Morale#objectiveLead}), valid while leadStamp equals stamp + 1. */
    int lead0;
    int leadStamp;

    int unitCount;

    /** Every column {@link #copyFrom} copies: the units' live rows, the deck, the pair caches whole. */
    private final Columns copied;
    /** The columns a battle starts with at zero (false). */
    private final Columns zeroed;

    /** A state for battles of {@code units} units (the caches are sized to it). */
    public AcwState(int units) {
        if (units < 0 || units > AcwTemplate.MAX_UNITS) {
            throw new IllegalArgumentException("units " + units);
        }
        n = units;
        losCache = new byte[n * n];
        coverCache = new byte[n * n];
        distCache = new double[n * n];
        rangeCache = new int[n * n];
        losEpoch = new int[n * n];
        losFull = new boolean[n * n];
        copied = Columns.rows(standing, killed, down, kills, x, y, facing, stance, status, loaded, aimCount, aimTarget,
                progress, progressAction, routCards, contact, contactArc, rallied, nearest, nearestStamp)
                .and(OA_WIDTH, outOfAction).and(MEMORY_INTS, memoryInt).and(MEMORY_DOUBLES, memoryDouble)
                .whole(cardUsed, losCache, coverCache, distCache, rangeCache, losEpoch, losFull);
        zeroed = Columns.rows(killed, down, kills, status, aimCount, progress, routCards, contactArc, rallied,
                nearestStamp)
                .and(OA_WIDTH, outOfAction).and(MEMORY_INTS, memoryInt).and(MEMORY_DOUBLES, memoryDouble)
                .whole(cardUsed, losCache);
    }

    /** Restores the start of a battle from the template, caches and cursor cleared. Allocation-free. */
    public void resetFrom(AcwTemplate t) {
        final int n = t.unitCount();
        unitCount = n;
        turn = 0;
        firstSide = 0;
        phaseIndex = 0;
        step = STEP_TURN;
        phasingSide = 0;
        cardIncrements = 0;
        increment = 0;
        nextUnit = 0;
        System.arraycopy(t.men, 0, standing, 0, n);
        System.arraycopy(t.x, 0, x, 0, n);
        System.arraycopy(t.y, 0, y, 0, n);
        System.arraycopy(t.facing, 0, facing, 0, n);
        System.arraycopy(t.stance, 0, stance, 0, n);
        zeroed.clear(n);
        java.util.Arrays.fill(aimTarget, 0, n, -1);
        java.util.Arrays.fill(progressAction, 0, n, AcwCodes.HOLD);
        java.util.Arrays.fill(contact, 0, n, -1);
        for (int u = 0; u < n; u++) {
            loaded[u] = t.weapon[u] == AcwCodes.PISTOL && t.revolver ? t.revolverShots : 1;
        }
        java.util.Arrays.fill(coverCache, (byte) -1);
        java.util.Arrays.fill(losEpoch, -1);
        java.util.Arrays.fill(distCache, -1);
        java.util.Arrays.fill(rangeCache, -1);
        epoch = 0;
        stamp = 0;
        leadStamp = 0;
    }

    /**
     * This state made {@code other}'s: every live column, the cursor, the clock, the generators, the caches and the
     * players' memory. Both states must be of the same template. Allocation-free.
     */
    public void copyFrom(AcwState other) {
        if (other.n != n) {
            throw new IllegalArgumentException("states of " + other.n + " and " + n + " units");
        }
        final int u = other.unitCount;
        unitCount = u;
        turn = other.turn;
        firstSide = other.firstSide;
        phaseIndex = other.phaseIndex;
        step = other.step;
        phasingSide = other.phasingSide;
        cardIncrements = other.cardIncrements;
        increment = other.increment;
        nextUnit = other.nextUnit;
        epoch = other.epoch;
        stamp = other.stamp;
        lead0 = other.lead0;
        leadStamp = other.leadStamp;
        copied.copyFrom(other.copied, u);
        copyStreamsFrom(other);
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

    /** The epoch of the figures on the table: it advances whenever a unit moves, flees or loses its last man. */
    public int epoch() {
        return epoch;
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
