package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackTemplate.MAX_UNITS;

import org.muster.rules.battle.Columns;
import org.muster.rules.battle.StateBase;

/**
 * Mutable state of one {@code hardtack} battle. Owned by one engine (one worker thread) and reused for every battle;
 * {@link #resetFrom} copies the template back in without allocating.
 *
 * <p>Layout: struct-of-arrays, unit u is column u of every per-unit array, live columns [0, unitCount). Figures are
 * counted by state (section 9.1), never as objects: per unit {@code fit + runners + wounded + stabilised + dead +
 * captured == start} holds after every rule step. {@code firedOnTurn[u * unitCount + v]} is the last turn (1-based, 0 =
 * never) in which unit v fired on unit u, for the broken units' fire restriction (section 2.5 [D]): the live units'
 * matrix packed at the array's start (n x n ints, one fill and one copy), not rows of {@code MAX_UNITS}, whose
 * 256 KiB put each fire's mark on a line of its own.
 */
public final class HardtackState extends StateBase {
    public final int[] fit = new int[MAX_UNITS];
    /** Untreated wounded (out of action, still eligible for hit allocation). */
    public final int[] wounded = new int[MAX_UNITS];
    public final int[] stabilised = new int[MAX_UNITS];
    public final int[] dead = new int[MAX_UNITS];
    /** Taken by the enemy after a lost close assault (stunned or wounded figures of the loser). */
    public final int[] captured = new int[MAX_UNITS];
    public final int[] kills = new int[MAX_UNITS];
    /** Fit riders of a cavalry company whose horse was hit (section 9.4 [D]); read through the engine's clamp. */
    public final int[] unhorsed = new int[MAX_UNITS];
    public final double[] x = new double[MAX_UNITS];
    public final double[] y = new double[MAX_UNITS];
    public final double[] facing = new double[MAX_UNITS];
    public final int[] formation = new int[MAX_UNITS];
    public final boolean[] mounted = new boolean[MAX_UNITS];
    public final boolean[] limbered = new boolean[MAX_UNITS];
    /** Confidence level code (CONFIDENT .. ROUTED). */
    public final int[] confidence = new int[MAX_UNITS];
    public final int[] lv = new int[MAX_UNITS];
    /** Small arms carry a Reload marker (section 4.3). */
    public final boolean[] reload = new boolean[MAX_UNITS];
    /** Gun ammunition loaded: 0 none, {@link #SHOT}, {@link #CANISTER} (section 4.4). */
    public final int[] ammo = new int[MAX_UNITS];
    public final boolean[] activated = new boolean[MAX_UNITS];
    /** In position (section 4.2): the range die against it is shifted up; lost on any move. */
    public final boolean[] ip = new boolean[MAX_UNITS];
    /** In travel mode (section 5.5): moves 2x or 4x base, may only move, easier to hit. */
    public final boolean[] travel = new boolean[MAX_UNITS];
    /** Fired in its current activation: each weapon fires once per activation (section 7.2, errata). */
    public final boolean[] fired = new boolean[MAX_UNITS];
    /** The company's Gatling fired in its current activation (section 7.6 [D]): once per activation, as any weapon. */
    public final boolean[] gatlingFired = new boolean[MAX_UNITS];
    /** Moved limbered, or (one crew figure) loaded, in its current activation: it may not fire (section 5.6, 12.2). */
    public final boolean[] noFire = new boolean[MAX_UNITS];
    /** The action whose reaction test failed this turn: not retried until next turn (section 3.2); HOLD for none. */
    public final int[] failedAction = new int[MAX_UNITS];
    public final boolean[] panicked = new boolean[MAX_UNITS];
    /** The once-per-game panic test has been taken (section 10.6). */
    public final boolean[] panicTested = new boolean[MAX_UNITS];
    /** Left the table while routing. */
    public final boolean[] fled = new boolean[MAX_UNITS];
    /** The crew abandoned its gun (section 2.5): it can no longer load or fire, and the gun counts as lost. */
    public final boolean[] gunLost = new boolean[MAX_UNITS];
    public final int[] firedOnTurn = new int[MAX_UNITS * MAX_UNITS];
    /** By regiment: the company its regimental commander stands with (section 10.5), -1 for none. */
    public final int[] colonel = new int[MAX_UNITS];
    /** By regiment: transfers (direct or by runner) its commander has made this turn (section 3.3). */
    public final int[] transfersUsed = new int[MAX_UNITS];
    /**
     * By regiment: its commander has used his own activation for Activate Regiment this turn (section 3.5): once a
     * turn, more only by a brigade commander's transfer (3.3).
     */
    public final boolean[] regimentOrdered = new boolean[MAX_UNITS];
    /** The unit has spent its one Rally action of its current activation (section 3.2: not a doubled action). */
    public final boolean[] rallied = new boolean[MAX_UNITS];
    /**
     * By brigade (one default per side and at most one per unit line): the company its commander stands with, -1 for
     * none (sections 0.4, 3.3 [D]).
     */
    public final int[] brigadier = new int[MAX_UNITS + 2];
    /** By brigade: staff figures left, the commander included (each hit on him: the next one takes over). */
    public final int[] brigadeStaff = new int[MAX_UNITS + 2];
    /** By brigade: transfers its commander has made this turn (section 3.3). */
    public final int[] brigadeTransfersUsed = new int[MAX_UNITS + 2];
    /** Fit figures away as runners (section 3.4): out of the fit count until they rejoin at the end of the turn. */
    public final int[] runners = new int[MAX_UNITS];
    /** Horse figures of a gun's team down (section 9.5 [D]). */
    public final int[] teamLost = new int[MAX_UNITS];
    /**
     * The unit's detached element stands apart (section 3.7): the horse team of an unlimbered gun (5.6), or the horses
     * of a dismounted cavalry company with their holders (5.7 [D]), at ({@link #detX}, {@link #detY}).
     */
    public final boolean[] detached = new boolean[MAX_UNITS];
    public final double[] detX = new double[MAX_UNITS];
    public final double[] detY = new double[MAX_UNITS];
    /** Horse figures of a cavalry company, fit or not (one per rider): held by the holders while dismounted. */
    public final int[] horses = new int[MAX_UNITS];
    /** Surrendered (section 2.5): all its figures captured. */
    public final boolean[] surrendered = new boolean[MAX_UNITS];
    /** By side: off-table fire missions called (section 12.3 [D]). */
    public final int[] missionsUsed = new int[2];
    /** By side: boxes the inbound counter still has to advance before its shells land; 0 for none inbound. */
    public final int[] inbound = new int[2];
    /** By side: the inbound mission's aim point (once landed, where its shells fell) and the company that called it. */
    public final double[] aimX = new double[2];
    public final double[] aimY = new double[2];
    public final int[] caller = new int[2];
    public static final int SHOT = 1;
    public static final int CANISTER = 2;

