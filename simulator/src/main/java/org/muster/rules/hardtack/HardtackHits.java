package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.faces;

/**
 * Hits and casualties (section 9): potential hits allocated to figures, wounds and kills, hits on horses, teams and
 * commanders, and the hits on detached elements (9.5 [D]).
 */
final class HardtackHits extends HardtackPhase {
    HardtackHits(HardtackPhase root) {
        super(root);
    }

    // Scratch, reused.
    private final int[] woundsThis = new int[HardtackTemplate.MAX_FIGURES * 2 + 2];
    private final boolean[] deadThis = new boolean[HardtackTemplate.MAX_FIGURES * 2 + 2];
    /**
     * The figures one resolution wounded or killed, in the order first hit: the resolution reads and clears only
     * these, so woundsThis and deadThis are all zero between resolutions, and its cost goes with the hits, not the
     * company's size.
     */
    private final int[] hitThis = new int[HardtackTemplate.MAX_FIGURES * 2 + 2];

    /**
     * Potential hits on v's detached element: impact against {@code detached.horse-armour} (cover-shifted as for
     * figures); each wound or kill result downs one horse figure (a team's figure: first one down, the team moves
     * {@code move.limbered-damaged}; a led horse: one rider fewer can remount).
     */
    void detachedHits(int u, int v, int hits, int impact, int armourShiftSteps) {
        final int armour = HardtackDice.shiftClosed(t.horseArmourDie, armourShiftSteps);
        final int imp = HardtackDice.shiftClosed(impact,
                -HardtackDice.openOverflow(t.horseArmourDie, armourShiftSteps));
        int down = 0;
        for (int h = 0; h < hits && movement.detachedFigures(v) > 0; h++) {
            int ri = roll(imp);
            int ra = roll(armour);
            if (HardtackDice.impactOutcome(ri, ra, t.killMultiple) == 0) {
                continue;
            }
            down++;
            if (t.type[v] == ARTILLERY) {
                s.teamLost[v]++;
            } else {
                s.horses[v]--;
                s.unhorsed[v]++;
            }
        }
        s.lastResults = down;
        if (engine.narrator != null) {
            say(movement.detachedName(v) + (t.type[v] == ARTILLERY ? " takes " : " take ") + hits
                    + " potential hits: " + down
                    + " horse figures down ("
                    + movement.detachedFigures(v) + " left)");
        }
    }

    /**
     * Potential hits on v (section 7.7 steps 3-4): each is allocated by the nearest die to the eligible figures (fit
     * first, the leader being figure 0, then untreated wounded), then impact against the cover-shifted armour (open
     * shift). Two wounds on one figure in one resolution kill it. Returns whether the leader became a casualty.
     */
    boolean resolveHits(int u, int v, int hits, int impact, int armourShiftSteps) {
        return resolveHits(u, v, hits, impact, armourShiftSteps, false);
    }

    /** As above; {@code aimed}: every hit goes to the regimental commander with v, or else v's leader (7.9). */
    boolean resolveHits(int u, int v, int hits, int impact, int armourShiftSteps, boolean aimed) {
        final int fitBefore = s.fit[v];
        final boolean leader = allocateHits(u, v, hits, impact, armourShiftSteps, aimed);
        if (s.fit[v] < fitBefore) {
            engine.observer.figuresFell(v, s.x[v], s.y[v], fitBefore - s.fit[v]);
        }
        return leader;
    }

