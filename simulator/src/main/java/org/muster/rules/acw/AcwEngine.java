package org.muster.rules.acw;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Boxes;
import org.muster.engine.Dice;
import org.muster.engine.Narrator;
import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.rules.Engine;
import org.muster.rules.Victory;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.BattleLoop;
import org.muster.rules.battle.Compass;

/**
 * Plays {@code acw-skirmish} battles of one {@link AcwTemplate}. One per worker thread; owns an {@link AcwState}, the
 * rule dice (DICE stream), the players' dice (TACTICS stream), the two players and per-pair caches, and reuses them
 * for every battle. {@link #play} allocates nothing unless a narrator is set (then it builds one String per event).
 * Not thread-safe.
 *
 * <p>Caches (all n x n, index u * n + v, reset per battle): terrain sight, cover, distance and range are cleared for a
 * unit's row and column when it moves; full sight (terrain and figures) is stamped with an epoch that advances when
 * any figure moves, flees or falls, since any figure may block any line. Sight is treated as symmetric (u sees v
 * exactly when v sees u). The caches are reset with the state, so a battle still depends only on its seed.
 *
 * <p>Flow of a battle (B3 [D]): a turn is one card per side; after a cycle of deck-size turns both decks are restored
 * and the first player changes (roll-off first, then alternate). A phase: the player picks a card; CQC rounds of
 * every contact; routers move or test; then increment by increment each able unit of the phasing side acts, in unit
 * order; then units that lost men to fire test morale (B8 [D]). At the end of a turn men out of action roll to
 * recover (B6) and the armies are checked for breaking (B9 [D]).
 *
 * <p>Geometry is simplified (see package-info): a squad or gun is a point with a facing; ranges are measured centre to
 * centre and rounded to whole inches; contact is distance at most {@code geometry.contact-inches}.
 */
public final class AcwEngine implements Engine {
    private final AcwTemplate t;
    private final AcwState s = new AcwState();
    private final Dice dice = new Dice();
    private final Dice tactics = new Dice();
    private final AcwPlayer[] players = new AcwPlayer[2];
    private final AcwOrder order = new AcwOrder();
    private final Loop loop = new Loop();
    /** Terrain line of sight between unit positions: 0 unknown, 1 clear, 2 blocked; row/column cleared on a move. */
    private final byte[] losCache;
    /** Cover of unit v against unit u at index u * n + v: -1 unknown, else a cover code; cleared on a move. */
    private final byte[] coverCache;
    /**
     * Full line of sight (terrain and figures) by pair, valid while {@link #epoch} equals losEpoch of the pair. The
     * epoch advances whenever any unit moves or leaves the table or loses its last man, i.e. whenever a figure that
     * might block a line changes.
     */
    /** Distance and whole-inch range by pair (u * n + v), -1 when unknown; a unit's row and column clear on a move. */
    private final double[] distCache;
    private final int[] rangeCache;
    private final int[] losEpoch;
    private final boolean[] losFull;
    private int epoch;
    private final int n;
    private Narrator narrator;
    /** Told where the battle is decided (the run report's heat maps); {@link BattleObserver#NONE} by default. */
    private BattleObserver observer = BattleObserver.NONE;

    /** An engine with the two players the factory makes for the template's sides. */
    public AcwEngine(AcwTemplate template, AcwPlayerFactory factory) {
        this.t = template;
        this.n = template.unitCount();
        this.losCache = new byte[n * n];
        this.coverCache = new byte[n * n];
        this.losEpoch = new int[n * n];
        this.distCache = new double[n * n];
        this.rangeCache = new int[n * n];
        this.losFull = new boolean[n * n];
        for (int sd = 0; sd < 2; sd++) {
            players[sd] = factory.create(template.player(sd), sd, template);
        }
        reset();
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

    public AcwTemplate template() {
        return t;
    }

    public AcwState state() {
        return s;
    }

    /** The players' dice (TACTICS stream): the only randomness a player may use. */
    public Dice tactics() {
        return tactics;
    }

    /** Restores the start of a battle: the state from the template and every cache. Allocation-free. */
    void reset() {
        s.resetFrom(t);
        java.util.Arrays.fill(losCache, (byte) 0);
        java.util.Arrays.fill(coverCache, (byte) -1);
        java.util.Arrays.fill(losEpoch, -1);
        java.util.Arrays.fill(distCache, -1);
        java.util.Arrays.fill(rangeCache, -1);
        epoch = 0;
    }

    /** Whether a side has used deck card {@code card} in this cycle. */
    public boolean cardUsed(int side, int card) {
        return s.cardUsed[side * AcwState.MAX_CARDS + card];
    }

    // ================================================================== battle

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        BattleLoop.play(loop, baseSeed, battleIndex, out);
    }

    /** What the shared {@link BattleLoop} asks of this rule set. */
    private final class Loop implements BattleLoop.Rules {
        @Override
        public Dice dice() {
            return dice;
        }

        @Override
        public Dice tactics() {
            return tactics;
        }

        @Override
        public BattleClock clock() {
            return s.clock;
        }

        @Override
        public int unitCount() {
            return n;
        }

        @Override
        public int maxTurns() {
            return t.maxTurns;
        }

        @Override
        public int tieBreak() {
            return t.tieBreak;
        }

        @Override
        public void reset() {
            AcwEngine.this.reset();
        }

        @Override
        public void start() {
            players[0].startBattle(AcwEngine.this);
            players[1].startBattle(AcwEngine.this);
        }

        @Override
        public int playTurn(int turn) {
            s.turn = turn;
            final int deckSize = t.deck.length;
            if (turn % deckSize == 0) {
                java.util.Arrays.fill(s.cardUsed, false);
                s.firstSide = firstPlayer(turn / deckSize, s.firstSide);
            }
            final int first = s.firstSide;
            if (narrator != null) {
                narrator.event("turn " + (turn + 1) + ": " + t.sideName(first) + " plays first");
            }
            phase(first);
            phase(1 - first);
            endOfTurn();
            return Victory.UNDECIDED;
        }

        @Override
        public void turnEnded(int turnsPlayed) {
            for (int u = 0; u < n; u++) {
                if ((s.status[u] & AcwCodes.FLED) == 0) {
                    observer.unitAt(u, turnsPlayed, s.x[u], s.y[u]);
                }
            }
        }

        @Override
        public boolean beaten(int side) {
            return broken(side);
        }

        @Override
        public void broke(boolean beaten0, boolean beaten1, int turnsPlayed) {
            if (narrator != null) {
                narrator.event("end of turn " + turnsPlayed + ": " + (beaten0 ? t.sideName(0) + " broken " : "")
                        + (beaten1 ? t.sideName(1) + " broken" : ""));
            }
        }

