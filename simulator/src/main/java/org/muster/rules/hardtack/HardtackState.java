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
 * matrix (n x n ints, one fill and one copy). Every column is sized to the template (the constructor), so the live
 * state is a few KiB of adjacent arrays; a unit's yes-or-no state is one int of {@code flags} (a bit each, read and
 * set by the methods named after them), with two bits that mirror {@code fit[u] <= 0} and {@code confidence[u] >=
 * ROUTED}, kept by the setters {@link #fit(int, int)} and {@link #confidence(int, int)}: what {@link #active},
 * {@link #present} and a firer's readiness ask is one load (benchmarks README, "sixth pass").
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
    /**
     * The unit's flags, one bit each (the {@code F_} masks; read and set by the methods of the same names): what a
     * decision or a fire asks of a unit in one load instead of one array each.
     */
    final int[] flags;
    public final double[] x;
    public final double[] y;
    public final double[] facing;
    public final int[] formation;
    /** Confidence level code (CONFIDENT .. ROUTED). */
    public final int[] confidence;
    public final int[] lv;
    /** Gun ammunition loaded: 0 none, {@link #SHOT}, {@link #CANISTER} (section 4.4). */
    public final int[] ammo;
    /** The action whose reaction test failed this turn: not retried until next turn (section 3.2); HOLD for none. */
    public final int[] failedAction;
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
    static final int F_FLED = 1 << 0;
    static final int F_ACTIVATED = 1 << 1;
    static final int F_FIRED = 1 << 2;
    static final int F_TRAVEL = 1 << 3;
    static final int F_LIMBERED = 1 << 4;
    static final int F_NO_FIRE = 1 << 5;
    static final int F_GUN_LOST = 1 << 6;
    static final int F_RELOAD = 1 << 7;
    static final int F_MOUNTED = 1 << 8;
    static final int F_IP = 1 << 9;
    static final int F_PANICKED = 1 << 10;
    static final int F_DETACHED = 1 << 11;
    static final int F_GATLING_FIRED = 1 << 12;
    static final int F_PANIC_TESTED = 1 << 13;
    static final int F_RALLIED = 1 << 14;
    /** No figure fit ({@code fit[u] <= 0}) and routed ({@code confidence[u] >= ROUTED}): kept by the setters. */
    static final int F_SPENT = 1 << 15;
    static final int F_ROUTED = 1 << 16;
    private static final int SCAN_FLAGS = F_FIRED | F_TRAVEL | F_LIMBERED | F_NO_FIRE | F_GUN_LOST | F_RELOAD
            | F_MOUNTED | F_FLED;
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
        flags = new int[n];
        ammo = new int[n];
        formation = new int[n];
        unhorsed = new int[n];
        x = new double[n];
        y = new double[n];
        facing = new double[n];
        wounded = new int[n];
        stabilised = new int[n];
        dead = new int[n];
        captured = new int[n];
        kills = new int[n];
        lv = new int[n];
        failedAction = new int[n];
        runners = new int[n];
        teamLost = new int[n];
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
        units = Columns.rows(fit, flags, wounded, stabilised, dead, captured, kills, unhorsed, x, y, facing, formation,
                confidence, lv, ammo, failedAction, runners, teamLost, detX, detY, horses, surrendered, members,
                movedFirst)
                .whole(missionsUsed, inbound, aimX, aimY, caller, unactivatedNow);
        regiments = Columns.rows(colonel, transfersUsed, regimentOrdered);
        brigades = Columns.rows(brigadier, brigadeStaff, brigadeTransfersUsed);
        zeroed = Columns.rows(flags, wounded, stabilised, dead, captured, kills, unhorsed, ammo, runners, surrendered,
                teamLost).whole(missionsUsed, inbound);
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
            final boolean apart = t.type[u] == HardtackCodes.ARTILLERY ? !t.limbered[u]
                    : t.type[u] == HardtackCodes.CAVALRY && !t.mounted[u];
            flags[u] = (t.mounted[u] ? F_MOUNTED : 0) | (t.limbered[u] ? F_LIMBERED : 0) | (apart ? F_DETACHED : 0);
            settle(u);
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
        atStart = Columns.rows(fit, x, y, facing, formation, detX, detY, horses);
        fromTemplate = Columns.rows(t.figures, t.x, t.y, t.facing, t.formation, t.x, t.y, t.figures);
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
        assert settled(u) : "unit " + u + "'s fit or confidence written past fit(u, n), confidence(u, n) or settle";
        return (flags[u] & (F_FLED | F_SPENT | F_ROUTED)) == 0;
    }

    /** On the table with some figure fit (routed units included). */
    public boolean present(int u) {
        assert settled(u) : "unit " + u + "'s fit or confidence written past fit(u, n), confidence(u, n) or settle";
        return (flags[u] & (F_FLED | F_SPENT)) == 0;
    }

    /**
     * Brings u's flags of {@code fit} and {@code confidence} ({@link #F_SPENT}, {@link #F_ROUTED}) in line with them
     * after a write of the arrays themselves (a reset, a copy, a test): the rules write through {@link #fit(int, int)}
     * and {@link #confidence(int, int)}, so that {@link #active} and {@link #present} read one column (asserted
     * there).
     */
    public void settle(int u) {
        flags[u] = flags[u] & ~(F_SPENT | F_ROUTED) | (fit[u] <= 0 ? F_SPENT : 0)
                | (confidence[u] >= HardtackCodes.ROUTED ? F_ROUTED : 0);
    }

    /**
     * Sets u's fit figures and keeps {@link #F_SPENT} true with them: every rule that changes {@code fit[u]} goes
     * through here (the bulk writes of a reset, a copy or a test call {@link #settle}).
     */
    public void fit(int u, int figures) {
        fit[u] = figures;
        flags[u] = figures <= 0 ? flags[u] | F_SPENT : flags[u] & ~F_SPENT;
    }

    /** Sets u's confidence level and keeps {@link #F_ROUTED} true with it, as {@link #fit(int, int)} does for fit. */
    public void confidence(int u, int level) {
        confidence[u] = level;
        flags[u] = level >= HardtackCodes.ROUTED ? flags[u] | F_ROUTED : flags[u] & ~F_ROUTED;
    }

    /** Whether u's flags of {@code fit} and {@code confidence} agree with them ({@link #settle}). */
    private boolean settled(int u) {
        return ((flags[u] & F_SPENT) != 0) == (fit[u] <= 0)
                && ((flags[u] & F_ROUTED) != 0) == (confidence[u] >= HardtackCodes.ROUTED);
    }

    /**
     * u's flags that a target scan reads of its firer (fired, travel, limbered, no-fire, gun lost, Reload, mounted,
     * fled), as bits below 2^16: equal for two units, or one unit at two times, exactly when those flags are.
     */
    public int scanFlags(int u) {
        return flags[u] & SCAN_FLAGS;
    }

    /** Left the table while routing. */
    public boolean fled(int u) {
        return (flags[u] & F_FLED) != 0;
    }

    /** Sets or clears {@link #fled(int)}. */
    public void fled(int u, boolean on) {
        flags[u] = flags[u] & ~F_FLED | (on ? F_FLED : 0);
    }

    /** Activated this turn (section 3.1): it may not be chosen again until the next. */
    public boolean activated(int u) {
        return (flags[u] & F_ACTIVATED) != 0;
    }

    /** Sets or clears {@link #activated(int)}. */
    public void activated(int u, boolean on) {
        flags[u] = flags[u] & ~F_ACTIVATED | (on ? F_ACTIVATED : 0);
    }

    /** Fired in its current activation: each weapon fires once per activation (section 7.2, errata). */
    public boolean fired(int u) {
        return (flags[u] & F_FIRED) != 0;
    }

    /** Sets or clears {@link #fired(int)}. */
    public void fired(int u, boolean on) {
        flags[u] = flags[u] & ~F_FIRED | (on ? F_FIRED : 0);
    }

    /** In travel mode (section 5.5): moves 2x or 4x base, may only move, easier to hit. */
    public boolean travel(int u) {
        return (flags[u] & F_TRAVEL) != 0;
    }

    /** Sets or clears {@link #travel(int)}. */
    public void travel(int u, boolean on) {
        flags[u] = flags[u] & ~F_TRAVEL | (on ? F_TRAVEL : 0);
    }

    /** A gun limbered (section 5.6): it moves, and may not fire. */
    public boolean limbered(int u) {
        return (flags[u] & F_LIMBERED) != 0;
    }

    /** Sets or clears {@link #limbered(int)}. */
    public void limbered(int u, boolean on) {
        flags[u] = flags[u] & ~F_LIMBERED | (on ? F_LIMBERED : 0);
    }

    /** Moved limbered, or (one crew figure) loaded, in its current activation: it may not fire (section 5.6, 12.2). */
    public boolean noFire(int u) {
        return (flags[u] & F_NO_FIRE) != 0;
    }

    /** Sets or clears {@link #noFire(int)}. */
    public void noFire(int u, boolean on) {
        flags[u] = flags[u] & ~F_NO_FIRE | (on ? F_NO_FIRE : 0);
    }

    /** The crew abandoned its gun (section 2.5): it can no longer load or fire, and the gun counts as lost. */
    public boolean gunLost(int u) {
        return (flags[u] & F_GUN_LOST) != 0;
    }

    /** Sets or clears {@link #gunLost(int)}. */
    public void gunLost(int u, boolean on) {
        flags[u] = flags[u] & ~F_GUN_LOST | (on ? F_GUN_LOST : 0);
    }

    /** Small arms carry a Reload marker (section 4.3). */
    public boolean reload(int u) {
        return (flags[u] & F_RELOAD) != 0;
    }

    /** Sets or clears {@link #reload(int)}. */
    public void reload(int u, boolean on) {
        flags[u] = flags[u] & ~F_RELOAD | (on ? F_RELOAD : 0);
    }

    /** A cavalry company mounted (section 5.7). */
    public boolean mounted(int u) {
        return (flags[u] & F_MOUNTED) != 0;
    }

    /** Sets or clears {@link #mounted(int)}. */
    public void mounted(int u, boolean on) {
        flags[u] = flags[u] & ~F_MOUNTED | (on ? F_MOUNTED : 0);
    }

    /** In position (section 4.2): the range die against it is shifted up; lost on any move. */
    public boolean ip(int u) {
        return (flags[u] & F_IP) != 0;
    }

    /** Sets or clears {@link #ip(int)}. */
    public void ip(int u, boolean on) {
        flags[u] = flags[u] & ~F_IP | (on ? F_IP : 0);
    }

    /** Panicked (section 10.6): its next activation is spent recovering. */
    public boolean panicked(int u) {
        return (flags[u] & F_PANICKED) != 0;
    }

    /** Sets or clears {@link #panicked(int)}. */
    public void panicked(int u, boolean on) {
        flags[u] = flags[u] & ~F_PANICKED | (on ? F_PANICKED : 0);
    }

    /**
     * The unit's detached element stands apart (section 3.7): the horse team of an unlimbered gun (5.6), or the horses
     * of a dismounted cavalry company with their holders (5.7 [D]), at ({@link #detX}, {@link #detY}).
     */
    public boolean detached(int u) {
        return (flags[u] & F_DETACHED) != 0;
    }

    /** Sets or clears {@link #detached(int)}. */
    public void detached(int u, boolean on) {
        flags[u] = flags[u] & ~F_DETACHED | (on ? F_DETACHED : 0);
    }

    /** The company's Gatling fired in its current activation (section 7.6 [D]): once per activation, as any weapon. */
    public boolean gatlingFired(int u) {
        return (flags[u] & F_GATLING_FIRED) != 0;
    }

    /** Sets or clears {@link #gatlingFired(int)}. */
    public void gatlingFired(int u, boolean on) {
        flags[u] = flags[u] & ~F_GATLING_FIRED | (on ? F_GATLING_FIRED : 0);
    }

    /** The once-per-game panic test has been taken (section 10.6). */
    public boolean panicTested(int u) {
        return (flags[u] & F_PANIC_TESTED) != 0;
    }

    /** Sets or clears {@link #panicTested(int)}. */
    public void panicTested(int u, boolean on) {
        flags[u] = flags[u] & ~F_PANIC_TESTED | (on ? F_PANIC_TESTED : 0);
    }

    /** The unit has spent its one Rally action of its current activation (section 3.2: not a doubled action). */
    public boolean rallied(int u) {
        return (flags[u] & F_RALLIED) != 0;
    }

    /** Sets or clears {@link #rallied(int)}. */
    public void rallied(int u, boolean on) {
        flags[u] = flags[u] & ~F_RALLIED | (on ? F_RALLIED : 0);
    }
}
