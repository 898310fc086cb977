package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.INFANTRY;
import static org.muster.rules.hardtack.HardtackCodes.NTR;
import static org.muster.rules.hardtack.HardtackCodes.ROUTED;
import static org.muster.rules.hardtack.HardtackCodes.SHAKEN;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackCodes.faces;
import static org.muster.rules.hardtack.HardtackTemplate.MAX_UNITS;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.engine.Narrator;
import org.muster.engine.Seeds;
import org.muster.engine.TerrainKind;
import org.muster.rules.Engine;
import org.muster.rules.Victory;

/**
 * Plays {@code hardtack} battles of one {@link HardtackTemplate}. One per worker thread; owns a {@link HardtackState},
 * the rule dice (DICE stream), the players' dice (TACTICS stream), the two players and scratch arrays, and reuses them
 * for every battle. {@link #play} allocates nothing unless a narrator is set (then it builds one String per event).
 * Not thread-safe.
 *
 * <p>Flow of a turn (section 3.1): the side with fewer units on the table chooses who activates first (ties: D6
 * roll-off, re-rolled, the winner chooses); sides alternate activating one unit for two actions, a side with fewer
 * unactivated units may pass, a side with nothing left (or that stops) lets the other finish; a regimental formation
 * may activate together (section 3.5); a unit moving twice may draw reaction fire (3.8). Routed units withdraw at the
 * end of the turn; then the armies are checked (section 14). The simplifications are listed in package-info.
 */
public final class HardtackEngine implements Engine {
    private final HardtackTemplate t;
    private final HardtackState s = new HardtackState();
    private final Dice dice = new Dice();
    private final Dice tactics = new Dice();
    private final HardtackPlayer[] players = new HardtackPlayer[2];
    private final HardtackOrder order = new HardtackOrder();
    private final int n;
    private Narrator narrator;
    /** Told where the battle is decided (the run report's heat maps); {@link BattleObserver#NONE} by default. */
    private BattleObserver observer = BattleObserver.NONE;

    // Scratch, reused.
    private final int[] woundsThis = new int[HardtackTemplate.MAX_FIGURES * 2 + 2];
    private final boolean[] deadThis = new boolean[HardtackTemplate.MAX_FIGURES * 2 + 2];
    /**
     * The figures one resolution wounded or killed, in the order first hit: the resolution reads and clears only
     * these, so woundsThis and deadThis are all zero between resolutions, and its cost goes with the hits, not the
     * company's size.
     */
    private final int[] hitThis = new int[HardtackTemplate.MAX_FIGURES * 2 + 2];
    private final int[] members = new int[MAX_UNITS];
    /** By position in members: the company's first action inside Activate Regiment was a move (section 3.8). */
    private final boolean[] movedFirst = new boolean[MAX_UNITS];
    /** True while a brigade commander's transfer lets a regimental commander order his regiment again (3.3). */
    private boolean brigadeOrder;
    private final int[] melee = new int[2];
    private final double[] point = new double[2];
    /** The enemies a walk may come near ({@link #walkFrom}). */
    private final int[] walkNear = new int[MAX_UNITS];
    /** Units of each side that can still activate this turn, by {@link #countUnactivated}. */
    private final int[] unactivatedNow = new int[2];
    private boolean disorderedOnMove;
    /** Results of the last fire resolution: level, wound+kill results. */
    private int lastLevel;
    private int lastResults;
    /** A reaction fire was taken during the current activation (the reacting side used its activation). */
    private boolean reactionTaken;
    private boolean regimentMode;
    /** While u fires at an enemy's detached element (section 9.5 [D]): that enemy unit, else -1. */
    private int detachedTarget = -1;
    /**
     * Cover cache by pair (u * n + v), valid while its stamp equals {@link #epoch}; the epoch advances whenever a
     * position, a formation or a unit's presence changes, and at the start of every battle.
     */
    private final long[] coverStamp;
    private final byte[] coverValue;
    private long epoch = 1;
    /**
     * Counts the changes of a unit's in-position or travel mode made without an epoch (going in or out of position,
     * entering or leaving travel mode, mounting): with {@link #epoch} it tells {@link #syncParts} when to look for
     * changes of the units' parts in target scans.
     */
    private long shiftsChanged;
    /**
     * Range-die steps by pair (u * n + v, {@link #rangeSteps(int, int)}), with the four centre coordinates it was
     * computed for and the key of the other state it reads (v's in-position, travel and formation, u's gun
     * ammunition; -1 for none yet): a pure function of those (distance, and cover by {@link #coverNow}), so it stays
     * valid across epochs and battles while neither unit moves, unlike the epoch-stamped caches.
     */
    private final double[] stepsAt;
    private final int[] stepsKey;
    private final byte[] stepsValue;
    /** Unit vector of each unit's facing, valid while {@link #facingAt} equals its facing (the arc test, 7.2 / 4.4). */
    private final double[] facingAt;
    private final double[] facingSin;
    private final double[] facingCos;
    /** Cosines of fire.arc-degrees and artillery.arc-degrees: the arc test as a dot product, no trigonometry. */
    private final double cosFireArc;
    private final double cosGunArc;
    /**
     * Terrain line of sight by pair (u * n + v), with the four centre coordinates it was computed for: a pure function
     * of those, so it stays valid across epochs and battles while neither unit moves (most pairs in a turn), and the
     * dominant cost of sight (Table.lineOfSight) is paid only for pairs that moved.
     */
    private final double[] losAt;
    /**
     * Cover of v against u (Table.coverAt) by pair, with the four centre coordinates it was computed for: like the
     * terrain sight above, a pure function of those, kept across epochs and battles while neither unit moves.
     */
    private final double[] coverAt;
    private final boolean[] coverKnown;
    private final byte[] coverTerrain;
    private final boolean[] losKnown;
    private final boolean[] losTerrain;
    /**
     * Sight by pair (u * n + v, u < v: the canonical direction) as of a value of {@link #changes}: -1 for unknown
     * (every pair after a new battle, whose change count passes it), and what decided it: {@link #SIGHT_CLEAR},
     * {@link #SIGHT_TERRAIN} or the unit that stood in the way. It holds while neither end's part has changed since
     * ({@link #changedAt}); then terrain still blocks, a unit in the way still blocks while its part is unchanged, and
     * a clear line needs only the units changed since to be tested.
     */
    private final long[] sightAt;
    private final int[] sightWho;
    private static final int SIGHT_CLEAR = -1;
    private static final int SIGHT_TERRAIN = -2;
    /**
     * Each unit's part in the other units' target scans (its centre, whether it is present, its formation, in-position
     * and travel mode: all a scan reads of a target or of a unit that may stand in the way) at the last
     * {@link #syncParts}, and the change count at which it last changed. Positions, formations and presence change
     * only with an epoch and in-position and travel mode only with a shift ({@link #shiftsChanged}), so one
     * comparison per epoch or shift finds every change; a new battle counts as a change of every unit.
     */
    private final double[] partX;
    private final double[] partY;
    private final int[] partBits;
    private final long[] partChanged;
    private long partChanges;
    private long partsSyncedEpoch;
    private long partsSyncedShifts;
    private boolean over;
    private int winner;
    private int how;

    /** An engine with the two players the factory makes for the template's sides. */
    public HardtackEngine(HardtackTemplate template, HardtackPlayerFactory factory) {
        this.t = template;
        this.n = template.unitCount();
        this.sightAt = new long[n * n];
        java.util.Arrays.fill(sightAt, -1);
        this.sightWho = new int[n * n];
        this.coverStamp = new long[n * n];
        this.coverValue = new byte[n * n];
        this.losAt = new double[4 * n * n];
        this.losKnown = new boolean[n * n];
        this.losTerrain = new boolean[n * n];
        this.partX = new double[n];
        this.partY = new double[n];
        this.partBits = new int[n];
        this.partChanged = new long[n];
        this.coverAt = new double[4 * n * n];
        this.coverKnown = new boolean[n * n];
        this.coverTerrain = new byte[n * n];
        this.stepsAt = new double[4 * n * n];
        this.stepsKey = new int[n * n];
        java.util.Arrays.fill(stepsKey, -1);
        this.stepsValue = new byte[n * n];
        this.facingAt = new double[n];
        this.facingSin = new double[n];
        this.facingCos = new double[n];
        java.util.Arrays.fill(facingAt, Double.NaN);
        this.cosFireArc = Math.cos(Math.toRadians(template.fireArc));
        this.cosGunArc = Math.cos(Math.toRadians(template.gunArc));
        for (int sd = 0; sd < 2; sd++) {
            players[sd] = factory.create(template.player(sd), sd, template);
        }
    }

    @Override
    public void narrate(Narrator narrator) {
        this.narrator = narrator;
    }

    @Override
    public void observe(BattleObserver observer) {
        this.observer = observer == null ? BattleObserver.NONE : observer;
    }

    @Override
    public long diceRolled() {
        return dice.rolled();
    }

    public HardtackTemplate template() {
        return t;
    }

    public HardtackState state() {
        return s;
    }

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public Dice tactics() {
        return tactics;
    }

    private void say(String text) {
        narrator.event(text);
    }

    private String name(int u) {
        return t.unitName(u);
    }

    private int roll(int die) {
        return dice.roll(faces(die));
    }

    /** The D6 of the roll-off (3.1 [D]), treatment (9.3), new leader (9.2) and close-combat casualty (11.1) tables. */
    private static final int D6_FACES = 6;
    /** Path sampling step of a move, inches (section 5.3 [D], the SG2-TS approach). */
    private static final double PATH_STEP = 0.25;
    /** A router within this of its own edge (less than a path step and a half) has left the table. */
    private static final double EDGE_SLACK = 1.5 * PATH_STEP;

    /** Restores the state of the battle's start: a new epoch, and every unit's part in target scans changed. */
    private void restart() {
        s.resetFrom(t);
        epoch++;
        partChanges++;
        java.util.Arrays.fill(partChanged, partChanges);
        partsSyncedEpoch = 0;
    }

    /** Test hook: points the rule dice at a new stream. */
    void reseedDice(long seed) {
        dice.reseed(seed);
    }

    /**
     * Test hook: restores the start of a battle, then u fires once at v with no tests after it. Returns the result
     * level x 1024 + v's wounded x 32 + v's dead.
     */
    int sampleFire(int u, int v) {
        restart();
        s.turn = 1;
        fire(u, v, true);
        return lastLevel * 1024 + s.wounded[v] * 32 + s.dead[v];
    }

    /**
     * Test hook: as {@link #sampleFire}, but restores from the battle's start only what that fire changes (v's fit,
     * wounded, dead, unhorsed and team figures and its LV; u's fired, reload and kills; the fired-on mark of u on v),
     * not the whole battle, so a benchmark times the fire resolution alone. For a small-arms or sharpshooter firer at
     * a target no commander stands with, after a {@link #sampleFire} of the same pair: a gun's shot and canister and a
     * commander's fall reach other units, which this does not restore. The epoch a wiped-out target advances is left
     * advanced (it only marks the caches stale). Returns as {@link #sampleFire}.
     */
    int sampleFireOnly(int u, int v) {
        assert t.type[u] != ARTILLERY && s.colonel[t.regiment[v]] != v && s.brigadier[t.brigade[v]] != v;
        s.fit[v] = t.figures[v];
        s.wounded[v] = 0;
        s.dead[v] = 0;
        s.unhorsed[v] = 0;
        s.teamLost[v] = 0;
        s.lv[v] = t.leadership;
        s.fired[u] = false;
        s.reload[u] = false;
        s.kills[u] = 0;
        s.firedOnTurn[v * MAX_UNITS + u] = 0;
        fire(u, v, true);
        return lastLevel * 1024 + s.wounded[v] * 32 + s.dead[v];
    }

    /**
     * Test hook: restores the start of a battle, then u's Gatling fires once at v, joining u's small arms or alone
     * ({@link HardtackOrder#GATLING_JOINS} or {@link HardtackOrder#GATLING_ALONE}), with no tests after it. Returns as
     * {@link #sampleFire}.
     */
    int sampleGatling(int u, int v, int mode) {
        restart();
        s.turn = 1;
        if (mode == HardtackOrder.GATLING_ALONE) {
            fireGatling(u, v, false);
        } else {
            fire(u, v, true, true);
        }
        return lastLevel * 1024 + s.wounded[v] * 32 + s.dead[v];
    }

    /** Test hook: restores the start, loads gun u with {@code ammo} and fires it once at v with its tests. */
    void sampleGun(int u, int v, int ammo) {
        restart();
        s.turn = 1;
        s.ammo[u] = ammo;
        fire(u, v, false);
    }

    /** Test hook: whether v is outside u's small-arms fire arc (gun arc for a gun), by the dot-product test. */
    boolean outsideArcForTest(int u, int v) {
        return t.type[u] == ARTILLERY ? outsideArc(u, v, cosGunArc, t.gunArc) : outsideArc(u, v, cosFireArc, t.fireArc);
    }

    /** Test hook: wound and kill results of the last fire resolution. */
    int lastResults() {
        return lastResults;
    }

    /** Test hook: restores the start, then u takes a confidence test at tl; returns the levels lost. */
    int sampleConfidence(int u, int tl) {
        restart();
        return confidenceTest(u, tl, "test");
    }

    /** Test hook: restores the start of turn 1 (the battle's players set up), for the hooks below. */
    void startForTest() {
        restart();
        s.turn = 1;
        players[0].startBattle(this);
        players[1].startBattle(this);
        over = false;
    }

    /** Test hook: the regimental commander standing with {@code host} is hit (section 10.5). */
    void testColonelDown(int host) {
        colonelDown(host);
    }

    /** Test hook: u orders a transfer to v, by runner or directly (sections 3.3, 3.4); false when refused. */
    boolean testTransfer(int u, int v, boolean runner) {
        return transfer(u, v, runner);
    }

    /** Test hook: the brigade commander standing with {@code host} is hit (sections 0.4, 3.3 [D]). */
    void testBrigadierDown(int host) {
        brigadierDown(host);
    }

    /** Test hook: u falls back from enemy e (section 11.1 step 3), abandoning any wounded. */
    void testFallBack(int u, int e) {
        fallBack(u, e);
    }

    /** Test hook: the end-of-turn steps (routs, surrender, runners rejoin, regimental commanders, victory). */
    void testEndOfTurn() {
        endOfTurn();
    }

    /** Test hook: executes one order of u (after {@link #startForTest}); false when the action is lost. */
    boolean testExecute(int u, int action, int target, int arg, double x, double y) {
        order.set(action, target, arg, x, y);
        return execute(u, order);
    }

    /** Test hook: u declares a close assault on v (section 11.1); true when it used the whole activation. */
    boolean testAssault(int u, int v) {
        return assault(u, v);
    }

    /** Test hook: the decision at the turn limit (section 14) on the current state: {winner, how}. */
    int[] testDecideAtLimit() {
        over = false;
        decideAtLimit();
        return new int[] {winner, how};
    }

    /** Test hook: u's confidence drops {@code drop} levels (section 10.1), with the broken crew's retreat (2.5). */
    void testDropConfidence(int u, int drop) {
        dropConfidence(u, drop);
    }

    /** Test hook: {@code hits} potential hits of impact die {@code impact} on v's detached element. */
    int testDetachedHits(int v, int hits, int impact, int armourShiftSteps) {
        detachedHits(v, v, hits, impact, armourShiftSteps);
        return lastResults;
    }

    /** Test hook: places u's detached element (after {@link #startForTest}). */
    void testPlaceDetached(int u, double x, double y) {
        s.detX[u] = x;
        s.detY[u] = y;
    }

    /** Test hook: sight from u to v walked in that direction, uncached by epoch (the canonical walk when u < v). */
    boolean seesWalkedForTest(int u, int v) {
        return seesNow(u, v);
    }

    /** Test hook: moves unit u (after {@link #startForTest}). */
    void testPlace(int u, double x, double y) {
        s.x[u] = x;
        s.y[u] = y;
        epoch++;
    }