        @Override
        public int objectivePoints(int side) {
            return AcwEngine.this.objectivePoints(side);
        }

        /** Men lost, or cross-multiplied into fractions of each side's start: exact as doubles (far below 2^53). */
        @Override
        public double casualtyCost(int side) {
            return t.casualtiesByFraction ? lost(side) * t.sideMen[1 - side] : lost(side);
        }

        @Override
        public void turnLimit(int points0, int points1) {
            if (narrator != null) {
                narrator.event("turn limit: objectives " + points0 + "-" + points1 + ", men lost " + lost(0) + "-"
                        + lost(1));
            }
        }

        @Override
        public void record(BattleRecord out) {
            for (int u = 0; u < n; u++) {
                out.start[u] = t.men[u];
                out.killed[u] = s.killed[u];
                out.outOfAction[u] = s.down[u];
                out.standing[u] = s.standing[u];
                out.kills[u] = s.kills[u];
                out.routedOff[u] = (s.status[u] & AcwCodes.FLED) != 0 ? s.standing[u] : 0;
                out.routed[u] = (byte) ((s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0 ? 1 : 0);
                out.destroyed[u] = (byte) ((s.status[u] & AcwCodes.FLED) != 0 || s.standing[u] == 0 ? 1 : 0);
            }
        }

        @Override
        public void ended(int winner, int how, int turns) {
            if (narrator != null) {
                narrator.event("result: " + (winner == BattleRecord.DRAW ? "draw" : t.sideName(winner) + " wins")
                        + " (" + BattleRecord.howName(how) + ") after " + turns + " turns");
            }
        }
    }

    /** First player of a cycle (B3 [D]): roll off, then alternate (or roll off each cycle, or side 0 always). */
    private int firstPlayer(int cycle, int previous) {
        if (t.firstPlayer == 2) {
            return 0;
        }
        if (cycle > 0 && t.firstPlayer == 0) {
            return 1 - previous;
        }
        while (true) {
            final int a = dice.roll(t.rollOffDie);
            final int b = dice.roll(t.rollOffDie);
            if (narrator != null) {
                narrator.event("roll-off for first player: " + t.sideName(0) + " " + a + ", " + t.sideName(1) + " "
                        + b);
            }
            if (a != b) {
                return a > b ? 0 : 1;
            }
        }
    }

    private void phase(final int side) {
        s.phasingSide = side;
        final int deckSize = t.deck.length;
        int card = players[side].chooseCard(this, side);
        if (card < 0 || card >= deckSize || s.cardUsed[side * AcwState.MAX_CARDS + card]) {
            card = 0;
            while (s.cardUsed[side * AcwState.MAX_CARDS + card]) {
                card++;
            }
        }
        s.cardUsed[side * AcwState.MAX_CARDS + card] = true;
        final int inc = t.deck[card];
        s.cardIncrements = inc;
        if (narrator != null) {
            narrator.event(t.sideName(side) + " plays a " + inc + "-increment card");
        }
        for (int u = 0; u < n; u++) {
            s.status[u] &= ~(AcwCodes.HIT_THIS_PHASE | AcwCodes.BROKE_THIS_PHASE);
            s.rallied[u] = false;
            if (t.side[u] == side) {
                s.aimCount[u] = 0;
                s.aimTarget[u] = -1;
            }
        }
        // B7 [D]: one CQC round for every contact at the start of each phase.
        for (int u = 0; u < n; u++) {
            final int d = s.contact[u];
            if (d >= 0 && (s.status[u] & AcwCodes.ATTACKER) != 0) {
                cqcRound(u, d);
            }
        }
        // B7 [D]: routers move their full rate away on their next cards, then test to rally. A unit that broke in
        // this phase's CQC round, at the start of its own card, routs from its next card on: this card is not one of
        // the next two, so it neither moves nor counts it.
        for (int u = 0; u < n; u++) {
            if (t.side[u] != side || (s.status[u] & AcwCodes.ROUTING) == 0 || (s.status[u] & AcwCodes.FLED) != 0
                    || (s.status[u] & AcwCodes.BROKE_THIS_PHASE) != 0) {
                continue;
            }
            if (s.standing[u] == 0) {
                continue;
            }
            if (s.routCards[u] > 0) {
                s.routCards[u]--;
                routMove(u, inc);
            } else if (moraleTest(u, "rally")) {
                s.status[u] &= ~(AcwCodes.ROUTING | AcwCodes.TURNED);
                s.rallied[u] = true;
                if (narrator != null) {
                    narrator.event(t.unitName(u) + " rallies");
                }
            } else {
                routMove(u, inc);
            }
        }
        for (int i = 1; i <= inc; i++) {
            for (int u = 0; u < n; u++) {
                if (t.side[u] != side || !canAct(u)) {
                    continue;
                }
                order.clear();
                players[side].decide(this, u, i, inc, order);
                execute(u, order);
            }
        }
        // B8 [D] fire trigger: a unit that lost men to fire in this phase tests at its end.
        if (t.fireTrigger) {
            for (int u = 0; u < n; u++) {
                if ((s.status[u] & AcwCodes.HIT_THIS_PHASE) != 0 && (s.status[u] & (AcwCodes.ROUTING
                        | AcwCodes.FLED)) == 0 && s.standing[u] > 0 && s.contact[u] < 0) {
                    if (!moraleTest(u, "casualties from fire")) {
                        startRout(u);
                    }
                }
            }
        }
    }

    /** Whether a unit may take an action this increment: present, not routing, not in contact, not just rallied. */
    public boolean canAct(int u) {
        return s.standing[u] > 0 && (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0 && s.contact[u] < 0
                && !s.rallied[u];
    }

    /** B6 [S p.3]: end of turn, every man out of action rolls; even returns, odd stays; after the last try he dies. */
    void endOfTurn() {
        final int tries = t.recoveryTries;
        for (int u = 0; u < n; u++) {
            if (s.down[u] == 0 || (s.status[u] & AcwCodes.FLED) != 0) {
                continue;
            }
            final int row = u * AcwState.OA_WIDTH;
            int back = 0;
            int died = 0;
            for (int k = tries - 1; k >= 0; k--) {
                final int men = s.outOfAction[row + k];
                s.outOfAction[row + k] = 0;
                for (int m = 0; m < men; m++) {
                    if (recoveryRoll()) {
                        back++;
                    } else if (k + 1 >= tries) {
                        died++;
                    } else {
                        s.outOfAction[row + k + 1]++;
                    }
                }
            }
            if (tries == 0) {
                died += s.outOfAction[row];
                s.outOfAction[row] = 0;
            }
            if (s.standing[u] == 0 && back > 0) {
                epoch++;
            }
            s.standing[u] += back;
            s.killed[u] += died;
            s.down[u] -= back + died;
            if (narrator != null && (back > 0 || died > 0)) {
                narrator.event("recovery: " + t.unitName(u) + " " + back + " man/men return, " + died + " die");
            }
        }
    }

    /** One recovery roll (B6): true when the man returns. */
    boolean recoveryRoll() {
        final int r = dice.roll(t.recoveryDie);
        final boolean back = ((r & 1) == 0) == t.returnsOnEven;
        if (narrator != null) {
            narrator.event("  recovery roll " + r + ": " + (back ? "returns" : "stays down"));
        }
        return back;
    }

    /** B9 [D]: an army is beaten when break-at of its units are routing, fled or have no man standing. */
    public boolean broken(int side) {
        int out = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side && ((s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0 || s.standing[u] == 0)) {
                out++;
            }
        }
        return out >= t.breakAt * t.sideUnits[side] - 1e-9;
    }

