package org.muster.rules.acw;

import org.muster.engine.TerrainKind;
import org.muster.rules.battle.Compass;

/**
 * Fire (B5, Simon's system): who may fire or aim at whom, casualty points RF x I x N kept whole, the kill dice with
 * their remainder roll, the modifiers, and the men they hit; loading and revolvers (B3 [D]).
 */
public final class Fire extends AcwPhase {
    Fire(AcwTemplate t, AcwState s, Sightlines sight, Report report) {
        super(t, s, sight, report);
    }

    /** Whether the unit's weapon can take a Load action: not full, and (guns) unlimbered. */
    public boolean canLoad(int u) {
        if (t.type[u] == AcwCodes.ARTILLERY && s.isLimbered(u)) {
            return false;
        }
        final int full = t.weapon[u] == AcwCodes.PISTOL && t.revolver ? t.revolverShots : 1;
        return s.loaded[u] < full;
    }

    void load(int u) {
        if (t.weapon[u] == AcwCodes.PISTOL && t.revolver) {
            if (s.progressAction[u] != AcwCodes.LOAD) {
                s.progressAction[u] = AcwCodes.LOAD;
                s.progress[u] = 0;
            }
            if (++s.progress[u] >= t.revolverReload) {
                s.progress[u] = 0;
                s.progressAction[u] = AcwCodes.HOLD;
                s.loaded[u] = t.revolverShots;
                report.say(u, "reloads revolvers");
            } else {
                report.say(u, "reloading revolvers");
            }
            return;
        }
        s.loaded[u] = 1;
        report.say(u, "loads");
    }

    /** Whether u can fire at (or aim at) v now: loaded, in range, line of sight, stance and arc allow. */
    public boolean canFire(final int u, final int v) {
        return canFireBarSight(u, v) && sight.lineOfSight(u, v);
    }

    /** Everything {@link #canFire} checks except line of sight, the costly part (players check sight last). */
    public boolean canFireBarSight(final int u, final int v) {
        if (!sight.isEnemy(u, v) || s.loaded[u] <= 0 || s.contact[v] >= 0) {
            return false;
        }
        final int w = t.weapon[u];
        if (s.isMounted(u) && w != AcwCodes.PISTOL) {
            return false;
        }
        if (w == AcwCodes.GUN) {
            if (s.isLimbered(u)) {
                return false;
            }
            if (Compass.angleBetween(s.facing[u], Compass.bearing(s.x[u], s.y[u], s.x[v], s.y[v])) > t.gunArc) {
                return false;
            }
        }
        // RF is 0 at the maximum range (B5), so a shot needs R below it.
        return sight.range(u, v) < t.maxRange[w];
    }

    /** CP of u firing at v with I increments (B5): RF x I x N, N = men standing, exactly (17.5 stays 17.5). */
    public double casualtyPoints(int u, int v, int increments) {
        return (double) cpNumerator(u, v, increments) / cpDenominator(u);
    }

    /** CP of u firing at v with I increments times {@link #cpDenominator} of u: a whole number (B5). */
    int cpNumerator(int u, int v, int increments) {
        final int w = t.weapon[u];
        return AcwOdds.cpNumerator(t.maxRange[w], sight.range(u, v), increments, s.standing[u], t.rfAtZero,
                t.scaledRf(w));
    }

    /** The denominator of u's CP (the weapon's maximum range under the scaled RF, else 1). */
    int cpDenominator(int u) {
        final int w = t.weapon[u];
        return AcwOdds.cpDenominator(t.maxRange[w], t.scaledRf(w));
    }

    /** The total kill-die modifier of fire from u at v (B5, with the [D] sign readings). */
    public int killDieModifier(int u, int v) {
        int m = 0;
        final int cover = sight.coverOf(v, u);
        if (cover == TerrainKind.COVER_HARD) {
            m += t.coverHard;
        } else if (cover == TerrainKind.COVER_SOFT) {
            m += t.coverSoft;
        }
        if (s.isProne(v)) {
            m += t.proneModifier;
        }
        if (t.quality[v] == AcwCodes.VETERAN) {
            m += t.veteranModifier;
        }
        if (t.targetGreenReading) {
            if (t.quality[v] == AcwCodes.GREEN) {
                m -= t.greenModifier;
            }
        } else if (t.quality[u] == AcwCodes.GREEN) {
            m += t.greenModifier;
        }
        return m;
    }

