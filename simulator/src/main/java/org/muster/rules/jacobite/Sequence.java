package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ACTED;
import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FIELD;
import static org.muster.rules.jacobite.JacobiteCodes.FIRED_AT;
import static org.muster.rules.jacobite.JacobiteCodes.FOUGHT;
import static org.muster.rules.jacobite.JacobiteCodes.GET_IN_THERE;
import static org.muster.rules.jacobite.JacobiteCodes.GONE;
import static org.muster.rules.jacobite.JacobiteCodes.LOADED;
import static org.muster.rules.jacobite.JacobiteCodes.ROUTED;

import org.muster.engine.BattleRecord;
import org.muster.rules.battle.BattleClock;
import org.muster.rules.battle.BattleLoop;
import org.muster.rules.Victory;
import org.muster.rules.VictorySettings;

/**
 * The sequence of play of a {@code jacobite45} battle (A3, A11): deployment decisions, turns, the deck, card by card
 * activation and the orders players give, melees fought at the end of a turn, the beaten check and the decision at
 * the turn limit, and the record. It is the rule set's side of the shared {@link BattleLoop} (streams, reset, turns,
 * break check, the one victory decision and the record are the loop's). Where the battle stands is the state's
 * {@link BattleClock} and the cursor beside it ({@link JacobiteState}), so a copied state continues from its last
 * decision: {@link #playTo} plays forward to the next decision, the end of the turn or the end of the battle.
 */
final class Sequence extends Phase implements BattleLoop.Rules {
    /** The streams, clock, units, turn limit and tie-break the shared loop plays with. */
    private final BattleLoop.Frame frame;
    /** Who can hold an objective: a unit neither gone nor broken. */
    private final VictorySettings.Objectives.Holders holders = u -> (s.status[u] & (GONE | BROKEN)) == 0;

    Sequence(JacobiteEngine engine) {
        super(engine);
        frame = new BattleLoop.Frame(s.dice, s.tactics, s.setup, s.clock, n, t.victory.maxTurns, t.victory.tieBreak);
    }

    /**
     * The decision at the turn limit ({@link Victory#atTurnLimit}): objective points held, then under the
     * {@code casualties} tie-break the figure-loss ratio (A11 [D]: the fraction of each side's figures lost, compared
     * exactly as products of figure counts, far below 2^53).
     */
    int decideAtTurnLimit() {
        final int p0 = objectivePoints(0);
        final int p1 = objectivePoints(1);
        final int decision = Victory.atTurnLimit(t.victory.tieBreak, p0, p1, casualtyCost(0), casualtyCost(1));
        turnLimit(p0, p1);
        return decision;
    }

    /** Cursor phase: deployment by zones, the Government chooses its edge (a decision). */
    static final int P_EDGE = 0;
    /** Cursor phase: deployment by zones, the next unit is placed (a decision while units are left to place). */
    static final int P_DEPLOY = 1;
    /** Cursor phase: a turn begins (the shared loop has checked the turn limit). */
    static final int P_TURN = 2;
    /** Cursor phase: the next card of the deck is turned ({@code s.card} of {@code s.cards}). */
    static final int P_CARDS = 3;

    /** What the current {@link #playTo} plays to: one of {@code JacobiteEngine.UNTIL_*}. */
    private int until = JacobiteEngine.UNTIL_BATTLE_END;
    /** The current {@link #playTo} began at a decision: that one is taken, not stopped at. */
    private boolean resume;
    /** The turn the current {@link #playTo} began in (for {@code UNTIL_TURN_END}). */
    private int fromTurn;

    /** Plays battle {@code battleIndex} through the shared loop and writes its record. */
    void play(long baseSeed, long battleIndex, BattleRecord out) {
        until = JacobiteEngine.UNTIL_BATTLE_END;
        BattleLoop.play(this, baseSeed, battleIndex, out);
    }

