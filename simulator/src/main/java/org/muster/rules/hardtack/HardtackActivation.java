package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.SHAKEN;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackTemplate.MAX_UNITS;

import org.muster.rules.Victory;
import org.muster.rules.battle.BattleLoop;

/**
 * The sequence of play of a turn (section 3.1): who activates first, the alternation of activations, passes and stops,
 * one unit's activation of two actions, Activate Regiment (3.5), and the execution of each order.
 */
final class HardtackActivation extends HardtackPhase {
    HardtackActivation(HardtackPhase root) {
        super(root);
    }

    /** Stage codes of the cursor ({@link HardtackState#stage}): what the battle does next. */
    static final int STAGE_TURN_START = 0;
    /** Between activations: whose turn it is to activate, or the turn's end. */
    static final int STAGE_CHOOSE = 1;
    /** A decision: the side to activate chooses a unit, or passes. */
    static final int STAGE_ASK = 2;
    /** A decision (when the activation goes on): the next action of one unit's activation. */
    static final int STAGE_ACTION = 3;
    /** A decision (when the activation goes on): the next action of a member of an Activate Regiment. */
    static final int STAGE_REGIMENT = 4;
    /** The turn's activations are over: its end-of-turn steps come next. */
    static final int STAGE_TURN_END = 5;
    /**
     * A decision: the reaction fire at a unit about to make its second move (section 3.8), asked of the other side
     * between the mover's order being decided and played. The order waits in the state ({@link HardtackState#held})
     * and is played once the reaction is answered; then the activation goes on where it stood ({@link
     * HardtackState#reactFrom}: STAGE_ACTION or STAGE_REGIMENT).
     */
    static final int STAGE_REACTION = 6;
    static final int STAGES = 7;

    /** What {@link #step} reports: it went on without asking anyone, or it stands at a decision not yet asked. */
    static final int STEPPED = 0;
    static final int AT_DECISION = 1;
    /** What {@link #step} reports when it asked a decision and played its answer. */
    static final int ASKED = 2;

    /**
     * One step of the sequence of play from the cursor in the state (the turn loop of section 3.1 as a machine, so a
     * battle can stop at any decision and go on from a copy). With {@code ask} false it stops before a decision
     * (returns {@link #AT_DECISION}, changing nothing); with {@code ask} true it asks it and plays its answer
     * (returns {@link #ASKED}).
     */
    int step(boolean ask) {
        switch (s.stage) {
            case STAGE_CHOOSE:
                choose();
                return STEPPED;
            case STAGE_ASK:
                if (!ask) {
                    return AT_DECISION;
                }
                s.clock.countDecision();
                ask();
                return ASKED;
            case STAGE_ACTION:
                return nextAction(ask);
            case STAGE_REGIMENT:
                return nextRegimentAction(ask);
            case STAGE_REACTION:
                if (!ask) {
                    return AT_DECISION;
                }
                s.clock.countDecision();
                reaction();
                return ASKED;
            case STAGE_TURN_END:
                if (!s.over) {
                    ending.endOfTurn();
                }
                s.stage = STAGE_TURN_START;
                return STEPPED;
            default:
                return STEPPED;
        }
    }

    /**
     * The shared loop's turn (BattleLoop.Rules#playTurn): turn {@code turn} (0-based) from its start, or from where the
     * cursor stands inside it. Stops before a decision when the engine says so (BattleLoop#PAUSED). Returns the
     * decision when the battle ended inside the turn (an army beaten after an activation, or every unit of one side
     * broken at its end), else undecided: the loop then makes the break check.
     */
    int playTurn(int turn) {
        if (s.stage == STAGE_TURN_START) {
            if (engine.pauseAtTurnStart(turn)) {
                return BattleLoop.PAUSED;
            }
            s.turn = turn + 1;
            startTurn();
        }
        while (s.stage != STAGE_TURN_START) {
            final int r = step(engine.mayAsk());
            if (r == AT_DECISION) {
                return BattleLoop.PAUSED;
            }
            if (r == ASKED) {
                engine.asked();
            }
        }
        return s.over ? Victory.of(s.winner, s.how) : Victory.UNDECIDED;
    }

    /** Whether the stage stands at a decision (a unit to choose, an order to give, or a reaction fire to offer). */
    boolean atDecision() {
        return s.stage == STAGE_ASK || s.stage == STAGE_ACTION || s.stage == STAGE_REGIMENT
                || s.stage == STAGE_REACTION;
    }