    int unitCount;
    int turn;

    int regimentCount;
    int brigadeCount;

    // The progress of the battle and of the resolution under way.
    /** True while a brigade commander's transfer lets a regimental commander order his regiment again (3.3). */
    boolean brigadeOrder;
    boolean disorderedOnMove;
    /** Results of the last fire resolution: level, wound+kill results. */
    int lastLevel;
    int lastResults;
    /** A reaction fire was taken during the current activation (the reacting side used its activation). */
    boolean reactionTaken;
    boolean regimentMode;
    /** While u fires at an enemy's detached element (section 9.5 [D]): that enemy unit, else -1. */
    int detachedTarget = -1;
    boolean over;
    int winner;
    int how;

    // The cursor of the sequence of play (section 3.1): where the battle stands, so it can go on from a copy, beside
    // the rule and players' dice and the shared loop's clock (StateBase).
    /** What comes next: one of the {@code STAGE_} codes of {@link HardtackActivation}. */
    int stage;
    /** The side whose turn it is to activate, and whether each side has stopped activating this turn. */
    int side;
    boolean stopped0;
    boolean stopped1;
    /** Steps of the turn's activation loop so far (a guard against a loop without end). */
    int guard;
    /** Units of each side that can still activate this turn. */
    final int[] unactivatedNow = new int[2];
    /** The unit of the activation under way, its next action's index and whether its first action was a move. */
    int unit;
    int actionIndex;
    boolean firstMove;
    /** Activate Regiment under way: its companies, its next action's index and next member's position. */
    int regimentSize;
    int regimentAction;
    int regimentMember;
    /** The companies of an Activate Regiment (section 3.5), and by position whether its first action was a move. */
    final int[] members = new int[MAX_UNITS];
    final boolean[] movedFirst = new boolean[MAX_UNITS];
    /**
     * At a reaction fire (STAGE_REACTION, section 3.8): the mover's order, decided and not yet played (action, target,
     * arg by {@code HardtackActivation.HELD_} index; x, y), and the stage its activation goes on at once it is played
     * (STAGE_ACTION: unit's own activation, at actionIndex; STAGE_REGIMENT: the member at regimentMember).
     */
    final int[] held = new int[HardtackActivation.HELD_FIELDS];
    double heldX;
    double heldY;
    int reactFrom;