    /**
     * Plays forward from where the state's cursor and clock stand, through the shared loop: with
     * {@link JacobiteEngine#UNTIL_DECISION} to the next decision a player must take (stopped before it is asked; a
     * cursor already standing at one takes it first), with {@link JacobiteEngine#UNTIL_TURN_END} to the end of the
     * current turn (its break check made), with {@link JacobiteEngine#UNTIL_BATTLE_END} to the end;
     * {@link JacobiteEngine#UNTIL_DEPLOYED} stops once deployment is over. Returns whether the battle is over.
     */
    boolean playTo(int until) {
        this.until = until;
        this.resume = atDecision();
        this.fromTurn = s.clock.turn();
        return BattleLoop.advance(this);
    }

    // ------------------------------------------------------------------ the shared loop's hooks (BattleLoop.Rules)

    @Override
    public BattleLoop.Frame frame() {
        return frame;
    }

    @Override
    public void reset() {
        s.resetFrom(t);
        sight.reset();
    }

    /** Army lists drawn (A10); the cursor put before deployment by zones, or before the first turn. */
    @Override
    public void start() {
        if (t.hasArmyLists) {
            armies.drawArmies();
        }
        s.card = 0;
        s.cards = 0;
        s.dealt = 0;
        if (t.zones) {
            s.phase = P_EDGE;
        } else {
            startPlayers();
            s.phase = P_TURN;
        }
    }

    private void startPlayers() {
        e.players[0].startBattle(e);
        e.players[1].startBattle(e);
    }

    /**
     * Plays turn {@code turn}, or goes on with it from the cursor: deployment by zones first (before the first turn),
     * then the deal and the cards one by one, then the melees not fought. Pauses before a decision when
     * {@link #playTo} asked for the next one, or before a new turn when it asked for the end of the turn.
     */
    @Override
    public int playTurn(int turn) {
        while (true) {
            switch (s.phase) {
                case P_EDGE:
                    if (stop()) {
                        return BattleLoop.PAUSED;
                    }
                    armies.chooseEdge();
                    s.phase = P_DEPLOY;
                    break;
                case P_DEPLOY: {
                    final int u = armies.nextToDeploy();
                    if (u >= n) {
                        startPlayers();
                        s.phase = P_TURN;
                        break;
                    }
                    if (stop()) {
                        return BattleLoop.PAUSED;
                    }
                    armies.deploy(u);
                    break;
                }
                case P_TURN:
                    if (until == JacobiteEngine.UNTIL_DEPLOYED
                            || (until == JacobiteEngine.UNTIL_TURN_END && turn > fromTurn)) {
                        return BattleLoop.PAUSED;
                    }
                    if (narrator != null) {
                        narrator.event("turn " + (turn + 1));
                    }
                    startTurn(turn);
                    break;
                case P_CARDS: {
                    if (s.card >= s.cards) {
                        endMelees();
                        s.phase = P_TURN;
                        return Victory.UNDECIDED;
                    }
                    final int u = s.deck[s.card];
                    if (asks(u) && stop()) {
                        return BattleLoop.PAUSED;
                    }
                    s.card++;
                    turnCard(u);
                    break;
                }
                default:
                    throw new IllegalStateException("cursor phase " + s.phase);
            }
        }
    }

    /** At a decision: whether to stop before it (asked to, and not the one play resumed at); else it is counted. */
    private boolean stop() {
        if (until == JacobiteEngine.UNTIL_DECISION && !resume) {
            return true;
        }
        resume = false;
        s.clock.countDecision();
        return false;
    }

    @Override
    public void turnEnded(int turnsPlayed) {
        for (int u = 0; u < n; u++) {
            if (s.start[u] > 0 && s.present(u)) {
                observer.unitAt(u, turnsPlayed, s.x[u], s.y[u]);
            }
        }
    }

    @Override
    public void broke(boolean beaten0, boolean beaten1, int turnsPlayed) {
        if (narrator != null) {
            narrator.event("end of turn " + turnsPlayed + ": " + (beaten0 ? t.sideName(0) + " beaten " : "")
                    + (beaten1 ? t.sideName(1) + " beaten" : ""));
        }
    }

