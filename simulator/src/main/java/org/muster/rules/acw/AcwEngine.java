package org.muster.rules.acw;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;
import org.muster.engine.Narrator;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.BattleLoop;
import org.muster.rules.battle.Compass;
import org.muster.rules.battle.EngineBase;

/**
 * Plays {@code acw-skirmish} battles of one {@link AcwTemplate}, through the shared {@link BattleLoop}, with the
 * rules in phase classes over one {@link AcwState}: {@link Cards} (the sequence of play), {@link Orders},
 * {@link Movement}, {@link Fire}, {@link Melee}, {@link Morale}, and {@link Sightlines} (geometry and its caches). One
 * per worker thread; owns the state (with both dice), the two players, and reuses them for every battle. {@link #play}
 * allocates nothing unless a narrator is set (then it builds one String per event). Not thread-safe.
 *
 * <p>A forward model (ARCHITECTURE.md section 2a): the state holds everything a battle needs to go on, so
 * {@code state().copyFrom(other.state())} puts this engine where another stands, and {@link #toDecision},
 * {@link #toNextDecision}, {@link #toEndOfTurn} and {@link #toEnd} play on from there with this engine's players
 * (which {@link #player(int, AcwPlayer)} may change). Decisions, numbered from 0 in each battle by
 * {@link BattleClock#decisions()}, are a side's card choice and each unit's order in each increment.
 *
 * <p>Geometry is simplified (see package-info): a squad or gun is a point with a facing; ranges are measured centre to
 * centre and rounded to whole inches; contact is distance at most {@code geometry.contact-inches}.
 */
public final class AcwEngine extends EngineBase<AcwTemplate, AcwState> implements AcwView {
    /** Pending decision kinds ({@link #pendingKind()}). */
    public static final int NO_DECISION = 0;
    public static final int CARD_DECISION = 1;
    public static final int ORDER_DECISION = 2;

    private final AcwPlayer[] players = new AcwPlayer[2];
    private final Report report;
    private final Sightlines sight;
    private final Movement movement;
    final Fire fire;
    final Morale morale;
    final Melee melee;
    private final Orders orders;
    private final Cards cards;
    private final Loop loop = new Loop();
    private final BattleLoop.Frame frame;
    private final int n;

    /** An engine with the two players the factory makes for the template's sides. */
    public AcwEngine(AcwTemplate template, AcwPlayerFactory factory) {
        super(template, new AcwState(template.unitCount()));
        this.n = template.unitCount();
        this.frame = new BattleLoop.Frame(s.dice, s.tactics, null, s.clock, n, t.victory.maxTurns, t.victory.tieBreak);
        this.report = new Report(t);
        this.sight = new Sightlines(t, s);
        this.movement = new Movement(t, s, sight, report);
        this.fire = new Fire(t, s, sight, report);
        this.morale = new Morale(t, s, sight, report);
        this.melee = new Melee(t, s, sight, report, fire, morale);
        this.orders = new Orders(t, s, sight, report, movement, fire, melee);
        this.cards = new Cards(t, s, report, orders, movement, morale, melee, players, this);
        for (int sd = 0; sd < 2; sd++) {
            players[sd] = factory.create(template.player(sd), sd, template);
        }
        reset();
    }

    @Override
    public void narrate(Narrator narrator) {
        report.narrator = narrator;
    }

    @Override
    public void observe(BattleObserver observer) {
        report.observer = observer == null ? BattleObserver.NONE : observer;
    }

    /** Restores the start of a battle: the state from the template, its caches and cursor. Allocation-free. */
    void reset() {
        s.resetFrom(t);
    }

    // ================================================================== battle and forward model

    @Override
    public void play(long baseSeed, long battleIndex, BattleRecord out) {
        BattleLoop.play(loop, baseSeed, battleIndex, out);
    }

    /** The player of a side from now on (e.g. fast players for a rollout); returns the one it replaces. */
    public AcwPlayer player(int side, AcwPlayer player) {
        final AcwPlayer old = players[side];
        players[side] = player;
        return old;
    }

    /** Resets the state to the start of battle {@code battleIndex} of base seed {@code baseSeed}, before turn 1. */
    public void begin(long baseSeed, long battleIndex) {
        BattleLoop.begin(loop, baseSeed, battleIndex);
    }

    /**
     * Plays on until {@code decisions} decisions of the battle are answered and the next is pending (true), or the
     * battle is over (false). A state already past that number goes on to its next decision.
     */
    public boolean toDecision(long decisions) {
        cards.stopAtDecision = decisions;
        try {
            return !BattleLoop.advance(loop);
        } finally {
            cards.stopAtDecision = Long.MAX_VALUE;
        }
    }