    private void startTurn() {
        for (int u = 0; u < n; u++) {
            s.activated(u, false);
            s.fired(u, false);
            s.noFire(u, false);
            s.failedAction[u] = HardtackOrder.HOLD;
        }
        java.util.Arrays.fill(s.transfersUsed, 0, t.regimentCount, 0);
        java.util.Arrays.fill(s.regimentOrdered, 0, t.regimentCount, false);
        java.util.Arrays.fill(s.brigadeTransfersUsed, 0, t.brigadeCount, 0);
        int first = firstSide();
        if (engine.narrator != null) {
            say("turn " + s.turn + ": " + t.sideName(first) + " activates first");
        }
        s.side = first;
        s.stopped0 = false;
        s.stopped1 = false;
        s.guard = 0;
        // The counts change only with an activation: a pass or a stop changes nothing they read.
        countUnactivated();
        s.stage = STAGE_CHOOSE;
    }

    /** Between activations: the turn ends, the other side's turn comes, or this side is asked. */
    private void choose() {
        if (s.over || s.guard++ >= 4 * MAX_UNITS) {
            s.stage = STAGE_TURN_END;
            return;
        }
        final int side = s.side;
        int mine = s.unactivatedNow[side];
        int theirs = s.unactivatedNow[1 - side];
        boolean stoppedMine = side == 0 ? s.stopped0 : s.stopped1;
        boolean stoppedTheirs = side == 0 ? s.stopped1 : s.stopped0;
        if ((mine == 0 || stoppedMine) && (theirs == 0 || stoppedTheirs)) {
            s.stage = STAGE_TURN_END;
        } else if (mine == 0 || stoppedMine) {
            s.side = 1 - side;
        } else {
            s.stage = STAGE_ASK;
        }
    }

    /** The side to activate chooses a unit (or passes, or stops), and the activation begins. */
    private void ask() {
        final int side = s.side;
        int mine = s.unactivatedNow[side];
        int theirs = s.unactivatedNow[1 - side];
        boolean stoppedTheirs = side == 0 ? s.stopped1 : s.stopped0;
        boolean mayPass = t.passRule && mine < theirs && !stoppedTheirs;
        int u = players[side].chooseUnit(engine, side, mayPass);
        if (u < 0 || u >= n || !canActivate(u) || t.side[u] != side) {
            if (mayPass) {
                if (engine.narrator != null) {
                    say(t.sideName(side) + " passes");
                }
            } else {
                if (engine.narrator != null) {
                    say(t.sideName(side) + " stops activating this turn");
                }
                if (side == 0) {
                    s.stopped0 = true;
                } else {
                    s.stopped1 = true;
                }
            }
            s.side = 1 - side;
            s.stage = STAGE_CHOOSE;
            return;
        }
        s.reactionTaken = false;
        final int regiment = players[side].activateRegiment(engine, u) ? regimentMembers(u) : 0;
        if (regiment >= 2) {
            beginRegiment(u, regiment);
            s.regimentSize = regiment;
            s.regimentAction = 0;
            s.regimentMember = 0;
            s.stage = STAGE_REGIMENT;
        } else if (beginActivation(u)) {
            s.unit = u;
            s.actionIndex = 0;
            s.firstMove = false;
            s.stage = STAGE_ACTION;
        } else {
            activationDone();
        }
    }

    /** After an activation: the beaten check, and the other side's go (section 3.1), or this side's again (3.8). */
    private void activationDone() {
        ending.checkBeatenAndCount();
        // A reaction fire used the other side's next activation: play returns to this side (section 3.8).
        s.side = s.reactionTaken ? s.side : 1 - s.side;
        s.stage = STAGE_CHOOSE;
    }

    private int nextAction(boolean ask) {
        final int u = s.unit;
        final int i = s.actionIndex;
        if (i >= t.actions || !s.active(u) || s.over) {
            activationDone();
            return STEPPED;
        }
        if (!ask) {
            return AT_DECISION;
        }
        s.clock.countDecision();
        final int r = action(u, i, s.firstMove, true);
        if (r != HELD) {
            actionPlayed(r);
        }
        return ASKED;
    }

    /** After action {@code s.actionIndex} of {@code s.unit}'s activation, which {@link #action} reports r of. */
    private void actionPlayed(int r) {
        if (r == ACTIVATION_OVER) {
            activationDone();
            return;
        }
        if (r != KEEP) {
            s.firstMove = r == MOVED;
        }
        s.actionIndex++;
    }

