package org.muster.rules.acw;

import org.muster.engine.TerrainKind;
import org.muster.rules.battle.Compass;

/**
 * Charges and close combat (B4, B7): who may charge, the charge with its morale test and free fire, pursuit of
 * routers, CQC rounds with their modifiers, and the free attack on a unit that breaks.
 */
public final class Melee extends AcwPhase {
    private final Fire fire;
    private final Morale morale;

    Melee(AcwTemplate t, AcwState s, Sightlines sight, Report report, Fire fire, Morale morale) {
        super(t, s, sight, report);
        this.fire = fire;
        this.morale = morale;
    }

    /** The charge reach of u this increment (B4 [S p.2]): infantry 6", mounted cavalry 12"; guns never charge. */
    public double chargeReach(int u) {
        if (t.type[u] == AcwCodes.ARTILLERY) {
            return 0;
        }
        return t.type[u] == AcwCodes.CAVALRY && s.isMounted(u) ? t.chargeCavalry : t.chargeInfantry;
    }

    /**
     * Whether u can charge v now (B4 [D]: the target within one increment's charge distance, in sight). A charge is a
     * move: one that crosses rough ground on its way to the contact point loses the rough-ground inches as every
     * other move does (B4 [S p.2]), and none crosses impassable ground.
     */
    public boolean canCharge(final int u, final int v) {
        if (!sight.isEnemy(u, v) || s.isProne(u) || s.contact[v] >= 0 || t.type[u] == AcwCodes.ARTILLERY) {
            return false;
        }
        final double d = sight.distance(u, v);
        if (d > chargeReach(u) || !sight.lineOfSight(u, v)) {
            return false;
        }
        final double back = Math.min(t.contactInches, d);
        final double f = d == 0 ? 0 : back / d;
        final double cx = s.x[v] + (s.x[u] - s.x[v]) * f;
        final double cy = s.y[v] + (s.y[u] - s.y[v]) * f;
        final int cls = sight.worstAlong(s.x[u], s.y[u], s.x[v], s.y[v]);
        if (cls >= AcwCodes.IMPASSABLE) {
            return false;
        }
        return cls != AcwCodes.ROUGH || d <= chargeReach(u) - t.roughPenalty
                || sight.worstAlong(s.x[u], s.y[u], cx, cy) != AcwCodes.ROUGH;
    }

    void charge(final int u, final int v) {
        final double d = sight.distance(u, v);
        final double back = Math.min(t.contactInches, d);
        final double cx = s.x[v] + (s.x[u] - s.x[v]) * (d == 0 ? 0 : back / d);
        final double cy = s.y[v] + (s.y[u] - s.y[v]) * (d == 0 ? 0 : back / d);
        s.facing[u] = Compass.bearing(s.x[u], s.y[u], s.x[v], s.y[v]);
        s.x[u] = (s.x[u] + cx) / 2;
        s.y[u] = (s.y[u] + cy) / 2;
        sight.moved(u);
        if (report.on()) {
            report.event(t.unitName(u) + " charges " + t.unitName(v) + " and reaches the halfway point");
        }
        if ((s.status[v] & AcwCodes.ROUTING) != 0) {
            // Pursuit: contact with a router gives a free attack unless friends shield it.
            s.x[u] = cx;
            s.y[u] = cy;
            sight.moved(u);
            if (shielded(v)) {
                report.say(v, "is shielded by friends from the pursuit");
            } else {
                freeAttack(u, v, true);
            }
            return;
        }
        if (!morale.moraleTest(v, "charged")) {
            s.status[v] |= AcwCodes.TURNED;
            s.x[u] = cx;
            s.y[u] = cy;
            sight.moved(u);
            freeAttack(u, v, true);
            morale.startRout(v);
            return;
        }
        // Passed: one-increment free fire (I = 1) at the attackers, on the attacker's card.
        if (fire.canFire(v, u)) {
            final int before = s.standing[u];
            s.loaded[v]--;
            fire.fire(v, u, 1, true);
            if (s.standing[u] == 0) {
                return;
            }
            if (s.standing[u] < before) {
                // This test is the charge's (B7); the end-of-phase fire trigger (B8 [D]) does not test again.
                s.status[u] &= ~AcwCodes.HIT_THIS_PHASE;
                if (!morale.moraleTest(u, "casualties from free fire")) {
                    morale.startRout(u);
                    return;
                }
            }
        }
        s.x[u] = cx;
        s.y[u] = cy;
        sight.moved(u);
        s.contact[u] = v;
        s.contact[v] = u;
        s.status[u] |= AcwCodes.ATTACKER | AcwCodes.CHARGING;
        s.aimCount[v] = 0;
        s.aimTarget[v] = -1;
        final double off = Compass.angleBetween(s.facing[v], Compass.bearing(s.x[v], s.y[v], s.x[u], s.y[u]));
        s.contactArc[u] = (s.status[v] & AcwCodes.TURNED) != 0 || off > t.rearDegrees ? 2 : off > t.flankDegrees
                ? 1 : 0;
        cqcRound(u, v);
    }