    /** A battle decided before its deployment was over (a turn limit of 0) still deploys: positions hold objectives. */
    @Override
    public void ending() {
        if (s.phase == P_EDGE || s.phase == P_DEPLOY) {
            final int keep = until;
            until = JacobiteEngine.UNTIL_DEPLOYED;
            playTurn(0);
            until = keep;
        }
    }

    /** What a side lost for the casualties tie-break (A11 [D]): its figures lost times the other side's start. */
    @Override
    public double casualtyCost(int side) {
        return (double) ((long) lost(side) * s.sideFigures[1 - side]);
    }

    @Override
    public void turnLimit(int points0, int points1) {
        if (narrator != null) {
            narrator.event("turn limit: objectives " + points0 + "-" + points1 + ", figures lost " + lost(0) + "-"
                    + lost(1));
        }
    }

    /** The per-unit columns of the record (ARCHITECTURE.md section 2: BattleRecord). */
    @Override
    public void record(BattleRecord out) {
        for (int u = 0; u < n; u++) {
            out.start[u] = s.start[u];
            out.killed[u] = s.killed[u];
            out.outOfAction[u] = 0;
            out.standing[u] = s.figures[u];
            out.kills[u] = s.kills[u];
            out.routedOff[u] = (s.status[u] & (GONE | ROUTED)) == (GONE | ROUTED) ? s.figures[u] : 0;
            out.routed[u] = (byte) ((s.status[u] & ROUTED) != 0 ? 1 : 0);
            out.destroyed[u] = (byte) (s.start[u] > 0 && ((s.status[u] & GONE) != 0 || s.figures[u] == 0) ? 1 : 0);
        }
    }

    @Override
    public void ended(int winner, int how, int turns) {
        if (narrator != null) {
            narrator.event("result: " + (winner == BattleRecord.DRAW ? "draw" : t.sideName(winner) + " wins") + " ("
                    + BattleRecord.howName(how) + ") after " + turns + " turns");
        }
    }

    // ------------------------------------------------------------------ the cursor

    /** Whether the cursor stands at a decision a player takes when play goes on. */
    boolean atDecision() {
        if (s.clock.over()) {
            return false;
        }
        switch (s.phase) {
            case P_EDGE:
                return true;
            case P_DEPLOY:
                return armies.nextToDeploy() < n;
            case P_CARDS:
                return s.card < s.cards && asks(s.deck[s.card]);
            default:
                return false;
        }
    }

    /** The unit whose placement or order is the pending decision, or -1 (none, or the Government's edge). */
    int pendingUnit() {
        if (!atDecision() || s.phase == P_EDGE) {
            return -1;
        }
        return s.phase == P_DEPLOY ? armies.nextToDeploy() : s.deck[s.card];
    }

    /** The side that takes the pending decision, or -1 when none is pending. */
    int pendingSide() {
        if (!atDecision()) {
            return -1;
        }
        return s.phase == P_EDGE ? t.governmentSide : t.side[pendingUnit()];
    }

    /** Whether turning u's card asks its player for an order (A3, A4): not in a melee, not under "Get in there". */
    private boolean asks(int u) {
        return s.present(u) && !s.has(u, ACTED) && s.meleeWith[u] < 0 && !(s.has(u, GET_IN_THERE)
                && s.type[u] != ARTILLERY && !s.has(u, DISORDERED | BROKEN));
    }

    /** A turn begins (A3): the phase marks cleared, the deck shuffled and dealt up to the first joker. */
    private void startTurn(int turn) {
        s.turn = turn;
        for (int u = 0; u < n; u++) {
            s.status[u] &= ~(ACTED | FIRED_AT | FOUGHT);
        }
        s.cards = dealTurn();
        s.card = 0;
        s.phase = P_CARDS;
    }