    /**
     * The reaction fire the cursor stands at (STAGE_REACTION): offered with the mover's held order back in the
     * engine's order (as it stood when the offer was made in one step), then that order played and the activation
     * left where the next action of it, or of the Activate Regiment, comes.
     */
    private void reaction() {
        final boolean regiment = s.reactFrom == STAGE_REGIMENT;
        final int m = s.regimentMember;
        final int u = regiment ? s.members[m] : s.unit;
        order.set(s.held[HELD_ACTION], s.held[HELD_TARGET], s.held[HELD_ARG], s.heldX, s.heldY);
        fire.offerReactionFire(u);
        s.stage = s.reactFrom;
        if (!regiment) {
            actionPlayed(s.active(u) ? playMove(u) : ACTIVATION_OVER);
        } else {
            if (s.active(u) && !s.over) {
                s.movedFirst[m] = execute(u, order);
            }
            s.regimentMember = m + 1;
        }
    }

    /** The held order's fields in {@link HardtackState#held}: action, target, arg (x and y beside it). */
    static final int HELD_ACTION = 0;
    static final int HELD_TARGET = 1;
    static final int HELD_ARG = 2;
    static final int HELD_FIELDS = 3;

    /** The order in the engine's order, a move of u, is held for the reaction fire it draws (section 3.8). */
    private void hold(int from) {
        s.held[HELD_ACTION] = order.action;
        s.held[HELD_TARGET] = order.target;
        s.held[HELD_ARG] = order.arg;
        s.heldX = order.x;
        s.heldY = order.y;
        s.reactFrom = from;
        s.stage = STAGE_REACTION;
    }

    private int nextRegimentAction(boolean ask) {
        if (s.regimentMember >= s.regimentSize) {
            s.regimentAction++;
            s.regimentMember = 0;
        }
        if (s.regimentMember == 0 && (s.regimentAction >= t.actions || s.over)) {
            s.regimentMode = false;
            activationDone();
            return STEPPED;
        }
        final int m = s.regimentMember;
        if (!s.active(s.members[m])) {
            s.regimentMember = m + 1;
            return STEPPED;
        }
        if (!ask) {
            return AT_DECISION;
        }
        s.clock.countDecision();
        if (!regimentAction(m, s.regimentAction, true)) {
            s.regimentMember = m + 1;
        }
        return ASKED;
    }

