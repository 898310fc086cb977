package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.AMMO_ROLLED;
import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.AVD;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.COLUMN;
import static org.muster.rules.jacobite.JacobiteCodes.DISMOUNTED;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FIRED_AT;
import static org.muster.rules.jacobite.JacobiteCodes.GET_IN_THERE;
import static org.muster.rules.jacobite.JacobiteCodes.GONE;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.LOADED;
import static org.muster.rules.jacobite.JacobiteCodes.LOWLAND_HORSE;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.ROAD;
import static org.muster.rules.jacobite.JacobiteCodes.ROUTED;
import static org.muster.rules.jacobite.JacobiteCodes.UNDER_FIRE_ONCE;

/**
 * Fire (A6) of a {@code jacobite45} battle: fire-table rows and columns, ranges, volleys, ammunition, the d20 fire and
 * its saves, and the removal of figures and of units that leave the field.
 */
public final class Fire extends Phase {
    Fire(JacobiteEngine engine) {
        super(engine);
    }

    /** Fire-table row of a unit (A6.3), for gun rows the ball or case row. */
    public int fireRow(int u, boolean useCase) {
        switch (s.type[u]) {
            case REGULAR_FOOT:
                return s.government[u] ? JacobiteCodes.ROW_BRITISH : JacobiteCodes.ROW_FRENCH;
            case MILITIA_FOOT:
                return s.government[u] ? JacobiteCodes.ROW_BRITISH_MILITIA : JacobiteCodes.ROW_LOWLAND_MILITIA;
            case HIGHLAND_FOOT:
                return JacobiteCodes.ROW_CLAN;
            case ARTILLERY:
                return useCase ? JacobiteCodes.ROW_CASE : JacobiteCodes.ROW_BALL;
            default:
                return s.formation[u] == DISMOUNTED ? JacobiteCodes.ROW_MUSKET : JacobiteCodes.ROW_PISTOL;
        }
    }

    /** Maximum range of a unit's fire (A5 chart). */
    public double range(int u, boolean useCase) {
        switch (s.type[u]) {
            case HIGHLAND_FOOT:
                return t.rangeClan;
            case ARTILLERY:
                return useCase ? t.rangeCase : t.rangeBall;
            case REGULAR_FOOT:
            case MILITIA_FOOT:
                return t.rangeMusket;
            default:
                return s.formation[u] == DISMOUNTED ? t.rangeMusket : t.rangePistol;
        }
    }

    /** Whether u may fire at v now (range, arc, sight, ammunition, loaded gun, not in a melee). */
    public boolean canFire(int u, int v, boolean useCase) {
        return fireReach(u, v, useCase) && sight.sight(u, v);
    }

    /**
     * {@link #canFire} but for the line of sight: {@code canFire(u, v, c) == fireReach(u, v, c) && sight(u, v)}. A
     * player that scores targets can test the sight, the dearest part, only for a target that would win.
     */
    public boolean fireReach(int u, int v, boolean useCase) {
        if (s.meleeWith[v] >= 0 || s.meleeWith[u] >= 0 || s.has(u, GONE)) {
            return false;
        }
        if (s.type[u] == ARTILLERY) {
            if (!s.has(u, LOADED) || s.formation[u] == ROAD) {
                return false;
            }
        } else if (useCase) {
            return false;
        }
        if (hasNoAmmo(u, useCase)) {
            return false;
        }
        final double d = sight.distance(u, v);
        return d <= range(u, useCase) + 1e-9 && sight.cosOff(u, v, d) >= t.cosArc - 1e-12;
    }

    /** True only once the ammunition has been rolled and is spent. */
    public boolean hasNoAmmo(int u, boolean useCase) {
        if (!s.has(u, AMMO_ROLLED)) {
            return false;
        }
        if (s.type[u] == ARTILLERY) {
            return (useCase ? s.ammoCase[u] : s.ammoBall[u]) <= 0;
        }
        return s.ammo[u] <= 0;
    }

