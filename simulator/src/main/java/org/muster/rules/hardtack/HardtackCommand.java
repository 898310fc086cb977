package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.NTR;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;

/**
 * Command (sections 0.4, 3.3, 3.4, 10.5): regimental and brigade commanders, transfers of activations, runners, and
 * what happens when a commander falls.
 */
final class HardtackCommand extends HardtackPhase {
    HardtackCommand(HardtackPhase root) {
        super(root);
    }

    /** Company index (0-based, regiment order) of a unit, for the narration of the regimental commander. */
    String regimentName(int v) {
        return t.colonelStart[t.regiment[v]] >= 0 ? t.regimentLabel[t.regiment[v]] : name(v);
    }

    /**
     * The regimental commander standing with {@code host} is wounded or killed (section 10.5): every other company of
     * his regimental formation (close order, centre within {@code regiment.radius} of him) takes the leader-casualty
     * test as if it had lost its own leader (the host takes it in its own fire test); the captain of the best-quality
     * company of the regiment at CO, ST or SH (ties, or none unbroken: a random one) takes over and his company
     * replaces its own leader (the LV roll of 9.2) with no test.
     */
    void colonelDown(int host) {
        final int g = t.regiment[host];
        if (engine.narrator != null) {
            say("the commander of the " + regimentName(host) + " regiment is hit");
        }
        final int mm = t.motivation[t.side[host]];
        final int leaderTl = t.threat[HardtackTemplate.TL_LEADER][mm];
        if (leaderTl != NTR) {
            for (int v = 0; v < n; v++) {
                if (v != host && t.regiment[v] == g && s.active(v) && t.type[v] != ARTILLERY
                        && s.formation[v] != SKIRMISH && lines.dist(v, host) <= t.regimentRadius) {
                    morale.confidenceTest(v, leaderTl + morale.closeTl(v), "regimental commander down");
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
            if (engine.narrator != null) {
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
        if (engine.narrator != null) {
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
                || s.regimentMode || !s.active(u) || !s.active(v) || s.panicked(v)) {
            return false;
        }
        double d = lines.dist(u, v);
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
                && s.brigadeTransfersUsed[b] < t.transfers && !s.regimentMode && s.active(u) && s.active(v)
                && !s.panicked(v) && lines.dist(u, v) <= t.commandRadius;
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

    boolean transfer(int u, int v, boolean runner) {
        if (!canTransfer(u, v, runner)) {
            act.lost(u, runner ? "no runner can reach that company" : "cannot transfer to that company");
            return false;
        }
        if (t.regiment[v] != t.regiment[u]) {
            transferBrigade(u, v);
            return true;
        }
        s.transfersUsed[t.regiment[u]]++;
        if (runner) {
            s.fit(u, s.fit[u] - 1);
            s.runners[u]++;
            lines.changed(u);
        }
        if (engine.narrator != null) {
            say(name(u) + (runner ? " sends a runner: " : " transfers: ") + name(v) + " activates at once");
        }
        // A transferred activation is extra (SG2 p.16): v keeps its own activation if it has not used it yet.
        final boolean had = s.activated(v);
        act.activate(v);
        s.activated(v, had);
        return true;
    }

    /**
     * The brigade commander's transfer to the regimental commander with v (S p.10): he may use it for Activate Regiment
     * on a formation not yet ordered this turn (its companies then use their own activations), else v activates as an
     * extra activation (it keeps its own).
     */
    private void transferBrigade(int u, int v) {
        s.brigadeTransfersUsed[t.brigade[u]]++;
        if (engine.narrator != null) {
            say(name(u) + ": the brigade commander transfers to the commander of the " + regimentName(v)
                    + " regiment with " + name(v));
        }
        s.brigadeOrder = true;
        final int regiment = players[t.side[v]].activateRegiment(engine, v) ? act.regimentMembers(v) : 0;
        s.brigadeOrder = false;
        if (regiment >= 2) {
            act.activateRegiment(v, regiment);
        } else {
            final boolean had = s.activated(v);
            act.activate(v);
            s.activated(v, had);
        }
    }

    /**
     * The brigade commander standing with {@code host} is wounded or killed: the next staff officer takes over while
     * {@code brigade.staff} lasts, else the brigade has no commander ([D]: the seed gives brigade staff no test).
     */
    void brigadierDown(int host) {
        final int b = t.brigade[host];
        if (--s.brigadeStaff[b] <= 0) {
            s.brigadier[b] = -1;
        }
        if (engine.narrator != null) {
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
    void relocateBrigadiers() {
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
                        || !stranded && lines.dist(h, v) > t.brigadeRide) {
                    continue;
                }
                int reach = 0;
                for (int g = 0; g < t.regimentCount; g++) {
                    int k = s.colonel[g];
                    if (k >= 0 && t.brigade[k] == b && g != t.regiment[v] && s.active(k)
                            && lines.dist(v, k) <= t.commandRadius) {
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
                if (engine.narrator != null) {
                    say("the brigade commander has no company left to join");
                }
            } else if (best >= 0 && best != h) {
                s.brigadier[b] = best;
                if (engine.narrator != null) {
                    say("the brigade commander rides to " + name(best));
                }
            }
        }
    }

    /** Runners rejoin their companies at the end of the turn (section 3.4 [D]). */
    void rejoinRunners() {
        for (int u = 0; u < n; u++) {
            if (s.runners[u] > 0) {
                if (s.surrendered[u]) {
                    s.captured[u] += s.runners[u];
                } else {
                    s.fit(u, s.fit[u] + s.runners[u]);
                    if (engine.narrator != null) {
                        say(name(u) + "'s runner rejoins");
                    }
                }
                s.runners[u] = 0;
                lines.changed(u);
            }
        }
    }

    /** At the end of the turn, a regimental commander whose company is gone or routed joins the nearest other one. */
    void relocateColonels() {
        for (int g = 0; g < t.regimentCount; g++) {
            int h = s.colonel[g];
            if (h < 0 || s.active(h)) {
                continue;
            }
            int best = -1;
            double bd = Double.POSITIVE_INFINITY;
            for (int v = 0; v < n; v++) {
                if (t.regiment[v] == g && s.active(v)) {
                    double d = lines.dist(h, v);
                    if (d < bd) {
                        bd = d;
                        best = v;
                    }
                }
            }
            if (best >= 0) {
                s.colonel[g] = best;
                if (engine.narrator != null) {
                    say("the commander of the " + regimentName(h) + " regiment joins " + name(best));
                }
            }
        }
    }

    /** A new leader (section 9.2): D6 for the new LV, rolled before the unit's test. */
    void replaceLeader(int v) {
        int r = dice.roll(D6_FACES);
        if (r <= t.leaderWorseMax) {
            s.lv[v] = Math.min(t.lvWorst, s.lv[v] + 1);
        } else if (r > t.leaderSameMax) {
            s.lv[v] = Math.max(t.lvBest, s.lv[v] - 1);
        }
        if (engine.narrator != null) {
            say(name(v) + " new leader: rolls " + r + ", LV " + s.lv[v]);
        }
    }
}