    /** Objective points a side holds: a present, non-routing unit within the radius and no such enemy (B9 [D]). */
    public int objectivePoints(int side) {
        int points = 0;
        for (int o = 0; o < t.objX.length; o++) {
            boolean mine = false;
            boolean theirs = false;
            final double r2 = t.objRadius[o] * t.objRadius[o];
            for (int u = 0; u < n; u++) {
                if (s.standing[u] == 0 || (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                    continue;
                }
                final double dx = s.x[u] - t.objX[o];
                final double dy = s.y[u] - t.objY[o];
                if (dx * dx + dy * dy <= r2) {
                    if (t.side[u] == side) {
                        mine = true;
                    } else {
                        theirs = true;
                    }
                }
            }
            if (mine && !theirs) {
                points += t.objPoints[o];
            }
        }
        return points;
    }

    private long lost(int side) {
        long l = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side) {
                l += s.killed[u] + s.down[u];
            }
        }
        return l;
    }

    // ================================================================== actions

    private void execute(final int u, final AcwOrder o) {
        final int a = o.action;
        final int v = o.target;
        if (a != AcwCodes.LOAD && a != AcwCodes.LIMBER && a != AcwCodes.UNLIMBER) {
            s.progress[u] = 0;
        }
        if (!legal(u, a, v)) {
            s.aimCount[u] = 0;
            s.aimTarget[u] = -1;
            if (narrator != null) {
                narrator.event(t.unitName(u) + ": illegal " + AcwCodes.actionName(a) + " ignored, holds");
            }
            return;
        }
        // B3 [D]: only Aim actions immediately before the shot count, so anything else cancels aim.
        if (a != AcwCodes.AIM && a != AcwCodes.FIRE) {
            s.aimCount[u] = 0;
            s.aimTarget[u] = -1;
        }
        switch (a) {
            case AcwCodes.HOLD:
                if (narrator != null) {
                    narrator.event(t.unitName(u) + " holds");
                }
                break;
            case AcwCodes.MOVE:
            case AcwCodes.CRAWL:
                move(u, o.x, o.y, moveAllowance(u));
                break;
            case AcwCodes.LIE_DOWN:
                s.stance[u] |= AcwCodes.PRONE;
                say(u, "lies down");
                break;
            case AcwCodes.STAND_UP:
                s.stance[u] &= ~AcwCodes.PRONE;
                say(u, "stands up");
                break;
            case AcwCodes.AIM:
                if (s.aimTarget[u] != v) {
                    s.aimTarget[u] = v;
                    s.aimCount[u] = 0;
                }
                s.aimCount[u]++;
                if (narrator != null) {
                    narrator.event(t.unitName(u) + " aims at " + t.unitName(v) + " (" + s.aimCount[u] + ")");
                }
                break;
            case AcwCodes.FIRE: {
                final int inc = 1 + (s.aimTarget[u] == v ? s.aimCount[u] : 0);
                s.aimCount[u] = 0;
                s.aimTarget[u] = -1;
                s.loaded[u]--;
                fire(u, v, inc, false);
                break;
            }
            case AcwCodes.LOAD:
                load(u);
                break;
            case AcwCodes.CHARGE:
                charge(u, v);
                break;
            case AcwCodes.MOUNT:
                s.stance[u] |= AcwCodes.MOUNTED;
                say(u, "mounts");
                break;
            case AcwCodes.DISMOUNT:
                s.stance[u] &= ~AcwCodes.MOUNTED;
                say(u, "dismounts");
                break;
            case AcwCodes.PIVOT:
                s.facing[u] = bearing(s.x[u], s.y[u], s.x[v], s.y[v]);
                if (narrator != null) {
                    narrator.event(t.unitName(u) + " pivots to face " + t.unitName(v));
                }
                break;
            case AcwCodes.LIMBER:
            case AcwCodes.UNLIMBER:
                if (s.progressAction[u] != a) {
                    s.progressAction[u] = a;
                    s.progress[u] = 0;
                }
                if (++s.progress[u] >= t.limberIncrements) {
                    s.progress[u] = 0;
                    s.progressAction[u] = AcwCodes.HOLD;
                    if (a == AcwCodes.LIMBER) {
                        s.stance[u] |= AcwCodes.LIMBERED;
                        say(u, "limbers");
                    } else {
                        s.stance[u] &= ~AcwCodes.LIMBERED;
                        say(u, "unlimbers");
                    }
                } else {
                    say(u, "works at " + AcwCodes.actionName(a));
                }
                break;
            default:
                break;
        }
    }

    private void say(int u, String what) {
        if (narrator != null) {
            narrator.event(t.unitName(u) + " " + what);
        }
    }

    /** Whether {@code unit} may take {@code action} (on {@code target} where it needs one) now. */
    public boolean legal(final int u, final int a, final int v) {
        final int ty = t.type[u];
        final boolean prone = s.isProne(u);
        switch (a) {
            case AcwCodes.HOLD:
                return true;
            case AcwCodes.MOVE:
                return !prone && (ty != AcwCodes.ARTILLERY || t.moveRate(ty, s.stance[u]) > 0);
            case AcwCodes.CRAWL:
                return prone;
            case AcwCodes.LIE_DOWN:
                return !prone && ty != AcwCodes.ARTILLERY && !s.isMounted(u);
            case AcwCodes.STAND_UP:
                return prone;
            case AcwCodes.AIM:
                return canFire(u, v);
            case AcwCodes.FIRE:
                return canFire(u, v);
            case AcwCodes.LOAD:
                return canLoad(u);
            case AcwCodes.CHARGE:
                return canCharge(u, v);
            case AcwCodes.MOUNT:
                return ty == AcwCodes.CAVALRY && !s.isMounted(u) && !prone;
            case AcwCodes.DISMOUNT:
                return ty == AcwCodes.CAVALRY && s.isMounted(u);
            case AcwCodes.PIVOT:
                return ty == AcwCodes.ARTILLERY && !s.isLimbered(u) && isEnemy(u, v);
            case AcwCodes.LIMBER:
                return ty == AcwCodes.ARTILLERY && !s.isLimbered(u);
            case AcwCodes.UNLIMBER:
                return ty == AcwCodes.ARTILLERY && s.isLimbered(u);
            default:
                return false;
        }
    }

