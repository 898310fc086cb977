package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.ROUTED;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;

import org.muster.rules.Victory;

/**
 * End of the turn and of the battle (sections 2.5, 14): routed units withdraw, trapped routers surrender or disperse,
 * runners rejoin, commanders move to their companies; the beaten-army check and the decision at the turn limit.
 */
final class HardtackEndOfTurn extends HardtackPhase {
    HardtackEndOfTurn(HardtackPhase root) {
        super(root);
        holdCode = new int[n];
        for (int u = 0; u < n; u++) {
            holdCode[u] = t.side[u] | (t.type[u] != SHARPSHOOTER ? HOLDS_UP : 0);
        }
    }

    /**
     * By unit, what {@link #checkBeatenAndCount} reads of the template: its side (0 or 1) | {@link #HOLDS_UP} unless a
     * sharpshooter (whose presence does not hold its side up); one load a unit where there were two.
     */
    private final int[] holdCode;
    private static final int HOLDS_UP = 2;
    /** By side, the unit found holding it up at the last {@link #heldUp} (a hint: see there). */
    private final int[] holder = new int[2];
    /** Flags of a unit not on the table with a figure fit ({@link HardtackState#present} false). */
    private static final int GONE = HardtackState.F_FLED | HardtackState.F_SPENT;
    /** Flags of a unit that does not wait to be activated: gone, routed or activated. */
    private static final int NOT_WAITING = GONE | HardtackState.F_ROUTED | HardtackState.F_ACTIVATED;

    // ================================================================== end of turn, victory

    void endOfTurn() {
        guns.offTableArrivals();
        final int moves = t.routMoves;
        for (int u = 0; u < n; u++) {
            if (!s.present(u) || s.confidence[u] != ROUTED) {
                continue;
            }
            double d = (double) movement.baseMove(u) * moves;
            if (t.type[u] == ARTILLERY) {
                d = (double) t.moveInfantry * moves;
            }
            final double home = t.homeEdge[t.side[u]];
            double ty = home == 0 ? -1 : home + 1;
            final double seenBefore = nearestSeenEnemy(u, s.x[u], s.y[u]);
            boolean off = movement.walk(u, s.x[u], ty, d * t.costDifficult, true, -2) && d > 0;
            final boolean atEdge = off || Math.abs(movement.point[1] - home) < EDGE_SLACK;
            if (t.surrender && trapped(u, seenBefore, atEdge)) {
                surrenderOrDisperse(u, seenBefore);
            } else if (atEdge) {
                s.fled(u, true);
                lines.changed(u);
                if (engine.narrator != null) {
                    say(name(u) + " routs off the table");
                }
            } else {
                s.x[u] = movement.point[0];
                s.ip(u, false);
                lines.changed(u);
                s.y[u] = movement.point[1];
                if (engine.narrator != null) {
                    say(name(u) + " routs to (" + HardtackPhase.fmt(s.x[u]) + ", " + HardtackPhase.fmt(s.y[u]) + ")");
                }
            }
        }
        command.rejoinRunners();
        command.relocateColonels();
        command.relocateBrigadiers();
        checkBeaten();
    }

    /**
     * The break check of the shared loop at the end of a turn nobody lost outright (section 14 [D]): the army of
     * {@code side} is beaten when its broken fraction reaches {@code victory.break-at}.
     */
    boolean beaten(int side) {
        return brokenFraction(side) >= t.victory.breakAt - 1e-12;
    }