    // ================================================================== battle

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        dice.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.DICE));
        tactics.reseed(Seeds.forBattle(baseSeed, battleIndex, Seeds.TACTICS));
        restart();
        players[0].startBattle(this);
        players[1].startBattle(this);
        out.clear(n);
        over = false;
        winner = BattleRecord.DRAW;
        how = -1;
        int turn = 0;
        while (turn < t.maxTurns && !over) {
            turn++;
            s.turn = turn;
            turn();
            if (!over) {
                endOfTurn();
            }
            for (int u = 0; u < n; u++) {
                if (s.present(u)) {
                    observer.unitAt(u, turn, s.x[u], s.y[u]);
                }
            }
        }
        rejoinRunners();
        if (!over) {
            decideAtLimit();
        }
        out.winner = winner;
        out.how = how;
        out.turns = s.turn;
        for (int u = 0; u < n; u++) {
            out.start[u] = t.figures[u];
            out.killed[u] = s.dead[u];
            out.outOfAction[u] = s.wounded[u] + s.stabilised[u] + s.captured[u];
            out.standing[u] = s.fit[u];
            out.kills[u] = s.kills[u];
            out.routedOff[u] = s.fled[u] ? s.fit[u] : 0;
            out.routed[u] = (byte) (s.fled[u] || s.confidence[u] == ROUTED ? 1 : 0);
            out.destroyed[u] = (byte) (s.fled[u] || s.fit[u] == 0 ? 1 : 0);
        }
        if (narrator != null) {
            say("battle over after turn " + s.turn + ": " + (winner == BattleRecord.DRAW ? "draw"
                    : t.sideName(winner) + " wins") + " (" + BattleRecord.howName(how) + ")");
        }
    }

    private void turn() {
        for (int u = 0; u < n; u++) {
            s.activated[u] = false;
            s.fired[u] = false;
            s.noFire[u] = false;
            s.failedAction[u] = HardtackOrder.HOLD;
        }
        java.util.Arrays.fill(s.transfersUsed, 0, t.regimentCount, 0);
        java.util.Arrays.fill(s.regimentOrdered, 0, t.regimentCount, false);
        java.util.Arrays.fill(s.brigadeTransfersUsed, 0, t.brigadeCount, 0);
        int first = firstSide();
        if (narrator != null) {
            say("turn " + s.turn + ": " + t.sideName(first) + " activates first");
        }
        int side = first;
        boolean stopped0 = false;
        boolean stopped1 = false;
        int guard = 0;
        // The counts change only with an activation: a pass or a stop changes nothing they read.
        countUnactivated();
        while (!over && guard++ < 4 * MAX_UNITS) {
            int mine = unactivatedNow[side];
            int theirs = unactivatedNow[1 - side];
            boolean stoppedMine = side == 0 ? stopped0 : stopped1;
            boolean stoppedTheirs = side == 0 ? stopped1 : stopped0;
            if ((mine == 0 || stoppedMine) && (theirs == 0 || stoppedTheirs)) {
                break;
            }
            if (mine == 0 || stoppedMine) {
                side = 1 - side;
                continue;
            }
            boolean mayPass = t.passRule && mine < theirs && !stoppedTheirs;
            int u = players[side].chooseUnit(this, side, mayPass);
            if (u < 0 || u >= n || !canActivate(u) || t.side[u] != side) {
                if (mayPass) {
                    if (narrator != null) {
                        say(t.sideName(side) + " passes");
                    }
                } else {
                    if (narrator != null) {
                        say(t.sideName(side) + " stops activating this turn");
                    }
                    if (side == 0) {
                        stopped0 = true;
                    } else {
                        stopped1 = true;
                    }
                }
                side = 1 - side;
                continue;
            }
            reactionTaken = false;
            final int regiment = players[side].activateRegiment(this, u) ? regimentMembers(u) : 0;
            if (regiment >= 2) {
                activateRegiment(u, regiment);
            } else {
                activate(u);
            }
            checkBeatenAndCount();
            // A reaction fire used the other side's next activation: play returns to this side (section 3.8).
            side = reactionTaken ? side : 1 - side;
        }
    }

    private int firstSide() {
        int c0 = 0;
        int c1 = 0;
        for (int u = 0; u < n; u++) {
            if (s.present(u)) {
                // A detached element is a unit on the table too (section 3.1 item 1).
                final int units = detachedPresent(u) ? 2 : 1;
                if (t.side[u] == 0) {
                    c0 += units;
                } else {
                    c1 += units;
                }
            }
        }
        int chooser;
        if (t.fewerUnitsChoose && c0 != c1) {
            chooser = c0 < c1 ? 0 : 1;
        } else {
            int a;
            int b;
            do {
                a = dice.roll(D6_FACES);
                b = dice.roll(D6_FACES);
            } while (a == b);
            chooser = a > b ? 0 : 1;
        }
        return players[chooser].goFirst(this, chooser) ? chooser : 1 - chooser;
    }

    /** Whether a unit may be chosen now: on the table with figures fit, not routed, not yet activated this turn. */
    public boolean canActivate(int u) {
        return s.active(u) && !s.activated[u];
    }

    /** Units of each side that can still activate this turn, by side (one pass). */
    private void countUnactivated() {
        int c0 = 0;
        int c1 = 0;
        for (int u = 0; u < n; u++) {
            if (canActivate(u)) {
                if (t.side[u] == 0) {
                    c0++;
                } else {
                    c1++;
                }
            }
        }
        unactivatedNow[0] = c0;
        unactivatedNow[1] = c1;
    }

    // ================================================================== activation

    private void activate(int u) {
        if (narrator != null) {
            say(name(u) + " activates (" + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[u]) + ", "
                    + s.fit[u] + " fit)");
        }
        s.activated[u] = true;
        s.fired[u] = false;
        s.gatlingFired[u] = false;
        s.noFire[u] = false;
        s.rallied[u] = false;
        if (s.panicked[u]) {
            recoverPanic(u);
            return;
        }
        untrainedPanicCheck(u);
        if (s.panicked[u]) {
            return;
        }
        boolean firstMove = false;
        for (int i = 0; i < t.actions && s.active(u) && !over; i++) {
            order.clear();
            players[t.side[u]].decide(this, u, i, order);
            if (order.action == HardtackOrder.ASSAULT) {
                if (i != 0) {
                    lost(u, "a close assault must be the first action");
                    continue;
                }
                if (assault(u, order.target)) {
                    return;
                }
                firstMove = false;
                continue;
            }
            boolean isMove = order.action == HardtackOrder.MOVE || order.action == HardtackOrder.COMBAT_MOVE;
            if (isMove && firstMove && i == t.actions - 1) {
                offerReactionFire(u);
                if (!s.active(u)) {
                    return;
                }
            }
            boolean done = execute(u, order);
            firstMove = done && isMove;
        }
    }

    /**
     * The companies that would activate with {@code u} under Activate Regiment (section 3.5), into members: the
     * regimental commander's own activation, once a turn (its regiment not yet ordered this turn), so 0 when it has
     * been used, when u's regiment has no commander, or when u itself is not one of them. Members are the companies
     * of his regiment not yet activated this turn, in close formation, CO to SH, not panicked, of u's mounted state,
     * whose centres are within {@code regiment.radius} of him (2.7; he stands with {@link #colonelOf}). While a brigade
     * commander's transfer gives him one more activation (3.3) it is asked of his own company, ordered or not, which
     * need not be a member (it may have activated).
     */
    public int regimentMembers(int u) {
        final int g = t.regiment[u];
        if (brigadeOrder) {
            return s.colonel[g] == u ? formationOf(u, u) : 0;
        }
        if (s.regimentOrdered[g] || !canActivate(u)) {
            return 0;
        }
        final int c = formationOf(s.colonel[g], u);
        for (int k = 0; k < c; k++) {
            if (members[k] == u) {
                return c;
            }
        }
        return 0;
    }

    /**
     * The companies of k's regiment that Activate Regiment by the commander standing with k would include (the mounted
     * state of {@code like}), into members; 0 when k is -1 or out of the fight.
     */
    private int formationOf(int k, int like) {
        int c = 0;
        if (k < 0 || !s.active(k) || t.type[like] == ARTILLERY) {
            return 0;
        }
        final int g = t.regiment[k];
        for (int v = 0; v < n; v++) {
            if (t.regiment[v] == g && canActivate(v) && !s.panicked[v] && s.formation[v] != SKIRMISH
                    && s.confidence[v] <= SHAKEN && dist(k, v) <= t.regimentRadius && s.mounted[v] == s.mounted[like]) {
                members[c++] = v;
            }
        }
        return c;
    }

    /**
     * Activate Regiment (section 3.5) with the {@code c} companies left in members: the commander's own activation
     * (it marks his regiment ordered for the turn). All first actions come before any second action; a company that
     * moves with both is open to reaction fire before its second move (3.8), as any other mover. The commander keeps
     * station with the formation: he stays with his company if it is one of them, else he goes with the member
     * nearest him (all stand within {@code regiment.radius} of him).
     */
    private void activateRegiment(int u, int c) {
        final int g = t.regiment[u];
        s.regimentOrdered[g] = true;
        final int k = s.colonel[g];
        boolean hostIn = false;
        int nearest = -1;
        double nd = Double.POSITIVE_INFINITY;
        for (int m = 0; m < c; m++) {
            hostIn |= members[m] == k;
            if (k >= 0 && dist(k, members[m]) < nd) {
                nd = dist(k, members[m]);
                nearest = members[m];
            }
        }
        if (k >= 0 && !hostIn && nearest >= 0) {
            s.colonel[g] = nearest;
        }
        if (narrator != null) {
            say("the commander of the " + regimentName(u) + " regiment activates his regiment with " + name(u) + ": "
                    + c + " companies");
        }
        for (int m = 0; m < c; m++) {
            s.activated[members[m]] = true;
            s.fired[members[m]] = false;
            s.noFire[members[m]] = false;
            s.rallied[members[m]] = false;
            movedFirst[m] = false;
        }
        regimentMode = true;
        for (int i = 0; i < t.actions && !over; i++) {
            for (int m = 0; m < c; m++) {
                int v = members[m];
                if (!s.active(v)) {
                    continue;
                }
                order.clear();
                players[t.side[v]].decide(this, v, i, order);
                if (order.action == HardtackOrder.ASSAULT) {
                    lost(v, "no close assault inside Activate Regiment");
                    movedFirst[m] = false;
                    continue;
                }
                boolean isMove = order.action == HardtackOrder.MOVE || order.action == HardtackOrder.COMBAT_MOVE;
                if (isMove && movedFirst[m] && i == t.actions - 1) {
                    offerReactionFire(v);
                    if (!s.active(v) || over) {
                        continue;
                    }
                }
                boolean done = execute(v, order);
                movedFirst[m] = done && isMove;
            }
        }
        regimentMode = false;
    }

    /** True while an Activate Regiment activation is running (no close assaults inside it). */
    public boolean inRegimentActivation() {
        return regimentMode;
    }

    private void recoverPanic(int u) {
        int r = roll(t.qualityDie[u]);
        int target = s.lv[u] + t.panicTl + closeTl(u);
        boolean ok = r > target;
        if (ok) {
            s.panicked[u] = false;
        } else if (r == 1) {
            dropConfidence(u, 1);
        }
        if (narrator != null) {
            say(name(u) + " tries to recover from panic: rolls " + r + " vs " + target + (ok ? ", recovers"
                    : ", still panicked"));
        }
    }

    private void lost(int u, String why) {
        if (narrator != null) {
            say(name(u) + ": action lost (" + why + ")");
        }
    }

    /** Executes one order; false (narrated) when it is illegal and the action is lost. */
    private boolean execute(int u, HardtackOrder o) {
        if (s.travel[u] && o.action != HardtackOrder.HOLD && o.action != HardtackOrder.MOVE
                && o.action != HardtackOrder.TRAVEL) {
            lost(u, "a unit in travel mode may only move");
            return false;
        }
        if (o.action == s.failedAction[u] && o.action != HardtackOrder.HOLD) {
            lost(u, "a failed reaction test is not retried this turn");
            return false;
        }
        switch (o.action) {
            case HardtackOrder.TRAVEL:
                return travel(u, o.arg != 0);
            case HardtackOrder.HOLD:
                if (narrator != null) {
                    say(name(u) + " holds");
                }
                return true;
            case HardtackOrder.MOVE:
            case HardtackOrder.COMBAT_MOVE:
                return move(u, o.x, o.y, o.action == HardtackOrder.COMBAT_MOVE);
            case HardtackOrder.FIRE:
                if (o.arg == HardtackOrder.OFF_TABLE) {
                    if (!canCallArtillery(u, o.target)) {
                        lost(u, "cannot call off-table artillery on that target");
                        return false;
                    }
                    callArtillery(u, o.target);
                    return true;
                }
                if (o.arg == HardtackOrder.GATLING_ALONE) {
                    if (!canFireGatling(u, o.target)) {
                        lost(u, "the Gatling cannot fire at that target");
                        return false;
                    }
                    fireGatling(u, o.target, true);
                    return true;
                }
                if (!canFire(u, o.target) || o.arg == HardtackOrder.GATLING_JOINS && !gatlingCanJoin(u)) {
                    lost(u, "cannot fire at that target");
                    return false;
                }
                fire(u, o.target, false, o.arg == HardtackOrder.GATLING_JOINS);
                return true;
            case HardtackOrder.RELOAD:
                if (!s.reload[u]) {
                    lost(u, "nothing to reload");
                    return false;
                }
                s.reload[u] = false;
                if (narrator != null) {
                    say(name(u) + " reloads");
                }
                return true;
            case HardtackOrder.REORGANISE:
                return reorganise(u, o.arg, o.target);
            case HardtackOrder.MOUNT_TOGGLE:
                return mountToggle(u);
            case HardtackOrder.LOAD:
                if (t.type[u] != ARTILLERY || s.limbered[u] || s.gunLost[u] || o.arg < HardtackState.SHOT
                        || o.arg > HardtackState.CANISTER) {
                    lost(u, "cannot load");
                    return false;
                }
                s.ammo[u] = o.arg;
                if (s.fit[u] < t.workingCrew) {
                    s.noFire[u] = true;
                }
                if (narrator != null) {
                    say(name(u) + " loads " + (o.arg == HardtackState.SHOT ? "shot" : "canister"));
                }
                return true;
            case HardtackOrder.RALLY:
                return rally(u, o.target);
            case HardtackOrder.IN_POSITION:
                return inPosition(u, o.arg != 0);
            case HardtackOrder.TRANSFER:
            case HardtackOrder.RUNNER:
                return transfer(u, o.target, o.action == HardtackOrder.RUNNER);
            case HardtackOrder.DETACHED_MOVE:
                return moveDetached(u, o.x, o.y);
            case HardtackOrder.FIRE_DETACHED:
                if (!canFireDetached(u, o.target)) {
                    lost(u, "cannot fire at that detached element");
                    return false;
                }
                fireDetached(u, o.target);
                return true;
            default:
                lost(u, "unknown order");
                return false;
        }
    }

    // ================================================================== geometry

    /** Length of (dx, dy): a plain square root (Math.hypot is a slow StrictMath call guarding nothing needed here). */
    public static double len(double dx, double dy) {
        return Math.sqrt(dx * dx + dy * dy);
    }

    public double dist(int u, int v) {
        final double dx = s.x[u] - s.x[v];
        final double dy = s.y[u] - s.y[v];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /**
     * Whether v lies outside u's arc of {@code cosArc} (the cosine of the half-arc) about its facing: the same test as
     * the angle between the facing and the bearing exceeding the arc, as a dot product against the facing's unit
     * vector (cached per facing value), without atan2. Coincident centres keep the bearing 0 of the angle form.
     */
    private boolean outsideArc(int u, int v, double cosArc, double arcDegrees) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len == 0) {
            return angleDiff(s.facing[u], 0) > arcDegrees;
        }
        final double f = s.facing[u];
        if (facingAt[u] != f) {
            double r = Math.toRadians(f);
            facingSin[u] = Math.sin(r);
            facingCos[u] = Math.cos(r);
            facingAt[u] = f;
        }
        return dx * facingSin[u] + dy * facingCos[u] < len * cosArc;
    }

    /** Distance from u to the nearest enemy on the table, or +infinity. */
    public double nearestEnemyDistance(int u) {
        return nearestEnemyFrom(t.side[u], s.x[u], s.y[u]);
    }

    private double nearestEnemyFrom(int side, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        for (int v = 0; v < n; v++) {
            if (t.side[v] != side && s.present(v)) {
                best = Math.min(best, len(s.x[v] - x, s.y[v] - y));
            }
        }
        return best;
    }

    /**
     * Line of sight between the centres of u and v (section 6, 7.13 [D]). Symmetric, and always walked in one
     * canonical direction (from the unit of lower index): the walk's floating-point steps and the test of units in the
     * way at the ends of the segment may differ by direction at cell and block edges, and sight must not depend on
     * which of the two asks first (it is then a pure function of the state, whatever order the players ask in).
     */
    public boolean sees(int u, int v) {
        return u <= v ? seesCanonical(u, v) : seesCanonical(v, u);
    }

    /** {@link #sees} for u <= v, from the pair's remembered sight while it holds, else walked afresh. */
    private boolean seesCanonical(int u, int v) {
        syncParts();
        final int k = u * n + v;
        final long at = sightAt[k];
        if (at >= partChanged[u] && at >= partChanged[v]) {
            final int who = sightWho[k];
            if (who == SIGHT_TERRAIN) {
                return false;
            }
            if (who >= 0) {
                if (partChanged[who] <= at) {
                    return false;
                }
            } else if (at == partChanges) {
                return true;
            } else {
                return !blockedSince(u, v, k, at);
            }
        }
        return seesNow(u, v);
    }

    /** Sight from u to v walked afresh (terrain reused while neither centre moved), remembered as of now. */
    private boolean seesNow(int u, int v) {
        final int k = u * n + v;
        final int k4 = 4 * k;
        boolean terrain;
        if (losKnown[k] && losAt[k4] == s.x[u] && losAt[k4 + 1] == s.y[u] && losAt[k4 + 2] == s.x[v]
                && losAt[k4 + 3] == s.y[v]) {
            terrain = losTerrain[k];
        } else {
            terrain = t.table.lineOfSight(s.x[u], s.y[u], s.x[v], s.y[v], t.losBlockingAreas, t.losBlockingFeatures,
                    t.losEdge);
            losKnown[k] = true;
            losTerrain[k] = terrain;
            losAt[k4] = s.x[u];
            losAt[k4 + 1] = s.y[u];
            losAt[k4 + 2] = s.x[v];
            losAt[k4 + 3] = s.y[v];
        }
        sightAt[k] = partChanges;
        if (!terrain) {
            sightWho[k] = SIGHT_TERRAIN;
            return false;
        }
        final int w = unitInTheWay(u, v, Long.MIN_VALUE);
        sightWho[k] = w >= 0 ? w : SIGHT_CLEAR;
        return w < 0;
    }

    /**
     * For a pair clear as of change count {@code at} whose ends have not changed since: whether a unit changed since
     * now stands in the way (the others stand where they did). Remembers the answer as of now.
     */
    private boolean blockedSince(int u, int v, int k, long at) {
        sightAt[k] = partChanges;
        final int w = unitInTheWay(u, v, at);
        if (w >= 0) {
            sightWho[k] = w;
        }
        return w >= 0;
    }

    /**
     * The first unit (lowest index) changed after change count {@code since} that stands in the way from u to v, or
     * -1; {@code Long.MIN_VALUE} asks of every unit.
     */
    private int unitInTheWay(int u, int v, long since) {
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return -1;
        }
        for (int w = 0; w < n; w++) {
            if (partChanged[w] > since && w != u && w != v && blocks(w, u, dx, dy, len2)) {
                return w;
            }
        }
        return -1;
    }

    /** Whether w, if present and formed, stands within unit-block of the open segment from u along (dx, dy). */
    private boolean blocks(int w, int u, double dx, double dy, double len2) {
        if (!s.present(w) || s.formation[w] == SKIRMISH) {
            return false;
        }
        final double block = t.unitBlock;
        double f = ((s.x[w] - s.x[u]) * dx + (s.y[w] - s.y[u]) * dy) / len2;
        if (f <= 0 || f >= 1) {
            return false;
        }
        double px = s.x[u] + f * dx - s.x[w];
        double py = s.y[u] + f * dy - s.y[w];
        return px * px + py * py < block * block;
    }

    /** Cover code (0 none .. 3 fortification) of v against fire from u. */
    public int coverOf(int v, int u) {
        final int k = v * n + u;
        if (coverStamp[k] == epoch) {
            return coverValue[k];
        }
        coverStamp[k] = epoch;
        coverValue[k] = (byte) coverNow(v, u);
        return coverValue[k];
    }

    private int coverNow(int v, int u) {
        final int k = v * n + u;
        final int k4 = 4 * k;
        if (coverKnown[k] && coverAt[k4] == s.x[v] && coverAt[k4 + 1] == s.y[v] && coverAt[k4 + 2] == s.x[u]
                && coverAt[k4 + 3] == s.y[u]) {
            return coverTerrain[k];
        }
        int c = t.table.coverAt(s.x[v], s.y[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature, t.featureReach);
        coverKnown[k] = true;
        coverTerrain[k] = (byte) c;
        coverAt[k4] = s.x[v];
        coverAt[k4 + 1] = s.y[v];
        coverAt[k4 + 2] = s.x[u];
        coverAt[k4 + 3] = s.y[u];
        return c;
    }

    private int coverShift(int cover) {
        switch (cover) {
            case HardtackCodes.COVER_SOFT:
                return t.coverSoft;
            case HardtackCodes.COVER_HARD:
                return t.coverHard;
            case HardtackCodes.COVER_FORTIFICATION:
                return t.coverFortification;
            default:
                return 0;
        }
    }

    private int armourShift(int cover) {
        return cover == HardtackCodes.COVER_FORTIFICATION && !t.fortificationArmourBoth ? t.coverHard
                : coverShift(cover);
    }

    private static double angleTo(double fx, double fy, double tx, double ty) {
        double a = Math.toDegrees(Math.atan2(tx - fx, ty - fy));
        return a < 0 ? a + 360 : a;
    }

    private static double angleDiff(double a, double b) {
        double d = Math.abs(a - b) % 360;
        return d > 180 ? 360 - d : d;
    }

    /** The mover row of the terrain table for u now. */
    private int mover(int u) {
        return HardtackTemplate.moverOf(t.type[u], s.mounted[u], s.limbered[u]);
    }

    /** Base mobility of u in inches (section 5.2), 0 if it cannot move. */
    public int baseMove(int u) {
        int base;
        if (t.type[u] == ARTILLERY) {
            base = s.limbered[u] ? (s.teamLost[u] >= t.teamFigures ? 0 : s.teamLost[u] > 0 ? t.moveLimberedDamaged
                    : t.moveLimbered) : s.fit[u] >= t.workingCrew ? t.moveUnlimbered : t.moveUnlimberedOneCrew;
        } else {
            base = t.type[u] == CAVALRY && s.mounted[u] ? t.moveMounted : t.moveInfantry;
        }
        if (s.formation[u] == HardtackCodes.LINE && t.type[u] != ARTILLERY) {
            int die = HardtackDice.nearestUp(base);
            base = faces(HardtackDice.shiftClosed(die, -t.lineMoveShift));
        }
        return base;
    }

    /**
     * Walks u from its position towards (tx, ty) spending {@code allowance} inches at the terrain's cost per inch,
     * stopping before impassable ground, at the table edge (unless {@code offTable}) and, unless {@code ignore} is
     * an enemy, {@code geometry.enemy-gap} from enemies. Writes the end point into {@link #point}; sets
     * {@link #disorderedOnMove} when the path crosses terrain that disorders (section 2.6 item 4). Returns true if
     * the walk left the table.
     */
    private boolean walk(int u, double tx, double ty, double allowance, boolean offTable, int ignore) {
        return walkFrom(u, s.x[u], s.y[u], mover(u), tx, ty, allowance, offTable, ignore);
    }

    /** As {@link #walk}, from (x0, y0) on the terrain row of mover {@code mv}: a detached element's walk (3.7). */
    private boolean walkFrom(int u, double x0, double y0, int mv, double tx, double ty, double allowance,
            boolean offTable, int ignore) {
        final double step = PATH_STEP;
        final double gap = t.enemyGap;
        double x = x0;
        double y = y0;
        double dx = tx - x;
        double dy = ty - y;
        double len = len(dx, dy);
        disorderedOnMove = false;
        point[0] = x;
        point[1] = y;
        if (len < 1e-9) {
            return false;
        }
        dx /= len;
        dy /= len;
        // The enemies the walk could come within the gap of: every point of it lies within len of the start, so an
        // enemy farther than len + gap (and an inch of margin for rounding) never counts; the others are tested below.
        int near = 0;
        if (ignore != -2) {
            final double far = len + gap + 1;
            for (int v = 0; v < n; v++) {
                if (v != ignore && t.side[v] != t.side[u] && s.present(v) && len(s.x[v] - x0, s.y[v] - y0) < far) {
                    walkNear[near++] = v;
                }
            }
        }
        double left = allowance;
        double moved = 0;
        while (moved + 1e-9 < len && left > 1e-9) {
            double d = Math.min(step, len - moved);
            double nx = x + dx * d;
            double ny = y + dy * d;
            if (!t.table.onTable(nx, ny)) {
                if (offTable) {
                    return true;
                }
                break;
            }
            int area = t.table.areaAt(nx, ny);
            int feature = t.table.featureAt(nx, ny);
            int cls = Math.max(t.moveClassOfArea[mv][area], t.moveClassOfFeature[mv][feature]);
            if (cls == HardtackCodes.IMPASSABLE) {
                break;
            }
            double cost = cls == HardtackCodes.POOR ? t.costPoor : cls == HardtackCodes.DIFFICULT ? t.costDifficult
                    : 1;
            if (cost * d > left + 1e-9) {
                break;
            }
            if (ignore != -2) {
                boolean close = false;
                for (int i = 0; i < near && !close; i++) {
                    final int v = walkNear[i];
                    if (len(s.x[v] - nx, s.y[v] - ny) < gap) {
                        close = true;
                    }
                }
                if (close) {
                    break;
                }
            }
            left -= cost * d;
            moved += d;
            x = nx;
            y = ny;
            if (area == TerrainKind.DENSE_WOODS || area == TerrainKind.MARSH || area == TerrainKind.STREAM
                    || feature == TerrainKind.ABATIS) {
                disorderedOnMove = true;
            }
        }
        point[0] = x;
        point[1] = y;
        return false;
    }

    private boolean move(int u, double tx, double ty, boolean combat) {
        if (s.ip[u] && !reaction(u, t.ipMove, "move out of position")) {
            s.failedAction[u] = combat ? HardtackOrder.COMBAT_MOVE : HardtackOrder.MOVE;
            lost(u, "failed to leave its position");
            return false;
        }
        if (t.type[u] == ARTILLERY && !s.limbered[u] && combat && s.fit[u] < t.workingCrew) {
            lost(u, "a gun with one crew figure has no combat move");
            return false;
        }
        int base = baseMove(u);
        if (base <= 0) {
            lost(u, "cannot move");
            return false;
        }
        int r = 0;
        double allowance = base;
        if (s.travel[u]) {
            if (combat) {
                lost(u, "no combat move in travel mode");
                return false;
            }
            allowance = (double) base * (t.table.areaAt(s.x[u], s.y[u]) == TerrainKind.ROAD ? t.travelRoad
                    : t.travelClear);
        }
        if (combat) {
            r = dice.roll(base);
            allowance = (double) r * t.combatMultiplier;
        }
        walk(u, tx, ty, allowance, false, -1);
        double before = nearestEnemyDistance(u);
        double after = nearestEnemyFrom(t.side[u], point[0], point[1]);
        if (s.confidence[u] >= SHAKEN && after < before - 1e-9) {
            lost(u, "a shaken or broken unit may not move closer to the enemy");
            return false;
        }
        if (s.confidence[u] == SHAKEN && groundCover(u) > 0 && t.table.coverAt(point[0], point[1], point[0],
                point[1], t.coverOfArea, t.coverOfFeature, 0) == HardtackCodes.COVER_NONE
                && !reaction(u, t.shakenLeaveCover, "shaken, leave cover")) {
            s.failedAction[u] = combat ? HardtackOrder.COMBAT_MOVE : HardtackOrder.MOVE;
            lost(u, "shaken and will not leave cover");
            return false;
        }
        double fx = s.x[u];
        double fy = s.y[u];
        s.x[u] = point[0];
        s.ip[u] = false;
        epoch++;
        s.y[u] = point[1];
        if (len(point[0] - fx, point[1] - fy) > 1e-9) {
            s.facing[u] = angleTo(fx, fy, point[0], point[1]);
        }
        if ((combat || disorderedOnMove) && t.type[u] != ARTILLERY && s.formation[u] != SKIRMISH) {
            s.formation[u] = SKIRMISH;
            s.travel[u] = false;
            epoch++;
            if (narrator != null) {
                say(name(u) + " is disordered (skirmish formation)");
            }
        }
        faceNearestEnemy(u);
        if (s.limbered[u]) {
            s.noFire[u] = true;
        }
        if (narrator != null) {
            say(name(u) + (combat ? " combat-moves (rolled " + r + ")" : " moves") + " to ("
                    + fmt(s.x[u]) + ", " + fmt(s.y[u]) + ")");
        }
        return true;
    }

    /** [D] After moving, a company wheels to face the nearest enemy it can see (no separate facing action). */
    private void faceNearestEnemy(int u) {
        if (t.type[u] == ARTILLERY) {
            return;
        }
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v)) {
                double d = dist(u, v);
                if (d < bd) {
                    bd = d;
                    best = v;
                }
            }
        }
        if (best >= 0) {
            s.facing[u] = angleTo(s.x[u], s.y[u], s.x[best], s.y[best]);
        }
    }

    private static String fmt(double v) {
        return Long.toString(Math.round(v * 10) / 10) + "." + Math.abs(Math.round(v * 10) % 10);
    }

    // ================================================================== reorganise, rally

    private boolean reorganise(int u, int formation, int faceTarget) {
        if (t.type[u] == ARTILLERY) {
            if (faceTarget >= 0 && faceTarget < n) {
                s.facing[u] = angleTo(s.x[u], s.y[u], s.x[faceTarget], s.y[faceTarget]);
            }
        } else {
            if (formation < 0 || formation >= HardtackCodes.FORMATIONS) {
                lost(u, "unknown formation");
                return false;
            }
            if (formation != SKIRMISH && s.confidence[u] >= BROKEN) {
                lost(u, "a broken unit may not form close order");
                return false;
            }
            if (formation != SKIRMISH && t.type[u] == SHARPSHOOTER) {
                lost(u, "a sharpshooter is a lone figure");
                return false;
            }
            if (s.ip[u] && formation != s.formation[u]) {
                if (!reaction(u, t.ipDropReorganise, "drop position to reorganise")) {
                    s.failedAction[u] = HardtackOrder.REORGANISE;
                    lost(u, "stays in position");
                    return false;
                }
                s.ip[u] = false;
            }
            s.formation[u] = formation;
            s.travel[u] = false;
            epoch++;
            if (faceTarget >= 0 && faceTarget < n) {
                s.facing[u] = angleTo(s.x[u], s.y[u], s.x[faceTarget], s.y[faceTarget]);
            }
        }
        treat(u);
        if (narrator != null) {
            say(name(u) + " reorganises" + (t.type[u] == ARTILLERY ? "" : " into "
                    + HardtackCodes.STANCE_NAMES.get(s.formation[u])));
        }
        return true;
    }

    /** Treatment of every untreated wounded figure (section 9.3): D6 each. */
    private void treat(int u) {
        int w = s.wounded[u];
        for (int i = 0; i < w; i++) {
            int r = dice.roll(D6_FACES);
            s.wounded[u]--;
            if (r <= t.treatDeadMax) {
                s.dead[u]++;
            } else if (r <= t.treatStabilisedMax) {
                s.stabilised[u]++;
            } else {
                s.fit[u]++;
                epoch++;
            }
        }
        if (w > 0 && narrator != null) {
            say(name(u) + " treats " + w + " wounded: now " + s.fit[u] + " fit, " + s.stabilised[u]
                    + " stabilised, " + s.dead[u] + " dead");
        }
    }

    private boolean mountToggle(int u) {
        s.travel[u] = false;
        shiftsChanged++;
        if (t.type[u] == CAVALRY) {
            if (!s.mounted[u] && !horsesInIntegrity(u)) {
                lost(u, s.horses[u] <= 0 ? "no horses left to remount" : "its horses are not with it");
                return false;
            }
            detach(u, s.mounted[u]);
            s.mounted[u] = !s.mounted[u];
            if (!s.mounted[u]) {
                s.formation[u] = SKIRMISH;
                s.travel[u] = false;
                epoch++;
            }
            treat(u);
            if (narrator != null) {
                say(name(u) + (s.mounted[u] ? " mounts" : " dismounts"));
            }
            return true;
        }
        if (t.type[u] == ARTILLERY) {
            if (!s.limbered[u] && s.teamLost[u] >= t.teamFigures) {
                lost(u, "the gun's team is down");
                return false;
            }
            if (!s.limbered[u] && !teamInReach(u)) {
                lost(u, "its team is not within reach");
                return false;
            }
            detach(u, s.limbered[u]);
            s.limbered[u] = !s.limbered[u];
            treat(u);
            if (narrator != null) {
                say(name(u) + (s.limbered[u] ? " limbers" : " unlimbers"));
            }
            return true;
        }
        lost(u, "infantry cannot mount");
        return false;
    }

    // ================================================================== detached elements

    /**
     * u's horse team (unlimbering) or horses with their holders (dismounting) become a detached element at its centre,
     * or rejoin it ({@code on} false: limbering, mounting); riders without a horse after remounting stay on foot.
     */
    private void detach(int u, boolean on) {
        s.detached[u] = on;
        if (on) {
            s.detX[u] = s.x[u];
            s.detY[u] = s.y[u];
            if (t.type[u] == CAVALRY) {
                s.horses[u] = s.fit[u] - unhorsed(u);
            }
        } else if (t.type[u] == CAVALRY) {
            s.unhorsed[u] = Math.max(0, s.fit[u] - s.horses[u]);
        }
    }

    /** Horse figures of u's detached element left: the gun's team, or the dismounted company's led horses. */
    public int detachedFigures(int u) {
        return t.type[u] == ARTILLERY ? t.teamFigures - s.teamLost[u] : t.type[u] == CAVALRY ? s.horses[u] : 0;
    }

    /** u has a detached element on the table: its parent is present and some horse figure of it is left. */
    public boolean detachedPresent(int u) {
        return s.detached[u] && s.present(u) && detachedFigures(u) > 0;
    }

    /** Distance from u's centre to its detached element. */
    public double detachedDistance(int u) {
        return len(s.detX[u] - s.x[u], s.detY[u] - s.y[u]);
    }

    /** u can activate its detached element now: present and within {@code detached.radius} (section 3.7 [D]). */
    public boolean detachedInReach(int u) {
        return detachedPresent(u) && detachedDistance(u) <= t.detachedRadius + 1e-9;
    }

    /**
     * Two points in integrity (section 2.8): they fit in a circle {@code integrity.circle} across, or they are no more
     * than {@code integrity.chain} apart. A company is one point, so this is read only between a company and a detached
     * element of it.
     */
    public boolean inIntegrity(double d) {
        return d <= t.integrityCircle + 1e-9 || d <= t.integrityChain + 1e-9;
    }

    /** A gun's team is within {@code limber.team-range} (always, limbered): it may limber or take its gun away. */
    public boolean teamInReach(int u) {
        return !s.detached[u] || detachedDistance(u) <= t.limberTeamRange + 1e-9;
    }

    /** A dismounted company's horses are back within its integrity: it may remount (section 5.7 [D]). */
    public boolean horsesInIntegrity(int u) {
        return detachedPresent(u) && inIntegrity(detachedDistance(u));
    }

    /** Base move of u's detached element (section 5.2): the horse team's row, or {@code move.led-horses}. */
    public int detachedMove(int u) {
        if (t.type[u] == ARTILLERY) {
            return s.teamLost[u] > 0 ? t.moveLimberedDamaged : t.moveLimbered;
        }
        return t.moveLedHorses;
    }

    /** One of u's actions activates its detached element, which moves towards (tx, ty) (section 3.7). */
    private boolean moveDetached(int u, double tx, double ty) {
        if (!detachedPresent(u)) {
            lost(u, "no detached element");
            return false;
        }
        if (!detachedInReach(u)) {
            lost(u, "its detached element is out of reach");
            return false;
        }
        walkFrom(u, s.detX[u], s.detY[u], t.type[u] == ARTILLERY ? HardtackTemplate.MOVER_LIMBERED
                : HardtackTemplate.MOVER_MOUNTED, tx, ty, detachedMove(u), false, -1);
        s.detX[u] = point[0];
        s.detY[u] = point[1];
        if (narrator != null) {
            say(detachedName(u) + (t.type[u] == ARTILLERY ? " moves" : " move") + " to (" + fmt(s.detX[u]) + ", "
                    + fmt(s.detY[u]) + ")");
        }
        return true;
    }

    private String detachedName(int u) {
        return name(u) + (t.type[u] == ARTILLERY ? "'s team" : "'s horses");
    }

    /** Cover of v's detached element against fire from u. */
    private int detachedCover(int u, int v) {
        return t.table.coverAt(s.detX[v], s.detY[v], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature,
                t.featureReach);
    }

    /** Range-die steps of u firing at v's detached element: horse figures in skirmish order (section 9.5 [D]). */
    public int detachedSteps(int u, int v) {
        return stepsFor(u, len(s.detX[v] - s.x[u], s.detY[v] - s.y[u]), coverShift(detachedCover(u, v)), 0);
    }

    /**
     * Whether u may fire at v's detached element now: as {@link #canFire}, the arc and sight taken to the element; a
     * broken unit may not (the element never fired on it); a sharpshooter shoots men, not horses [D].
     */
    public boolean canFireDetached(int u, int v) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.active(u) || s.fired[u] || s.travel[u]
                || !detachedPresent(v) || t.type[u] == SHARPSHOOTER || s.confidence[u] == BROKEN) {
            return false;
        }
        final double off = angleDiff(s.facing[u], angleTo(s.x[u], s.y[u], s.detX[v], s.detY[v]));
        if (t.type[u] == ARTILLERY) {
            if (s.limbered[u] || s.ammo[u] == 0 || s.noFire[u] || s.gunLost[u] || off > t.gunArc) {
                return false;
            }
        } else if (s.reload[u] || firers(u) <= 0 || s.formation[u] != SKIRMISH && off > t.fireArc) {
            return false;
        }
        return detachedSteps(u, v) <= t.maxSteps && seesPoint(u, s.detX[v], s.detY[v]);
    }

    /**
     * Line of sight from u's centre to (x, y) (section 6, 7.13 [D]): terrain, and close-formation companies other than
     * u within {@code geometry.unit-block} of the line (a line in front of its own horses shields them).
     */
    private boolean seesPoint(int u, double x, double y) {
        if (!t.table.lineOfSight(s.x[u], s.y[u], x, y, t.losBlockingAreas, t.losBlockingFeatures, t.losEdge)) {
            return false;
        }
        final double dx = x - s.x[u];
        final double dy = y - s.y[u];
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return true;
        }
        final double block = t.unitBlock;
        for (int w = 0; w < n; w++) {
            if (w == u || !s.present(w) || s.formation[w] == SKIRMISH) {
                continue;
            }
            double f = ((s.x[w] - s.x[u]) * dx + (s.y[w] - s.y[u]) * dy) / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            double px = s.x[u] + f * dx - s.x[w];
            double py = s.y[u] + f * dy - s.y[w];
            if (px * px + py * py < block * block) {
                return false;
            }
        }
        return true;
    }

    /**
     * u fires at v's detached element (section 9.5 [D]): the firer's own dice (a gun's shot is one potential hit, the
     * element being in skirmish order) against the range die to the element; every wound or kill result downs one horse
     * figure ({@link #detachedHits}). Horses take no confidence tests. Returns the horse figures downed.
     */
    int fireDetached(int u, int v) {
        final double d = len(s.detX[v] - s.x[u], s.detY[v] - s.y[u]);
        final int cover = detachedCover(u, v);
        final int steps = detachedSteps(u, v);
        s.fired[u] = true;
        lastLevel = HardtackCodes.NO_EFFECT;
        lastResults = 0;
        if (narrator != null) {
            say(name(u) + " fires at " + detachedName(v));
        }
        detachedTarget = v;
        if (t.type[u] == ARTILLERY) {
            final int ammo = s.ammo[u];
            s.ammo[u] = 0;
            final int qd = crewQualityDie(u);
            if (ammo == HardtackState.SHOT) {
                if (shotRoll(u, -1, qd, steps, d) >= 2) {
                    resolveHits(u, v, 1, t.shotImpact, armourShift(cover));
                }
            } else {
                smallArmsRoll(u, v, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact, cover, d);
            }
        } else {
            firerDice(u, melee);
            if (muzzleLoader(u)) {
                s.reload[u] = true;
            }
            smallArmsRoll(u, v, melee[0], melee[1], steps, t.weaponImpact[t.weapon[u]], cover, d);
        }
        detachedTarget = -1;
        return lastResults;
    }

    /**
     * Potential hits on v's detached element: impact against {@code detached.horse-armour} (cover-shifted as for
     * figures); each wound or kill result downs one horse figure (a team's figure: first one down, the team moves
     * {@code move.limbered-damaged}; a led horse: one rider fewer can remount).
     */
    private void detachedHits(int u, int v, int hits, int impact, int armourShiftSteps) {
        final int armour = HardtackDice.shiftClosed(t.horseArmourDie, armourShiftSteps);
        final int imp = HardtackDice.shiftClosed(impact,
                -HardtackDice.openOverflow(t.horseArmourDie, armourShiftSteps));
        int down = 0;
        for (int h = 0; h < hits && detachedFigures(v) > 0; h++) {
            int ri = roll(imp);
            int ra = roll(armour);
            if (HardtackDice.impactOutcome(ri, ra, t.killMultiple) == 0) {
                continue;
            }
            down++;
            if (t.type[v] == ARTILLERY) {
                s.teamLost[v]++;
            } else {
                s.horses[v]--;
                s.unhorsed[v]++;
            }
        }
        lastResults = down;
        if (narrator != null) {
            say(detachedName(v) + (t.type[v] == ARTILLERY ? " takes " : " take ") + hits + " potential hits: " + down
                    + " horse figures down ("
                    + detachedFigures(v) + " left)");
        }
    }

    /**
     * Whether the company {@code by}, in its activation, may spend an action on a rally of company v now (sections
     * 3.2, 3.6): the rally is given by a commander, so {@code by} is the company its regimental commander stands with
     * ({@link #colonelOf}) and v a company of that regiment (his own company too) whose centre is within
     * {@code command.radius} of him; a company with no regimental commander (a regiment of one, a sharpshooter, or
     * one whose commander is lost with nobody to take over) is rallied by its own captain ([D], package-info). Once
     * per activation (Rally is not a doubled action), never inside Activate Regiment (it takes both of the commander's
     * actions). v must be below its starting level and not routed.
     */
    public boolean canRally(int by, int v) {
        if (by < 0 || by >= n || v < 0 || v >= n || s.rallied[by] || regimentMode || !s.active(by)
                || t.regiment[v] != t.regiment[by] || !s.present(v) || s.confidence[v] <= t.startConfidence
                || s.confidence[v] >= ROUTED) {
            return false;
        }
        if (colonelOf(by) == by) {
            return dist(by, v) <= t.commandRadius;
        }
        return v == by && colonelOf(by) < 0;
    }

    /** The rally ordered by {@code by} on {@code v} (-1: itself): v's quality die must beat its LV + the rallier's. */
    private boolean rally(int by, int target) {
        final int v = target < 0 ? by : target;
        if (!canRally(by, v)) {
            lost(by, "no rally possible");
            return false;
        }
        s.rallied[by] = true;
        int r = roll(t.qualityDie[v]);
        int need = s.lv[v] + t.leadership;
        boolean ok = r > need;
        if (ok) {
            s.confidence[v] = Math.max(t.startConfidence, s.confidence[v] - t.rallyLevels);
        }
        if (narrator != null) {
            say((v == by ? name(v) + " rally" : name(by) + ": the commander rallies " + name(v)) + ": rolls " + r
                    + " vs " + need + (ok ? ", rallies to " + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[v])
                    : ", fails"));
        }
        return true;
    }

    /** Whether u may enter travel mode (section 5.5): infantry or cavalry in column, or a limbered gun. */
    public boolean canTravel(int u) {
        if (s.travel[u] || s.confidence[u] >= BROKEN) {
            return false;
        }
        return t.type[u] == ARTILLERY ? s.limbered[u] : s.formation[u] == HardtackCodes.COLUMN;
    }

    /** Enter ({@code leave} false) or leave travel mode: a Reorganise each way (section 5.5). */
    private boolean travel(int u, boolean leave) {
        if (leave ? !s.travel[u] : !canTravel(u)) {
            lost(u, leave ? "not in travel mode" : "cannot enter travel mode");
            return false;
        }
        s.travel[u] = !leave;
        shiftsChanged++;
        if (narrator != null) {
            say(name(u) + (leave ? " leaves travel mode" : " enters travel mode"));
        }
        return true;
    }

    /** A reaction test (section 10.2): the quality die must exceed LV + TL (close formation -1); CL never changes. */
    private boolean reaction(int u, int tl, String why) {
        int target = s.lv[u] + tl + closeTl(u);
        int r = roll(t.qualityDie[u]);
        if (narrator != null) {
            say(name(u) + " reaction test (" + why + "): rolls " + r + " vs " + target + (r > target ? ", passes"
                    : ", fails"));
        }
        return r > target;
    }

    /** Cover of the ground u stands on, against no particular direction (area and any feature in its cell). */
    private int groundCover(int u) {
        return t.table.coverAt(s.x[u], s.y[u], s.x[u], s.y[u], t.coverOfArea, t.coverOfFeature, 0);
    }

    /**
     * Whether u may try to go in position (section 4.2): not already, not limbered, not behind a fortification, not
     * after failing the test this turn.
     */
    public boolean canGoInPosition(int u) {
        return !s.ip[u] && !s.limbered[u] && groundCover(u) != HardtackCodes.COVER_FORTIFICATION
                && s.failedAction[u] != HardtackOrder.IN_POSITION;
    }

    /** Go in position ({@code leave} false) or leave it (section 4.2). */
    private boolean inPosition(int u, boolean leave) {
        if (leave) {
            if (!s.ip[u]) {
                lost(u, "not in position");
                return false;
            }
            s.ip[u] = false;
            shiftsChanged++;
            if (narrator != null) {
                say(name(u) + " leaves its position");
            }
            return true;
        }
        if (!canGoInPosition(u)) {
            lost(u, "cannot go in position");
            return false;
        }
        if (reaction(u, groundCover(u) > 0 ? t.ipCover : t.ipOpen, "go in position")) {
            s.ip[u] = true;
            shiftsChanged++;
            if (narrator != null) {
                say(name(u) + " is in position");
            }
        } else {
            s.failedAction[u] = HardtackOrder.IN_POSITION;
        }
        return true;
    }

    // ================================================================== confidence

    private int closeTl(int u) {
        return s.formation[u] != SKIRMISH && t.type[u] != ARTILLERY ? t.closeTl : 0;
    }

    /** A confidence test at threat level tl (section 10.1); returns the levels lost and applies them. */
    private int confidenceTest(int u, int tl, String why) {
        int target = s.lv[u] + tl;
        int r = roll(t.qualityDie[u]);
        int drop = HardtackDice.confidenceDrop(r, target);
        if (narrator != null) {
            say(name(u) + " confidence test (" + why + "): rolls " + r + " vs " + target
                    + (drop == 0 ? ", holds" : ", loses " + drop));
        }
        dropConfidence(u, drop);
        return drop;
    }

    private void dropConfidence(int u, int drop) {
        if (drop <= 0) {
            return;
        }
        final int before = s.confidence[u];
        s.confidence[u] = Math.min(ROUTED, s.confidence[u] + drop);
        if (before < BROKEN && s.confidence[u] >= BROKEN) {
            observer.unitBroke(u, s.x[u], s.y[u]);
        }
        if (s.confidence[u] >= BROKEN) {
            s.formation[u] = SKIRMISH;
            s.travel[u] = false;
            epoch++;
            s.panicked[u] = false;
        }
        if (narrator != null) {
            say(name(u) + " is now " + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[u]));
        }
        if (t.type[u] == ARTILLERY && !s.gunLost[u] && before < BROKEN && s.confidence[u] >= BROKEN) {
            // Section 2.5: a broken crew must pass a reaction test to take its gun away; a routed crew abandons it.
            // Without a team the gun cannot be taken away (section 2.5 [D]).
            if (s.confidence[u] == ROUTED || s.teamLost[u] >= t.teamFigures || !teamInReach(u)
                    || !reaction(u, t.brokenArtillery, "retreat with the gun")) {
                s.gunLost[u] = true;
                s.ammo[u] = 0;
                if (narrator != null) {
                    say(name(u) + " abandons its gun");
                }
            }
        } else if (t.type[u] == ARTILLERY && s.confidence[u] == ROUTED && !s.gunLost[u]) {
            s.gunLost[u] = true;
            s.ammo[u] = 0;
            if (narrator != null) {
                say(name(u) + " abandons its gun");
            }
        }
    }

    /**
     * The tests after a fire resolution (sections 8, 10.4): basic threat levels from the fired-on row (plus the
     * casualty modifier), more-than-survivors and leader; the highest, with the close-formation modifier.
     */
    private void afterFire(int v, int row, int level, int results, boolean leaderHit) {
        if (!s.present(v) || s.confidence[v] >= ROUTED || t.type[v] == SHARPSHOOTER) {
            return;
        }
        int tl = fireTestTl(v, row, level, results, leaderHit);
        if (tl != Integer.MIN_VALUE) {
            confidenceTest(v, tl, results > 0 ? "casualties" : "fired on");
        }
    }

    /**
     * The threat level of v's test after a fire resolution with the given level and wound + kill results, or
     * Integer.MIN_VALUE for no test (section 10.4).
     */
    int fireTestTl(int v, int row, int level, int results, boolean leaderHit) {
        int mm = t.motivation[t.side[v]];
        int best = Integer.MIN_VALUE;
        if (level >= HardtackCodes.MINOR) {
            int b = t.threat[row][mm];
            if (results > 0) {
                b = (b == NTR ? 0 : b) + t.threat[HardtackTemplate.TL_CASUALTIES][mm];
            }
            if (b != NTR) {
                best = Math.max(best, b);
            }
        }
        if (results > s.fit[v] && t.threat[HardtackTemplate.TL_MORE_THAN_SURVIVORS][mm] != NTR) {
            best = Math.max(best, t.threat[HardtackTemplate.TL_MORE_THAN_SURVIVORS][mm]);
        }
        if (leaderHit && t.threat[HardtackTemplate.TL_LEADER][mm] != NTR) {
            best = Math.max(best, t.threat[HardtackTemplate.TL_LEADER][mm]);
        }
        if (best == Integer.MIN_VALUE) {
            return best;
        }
        if (t.untreatedRow) {
            best += t.threat[HardtackTemplate.TL_UNTREATED][mm] * s.wounded[v];
        }
        return best + closeTl(v);
    }

    /** Green units test for panic the first time they are fired on (section 10.6). */
    private void panicCheck(int v) {
        if (!t.panicGreen || s.panicTested[v] || t.quality[v] != HardtackCodes.GREEN || !s.active(v)
                || t.type[v] == SHARPSHOOTER) {
            return;
        }
        s.panicTested[v] = true;
        int r = roll(t.qualityDie[v]);
        int target = s.lv[v] + t.panicTl + closeTl(v);
        if (r <= target && s.confidence[v] < BROKEN) {
            s.panicked[v] = true;
        }
        if (narrator != null) {
            say(name(v) + " panic test: rolls " + r + " vs " + target + (s.panicked[v] ? ", panics" : ", steady"));
        }
    }

    /** Untrained units test for panic the first time an enemy is in sight (section 10.6), when they activate. */
    private void untrainedPanicCheck(int u) {
        if (s.panicTested[u] || t.quality[u] != HardtackCodes.UNTRAINED) {
            return;
        }
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v) && sees(u, v)) {
                s.panicTested[u] = true;
                int r = roll(t.qualityDie[u]);
                int target = s.lv[u] + t.panicTl + closeTl(u);
                if (r <= target) {
                    s.panicked[u] = true;
                }
                if (narrator != null) {
                    say(name(u) + " sees the enemy, panic test: rolls " + r + " vs " + target
                            + (s.panicked[u] ? ", panics" : ", steady"));
                }
                return;
            }
        }
    }

    // ================================================================== fire

    /**
     * The number of changes so far of the units' parts in target scans (centre, presence, formation, in-position,
     * travel mode; a new battle changes every unit's): a target scan of u reads nothing of the other units and the
     * ground that can change while this count stands still, nor of a pair (u, v) while neither {@link #changedAt}
     * passes the count it was made at. Arc, range, cover and sight are pure functions of those parts and u's own
     * state, whatever was asked before.
     */
    public long changes() {
        syncParts();
        return partChanges;
    }

    /** The value of {@link #changes} at which w's part in target scans last changed (as of the last call of it). */
    public long changedAt(int w) {
        return partChanged[w];
    }

    /** Once per epoch or shift: numbers the change of every unit whose part in target scans differs from the last. */
    private void syncParts() {
        if (partsSyncedEpoch == epoch && partsSyncedShifts == shiftsChanged) {
            return;
        }
        partsSyncedEpoch = epoch;
        partsSyncedShifts = shiftsChanged;
        for (int w = 0; w < n; w++) {
            final int bits = (s.present(w) ? 1 : 0) | (s.ip[w] ? 2 : 0) | (s.travel[w] ? 4 : 0) | (s.formation[w] << 3);
            if (bits != partBits[w] || s.x[w] != partX[w] || s.y[w] != partY[w]) {
                partBits[w] = bits;
                partX[w] = s.x[w];
                partY[w] = s.y[w];
                partChanged[w] = ++partChanges;
            }
        }
    }

    /** The current epoch: it advances whenever a position, a formation or a unit's presence changes. */
    public long epoch() {
        return epoch;
    }

    /** Whether u may fire at v now (section 7.2, 7.3, 7.11, 7.12, 2.5). */
    public boolean canFire(int u, int v) {
        return fireable(u, v, false);
    }

    /**
     * Whether u could fire at v in a fresh activation with its weapons loaded (ignoring a Reload marker, an empty gun
     * and this activation's fire): what a transferred activation (Reload or Load, then Fire) could shoot at.
     */
    public boolean couldFireLoaded(int u, int v) {
        return fireable(u, v, true);
    }

    /**
     * Whether u is ready to fire now at all (the firer's own conditions of {@link #canFire}): when false, it can fire
     * at no one, so a scan of targets can stop before it starts.
     */
    public boolean mayFire(int u) {
        return readyToFire(u, false);
    }

    /** The conditions of {@link #fireable} on the firer alone ({@code fresh} as there). */
    private boolean readyToFire(int u, boolean fresh) {
        if (!s.active(u) || s.fired[u] && !fresh || s.travel[u]) {
            return false;
        }
        if (t.type[u] == ARTILLERY) {
            return !(s.limbered[u] || (s.ammo[u] == 0 || s.noFire[u]) && !fresh || s.gunLost[u]);
        }
        return !(s.reload[u] && !fresh) && firers(u) > 0;
    }

    private boolean fireable(int u, int v, boolean fresh) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.present(v) || !readyToFire(u, fresh)) {
            return false;
        }
        return fireableAt(u, v);
    }

    /**
     * {@link #canFire} for a firer known to be ready ({@link #mayFire} true): the same answer without testing the
     * firer's own conditions again for every target of a scan.
     */
    public boolean canFireReady(int u, int v) {
        if (v < 0 || v >= n || t.side[u] == t.side[v] || !s.present(v)) {
            return false;
        }
        return fireableAt(u, v);
    }

    /** The conditions of {@link #fireable} on the pair (the target present and an enemy, the firer ready). */
    private boolean fireableAt(int u, int v) {
        return inArc(u, v) && rangeSteps(u, v) <= t.maxSteps && clearToFire(u, v);
    }

    /**
     * Whether v stands in u's arc of fire (a gun's arc, small arms' unless u is in skirmish order): a pure function
     * of the two centres, u's type, formation and facing.
     */
    public boolean inArc(int u, int v) {
        return !(t.type[u] == ARTILLERY ? outsideArc(u, v, cosGunArc, t.gunArc)
                : s.formation[u] != SKIRMISH && outsideArc(u, v, cosFireArc, t.fireArc));
    }

    /**
     * The rest of {@link #canFireReady} once v is known a present enemy within u's effective range ({@link #rangeSteps}
     * at most fire.max-steps) and {@link #inArc}: a broken firer's restriction to units that fired on it
     * (fired-on.window) and sight. A scan may so value a target (range steps, cover) before it asks this.
     */
    public boolean clearToFire(int u, int v) {
        if (s.confidence[u] == BROKEN && s.firedOnTurn[u * MAX_UNITS + v] < Math.max(1,
                s.turn - t.firedOnWindow + 1)) {
            return false;
        }
        return sees(u, v);
    }

    /** Figures of u that can fire: fit, less the horse holders of dismounted cavalry (section 5.7). */
    public int firers(int u) {
        int f = s.fit[u];
        if (t.type[u] == CAVALRY) {
            int onFoot = unhorsed(u);
            if (s.mounted[u]) {
                f -= onFoot;
            } else {
                f -= (f - onFoot + t.horseHolderPer - 1) / t.horseHolderPer;
            }
        }
        return f - gunners(u);
    }

    /**
     * Fit figures of u serving its Gatling (section 7.6 [D]): its crew while they last, fit figures of the company
     * taking their places (SG2 support weapons are served by members of the squad). They fire no small arms.
     */
    public int gunners(int u) {
        return Math.min(t.gatlingCrew[u], s.fit[u]);
    }

    /** Whether u's Gatling may join its small-arms fire now (section 7.6 [D]); the small arms' legality aside. */
    public boolean gatlingCanJoin(int u) {
        return t.gatlingJoins && gunners(u) > 0 && !s.gatlingFired[u] && !(t.gatlingReload && s.reload[u]);
    }

    /**
     * Whether u's Gatling may fire alone at v now (section 7.6 [D]): as small arms (sides, sight, arc of a close
     * formation, a broken company's restriction) but with its own range (no smoothbore shift, not close-range only)
     * and no Reload marker to stop it unless gatling.reload is yes.
     */
    public boolean canFireGatling(int u, int v) {
        if (!t.gatlingAlone || v < 0 || v >= n || t.side[u] == t.side[v] || gunners(u) == 0 || !s.active(u)
                || !s.present(v) || s.gatlingFired[u] || s.travel[u] || t.gatlingReload && s.reload[u]) {
            return false;
        }
        if (s.confidence[u] == BROKEN && s.firedOnTurn[u * MAX_UNITS + v] < Math.max(1,
                s.turn - t.firedOnWindow + 1)) {
            return false;
        }
        if (s.formation[u] != SKIRMISH && outsideArc(u, v, cosFireArc, t.fireArc)) {
            return false;
        }
        return gatlingSteps(u, v) <= t.maxSteps && sees(u, v);
    }

    /** Range-die steps of u's Gatling firing alone at v: the company's band, the target's shifts, nothing else. */
    public int gatlingSteps(int u, int v) {
        final int cover = coverOf(v, u);
        final int up = coverShift(cover) + (s.ip[v] ? t.ipShift : 0)
                + (t.type[v] == SHARPSHOOTER ? t.loneFigureShift : 0);
        final int down = (s.formation[v] != SKIRMISH && t.type[v] != ARTILLERY ? t.formationTargetShift : 0)
                + (s.travel[v] ? t.travelTargetShift : 0);
        return HardtackDice.rangeSteps(dist(u, v), t.band[u], 0, up, down, t.netShiftsBeforeLimit);
    }

    /** Fit riders of cavalry company u who have lost their horse (section 9.4 [D]): never more than the fit. */
    public int unhorsed(int u) {
        return Math.min(s.unhorsed[u], s.fit[u]);
    }

    /** Figures of u that fight in a close assault: a mounted company's riders without a horse stay out of it. */
    private int fighters(int u) {
        return t.type[u] == CAVALRY && s.mounted[u] ? s.fit[u] - unhorsed(u) : s.fit[u];
    }

    /**
     * Range-die steps of u firing at v now ({@link #rangeStepsOf} at their distance), cached by pair and positions:
     * the players ask this for every pair on every decision, and between two decisions most units have not moved.
     */
    public int rangeSteps(int u, int v) {
        final int k = u * n + v;
        final int k4 = 4 * k;
        final int key = (s.ip[v] ? 1 : 0) | (s.travel[v] ? 2 : 0) | (s.formation[v] << 2) | (s.ammo[u] << 4);
        final double ux = s.x[u];
        final double uy = s.y[u];
        final double vx = s.x[v];
        final double vy = s.y[v];
        if (stepsKey[k] == key && stepsAt[k4] == ux && stepsAt[k4 + 1] == uy && stepsAt[k4 + 2] == vx
                && stepsAt[k4 + 3] == vy) {
            return stepsValue[k];
        }
        int r = rangeStepsOf(u, v, dist(u, v));
        stepsKey[k] = key;
        stepsAt[k4] = ux;
        stepsAt[k4 + 1] = uy;
        stepsAt[k4 + 2] = vx;
        stepsAt[k4 + 3] = vy;
        stepsValue[k] = (byte) r;
        return r;
    }

    /**
     * Range-die steps of u firing at v at distance d; above fire.max-steps means ineffective. {@link #rangeSteps}
     * caches it by the two positions and its key: any further state read here must go into that key.
     */
    public int rangeStepsOf(int u, int v, double d) {
        int cover = coverOf(v, u);
        int up = coverShift(cover) + (s.ip[v] ? t.ipShift : 0) + (t.type[v] == SHARPSHOOTER ? t.loneFigureShift : 0);
        int down = (s.formation[v] != SKIRMISH && t.type[v] != ARTILLERY ? t.formationTargetShift : 0)
                + (s.travel[v] ? t.travelTargetShift : 0);
        return stepsFor(u, d, up, down);
    }

    /** Range-die steps of u's weapon at distance d with the target's shifts up and down (section 7.4, 12.2). */
    private int stepsFor(int u, double d, int up, int down) {
        if (t.type[u] == ARTILLERY) {
            int bandU = s.ammo[u] == HardtackState.SHOT ? t.shotBand : t.band[u];
            return HardtackDice.rangeSteps(d, bandU, 0, up, down, t.netShiftsBeforeLimit);
        }
        if (t.type[u] == SHARPSHOOTER) {
            return HardtackDice.rangeSteps(d, t.band[u] * t.sharpBandMultiple, 0, up, down, t.netShiftsBeforeLimit);
        }
        int w = t.weapon[u];
        int sb = w == HardtackCodes.SMOOTHBORE ? t.smoothboreShift : 0;
        int steps = HardtackDice.rangeSteps(d, t.band[u], sb, up, down, t.netShiftsBeforeLimit);
        if ((w == HardtackCodes.SHOTGUN || w == HardtackCodes.PISTOL)
                && Math.max(1, (int) Math.ceil(d / t.band[u])) > t.closeOnlyBands) {
            return t.maxSteps + 1;
        }
        return steps;
    }

    /** The quality die gun u's crew fires with: down {@code artillery.short-crew-shift} when short-handed (12.2). */
    private int crewQualityDie(int u) {
        return s.fit[u] < t.workingCrew ? HardtackDice.shiftClosed(t.qualityDie[u], -t.shortCrewShift)
                : t.qualityDie[u];
    }

    /**
     * The firer dice u would roll now (section 7.5, 12.2), as die codes into {@code out[0]} (quality) and
     * {@code out[1]} (firepower, shot or canister die). Allocation-free.
     */
    public void firerDice(int u, int[] out) {
        if (t.type[u] == ARTILLERY) {
            out[0] = crewQualityDie(u);
            out[1] = s.ammo[u] == HardtackState.SHOT ? t.shotDie[t.weapon[u]] : t.canisterDie[t.weapon[u]];
            return;
        }
        if (t.type[u] == SHARPSHOOTER) {
            out[0] = t.qualityDie[u];
            out[1] = t.sharpFp;
            return;
        }
        double fp = firers(u) * t.weaponFp[t.weapon[u]];
        out[0] = HardtackDice.shiftClosed(t.qualityDie[u], -HardtackDice.d2QualityShift(fp, t.d2Threshold,
                t.d2QualityShift) - (s.mounted[u] ? t.mountedQualityShift : 0));
        out[1] = HardtackDice.firepowerDie(fp, s.formation[u] == SKIRMISH, t.skirmishShift);
    }

    /** Whether u's small arms load from the muzzle (section 4.3 [D]: musket, smoothbore, shotgun). */
    private boolean muzzleLoader(int u) {
        int w = t.weapon[u];
        return w == HardtackCodes.MUSKET || w == HardtackCodes.SMOOTHBORE || w == HardtackCodes.SHOTGUN;
    }

    /**
     * A gun's shot (section 12.2 [D]): the range die against the crew's quality die {@code qd} and the gun's shot die;
     * returns the successes (2: a hit, 1: a near miss) into {@link #lastLevel} too. {@code v} names the target in the
     * narration, -1 for a detached element (its caller has named it).
     */
    private int shotRoll(int u, int v, int qd, int steps, double d) {
        int t0 = roll(steps);
        int a = roll(qd);
        int b = roll(t.shotDie[t.weapon[u]]);
        int ok = (a > t0 ? 1 : 0) + (b > t0 ? 1 : 0);
        lastLevel = ok;
        if (narrator != null) {
            say(name(u) + " fires shot" + (v >= 0 ? " at " + name(v) : "") + " (" + fmt(d) + "\"): " + a + ", " + b
                    + " vs " + t0 + " on D" + faces(steps) + (ok >= 2 ? ": hit" : ok == 1 ? ": near miss" : ": miss"));
        }
        return ok;
    }

    /**
     * u fires at v (section 7.7; artillery 12.2). With {@code finalDefensive} the target takes no fired-on test
     * (section 11.1 step 5); the caller reads {@link #lastResults}. Returns the wound and kill results.
     */
    int fire(int u, int v, boolean finalDefensive) {
        return fire(u, v, finalDefensive, false);
    }

    /** As above; with {@code gatling} the company's Gatling joins its small-arms fire (section 7.6 [D]). */
    private int fire(int u, int v, boolean finalDefensive, boolean gatling) {
        final double d = dist(u, v);
        final int steps = rangeStepsOf(u, v, d);
        final int cover = coverOf(v, u);
        s.firedOnTurn[v * MAX_UNITS + u] = s.turn;
        s.fired[u] = true;
        lastLevel = HardtackCodes.NO_EFFECT;
        lastResults = 0;
        int row = HardtackTemplate.TL_SHOT;
        boolean leaderHit = false;
        boolean shotHit = false;
        if (t.type[u] == ARTILLERY) {
            int ammo = s.ammo[u];
            s.ammo[u] = 0;
            int qd = crewQualityDie(u);
            if (ammo == HardtackState.SHOT) {
                if (shotRoll(u, v, qd, steps, d) >= 2) {
                    shotHit = true;
                    leaderHit = resolveHits(u, v, ranks(v), t.shotImpact, armourShift(cover));
                }
            } else {
                row = HardtackTemplate.TL_CANISTER;
                leaderHit = smallArmsRoll(u, v, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact, cover, d);
            }
        } else if (t.type[u] == SHARPSHOOTER) {
            leaderHit = sharpshooterShot(u, v, steps, cover, d);
        } else {
            firerDice(u, melee);
            final int qd = melee[0];
            final int fd = melee[1];
            if (muzzleLoader(u)) {
                s.reload[u] = true;
            }
            int gd = -1;
            if (gatling) {
                gd = t.gatlingFp;
                s.gatlingFired[u] = true;
                s.reload[u] |= t.gatlingReload;
                if (narrator != null) {
                    say("the Gatling " + t.gatlingName(u) + " joins " + name(u) + "'s fire");
                }
            }
            leaderHit = smallArmsRoll(u, v, qd, fd, gd, steps, t.weaponImpact[t.weapon[u]], cover, d);
        }
        if (!finalDefensive) {
            panicCheck(v);
            // A unit in travel mode fired on is always "suppressed" (SG2), i.e. takes the fired-on test (section 5.5).
            // So is a unit a sharpshooter fired at, even if he missed (section 7.9).
            afterFire(v, row, s.travel[v] || t.type[u] == SHARPSHOOTER ? Math.max(HardtackCodes.MINOR, lastLevel)
                    : lastLevel, lastResults, leaderHit);
        }
        final int results = lastResults;
        final int level = lastLevel;
        if (shotHit) {
            bounce(u, v);
        } else if (row == HardtackTemplate.TL_CANISTER && s.formation[v] == SKIRMISH && t.type[v] != ARTILLERY) {
            canisterThrough(u, v, d);
        }
        lastResults = results;
        lastLevel = level;
        return results;
    }

    /**
     * u's Gatling fires alone at v (section 7.6 [D]): the company's quality die and {@code gatling.fp} against the
     * range die of {@link #gatlingSteps}, resolved as small arms with impact {@code gatling.impact}; the target takes
     * the small-arms tests unless {@code tests} is false (a test hook). The company's small arms may still fire.
     */
    private void fireGatling(int u, int v, boolean tests) {
        final double d = dist(u, v);
        final int steps = gatlingSteps(u, v);
        final int cover = coverOf(v, u);
        s.firedOnTurn[v * MAX_UNITS + u] = s.turn;
        s.gatlingFired[u] = true;
        s.reload[u] |= t.gatlingReload;
        lastLevel = HardtackCodes.NO_EFFECT;
        lastResults = 0;
        if (narrator != null) {
            say("the Gatling " + t.gatlingName(u) + " of " + name(u) + " fires alone");
        }
        boolean leaderHit = smallArmsRoll(u, v, t.qualityDie[u], t.gatlingFp, -1, steps, t.gatlingImpact, cover, d);
        if (tests) {
            panicCheck(v);
            afterFire(v, HardtackTemplate.TL_SHOT, s.travel[v] ? Math.max(HardtackCodes.MINOR, lastLevel) : lastLevel,
                    lastResults, leaderHit);
        }
    }

    // ================================================================== off-table artillery (12.3 [D])

    /**
     * Whether u may call an off-table fire mission on v now (section 12.3 [D]): offtable on, u is the company its
     * regimental or brigade commander stands with, its side has a mission left and none inbound, and u sees v.
     */
    public boolean canCallArtillery(int u, int v) {
        final int sd = t.side[u];
        return t.offTable && v >= 0 && v < n && t.side[v] != sd && s.active(u) && s.present(v)
                && (colonelOf(u) == u || brigadierOf(u) == u) && s.missionsUsed[sd] < t.offMissions
                && s.inbound[sd] == 0 && !s.travel[u] && sees(u, v);
    }

    /**
     * The request (section 12.3 [D], SG2's roll without communications): {@code offtable.request-die} above the
     * company's LV plus {@code offtable.request-over-lv}. Granted, the mission is used and its inbound counter placed,
     * aimed at v's position now; refused, the action is spent and the mission kept.
     */
    private void callArtillery(int u, int v) {
        final int sd = t.side[u];
        final int r = roll(t.offRequestDie);
        final int need = s.lv[u] + t.offRequestOverLv;
        final boolean ok = r > need;
        if (narrator != null) {
            say(name(u) + " calls off-table artillery on " + name(v) + ": rolls " + r + " vs " + need
                    + (ok ? ", inbound" : ", refused"));
        }
        if (ok) {
            s.missionsUsed[sd]++;
            s.inbound[sd] = t.offInbound;
            s.aimX[sd] = s.x[v];
            s.aimY[sd] = s.y[v];
            s.caller[sd] = u;
        }
    }

    /** Turn end: each inbound counter advances one box; one that reaches the end lands (section 3.1 step 6). */
    private void offTableArrivals() {
        for (int sd = 0; sd < 2; sd++) {
            if (s.inbound[sd] > 0 && --s.inbound[sd] == 0) {
                land(sd);
            }
        }
    }

    /**
     * The shells land (section 12.3 [D], SG2 p.47): accurate if the calling company's quality die beats its LV, else
     * they deviate the deviation die times {@code offtable.deviation-multiplier} inches in the clock direction of the
     * direction die. Every unit, friend or foe, whose centre lies within {@code offtable.burst-radius} takes
     * {@code offtable.under-skirmish} or {@code offtable.under-close} potential hits at {@code offtable.impact}
     * against its armour (cover of its ground; in position, up {@code offtable.ip-armour-shift}) and the fired-on
     * test. Kills on friends are not credited.
     */
    private void land(int sd) {
        final int u = s.caller[sd];
        double x = s.aimX[sd];
        double y = s.aimY[sd];
        final int acc = roll(t.qualityDie[u]);
        if (acc <= s.lv[u]) {
            final int faces = faces(t.offDirectionDie);
            final double ang = Math.toRadians(360.0 * roll(t.offDirectionDie) / faces);
            final double dist = (double) roll(t.offDeviationDie) * t.offDeviationMultiplier;
            x = Math.max(0, Math.min(t.table.width(), x + dist * Math.sin(ang)));
            y = Math.max(0, Math.min(t.table.depth(), y + dist * Math.cos(ang)));
        }
        s.aimX[sd] = x;
        s.aimY[sd] = y;
        if (narrator != null) {
            say(t.sideName(sd) + "'s off-table artillery lands " + (acc <= s.lv[u] ? "off target" : "on target")
                    + " at (" + fmt(x) + ", " + fmt(y) + ")");
        }
        for (int w = 0; w < n; w++) {
            if (!s.present(w) || len(s.x[w] - x, s.y[w] - y) > t.offBurstRadius) {
                continue;
            }
            int under = t.type[w] == ARTILLERY || s.formation[w] == SKIRMISH ? t.offUnderSkirmish : t.offUnderClose;
            int shift = armourShift(groundCover(w)) + (s.ip[w] ? t.offIpArmourShift : 0);
            int killsBefore = s.kills[u];
            boolean leader = resolveHits(u, w, under, t.offImpact, shift);
            if (t.side[w] == sd) {
                s.kills[u] = killsBefore;
            }
            panicCheck(w);
            afterFire(w, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, lastResults, leader);
        }
    }

    /** Test hook: u calls a mission on v (after {@link #startForTest}); the order's legality is not checked. */
    void testCallArtillery(int u, int v) {
        callArtillery(u, v);
    }

    /** Test hook: the turn-end advance of the inbound counters, landing those that reach the end. */
    void testOffTableArrivals() {
        offTableArrivals();
    }

    /**
     * A sharpshooter's shot (section 7.9): quality die and {@code sharpshooter.fp} against the range die (band
     * {@code sharpshooter.band-multiple} times the quality band). One success: one hit on a random figure; two: one
     * hit on the figure the firer chooses (the regimental commander if he stands with v, else v's leader); impact
     * {@code sharpshooter.impact}. Even a miss calls for v's fired-on test. It then needs a Reload.
     */
    private boolean sharpshooterShot(int u, int v, int steps, int cover, double d) {
        s.reload[u] = true;
        int t0 = roll(steps);
        int a = roll(t.qualityDie[u]);
        int b = roll(t.sharpFp);
        int ok = (a > t0 ? 1 : 0) + (b > t0 ? 1 : 0);
        lastLevel = ok;
        if (narrator != null) {
            say(name(u) + " snipes at " + name(v) + " (" + fmt(d) + "\"): " + a + ", " + b + " vs " + t0 + " on D"
                    + faces(steps) + (ok >= 2 ? ": aimed hit" : ok == 1 ? ": hit" : ": miss"));
        }
        boolean leader = false;
        if (ok > 0) {
            leader = resolveHits(u, v, 1, t.sharpImpact, armourShift(cover), ok >= 2);
        }
        return leader;
    }

    /** Ranks a shot crosses in v (section 12.2 step 5 [D]): skirmish or gun 1, line and column by parameter. */
    private int ranks(int v) {
        return t.type[v] == ARTILLERY || s.formation[v] == SKIRMISH ? 1
                : s.formation[v] == HardtackCodes.LINE ? t.lineRanks : t.columnRanks;
    }

    /**
     * A shot that hit bounces on beyond its target (section 12.2 step 6 [D]): the die's roll times the multiplier
     * (smoothbore or rifled) along the line of fire; every other unit, friend or foe, whose centre is within
     * {@code artillery.bounce-width} of that path takes one potential hit per rank at the bounce impact, and the
     * shot fired-on test. Kills on friends are not credited to the gun.
     */
    private void bounce(int u, int v) {
        final int mult = t.weapon[u] == HardtackCodes.RIFLED_GUN ? t.bounceMultiplierRifled : t.bounceMultiplier;
        final double len = (double) dice.roll(t.bounceDie) * mult;
        final double d = dist(u, v);
        if (len <= 0 || d <= 0) {
            return;
        }
        final double dx = (s.x[v] - s.x[u]) / d;
        final double dy = (s.y[v] - s.y[u]) / d;
        if (narrator != null) {
            say("the ball bounces on " + fmt(len) + " inches");
        }
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || !s.present(w)) {
                continue;
            }
            double along = (s.x[w] - s.x[v]) * dx + (s.y[w] - s.y[v]) * dy;
            if (along <= 0 || along > len) {
                continue;
            }
            double px = s.x[v] + dx * along - s.x[w];
            double py = s.y[v] + dy * along - s.y[w];
            if (px * px + py * py > t.bounceWidth * t.bounceWidth) {
                continue;
            }
            int killsBefore = s.kills[u];
            boolean leader = resolveHits(u, w, ranks(w), t.bounceImpact, armourShift(coverOf(w, u)));
            if (t.side[w] == t.side[u]) {
                s.kills[u] = killsBefore;
            }
            panicCheck(w);
            afterFire(w, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, lastResults, leader);
        }
    }

    /**
     * Canister fired at skirmishers goes on into the nearest enemy company behind them within
     * {@code artillery.canister-through-width} of the line of fire, as a second attack with the range die shifted up
     * (section 12.2 canister step 3 [D]).
     */
    private void canisterThrough(int u, int v, double dv) {
        final double dx = (s.x[v] - s.x[u]) / dv;
        final double dy = (s.y[v] - s.y[u]) / dv;
        int best = -1;
        double bd = Double.POSITIVE_INFINITY;
        for (int w = 0; w < n; w++) {
            if (w == v || t.side[w] == t.side[u] || !s.present(w)) {
                continue;
            }
            double along = (s.x[w] - s.x[u]) * dx + (s.y[w] - s.y[u]) * dy;
            if (along <= dv) {
                continue;
            }
            double px = s.x[u] + dx * along - s.x[w];
            double py = s.y[u] + dy * along - s.y[w];
            if (px * px + py * py <= t.canisterThroughWidth * t.canisterThroughWidth && along < bd) {
                bd = along;
                best = w;
            }
        }
        if (best < 0 || !sees(u, best)) {
            return;
        }
        int steps = rangeStepsOf(u, best, dist(u, best)) + t.canisterThroughShift;
        if (steps > t.maxSteps) {
            return;
        }
        if (narrator != null) {
            say("the canister goes on into " + name(best));
        }
        int qd = crewQualityDie(u);
        lastLevel = HardtackCodes.NO_EFFECT;
        lastResults = 0;
        boolean leader = smallArmsRoll(u, best, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact,
                coverOf(best, u), dist(u, best));
        s.firedOnTurn[best * MAX_UNITS + u] = s.turn;
        panicCheck(best);
        afterFire(best, HardtackTemplate.TL_CANISTER, lastLevel, lastResults, leader);
    }

    private boolean smallArmsRoll(int u, int v, int qd, int fd, int rangeDie, int impact, int cover, double d) {
        return smallArmsRoll(u, v, qd, fd, -1, rangeDie, impact, cover, d);
    }

    /**
     * Section 7.7 steps 1-2 with firer dice qd and fd, and a support die gd (a joining Gatling, 7.6) unless it is -1:
     * successes are the firer dice strictly above the range roll, potential hits come from the sum of all of them.
     */
    private boolean smallArmsRoll(int u, int v, int qd, int fd, int gd, int rangeDie, int impact, int cover,
            double d) {
        int t0 = roll(rangeDie);
        int a = roll(qd);
        int b = roll(fd);
        int c = gd >= 0 ? roll(gd) : 0;
        int ok = (a > t0 ? 1 : 0) + (b > t0 ? 1 : 0) + (c > t0 ? 1 : 0);
        lastLevel = Math.min(HardtackCodes.MAJOR, ok);
        if (narrator != null) {
            say(name(u) + " fires at " + name(v) + " (" + fmt(d) + "\"): D" + faces(qd) + " " + a + ", D" + faces(fd)
                    + " " + b + (gd >= 0 ? ", Gatling D" + faces(gd) + " " + c : "") + " vs D" + faces(rangeDie) + " "
                    + t0 + (ok >= 2 ? ": major" : ok == 1 ? ": minor" : ": no effect"));
        }
        if (ok < 2) {
            return false;
        }
        int fr = faces(rangeDie);
        int sum = a + b + c;
        int hits = sum / fr;
        int rem = sum % fr;
        if (rem > 0 && dice.roll(fr) <= rem) {
            hits++;
        }
        return resolveHits(u, v, hits, impact, armourShift(cover));
    }

    /**
     * Potential hits on v (section 7.7 steps 3-4): each is allocated by the nearest die to the eligible figures (fit
     * first, the leader being figure 0, then untreated wounded), then impact against the cover-shifted armour (open
     * shift). Two wounds on one figure in one resolution kill it. Returns whether the leader became a casualty.
     */
    private boolean resolveHits(int u, int v, int hits, int impact, int armourShiftSteps) {
        return resolveHits(u, v, hits, impact, armourShiftSteps, false);
    }

    /** As above; {@code aimed}: every hit goes to the regimental commander with v, or else v's leader (7.9). */
    private boolean resolveHits(int u, int v, int hits, int impact, int armourShiftSteps, boolean aimed) {
        final int fitBefore = s.fit[v];
        final boolean leader = allocateHits(u, v, hits, impact, armourShiftSteps, aimed);
        if (s.fit[v] < fitBefore) {
            observer.figuresFell(v, s.x[v], s.y[v], fitBefore - s.fit[v]);
        }
        return leader;
    }

    /** {@link #resolveHits(int, int, int, int, int, boolean)} without telling the observer. */
    private boolean allocateHits(int u, int v, int hits, int impact, int armourShiftSteps, boolean aimed) {
        if (detachedTarget == v) {
            detachedHits(u, v, hits, impact, armourShiftSteps);
            return false;
        }
        final int fit0 = s.fit[v];
        // The regimental commander standing with v is one more figure for allocation, after the wounded (10.5 [D]).
        final int colonelFig = s.colonel[t.regiment[v]] == v && fit0 > 0 ? fit0 + s.wounded[v] : -1;
        // So is the brigade commander, after him (0.4, 3.3 [D]).
        final int brigadierFig = s.brigadier[t.brigade[v]] == v && fit0 > 0
                ? fit0 + s.wounded[v] + (colonelFig >= 0 ? 1 : 0) : -1;
        final int eligible = fit0 + s.wounded[v] + (colonelFig >= 0 ? 1 : 0) + (brigadierFig >= 0 ? 1 : 0);
        if (eligible == 0 || hits == 0) {
            return false;
        }
        boolean colonelHit = false;
        boolean brigadierHit = false;
        final int allocFaces = faces(HardtackDice.nearestUp(eligible));
        final int armour = HardtackDice.shiftClosed(t.armourDie, armourShiftSteps);
        final int imp = HardtackDice.shiftClosed(impact, -HardtackDice.openOverflow(t.armourDie, armourShiftSteps));
        final int cap = Math.min(eligible, woundsThis.length);
        int hitCount = 0;
        int results = 0;
        int horses = 0;
        final boolean mountedTarget = t.type[v] == CAVALRY && s.mounted[v];
        final boolean teamTarget = t.type[v] == ARTILLERY && s.limbered[v] && s.teamLost[v] < t.teamFigures;
        int team = 0;
        for (int h = 0; h < hits; h++) {
            int fig = aimed ? (brigadierFig >= 0 ? brigadierFig : colonelFig >= 0 ? colonelFig : 0)
                    : (dice.roll(allocFaces) - 1) % eligible;
            int ri = roll(imp);
            int ra = roll(armour);
            int o = HardtackDice.impactOutcome(ri, ra, t.killMultiple);
            if (o == 0) {
                continue;
            }
            if (fig == colonelFig) {
                colonelHit = true;
                continue;
            }
            if (fig == brigadierFig) {
                brigadierHit = true;
                continue;
            }
            if (teamTarget && fig < fit0 && s.teamLost[v] < t.teamFigures && dice.roll(D6_FACES) >= t.horseHitMin) {
                // A limbered gun's hit falls on the team (section 9.5 [D]).
                s.teamLost[v]++;
                team++;
                continue;
            }
            if (mountedTarget && fig < fit0 && dice.roll(D6_FACES) >= t.horseHitMin) {
                // The horse takes it: the rider is unhurt and on foot (section 9.4 [D]).
                if (s.unhorsed[v] < fit0) {
                    s.unhorsed[v]++;
                    horses++;
                }
                continue;
            }
            results++;
            if (fig >= cap || deadThis[fig]) {
                continue;
            }
            if (woundsThis[fig] == 0) {
                hitThis[hitCount++] = fig;
            }
            if (o == 2) {
                deadThis[fig] = true;
            } else if (++woundsThis[fig] >= t.woundsToKill) {
                deadThis[fig] = true;
            }
        }
        int newDead = 0;
        int newWounded = 0;
        int out = 0;
        for (int k = 0; k < hitCount; k++) {
            final int i = hitThis[k];
            if (deadThis[i]) {
                newDead++;
                if (i < fit0) {
                    s.fit[v]--;
                    out++;
                } else {
                    s.wounded[v]--;
                }
                s.dead[v]++;
            } else if (woundsThis[i] > 0 && i < fit0) {
                s.fit[v]--;
                s.wounded[v]++;
                newWounded++;
                out++;
            }
        }
        s.kills[u] += out;
        if (out > 0 && s.fit[v] == 0) {
            // Sight and cover depend on positions, formations and presence only: a company losing figures but not
            // its last one leaves the caches valid (most fire resolutions), so only its end advances the epoch.
            epoch++;
        }
        lastResults = results;
        boolean leaderHit = fit0 > 0 && (deadThis[0] || woundsThis[0] > 0);
        for (int k = 0; k < hitCount; k++) {
            woundsThis[hitThis[k]] = 0;
            deadThis[hitThis[k]] = false;
        }
        if (narrator != null) {
            say(name(v) + " takes " + hits + " potential hits: " + newWounded + " wounded, " + newDead + " dead ("
                    + s.fit[v] + " fit)" + (horses > 0 ? ", " + horses + " horses down" : "")
                    + (team > 0 ? ", " + team + " team horse figures down" : "")
                    + (leaderHit ? ", leader down" : ""));
        }
        if (leaderHit && s.fit[v] > 0) {
            replaceLeader(v);
        }
        if (colonelHit) {
            colonelDown(v);
        }
        if (brigadierHit) {
            brigadierDown(v);
        }
        return leaderHit || colonelHit;
    }

    /** Company index (0-based, regiment order) of a unit, for the narration of the regimental commander. */
    private String regimentName(int v) {
        return t.colonelStart[t.regiment[v]] >= 0 ? t.regimentLabel[t.regiment[v]] : name(v);
    }

    /**
     * The regimental commander standing with {@code host} is wounded or killed (section 10.5): every other company of
     * his regimental formation (close order, centre within {@code regiment.radius} of him) takes the leader-casualty
     * test as if it had lost its own leader (the host takes it in its own fire test); the captain of the best-quality
     * company of the regiment at CO, ST or SH (ties, or none unbroken: a random one) takes over and his company
     * replaces its own leader (the LV roll of 9.2) with no test.
     */
    private void colonelDown(int host) {
        final int g = t.regiment[host];
        if (narrator != null) {
            say("the commander of the " + regimentName(host) + " regiment is hit");
        }
        final int mm = t.motivation[t.side[host]];
        final int leaderTl = t.threat[HardtackTemplate.TL_LEADER][mm];
        if (leaderTl != NTR) {
            for (int v = 0; v < n; v++) {
                if (v != host && t.regiment[v] == g && s.active(v) && t.type[v] != ARTILLERY
                        && s.formation[v] != SKIRMISH && dist(v, host) <= t.regimentRadius) {
                    confidenceTest(v, leaderTl + closeTl(v), "regimental commander down");
                }
            }
        }
        int bestQ = -1;
        int ties = 0;
        boolean unbroken = false;
        for (int pass = 0; pass < 2 && bestQ < 0; pass++) {
            for (int v = 0; v < n; v++) {
                if (t.regiment[v] != g || !s.present(v) || (pass == 0) != (s.confidence[v] < BROKEN)) {
                    continue;
                }
                if (t.quality[v] > bestQ) {
                    bestQ = t.quality[v];
                    ties = 1;
                } else if (t.quality[v] == bestQ) {
                    ties++;
                }
            }
            unbroken = pass == 0;
        }
        if (bestQ < 0) {
            s.colonel[g] = -1;
            if (narrator != null) {
                say("nobody is left to take over the regiment");
            }
            return;
        }
        int pick = ties == 1 ? 0 : dice.roll(ties) - 1;
        int heir = -1;
        for (int v = 0; v < n && heir < 0; v++) {
            if (t.regiment[v] == g && s.present(v) && (s.confidence[v] < BROKEN) == unbroken
                    && t.quality[v] == bestQ && pick-- == 0) {
                heir = v;
            }
        }
        s.colonel[g] = heir;
        if (narrator != null) {
            say("the captain of " + name(heir) + " takes over the regiment" + (ties > 1 ? " (chosen by lot)" : ""));
        }
        replaceLeader(heir);
    }

    /** The company u's regimental commander stands with, or -1 (no regimental commander). */
    public int colonelOf(int u) {
        return s.colonel[t.regiment[u]];
    }

    /** Transfers the regimental commander of u may still make this turn. */
    public int transfersLeft(int u) {
        return s.colonel[t.regiment[u]] < 0 ? 0 : t.transfers - s.transfersUsed[t.regiment[u]];
    }

    /**
     * Whether u (the company its regimental commander stands with) may give company v an immediate activation now
     * (section 3.3): v of the same regiment, able to act, its centre within {@code command.radius} of u or, by a runner
     * (3.4: one of u's fit figures runs {@code command.runner-move}, then transfers), within both distances together.
     */
    public boolean canTransfer(int u, int v, boolean runner) {
        if (v >= 0 && v < n && t.regiment[v] != t.regiment[u]) {
            return canTransferBrigade(u, v, runner);
        }
        if (v < 0 || v >= n || v == u || colonelOf(u) != u || transfersLeft(u) <= 0
                || regimentMode || !s.active(u) || !s.active(v) || s.panicked[v]) {
            return false;
        }
        double d = dist(u, v);
        return runner ? s.fit[u] >= 2 && d <= t.commandRadius + t.runnerMove : d <= t.commandRadius;
    }

    /**
     * A brigade transfer (section 3.3, S p.10): u, the company the brigade commander stands with, gives company v,
     * where the regimental commander of another regiment of the brigade stands, an immediate activation, v's centre
     * within {@code command.radius}; {@code command.transfers} per turn; no runners (3.4 names company and regimental
     * commanders only).
     */
    private boolean canTransferBrigade(int u, int v, boolean runner) {
        final int b = t.brigade[u];
        return !runner && s.brigadier[b] == u && t.brigade[v] == b && colonelOf(v) == v
                && s.brigadeTransfersUsed[b] < t.transfers && !regimentMode && s.active(u) && s.active(v)
                && !s.panicked[v] && dist(u, v) <= t.commandRadius;
    }

    /** Whether the company u may order a transfer now: its regimental or its brigade commander has one left. */
    public boolean mayTransfer(int u) {
        final int b = t.brigade[u];
        return transfersLeft(u) > 0 && colonelOf(u) == u
                || s.brigadier[b] == u && s.brigadeTransfersUsed[b] < t.transfers;
    }

    /** The company the commander of u's brigade stands with, or -1 (no brigade commander, or he is down). */
    public int brigadierOf(int u) {
        return s.brigadier[t.brigade[u]];
    }

    private boolean transfer(int u, int v, boolean runner) {
        if (!canTransfer(u, v, runner)) {
            lost(u, runner ? "no runner can reach that company" : "cannot transfer to that company");
            return false;
        }
        if (t.regiment[v] != t.regiment[u]) {
            transferBrigade(u, v);
            return true;
        }
        s.transfersUsed[t.regiment[u]]++;
        if (runner) {
            s.fit[u]--;
            s.runners[u]++;
            epoch++;
        }
        if (narrator != null) {
            say(name(u) + (runner ? " sends a runner: " : " transfers: ") + name(v) + " activates at once");
        }
        // A transferred activation is extra (SG2 p.16): v keeps its own activation if it has not used it yet.
        final boolean had = s.activated[v];
        activate(v);
        s.activated[v] = had;
        return true;
    }

    /**
     * The brigade commander's transfer to the regimental commander with v (S p.10): he may use it for Activate Regiment
     * on a formation not yet ordered this turn (its companies then use their own activations), else v activates as an
     * extra activation (it keeps its own).
     */
    private void transferBrigade(int u, int v) {
        s.brigadeTransfersUsed[t.brigade[u]]++;
        if (narrator != null) {
            say(name(u) + ": the brigade commander transfers to the commander of the " + regimentName(v)
                    + " regiment with " + name(v));
        }
        brigadeOrder = true;
        final int regiment = players[t.side[v]].activateRegiment(this, v) ? regimentMembers(v) : 0;
        brigadeOrder = false;
        if (regiment >= 2) {
            activateRegiment(v, regiment);
        } else {
            final boolean had = s.activated[v];
            activate(v);
            s.activated[v] = had;
        }
    }

    /**
     * The brigade commander standing with {@code host} is wounded or killed: the next staff officer takes over while
     * {@code brigade.staff} lasts, else the brigade has no commander ([D]: the seed gives brigade staff no test).
     */
    private void brigadierDown(int host) {
        final int b = t.brigade[host];
        if (--s.brigadeStaff[b] <= 0) {
            s.brigadier[b] = -1;
        }
        if (narrator != null) {
            say("the brigade commander with " + name(host) + " is hit: " + (s.brigadier[b] >= 0
                    ? "a staff officer takes over (" + s.brigadeStaff[b] + " of the staff left)"
                    : "the brigade has no commander left"));
        }
    }

    /**
     * At the end of the turn the brigade commander rides to the company of his brigade (infantry or cavalry, active)
     * within {@code brigade.ride} from which he can reach the most regimental commanders of other regiments for a
     * transfer (within {@code command.radius}); ties: the one nearest the mean position of the companies his
     * regimental commanders stand with. If his own company is gone or routed, he rides however far ([D]).
     */
    private void relocateBrigadiers() {
        for (int b = 0; b < t.brigadeCount; b++) {
            final int h = s.brigadier[b];
            if (h < 0) {
                continue;
            }
            double mx = 0;
            double my = 0;
            int c = 0;
            for (int g = 0; g < t.regimentCount; g++) {
                int k = s.colonel[g];
                if (k >= 0 && t.brigade[k] == b && s.active(k)) {
                    mx += s.x[k];
                    my += s.y[k];
                    c++;
                }
            }
            final boolean stranded = !s.active(h);
            if (c == 0) {
                if (!stranded) {
                    continue;
                }
                mx = s.x[h];
                my = s.y[h];
            } else {
                mx /= c;
                my /= c;
            }
            int best = -1;
            int bestReach = -1;
            double bd = Double.POSITIVE_INFINITY;
            for (int v = 0; v < n; v++) {
                if (t.brigade[v] != b || !s.active(v) || t.type[v] == ARTILLERY || t.type[v] == SHARPSHOOTER
                        || !stranded && dist(h, v) > t.brigadeRide) {
                    continue;
                }
                int reach = 0;
                for (int g = 0; g < t.regimentCount; g++) {
                    int k = s.colonel[g];
                    if (k >= 0 && t.brigade[k] == b && g != t.regiment[v] && s.active(k)
                            && dist(v, k) <= t.commandRadius) {
                        reach++;
                    }
                }
                double dx = s.x[v] - mx;
                double dy = s.y[v] - my;
                double d = dx * dx + dy * dy;
                if (reach > bestReach || reach == bestReach && d < bd) {
                    bestReach = reach;
                    bd = d;
                    best = v;
                }
            }
            if (best < 0 && stranded) {
                s.brigadier[b] = -1;
                if (narrator != null) {
                    say("the brigade commander has no company left to join");
                }
            } else if (best >= 0 && best != h) {
                s.brigadier[b] = best;
                if (narrator != null) {
                    say("the brigade commander rides to " + name(best));
                }
            }
        }
    }

    /** Runners rejoin their companies at the end of the turn (section 3.4 [D]). */
    private void rejoinRunners() {
        for (int u = 0; u < n; u++) {
            if (s.runners[u] > 0) {
                if (s.surrendered[u]) {
                    s.captured[u] += s.runners[u];
                } else {
                    s.fit[u] += s.runners[u];
                    if (narrator != null) {
                        say(name(u) + "'s runner rejoins");
                    }
                }
                s.runners[u] = 0;
                epoch++;
            }
        }
    }

    /** At the end of the turn, a regimental commander whose company is gone or routed joins the nearest other one. */
    private void relocateColonels() {
        for (int g = 0; g < t.regimentCount; g++) {
            int h = s.colonel[g];
            if (h < 0 || s.active(h)) {
                continue;
            }
            int best = -1;
            double bd = Double.POSITIVE_INFINITY;
            for (int v = 0; v < n; v++) {
                if (t.regiment[v] == g && s.active(v)) {
                    double d = dist(h, v);
                    if (d < bd) {
                        bd = d;
                        best = v;
                    }
                }
            }
            if (best >= 0) {
                s.colonel[g] = best;
                if (narrator != null) {
                    say("the commander of the " + regimentName(h) + " regiment joins " + name(best));
                }
            }
        }
    }

    /** A new leader (section 9.2): D6 for the new LV, rolled before the unit's test. */
    private void replaceLeader(int v) {
        int r = dice.roll(D6_FACES);
        if (r <= t.leaderWorseMax) {
            s.lv[v] = Math.min(t.lvWorst, s.lv[v] + 1);
        } else if (r > t.leaderSameMax) {
            s.lv[v] = Math.max(t.lvBest, s.lv[v] - 1);
        }
        if (narrator != null) {
            say(name(v) + " new leader: rolls " + r + ", LV " + s.lv[v]);
        }
    }

    private void offerReactionFire(int mover) {
        if (!t.reactionFire) {
            return;
        }
        int side = 1 - t.side[mover];
        int r = players[side].reactionFire(this, side, mover);
        if (r < 0 || r >= n || t.side[r] != side || !canActivate(r) || !canFire(r, mover)) {
            return;
        }
        if (narrator != null) {
            say(name(r) + " takes reaction fire at " + name(mover));
        }
        s.activated[r] = true;
        s.fired[r] = false;
        s.gatlingFired[r] = false;
        reactionTaken = true;
        fire(r, mover, false, gatlingCanJoin(r));
    }

    // ================================================================== close assault

    /** Largest distance u can close in one charge (two combat moves at the top roll) plus contact. */
    public double assaultReach(int u) {
        return 2.0 * baseMove(u) * t.combatMultiplier + t.contact;
    }

    /** Whether u may declare a close assault on v (section 11.1 steps 1-2, 2.5). */
    public boolean canAssault(int u, int v) {
        return v >= 0 && v < n && t.side[u] != t.side[v] && s.active(u) && s.present(v) && t.type[u] != ARTILLERY
                && s.confidence[u] < SHAKEN && !s.travel[u] && fighters(u) > 0 && dist(u, v) <= assaultReach(u)
                && baseMove(u) > 0;
    }

    /** The attacker's reaction threat level for an assault by u on v. */
    public int assaultTl(int u, int v) {
        int tl = s.confidence[u] == HardtackCodes.CONFIDENT ? t.assaultTlConfident : t.assaultTlSteady;
        tl += closeTl(u);
        if (s.mounted[u] && t.type[v] == INFANTRY && s.formation[v] != SKIRMISH) {
            tl += t.meleeCavalryAttackerTl;
        }
        return tl;
    }

    /** The defender's stand-test threat level against u (section 11.1 step 3). */
    public int standTl(int u, int v) {
        int tl = Math.max(t.standMin, s.fit[v] == 0 ? t.standMin : s.fit[u] / s.fit[v]);
        tl += closeTl(v);
        if (s.formation[u] != SKIRMISH) {
            tl += t.chargedByClose;
            if (s.mounted[u] && t.type[v] == INFANTRY && s.formation[v] == SKIRMISH) {
                tl += t.meleeCavalryTl;
            }
        }
        return tl;
    }

    /**
     * A close assault by u on v (section 11.1). Returns true when it used the whole activation, false when the
     * attacker's reaction test failed (the first action is lost and the second may be anything but an assault).
     */
    private boolean assault(int u, int v) {
        if (!canAssault(u, v)) {
            lost(u, "cannot close assault that target");
            return false;
        }
        int target = s.lv[u] + assaultTl(u, v);
        int r = roll(t.qualityDie[u]);
        if (narrator != null) {
            say(name(u) + " declares a close assault on " + name(v) + ": reaction " + r + " vs " + target
                    + (r > target ? ", goes in" : ", balks"));
        }
        if (r <= target) {
            order.clear();
            players[t.side[u]].decide(this, u, 1, order);
            if (order.action != HardtackOrder.ASSAULT) {
                execute(u, order);
            } else {
                lost(u, "no second assault attempt");
            }
            return true;
        }
        final double ox = s.x[u];
        final double oy = s.y[u];
        final double vx = s.x[v];
        final double vy = s.y[v];
        if (s.confidence[v] == BROKEN) {
            if (narrator != null) {
                say(name(v) + " is broken and routs before the assault");
            }
            dropConfidence(v, 1);
            fallBack(v, u);
            occupy(u, vx, vy);
            return true;
        }
        int drop = confidenceTest(v, standTl(u, v), "stand against close assault");
        if (drop > 0) {
            fallBack(v, u);
            occupy(u, vx, vy);
            return true;
        }
        // Charge: up to two combat moves (the second only after final defensive fire, section 11.1 step 5).
        if (charge(u, v)) {
            melee(u, v);
            return true;
        }
        // Final defensive fire is outside the defender's own activation: its once-per-activation mark does not apply.
        s.fired[v] = false;
        s.gatlingFired[v] = false;
        s.noFire[v] = false;
        if (s.active(v) && canFire(v, u)) {
            if (narrator != null) {
                say(name(v) + " gives final defensive fire");
            }
            int c = fire(v, u, true, gatlingCanJoin(v));
            if (c > 0 && s.present(u)) {
                int rr = roll(t.qualityDie[u]);
                int tg = s.lv[u] + c;
                if (narrator != null) {
                    say(name(u) + " presses on? rolls " + rr + " vs " + tg);
                }
                if (rr <= tg) {
                    walk(u, ox, oy, len(s.x[u] - ox, s.y[u] - oy) + 0.01, false, -2);
                    s.x[u] = point[0];
                    s.ip[u] = false;
                    epoch++;
                    s.y[u] = point[1];
                    if (narrator != null) {
                        say(name(u) + " withdraws to its start point");
                    }
                    afterFire(u, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, 0, false);
                    return true;
                }
            }
        }
        if (s.active(u) && charge(u, v)) {
            melee(u, v);
        } else if (narrator != null) {
            say(name(u) + " is stuck short of " + name(v));
        }
        return true;
    }

    /** One combat move of u towards v; true when it makes contact. Always disorders the attacker. */
    private boolean charge(int u, int v) {
        int base = baseMove(u);
        int r = dice.roll(base);
        double allowance = (double) r * t.combatMultiplier;
        double contact = t.contact;
        double d = Math.max(1e-6, dist(u, v));
        // Aim at the near side of the target; the enemy gap is waived for the target only.
        double ax = s.x[v] - (s.x[v] - s.x[u]) / d * contact;
        double ay = s.y[v] - (s.y[v] - s.y[u]) / d * contact;
        walk(u, ax, ay, allowance, false, v);
        s.x[u] = point[0];
        s.ip[u] = false;
        epoch++;
        s.y[u] = point[1];
        s.facing[u] = angleTo(s.x[u], s.y[u], s.x[v], s.y[v]);
        s.formation[u] = t.type[u] == ARTILLERY ? s.formation[u] : SKIRMISH;
        s.travel[u] = false;
        epoch++;
        boolean contactMade = dist(u, v) <= contact + 1e-6;
        if (narrator != null) {
            say(name(u) + " charges (rolled " + r + ")" + (contactMade ? ": contact" : ": falls short"));
        }
        return contactMade;
    }

    /**
     * The attacker occupies the position (section 11.1 steps 3, 10) with what its activation would allow a move:
     * at most {@code assault.occupy-moves} normal moves at its base move, terrain costed ([D]); farther off it stops
     * short on the way.
     */
    private void occupy(int u, double x, double y) {
        walk(u, x, y, Math.min(len(x - s.x[u], y - s.y[u]) + 0.01, t.assaultOccupyMoves * baseMove(u)), false, -2);
        s.x[u] = point[0];
        s.ip[u] = false;
        epoch++;
        s.y[u] = point[1];
        if (narrator != null) {
            say(name(u) + " occupies the position");
        }
    }

    /** u falls back from enemy e: max(fall-back, its base move), away from e (section 11.1 step 3). */
    private void fallBack(int u, int e) {
        double d = Math.max(t.fallBack, baseMove(u));
        double dx = s.x[u] - s.x[e];
        double dy = s.y[u] - s.y[e];
        double len = len(dx, dy);
        if (len < 1e-9) {
            dx = 0;
            dy = t.homeEdge[t.side[u]] == 0 ? -1 : 1;
            len = 1;
        }
        walk(u, s.x[u] + dx / len * d, s.y[u] + dy / len * d, d * t.costDifficult, false, -2);
        s.x[u] = point[0];
        s.ip[u] = false;
        epoch++;
        s.y[u] = point[1];
        if (narrator != null) {
            say(name(u) + " falls back to (" + fmt(s.x[u]) + ", " + fmt(s.y[u]) + ")");
        }
        abandonWounded(u, e);
    }

    /**
     * A company forced back from enemy e leaves its untreated and stabilised wounded nearer the enemy (section 10.3,
     * SG2 p.20): they are captured, and the company takes a confidence test at the abandon-wounded threat level (its
     * own test [D]: the test that forced the withdrawal has already been taken), close-formation modifier included.
     */
    private void abandonWounded(int u, int e) {
        final int left = s.wounded[u] + s.stabilised[u];
        if (left == 0) {
            return;
        }
        s.captured[u] += left;
        s.wounded[u] = 0;
        s.stabilised[u] = 0;
        if (narrator != null) {
            say(name(u) + " abandons " + left + " wounded to " + name(e));
        }
        int tl = t.threat[HardtackTemplate.TL_ABANDON][t.motivation[t.side[u]]];
        if (tl != NTR && s.present(u) && s.confidence[u] < ROUTED) {
            confidenceTest(u, tl + closeTl(u), "abandons wounded");
        }
    }

    private int meleeShift(int u, int opponent) {
        int shift = s.mounted[u] ? t.meleeSabre : t.meleeShift[t.weapon[u]];
        if (s.mounted[u] && !(t.type[opponent] == INFANTRY && s.formation[opponent] != SKIRMISH)) {
            shift += t.meleeMounted;
        }
        return shift;
    }

    /** Combat rounds until one side falls back or is gone (section 11.1 steps 6-10). */
    private void melee(int u, int v) {
        int downA = 0;
        int downD = 0;
        int loser = -1;
        boolean cover = coverOf(v, u) > 0;
        for (int round = 1; round <= t.assaultMaxRounds && loser < 0; round++) {
            HardtackOdds.meleeDice(t.qualityDie[u], meleeShift(u, v), t.qualityDie[v], meleeShift(v, u),
                    round == 1 && cover ? t.assaultCoverShift : 0, melee);
            int na = fighters(u);
            int nd = fighters(v);
            boolean swap = nd > na;
            int many = swap ? nd : na;
            int few = swap ? na : nd;
            int manyDie = swap ? melee[1] : melee[0];
            int fewDie = swap ? melee[0] : melee[1];
            int manyDown = 0;
            int fewDown = 0;
            for (int g = 0; g < few; g++) {
                int k = many / few + (g < many % few ? 1 : 0);
                int x = roll(fewDie);
                boolean down = false;
                for (int m = 0; m < k; m++) {
                    int y = roll(manyDie);
                    if (y > x) {
                        down = true;
                    } else if (y < x) {
                        manyDown++;
                    }
                }
                if (down) {
                    fewDown++;
                }
            }
            int ca = swap ? fewDown : manyDown;
            int cd = swap ? manyDown : fewDown;
            s.fit[u] -= ca;
            epoch++;
            s.fit[v] -= cd;
            epoch++;
            downA += ca;
            downD += cd;
            if (round == 1) {
                s.formation[v] = t.type[v] == ARTILLERY ? s.formation[v] : SKIRMISH;
                s.travel[v] = false;
                epoch++;
            }
            if (narrator != null) {
                say("close combat round " + round + ": " + name(u) + " D" + faces(melee[0]) + " loses " + ca + ", "
                        + name(v) + " D" + faces(melee[1]) + " loses " + cd);
            }
            if (s.fit[v] == 0) {
                loser = v;
            } else if (s.fit[u] == 0) {
                loser = u;
            } else {
                // Section 11.1 step 8: the side with more casualties tests first (the defender on a tie): this
                // round's casualties, and from round assault.overall-from-round those since the assault began; the
                // threat level is this round's casualties either way (16 D11).
                int first = round >= t.assaultOverallFrom ? (downA > downD ? u : v) : (ca > cd ? u : v);
                int second = first == u ? v : u;
                int cf = first == u ? ca : cd;
                int cs = first == u ? cd : ca;
                if (confidenceTest(first, cf, "close combat losses") > 0) {
                    loser = first;
                } else if (confidenceTest(second, cs, "close combat losses") > 0) {
                    loser = second;
                }
            }
        }
        if (loser < 0) {
            loser = u;
            if (narrator != null) {
                say("the assault stalls: " + name(u) + " draws off");
            }
        }
        int winnerUnit = loser == u ? v : u;
        settleDowned(u, downA, loser == u, v);
        settleDowned(v, downD, loser == v, u);
        if (narrator != null) {
            say(name(winnerUnit) + " wins the close assault");
        }
        if (s.present(loser)) {
            double lx = s.x[loser];
            double ly = s.y[loser];
            fallBack(loser, winnerUnit);
            if (loser == v && s.present(u)) {
                occupy(u, lx, ly);
            }
        }
    }

    /** Downed figures after an assault (section 11.1 step 9): D6 dead / wounded / stunned. */
    private void settleDowned(int u, int downed, boolean lostIt, int enemy) {
        int dead = 0;
        int wounded = 0;
        int back = 0;
        for (int i = 0; i < downed; i++) {
            int r = dice.roll(D6_FACES);
            if (r <= t.assaultDeadMax) {
                dead++;
            } else if (r <= t.assaultWoundedMax) {
                wounded++;
            } else {
                back++;
            }
        }
        s.dead[u] += dead;
        final int fell = dead + wounded + (lostIt ? back : 0);
        if (fell > 0) {
            observer.figuresFell(u, s.x[u], s.y[u], fell);
        }
        if (lostIt) {
            s.captured[u] += wounded + back;
            s.kills[enemy] += downed;
        } else {
            s.wounded[u] += wounded;
            s.fit[u] += back;
            epoch++;
            s.kills[enemy] += dead + wounded;
        }
        if (downed > 0 && narrator != null) {
            say(name(u) + " downed " + downed + ": " + dead + " dead, " + wounded + " wounded, " + back
                    + (lostIt ? " stunned and captured" : " stunned, back in the ranks")
                    + (lostIt && wounded > 0 ? " (wounded captured too)" : ""));
        }
    }

    // ================================================================== end of turn, victory

    private void endOfTurn() {
        offTableArrivals();
        final int moves = t.routMoves;
        for (int u = 0; u < n; u++) {
            if (!s.present(u) || s.confidence[u] != ROUTED) {
                continue;
            }
            double d = (double) baseMove(u) * moves;
            if (t.type[u] == ARTILLERY) {
                d = (double) t.moveInfantry * moves;
            }
            final double home = t.homeEdge[t.side[u]];
            double ty = home == 0 ? -1 : home + 1;
            final double seenBefore = nearestSeenEnemy(u, s.x[u], s.y[u]);
            boolean off = walk(u, s.x[u], ty, d * t.costDifficult, true, -2) && d > 0;
            final boolean atEdge = off || Math.abs(point[1] - home) < EDGE_SLACK;
            if (t.surrender && trapped(u, seenBefore, atEdge)) {
                surrenderOrDisperse(u, seenBefore);
            } else if (atEdge) {
                s.fled[u] = true;
                epoch++;
                if (narrator != null) {
                    say(name(u) + " routs off the table");
                }
            } else {
                s.x[u] = point[0];
                s.ip[u] = false;
                epoch++;
                s.y[u] = point[1];
                if (narrator != null) {
                    say(name(u) + " routs to (" + fmt(s.x[u]) + ", " + fmt(s.y[u]) + ")");
                }
            }
        }
        rejoinRunners();
        relocateColonels();
        relocateBrigadiers();
        checkBeaten();
        if (over) {
            return;
        }
        boolean b0 = brokenFraction(0) >= t.breakAt - 1e-12;
        boolean b1 = brokenFraction(1) >= t.breakAt - 1e-12;
        endIfDecided(Victory.afterBreakCheck(b0, b1));
    }

    /** Distance from (x, y) to the nearest enemy of u that u sees, or +infinity. */
    private double nearestSeenEnemy(int u, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v) && sees(u, v)) {
                best = Math.min(best, len(s.x[v] - x, s.y[v] - y));
            }
        }
        return best;
    }

    /**
     * Whether routed u cannot withdraw without moving closer to an enemy it sees (section 2.5): its straight way back
     * to its own edge closes on a seen enemy (one lies towards that edge), or is blocked within half a path step
     * (the withdrawal would end at {@link #point}).
     */
    private boolean trapped(int u, double seenBefore, boolean atEdge) {
        if (seenBefore == Double.POSITIVE_INFINITY) {
            return false;
        }
        final double back = t.homeEdge[t.side[u]] == 0 ? -1 : 1;
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v) && (s.y[v] - s.y[u]) * back > 0 && sees(u, v)) {
                return true;
            }
        }
        return !atEdge && len(point[0] - s.x[u], point[1] - s.y[u]) < PATH_STEP / 2;
    }

    /**
     * A trapped routed company (section 2.5 [X p.21, p.53]): with a seen enemy within {@code rout.surrender-range} it
     * surrenders (every figure, fit, wounded or stabilised, is captured; the fit ones count to the nearest seen
     * enemy);
     * otherwise it disintegrates and leaves the table.
     */
    private void surrenderOrDisperse(int u, double seenBefore) {
        if (seenBefore <= t.surrenderRange) {
            int captor = -1;
            double bd = Double.POSITIVE_INFINITY;
            for (int v = 0; v < n; v++) {
                if (t.side[v] != t.side[u] && s.present(v) && sees(u, v) && dist(u, v) < bd) {
                    bd = dist(u, v);
                    captor = v;
                }
            }
            int taken = s.fit[u] + s.wounded[u] + s.stabilised[u];
            final int standing = s.fit[u];
            if (standing > 0) {
                observer.figuresFell(u, s.x[u], s.y[u], standing);
            }
            s.captured[u] += taken;
            s.fit[u] = 0;
            s.wounded[u] = 0;
            s.stabilised[u] = 0;
            s.surrendered[u] = true;
            if (captor >= 0) {
                s.kills[captor] += standing;
            }
            if (t.type[u] == ARTILLERY) {
                s.gunLost[u] = true;
            }
            epoch++;
            if (narrator != null) {
                say(name(u) + " is cut off and surrenders to " + name(captor) + ": " + taken + " figures captured");
            }
        } else {
            s.fled[u] = true;
            epoch++;
            if (narrator != null) {
                say(name(u) + " is cut off and disintegrates");
            }
        }
    }

    /** Fraction of a side's units (sharpshooters not counted) that are broken, routed, fled or without a fit figure. */
    public double brokenFraction(int side) {
        int all = 0;
        int out = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side && t.type[u] != SHARPSHOOTER) {
                all++;
                if (!s.present(u) || s.confidence[u] >= BROKEN) {
                    out++;
                }
            }
        }
        return all == 0 ? 1 : (double) out / all;
    }

    /**
     * {@link #checkBeaten} and {@link #countUnactivated} in one pass over the units (after an activation, when the
     * turn's loop needs both).
     */
    private void checkBeatenAndCount() {
        if (over) {
            return;
        }
        boolean b0 = true;
        boolean b1 = true;
        int c0 = 0;
        int c1 = 0;
        for (int u = 0; u < n; u++) {
            if (!s.present(u)) {
                continue;
            }
            final int c = s.confidence[u];
            if (t.side[u] == 0) {
                c0 += c < ROUTED && !s.activated[u] ? 1 : 0;
                b0 &= c >= BROKEN || t.type[u] == SHARPSHOOTER;
            } else {
                c1 += c < ROUTED && !s.activated[u] ? 1 : 0;
                b1 &= c >= BROKEN || t.type[u] == SHARPSHOOTER;
            }
        }
        unactivatedNow[0] = c0;
        unactivatedNow[1] = c1;
        endIfDecided(Victory.afterBreakCheck(b0, b1));
    }

    private void checkBeaten() {
        if (over) {
            return;
        }
        // brokenFraction(side) >= 1 for both sides in one pass: every unit (sharpshooters aside) out or broken.
        boolean b0 = true;
        boolean b1 = true;
        for (int u = 0; u < n; u++) {
            if (t.type[u] != SHARPSHOOTER && s.present(u) && s.confidence[u] < BROKEN) {
                if (t.side[u] == 0) {
                    b0 = false;
                } else {
                    b1 = false;
                }
            }
        }
        endIfDecided(Victory.afterBreakCheck(b0, b1));
    }

    private void end(int w, int h) {
        over = true;
        winner = w;
        how = h;
    }

    /** Ends the battle on a {@link Victory} decision, unless it is {@link Victory#UNDECIDED}. */
    private void endIfDecided(int decision) {
        if (decision != Victory.UNDECIDED) {
            end(Victory.winner(decision), Victory.how(decision));
        }
    }

    /** The turn limit (section 14 item 4): objectives, then the tie-break on casualty points, by {@link Victory}. */
    private void decideAtLimit() {
        endIfDecided(Victory.atTurnLimit(t.tieBreak, objectivePoints(0), objectivePoints(1), casualtyPoints(0),
                casualtyPoints(1)));
    }

    /** Objectives held (section 14 item 4): a fit unit within the radius and no enemy nearer. */
    public int objectivePoints(int side) {
        int pts = 0;
        for (int o = 0; o < t.objX.length; o++) {
            double mine = Double.POSITIVE_INFINITY;
            double theirs = Double.POSITIVE_INFINITY;
            for (int u = 0; u < n; u++) {
                if (!s.active(u)) {
                    continue;
                }
                double d = len(s.x[u] - t.objX[o], s.y[u] - t.objY[o]);
                if (t.side[u] == side) {
                    mine = Math.min(mine, d);
                } else {
                    theirs = Math.min(theirs, d);
                }
            }
            if (mine <= t.objRadius[o] && mine < theirs) {
                pts += t.objPoints[o];
            }
        }
        return pts;
    }

    /** Casualty points of a side (section 14 item 4): dead and captured 1, stabilised and wounded 0.5, guns 3. */
    public double casualtyPoints(int side) {
        double pts = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] != side) {
                continue;
            }
            pts += s.dead[u] + s.captured[u] + t.stabilisedPoints * (s.stabilised[u] + s.wounded[u]);
            if (t.type[u] == ARTILLERY && (!s.present(u) || s.gunLost[u])) {
                pts += t.gunPoints;
            }
        }
        return pts;
    }
}