    private boolean isEnemy(int u, int v) {
        return v >= 0 && v < n && t.side[v] != t.side[u] && (s.status[v] & AcwCodes.FLED) == 0 && s.standing[v] > 0;
    }

    /** Whether the unit's weapon can take a Load action: not full, and (guns) unlimbered. */
    public boolean canLoad(int u) {
        if (t.type[u] == AcwCodes.ARTILLERY && s.isLimbered(u)) {
            return false;
        }
        final int full = t.weapon[u] == AcwCodes.PISTOL && t.revolver ? t.revolverShots : 1;
        return s.loaded[u] < full;
    }

    private void load(int u) {
        if (t.weapon[u] == AcwCodes.PISTOL && t.revolver) {
            if (s.progressAction[u] != AcwCodes.LOAD) {
                s.progressAction[u] = AcwCodes.LOAD;
                s.progress[u] = 0;
            }
            if (++s.progress[u] >= t.revolverReload) {
                s.progress[u] = 0;
                s.progressAction[u] = AcwCodes.HOLD;
                s.loaded[u] = t.revolverShots;
                say(u, "reloads revolvers");
            } else {
                say(u, "reloading revolvers");
            }
            return;
        }
        s.loaded[u] = 1;
        say(u, "loads");
    }

    // ================================================================== geometry

    /** Distance between two units' centres, inches. */
    public double distance(int u, int v) {
        final int key = u * n + v;
        double d = distCache[key];
        if (d < 0) {
            final double dx = s.x[u] - s.x[v];
            final double dy = s.y[u] - s.y[v];
            d = Math.sqrt(dx * dx + dy * dy);
            distCache[key] = d;
            distCache[v * n + u] = d;
        }
        return d;
    }

    /** The range from u to v in whole inches (B5, range.rounding [D]). */
    public int range(int u, int v) {
        final int key = u * n + v;
        int r = rangeCache[key];
        if (r < 0) {
            r = AcwOdds.rangeInches(distance(u, v), t.roundUp);
            rangeCache[key] = r;
            rangeCache[v * n + u] = r;
        }
        return r;
    }

    /** Compass bearing from (x0, y0) to (x1, y1): 0 = north, 90 = east ({@link Compass#bearing}). */
    public static double bearing(double x0, double y0, double x1, double y1) {
        return Compass.bearing(x0, y0, x1, y1);
    }

    /** Degrees between u's facing and the bearing to v (0-180). */
    public double offBearing(int u, int v) {
        return Compass.angleBetween(s.facing[u], bearing(s.x[u], s.y[u], s.x[v], s.y[v]));
    }


    /**
     * Line of sight between two units (B5, B9 [D]): the terrain (cached per pair while neither moves) and other units
     * within {@code los.figure-inches} of the line between them.
     */
    public boolean lineOfSight(int u, int v) {
        final int key = u * n + v;
        if (losEpoch[key] == epoch) {
            return losFull[key];
        }
        final boolean clear = computeLineOfSight(u, v, key);
        losEpoch[key] = epoch;
        losFull[key] = clear;
        losEpoch[v * n + u] = epoch;
        losFull[v * n + u] = clear;
        return clear;
    }

    /** The epoch of the figures on the table: it advances whenever a unit moves, flees or loses its last man. */
    public int epoch() {
        return epoch;
    }

    private boolean computeLineOfSight(int u, int v, int key) {
        byte c = losCache[key];
        if (c == 0) {
            c = !t.terrainBlocksSight || t.sightClear(s.x[u], s.y[u], s.x[v], s.y[v]) ? (byte) 1 : (byte) 2;
            losCache[key] = c;
            losCache[v * n + u] = c;
        }
        if (c == 2) {
            return false;
        }
        if (t.figureBlock <= 0) {
            return true;
        }
        final double x0 = s.x[u];
        final double y0 = s.y[u];
        final double dx = s.x[v] - x0;
        final double dy = s.y[v] - y0;
        final double len2 = dx * dx + dy * dy;
        if (len2 == 0) {
            return true;
        }
        final double r2 = t.figureBlock * t.figureBlock;
        for (int w = 0; w < n; w++) {
            if (w == u || w == v || (s.status[w] & AcwCodes.FLED) != 0 || s.standing[w] == 0) {
                continue;
            }
            final double px = s.x[w] - x0;
            final double py = s.y[w] - y0;
            final double f = (px * dx + py * dy) / len2;
            if (f <= 0 || f >= 1) {
                continue;
            }
            final double ex = px - f * dx;
            final double ey = py - f * dy;
            if (ex * ex + ey * ey < r2) {
                return false;
            }
        }
        return true;
    }

    private void moved(int u) {
        epoch++;
        for (int v = 0; v < n; v++) {
            losCache[u * n + v] = 0;
            losCache[v * n + u] = 0;
            coverCache[u * n + v] = -1;
            coverCache[v * n + u] = -1;
            distCache[u * n + v] = -1;
            distCache[v * n + u] = -1;
            rangeCache[u * n + v] = -1;
            rangeCache[v * n + u] = -1;
        }
    }

    /** Cover of unit v against fire or attack from unit u (cached while neither moves). */
    public int coverOf(int v, int u) {
        final int key = u * n + v;
        int c = coverCache[key];
        if (c < 0) {
            c = cover(s.x[v], s.y[v], s.x[u], s.y[u]);
            coverCache[key] = (byte) c;
        }
        return c;
    }

    /** Inches a unit may move in one increment now, before terrain (B4 [S p.2]). */
    public double moveAllowance(int u) {
        return t.moveRate(t.type[u], s.stance[u]);
    }