    /** Restores the start of a battle from the template. Allocation-free. */
    public void resetFrom(HardtackTemplate t) {
        final int n = t.unitCount();
        unitCount = n;
        regimentCount = t.regimentCount;
        brigadeCount = t.brigadeCount;
        turn = 0;
        if (t != template) {
            bind(t);
        }
        atStart.copyFrom(fromTemplate, n);
        zeroed.clear(n);
        java.util.Arrays.fill(confidence, 0, n, t.startConfidence);
        java.util.Arrays.fill(lv, 0, n, t.leadership);
        java.util.Arrays.fill(failedAction, 0, n, HardtackOrder.HOLD);
        for (int u = 0; u < n; u++) {
            detached[u] = t.type[u] == HardtackCodes.ARTILLERY ? !t.limbered[u]
                    : t.type[u] == HardtackCodes.CAVALRY && !t.mounted[u];
        }
        final int regs = t.regimentCount;
        System.arraycopy(t.colonelStart, 0, colonel, 0, regs);
        regimentsZeroed.clear(regs);
        for (int b = 0; b < t.brigadeCount; b++) {
            brigadier[b] = t.brigadierStart[b];
            brigadeStaff[b] = t.brigadierStart[b] >= 0 ? t.brigadeStaff : 0;
            brigadeTransfersUsed[b] = 0;
        }
        java.util.Arrays.fill(firedOnTurn, 0, n * n, 0);
    }

    /**
     * Becomes a copy of {@code o}, a state of a battle of the same template: every live column (units [0, unitCount),
     * regiments, brigades, sides), the progress of the battle, the cursor of the sequence of play and the dice. From
     * here an engine plays on as it would have from {@code o}. Allocation-free; copies only the live part.
     */
    public void copyFrom(HardtackState o) {
        final int n = o.unitCount;
        unitCount = n;
        regimentCount = o.regimentCount;
        brigadeCount = o.brigadeCount;
        turn = o.turn;
        units.copyFrom(o.units, n);
        regiments.copyFrom(o.regiments, o.regimentCount);
        brigades.copyFrom(o.brigades, o.brigadeCount);
        System.arraycopy(o.firedOnTurn, 0, firedOnTurn, 0, n * n);
        brigadeOrder = o.brigadeOrder;
        disorderedOnMove = o.disorderedOnMove;
        lastLevel = o.lastLevel;
        lastResults = o.lastResults;
        reactionTaken = o.reactionTaken;
        regimentMode = o.regimentMode;
        detachedTarget = o.detachedTarget;
        over = o.over;
        winner = o.winner;
        how = o.how;
        copyStreamsFrom(o);
        stage = o.stage;
        side = o.side;
        stopped0 = o.stopped0;
        stopped1 = o.stopped1;
        guard = o.guard;
        unit = o.unit;
        actionIndex = o.actionIndex;
        firstMove = o.firstMove;
        regimentSize = o.regimentSize;
        regimentAction = o.regimentAction;
        regimentMember = o.regimentMember;
        System.arraycopy(o.held, 0, held, 0, held.length);
        heldX = o.heldX;
        heldY = o.heldY;
        reactFrom = o.reactFrom;
    }

