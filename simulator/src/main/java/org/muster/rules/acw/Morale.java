package org.muster.rules.acw;

import org.muster.rules.VictorySettings;
import org.muster.rules.battle.Compass;

/**
 * Morale, rout and recovery (B6, B8, B9): the morale test, a unit starting to rout, the recovery rolls of men out of
 * action at the end of a turn, and what the victory rules count (beaten armies, objectives held, men lost).
 */
public final class Morale extends AcwPhase {
    /** Who can hold an objective: a unit with men standing that is neither routing nor fled. */
    private final VictorySettings.Objectives.Holders holders;

    Morale(AcwTemplate t, AcwState s, Sightlines sight, Report report) {
        super(t, s, sight, report);
        this.holders = u -> s.standing[u] != 0 && (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0;
    }

    /** A morale test of unit u (B8 [S p.5]): d100 at or under K + 10 x men now passes. */
    boolean moraleTest(final int u, final String why) {
        final int start = t.men[u];
        final int level = t.moraleK[start] + t.perMan * s.standing[u];
        final int roll = s.dice.roll(t.moraleDie);
        final boolean pass = roll <= level;
        if (report.on()) {
            report.event(t.unitName(u) + " tests morale (" + why + "): level " + level + "%, rolled " + roll + ", "
                    + (pass ? "passes" : "fails"));
        }
        return pass;
    }

    /** The engine's morale test on a start size and men now (the same roll as a unit's test; for tests). */
    boolean moraleTest(final int start, final int now) {
        final int level = t.moraleK[start] + t.perMan * now;
        return s.dice.roll(t.moraleDie) <= level;
    }

    void startRout(final int u) {
        report.observer.unitBroke(u, s.x[u], s.y[u]);
        s.status[u] |= AcwCodes.ROUTING | AcwCodes.TURNED | AcwCodes.BROKE_THIS_PHASE;
        sight.routingChanged();
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
        final int e = sight.nearestEnemy(u);
        if (e >= 0) {
            s.facing[u] = Compass.bearing(s.x[e], s.y[e], s.x[u], s.y[u]);
        }
        report.say(u, "routs");
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
                sight.figuresChanged();
            }
            s.standing[u] += back;
            s.killed[u] += died;
            s.down[u] -= back + died;
            if (report.on() && (back > 0 || died > 0)) {
                report.event("recovery: " + t.unitName(u) + " " + back + " man/men return, " + died + " die");
            }
        }
    }

    /** One recovery roll (B6): true when the man returns. */
    boolean recoveryRoll() {
        final int r = s.dice.roll(t.recoveryDie);
        final boolean back = ((r & 1) == 0) == t.returnsOnEven;
        if (report.on()) {
            report.event("  recovery roll " + r + ": " + (back ? "returns" : "stays down"));
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
        return out >= t.victory.breakAt * t.sideUnits[side] - 1e-9;
    }

    /** Objective points a side holds: a present, non-routing unit within the radius and no such enemy (B9 [D]). */
    public int objectivePoints(int side) {
        return t.obj.pointsHeld(side, n, t.side, s.x, s.y, holders);
    }

    /**
     * The objective points {@code side} holds less those the enemy holds: {@code objectivePoints(side) -
     * objectivePoints(1 - side)} counted in one pass over the units for both sides, with the holder test inline (the
     * doctrine player asks it at most of its decisions, and the two passes through the shared {@code pointsHeld} were
     * 4 % of a search battle's CPU).
     */
    public int objectiveLead(int side) {
        // Kept in the state until a unit moves, routs or loses its last man (stamp); side 1's is side 0's negated.
        if (s.leadStamp != s.stamp + 1) {
            s.lead0 = countLead(0);
            s.leadStamp = s.stamp + 1;
        }
        return side == 0 ? s.lead0 : -s.lead0;
    }

    private int countLead(int side) {
        final VictorySettings.Objectives obj = t.obj;
        int lead = 0;
        for (int o = 0; o < obj.x.length; o++) {
            boolean mine = false;
            boolean theirs = false;
            final double r2 = obj.radius[o] * obj.radius[o];
            for (int u = 0; u < n; u++) {
                if (s.standing[u] == 0 || (s.status[u] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                    continue;
                }
                final double dx = s.x[u] - obj.x[o];
                final double dy = s.y[u] - obj.y[o];
                if (dx * dx + dy * dy <= r2) {
                    if (t.side[u] == side) {
                        mine = true;
                    } else {
                        theirs = true;
                    }
                    if (mine && theirs) {
                        break;
                    }
                }
            }
            if (mine != theirs) {
                lead += mine ? obj.points[o] : -obj.points[o];
            }
        }
        return lead;
    }

    long lost(int side) {
        long l = 0;
        for (int u = 0; u < n; u++) {
            if (t.side[u] == side) {
                l += s.killed[u] + s.down[u];
            }
        }
        return l;
    }
}
