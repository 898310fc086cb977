package org.muster.rules.hardtack;

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
    public final int[] fit;
    /** Untreated wounded (out of action, still eligible for hit allocation). */
    public final int[] wounded;
    public final int[] stabilised;
    public final int[] dead;
    /** Taken by the enemy after a lost close assault (stunned or wounded figures of the loser). */
    public final int[] captured;
    public final int[] kills;
    /** Fit riders of a cavalry company whose horse was hit (section 9.4 [D]); read through the engine's clamp. */
    public final int[] unhorsed;
    public final double[] x;
    public final double[] y;
    public final double[] facing;
    public final int[] formation;
    public final boolean[] mounted;
    public final boolean[] limbered;
    /** Confidence level code (CONFIDENT .. ROUTED). */
    public final int[] confidence;
    public final int[] lv;
    /** Small arms carry a Reload marker (section 4.3). */
    public final boolean[] reload;
    /** Gun ammunition loaded: 0 none, {@link #SHOT}, {@link #CANISTER} (section 4.4). */
    public final int[] ammo;
    public final boolean[] activated;
    /** In position (section 4.2): the range die against it is shifted up; lost on any move. */
    public final boolean[] ip;
    /** In travel mode (section 5.5): moves 2x or 4x base, may only move, easier to hit. */
    public final boolean[] travel;
    /** Fired in its current activation: each weapon fires once per activation (section 7.2, errata). */
    public final boolean[] fired;
    /** The company's Gatling fired in its current activation (section 7.6 [D]): once per activation, as any weapon. */
    public final boolean[] gatlingFired;
    /** Moved limbered, or (one crew figure) loaded, in its current activation: it may not fire (section 5.6, 12.2). */
    public final boolean[] noFire;
    /** The action whose reaction test failed this turn: not retried until next turn (section 3.2); HOLD for none. */
    public final int[] failedAction;
    public final boolean[] panicked;
    /** The once-per-game panic test has been taken (section 10.6). */
    public final boolean[] panicTested;
    /** Left the table while routing. */
    public final boolean[] fled;
    /** The crew abandoned its gun (section 2.5): it can no longer load or fire, and the gun counts as lost. */
    public final boolean[] gunLost;
    public final int[] firedOnTurn;
    /** By regiment: the company its regimental commander stands with (section 10.5), -1 for none. */
    public final int[] colonel;
    /** By regiment: transfers (direct or by runner) its commander has made this turn (section 3.3). */
    public final int[] transfersUsed;
    /**
     * By regiment: its commander has used his own activation for Activate Regiment this turn (section 3.5): once a
     * turn, more only by a brigade commander's transfer (3.3).
     */
    public final boolean[] regimentOrdered;
    /** The unit has spent its one Rally action of its current activation (section 3.2: not a doubled action). */
    public final boolean[] rallied;
    /**
     * By brigade (one default per side and at most one per unit line): the company its commander stands with, -1 for
     * none (sections 0.4, 3.3 [D]).
     */
    public final int[] brigadier;
    /** By brigade: staff figures left, the commander included (each hit on him: the next one takes over). */
    public final int[] brigadeStaff;
    /** By brigade: transfers its commander has made this turn (section 3.3). */
    public final int[] brigadeTransfersUsed;
    /** Fit figures away as runners (section 3.4): out of the fit count until they rejoin at the end of the turn. */
    public final int[] runners;
    /** Horse figures of a gun's team down (section 9.5 [D]). */
    public final int[] teamLost;
    /**
     * The unit's detached element stands apart (section 3.7): the horse team of an unlimbered gun (5.6), or the horses
     * of a dismounted cavalry company with their holders (5.7 [D]), at ({@link #detX}, {@link #detY}).
     */
    public final boolean[] detached;
    public final double[] detX;
    public final double[] detY;
    /** Horse figures of a cavalry company, fit or not (one per rider): held by the holders while dismounted. */
    public final int[] horses;
    /** Surrendered (section 2.5): all its figures captured. */
    public final boolean[] surrendered;
    /** By side: off-table fire missions called (section 12.3 [D]). */
    public final int[] missionsUsed;
    /** By side: boxes the inbound counter still has to advance before its shells land; 0 for none inbound. */
    public final int[] inbound;
    /** By side: the inbound mission's aim point (once landed, where its shells fell) and the company that called it. */
    public final double[] aimX;
    public final double[] aimY;
    public final int[] caller;
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
    final int[] unactivatedNow;
    /** The unit of the activation under way, its next action's index and whether its first action was a move. */
    int unit;
    int actionIndex;
    boolean firstMove;
    /** Activate Regiment under way: its companies, its next action's index and next member's position. */
    int regimentSize;
    int regimentAction;
    int regimentMember;
    /** The companies of an Activate Regiment (section 3.5), and by position whether its first action was a move. */
    final int[] members;
    final boolean[] movedFirst;
    /**
     * At a reaction fire (STAGE_REACTION, section 3.8): the mover's order, decided and not yet played (action, target,
     * arg by {@code HardtackActivation.HELD_} index; x, y), and the stage its activation goes on at once it is played
     * (STAGE_ACTION: unit's own activation, at actionIndex; STAGE_REGIMENT: the member at regimentMember).
     */
    final int[] held;
    double heldX;
    double heldY;
    int reactFrom;

    /**
     * A state for battles of {@code t}: every column sized to its units, regiments and brigades, so that the live
     * columns lie next to each other in memory (a few KiB for a scenario of 16 units) instead of at the starts of
     * {@code MAX_UNITS}-long arrays a KiB or more apart. Allocates; the state then serves every battle of {@code t}.
     */
    public HardtackState(HardtackTemplate t) {
        final int n = t.unitCount();
        final int regs = Math.max(1, t.regimentCount);
        final int brigs = Math.max(1, t.brigadeCount);
        // The columns a decision reads most first, so that they share lines of memory.
        fit = new int[n];
        confidence = new int[n];
        fled = new boolean[n];
        activated = new boolean[n];
        fired = new boolean[n];
        travel = new boolean[n];
        reload = new boolean[n];
        limbered = new boolean[n];
        noFire = new boolean[n];
        gunLost = new boolean[n];
        mounted = new boolean[n];
        panicked = new boolean[n];
        ammo = new int[n];
        formation = new int[n];
        unhorsed = new int[n];
        x = new double[n];
        y = new double[n];
        facing = new double[n];
        ip = new boolean[n];
        wounded = new int[n];
        stabilised = new int[n];
        dead = new int[n];
        captured = new int[n];
        kills = new int[n];
        lv = new int[n];
        gatlingFired = new boolean[n];
        failedAction = new int[n];
        panicTested = new boolean[n];
        rallied = new boolean[n];
        runners = new int[n];
        teamLost = new int[n];
        detached = new boolean[n];
        detX = new double[n];
        detY = new double[n];
        horses = new int[n];
        surrendered = new boolean[n];
        members = new int[n];
        movedFirst = new boolean[n];
        colonel = new int[regs];
        transfersUsed = new int[regs];
        regimentOrdered = new boolean[regs];
        brigadier = new int[brigs];
        brigadeStaff = new int[brigs];
        brigadeTransfersUsed = new int[brigs];
        missionsUsed = new int[2];
        inbound = new int[2];
        aimX = new double[2];
        aimY = new double[2];
        caller = new int[2];
        unactivatedNow = new int[2];
        held = new int[HardtackActivation.HELD_FIELDS];
        firedOnTurn = new int[n * n];
        units = Columns.rows(fit, wounded, stabilised, dead, captured, kills, unhorsed, x, y, facing, formation,
                mounted, limbered, confidence, lv, reload, ammo, activated, ip, travel, fired, gatlingFired, noFire,
                failedAction, panicked, panicTested, fled, gunLost, rallied, runners, teamLost, detached, detX, detY,
                horses, surrendered, members, movedFirst)
                .whole(missionsUsed, inbound, aimX, aimY, caller, unactivatedNow);
        regiments = Columns.rows(colonel, transfersUsed, regimentOrdered);
        brigades = Columns.rows(brigadier, brigadeStaff, brigadeTransfersUsed);
        zeroed = Columns.rows(wounded, stabilised, dead, captured, kills, unhorsed, reload, ammo, activated, ip,
                travel, fired, noFire, gatlingFired, panicked, panicTested, fled, gunLost, runners, surrendered,
                teamLost, rallied).whole(missionsUsed, inbound);
        regimentsZeroed = Columns.rows(transfersUsed, regimentOrdered);
    }

    /** Restores the start of a battle from the template. Allocation-free. */
    public void resetFrom(HardtackTemplate t) {
        final int n = t.unitCount();
        if (n > fit.length || t.regimentCount > colonel.length || t.brigadeCount > brigadier.length) {
            throw new IllegalArgumentException("a state for " + fit.length + " units, not " + n);
        }
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
    private final Columns units;
    /** The per-regiment and per-brigade columns {@link #copyFrom} copies for the live regiments and brigades. */
    private final Columns regiments;
    private final Columns brigades;
    /** The columns a battle starts with at zero (false). */
    private final Columns zeroed;
    private final Columns regimentsZeroed;
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