    /** One card turned (A3): its unit activates unless it has left or has already had its phase. */
    private void turnCard(int u) {
        if (!s.present(u)) {
            return;
        }
        if (s.has(u, ACTED)) {
            if (narrator != null) {
                narrator.event("card " + t.label(u) + ": already phased, discarded");
            }
            return;
        }
        activate(u);
    }

    /** The melees not fought this turn are fought at its end (A8.3 [D]). */
    private void endMelees() {
        for (int u = 0; u < n; u++) {
            final int v = s.meleeWith[u];
            if (v >= 0 && !s.has(u, FOUGHT)) {
                if (narrator != null) {
                    narrator.event("end of turn: melee " + t.label(u) + " v " + t.label(v));
                }
                melee.continueMelee(u);
            }
        }
    }

    /** One whole turn (A3) without the break check, for tests that drive turns: cards, then melees. */
    void playTurn() {
        startTurn(s.turn);
        while (s.card < s.cards) {
            turnCard(s.deck[s.card++]);
        }
        endMelees();
        s.phase = P_TURN;
    }

    /** Plays deployment (by zones) to its end, for tests that drive rules from the first turn. */
    void deployAll() {
        until = JacobiteEngine.UNTIL_DEPLOYED;
        playTurn(0);
    }

    /**
     * Shuffles the deck (one card per present unit, plus the jokers, A3) and returns how many cards are turned before
     * the first joker; those are {@code s.deck[0..k)}.
     */
    int dealTurn() {
        int size = 0;
        for (int u = 0; u < n; u++) {
            if (s.present(u)) {
                s.deck[size++] = u;
            }
        }
        for (int j = 0; j < t.jokers; j++) {
            s.deck[size++] = n + j;
        }
        for (int i = size - 1; i > 0; i--) {
            final int k = dice.below(i + 1);
            final int tmp = s.deck[i];
            s.deck[i] = s.deck[k];
            s.deck[k] = tmp;
        }
        s.dealt = size;
        int k = 0;
        while (k < size && s.deck[k] < n) {
            k++;
        }
        if (narrator != null) {
            narrator.event("  deck: " + k + " unit cards before " + (k < size ? "a joker" : "the end of the deck"));
        }
        return k;
    }

    /** One activation of a unit by its card (A3, A4). */
    private void activate(final int u) {
        if (s.meleeWith[u] >= 0) {
            if (!s.has(u, FOUGHT)) {
                if (narrator != null) {
                    narrator.event("card " + t.label(u) + ": melee with " + t.label(s.meleeWith[u]));
                }
                melee.continueMelee(u);
            }
            return;
        }
        s.status[u] |= ACTED;
        if (s.has(u, GET_IN_THERE) && s.type[u] != ARTILLERY && !s.has(u, DISORDERED | BROKEN)) {
            getInThere(u);
            return;
        }
        e.order.clear();
        e.players[t.side[u]].decide(e, u, e.order);
        if (narrator != null) {
            narrator.event("card " + t.label(u) + ": " + JacobiteCodes.ACTION_NAMES[e.order.action]
                    + (e.order.target >= 0 ? " " + t.label(e.order.target) : "")
                    + (e.order.action == JacobiteCodes.MOVE || e.order.action == JacobiteCodes.FORM ? " with "
                    + e.order.dice + " dice" : "") + (e.order.action == JacobiteCodes.FIRE && s.type[u] == ARTILLERY
                    ? (e.order.useCase ? " (case)" : " (ball)") : ""));
        }
        if (!legal(u, e.order)) {
            if (narrator != null) {
                narrator.event("  illegal order: held");
            }
            return;
        }
        execute(u, e.order);
    }

    /** "Get in there" (A9.4, A11 [D]): advance with every die until within range, then charge the nearest enemy. */
    private void getInThere(final int u) {
        final int v = sight.nearestEnemy(u);
        if (v < 0) {
            return;
        }
        final double d = sight.distance(u, v);
        if (narrator != null) {
            narrator.event("card " + t.label(u) + ": Get in there, " + fmt(d) + "\" from " + t.label(v));
        }
        if (d <= t.getInThereRange && melee.canCharge(u, v)) {
            melee.charge(u, v);
        } else {
            move.moveOrder(u, s.x[v], s.y[v], move.maxDice(u), false);
        }
    }

