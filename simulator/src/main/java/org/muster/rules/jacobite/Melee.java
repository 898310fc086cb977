package org.muster.rules.jacobite;

import static org.muster.rules.jacobite.JacobiteCodes.ACTED;
import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.BROKEN;
import static org.muster.rules.jacobite.JacobiteCodes.DISORDERED;
import static org.muster.rules.jacobite.JacobiteCodes.FACED_CLANS;
import static org.muster.rules.jacobite.JacobiteCodes.FOUGHT;
import static org.muster.rules.jacobite.JacobiteCodes.GONE;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;

/**
 * Charges and melee (A8) of a {@code jacobite45} battle: charge reach and its exact odds, the charge sequence
 * (reaction fire, tests of charger and defender, contact), melees of several units (A8.3 [D]) with their rounds,
 * pooled dice, pairing and shared casualties.
 */
public final class Melee extends Phase {
    private final int[] bufA = new int[JacobiteTemplate.MAX_UNITS * JacobiteTemplate.MAX_FIGURES + 8];
    private final int[] bufB = new int[JacobiteTemplate.MAX_UNITS * JacobiteTemplate.MAX_FIGURES + 8];
    /** Melee scratch by unit: dice rolled, modifier, opponent, casualty share and remainder (A8.2, A8.3). */
    private final int[] mDice = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mMod = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mOpp = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] mShare = new int[JacobiteTemplate.MAX_UNITS];
    private final long[] mRem = new long[JacobiteTemplate.MAX_UNITS];
    /** The units of the melee being fought, side A's first. */
    private final int[] mUnits = new int[JacobiteTemplate.MAX_UNITS];
    private final int[] moveRoll = new int[16];
    /**
     * The unit making the charge being resolved (A8.1), from its contact to the melee or its end; -1 otherwise. Lives
     * only inside the resolution of one order, which is not a point a battle is copied at.
     */
    int chargingUnit = -1;
    /** Charges that fell short (A8.1) since the engine was made (for the test of the charge odds). */
    long chargesShort;

    Melee(JacobiteEngine engine) {
        super(engine);
    }

    /**
     * Unit v leaves its melee (A8.3): units that were fighting it turn to another enemy unit of the melee, and leave
     * too when there is none; a melee of one against one ends.
     */
    void endMelee(int v) {
        final int id = s.meleeId[v];
        final int w = s.meleeWith[v];
        clearMelee(v);
        if (id < 0) {
            if (w >= 0) {
                clearMelee(w);
            }
            return;
        }
        for (int x = 0; x < n; x++) {
            if (s.meleeId[x] == id && s.meleeWith[x] == v) {
                int to = -1;
                for (int y = 0; y < n && to < 0; y++) {
                    if (s.meleeId[y] == id && t.side[y] != t.side[x]) {
                        to = y;
                    }
                }
                if (to >= 0) {
                    s.meleeWith[x] = to;
                } else {
                    clearMelee(x);
                }
            }
        }
    }

    private void clearMelee(int v) {
        s.meleeWith[v] = -1;
        s.meleeId[v] = -1;
        s.meleeRounds[v] = 0;
        s.charger[v] = false;
    }

    /** Movement dice of a charge (A5): the formation's dice plus the charge die. */
    public int chargeDice(int u) {
        return move.maxDice(u) + t.chargeExtraDice;
    }

    /** Distance a charge from u must cover to touch v, including the wheel to face it. */
    public double chargeNeed(int u, int v) {
        return chargeNeed(u, v, sight.distance(u, v));
    }

    private double chargeNeed(int u, int v, double d) {
        final double turn = Sightlines.angleBetween(s.facing[u], sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]));
        return Math.max(0, d - t.contact) + sight.width(u) * Math.toRadians(turn);
    }

    /** Whether u may declare a charge on v: formed, not a gun, v in arc and in sight, within the dice's reach. */
    public boolean canCharge(int u, int v) {
        return chargeReach(u, v) && sight.sight(u, v);
    }

    /**
     * {@link #canCharge} but for the line of sight: {@code canCharge(u, v) == chargeReach(u, v) && sight(u, v)}, so a
     * player can test the sight only for a target that would win.
     */
    public boolean chargeReach(int u, int v) {
        return reachNeed(u, v) >= 0;
    }

    /**
     * {@link #chargeOdds} when {@link #chargeReach}, else -1: both from one bearing (for players that score the
     * targets they may charge).
     */
    public double chargeReachOdds(int u, int v) {
        final double need = reachNeed(u, v);
        return need < 0 ? -1 : oddsOfNeed(u, v, need);
    }

    /** {@link #chargeNeed} when u may charge v but for the line of sight, else -1. */
    private double reachNeed(int u, int v) {
        if (s.type[u] == ARTILLERY || s.has(u, DISORDERED | BROKEN | GONE) || s.meleeWith[u] >= 0
                || (s.meleeWith[v] >= 0 && !t.meleeJoin)) {
            return -1;
        }
        final int most = chargeDice(u) * t.maxMoveFace[t.moveDie(s.type[u])];
        // The need is at least the gap to contact: a cheap reject before the bearing and the sight line.
        final double d = sight.distance(u, v);
        if (d - t.contact > most || !(sight.cosOff(u, v, d) >= t.cosArc - 1e-12)) {
            return -1;
        }
        final double need = chargeNeed(u, v, d);
        return need <= most ? need : -1;
    }

    /**
     * P(a charge from u reaches v): the exact sum of its dice less the dice its terrain costs (A5), as
     * {@link #charge} plays it.
     */
    public double chargeOdds(int u, int v) {
        return oddsOfNeed(u, v, chargeNeed(u, v));
    }

    private double oddsOfNeed(int u, int v, double chargeNeed) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int variant = t.anyTerrain ? chargeVariant(u, v, sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]))
                : JacobiteOdds.DROP_NONE;
        final double[] r = t.chargeReach[t.moveDie(s.type[u])][nd][variant];
        final int need = (int) Math.ceil(chargeNeed - 1e-9);
        return need < 0 ? 1 : need >= r.length ? 0 : r[need];
    }

    /**
     * For players: the farthest centre distance from v at which a charge of u, facing v, would reach with at least
     * {@code odds} (A5: its dice less those the terrain on the line from u to v now costs, the same drop
     * {@link #charge} plays), or {@code geometry.contact} when no distance does.
     */
    public double chargeDistanceFor(int u, int v, double odds) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int variant = t.anyTerrain ? chargeVariant(u, v, sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]))
                : JacobiteOdds.DROP_NONE;
        final double[] r = t.chargeReach[t.moveDie(s.type[u])][nd][variant];
        int need = r.length - 1;
        while (need > 0 && r[need] < odds) {
            need--;
        }
        return need + t.contact;
    }

    /** The dice a charge of u on v loses (A5): terrain judged along the whole distance to the target. */
    private int chargeVariant(int u, int v, double bear) {
        final double d = sight.distance(u, v);
        move.onsets(u, bear, d);
        return move.dropVariant(u, d);
    }

    /**
     * An upper bound of {@link #chargeOdds} from the distance alone (no bearing, no sight, no arc): the wheel only adds
     * to the need, so a player can pass over a target whose bound is below the odds it already has.
     */
    public double chargeOddsBound(int u, int v) {
        final int nd = Math.min(chargeDice(u), JacobiteTemplate.TABLE_DICE);
        final int die = t.moveDie(s.type[u]);
        final double dx = s.x[v] - s.x[u];
        final double dy = s.y[v] - s.y[u];
        if (dx * dx + dy * dy > t.reachFarSquared[die][nd]) {
            // Past the last inch any charge reaches (with a margin for rounding): the bound below would be 0.
            return 0;
        }
        final double[] r = t.reachBound[die][nd];
        final int need = (int) Math.ceil(Math.max(0, sight.distance(u, v) - t.contact) - 1e-9);
        return need < 0 ? 1 : need >= r.length ? 0 : r[need];
    }

    /** The charge sequence (A8.1); while it is resolved, u is {@link #chargingUnit}. */
    void charge(final int u, final int v) {
        chargingUnit = u;
        chargeSequence(u, v);
        chargingUnit = -1;
    }

    private void chargeSequence(final int u, final int v) {
        int lo = 0;
        int hi = rollMoveDice(u, chargeDice(u), moveRoll);
        final double bear = sight.heading(s.x[u], s.y[u], s.x[v], s.y[v]);
        if (t.anyTerrain) {
            final int kept = dropDice(chargeVariant(u, v, bear), lo, hi);
            lo = kept >>> 16;
            hi = kept & 0xFFFF;
        }
        final int total = sum(moveRoll, lo, hi);
        final double need = chargeNeed(u, v);
        if (narrator != null) {
            narrator.event("  charge roll " + total + "\" (" + (hi - lo) + " dice), needs " + fmt(need) + "\"");
        }
        sight.setFacing(u, bear);
        if (total < need - 1e-9) {
            final double turnCost = need - Math.max(0, sight.distance(u, v) - t.contact);
            move.travel(u, bear, Math.max(0, total - turnCost), true);
            s.status[u] |= DISORDERED;
            chargesShort++;
            if (narrator != null) {
                narrator.event("  the charge falls short: Disordered");
            }
            return;
        }
        // Contact: the charger stands touching the defender on the line of the charge.
        final double d = sight.distance(u, v);
        final double ux = s.x[v] - (s.x[v] - s.x[u]) * t.contact / d;
        final double uy = s.y[v] - (s.y[v] - s.y[u]) * t.contact / d;
        sight.place(u, ux, uy);
        final int arc = sight.arcOf(u, v);
        // Defender's reaction fire: its phase; half effect and no volley if it had already acted (A3.4, A6.5).
        final boolean already = s.has(v, ACTED);
        s.status[v] |= ACTED;
        final double vFactor = already ? Math.min(t.half, sight.effect(v)) : sight.effect(v);
        int cas = 0;
        boolean useCase = s.type[v] == ARTILLERY && !fire.hasNoAmmo(v, true);
        if (fire.canFire(v, u, useCase)) {
            cas = fire.fire(v, u, useCase, vFactor, !already, true);
        } else if (useCase && fire.canFire(v, u, false)) {
            cas = fire.fire(v, u, false, vFactor, !already, true);
        }
        if (!s.present(u)) {
            return;
        }
        if (cas > 0) {
            int m = morale.baseMorale(u, v);
            if (sight.isMounted(u)) {
                m += t.moraleCavalryCharging;
            }
            if (JacobiteTemplate.fireFormation(s.type[v], s.formation[v]) == JacobiteCodes.FT_OPEN) {
                m += t.moraleChargingOpen;
            }
            final int r = morale.moraleTest(u, m, "charger under fire");
            if (r == JacobiteCodes.DISORDERED_RESULT) {
                move.travel(u, sight.heading(s.x[v], s.y[v], s.x[u], s.y[u]), t.stopShort, false);
                return;
            }
            if (r < JacobiteCodes.NORMAL) {
                return;
            }
        }
        int m = morale.baseMorale(v, u);
        m += arc == 1 ? t.moraleFlank : arc == 2 ? t.moraleRear : 0;
        if (s.government[v] && s.type[v] != HIGHLAND_FOOT && s.type[u] == HIGHLAND_FOOT && !s.has(v, FACED_CLANS)) {
            m += t.moraleClanShock;
            s.status[v] |= FACED_CLANS;
        }
        final int r = morale.moraleTest(v, m, "standing against a charge");
        if (r < JacobiteCodes.DISORDERED_RESULT) {
            return;
        }
        if (s.meleeWith[v] >= 0) {
            // Joins v's melee (A8.3 [D]): fights at once if the melee has not fought this turn.
            s.meleeWith[u] = v;
            s.meleeId[u] = s.meleeId[v];
            s.charger[u] = true;
            s.meleeArc[u] = 0;
            s.meleeRounds[u] = 0;
            s.meleeArc[v] = Math.max(s.meleeArc[v], arc);
            if (narrator != null) {
                narrator.event("  " + t.label(u) + " joins the melee");
            }
            if (s.has(v, FOUGHT)) {
                s.status[u] |= FOUGHT;
            } else {
                meleeRound(u, v, 1, already ? t.half : 1);
            }
            return;
        }
        s.meleeId[u] = s.melees;
        s.meleeId[v] = s.melees;
        s.melees++;
        s.meleeWith[u] = v;
        s.meleeWith[v] = u;
        s.charger[u] = true;
        s.charger[v] = false;
        s.meleeArc[v] = arc;
        s.meleeArc[u] = 0;
        s.meleeRounds[u] = 0;
        s.meleeRounds[v] = 0;
        meleeRound(u, v, 1, already ? t.half : 1);
    }

    /** The next round of a continuing melee (A8.3 [D]): both units count as phased. */
    void continueMelee(int u) {
        final int v = s.meleeWith[u];
        s.status[u] |= ACTED;
        s.status[v] |= ACTED;
        if (s.charger[u]) {
            meleeRound(u, v, 1, 1);
        } else {
            meleeRound(v, u, 1, 1);
        }
    }

    /** The melee modifier of side {@code a} against {@code b} (A8.2 [S p.5]). */
    public int meleeModifier(int a, int b) {
        return modifier(t, s, sight, a, b, s.charger[a], s.meleeRounds[a], s.meleeArc[a]);
    }

    /**
     * The melee modifier (A8.2 [S p.5]) of unit {@code a} fighting {@code b}: {@code a} the charger ({@code charger})
     * or the defender, in its {@code round}th round (0 the first), with {@code arc} the defender's arc toward the
     * charger (0 front, 1 flank, 2 rear), read only when {@code a} defends. The one sum the engine fights with and
     * {@link JacobiteOdds#meleeModifier} scores a charge not yet made with. Allocates nothing.
     */
    static int modifier(JacobiteTemplate t, JacobiteState s, Sightlines sight, int a, int b, boolean charger,
            int round, int arc) {
        final boolean first = round == 0;
        int m = 0;
        if (s.elite[a]) {
            m += t.meleeGuard;
        }
        if (charger && first) {
            m += t.meleeCharging;
            if (s.type[a] == HIGHLAND_FOOT) {
                m += t.meleeClanCharge;
            }
        }
        if (s.type[a] == HIGHLAND_FOOT && (!charger || !first)) {
            m += t.meleeClanNotCharging;
        }
        if (s.type[a] == REGULAR_FOOT || s.type[a] == MILITIA_FOOT) {
            m += t.meleeBayonets;
        }
        if (!charger && !s.has(a, DISORDERED | BROKEN)) {
            m += t.meleeFormedDefence;
        }
        if (t.lancers[a] && sight.isMounted(a)) {
            m += first ? t.meleeLancersFirst : round == 1 ? t.meleeLancersSecond : 0;
        }
        if (sight.isMounted(a) && JacobiteCodes.isFoot(s.type[b])) {
            m += t.meleeCavalryVInfantry;
        }
        if (!charger) {
            final int hold = sight.holding(a, b);
            m += hold == 2 ? t.meleeWorks : hold == 1 ? t.meleeWall : 0;
            m += arc == 1 ? t.meleeFlank : arc == 2 ? t.meleeRear : 0;
        }
        if (s.has(a, DISORDERED)) {
            m += t.meleeDisordered;
        }
        if (s.has(a, BROKEN)) {
            m += t.meleeBroken;
        }
        if (s.cls[a] == MILITIA) {
            m += t.meleeMilitia;
        }
        if (t.anyTerrain && t.table.heightAt(s.x[a], s.y[a]) < t.table.heightAt(s.x[b], s.y[b])) {
            m += t.meleeDownhill;
        }
        if (JacobiteTemplate.fireFormation(s.type[a], s.formation[a]) == JacobiteCodes.FT_OPEN) {
            m += t.meleeOpenOrder;
        }
        return m;
    }

    /**
     * One melee round (A8.2) of the melee of {@code a} (its side rolls first) against {@code b}: every unit of the
     * melee rolls a d6 per front-rank figure (crew for guns; {@code a} and {@code b} scaled by their factors), each die
     * with its own unit's modifier against the unit it fights; a side's dice are compared as one pool under the pairing
     * reading, saves, and each side's casualties are shared over its units ({@code melee.casualties}); then every unit
     * tests (A9.1 trigger 4), side A's first, each against the unit it fought, the side that took fewer casualties
     * having won. A unit leaves when Broken, routed or wiped out; the melee ends when a side has none left (A8.3 [D]).
     * One against one this is exactly the duel of two units.
     */
    void meleeRound(final int a, final int b, final double factorA, final double factorB) {
        final int id = s.meleeId[a];
        final int sideA = t.side[a];
        int count = 0;
        int countA = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (int x = 0; x < n; x++) {
                final boolean member = x == a || x == b || (id >= 0 && s.meleeId[x] == id && s.present(x));
                if (member && (t.side[x] == sideA) == (pass == 0)) {
                    mUnits[count++] = x;
                }
            }
            if (pass == 0) {
                countA = count;
            }
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            mOpp[x] = x == a ? b : x == b ? a : s.meleeWith[x];
            mMod[x] = meleeModifier(x, mOpp[x]);
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            mDice[x] = scaleDice(sight.frontFigures(x), x == a ? factorA : x == b ? factorB : 1);
        }
        int nA = 0;
        int nB = 0;
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            for (int k = 0; k < mDice[x]; k++) {
                if (i < countA) {
                    bufA[nA++] = dice.roll(t.meleeSides) + mMod[x];
                } else {
                    bufB[nB++] = dice.roll(t.meleeSides) + mMod[x];
                }
            }
        }
        final long hits = compare(bufA, nA, 0, bufB, nB, 0);
        final int hitsA = (int) (hits >>> 32);
        final int hitsB = (int) hits;
        final int casA = fire.saves(hitsA);
        final int casB = fire.saves(hitsB);
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            s.meleeRounds[x]++;
            s.status[x] |= FOUGHT | ACTED;
        }
        if (narrator != null) {
            narrator.event("  melee " + pool(0, countA) + " v " + pool(countA, count) + ": hits " + hitsA + "-"
                    + hitsB + ", casualties " + casA + "-" + casB);
        }
        share(countA, count, casA);
        int takenB = 0;
        for (int i = countA; i < count; i++) {
            takenB += fire.removeFigures(mUnits[i], mShare[mUnits[i]], mOpp[mUnits[i]]);
        }
        share(0, countA, casB);
        int takenA = 0;
        for (int i = 0; i < countA; i++) {
            takenA += fire.removeFigures(mUnits[i], mShare[mUnits[i]], mOpp[mUnits[i]]);
        }
        final int resultA = takenB > takenA ? 1 : takenB < takenA ? -1 : 0;
        if (anyPresent(0, countA, false) && anyPresent(countA, count, false)) {
            // Every modifier is taken before anyone tests.
            for (int i = 0; i < count; i++) {
                final int x = mUnits[i];
                final int won = i < countA ? resultA : -resultA;
                mMod[x] = s.present(x) ? morale.baseMorale(x, mOpp[x]) + (won > 0 ? t.moraleWon : won < 0 ? t.moraleLost
                        : 0) : 0;
            }
            for (int i = 0; i < count; i++) {
                final int x = mUnits[i];
                if (s.present(x)) {
                    morale.moraleTest(x, mMod[x], "end of melee round");
                }
            }
        }
        for (int i = 0; i < count; i++) {
            final int x = mUnits[i];
            if (s.meleeWith[x] >= 0 && (!s.present(x) || s.has(x, BROKEN))) {
                endMelee(x);
            }
        }
        if (!anyPresent(0, countA, true) || !anyPresent(countA, count, true)) {
            for (int i = 0; i < count; i++) {
                if (s.meleeWith[mUnits[i]] >= 0) {
                    clearMelee(mUnits[i]);
                }
            }
        }
    }

    /** Whether any of mUnits[from..to) is present (and, with {@code formed}, not Broken). */
    private boolean anyPresent(int from, int to, boolean formed) {
        for (int i = from; i < to; i++) {
            if (s.present(mUnits[i]) && !(formed && s.has(mUnits[i], BROKEN))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Shares {@code cas} casualties over mUnits[from..to) into mShare (melee.casualties [D]): in proportion to the dice
     * each rolled (or evenly), the rounded-down shares first, then one more each by largest remainder, ties to the
     * unit listed first. A share beyond a unit's figures is lost with it.
     */
    private void share(int from, int to, int cas) {
        long total = 0;
        for (int i = from; i < to; i++) {
            total += t.casualtiesByDice ? mDice[mUnits[i]] : 1;
        }
        if (total == 0) {
            // No dice on this side: the casualties fall on its first unit.
            for (int i = from; i < to; i++) {
                mShare[mUnits[i]] = i == from ? cas : 0;
            }
            return;
        }
        int left = cas;
        for (int i = from; i < to; i++) {
            final int x = mUnits[i];
            final long w = (long) cas * (t.casualtiesByDice ? mDice[x] : 1);
            mShare[x] = (int) (w / total);
            mRem[x] = w % total;
            left -= mShare[x];
        }
        for (; left > 0; left--) {
            int best = -1;
            for (int i = from; i < to; i++) {
                if (best < 0 || mRem[mUnits[i]] > mRem[best]) {
                    best = mUnits[i];
                }
            }
            mShare[best]++;
            mRem[best] = -1;
        }
    }

    /** The shares of {@code cas} casualties over {@code units} that rolled {@code diceRolled} (for tests). */
    int[] shareCasualties(int[] units, int[] diceRolled, int cas) {
        for (int i = 0; i < units.length; i++) {
            mUnits[i] = units[i];
            mDice[units[i]] = diceRolled[i];
        }
        share(0, units.length, cas);
        int[] out = new int[units.length];
        for (int i = 0; i < units.length; i++) {
            out[i] = mShare[units[i]];
        }
        return out;
    }

    /** Narration of one side's units in a melee round: label, dice and modifier of each. */
    private String pool(int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int i = from; i < to; i++) {
            final int x = mUnits[i];
            b.append(i > from ? ", " : "").append(t.label(x)).append(' ').append(mDice[x]).append('d')
                    .append(t.meleeSides).append(' ').append(sign(mMod[x]));
        }
        return b.toString();
    }

    /**
     * Compares melee dice (A8.2 [D]) and returns (hits of A) << 32 | (hits of B). Duel: die i of A against die i of B
     * (the dice are independent, so this is a random pairing); each surplus die against a random die of the smaller
     * side. Sorted: both sorted high to low and compared by position; surplus dice against the smaller side's lowest.
     * A side that rolls no dice is beaten by every die of the other. Sorts the buffers in sorted mode.
     */
    long compare(int[] a, int nA, int modA, int[] b, int nB, int modB) {
        if (t.pairing == JacobiteCodes.SORTED) {
            sortDescending(a, nA);
            sortDescending(b, nB);
        }
        final int m = Math.min(nA, nB);
        int ha = 0;
        int hb = 0;
        // Each pair's higher die scores, ties neither: counted by the signs of the differences, with no branch on
        // the dice (the predictor cannot know them).
        for (int i = 0; i < m; i++) {
            final int va = a[i] + modA;
            final int vb = b[i] + modB;
            ha += (vb - va) >>> 31;
            hb += (va - vb) >>> 31;
        }
        if (m == 0) {
            return (long) nA << 32 | nB;
        }
        for (int i = m; i < nA; i++) {
            final int other = t.pairing == JacobiteCodes.SORTED ? b[m - 1] : b[dice.below(m)];
            ha += (other + modB - a[i] - modA) >>> 31;
        }
        for (int i = m; i < nB; i++) {
            final int other = t.pairing == JacobiteCodes.SORTED ? a[m - 1] : a[dice.below(m)];
            hb += (other + modA - b[i] - modB) >>> 31;
        }
        return (long) ha << 32 | hb;
    }
}
