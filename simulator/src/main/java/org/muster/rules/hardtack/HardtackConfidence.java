package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.BROKEN;
import static org.muster.rules.hardtack.HardtackCodes.NTR;
import static org.muster.rules.hardtack.HardtackCodes.ROUTED;
import static org.muster.rules.hardtack.HardtackCodes.SHARPSHOOTER;
import static org.muster.rules.hardtack.HardtackCodes.SKIRMISH;

/**
 * Confidence (section 10): reaction tests, confidence tests and their drops, the tests after fire, panic, and rally.
 */
final class HardtackConfidence extends HardtackPhase {
    HardtackConfidence(HardtackPhase root) {
        super(root);
    }

    /**
     * Whether the company {@code by}, in its activation, may spend an action on a rally of company v now (sections
     * 3.2, 3.6): the rally is given by a commander, so {@code by} is the company its regimental commander stands with
     * ({@link #colonelOf}) and v a company of that regiment (his own company too) whose centre is within
     * {@code command.radius} of him; a company with no regimental commander (a regiment of one, a sharpshooter, or
     * one whose commander is lost with nobody to take over) is rallied by its own captain ([D], package-info). Once
     * per activation (Rally is not a doubled action), never inside Activate Regiment (it takes both of the commander's
     * actions). v must be below its starting level and not routed.
     */
    public boolean canRally(int by, int v) {
        if (by < 0 || by >= n || v < 0 || v >= n || s.rallied(by) || s.regimentMode || !s.active(by)
                || t.regiment[v] != t.regiment[by] || !s.present(v) || s.confidence[v] <= t.startConfidence
                || s.confidence[v] >= ROUTED) {
            return false;
        }
        if (command.colonelOf(by) == by) {
            return lines.dist(by, v) <= t.commandRadius;
        }
        return v == by && command.colonelOf(by) < 0;
    }