    /** {@link #resolveHits(int, int, int, int, int, boolean)} without telling the observer. */
    private boolean allocateHits(int u, int v, int hits, int impact, int armourShiftSteps, boolean aimed) {
        if (s.detachedTarget == v) {
            detachedHits(u, v, hits, impact, armourShiftSteps);
            return false;
        }
        final int fit0 = s.fit[v];
        // The regimental commander standing with v is one more figure for allocation, after the wounded (10.5 [D]).
        final int colonelFig = s.colonel[t.regiment[v]] == v && fit0 > 0 ? fit0 + s.wounded[v] : -1;
        // So is the brigade commander, after him (0.4, 3.3 [D]).
        final int brigadierFig = s.brigadier[t.brigade[v]] == v && fit0 > 0
                ? fit0 + s.wounded[v] + (colonelFig >= 0 ? 1 : 0) : -1;
        final int eligible = fit0 + s.wounded[v] + (colonelFig >= 0 ? 1 : 0) + (brigadierFig >= 0 ? 1 : 0);
        if (eligible == 0 || hits == 0) {
            return false;
        }
        boolean colonelHit = false;
        boolean brigadierHit = false;
        final int allocFaces = faces(HardtackDice.nearestUp(eligible));
        final int armour = HardtackDice.shiftClosed(t.armourDie, armourShiftSteps);
        final int imp = HardtackDice.shiftClosed(impact, -HardtackDice.openOverflow(t.armourDie, armourShiftSteps));
        final int cap = Math.min(eligible, woundsThis.length);
        int hitCount = 0;
        int results = 0;
        int horses = 0;
        final boolean mountedTarget = t.type[v] == CAVALRY && s.mounted[v];
        final boolean teamTarget = t.type[v] == ARTILLERY && s.limbered[v] && s.teamLost[v] < t.teamFigures;
        int team = 0;
        for (int h = 0; h < hits; h++) {
            // (roll - 1) % eligible: the die has at least eligible faces up to a D12, so the division is rarely due.
            final int r = aimed ? 0 : dice.roll(allocFaces) - 1;
            int fig = aimed ? (brigadierFig >= 0 ? brigadierFig : colonelFig >= 0 ? colonelFig : 0)
                    : r < eligible ? r : r % eligible;
            int ri = roll(imp);
            int ra = roll(armour);
            int o = HardtackDice.impactOutcome(ri, ra, t.killMultiple);
            if (o == 0) {
                continue;
            }
            if (fig == colonelFig) {
                colonelHit = true;
                continue;
            }
            if (fig == brigadierFig) {
                brigadierHit = true;
                continue;
            }
            if (teamTarget && fig < fit0 && s.teamLost[v] < t.teamFigures && dice.roll(D6_FACES) >= t.horseHitMin) {
                // A limbered gun's hit falls on the team (section 9.5 [D]).
                s.teamLost[v]++;
                team++;
                continue;
            }
            if (mountedTarget && fig < fit0 && dice.roll(D6_FACES) >= t.horseHitMin) {
                // The horse takes it: the rider is unhurt and on foot (section 9.4 [D]).
                if (s.unhorsed[v] < fit0) {
                    s.unhorsed[v]++;
                    horses++;
                }
                continue;
            }
            results++;
            if (fig >= cap || deadThis[fig]) {
                continue;
            }
            if (woundsThis[fig] == 0) {
                hitThis[hitCount++] = fig;
            }
            if (o == 2) {
                deadThis[fig] = true;
            } else if (++woundsThis[fig] >= t.woundsToKill) {
                deadThis[fig] = true;
            }
        }
        int newDead = 0;
        int newWounded = 0;
        int out = 0;
        for (int k = 0; k < hitCount; k++) {
            final int i = hitThis[k];
            if (deadThis[i]) {
                newDead++;
                if (i < fit0) {
                    s.fit[v]--;
                    out++;
                } else {
                    s.wounded[v]--;
                }
                s.dead[v]++;
            } else if (woundsThis[i] > 0 && i < fit0) {
                s.fit[v]--;
                s.wounded[v]++;
                newWounded++;
                out++;
            }
        }
        s.kills[u] += out;
        if (out > 0 && s.fit[v] == 0) {
            // Sight and cover depend on positions, formations and presence only: a company losing figures but not
            // its last one leaves the caches valid (most fire resolutions), so only its end advances the epoch.
            lines.changed();
        }
        s.lastResults = results;
        boolean leaderHit = fit0 > 0 && (deadThis[0] || woundsThis[0] > 0);
        for (int k = 0; k < hitCount; k++) {
            woundsThis[hitThis[k]] = 0;
            deadThis[hitThis[k]] = false;
        }
        if (engine.narrator != null) {
            say(name(v) + " takes " + hits + " potential hits: " + newWounded + " wounded, " + newDead + " dead ("
                    + s.fit[v] + " fit)" + (horses > 0 ? ", " + horses + " horses down" : "")
                    + (team > 0 ? ", " + team + " team horse figures down" : "")
                    + (leaderHit ? ", leader down" : ""));
        }
        if (leaderHit && s.fit[v] > 0) {
            command.replaceLeader(v);
        }
        if (colonelHit) {
            command.colonelDown(v);
        }
        if (brigadierHit) {
            command.brigadierDown(v);
        }
        return leaderHit || colonelHit;
    }
}