    /** Answers one decision (the pending one, or the first of a battle just begun) and stops before the next. */
    public boolean toNextDecision() {
        return toDecision(s.clock.decisions() + 1);
    }

    /**
     * Plays on to the end of the current turn, its break check included: true when the next turn is about to begin,
     * false when the battle is over.
     */
    public boolean toEndOfTurn() {
        cards.stopAtTurn = s.clock.turn() + 1;
        try {
            return !BattleLoop.advance(loop);
        } finally {
            cards.stopAtTurn = Integer.MAX_VALUE;
        }
    }

    /** Plays on to the end of the battle. */
    public void toEnd() {
        BattleLoop.advance(loop);
    }

    /** Plays on to the end and writes the record (the same record as a battle played straight through). */
    public void finish(BattleRecord out) {
        BattleLoop.advance(loop);
        BattleLoop.finish(loop, out);
    }

    /** What kind of decision is pending where the state stands: none, a card, or a unit's order. */
    public int pendingKind() {
        if (s.clock.over()) {
            return NO_DECISION;
        }
        return s.step == AcwState.STEP_CARD ? CARD_DECISION : s.step == AcwState.STEP_ACT ? ORDER_DECISION
                : NO_DECISION;
    }

    /** The side whose decision is pending (meaningful when {@link #pendingKind()} is not NO_DECISION). */
    public int pendingSide() {
        return s.step == AcwState.STEP_CARD ? (s.phaseIndex == 0 ? s.firstSide : 1 - s.firstSide)
                : s.phasingSide;
    }

    /** The unit whose order is pending (for an {@link #ORDER_DECISION}). */
    public int pendingUnit() {
        return s.nextUnit;
    }

    /** The increment (1-based) of the pending order, of {@link AcwState#cardIncrements()}. */
    public int pendingIncrement() {
        return s.increment;
    }

    /** What the shared {@link BattleLoop} asks of this rule set. */
    private final class Loop implements BattleLoop.Rules {
        @Override
        public BattleLoop.Frame frame() {
            return frame;
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
            return cards.playTurn(turn);
        }

        @Override
        public void turnEnded(int turnsPlayed) {
            for (int u = 0; u < n; u++) {
                if ((s.status[u] & AcwCodes.FLED) == 0) {
                    report.observer.unitAt(u, turnsPlayed, s.x[u], s.y[u]);
                }
            }
        }

        @Override
        public boolean beaten(int side) {
            return morale.broken(side);
        }

        @Override
        public void broke(boolean beaten0, boolean beaten1, int turnsPlayed) {
            if (report.on()) {
                report.event("end of turn " + turnsPlayed + ": " + (beaten0 ? t.sideName(0) + " broken " : "")
                        + (beaten1 ? t.sideName(1) + " broken" : ""));
            }
        }

        @Override
        public int objectivePoints(int side) {
            return morale.objectivePoints(side);
        }

        /** Men lost, or cross-multiplied into fractions of each side's start: exact as doubles (far below 2^53). */
        @Override
        public double casualtyCost(int side) {
            return t.casualtiesByFraction ? morale.lost(side) * t.sideMen[1 - side] : morale.lost(side);
        }

        @Override
        public void turnLimit(int points0, int points1) {
            if (report.on()) {
                report.event("turn limit: objectives " + points0 + "-" + points1 + ", men lost " + morale.lost(0)
                        + "-" + morale.lost(1));
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
            if (report.on()) {
                report.event("result: " + (winner == BattleRecord.DRAW ? "draw" : t.sideName(winner) + " wins")
                        + " (" + BattleRecord.howName(how) + ") after " + turns + " turns");
            }
        }
    }

    // ================================================================== the view (AcwView): the phases themselves

    @Override
    public boolean cardUsed(int side, int card) {
        return s.cardUsed[side * AcwState.MAX_CARDS + card];
    }

    @Override
    public Orders orders() {
        return orders;
    }

    @Override
    public Movement movement() {
        return movement;
    }

    @Override
    public Sightlines sight() {
        return sight;
    }

    @Override
    public Fire fire() {
        return fire;
    }

    @Override
    public Melee melee() {
        return melee;
    }

    @Override
    public Morale morale() {
        return morale;
    }

    @Override
    public int epoch() {
        return s.epoch;
    }

    /** Compass bearing from (x0, y0) to (x1, y1): 0 = north, 90 = east ({@link Compass#bearing}). */
    public static double bearing(double x0, double y0, double x1, double y1) {
        return Compass.bearing(x0, y0, x1, y1);
    }
}