    /** Fire-table column 1-6 of v as a target of u (A6.2): formation + cover + 1, one left if in column. */
    public int fireColumn(int u, int v) {
        int col = JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) + sight.cover(v, u) + 1;
        if (s.formation[v] == COLUMN) {
            col -= t.columnShift;
        }
        return Math.max(1, Math.min(JacobiteCodes.COLUMNS, col));
    }

    /**
     * Whether u's fire at v would be a volley (A6.5 [S p.4]: "regulars and militia may fire a volley"): a formed unit
     * of the regular or militia class that fires muskets (foot, and cavalry dismounted: troopers are regulars, Lowland
     * Horse militia, A2) within volley range. Clans (neither regular nor militia), guns and mounted pistols do not.
     */
    public boolean volleys(int u, int v, boolean allowed) {
        return allowed && volleyArm(u) && !s.has(u, DISORDERED | BROKEN)
                && sight.distance(u, v) <= t.rangeVolley + 1e-9;
    }

    /** Whether u's arm may volley at all (A6.5): regular or militia foot, or cavalry of either class dismounted. */
    public boolean volleyArm(int u) {
        final int ty = s.type[u];
        if (ty == REGULAR_FOOT || ty == MILITIA_FOOT) {
            return true;
        }
        return JacobiteCodes.isCavalry(ty) && s.formation[u] == DISMOUNTED && (s.cls[u] == REGULAR
                || s.cls[u] == MILITIA);
    }

    /** The modified total T of u firing at v (A6.3, A6.4). */
    public int fireTotal(int u, int v, boolean useCase, boolean volley) {
        int total = t.fireTable[fireRow(u, useCase)][fireColumn(u, v) - 1];
        if (volley) {
            total += s.cls[u] == MILITIA ? t.militiaVolley : t.regularVolley;
        }
        final int arc = sight.arcOf(u, v);
        total += arc == 1 ? t.fireFlank : arc == 2 ? t.fireRear : 0;
        if (s.elite[u]) {
            total += t.fireElite;
        }
        if (sight.isMounted(v)) {
            total += t.fireMountedTarget;
        }
        if (s.poor[u]) {
            total += t.firePoor;
        }
        return total;
    }

    /** d20 rolled at full effect (A6.1, A6.6): front-rank figures, or crew times ball / case dice. */
    public int fireDice(int u, boolean useCase) {
        if (s.type[u] == ARTILLERY) {
            return s.figures[u] * (useCase ? t.caseDice : t.ballDice);
        }
        return sight.frontFigures(u);
    }

    /** Expected casualties of u firing at v now (for players): dice x P(hit) x P(unsaved), at the unit's effect. */
    public double expectedFire(int u, int v, boolean useCase) {
        final int total = fireTotal(u, v, useCase, volleys(u, v, true));
        return fireDice(u, useCase) * sight.effect(u) * JacobiteOdds.pHit(total, t.fireOrEqual, t.fireSides)
                * JacobiteOdds.pUnsaved(t.saveFrom, t.saveSides);
    }

    /**
     * u fires at v (A6): d20 per front-rank figure (crew for guns) at {@code factor} effect, hits below the total,
     * saves on 5-6. Uses a round of ammunition (rolled the first time, A6.7); a gun is then unloaded. Without
     * {@code reaction}, the target tests morale when the fire triggers it (A9.1: clans first under fire, units below
     * half strength that took casualties). Returns the casualties.
     */
    int fire(final int u, final int v, final boolean useCase, final double factor, final boolean volleyAllowed,
            final boolean reaction) {
        rollAmmo(u);
        if (s.type[u] == ARTILLERY) {
            if (useCase) {
                s.ammoCase[u]--;
            } else {
                s.ammoBall[u]--;
            }
            s.status[u] &= ~LOADED;
        } else {
            s.ammo[u]--;
        }
        final boolean volley = volleys(u, v, volleyAllowed);
        final int total = fireTotal(u, v, useCase, volley);
        final int nDice = scaleDice(fireDice(u, useCase), factor);
        // A hit is a roll under `below`; counted by the sign of r - below, with no branch on the die (a branch the
        // predictor cannot know costs more than the draw).
        final int below = t.fireOrEqual ? total + 1 : total;
        int hits = 0;
        for (int i = 0; i < nDice; i++) {
            hits += (dice.roll(t.fireSides) - below) >>> 31;
        }
        final int cas = saves(hits);
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " fires" + (volley ? " a volley" : "") + " at "
                    + t.label(v) + ": column " + fireColumn(u, v) + ", total " + total + ", " + nDice
                    + " d" + t.fireSides + ", " + hits + " hits, " + cas + " casualties");
        }
        s.status[v] |= FIRED_AT;
        final int taken = removeFigures(v, cas, u);
        if (!reaction && s.present(v)) {
            final boolean firstFire = s.type[v] == HIGHLAND_FOOT && !s.has(v, UNDER_FIRE_ONCE);
            final boolean weak = taken > 0 && belowHalf(v);
            if (firstFire || weak) {
                morale.moraleTest(v, morale.baseMorale(v, -1),
                        firstFire ? "first time under fire" : "below half strength");
            }
        }
        if (s.type[v] == HIGHLAND_FOOT) {
            s.status[v] |= UNDER_FIRE_ONCE;
        }
        return taken;
    }

    private void rollAmmo(int u) {
        if (s.has(u, AMMO_ROLLED)) {
            return;
        }
        s.status[u] |= AMMO_ROLLED;
        switch (s.type[u]) {
            case HIGHLAND_FOOT:
                s.ammo[u] = dice.roll(t.ammoHighland);
                break;
            case LOWLAND_HORSE:
                s.ammo[u] = dice.roll(t.ammoLowlandHorse);
                break;
            case ARTILLERY:
                if (s.government[u]) {
                    s.ammoBall[u] = sumDice(t.ammoGovBall, t.ammoFaces[AVD]);
                    s.ammoCase[u] = sumDice(t.ammoGovCase, t.ammoFaces[AVD]);
                } else {
                    s.ammoBall[u] = sumDice(t.ammoJacBall, t.ammoFaces[JacobiteCodes.D6]);
                    s.ammoCase[u] = sumDice(t.ammoJacCase, t.ammoFaces[JacobiteCodes.D6]);
                }
                break;
            default:
                s.ammo[u] = rollDie(t.ammoFaces[AVD]) + t.ammoBonus;
                break;
        }
        if (narrator != null) {
            narrator.event("  " + t.label(u) + " ammunition: " + (s.type[u] == ARTILLERY ? s.ammoBall[u]
                    + " ball, " + s.ammoCase[u] + " case" : s.ammo[u] + " rounds"));
        }
    }

    /** Saves (A6.1): one d6 per hit, save.from or more saves. Returns the unsaved hits. */
    int saves(int hits) {
        int cas = 0;
        for (int i = 0; i < hits; i++) {
            cas += (dice.roll(t.saveSides) - t.saveFrom) >>> 31;
        }
        return cas;
    }

    /** Removes up to {@code cas} figures of v (A2: crew for guns), crediting u; a unit with none left is gone. */
    int removeFigures(int v, int cas, int u) {
        final int taken = Math.min(cas, s.figures[v]);
        s.figures[v] -= taken;
        s.killed[v] += taken;
        if (taken > 0) {
            sight.changed();
            observer.figuresFell(v, s.x[v], s.y[v], taken);
        }
        if (u >= 0) {
            s.kills[u] += taken;
        }
        if (s.figures[v] == 0 && s.present(v)) {
            remove(v, false);
        }
        return taken;
    }

    private boolean belowHalf(int v) {
        return s.figures[v] < t.halfStrength * s.start[v] - 1e-9;
    }

    /** Takes a unit off the table: wiped out, or routed. Ends its melee; its personality joins the nearest friend. */
    void remove(int v, boolean routed) {
        observer.unitBroke(v, s.x[v], s.y[v]);
        s.status[v] |= GONE | (routed ? ROUTED : 0);
        s.status[v] &= ~(GET_IN_THERE | DISORDERED);
        sight.changed();
        melee.endMelee(v);
        for (int p = 0; p < t.personalityHost.length; p++) {
            if (s.personalityHost[p] == v) {
                int best = -1;
                double bd = Double.MAX_VALUE;
                for (int w = 0; w < n; w++) {
                    if (t.side[w] == t.side[v] && s.present(w)) {
                        final double d = sight.distance(v, w);
                        if (d < bd) {
                            bd = d;
                            best = w;
                        }
                    }
                }
                s.personalityHost[p] = best;
            }
        }
        if (narrator != null) {
            narrator.event("  " + t.label(v) + (routed ? " routs and leaves the field" : " is wiped out"));
        }
    }
}
