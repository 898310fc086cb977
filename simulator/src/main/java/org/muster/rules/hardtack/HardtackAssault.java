package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.INFANTRY;
import static org.muster.rules.hardtack.HardtackCodes.NTR;
import static org.muster.rules.hardtack.HardtackCodes.ROUTED;
import static org.muster.rules.hardtack.HardtackCodes.SHAKEN;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackCodes.faces;

/**
 * Close assault (section 11): the declaration, the charge and the stand, the melee, and falling back.
 */
final class HardtackAssault extends HardtackPhase {
    HardtackAssault(HardtackPhase root) {
        super(root);
    }

    final int[] melee = new int[2];

    /** Largest distance u can close in one charge (two combat moves at the top roll) plus contact. */
    public double assaultReach(int u) {
        return 2.0 * movement.baseMove(u) * t.combatMultiplier + t.contact;
    }

    /** Whether u may declare a close assault on v (section 11.1 steps 1-2, 2.5). */
    public boolean canAssault(int u, int v) {
        return v >= 0 && v < n && t.side[u] != t.side[v] && s.active(u) && s.present(v) && t.type[u] != ARTILLERY
                && s.confidence[u] < SHAKEN && !s.travel(u) && fire.fighters(u) > 0 && lines.dist(u,
                        v) <= assaultReach(u)
                && movement.baseMove(u) > 0;
    }

    /** The attacker's reaction threat level for an assault by u on v. */
    public int assaultTl(int u, int v) {
        int tl = s.confidence[u] == HardtackCodes.CONFIDENT ? t.assaultTlConfident : t.assaultTlSteady;
        tl += morale.closeTl(u);
        if (s.mounted(u) && t.type[v] == INFANTRY && s.formation[v] != SKIRMISH) {
            tl += t.meleeCavalryAttackerTl;
        }
        return tl;
    }

    /** The defender's stand-test threat level against u (section 11.1 step 3). */
    public int standTl(int u, int v) {
        int tl = Math.max(t.standMin, s.fit[v] == 0 ? t.standMin : s.fit[u] / s.fit[v]);
        tl += morale.closeTl(v);
        if (s.formation[u] != SKIRMISH) {
            tl += t.chargedByClose;
            if (s.mounted(u) && t.type[v] == INFANTRY && s.formation[v] == SKIRMISH) {
                tl += t.meleeCavalryTl;
            }
        }
        return tl;
    }

    /**
     * A close assault by u on v (section 11.1). Returns true when it used the whole activation, false when the
     * attacker's reaction test failed (the first action is lost and the second may be anything but an assault).
     */
    boolean assault(int u, int v) {
        if (!canAssault(u, v)) {
            act.lost(u, "cannot close assault that target");
            return false;
        }
        int target = s.lv[u] + assaultTl(u, v);
        int r = roll(t.qualityDie[u]);
        if (engine.narrator != null) {
            say(name(u) + " declares a close assault on " + name(v) + ": reaction " + r + " vs " + target
                    + (r > target ? ", goes in" : ", balks"));
        }
        if (r <= target) {
            order.clear();
            players[t.side[u]].decide(engine, u, 1, order);
            if (order.action != HardtackOrder.ASSAULT) {
                act.execute(u, order);
            } else {
                act.lost(u, "no second assault attempt");
            }
            return true;
        }
        final double ox = s.x[u];
        final double oy = s.y[u];
        final double vx = s.x[v];
        final double vy = s.y[v];
        if (s.confidence[v] == BROKEN) {
            if (engine.narrator != null) {
                say(name(v) + " is broken and routs before the assault");
            }
            morale.dropConfidence(v, 1);
            fallBack(v, u);
            occupy(u, vx, vy);
            return true;
        }
        int drop = morale.confidenceTest(v, standTl(u, v), "stand against close assault");
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
        s.fired(v, false);
        s.gatlingFired(v, false);
        s.noFire(v, false);
        final long setup = s.active(v) ? fire.prepare(v, u) : HardtackFire.NO_FIRE;
        if (setup != HardtackFire.NO_FIRE) {
            if (engine.narrator != null) {
                say(name(v) + " gives final defensive fire");
            }
            int c = fire.fire(v, u, setup, true, fire.gatlingCanJoin(v));
            if (c > 0 && s.present(u)) {
                int rr = roll(t.qualityDie[u]);
                int tg = s.lv[u] + c;
                if (engine.narrator != null) {
                    say(name(u) + " presses on? rolls " + rr + " vs " + tg);
                }
                if (rr <= tg) {
                    movement.walk(u, ox, oy, HardtackSightlines.len(s.x[u] - ox, s.y[u] - oy) + 0.01, false, -2);
                    s.x[u] = movement.point[0];
                    s.ip(u, false);
                    lines.changed(u);
                    s.y[u] = movement.point[1];
                    if (engine.narrator != null) {
                        say(name(u) + " withdraws to its start point");
                    }
                    morale.afterFire(u, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, 0, false);
                    return true;
                }
            }
        }
        if (s.active(u) && charge(u, v)) {
            melee(u, v);
        } else if (engine.narrator != null) {
            say(name(u) + " is stuck short of " + name(v));
        }
        return true;
    }