    /** Whether an order is legal for the unit now. */
    public boolean legal(final int u, final JacobiteOrder o) {
        final boolean broken = s.has(u, BROKEN);
        switch (o.action) {
            case JacobiteCodes.HOLD:
                return true;
            case JacobiteCodes.MOVE:
                return o.dice >= 0 && o.dice <= move.maxDice(u) && finite(o.x, o.y);
            case JacobiteCodes.FORM:
                return !broken && o.dice >= 0 && o.dice <= move.maxDice(u) && finite(o.x, o.y)
                        && move.canChangeTo(u, o.formation);
            case JacobiteCodes.FIRE:
                return validTarget(u, o.target) && fire.canFire(u, o.target, o.useCase);
            case JacobiteCodes.CHARGE:
                return validTarget(u, o.target) && melee.canCharge(u, o.target);
            case JacobiteCodes.RELOAD:
                return s.type[u] == ARTILLERY && !s.has(u, LOADED) && !broken;
            case JacobiteCodes.REFORM:
                return s.has(u, DISORDERED) && !broken;
            case JacobiteCodes.RALLY:
                return broken;
            case JacobiteCodes.PROLONGE:
                return s.type[u] == ARTILLERY && s.formation[u] == FIELD && finite(o.x, o.y);
            case JacobiteCodes.JOIN:
                return morale.personalityOf(u) >= 0 && o.target >= 0 && o.target < n && o.target != u
                        && t.side[o.target] == t.side[u] && s.present(o.target) && s.meleeWith[u] < 0;
            default:
                return false;
        }
    }

    private static boolean finite(double x, double y) {
        return !Double.isNaN(x) && !Double.isInfinite(x) && !Double.isNaN(y) && !Double.isInfinite(y);
    }

    private boolean validTarget(int u, int v) {
        return v >= 0 && v < n && t.side[v] != t.side[u] && s.present(v);
    }

    private void execute(final int u, final JacobiteOrder o) {
        switch (o.action) {
            case JacobiteCodes.MOVE:
                move.moveOrder(u, o.x, o.y, o.dice, false);
                break;
            case JacobiteCodes.FORM:
                // The dice are the current formation's (A5); the new formation holds once the move is made.
                move.moveOrder(u, o.x, o.y, o.dice, true);
                s.formation[u] = o.formation;
                sight.changed();
                break;
            case JacobiteCodes.FIRE:
                fire.fire(u, o.target, o.useCase, sight.effect(u), !s.has(u, DISORDERED | BROKEN), false);
                break;
            case JacobiteCodes.CHARGE:
                melee.charge(u, o.target);
                break;
            case JacobiteCodes.RELOAD:
                s.status[u] |= LOADED;
                break;
            case JacobiteCodes.REFORM:
                s.status[u] &= ~DISORDERED;
                break;
            case JacobiteCodes.RALLY:
                morale.rally(u);
                break;
            case JacobiteCodes.JOIN:
                morale.join(u, o.target);
                break;
            case JacobiteCodes.PROLONGE:
                move.prolonge(u, o.x, o.y);
                break;
            default:
                break;
        }
    }

    /** Whether an army is beaten (A11 [D]): at least break-at of its units routed, destroyed or Broken. */
    public boolean beaten(int side) {
        int out = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side && s.start[u] > 0 && (s.status[u] & (GONE | BROKEN)) != 0) {
                out++;
            }
        }
        return out >= t.victory.breakAt * s.sideUnits[side] - 1e-9;
    }

    /** Objective points a side holds: a present, unbroken unit within the radius and no such enemy. */
    public int objectivePoints(int side) {
        return t.obj.pointsHeld(side, n, t.side, s.x, s.y, holders);
    }

    private int lost(int side) {
        int l = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side) {
                l += s.killed[u];
            }
        }
        return l;
    }
}