    /** Every per-unit column {@link #copyFrom} copies for the live units, and the per-side ones whole. */
    private final Columns units = Columns.rows(fit, wounded, stabilised, dead, captured, kills, unhorsed, x, y, facing,
            formation, mounted, limbered, confidence, lv, reload, ammo, activated, ip, travel, fired, gatlingFired,
            noFire, failedAction, panicked, panicTested, fled, gunLost, rallied, runners, teamLost, detached, detX,
            detY, horses, surrendered, members, movedFirst)
            .whole(missionsUsed, inbound, aimX, aimY, caller, unactivatedNow);
    /** The per-regiment and per-brigade columns {@link #copyFrom} copies for the live regiments and brigades. */
    private final Columns regiments = Columns.rows(colonel, transfersUsed, regimentOrdered);
    private final Columns brigades = Columns.rows(brigadier, brigadeStaff, brigadeTransfersUsed);
    /** The columns a battle starts with at zero (false). */
    private final Columns zeroed = Columns.rows(wounded, stabilised, dead, captured, kills, unhorsed, reload, ammo,
            activated, ip, travel, fired, noFire, gatlingFired, panicked, panicTested, fled, gunLost, runners,
            surrendered, teamLost, rallied).whole(missionsUsed, inbound);
    private final Columns regimentsZeroed = Columns.rows(transfersUsed, regimentOrdered);
    /** The columns a battle starts with from the template, and the template's columns they come from. */
    private Columns atStart;
    private Columns fromTemplate;
    private HardtackTemplate template;

    /** Points the start columns at {@code t}'s (once per template: allocates). */
    private void bind(HardtackTemplate t) {
        template = t;
        atStart = Columns.rows(fit, x, y, facing, formation, mounted, limbered, detX, detY, horses);
        fromTemplate = Columns.rows(t.figures, t.x, t.y, t.facing, t.formation, t.mounted, t.limbered, t.x, t.y,
                t.figures);
    }

    /**
     * Whether the cursor stands at order {@code index} of unit {@code u}'s own activation (not an order inside a
     * transfer or an Activate Regiment): where a copy taken at that decision resumes by asking u for that order again,
     * so a search player can answer it on copies with each candidate.
     */
    public boolean atOwnOrder(int u, int index) {
        return stage == HardtackActivation.STAGE_ACTION && unit == u && actionIndex == index;
    }

    /**
     * The unit about to make the second move that the cursor's reaction fire is offered at (section 3.8), or -1 when
     * the cursor stands at no reaction fire: where a copy taken at that decision resumes by asking the other side's
     * player for its reaction again (a reaction inside a transfer's activation is played through, never stood at).
     */
    public int reactionMover() {
        if (stage != HardtackActivation.STAGE_REACTION) {
            return -1;
        }
        return reactFrom == HardtackActivation.STAGE_REGIMENT ? members[regimentMember] : unit;
    }

    public int unitCount() {
        return unitCount;
    }

    /** The current turn, 1-based (0 before the first). */
    public int turn() {
        return turn;
    }

    /** In the fight: on the table, some figure fit, not routed. */
    public boolean active(int u) {
        return !fled[u] && fit[u] > 0 && confidence[u] < HardtackCodes.ROUTED;
    }

    /** On the table with some figure fit (routed units included). */
    public boolean present(int u) {
        return !fled[u] && fit[u] > 0;
    }
}