    /** Distance from (x, y) to the nearest enemy of u that u sees, or +infinity. */
    private double nearestSeenEnemy(int u, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        // Sight asked only of an enemy nearer than the nearest seen so far (the least is the same).
        for (int v : t.foesOf(t.side[u])) {
            if (s.present(v)) {
                final double d = HardtackSightlines.len(s.x[v] - x, s.y[v] - y);
                if (d < best && lines.sees(u, v)) {
                    best = d;
                }
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
            if (t.side[v] != t.side[u] && s.present(v) && (s.y[v] - s.y[u]) * back > 0 && lines.sees(u, v)) {
                return true;
            }
        }
        return !atEdge && HardtackSightlines.len(movement.point[0] - s.x[u],
                movement.point[1] - s.y[u]) < PATH_STEP / 2;
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
                if (t.side[v] != t.side[u] && s.present(v) && lines.sees(u, v) && lines.dist(u, v) < bd) {
                    bd = lines.dist(u, v);
                    captor = v;
                }
            }
            int taken = s.fit[u] + s.wounded[u] + s.stabilised[u];
            final int standing = s.fit[u];
            if (standing > 0) {
                engine.observer.figuresFell(u, s.x[u], s.y[u], standing);
            }
            s.captured[u] += taken;
            s.fit(u, 0);
            s.wounded[u] = 0;
            s.stabilised[u] = 0;
            s.surrendered[u] = true;
            if (captor >= 0) {
                s.kills[captor] += standing;
            }
            if (t.type[u] == ARTILLERY) {
                s.gunLost(u, true);
            }
            lines.changed(u);
            if (engine.narrator != null) {
                say(name(u) + " is cut off and surrenders to " + name(captor) + ": " + taken + " figures captured");
            }
        } else {
            s.fled(u, true);
            lines.changed(u);
            if (engine.narrator != null) {
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
     * {@link #checkBeaten} and {@link #countUnactivated} after an activation, when the turn's loop needs both: the
     * units waiting to activate counted by side on the flags alone (without a branch per unit: this runs after every
     * activation), and each side's break check asked first of the unit that held it up at the last check
     * ({@link #holder}), which mostly still does; only when it does not are the side's units looked over for another.
     */
    void checkBeatenAndCount() {
        if (s.over) {
            return;
        }
        int all = 0;
        int c1 = 0;
        final int[] code = holdCode;
        for (int u = 0; u < n; u++) {
            // 1 when none of the flags that keep u from activating is set (the mask is below 2^31).
            final int waiting = ((s.flags[u] & NOT_WAITING) - 1) >>> 31;
            all += waiting;
            c1 += waiting & code[u];
        }
        s.unactivatedNow[0] = all - c1;
        s.unactivatedNow[1] = c1;
        endIfDecided(Victory.afterBreakCheck(!heldUp(0), !heldUp(1)));
    }

    /**
     * Whether some present unit of {@code side}, neither broken nor a sharpshooter, holds it up (the break check of
     * {@link #checkBeatenAndCount}): the remembered {@link #holder} asked first. The answer is the same whichever unit
     * is asked first; the hint is no part of the battle's state (a copy or a new battle only makes it a worse guess).
     */
    private boolean heldUp(int side) {
        final int h = holder[side];
        if (h < n && holds(h, side)) {
            return true;
        }
        for (int u = 0; u < n; u++) {
            if (holds(u, side)) {
                holder[side] = u;
                return true;
            }
        }
        return false;
    }

    /** Whether u is of {@code side} (0 or 1), on the table with a figure fit, not broken, and not a sharpshooter. */
    private boolean holds(int u, int side) {
        return holdCode[u] == (side | HOLDS_UP) && (s.flags[u] & GONE) == 0 && s.confidence[u] < BROKEN;
    }

    private void checkBeaten() {
        if (s.over) {
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
        s.over = true;
        s.winner = w;
        s.how = h;
    }

    /** Ends the battle on a {@link Victory} decision, unless it is {@link Victory#UNDECIDED}. */
    void endIfDecided(int decision) {
        if (decision != Victory.UNDECIDED) {
            end(Victory.winner(decision), Victory.how(decision));
        }
    }

    /** The turn limit (section 14 item 4): objectives, then the tie-break on casualty points, by {@link Victory}. */
    void decideAtLimit() {
        endIfDecided(Victory.atTurnLimit(t.victory.tieBreak, objectivePoints(0), objectivePoints(1), casualtyPoints(0),
                casualtyPoints(1)));
    }

    /** Objectives held (section 14 item 4): a fit unit within the radius and no enemy nearer. */
    public int objectivePoints(int side) {
        int pts = 0;
        for (int o = 0; o < t.obj.x.length; o++) {
            double mine = Double.POSITIVE_INFINITY;
            double theirs = Double.POSITIVE_INFINITY;
            for (int u = 0; u < n; u++) {
                if (!s.active(u)) {
                    continue;
                }
                double d = HardtackSightlines.len(s.x[u] - t.obj.x[o], s.y[u] - t.obj.y[o]);
                if (t.side[u] == side) {
                    mine = Math.min(mine, d);
                } else {
                    theirs = Math.min(theirs, d);
                }
            }
            if (mine <= t.obj.radius[o] && mine < theirs) {
                pts += t.obj.points[o];
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
            if (t.type[u] == ARTILLERY && (!s.present(u) || s.gunLost(u))) {
                pts += t.gunPoints;
            }
        }
        return pts;
    }

    /**
     * Both sides' {@link #casualtyPoints} in one pass, side sd's into {@code out[sd]}: each side's the same sum in the
     * same order (its units by index), so the same value to the last bit. The doctrine asks both at every decision
     * (hold-lead), where the two passes over every unit were about 6 % of a hardtack search battle's CPU (issue 21).
     */
    void casualtyPoints(double[] out) {
        double p0 = 0;
        double p1 = 0;
        for (int u = 0; u < n; u++) {
            final double c = s.dead[u] + s.captured[u] + t.stabilisedPoints * (s.stabilised[u] + s.wounded[u]);
            final boolean gun = t.type[u] == ARTILLERY && (!s.present(u) || s.gunLost(u));
            if (t.side[u] == 0) {
                p0 += c;
                if (gun) {
                    p0 += t.gunPoints;
                }
            } else {
                p1 += c;
                if (gun) {
                    p1 += t.gunPoints;
                }
            }
        }
        out[0] = p0;
        out[1] = p1;
    }
}