    boolean shielded(int v) {
        for (int w = 0; w < n; w++) {
            if (w != v && t.side[w] == t.side[v] && s.standing[w] > 0
                    && (s.status[w] & (AcwCodes.ROUTING | AcwCodes.FLED)) == 0
                    && sight.distance(v, w) <= t.shieldInches) {
                return true;
            }
        }
        return false;
    }

    /** CQC base value per figure (B7 [S p.4]): cavalry means mounted; dismounted troopers and gunners are foot. */
    public int cqcBase(int a, int d) {
        final boolean cavA = t.type[a] == AcwCodes.CAVALRY && s.isMounted(a);
        final boolean cavD = t.type[d] == AcwCodes.CAVALRY && s.isMounted(d);
        return cavA == cavD ? (cavA ? t.baseCavalry : t.baseInfantry) : t.baseMixed;
    }

    /** The attacker's CQC modifier total against d (B7 [S p.4]); {@code rear} adds the rear attack. */
    public int attackerModifiers(int a, int d, boolean charging, int arc) {
        int m = t.qualityEdge(t.quality[a], t.quality[d]);
        if (s.isMounted(a)) {
            m += t.cqcMounted;
        }
        if (charging) {
            m += t.cqcCharging;
        }
        if (arc == 2) {
            m += t.cqcRear;
        } else if (arc == 1) {
            m += t.cqcFlank;
        }
        if (s.isProne(d)) {
            m += t.cqcDefenderProne;
        }
        return m;
    }

    /** The defender's CQC modifier total against a (B7 [S p.4]). */
    public int defenderModifiers(int d, int a) {
        int m = t.qualityEdge(t.quality[d], t.quality[a]);
        if (s.isMounted(d)) {
            m += t.cqcMounted;
        }
        if (t.table.heightAt(s.x[d], s.y[d]) > t.table.heightAt(s.x[a], s.y[a])) {
            m += t.cqcUphill;
        }
        final int cover = sight.coverOf(d, a);
        if (cover == TerrainKind.COVER_HARD) {
            m += t.cqcHardCover;
        } else if (cover == TerrainKind.COVER_SOFT) {
            m += t.cqcSoftCover;
        }
        return m;
    }

    /** A free attack (B7 [D]): the attacker's normal modifiers plus rear attack against 0; the defender causes none. */
    void freeAttack(final int a, final int d, final boolean charging) {
        final int mod = attackerModifiers(a, d, charging, 2);
        final int per = cqcBase(a, d) + mod;
        final int pts = per * AcwOdds.counted(s.standing[a], s.standing[d], t.maxRatio);
        if (report.on()) {
            report.event(t.unitName(a) + " makes a free attack on " + t.unitName(d) + ": modifiers " + mod + ", "
                    + per + " per figure, " + pts + " points");
        }
        fire.applyKillDice(a, d, fire.killDiceFor(pts), 0, false);
    }

    /** One CQC round between attacker a and defender d in contact, then both test morale (B7). */
    void cqcRound(final int a, final int d) {
        final boolean charging = (s.status[a] & AcwCodes.CHARGING) != 0;
        s.status[a] &= ~AcwCodes.CHARGING;
        final int modA = attackerModifiers(a, d, charging, s.contactArc[a]);
        final int modD = defenderModifiers(d, a);
        final int base = cqcBase(a, d);
        final int diff = modA > modD ? modA - modD : modD - modA;
        final int perA = modA > modD ? base + diff : base;
        final int perD = modD > modA ? base + diff : base;
        final int ptsA = perA * AcwOdds.counted(s.standing[a], s.standing[d], t.maxRatio);
        final int ptsD = perD * AcwOdds.counted(s.standing[d], s.standing[a], t.maxRatio);
        if (report.on()) {
            report.event("CQC " + t.unitName(a) + " v " + t.unitName(d) + ": modifiers " + modA + " v " + modD
                    + ", per figure " + perA + " v " + perD + ", points " + ptsA + " v " + ptsD);
        }
        final int diceA = fire.killDiceFor(ptsA);
        final int diceD = fire.killDiceFor(ptsD);
        fire.applyKillDice(a, d, diceA, 0, false);
        fire.applyKillDice(d, a, diceD, 0, false);
        if (s.standing[a] == 0 || s.standing[d] == 0) {
            s.contact[a] = -1;
            s.contact[d] = -1;
            s.status[a] &= ~AcwCodes.ATTACKER;
            if (s.standing[a] > 0 && s.standing[d] == 0) {
                report.say(d, "is overrun");
            } else if (s.standing[d] > 0) {
                report.say(a, "is cut down");
            }
            return;
        }
        final boolean passA = morale.moraleTest(a, "after CQC");
        final boolean passD = morale.moraleTest(d, "after CQC");
        if (passA && passD) {
            return;
        }
        if (!passA && !passD) {
            morale.startRout(a);
            morale.startRout(d);
            return;
        }
        final int loser = passA ? d : a;
        final int winner = passA ? a : d;
        s.status[loser] |= AcwCodes.TURNED;
        s.contact[a] = -1;
        s.contact[d] = -1;
        s.status[a] &= ~AcwCodes.ATTACKER;
        freeAttack(winner, loser, false);
        morale.startRout(loser);
    }
}
