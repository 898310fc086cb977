package org.muster.rules.hardtack;

import static org.muster.rules.hardtack.HardtackCodes.ARTILLERY;
import static org.muster.rules.hardtack.HardtackCodes.CAVALRY;
import static org.muster.rules.hardtack.HardtackCodes.faces;

import java.util.Arrays;

/**
 * Hits and casualties (section 9): potential hits allocated to figures, wounds and kills, hits on horses, teams and
 * commanders, and the hits on detached elements (9.5 [D]).
 */
final class HardtackHits extends HardtackPhase {
    HardtackHits(HardtackPhase root) {
        super(root);
    }

    /**
     * What one resolution did to each eligible figure, packed in one int (scratch, all zero between resolutions):
     * the wound results in the low bits, {@link #KILLED} for a kill result, {@link #STRUCK} for any wound or kill
     * result. A figure index is below the eligible count, at most {@code MAX_FIGURES} fit and wounded figures plus
     * the two commanders (sized as twice that, a margin).
     */
    private final int[] marks = new int[HardtackTemplate.MAX_FIGURES * 2 + 2];
    private static final int KILLED_BIT = 16;
    private static final int STRUCK_BIT = 17;
    private static final int KILLED = 1 << KILLED_BIT;
    private static final int STRUCK = 1 << STRUCK_BIT;
    private static final int WOUNDS = KILLED - 1;

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

    /**
     * v's eligible figures (its fit and wounded, section 7.7 step 3) when no result of a small-arms fire at v can fall
     * on anyone but those figures now: no commander stands with it, it is not mounted cavalry (the horse may take a
     * result) nor a limbered gun with its team, and it is not a detached element fired at; else -1, and the fire
     * allocates by {@link #resolveHits}.
     */
    int plainEligible(int v) {
        if (s.detachedTarget == v || s.colonel[t.regiment[v]] == v || s.brigadier[t.brigade[v]] == v
                || t.type[v] == CAVALRY && s.mounted(v)
                || t.type[v] == ARTILLERY && s.limbered(v) && s.teamLost[v] < t.teamFigures) {
            return -1;
        }
        return s.fit[v] + s.wounded[v];
    }

    /**
     * {@link #resolveHits} for a plain target with its {@link #plainEligible} figures, the impact {@code imp} and
     * armour {@code armour} dice already shifted for cover (the fire's setup): the same dice in the same order and the
     * same results as there.
     */
    boolean resolvePlain(int u, int v, int hits, int imp, int armour, int eligible) {
        if (eligible == 0 || hits == 0) {
            return false;
        }
        final int fit0 = s.fit[v];
        final int allocFaces = faces(HardtackDice.nearestUpCount(eligible));
        final int killMultiple = t.killMultiple;
        final int woundsToKill = t.woundsToKill;
        int results = 0;
        int out = 0;
        int newDead = 0;
        int deadFit = 0;
        for (int h = 0; h < hits; h++) {
            // As allocateHits' loop with nothing to divert to.
            final int r = dice.roll(allocFaces) - 1;
            final int fig = r < eligible ? r : r % eligible;
            final int ri = roll(imp);
            final int ra = roll(armour);
            final int struck = (ra - ri) >>> 31;
            results += struck;
            final int newly = mark(fig, struck, (killMultiple * ra - ri) >>> 31, woundsToKill);
            final int fit = (fig - fit0) >>> 31;
            out += fit & newly;
            newDead += newly >>> 1;
            deadFit += fit & (newly >>> 1);
        }
        final boolean leaderHit = recordHits(u, v, hits, fit0, eligible, results, out, newDead, deadFit, 0, 0);
        if (out > 0) {
            engine.observer.figuresFell(v, s.x[v], s.y[v], out);
        }
        return leaderHit;
    }

    /**
     * A wound ({@code struck}) or kill ({@code killed}) result, each 0 or 1, on figure {@code fig} of this
     * resolution's {@link #marks}: returns 1 if it struck the figure for the first time in this resolution, plus 2
     * if it made the figure dead (a kill result, or woundsToKill wounds). Two wounds on one figure in one resolution
     * kill it (fire.wounds-to-kill), as does a kill result. A figure's mark only grows, so whether it is dead only
     * turns on, and a result on a figure already dead changes nothing the counts read.
     */
    private int mark(int fig, int struck, int killed, int woundsToKill) {
        final int before = marks[fig];
        final int after = (before + struck - killed) | (killed << KILLED_BIT) | (struck << STRUCK_BIT);
        marks[fig] = after;
        return (after ^ before) >>> STRUCK_BIT | (dead(after, woundsToKill) - dead(before, woundsToKill)) << 1;
    }

