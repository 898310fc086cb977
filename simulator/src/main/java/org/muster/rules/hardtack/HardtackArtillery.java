package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;
import static org.muster.rules.hardtack.HardtackCodes.faces;

/**
 * Artillery (sections 4.4, 8, 12.3 [D]): the gun's shot roll, the bounce of solid shot through ranks, canister
 * through a target, and off-table fire missions.
 */
final class HardtackArtillery extends HardtackPhase {
    HardtackArtillery(HardtackPhase root) {
        super(root);
    }

    /**
     * A gun's shot (section 12.2 [D]): the range die against the crew's quality die {@code qd} and the gun's shot die;
     * returns the successes (2: a hit, 1: a near miss) into {@link #lastLevel} too. {@code v} names the target in the
     * narration, -1 for a detached element (its caller has named it).
     */
    int shotRoll(int u, int v, int qd, int steps, double d) {
        int t0 = roll(steps);
        int a = roll(qd);
        int b = roll(t.shotDie[t.weapon[u]]);
        int ok = (a > t0 ? 1 : 0) + (b > t0 ? 1 : 0);
        s.lastLevel = ok;
        if (engine.narrator != null) {
            say(name(u) + " fires shot" + (v >= 0 ? " at " + name(v) : "") + " (" + HardtackPhase.fmt(d) + "\"): "
                    + a + ", " + b
                    + " vs " + t0 + " on D" + faces(steps) + (ok >= 2 ? ": hit" : ok == 1 ? ": near miss" : ": miss"));
        }
        return ok;
    }

    // ================================================================== off-table artillery (12.3 [D])

    /**
     * Whether u may call an off-table fire mission on v now (section 12.3 [D]): offtable on, u is the company its
     * regimental or brigade commander stands with, its side has a mission left and none inbound, and u sees v.
     */
    public boolean canCallArtillery(int u, int v) {
        final int sd = t.side[u];
        return t.offTable && v >= 0 && v < n && t.side[v] != sd && s.active(u) && s.present(v)
                && (command.colonelOf(u) == u || command.brigadierOf(u) == u) && s.missionsUsed[sd] < t.offMissions
                && s.inbound[sd] == 0 && !s.travel(u) && lines.sees(u, v);
    }

    /**
     * The request (section 12.3 [D], SG2's roll without communications): {@code offtable.request-die} above the
     * company's LV plus {@code offtable.request-over-lv}. Granted, the mission is used and its inbound counter placed,
     * aimed at v's position now; refused, the action is spent and the mission kept.
     */
    void callArtillery(int u, int v) {
        final int sd = t.side[u];
        final int r = roll(t.offRequestDie);
        final int need = s.lv[u] + t.offRequestOverLv;
        final boolean ok = r > need;
        if (engine.narrator != null) {
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
    void offTableArrivals() {
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
        if (engine.narrator != null) {
            say(t.sideName(sd) + "'s off-table artillery lands " + (acc <= s.lv[u] ? "off target" : "on target")
                    + " at (" + HardtackPhase.fmt(x) + ", " + HardtackPhase.fmt(y) + ")");
        }
        for (int w = 0; w < n; w++) {
            if (!s.present(w) || HardtackSightlines.len(s.x[w] - x, s.y[w] - y) > t.offBurstRadius) {
                continue;
            }
            int under = t.type[w] == ARTILLERY || s.formation[w] == SKIRMISH ? t.offUnderSkirmish : t.offUnderClose;
            int shift = lines.armourShift(lines.groundCover(w)) + (s.ip(w) ? t.offIpArmourShift : 0);
            int killsBefore = s.kills[u];
            boolean leader = casualties.resolveHits(u, w, under, t.offImpact, shift);
            if (t.side[w] == sd) {
                s.kills[u] = killsBefore;
            }
            morale.panicCheck(w);
            morale.afterFire(w, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, s.lastResults, leader);
        }
    }

    /** Ranks a shot crosses in v (section 12.2 step 5 [D]): skirmish or gun 1, line and column by parameter. */
    int ranks(int v) {
        return t.type[v] == ARTILLERY || s.formation[v] == SKIRMISH ? 1
                : s.formation[v] == HardtackCodes.LINE ? t.lineRanks : t.columnRanks;
    }

    /**
     * A shot that hit bounces on beyond its target (section 12.2 step 6 [D]): the die's roll times the multiplier
     * (smoothbore or rifled) along the line of fire; every other unit, friend or foe, whose centre is within
     * {@code artillery.bounce-width} of that path takes one potential hit per rank at the bounce impact, and the
     * shot fired-on test. Kills on friends are not credited to the gun.
     */
    void bounce(int u, int v) {
        final int mult = t.weapon[u] == HardtackCodes.RIFLED_GUN ? t.bounceMultiplierRifled : t.bounceMultiplier;
        final double len = (double) dice.roll(t.bounceDie) * mult;
        final double d = lines.dist(u, v);
        if (len <= 0 || d <= 0) {
            return;
        }
        final double dx = (s.x[v] - s.x[u]) / d;
        final double dy = (s.y[v] - s.y[u]) / d;
        if (engine.narrator != null) {
            say("the ball bounces on " + HardtackPhase.fmt(len) + " inches");
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
            boolean leader = casualties.resolveHits(u, w, ranks(w), t.bounceImpact, lines.armourShift(lines.coverOf(w,
                    u)));
            if (t.side[w] == t.side[u]) {
                s.kills[u] = killsBefore;
            }
            morale.panicCheck(w);
            morale.afterFire(w, HardtackTemplate.TL_SHOT, HardtackCodes.MINOR, s.lastResults, leader);
        }
    }

    /**
     * Canister fired at skirmishers goes on into the nearest enemy company behind them within
     * {@code artillery.canister-through-width} of the line of fire, as a second attack with the range die shifted up
     * (section 12.2 canister step 3 [D]).
     */
    void canisterThrough(int u, int v, double dv) {
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
        if (best < 0 || !lines.sees(u, best)) {
            return;
        }
        int steps = lines.rangeStepsOf(u, best, lines.dist(u, best)) + t.canisterThroughShift;
        if (steps > t.maxSteps) {
            return;
        }
        if (engine.narrator != null) {
            say("the canister goes on into " + name(best));
        }
        int qd = fire.crewQualityDie(u);
        s.lastLevel = HardtackCodes.NO_EFFECT;
        s.lastResults = 0;
        boolean leader = fire.smallArmsRoll(u, best, qd, t.canisterDie[t.weapon[u]], steps, t.canisterImpact,
                lines.coverOf(best, u), lines.dist(u, best));
        s.firedOnTurn[best * n + u] = s.turn;
        morale.panicCheck(best);
        morale.afterFire(best, HardtackTemplate.TL_CANISTER, s.lastLevel, s.lastResults, leader);
    }
}