    /** One combat move of u towards v; true when it makes contact. Always disorders the attacker. */
    private boolean charge(int u, int v) {
        int base = movement.baseMove(u);
        int r = dice.roll(base);
        double allowance = (double) r * t.combatMultiplier;
        double contact = t.contact;
        double d = Math.max(1e-6, lines.dist(u, v));
        // Aim at the near side of the target; the enemy gap is waived for the target only.
        double ax = s.x[v] - (s.x[v] - s.x[u]) / d * contact;
        double ay = s.y[v] - (s.y[v] - s.y[u]) / d * contact;
        movement.walk(u, ax, ay, allowance, false, v);
        s.x[u] = movement.point[0];
        s.ip(u, false);
        lines.changed(u);
        s.y[u] = movement.point[1];
        s.facing[u] = HardtackSightlines.angleTo(s.x[u], s.y[u], s.x[v], s.y[v]);
        s.formation[u] = t.type[u] == ARTILLERY ? s.formation[u] : SKIRMISH;
        s.travel(u, false);
        lines.changed(u);
        boolean contactMade = lines.dist(u, v) <= contact + 1e-6;
        if (engine.narrator != null) {
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
        movement.walk(u, x, y, Math.min(HardtackSightlines.len(x - s.x[u], y - s.y[u]) + 0.01,
                t.assaultOccupyMoves * movement.baseMove(u)), false, -2);
        s.x[u] = movement.point[0];
        s.ip(u, false);
        lines.changed(u);
        s.y[u] = movement.point[1];
        if (engine.narrator != null) {
            say(name(u) + " occupies the position");
        }
    }

    /** u falls back from enemy e: max(fall-back, its base move), away from e (section 11.1 step 3). */
    void fallBack(int u, int e) {
        double d = Math.max(t.fallBack, movement.baseMove(u));
        double dx = s.x[u] - s.x[e];
        double dy = s.y[u] - s.y[e];
        double len = HardtackSightlines.len(dx, dy);
        if (len < 1e-9) {
            dx = 0;
            dy = t.homeEdge[t.side[u]] == 0 ? -1 : 1;
            len = 1;
        }
        movement.walk(u, s.x[u] + dx / len * d, s.y[u] + dy / len * d, d * t.costDifficult, false, -2);
        s.x[u] = movement.point[0];
        s.ip(u, false);
        lines.changed(u);
        s.y[u] = movement.point[1];
        if (engine.narrator != null) {
            say(name(u) + " falls back to (" + HardtackPhase.fmt(s.x[u]) + ", " + HardtackPhase.fmt(s.y[u]) + ")");
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
        if (engine.narrator != null) {
            say(name(u) + " abandons " + left + " wounded to " + name(e));
        }
        int tl = t.threat[HardtackTemplate.TL_ABANDON][t.motivation[t.side[u]]];
        if (tl != NTR && s.present(u) && s.confidence[u] < ROUTED) {
            morale.confidenceTest(u, tl + morale.closeTl(u), "abandons wounded");
        }
    }

    private int meleeShift(int u, int opponent) {
        int shift = s.mounted(u) ? t.meleeSabre : t.meleeShift[t.weapon[u]];
        if (s.mounted(u) && !(t.type[opponent] == INFANTRY && s.formation[opponent] != SKIRMISH)) {
            shift += t.meleeMounted;
        }
        return shift;
    }

    /** Combat rounds until one side falls back or is gone (section 11.1 steps 6-10). */
    void melee(int u, int v) {
        int downA = 0;
        int downD = 0;
        int loser = -1;
        boolean cover = lines.coverOf(v, u) > 0;
        for (int round = 1; round <= t.assaultMaxRounds && loser < 0; round++) {
            HardtackOdds.meleeDice(t.qualityDie[u], meleeShift(u, v), t.qualityDie[v], meleeShift(v, u),
                    round == 1 && cover ? t.assaultCoverShift : 0, melee);
            int na = fire.fighters(u);
            int nd = fire.fighters(v);
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
            s.fit(u, s.fit[u] - ca);
            lines.changed(u);
            s.fit(v, s.fit[v] - cd);
            lines.changed(v);
            downA += ca;
            downD += cd;
            if (round == 1) {
                s.formation[v] = t.type[v] == ARTILLERY ? s.formation[v] : SKIRMISH;
                s.travel(v, false);
                lines.changed(v);
            }
            if (engine.narrator != null) {
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
                if (morale.confidenceTest(first, cf, "close combat losses") > 0) {
                    loser = first;
                } else if (morale.confidenceTest(second, cs, "close combat losses") > 0) {
                    loser = second;
                }
            }
        }
        if (loser < 0) {
            loser = u;
            if (engine.narrator != null) {
                say("the assault stalls: " + name(u) + " draws off");
            }
        }
        int winnerUnit = loser == u ? v : u;
        settleDowned(u, downA, loser == u, v);
        settleDowned(v, downD, loser == v, u);
        if (engine.narrator != null) {
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
            engine.observer.figuresFell(u, s.x[u], s.y[u], fell);
        }
        if (lostIt) {
            s.captured[u] += wounded + back;
            s.kills[enemy] += downed;
        } else {
            s.wounded[u] += wounded;
            s.fit(u, s.fit[u] + back);
            lines.changed(u);
            s.kills[enemy] += dead + wounded;
        }
        if (downed > 0 && engine.narrator != null) {
            say(name(u) + " downed " + downed + ": " + dead + " dead, " + wounded + " wounded, " + back
                    + (lostIt ? " stunned and captured" : " stunned, back in the ranks")
                    + (lostIt && wounded > 0 ? " (wounded captured too)" : ""));
        }
    }
}