    void fire(final int u, final int v, final int inc, final boolean free) {
        final int cp = cpNumerator(u, v, inc);
        final int den = cpDenominator(u);
        final int mod = killDieModifier(u, v);
        if (report.on()) {
            report.event(t.unitName(u) + (free ? " free-fires at " : " fires at ") + t.unitName(v) + ": R "
                    + sight.range(u, v) + "\", I " + inc + ", N " + s.standing[u] + ", CP " + AcwOdds.cpText(cp, den)
                    + ", modifier " + mod);
        }
        final int k = killDiceFor(cp, den);
        applyKillDice(u, v, k, mod, true);
    }

    /** Kill dice for a whole number of CP (B5 [S p.3]): one per full cp-per-die, plus a d100 for the remainder. */
    int killDiceFor(final int cp) {
        return killDiceFor(cp, 1);
    }

    /**
     * Kill dice for CP = {@code cp / den} points (B5 [S p.3]): one per full cp-per-die, plus one more when a roll
     * falls within the remainder, kept whole: a d100 at or under it when the remainder is a whole number of points
     * (the seed's roll), else one of cp-per-die x den faces at or under the remainder times den (17.5 CP: a roll of
     * 1-420 of 2400, exactly 17.5%).
     */
    int killDiceFor(final int cp, final int den) {
        final int per = t.cpPerDie * den;
        int k = cp / per;
        final int rem = cp % per;
        if (rem > 0) {
            final boolean whole = rem % den == 0;
            final int faces = whole ? t.cpPerDie : per;
            final int under = whole ? rem / den : rem;
            final int r = s.dice.roll(faces);
            // One more die when r <= under, counted by the sign of r - under - 1: no branch on the die.
            k += (r - under - 1) >>> 31;
            if (report.on()) {
                report.event("  remainder " + AcwOdds.cpText(rem, den) + "%: rolled " + r + (whole ? "" : " of "
                        + faces + " (at or under " + under + ")") + (r <= under ? ", one more kill die" : ""));
            }
        }
        return k;
    }

    /** One kill die with a total modifier: a result code of {@link AcwCodes} (B5 [S p.3]). */
    int rollKillDie(final int mod) {
        final int r = s.dice.roll(t.killDieSides);
        // AcwOdds.killDieResult(r + mod, ...), tabled by the template; the clamp is Math.min/max, not a branch.
        final int res = t.killDieCode[Math.min(Math.max(r + mod, 1), t.killDieSides)];
        if (report.on()) {
            report.event("  kill die " + r + (mod != 0 ? (mod > 0 ? "+" : "") + mod : "") + ": "
                    + (res == AcwCodes.KILLED ? "killed" : res == AcwCodes.OUT_OF_ACTION ? "out of action"
                            : "no effect"));
        }
        return res;
    }

    /** Rolls k kill dice by u at v and applies them; returns men hit. Dice stop when v has no man standing. */
    int applyKillDice(final int u, final int v, final int k, final int mod, final boolean byFire) {
        int hit = 0;
        for (int i = 0; i < k && s.standing[v] > 0; i++) {
            final int res = rollKillDie(mod);
            // KILLED (2) and OUT_OF_ACTION (1) counted from the code itself, no branch on the die's result.
            final int killed = res >> 1;
            final int out = res & 1;
            s.standing[v] -= killed + out;
            s.killed[v] += killed;
            s.outOfAction[v * AcwState.OA_WIDTH] += out;
            s.down[v] += out;
            hit += killed + out;
        }
        if (hit > 0) {
            report.observer.figuresFell(v, s.x[v], s.y[v], hit);
            if (s.standing[v] == 0) {
                sight.figuresChanged();
                report.observer.unitBroke(v, s.x[v], s.y[v]);
            }
            s.kills[u] += hit;
            if (byFire) {
                s.status[v] |= AcwCodes.HIT_THIS_PHASE;
            }
        }
        return hit;
    }
}
