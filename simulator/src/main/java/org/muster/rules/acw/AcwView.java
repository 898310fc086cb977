package org.muster.rules.acw;

import org.muster.engine.Dice;

/**
 * What a player may ask of an {@code acw-skirmish} battle (ARCHITECTURE.md section 2a): the template, the state (to
 * read; a player writes only its {@link AcwState#memoryInt memory} columns), its own dice (the TACTICS stream), and
 * the rules' queries: who may act and what is legal, sight, range, cover, casualty points, modifiers and charge
 * reach. Implemented by {@link AcwEngine} over its state; the answers are the engine's own, cached, so a player's
 * check and the engine's resolution cannot differ. Queries do not change the battle (only caches).
 */
public interface AcwView {
    AcwTemplate template();

    AcwState state();

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    Dice tactics();

    /** Whether a side has used deck card {@code card} in this cycle. */
    boolean cardUsed(int side, int card);

    /** Whether a unit may take an action this increment: present, not routing, not in contact, not just rallied. */
    boolean canAct(int u);

    /** Whether {@code unit} may take {@code action} (on {@code target} where it needs one) now. */
    boolean legal(int u, int a, int v);

    /** Inches a unit may move in one increment now, before terrain (B4 [S p.2]). */
    double moveAllowance(int u);

    /** Distance between two units' centres, inches. */
    double distance(int u, int v);

    /** The range from u to v in whole inches (B5, range.rounding [D]). */
    int range(int u, int v);

    /** Line of sight between two units (terrain and figures in the way, B5, B9 [D]). */
    boolean lineOfSight(int u, int v);

    /** Degrees between u's facing and the bearing to v (0-180). */
    double offBearing(int u, int v);

    /** Cover of unit v against fire or attack from unit u. */
    int coverOf(int v, int u);

    /** Cover code of a target at (tx, ty) against a foe at (fx, fy). */
    int cover(double tx, double ty, double fx, double fy);

    /** Nearest enemy unit that is present and not routing, or -1. */
    int nearestEnemy(int u);

    /** Whether the unit's weapon can take a Load action: not full, and (guns) unlimbered. */
    boolean canLoad(int u);

    /** Whether u can fire at (or aim at) v now: loaded, in range, line of sight, stance and arc allow. */
    boolean canFire(int u, int v);

    /** Everything {@link #canFire} checks except line of sight, the costly part (check sight last). */
    boolean canFireBarSight(int u, int v);

    /** CP of u firing at v with I increments (B5): RF x I x N. */
    double casualtyPoints(int u, int v, int increments);

    /** The total kill-die modifier of fire from u at v (B5). */
    int killDieModifier(int u, int v);

    /** The charge reach of u this increment (B4 [S p.2]). */
    double chargeReach(int u);

    /** Whether u can charge v now (B4 [D]). */
    boolean canCharge(int u, int v);

    /** CQC base value per figure (B7 [S p.4]). */
    int cqcBase(int a, int d);

    /** The attacker's CQC modifier total against d (B7 [S p.4]); arc 0 front, 1 flank, 2 rear. */
    int attackerModifiers(int a, int d, boolean charging, int arc);

    /** The defender's CQC modifier total against a (B7 [S p.4]). */
    int defenderModifiers(int d, int a);

    /** B9 [D]: whether a side's army is beaten now. */
    boolean broken(int side);

    /** Objective points a side holds now (B9 [D]). */
    int objectivePoints(int side);

    /** The epoch of the figures on the table: it advances whenever a unit moves, flees or loses its last man. */
    int epoch();
}