    /** The rally ordered by {@code by} on {@code v} (-1: itself): v's quality die must beat its LV + the rallier's. */
    boolean rally(int by, int target) {
        final int v = target < 0 ? by : target;
        if (!canRally(by, v)) {
            act.lost(by, "no rally possible");
            return false;
        }
        s.rallied(by, true);
        int r = roll(t.qualityDie[v]);
        int need = s.lv[v] + t.leadership;
        boolean ok = r > need;
        if (ok) {
            s.confidence(v, Math.max(t.startConfidence, s.confidence[v] - t.rallyLevels));
        }
        if (engine.narrator != null) {
            say((v == by ? name(v) + " rally" : name(by) + ": the commander rallies " + name(v)) + ": rolls " + r
                    + " vs " + need + (ok ? ", rallies to " + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[v])
                    : ", fails"));
        }
        return true;
    }

    /** A reaction test (section 10.2): the quality die must exceed LV + TL (close formation -1); CL never changes. */
    boolean reaction(int u, int tl, String why) {
        int target = s.lv[u] + tl + closeTl(u);
        int r = roll(t.qualityDie[u]);
        if (engine.narrator != null) {
            say(name(u) + " reaction test (" + why + "): rolls " + r + " vs " + target + (r > target ? ", passes"
                    : ", fails"));
        }
        return r > target;
    }

    int closeTl(int u) {
        return s.formation[u] != SKIRMISH && t.type[u] != ARTILLERY ? t.closeTl : 0;
    }

    /** A confidence test at threat level tl (section 10.1); returns the levels lost and applies them. */
    int confidenceTest(int u, int tl, String why) {
        int target = s.lv[u] + tl;
        int r = roll(t.qualityDie[u]);
        int drop = HardtackDice.confidenceDrop(r, target);
        if (engine.narrator != null) {
            say(name(u) + " confidence test (" + why + "): rolls " + r + " vs " + target
                    + (drop == 0 ? ", holds" : ", loses " + drop));
        }
        if (drop > 0) {
            // Tested here, not only in dropConfidence: too big for C2 to inline, so a held test makes no call.
            dropConfidence(u, drop);
        }
        return drop;
    }

    void dropConfidence(int u, int drop) {
        if (drop <= 0) {
            return;
        }
        final int before = s.confidence[u];
        s.confidence(u, Math.min(ROUTED, s.confidence[u] + drop));
        if (before < BROKEN && s.confidence[u] >= BROKEN) {
            engine.observer.unitBroke(u, s.x[u], s.y[u]);
        }
        if (s.confidence[u] >= BROKEN) {
            s.formation[u] = SKIRMISH;
            s.travel(u, false);
            lines.changed(u);
            s.panicked(u, false);
        }
        if (engine.narrator != null) {
            say(name(u) + " is now " + HardtackCodes.CONFIDENCE_NAMES.get(s.confidence[u]));
        }
        if (t.type[u] == ARTILLERY && !s.gunLost(u) && before < BROKEN && s.confidence[u] >= BROKEN) {
            // Section 2.5: a broken crew must pass a reaction test to take its gun away; a routed crew abandons it.
            // Without a team the gun cannot be taken away (section 2.5 [D]).
            if (s.confidence[u] == ROUTED || s.teamLost[u] >= t.teamFigures || !movement.teamInReach(u)
                    || !reaction(u, t.brokenArtillery, "retreat with the gun")) {
                s.gunLost(u, true);
                s.ammo[u] = 0;
                if (engine.narrator != null) {
                    say(name(u) + " abandons its gun");
                }
            }
        } else if (t.type[u] == ARTILLERY && s.confidence[u] == ROUTED && !s.gunLost(u)) {
            s.gunLost(u, true);
            s.ammo[u] = 0;
            if (engine.narrator != null) {
                say(name(u) + " abandons its gun");
            }
        }
    }

    /**
     * The tests after a fire resolution (sections 8, 10.4): basic threat levels from the fired-on row (plus the
     * casualty modifier), more-than-survivors and leader; the highest, with the close-formation modifier.
     */
    void afterFire(int v, int row, int level, int results, boolean leaderHit) {
        if (!s.present(v) || s.confidence[v] >= ROUTED || t.type[v] == SHARPSHOOTER) {
            return;
        }
        int tl = fireTestTl(v, row, level, results, leaderHit);
        if (tl != Integer.MIN_VALUE) {
            confidenceTest(v, tl, results > 0 ? "casualties" : "fired on");
        }
    }

    /**
     * The threat level of v's test after a fire resolution with the given level and wound + kill results, or
     * Integer.MIN_VALUE for no test (section 10.4).
     */
    int fireTestTl(int v, int row, int level, int results, boolean leaderHit) {
        int mm = t.motivation[t.side[v]];
        int best = Integer.MIN_VALUE;
        if (level >= HardtackCodes.MINOR) {
            int b = t.threat[row][mm];
            if (results > 0) {
                b = (b == NTR ? 0 : b) + t.threat[HardtackTemplate.TL_CASUALTIES][mm];
            }
            if (b != NTR) {
                best = Math.max(best, b);
            }
        }
        if (results > s.fit[v] && t.threat[HardtackTemplate.TL_MORE_THAN_SURVIVORS][mm] != NTR) {
            best = Math.max(best, t.threat[HardtackTemplate.TL_MORE_THAN_SURVIVORS][mm]);
        }
        if (leaderHit && t.threat[HardtackTemplate.TL_LEADER][mm] != NTR) {
            best = Math.max(best, t.threat[HardtackTemplate.TL_LEADER][mm]);
        }
        if (best == Integer.MIN_VALUE) {
            return best;
        }
        if (t.untreatedRow) {
            best += t.threat[HardtackTemplate.TL_UNTREATED][mm] * s.wounded[v];
        }
        return best + closeTl(v);
    }

    /** Green units test for panic the first time they are fired on (section 10.6). */
    void panicCheck(int v) {
        if (!t.panicGreen || s.panicTested(v) || t.quality[v] != HardtackCodes.GREEN || !s.active(v)
                || t.type[v] == SHARPSHOOTER) {
            return;
        }
        s.panicTested(v, true);
        int r = roll(t.qualityDie[v]);
        int target = s.lv[v] + t.panicTl + closeTl(v);
        if (r <= target && s.confidence[v] < BROKEN) {
            s.panicked(v, true);
        }
        if (engine.narrator != null) {
            say(name(v) + " panic test: rolls " + r + " vs " + target + (s.panicked(v) ? ", panics" : ", steady"));
        }
    }

    /** Untrained units test for panic the first time an enemy is in sight (section 10.6), when they activate. */
    void untrainedPanicCheck(int u) {
        if (s.panicTested(u) || t.quality[u] != HardtackCodes.UNTRAINED) {
            return;
        }
        for (int v = 0; v < n; v++) {
            if (t.side[v] != t.side[u] && s.present(v) && lines.sees(u, v)) {
                s.panicTested(u, true);
                int r = roll(t.qualityDie[u]);
                int target = s.lv[u] + t.panicTl + closeTl(u);
                if (r <= target) {
                    s.panicked(u, true);
                }
                if (engine.narrator != null) {
                    say(name(u) + " sees the enemy, panic test: rolls " + r + " vs " + target
                            + (s.panicked(u) ? ", panics" : ", steady"));
                }
                return;
            }
        }
    }
}