    private int firstSide() {
        int c0 = 0;
        int c1 = 0;
        for (int u = 0; u < n; u++) {
            if (s.present(u)) {
                // A detached element is a unit on the table too (section 3.1 item 1).
                final int units = movement.detachedPresent(u) ? 2 : 1;
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
        return players[chooser].goFirst(engine, chooser) ? chooser : 1 - chooser;
    }

    /** Whether a unit may be chosen now: on the table with figures fit, not routed, not yet activated this turn. */
    public boolean canActivate(int u) {
        return (s.flags[u] & (HardtackState.F_ACTIVATED | HardtackState.F_FLED | HardtackState.F_SPENT
                | HardtackState.F_ROUTED)) == 0;
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
        s.unactivatedNow[0] = c0;
        s.unactivatedNow[1] = c1;
    }

    /** What {@link #action} did: the activation is over, or goes on with its first-move mark kept, cleared or set. */
    private static final int ACTIVATION_OVER = 0;
    private static final int KEEP = 1;
    private static final int NOT_MOVED = 2;
    private static final int MOVED = 3;
    /** What {@link #action} did, asked to stop there: the order is held for a reaction fire (STAGE_REACTION). */
    private static final int HELD = 4;

    /**
     * The whole activation of u at once, asking its orders as it goes: a transfer's activation inside an order's
     * resolution (section 3.3), which is not a point a battle stops at.
     */
    void activate(int u) {
        if (!beginActivation(u)) {
            return;
        }
        boolean firstMove = false;
        for (int i = 0; i < t.actions && s.active(u) && !s.over; i++) {
            final int r = action(u, i, firstMove, false);
            if (r == ACTIVATION_OVER) {
                return;
            }
            if (r != KEEP) {
                firstMove = r == MOVED;
            }
        }
    }

    /** The start of u's activation (section 3.2, 10.6); false when it ends there (a panicked unit). */
    private boolean beginActivation(int u) {
        if (engine.narrator != null) {
            say(name(u) + " activates (" + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[u]) + ", "
                    + s.fit[u] + " fit)");
        }
        s.activated(u, true);
        s.fired(u, false);
        s.gatlingFired(u, false);
        s.noFire(u, false);
        s.rallied(u, false);
        if (s.panicked(u)) {
            recoverPanic(u);
            return false;
        }
        morale.untrainedPanicCheck(u);
        return !s.panicked(u);
    }

    /**
     * Action i of u's activation: the order asked of its player and played ({@code firstMove}: action 0 moved). With
     * {@code stop} (an action at the cursor, not inside a transfer's activation, which is played through with any
     * reaction fire in it) a second move that draws reaction fire is held there ({@link #HELD}, STAGE_REACTION).
     */
    private int action(int u, int i, boolean firstMove, boolean stop) {
        order.clear();
        players[t.side[u]].decide(engine, u, i, order);
        if (order.action == HardtackOrder.ASSAULT) {
            if (i != 0) {
                lost(u, "a close assault must be the first action");
                return KEEP;
            }
            if (assault.assault(u, order.target)) {
                return ACTIVATION_OVER;
            }
            return NOT_MOVED;
        }
        boolean isMove = order.action == HardtackOrder.MOVE || order.action == HardtackOrder.COMBAT_MOVE;
        if (isMove && firstMove && i == t.actions - 1) {
            if (stop && t.reactionFire) {
                hold(STAGE_ACTION);
                return HELD;
            }
            fire.offerReactionFire(u);
            if (!s.active(u)) {
                return ACTIVATION_OVER;
            }
            return playMove(u);
        }
        boolean done = execute(u, order);
        return done && isMove ? MOVED : NOT_MOVED;
    }

    /** The move in the engine's order played by u (after any reaction fire at it): {@link #MOVED} if it was. */
    private int playMove(int u) {
        return execute(u, order) ? MOVED : NOT_MOVED;
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
        if (s.brigadeOrder) {
            return s.colonel[g] == u ? formationOf(u, u) : 0;
        }
        if (s.regimentOrdered[g] || !canActivate(u)) {
            return 0;
        }
        final int c = formationOf(s.colonel[g], u);
        for (int k = 0; k < c; k++) {
            if (s.members[k] == u) {
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
            if (t.regiment[v] == g && canActivate(v) && !s.panicked(v) && s.formation[v] != SKIRMISH
                    && s.confidence[v] <= SHAKEN && lines.dist(k, v) <= t.regimentRadius
                            && s.mounted(v) == s.mounted(like)) {
                s.members[c++] = v;
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
    void activateRegiment(int u, int c) {
        beginRegiment(u, c);
        for (int i = 0; i < t.actions && !s.over; i++) {
            for (int m = 0; m < c; m++) {
                if (s.active(s.members[m])) {
                    regimentAction(m, i, false);
                }
            }
        }
        s.regimentMode = false;
    }

    /** The start of Activate Regiment by u with the {@code c} companies in members. */
    private void beginRegiment(int u, int c) {
        final int[] members = s.members;
        final int g = t.regiment[u];
        s.regimentOrdered[g] = true;
        final int k = s.colonel[g];
        boolean hostIn = false;
        int nearest = -1;
        double nd = Double.POSITIVE_INFINITY;
        for (int m = 0; m < c; m++) {
            hostIn |= members[m] == k;
            if (k >= 0 && lines.dist(k, members[m]) < nd) {
                nd = lines.dist(k, members[m]);
                nearest = members[m];
            }
        }
        if (k >= 0 && !hostIn && nearest >= 0) {
            s.colonel[g] = nearest;
        }
        if (engine.narrator != null) {
            say("the commander of the " + command.regimentName(u) + " regiment activates his regiment with " + name(u)
                    + ": " + c + " companies");
        }
        for (int m = 0; m < c; m++) {
            s.activated(members[m], true);
            s.fired(members[m], false);
            s.noFire(members[m], false);
            s.rallied(members[m], false);
            s.movedFirst[m] = false;
        }
        s.regimentMode = true;
    }

    /**
     * Action i of the member at position m of an Activate Regiment (an active company): asked and played; with
     * {@code stop} (at the cursor) a second move that draws reaction fire is held there instead (STAGE_REACTION), and
     * true says so.
     */
    private boolean regimentAction(int m, int i, boolean stop) {
        final int v = s.members[m];
        order.clear();
        players[t.side[v]].decide(engine, v, i, order);
        if (order.action == HardtackOrder.ASSAULT) {
            lost(v, "no close assault inside Activate Regiment");
            s.movedFirst[m] = false;
            return false;
        }
        boolean isMove = order.action == HardtackOrder.MOVE || order.action == HardtackOrder.COMBAT_MOVE;
        if (isMove && s.movedFirst[m] && i == t.actions - 1) {
            if (stop && t.reactionFire) {
                hold(STAGE_REGIMENT);
                return true;
            }
            fire.offerReactionFire(v);
            if (!s.active(v) || s.over) {
                return false;
            }
        }
        boolean done = execute(v, order);
        s.movedFirst[m] = done && isMove;
        return false;
    }

    /** True while an Activate Regiment activation is running (no close assaults inside it). */
    public boolean inRegimentActivation() {
        return s.regimentMode;
    }

    private void recoverPanic(int u) {
        int r = roll(t.qualityDie[u]);
        int target = s.lv[u] + t.panicTl + morale.closeTl(u);
        boolean ok = r > target;
        if (ok) {
            s.panicked(u, false);
        } else if (r == 1) {
            morale.dropConfidence(u, 1);
        }
        if (engine.narrator != null) {
            say(name(u) + " tries to recover from panic: rolls " + r + " vs " + target + (ok ? ", recovers"
                    : ", still panicked"));
        }
    }

    void lost(int u, String why) {
        if (engine.narrator != null) {
            say(name(u) + ": action lost (" + why + ")");
        }
    }

    /** Executes one order; false (narrated) when it is illegal and the action is lost. */
    boolean execute(int u, HardtackOrder o) {
        if (s.travel(u) && o.action != HardtackOrder.HOLD && o.action != HardtackOrder.MOVE
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
                return movement.travel(u, o.arg != 0);
            case HardtackOrder.HOLD:
                if (engine.narrator != null) {
                    say(name(u) + " holds");
                }
                return true;
            case HardtackOrder.MOVE:
            case HardtackOrder.COMBAT_MOVE:
                return movement.move(u, o.x, o.y, o.action == HardtackOrder.COMBAT_MOVE);
            case HardtackOrder.FIRE:
                if (o.arg == HardtackOrder.OFF_TABLE) {
                    if (!guns.canCallArtillery(u, o.target)) {
                        lost(u, "cannot call off-table artillery on that target");
                        return false;
                    }
                    guns.callArtillery(u, o.target);
                    return true;
                }
                if (o.arg == HardtackOrder.GATLING_ALONE) {
                    if (!fire.canFireGatling(u, o.target)) {
                        lost(u, "the Gatling cannot fire at that target");
                        return false;
                    }
                    fire.fireGatling(u, o.target, true);
                    return true;
                }
                final long setup = fire.prepare(u, o.target);
                if (setup == HardtackFire.NO_FIRE || o.arg == HardtackOrder.GATLING_JOINS && !fire.gatlingCanJoin(u)) {
                    lost(u, "cannot fire at that target");
                    return false;
                }
                fire.fire(u, o.target, setup, false, o.arg == HardtackOrder.GATLING_JOINS);
                return true;
            case HardtackOrder.RELOAD:
                if (!s.reload(u)) {
                    lost(u, "nothing to reload");
                    return false;
                }
                s.reload(u, false);
                if (engine.narrator != null) {
                    say(name(u) + " reloads");
                }
                return true;
            case HardtackOrder.REORGANISE:
                return movement.reorganise(u, o.arg, o.target);
            case HardtackOrder.MOUNT_TOGGLE:
                return movement.mountToggle(u);
            case HardtackOrder.LOAD:
                if (t.type[u] != ARTILLERY || s.limbered(u) || s.gunLost(u) || o.arg < HardtackState.SHOT
                        || o.arg > HardtackState.CANISTER) {
                    lost(u, "cannot load");
                    return false;
                }
                s.ammo[u] = o.arg;
                if (s.fit[u] < t.workingCrew) {
                    s.noFire(u, true);
                }
                if (engine.narrator != null) {
                    say(name(u) + " loads " + (o.arg == HardtackState.SHOT ? "shot" : "canister"));
                }
                return true;
            case HardtackOrder.RALLY:
                return morale.rally(u, o.target);
            case HardtackOrder.IN_POSITION:
                return movement.inPosition(u, o.arg != 0);
            case HardtackOrder.TRANSFER:
            case HardtackOrder.RUNNER:
                return command.transfer(u, o.target, o.action == HardtackOrder.RUNNER);
            case HardtackOrder.DETACHED_MOVE:
                return movement.moveDetached(u, o.x, o.y);
            case HardtackOrder.FIRE_DETACHED:
                if (!fire.canFireDetached(u, o.target)) {
                    lost(u, "cannot fire at that detached element");
                    return false;
                }
                fire.fireDetached(u, o.target);
                return true;
            default:
                lost(u, "unknown order");
                return false;
        }
    }
}