    /**
     * The end of an allocation (section 7.7 steps 3-4) of {@code hits} potential hits on v's {@code eligible}
     * figures, {@code fit0} of them fit, which struck {@code out} fit figures, killed {@code newDead} figures
     * ({@code deadFit} of them fit) and gave {@code results} wound and kill results: the counts written, the marks
     * cleared, the narration ({@code horses} and {@code team} figures down), the new leader. Returns whether the
     * leader became a casualty. The observer is not told.
     */
    private boolean recordHits(int u, int v, int hits, int fit0, int eligible, int results, int out, int newDead,
            int deadFit, int horses, int team) {
        // A fit figure struck is out of the fit, wounded unless dead; a wounded figure struck again and dead leaves
        // the wounded.
        final int newWounded = out - deadFit;
        s.fit(v, fit0 - out);
        s.wounded[v] += newWounded - (newDead - deadFit);
        s.dead[v] += newDead;
        s.kills[u] += out;
        if (out > 0 && fit0 == out) {
            // Sight and cover depend on positions, formations and presence only: a company losing figures but not
            // its last one leaves the caches valid (most fire resolutions), so only its end advances the epoch.
            lines.changed(v);
        }
        s.lastResults = results;
        final boolean leaderHit = fit0 > 0 && (marks[0] & STRUCK) != 0;
        Arrays.fill(marks, 0, eligible, 0);
        if (engine.narrator != null) {
            narrateHits(v, hits, newWounded, newDead, horses, team, leaderHit);
        }
        if (leaderHit && s.fit[v] > 0) {
            command.replaceLeader(v);
        }
        return leaderHit;
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
        final int allocFaces = faces(HardtackDice.nearestUpCount(eligible));
        final int armour = HardtackDice.shiftClosed(t.armourDie, armourShiftSteps);
        final int imp = HardtackDice.shiftClosed(impact, -HardtackDice.openOverflow(t.armourDie, armourShiftSteps));
        final int killMultiple = t.killMultiple;
        final int woundsToKill = t.woundsToKill;
        final boolean mountedTarget = t.type[v] == CAVALRY && s.mounted(v);
        final boolean teamTarget = t.type[v] == ARTILLERY && s.limbered(v) && s.teamLost[v] < t.teamFigures;
        // Whether a result may fall on someone other than v's figures (a commander, a horse, the team): when not,
        // which is most fire, the loop below takes no branch on the dice but its own count.
        final boolean divert = colonelFig >= 0 || brigadierFig >= 0 || mountedTarget || teamTarget;
        final int aimedFig = brigadierFig >= 0 ? brigadierFig : colonelFig >= 0 ? colonelFig : 0;
        // The horses and team figures the results fell on are what these counts gained (the narration's).
        final int unhorsed0 = s.unhorsed[v];
        final int teamLost0 = s.teamLost[v];
        int results = 0;
        // Counted as the results fall: fit figures struck (each one wounded or dead: out of the fit), figures dead,
        // fit figures dead.
        int out = 0;
        int newDead = 0;
        int deadFit = 0;
        for (int h = 0; h < hits; h++) {
            // (roll - 1) % eligible: the die has at least eligible faces up to a D12, so the division is rarely due.
            final int r = aimed ? 0 : dice.roll(allocFaces) - 1;
            final int fig = aimed ? aimedFig : r < eligible ? r : r % eligible;
            final int ri = roll(imp);
            final int ra = roll(armour);
            // HardtackDice.impactOutcome by the signs of the differences rather than by branches on the dice, which
            // no predictor can guess: struck (a wound or a kill) when the impact roll is above the armour roll,
            // killed when it is above killMultiple (at least 1) times it.
            final int struck = (ra - ri) >>> 31;
            final int killed = (killMultiple * ra - ri) >>> 31;
            if (divert && struck != 0) {
                if (fig == colonelFig) {
                    colonelHit = true;
                    continue;
                }
                if (fig == brigadierFig) {
                    brigadierHit = true;
                    continue;
                }
                if (teamTarget && fig < fit0 && s.teamLost[v] < t.teamFigures
                        && dice.roll(D6_FACES) >= t.horseHitMin) {
                    // A limbered gun's hit falls on the team (section 9.5 [D]).
                    s.teamLost[v]++;
                    continue;
                }
                if (mountedTarget && fig < fit0 && dice.roll(D6_FACES) >= t.horseHitMin) {
                    // The horse takes it: the rider is unhurt and on foot (section 9.4 [D]).
                    if (s.unhorsed[v] < fit0) {
                        s.unhorsed[v]++;
                    }
                    continue;
                }
            }
            results += struck;
            final int newly = mark(fig, struck, killed, woundsToKill);
            final int fit = (fig - fit0) >>> 31;
            out += fit & newly;
            newDead += newly >>> 1;
            deadFit += fit & (newly >>> 1);
        }
        final boolean leaderHit = recordHits(u, v, hits, fit0, eligible, results, out, newDead, deadFit,
                s.unhorsed[v] - unhorsed0, s.teamLost[v] - teamLost0);
        if (colonelHit) {
            command.colonelDown(v);
        }
        if (brigadierHit) {
            command.brigadierDown(v);
        }
        return leaderHit || colonelHit;
    }

    /** The narration of {@link #allocateHits}, out of line so that the allocation stays small enough to inline. */
    private void narrateHits(int v, int hits, int newWounded, int newDead, int horses, int team, boolean leaderHit) {
        say(name(v) + " takes " + hits + " potential hits: " + newWounded + " wounded, " + newDead + " dead ("
                + s.fit[v] + " fit)" + (horses > 0 ? ", " + horses + " horses down" : "")
                + (team > 0 ? ", " + team + " team horse figures down" : "")
                + (leaderHit ? ", leader down" : ""));
    }

    /** 1 when a figure's {@link #marks} say it is dead (a kill result, or woundsToKill wounds), else 0. */
    private static int dead(int mark, int woundsToKill) {
        return ((mark >>> KILLED_BIT) & 1) | ((woundsToKill - 1 - (mark & WOUNDS)) >>> 31);
    }
}