    /**
     * Moves u towards (tx, ty) by up to {@code allowance} inches less the rough penalty if the path crosses rough
     * (B4 [S p.2]), stopping short of impassable ground, the table edge and enemy units (only a charge makes contact).
     */
    private void move(final int u, final double tx, final double ty, final double allowance) {
        final double x0 = s.x[u];
        final double y0 = s.y[u];
        double dx = tx - x0;
        double dy = ty - y0;
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-9 || allowance <= 0) {
            say(u, "stays put");
            return;
        }
        double dist = Math.min(len, allowance);
        dx /= len;
        dy /= len;
        int cls = worstAlong(x0, y0, x0 + dx * dist, y0 + dy * dist, t.moveClassOfArea, t.moveClassOfFeature,
                AcwCodes.IMPASSABLE);
        if (cls == AcwCodes.ROUGH) {
            dist = Math.min(len, allowance - t.roughPenalty);
        }
        double best = 0;
        double lo = 0;
        double hi = dist;
        if (dist > 0 && pathOk(u, x0, y0, dx, dy, dist)) {
            best = dist;
        } else {
            for (int k = 0; k < 6 && dist > 0; k++) {
                final double mid = (lo + hi) / 2;
                if (pathOk(u, x0, y0, dx, dy, mid)) {
                    best = mid;
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
        }
        if (best <= 0) {
            say(u, "cannot move");
            return;
        }
        s.x[u] = x0 + dx * best;
        s.y[u] = y0 + dy * best;
        s.facing[u] = bearing(x0, y0, tx, ty);
        moved(u);
        if (narrator != null) {
            narrator.event(String.format(java.util.Locale.ROOT, "%s %s %.1f\" to (%.1f, %.1f)%s", t.unitName(u),
                    s.isProne(u) ? "crawls" : "moves", best, s.x[u], s.y[u], cls == AcwCodes.ROUGH ? " (rough -"
                            + t.roughPenalty + "\")" : ""));
        }
    }

    private boolean pathOk(int u, double x0, double y0, double dx, double dy, double dist) {
        final double x1 = x0 + dx * dist;
        final double y1 = y0 + dy * dist;
        if (!t.table.onTable(x1, y1)) {
            return false;
        }
        if (worstAlong(x0, y0, x1, y1, t.moveClassOfArea, t.moveClassOfFeature, AcwCodes.IMPASSABLE)
                >= AcwCodes.IMPASSABLE) {
            return false;
        }
        final double gap = t.moveGap;
        for (int w = 0; w < n; w++) {
            if (t.side[w] == t.side[u] || (s.status[w] & AcwCodes.FLED) != 0 || s.standing[w] == 0) {
                continue;
            }
            final double ex = s.x[w] - x1;
            final double ey = s.y[w] - y1;
            if (ex * ex + ey * ey < gap * gap) {
                return false;
            }
        }
        return true;
    }

    // ================================================================== fire (B5)

    /** The worst movement class along a straight line, skipping the grid when no hindering terrain is near. */
    private int worstAlong(double x0, double y0, double x1, double y1, int[] classOfArea, int[] classOfFeature,
            int offTable) {
        if (!Boxes.segmentTouches(t.moveBoxes, x0, y0, x1, y1) && t.table.onTable(x0, y0)
                && t.table.onTable(x1, y1)) {
            return AcwCodes.CLEAR;
        }
        return t.table.worstAlong(x0, y0, x1, y1, classOfArea, classOfFeature, offTable);
    }

    /** Whether u can fire at (or aim at) v now: loaded, in range, line of sight, stance and arc allow. */
    public boolean canFire(final int u, final int v) {
        return canFireBarSight(u, v) && lineOfSight(u, v);
    }

    /** Everything {@link #canFire} checks except line of sight, the costly part (players check sight last). */
    public boolean canFireBarSight(final int u, final int v) {
        if (!isEnemy(u, v) || s.loaded[u] <= 0 || s.contact[v] >= 0) {
            return false;
        }
        final int w = t.weapon[u];
        if (s.isMounted(u) && w != AcwCodes.PISTOL) {
            return false;
        }
        if (w == AcwCodes.GUN) {
            if (s.isLimbered(u)) {
                return false;
            }
            if (Compass.angleBetween(s.facing[u], bearing(s.x[u], s.y[u], s.x[v], s.y[v])) > t.gunArc) {
                return false;
            }
        }
        // RF is 0 at the maximum range (B5), so a shot needs R below it.
        return range(u, v) < t.maxRange[w];
    }

    /** CP of u firing at v with I increments (B5): RF x I x N, N = men standing, exactly (17.5 stays 17.5). */
    public double casualtyPoints(int u, int v, int increments) {
        return (double) cpNumerator(u, v, increments) / cpDenominator(u);
    }

    /** CP of u firing at v with I increments times {@link #cpDenominator} of u: a whole number (B5). */
    int cpNumerator(int u, int v, int increments) {
        final int w = t.weapon[u];
        return AcwOdds.cpNumerator(t.maxRange[w], range(u, v), increments, s.standing[u], t.rfAtZero, scaled(w));
    }

    /** The denominator of u's CP (the weapon's maximum range under the scaled RF, else 1). */
    int cpDenominator(int u) {
        final int w = t.weapon[u];
        return AcwOdds.cpDenominator(t.maxRange[w], scaled(w));
    }

    /** Whether weapon w's RF is the scaled formula (B5 [D]; always for rifled muskets and guns, Simon's own). */
    private boolean scaled(int w) {
        return t.rfScaled || w == AcwCodes.GUN || w == AcwCodes.RIFLED_MUSKET;
    }

    /** Cover code ({@link TerrainKind#COVER_NONE}, SOFT, HARD) of a target at (tx, ty) against a foe at (fx, fy). */
    public int cover(double tx, double ty, double fx, double fy) {
        if (!t.anyCover || tx < 0 || ty < 0) {
            return TerrainKind.COVER_NONE;
        }
        // Cover comes from the ground under the target or a feature within feature-reach in front of it: none can
        // be where no cover-giving terrain is that near.
        final int cell = (int) (ty / Table.CELL_INCHES) * t.coverCols + (int) (tx / Table.CELL_INCHES);
        if (cell >= t.coverNear.length || !t.coverNear[cell]) {
            return TerrainKind.COVER_NONE;
        }
        if (!t.featureNear[cell]) {
            return t.groundCover[cell];
        }
        return t.table.coverAt(tx, ty, fx, fy, t.coverOfArea, t.coverOfFeature, t.featureReach);
    }

    /** The total kill-die modifier of fire from u at v (B5, with the [D] sign readings). */
    public int killDieModifier(int u, int v) {
        int m = 0;
        final int cover = coverOf(v, u);
        if (cover == TerrainKind.COVER_HARD) {
            m += t.coverHard;
        } else if (cover == TerrainKind.COVER_SOFT) {
            m += t.coverSoft;
        }
        if (s.isProne(v)) {
            m += t.proneModifier;
        }
        if (t.quality[v] == AcwCodes.VETERAN) {
            m += t.veteranModifier;
        }
        if (t.targetGreenReading) {
            if (t.quality[v] == AcwCodes.GREEN) {
                m -= t.greenModifier;
            }
        } else if (t.quality[u] == AcwCodes.GREEN) {
            m += t.greenModifier;
        }
        return m;
    }

    private void fire(final int u, final int v, final int inc, final boolean free) {
        final int cp = cpNumerator(u, v, inc);
        final int den = cpDenominator(u);
        final int mod = killDieModifier(u, v);
        if (narrator != null) {
            narrator.event(t.unitName(u) + (free ? " free-fires at " : " fires at ") + t.unitName(v) + ": R "
                    + range(u, v) + "\", I " + inc + ", N " + s.standing[u] + ", CP " + AcwOdds.cpText(cp, den)
                    + ", modifier " + mod);
        }
        final int k = killDiceFor(cp, den);
        applyKillDice(u, v, k, mod, true);
    }

    /** Kill dice for a whole number of CP (B5 [S p.3]): one per full cp-per-die, plus a d100 for the remainder. */
    int killDiceFor(final int cp) {
        return killDiceFor(cp, 1);
    }

    /**
     * Kill dice for CP = {@code cp / den} points (B5 [S p.3]): one per full cp-per-die, plus one more when a roll
     * falls within the remainder, kept whole: a d100 at or under it when the remainder is a whole number of points
     * (the seed's roll), else one of cp-per-die x den faces at or under the remainder times den (17.5 CP: a roll of
     * 1-420 of 2400, exactly 17.5%).
     */
    int killDiceFor(final int cp, final int den) {
        final int per = t.cpPerDie * den;
        int k = cp / per;
        final int rem = cp % per;
        if (rem > 0) {
            final boolean whole = rem % den == 0;
            final int faces = whole ? t.cpPerDie : per;
            final int under = whole ? rem / den : rem;
            final int r = dice.roll(faces);
            // One more die when r <= under, counted by the sign of r - under - 1: no branch on the die.
            k += (r - under - 1) >>> 31;
            if (narrator != null) {
                narrator.event("  remainder " + AcwOdds.cpText(rem, den) + "%: rolled " + r + (whole ? "" : " of "
                        + faces + " (at or under " + under + ")") + (r <= under ? ", one more kill die" : ""));
            }
        }
        return k;
    }

    /** One kill die with a total modifier: a result code of {@link AcwCodes} (B5 [S p.3]). */
    int rollKillDie(final int mod) {
        final int r = dice.roll(t.killDieSides);
        // AcwOdds.killDieResult(r + mod, ...), tabled by the template; the clamp is Math.min/max, not a branch.
        final int res = t.killDieCode[Math.min(Math.max(r + mod, 1), t.killDieSides)];
        if (narrator != null) {
            narrator.event("  kill die " + r + (mod != 0 ? (mod > 0 ? "+" : "") + mod : "") + ": "
                    + (res == AcwCodes.KILLED ? "killed" : res == AcwCodes.OUT_OF_ACTION ? "out of action"
                            : "no effect"));
        }
        return res;
    }

    /** Rolls k kill dice by u at v and applies them; returns men hit. Dice stop when v has no man standing. */
    private int applyKillDice(final int u, final int v, final int k, final int mod, final boolean byFire) {
        int hit = 0;
        for (int i = 0; i < k && s.standing[v] > 0; i++) {
            final int res = rollKillDie(mod);
            // KILLED (2) and OUT_OF_ACTION (1) counted from the code itself, no branch on the die's result.
            final int killed = res >> 1;
            final int out = res & 1;
            s.standing[v] -= killed + out;
            s.killed[v] += killed;
            s.outOfAction[v * AcwState.OA_WIDTH] += out;
            s.down[v] += out;
            hit += killed + out;
        }
        if (hit > 0) {
            observer.figuresFell(v, s.x[v], s.y[v], hit);
            if (s.standing[v] == 0) {
                epoch++;
                observer.unitBroke(v, s.x[v], s.y[v]);
            }
            s.kills[u] += hit;
            if (byFire) {
                s.status[v] |= AcwCodes.HIT_THIS_PHASE;
            }
        }
        return hit;
    }

    // ================================================================== morale and rout (B7, B8)

    /** A morale test of unit u (B8 [S p.5]): d100 at or under K + 10 x men now passes. */
    private boolean moraleTest(final int u, final String why) {
        final int start = t.men[u];
        final int level = t.moraleK[start] + t.perMan * s.standing[u];
        final int roll = dice.roll(t.moraleDie);
        final boolean pass = roll <= level;
        if (narrator != null) {
            narrator.event(t.unitName(u) + " tests morale (" + why + "): level " + level + "%, rolled " + roll + ", "
                    + (pass ? "passes" : "fails"));
        }
        return pass;
    }

    /** The engine's morale test on a start size and men now (the same roll as a unit's test; for tests). */
    boolean moraleTest(final int start, final int now) {
        final int level = t.moraleK[start] + t.perMan * now;
        return dice.roll(t.moraleDie) <= level;
    }

    private void startRout(final int u) {
        observer.unitBroke(u, s.x[u], s.y[u]);
        s.status[u] |= AcwCodes.ROUTING | AcwCodes.TURNED | AcwCodes.BROKE_THIS_PHASE;
        s.status[u] &= ~(AcwCodes.ATTACKER | AcwCodes.CHARGING);
        s.routCards[u] = t.routCards;
        s.stance[u] &= ~AcwCodes.PRONE;
        s.aimCount[u] = 0;
        s.aimTarget[u] = -1;
        final int c = s.contact[u];
        if (c >= 0) {
            s.contact[c] = -1;
            s.status[c] &= ~(AcwCodes.ATTACKER | AcwCodes.CHARGING);
            s.contact[u] = -1;
        }
        final int e = nearestEnemy(u);
        if (e >= 0) {
            s.facing[u] = bearing(s.x[e], s.y[e], s.x[u], s.y[u]);
        }
        say(u, "routs");
    }

    /** Nearest enemy unit that is present and not routing, or -1. */
    public int nearestEnemy(int u) {
        int best = -1;
        double bd = Double.MAX_VALUE;
        final int enemy = 1 - t.side[u];
        final int end = t.endUnit(enemy);
        for (int v = t.firstUnit(enemy); v < end; v++) {
            if (s.standing[v] == 0 || (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            final double d = distance(u, v);
            if (d < bd) {
                bd = d;
                best = v;
            }
        }
        return best;
    }

    /** B7 [D]: a router moves its full rate directly away from the nearest enemy; off the table = eliminated. */
    private void routMove(final int u, final int inc) {
        final int e = nearestEnemy(u);
        double dx;
        double dy;
        if (e >= 0) {
            dx = s.x[u] - s.x[e];
            dy = s.y[u] - s.y[e];
        } else {
            dx = 0;
            dy = t.side[u] == 0 ? -1 : 1;
        }
        final double len = Math.sqrt(dx * dx + dy * dy);
        if (len < 1e-9) {
            dx = 0;
            dy = t.side[u] == 0 ? -1 : 1;
        } else {
            dx /= len;
            dy /= len;
        }
        final double rate = t.moveRate(t.type[u], s.stance[u] & ~AcwCodes.PRONE);
        for (int i = 0; i < inc; i++) {
            double dist = rate;
            final double x0 = s.x[u];
            final double y0 = s.y[u];
            final double x1 = x0 + dx * dist;
            final double y1 = y0 + dy * dist;
            if (!t.table.onTable(x1, y1)) {
                s.status[u] |= AcwCodes.FLED;
                s.status[u] &= ~AcwCodes.ROUTING;
                say(u, "routs off the table and is eliminated");
                moved(u);
                return;
            }
            final int cls = worstAlong(x0, y0, x1, y1, t.moveClassOfArea, t.moveClassOfFeature,
                    AcwCodes.IMPASSABLE);
            if (cls >= AcwCodes.IMPASSABLE) {
                say(u, "routs into impassable ground and stops");
                return;
            }
            if (cls == AcwCodes.ROUGH) {
                dist -= t.roughPenalty;
            }
            s.x[u] = x0 + dx * Math.max(0, dist);
            s.y[u] = y0 + dy * Math.max(0, dist);
            s.facing[u] = bearing(x0, y0, s.x[u], s.y[u]);
            moved(u);
        }
        if (narrator != null) {
            narrator.event(String.format(java.util.Locale.ROOT, "%s routs to (%.1f, %.1f)", t.unitName(u), s.x[u],
                    s.y[u]));
        }
    }

    // ================================================================== charge and CQC (B7)

    /** The charge reach of u this increment (B4 [S p.2]): infantry 6", mounted cavalry 12"; guns never charge. */
    public double chargeReach(int u) {
        if (t.type[u] == AcwCodes.ARTILLERY) {
            return 0;
        }
        return t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? t.chargeCavalry : t.chargeInfantry;
    }

    /**
     * Whether u can charge v now (B4 [D]: the target within one increment's charge distance, in sight). A charge is a
     * move: one that crosses rough ground on its way to the contact point loses the rough-ground inches as every
     * other move does (B4 [S p.2]), and none crosses impassable ground.
     */
    public boolean canCharge(final int u, final int v) {
        if (!isEnemy(u, v) || s.isProne(u) || s.contact[v] >= 0 || t.type[u] == AcwCodes.ARTILLERY) {
            return false;
        }
        final double d = distance(u, v);
        if (d > chargeReach(u) || !lineOfSight(u, v)) {
            return false;
        }
        final double back = Math.min(t.contactInches, d);
        final double f = d == 0 ? 0 : back / d;
        final double cx = s.x[v] + (s.x[u] - s.x[v]) * f;
        final double cy = s.y[v] + (s.y[u] - s.y[v]) * f;
        final int cls = worstAlong(s.x[u], s.y[u], s.x[v], s.y[v], t.moveClassOfArea, t.moveClassOfFeature,
                AcwCodes.IMPASSABLE);
        if (cls >= AcwCodes.IMPASSABLE) {
            return false;
        }
        return cls != AcwCodes.ROUGH || d <= chargeReach(u) - t.roughPenalty
                || worstAlong(s.x[u], s.y[u], cx, cy, t.moveClassOfArea, t.moveClassOfFeature, AcwCodes.IMPASSABLE)
                        != AcwCodes.ROUGH;
    }

    private void charge(final int u, final int v) {
        final double d = distance(u, v);
        final double back = Math.min(t.contactInches, d);
        final double cx = s.x[v] + (s.x[u] - s.x[v]) * (d == 0 ? 0 : back / d);
        final double cy = s.y[v] + (s.y[u] - s.y[v]) * (d == 0 ? 0 : back / d);
        s.facing[u] = bearing(s.x[u], s.y[u], s.x[v], s.y[v]);
        s.x[u] = (s.x[u] + cx) / 2;
        s.y[u] = (s.y[u] + cy) / 2;
        moved(u);
        if (narrator != null) {
            narrator.event(t.unitName(u) + " charges " + t.unitName(v) + " and reaches the halfway point");
        }
        if ((s.status[v] & AcwCodes.ROUTING) != 0) {
            // Pursuit: contact with a router gives a free attack unless friends shield it.
            s.x[u] = cx;
            s.y[u] = cy;
            moved(u);
            if (shielded(v)) {
                say(v, "is shielded by friends from the pursuit");
            } else {
                freeAttack(u, v, true);
            }
            return;
        }
        if (!moraleTest(v, "charged")) {
            s.status[v] |= AcwCodes.TURNED;
            s.x[u] = cx;
            s.y[u] = cy;
            moved(u);
            freeAttack(u, v, true);
            startRout(v);
            return;
        }
        // Passed: one-increment free fire (I = 1) at the attackers, on the attacker's card.
        if (canFire(v, u)) {
            final int before = s.standing[u];
            s.loaded[v]--;
            fire(v, u, 1, true);
            if (s.standing[u] == 0) {
                return;
            }
            if (s.standing[u] < before) {
                // This test is the charge's (B7); the end-of-phase fire trigger (B8 [D]) does not test again.
                s.status[u] &= ~AcwCodes.HIT_THIS_PHASE;
                if (!moraleTest(u, "casualties from free fire")) {
                    startRout(u);
                    return;
                }
            }
        }
        s.x[u] = cx;
        s.y[u] = cy;
        moved(u);
        s.contact[u] = v;
        s.contact[v] = u;
        s.status[u] |= AcwCodes.ATTACKER | AcwCodes.CHARGING;
        s.aimCount[v] = 0;
        s.aimTarget[v] = -1;
        final double off = Compass.angleBetween(s.facing[v], bearing(s.x[v], s.y[v], s.x[u], s.y[u]));
        s.contactArc[u] = (s.status[v] & AcwCodes.TURNED) != 0 || off > t.rearDegrees ? 2 : off > t.flankDegrees
                ? 1 : 0;
        cqcRound(u, v);
    }

    private boolean shielded(int v) {
        for (int w = 0; w < n; w++) {
            if (w != v && t.side[w] == t.side[v] && s.standing[w] > 0
                    && (s.status[w] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0 && distance(v, w) <= t.shieldInches) {
                return true;
            }
        }
        return false;
    }

    /** CQC base value per figure (B7 [S p.4]): cavalry means mounted; dismounted troopers and gunners are foot. */
    public int cqcBase(int a, int d) {
        final boolean cavA = t.type[a] == AcwCodes.CAVALRY && s.isMounted(a);
        final boolean cavD = t.type[d] == AcwCodes.CAVALRY && s.isMounted(d);
        return cavA == cavD ? (cavA ? t.baseCavalry : t.baseInfantry) : t.baseMixed;
    }

    private int qualityEdge(int mine, int theirs) {
        if (mine == AcwCodes.VETERAN && theirs == AcwCodes.GREEN) {
            return t.cqcVeteranVGreen;
        }
        if (mine == AcwCodes.VETERAN && theirs == AcwCodes.REGULAR) {
            return t.cqcVeteranVRegular;
        }
        if (mine == AcwCodes.REGULAR && theirs == AcwCodes.GREEN) {
            return t.cqcRegularVGreen;
        }
        return 0;
    }

    /** The attacker's CQC modifier total against d (B7 [S p.4]); {@code rear} adds the rear attack. */
    public int attackerModifiers(int a, int d, boolean charging, int arc) {
        int m = qualityEdge(t.quality[a], t.quality[d]);
        if (s.isMounted(a)) {
            m += t.cqcMounted;
        }
        if (charging) {
            m += t.cqcCharging;
        }
        if (arc == 2) {
            m += t.cqcRear;
        } else if (arc == 1) {
            m += t.cqcFlank;
        }
        if (s.isProne(d)) {
            m += t.cqcDefenderProne;
        }
        return m;
    }

    /** The defender's CQC modifier total against a (B7 [S p.4]). */
    public int defenderModifiers(int d, int a) {
        int m = qualityEdge(t.quality[d], t.quality[a]);
        if (s.isMounted(d)) {
            m += t.cqcMounted;
        }
        if (t.table.heightAt(s.x[d], s.y[d]) > t.table.heightAt(s.x[a], s.y[a])) {
            m += t.cqcUphill;
        }
        final int cover = coverOf(d, a);
        if (cover == TerrainKind.COVER_HARD) {
            m += t.cqcHardCover;
        } else if (cover == TerrainKind.COVER_SOFT) {
            m += t.cqcSoftCover;
        }
        return m;
    }

    /** A free attack (B7 [D]): the attacker's normal modifiers plus rear attack against 0; the defender causes none. */
    private void freeAttack(final int a, final int d, final boolean charging) {
        final int mod = attackerModifiers(a, d, charging, 2);
        final int per = cqcBase(a, d) + mod;
        final int pts = per * AcwOdds.counted(s.standing[a], s.standing[d], t.maxRatio);
        if (narrator != null) {
            narrator.event(t.unitName(a) + " makes a free attack on " + t.unitName(d) + ": modifiers " + mod + ", "
                    + per + " per figure, " + pts + " points");
        }
        applyKillDice(a, d, killDiceFor(pts), 0, false);
    }

    /** One CQC round between attacker a and defender d in contact, then both test morale (B7). */
    void cqcRound(final int a, final int d) {
        final boolean charging = (s.status[a] & AcwCodes.CHARGING) != 0;
        s.status[a] &= ~AcwCodes.CHARGING;
        final int modA = attackerModifiers(a, d, charging, s.contactArc[a]);
        final int modD = defenderModifiers(d, a);
        final int base = cqcBase(a, d);
        final int diff = modA > modD ? modA - modD : modD - modA;
        final int perA = modA > modD ? base + diff : base;
        final int perD = modD > modA ? base + diff : base;
        final int ptsA = perA * AcwOdds.counted(s.standing[a], s.standing[d], t.maxRatio);
        final int ptsD = perD * AcwOdds.counted(s.standing[d], s.standing[a], t.maxRatio);
        if (narrator != null) {
            narrator.event("CQC " + t.unitName(a) + " v " + t.unitName(d) + ": modifiers " + modA + " v " + modD
                    + ", per figure " + perA + " v " + perD + ", points " + ptsA + " v " + ptsD);
        }
        final int diceA = killDiceFor(ptsA);
        final int diceD = killDiceFor(ptsD);
        applyKillDice(a, d, diceA, 0, false);
        applyKillDice(d, a, diceD, 0, false);
        if (s.standing[a] == 0 || s.standing[d] == 0) {
            s.contact[a] = -1;
            s.contact[d] = -1;
            s.status[a] &= ~AcwCodes.ATTACKER;
            if (s.standing[a] > 0 && s.standing[d] == 0) {
                say(d, "is overrun");
            } else if (s.standing[d] > 0) {
                say(a, "is cut down");
            }
            return;
        }
        final boolean passA = moraleTest(a, "after CQC");
        final boolean passD = moraleTest(d, "after CQC");
        if (passA && passD) {
            return;
        }
        if (!passA && !passD) {
            startRout(a);
            startRout(d);
            return;
        }
        final int loser = passA ? d : a;
        final int winner = passA ? a : d;
        s.status[loser] |= AcwCodes.TURNED;
        s.contact[a] = -1;
        s.contact[d] = -1;
        s.status[a] &= ~AcwCodes.ATTACKER;
        freeAttack(winner, loser, false);
        startRout(loser);
    }

    // ================================================================== test hooks (same package)

    /** Re-seeds the rule dice, for tests that sample the engine's own resolution code. */
    void reseedDice(long seed) {
        dice.reseed(seed);
    }

    /**
     * One shot of u at v with I increments through the fire path itself (CP, remainder roll, modifier, kill dice),
     * from the start of the battle; returns v's men killed * 16 + out of action.
     */
    int sampleShot(int u, int v, int inc) {
        reset();
        fire(u, v, inc, false);
        return s.killed[v] * 16 + s.down[v];
    }

    /** Kill dice then their effects with a modifier against a target of {@code men}: returns killed * 16 + out. */
    int sampleFire(int cp, int mod, int men) {
        return sampleFire(cp, 1, mod, men);
    }

    /** {@link #sampleFire(int, int, int)} for CP = {@code cp / den}, the fire path's own remainder roll. */
    int sampleFire(int cp, int den, int mod, int men) {
        final int k = killDiceFor(cp, den);
        int killedMen = 0;
        int out = 0;
        for (int i = 0; i < k && killedMen + out < men; i++) {
            final int r = rollKillDie(mod);
            killedMen += r >> 1;
            out += r & 1;
        }
        return killedMen * 16 + out;
    }
}
