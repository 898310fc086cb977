package org.muster.rules.acw;

import org.muster.rules.Victory;
import org.muster.rules.battle.BattleLoop;

/**
 * The sequence of play (B3 [D]) as a resumable machine over the state's cursor: a turn is one card per side; after
 * a cycle of deck-size turns both decks are restored and the first player changes (roll-off first, then alternate).
 * A card: the player picks it (a decision); CQC rounds of every contact; routers move or test; then increment by
 * increment each able unit of the phasing side acts, in unit order (each order a decision); then units that lost men
 * to fire test morale (B8 [D]). At the end of a turn men out of action roll to recover (B6).
 *
 * <p>Every decision is a point the machine can stop at and resume from: the cursor (step, phase, increment, next
 * unit) says where, so a state copied there and played on by another engine goes on exactly as this one would.
 * Work between two decisions (a card's CQC, routers, an order's resolution) is never interrupted.
 */
final class Cards {
    private final AcwTemplate t;
    private final AcwState s;
    private final Report report;
    private final Orders orders;
    private final Movement movement;
    private final Morale morale;
    private final Melee melee;
    private final AcwPlayer[] players;
    private final AcwView view;
    private final AcwOrder order = new AcwOrder();
    private final int n;
    /** Stop before a decision once this many are answered (the forward model); Long.MAX_VALUE never. */
    long stopAtDecision = Long.MAX_VALUE;
    /** Stop before turn (0-based) this one begins; Integer.MAX_VALUE never. */
    int stopAtTurn = Integer.MAX_VALUE;

    Cards(AcwTemplate t, AcwState s, Report report, Orders orders, Movement movement, Morale morale, Melee melee,
            AcwPlayer[] players, AcwView view) {
        this.t = t;
        this.s = s;
        this.report = report;
        this.orders = orders;
        this.movement = movement;
        this.morale = morale;
        this.melee = melee;
        this.players = players;
        this.view = view;
        this.n = t.unitCount();
    }

    /**
     * Plays turn {@code turn} from where the cursor stands: {@link Victory#UNDECIDED} at its end, or
     * {@link BattleLoop#PAUSED} before a decision or a turn the caller asked to stop at.
     */
    int playTurn(int turn) {
        while (true) {
            switch (s.step) {
                case AcwState.STEP_TURN: {
                    if (turn >= stopAtTurn) {
                        return BattleLoop.PAUSED;
                    }
                    s.turn = turn;
                    final int deckSize = t.deck.length;
                    if (turn % deckSize == 0) {
                        java.util.Arrays.fill(s.cardUsed, false);
                        s.firstSide = firstPlayer(turn / deckSize, s.firstSide);
                    }
                    if (report.on()) {
                        report.event("turn " + (turn + 1) + ": " + t.sideName(s.firstSide) + " plays first");
                    }
                    s.phaseIndex = 0;
                    s.step = AcwState.STEP_CARD;
                    break;
                }
                case AcwState.STEP_CARD: {
                    final int side = s.phaseIndex == 0 ? s.firstSide : 1 - s.firstSide;
                    s.phasingSide = side;
                    if (s.clock.decisions() >= stopAtDecision) {
                        return BattleLoop.PAUSED;
                    }
                    final int card = players[side].chooseCard(view, side);
                    s.clock.countDecision();
                    beginCard(side, card);
                    s.step = AcwState.STEP_ACT;
                    break;
                }
                case AcwState.STEP_ACT:
                    if (!increments()) {
                        return BattleLoop.PAUSED;
                    }
                    endCard();
                    if (s.phaseIndex == 0) {
                        s.phaseIndex = 1;
                        s.step = AcwState.STEP_CARD;
                    } else {
                        s.step = AcwState.STEP_END;
                    }
                    break;
                default:
                    morale.endOfTurn();
                    s.step = AcwState.STEP_TURN;
                    return Victory.UNDECIDED;
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
            final int a = s.dice.roll(t.rollOffDie);
            final int b = s.dice.roll(t.rollOffDie);
            if (report.on()) {
                report.event("roll-off for first player: " + t.sideName(0) + " " + a + ", " + t.sideName(1) + " "
                        + b);
            }
            if (a != b) {
                return a > b ? 0 : 1;
            }
        }
    }

    /** The card chosen (an illegal answer plays the first unused card): its start, up to the first increment. */
    private void beginCard(final int side, int card) {
        final int deckSize = t.deck.length;
        if (card < 0 || card >= deckSize || s.cardUsed[side * AcwState.MAX_CARDS + card]) {
            card = 0;
            while (s.cardUsed[side * AcwState.MAX_CARDS + card]) {
                card++;
            }
        }
        s.cardUsed[side * AcwState.MAX_CARDS + card] = true;
        final int inc = t.deck[card];
        s.cardIncrements = inc;
        if (report.on()) {
            report.event(t.sideName(side) + " plays a " + inc + "-increment card");
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
                melee.cqcRound(u, d);
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
                movement.routMove(u, inc);
            } else if (morale.moraleTest(u, "rally")) {
                s.status[u] &= ~(AcwCodes.ROUTING | AcwCodes.TURNED);
                morale.sight.routingChanged();
                s.rallied[u] = true;
                report.say(u, "rallies");
            } else {
                movement.routMove(u, inc);
            }
        }
        s.increment = 1;
        s.nextUnit = 0;
    }

    /**
     * The increments of the card from the cursor on: each able unit of the phasing side in unit order, asked for its
     * order and carrying it out. False when it stopped before a decision (the cursor then names that unit).
     */
    private boolean increments() {
        final int side = s.phasingSide;
        final int inc = s.cardIncrements;
        final AcwPlayer player = players[side];
        while (s.increment <= inc) {
            final int i = s.increment;
            for (int u = s.nextUnit; u < n; u++) {
                if (t.side[u] != side || !orders.canAct(u)) {
                    continue;
                }
                if (s.clock.decisions() >= stopAtDecision) {
                    s.nextUnit = u;
                    return false;
                }
                order.clear();
                // The cursor names the deciding unit while it decides, so a state copied inside the decision (a
                // search's rollouts) stands at it.
                s.nextUnit = u;
                player.decide(view, u, i, inc, order);
                s.clock.countDecision();
                s.nextUnit = u + 1;
                orders.execute(u, order);
            }
            s.increment = i + 1;
            s.nextUnit = 0;
        }
        return true;
    }

    /** B8 [D] fire trigger: a unit that lost men to fire in this phase tests at its end. */
    private void endCard() {
        if (t.fireTrigger) {
            for (int u = 0; u < n; u++) {
                if ((s.status[u] & AcwCodes.HIT_THIS_PHASE) != 0 && (s.status[u] & (AcwCodes.ROUTING
                        | AcwCodes.FLED)) == 0 && s.standing[u] > 0 && s.contact[u] < 0) {
                    if (!morale.moraleTest(u, "casualties from fire")) {
                        morale.startRout(u);
                    }
                }
            }
        }
    }
}
