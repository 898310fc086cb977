package org.muster.rules.hardtack;

import static org.muster.rules.OddsArguments.intArg;
import static org.muster.rules.OddsArguments.realArg;
import static org.muster.rules.hardtack.HardtackCodes.faces;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;
import org.muster.rules.Odds;
import org.muster.rules.Parameters;

/**
 * Exact distributions of the {@code hardtack} resolutions (shared/rules/hardtack.md Appendix A), by full enumeration
 * or dynamic programming, never by sampling: a fire resolution (section 7.7: result level, potential hits, and the
 * wounded and dead figures after allocation), a confidence test (10.1) and a close-assault round (11.1 steps 6-8).
 * The static methods are the reference the tests check the engine against; they allocate their result arrays and
 * are meant for the odds command, tests and compile-time tables, not the hot path. Stateless and thread-safe.
 */
public final class HardtackOdds implements Odds {
    /** Largest potential hits one resolution can give: three D12s vs a D4, 36 / 4 = 9, plus the remainder hit. */
    public static final int MAX_HITS = 10;

    private static final Map<String, String> ACTIONS = new LinkedHashMap<>();

    static {
        ACTIONS.put("fire", "fire quality=regular firers=10 weapon=musket formation=line range=12 cover=none ip=0"
                + " target=skirmish figures=10");
        ACTIONS.put("confidence", "confidence quality=regular lv=2 tl=0");
        ACTIONS.put("offtable", "offtable quality=regular lv=2 target=line cover=none ip=0 figures=10");
        ACTIONS.put("assault", "assault a-quality=regular a-figures=10 a-shift=0 d-quality=regular d-figures=8"
                + " d-shift=0 cover=1 a-lv=2 d-lv=2");
    }

    @Override
    public Map<String, String> actions() {
        return ACTIONS;
    }

    // ---------------------------------------------------------------- fire (7.7)

    /**
     * The fire-effect roll and potential hits of one resolution (section 7.7 steps 1-2). {@code dice} are the firer's
     * die codes (quality, firepower, any support dice; at most 3), {@code rangeDie} the target's range die code.
     * Returns {@code out[k]} = P(major success with k potential hits) for k in [0, MAX_HITS], and in
     * {@code levels} P(no effect), P(minor), P(major).
     */
    public static double[] fire(int[] dice, int rangeDie, double[] levels) {
        if (dice.length < 1 || dice.length > 3) {
            throw new IllegalArgumentException("1 to 3 firer dice, not " + dice.length);
        }
        final int fr = faces(rangeDie);
        double[] hits = new double[MAX_HITS + 1];
        levels[0] = 0;
        levels[1] = 0;
        levels[2] = 0;
        int[] f = new int[3];
        for (int i = 0; i < 3; i++) {
            f[i] = i < dice.length ? faces(dice[i]) : 1;
        }
        double pEach = 1.0 / fr / f[0] / f[1] / f[2];
        for (int t = 1; t <= fr; t++) {
            for (int a = 1; a <= f[0]; a++) {
                for (int b = 1; b <= f[1]; b++) {
                    for (int c = 1; c <= f[2]; c++) {
                        int ok = (a > t ? 1 : 0) + (dice.length > 1 && b > t ? 1 : 0)
                                + (dice.length > 2 && c > t ? 1 : 0);
                        if (ok < 2) {
                            levels[ok] += pEach;
                            continue;
                        }
                        levels[2] += pEach;
                        int sum = a + (dice.length > 1 ? b : 0) + (dice.length > 2 ? c : 0);
                        int base = sum / fr;
                        int rem = sum % fr;
                        double extra = (double) rem / fr;
                        hits[Math.min(MAX_HITS, base)] += pEach * (1 - extra);
                        hits[Math.min(MAX_HITS, base + 1)] += pEach * extra;
                    }
                }
            }
        }
        return hits;
    }

    /**
     * Allocation (section 7.7 step 4) of {@code hits} potential hits, each a wound with {@code pw} and a kill with
     * {@code pk}, over {@code figures} eligible figures: each hit rolls the nearest die to the figure count and counts
     * along the unit, wrapping. A figure with {@code woundsToKill} wounds, or any kill, is dead. [D] The eligible list
     * is fixed when the resolution starts; a hit allocated to a figure already dead in it is lost. Returns
     * {@code out[w][d]} = P(w figures wounded and d dead), w + d at most figures.
     */
    public static double[][] allocate(double[] hits, double pw, double pk, int figures, int woundsToKill) {
        double[][] out = new double[figures + 1][figures + 1];
        if (figures == 0) {
            double s = 0;
            for (double h : hits) {
                s += h;
            }
            out[0][0] = s;
            return out;
        }
        final int fa = faces(HardtackDice.nearestUp(figures));
        // Figures fall into classes by how many faces of the allocation die name them: hi = ceil, lo = floor.
        final int lo = fa / figures;
        final int hiCount = fa % figures;
        final int nLo = figures - hiCount;
        final int hiFaces = lo + 1;
        // State: untouched and once-wounded figures in each class; wounds-to-kill > 2 keeps more levels.
        final int levels = woundsToKill;
        int dims = 1;
        int[] base = new int[2 * levels];
        for (int i = 0; i < 2 * levels; i++) {
            base[i] = dims;
            dims *= (i < levels ? hiCount : nLo) + 1;
        }
        double[] cur = new double[dims];
        double[] next = new double[dims];
        int[] st = new int[2 * levels];
        int start = hiCount * base[0] + nLo * base[levels];
        double pNone = 1 - pw - pk;
        for (int k = hits.length - 1; k >= 0; k--) {
            // Process from the most hits down: add this count's mass at the start, then apply one hit to all.
            java.util.Arrays.fill(next, 0);
            for (int s = 0; s < dims; s++) {
                if (cur[s] == 0) {
                    continue;
                }
                decode(s, base, st, levels);
                double m = cur[s];
                double rest = 1;
                for (int cls = 0; cls < 2; cls++) {
                    int facesEach = cls == 0 ? hiFaces : lo;
                    for (int lv = 0; lv < levels; lv++) {
                        int n = st[cls * levels + lv];
                        if (n == 0 || facesEach == 0) {
                            continue;
                        }
                        double pFig = (double) n * facesEach / fa;
                        rest -= pFig;
                        int from = s;
                        int toDead = from - base[cls * levels + lv];
                        int toWound = lv + 1 < levels ? toDead + base[cls * levels + lv + 1] : toDead;
                        next[toWound] += m * pFig * pw;
                        next[toDead] += m * pFig * pk;
                        next[from] += m * pFig * pNone;
                    }
                }
                next[s] += m * rest;
            }
            double[] t = cur;
            cur = next;
            next = t;
            cur[start] += hits[k];
        }
        for (int s = 0; s < dims; s++) {
            if (cur[s] == 0) {
                continue;
            }
            decode(s, base, st, levels);
            int alive = 0;
            int wounded = 0;
            for (int cls = 0; cls < 2; cls++) {
                for (int lv = 0; lv < levels; lv++) {
                    alive += st[cls * levels + lv];
                    if (lv > 0) {
                        wounded += st[cls * levels + lv];
                    }
                }
            }
            out[wounded][figures - alive] += cur[s];
        }
        return out;
    }

    private static void decode(int s, int[] base, int[] st, int levels) {
        for (int i = 2 * levels - 1; i >= 0; i--) {
            st[i] = s / base[i];
            s -= st[i] * base[i];
        }
    }

    // ---------------------------------------------------------------- movement (5.1, A.4)

    /**
     * Distance of {@code moves} combat moves with a mobility die of {@code faces} (section 5.1): each rolls the die
     * and moves {@code multiplier} times the roll. Returns {@code out[d]} = P(total distance = d inches).
     */
    public static double[] combatMove(int faces, int multiplier, int moves) {
        double[] dist = new double[faces * multiplier * moves + 1];
        dist[0] = 1;
        for (int m = 0; m < moves; m++) {
            double[] next = new double[dist.length];
            for (int d = 0; d < dist.length; d++) {
                if (dist[d] == 0) {
                    continue;
                }
                for (int r = 1; r <= faces; r++) {
                    next[d + r * multiplier] += dist[d] / faces;
                }
            }
            dist = next;
        }
        return dist;
    }

    // ---------------------------------------------------------------- close assault (11.1 steps 6-8)

    /**
     * The dice of one pairing after shifts (section 11.1 step 7): {@code out[0]} the attacker's die code,
     * {@code out[1]} the defender's. Weapon and mounted shifts are open (excess beyond D12 shifts the opponent down,
     * excess below D4 shifts it up); the first-round cover shift of the defender is closed.
     */
    public static void meleeDice(int aQuality, int aShift, int dQuality, int dShift, int coverShift, int[] out) {
        int a = HardtackDice.shiftClosed(aQuality, aShift);
        int d = HardtackDice.shiftClosed(dQuality, dShift);
        int aOver = HardtackDice.openOverflow(aQuality, aShift);
        int dOver = HardtackDice.openOverflow(dQuality, dShift);
        a = HardtackDice.shiftClosed(a, -dOver);
        d = HardtackDice.shiftClosed(d, -aOver);
        out[0] = a;
        out[1] = HardtackDice.shiftClosed(d, coverShift);
    }

    /**
     * One combat round (section 11.1 steps 6-7): {@code na} attacking figures rolling {@code aDie} paired against
     * {@code nd} defenders rolling {@code dDie}. The larger side's figures are spread as evenly as possible over the
     * smaller side's ([D]: with one quality per company, the side assigning leftovers has no better figure to stack
     * them on). A figure facing several rolls once and is down if any opponent beats it. Returns
     * {@code out[i][j]} = P(i attackers and j defenders down).
     */
    public static double[][] meleeRound(int na, int aDie, int nd, int dDie) {
        if (na == 0 || nd == 0) {
            double[][] o = new double[na + 1][nd + 1];
            o[0][0] = 1;
            return o;
        }
        boolean swap = nd > na;
        int many = swap ? nd : na;
        int few = swap ? na : nd;
        int manyDie = swap ? dDie : aDie;
        int fewDie = swap ? aDie : dDie;
        // joint[i][j]: i of the many down, j of the few down.
        double[][] joint = new double[many + 1][few + 1];
        joint[0][0] = 1;
        int used = 0;
        for (int g = 0; g < few; g++) {
            int k = many / few + (g < many % few ? 1 : 0);
            double[][] group = group(k, manyDie, fewDie);
            double[][] nj = new double[many + 1][few + 1];
            for (int i = 0; i <= used; i++) {
                for (int j = 0; j <= g; j++) {
                    if (joint[i][j] == 0) {
                        continue;
                    }
                    for (int gi = 0; gi <= k; gi++) {
                        nj[i + gi][j] += joint[i][j] * group[gi][0];
                        nj[i + gi][j + 1] += joint[i][j] * group[gi][1];
                    }
                }
            }
            joint = nj;
            used += k;
        }
        if (!swap) {
            return joint;
        }
        double[][] out = new double[na + 1][nd + 1];
        for (int i = 0; i <= many; i++) {
            for (int j = 0; j <= few; j++) {
                out[j][i] = joint[i][j];
            }
        }
        return out;
    }

    /** k figures rolling manyDie against one rolling fewDie: out[i][b] = P(i of the k down, the one down iff b). */
    private static double[][] group(int k, int manyDie, int fewDie) {
        double[][] out = new double[k + 1][2];
        int fm = faces(manyDie);
        int ff = faces(fewDie);
        for (int x = 1; x <= ff; x++) {
            double beat = Math.max(0, fm - x) / (double) fm;
            double lose = Math.min(fm, x - 1) / (double) fm;
            double tie = 1 - beat - lose;
            // Each of the k: beats the one (b), loses (l), ties (t). i = losers; one down if any beat.
            double[][] d = new double[k + 1][2];
            d[0][0] = 1;
            for (int m = 0; m < k; m++) {
                double[][] nd = new double[k + 1][2];
                for (int i = 0; i <= m; i++) {
                    for (int b = 0; b < 2; b++) {
                        if (d[i][b] == 0) {
                            continue;
                        }
                        nd[i][1] += d[i][b] * beat;
                        nd[i + 1][b] += d[i][b] * lose;
                        nd[i][b] += d[i][b] * tie;
                    }
                }
                d = nd;
            }
            for (int i = 0; i <= k; i++) {
                out[i][0] += d[i][0] / ff;
                out[i][1] += d[i][1] / ff;
            }
        }
        return out;
    }

    /**
     * The end-of-round tests (section 11.1 step 8) after a round with {@code ca} attackers and {@code cd} defenders
     * down: the side with more casualties (the defender on a tie) tests at TL = its casualties; failing, it falls
     * back and the other wins; passing, the other tests for its own. A side with no figure left loses. Returns
     * {P(attacker wins), P(defender wins), P(another round)}.
     */
    public static double[] endOfRound(int ca, int cd, int aLeft, int dLeft, int aDie, int aLv, int dDie, int dLv) {
        if (dLeft == 0 && aLeft > 0) {
            return new double[] {1, 0, 0};
        }
        if (aLeft == 0) {
            return new double[] {0, 1, 0};
        }
        double pa = HardtackDice.pExceeds(aDie, aLv + ca);
        double pd = HardtackDice.pExceeds(dDie, dLv + cd);
        if (ca > cd) {
            return new double[] {pa * (1 - pd), 1 - pa, pa * pd};
        }
        return new double[] {1 - pd, pd * (1 - pa), pd * pa};
    }

    // ---------------------------------------------------------------- printing

    @Override
    public void print(String action, List<String> arguments, Parameters p, PrintWriter out) {
        Map<String, String> a = new LinkedHashMap<>();
        for (String arg : arguments) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new ScenarioException("odds", 0, arg, "argument '" + arg + "' is not key=value");
            }
            a.put(arg.substring(0, eq).toLowerCase(Locale.ROOT), arg.substring(eq + 1));
        }
        // The rules' numbers resolved once, as the template resolves them: the odds and the engine read one set.
        final HardtackRules rules = new HardtackRules(p);
        switch (action == null ? "" : action) {
            case "fire":
                printFire(a, rules, out);
                break;
            case "confidence":
                printConfidence(a, rules, out);
                break;
            case "offtable":
                printOffTable(a, rules, out);
                break;
            case "assault":
                printAssault(a, rules, out);
                break;
            default:
                throw new ScenarioException("odds", 0, "action", "unknown action '" + action
                        + "' for hardtack (known: " + String.join(", ", ACTIONS.keySet()) + ")");
        }
        out.flush();
    }

    private static final List<String> FIRE_KEYS = List.of("quality", "firers", "weapon", "formation", "range",
            "cover", "ip", "target", "figures", "gatling");
    /** The {@code gatling=} readings of the fire odds (section 7.6 [D]). */
    private static final List<String> GATLING_MODES = List.of("none", "join", "alone");

    private static void printFire(Map<String, String> a, HardtackRules rs, PrintWriter out) {
        check(a, FIRE_KEYS);
        String qName = a.getOrDefault("quality", "regular");
        int q = code(HardtackCodes.QUALITY_NAMES, qName, "quality");
        int firers = intArg(a, "firers", 10, 1, 1000);
        String wName = a.getOrDefault("weapon", "musket");
        int w = code(HardtackCodes.WEAPON_NAMES.subList(0, HardtackCodes.FIRST_GUN), wName, "weapon");
        int formation = code(List.of("skirmish", "line", "column"), a.getOrDefault("formation", "line"), "formation");
        double range = realArg(a, "range", 12, 0, 10000);
        int cover = code(HardtackCodes.COVER_NAMES, a.getOrDefault("cover", "none"), "cover");
        int ip = intArg(a, "ip", 0, 0, 1);
        int target = code(List.of("skirmish", "line", "column", "travel"), a.getOrDefault("target", "skirmish"),
                "target");
        int figures = intArg(a, "figures", 10, 1, 12);
        int gatling = code(GATLING_MODES, a.getOrDefault("gatling", "none"), "gatling");

        String wn = HardtackCodes.WEAPON_NAMES.get(w);
        double fp = rs.weaponFp[w] * firers;
        int qDie = rs.qualityDieOf[q];
        qDie = HardtackDice.shiftClosed(qDie, -HardtackDice.d2QualityShift(fp, rs.d2Threshold,
                rs.d2QualityShift));
        int fpDie = HardtackDice.firepowerDie(fp, formation == HardtackCodes.SKIRMISH, rs.skirmishShift);
        int band = rs.bandOf[q];
        int coverShift = coverShift(cover, rs);
        int up = coverShift + ip * rs.ipShift;
        int down = (target == 1 || target == 2 ? rs.formationTargetShift : 0)
                + (target == 3 ? rs.formationTargetShift + rs.travelTargetShift : 0);
        final boolean alone = gatling == 2;
        int sb = w == HardtackCodes.SMOOTHBORE && !alone ? rs.smoothboreShift : 0;
        int steps = HardtackDice.rangeSteps(range, band, sb, up, down, rs.netShiftsBeforeLimit);
        boolean closeOnly = (w == HardtackCodes.SHOTGUN || w == HardtackCodes.PISTOL) && !alone;
        int bands = Math.max(1, (int) Math.ceil(range / band));
        int gatDie = rs.gatlingFp;
        if (alone) {
            out.printf(Locale.ROOT, "hardtack fire: a Gatling served by a %s company, alone, at %.1f\" (%d band%s of "
                    + "%d\"), cover %s, IP %d, target %s%n", qName, range, bands, bands == 1 ? "" : "s", band,
                    HardtackCodes.COVER_NAMES.get(cover), ip, List.of("skirmish", "line", "column", "travel")
                    .get(target));
        } else {
            out.printf(Locale.ROOT, "hardtack fire: %d %s %s (%s)%s at %.1f\" (%d band%s of %d\"), cover %s, IP %d, "
                    + "target %s%n", firers, qName, wn, List.of("skirmish", "line", "column").get(formation),
                    gatling == 1 ? " and a Gatling" : "", range, bands, bands == 1 ? "" : "s", band,
                    HardtackCodes.COVER_NAMES.get(cover), ip, List.of("skirmish", "line", "column", "travel")
                    .get(target));
        }
        if (steps > rs.maxSteps || closeOnly && bands > rs.closeOnlyBands) {
            out.println("automatically ineffective: the range die would pass D12 (or the weapon is close range only)");
            return;
        }
        int rangeDie = steps;
        double[] levels = new double[3];
        int[] firerDice = alone ? new int[] {rs.qualityDieOf[q], gatDie}
                : gatling == 1 ? new int[] {qDie, fpDie, gatDie} : new int[] {qDie, fpDie};
        double[] hits = fire(firerDice, rangeDie, levels);
        int armour = rs.armourDie;
        int armourShift = armourShift(cover, rs);
        double[] wk = new double[2];
        int impact = alone ? rs.gatlingImpact : rs.weaponImpact[w];
        HardtackDice.impact(impact, armour, armourShift, rs.killMultiple, wk);
        if (alone) {
            out.printf(Locale.ROOT, "dice %s + Gatling %s vs range die %s; impact %s vs armour %s%n",
                    dieName(firerDice[0]), dieName(gatDie), dieName(rangeDie), dieName(impact),
                    dieName(HardtackDice.shiftClosed(armour, armourShift)));
        } else {
            out.printf(Locale.ROOT, "dice %s + %s%s (fire value %.1f) vs range die %s; impact %s vs armour %s%n",
                    dieName(qDie), dieName(fpDie), gatling == 1 ? " + Gatling " + dieName(gatDie) : "", fp,
                    dieName(rangeDie), dieName(impact), dieName(HardtackDice.shiftClosed(armour, armourShift)));
        }
        out.printf(Locale.ROOT, "P(no effect) %.4f  P(minor) %.4f  P(major) %.4f%n", levels[0], levels[1], levels[2]);
        double eh = 0;
        for (int k = 0; k < hits.length; k++) {
            eh += k * hits[k];
        }
        out.printf(Locale.ROOT, "expected potential hits %.4f; per hit P(wound) %.4f P(kill) %.4f%n", eh, wk[0],
                wk[1]);
        double[][] cas = allocate(hits, wk[0], wk[1], figures, rs.woundsToKill);
        double[] byCas = new double[figures + 1];
        double ew = 0;
        double ed = 0;
        for (int i = 0; i <= figures; i++) {
            for (int j = 0; i + j <= figures; j++) {
                byCas[i + j] += cas[i][j];
                ew += i * cas[i][j];
                ed += j * cas[i][j];
            }
        }
        byCas[0] += levels[0] + levels[1];
        out.printf(Locale.ROOT, "on %d figures: expected wounded %.4f, expected dead %.4f%n", figures, ew, ed);
        out.println("casualties  probability");
        for (int c = 0; c <= figures; c++) {
            if (byCas[c] > 0) {
                out.printf(Locale.ROOT, "%10d  %.6f%n", c, byCas[c]);
            }
        }
    }

    /**
     * An off-table fire mission (section 12.3 [D]) called by a company of {@code quality} and LV {@code lv}: the
     * request roll, accuracy, the chance the shells land within the burst radius of the aim point, and the casualties
     * of a target standing there (its potential hits by formation, impact against its cover-shifted armour).
     */
    private static void printOffTable(Map<String, String> a, HardtackRules rs, PrintWriter out) {
        check(a, List.of("quality", "lv", "target", "cover", "ip", "figures"));
        String qName = a.getOrDefault("quality", "regular");
        int q = code(HardtackCodes.QUALITY_NAMES, qName, "quality");
        int lv = intArg(a, "lv", 2, 1, 3);
        int target = code(List.of("skirmish", "line", "column"), a.getOrDefault("target", "line"), "target");
        int cover = code(HardtackCodes.COVER_NAMES, a.getOrDefault("cover", "none"), "cover");
        int ip = intArg(a, "ip", 0, 0, 1);
        int figures = intArg(a, "figures", 10, 1, 16);
        double request = HardtackDice.pExceeds(rs.offRequestDie,
                lv + rs.offRequestOverLv);
        double accurate = HardtackDice.pExceeds(rs.qualityDieOf[q], lv);
        int devFaces = faces(rs.offDeviationDie);
        int mult = rs.offDeviationMultiplier;
        double radius = rs.offBurstRadius;
        int close = 0;
        for (int r = 1; r <= devFaces; r++) {
            close += (double) r * mult <= radius ? 1 : 0;
        }
        double within = accurate + (1 - accurate) * close / devFaces;
        int under = Math.min(figures, target == HardtackCodes.SKIRMISH ? rs.offUnderSkirmish
                : rs.offUnderClose);
        double[] wk = new double[2];
        int armour = rs.armourDie;
        int shift = armourShift(cover, rs) + ip * rs.offIpArmourShift;
        HardtackDice.impact(rs.offImpact, armour, shift, rs.killMultiple, wk);
        double[] hits = new double[under + 1];
        hits[under] = 1;
        double[][] cas = allocate(hits, wk[0], wk[1], figures, rs.woundsToKill);
        double ew = 0;
        double ed = 0;
        for (int i = 0; i <= figures; i++) {
            for (int j = 0; i + j <= figures; j++) {
                ew += i * cas[i][j];
                ed += j * cas[i][j];
            }
        }
        out.printf(Locale.ROOT, "hardtack off-table fire mission: called by a %s company, LV %d, on a %s target of %d "
                + "figures, cover %s, IP %d%n", qName, lv, List.of("skirmish", "line", "column").get(target), figures,
                HardtackCodes.COVER_NAMES.get(cover), ip);
        out.printf(Locale.ROOT, "P(request granted) %.4f  P(on target) %.4f  P(within the %.1f\" burst of the aim "
                + "point) %.4f%n", request, accurate, radius, within);
        out.printf(Locale.ROOT, "under the burst: %d potential hits, impact %s vs armour %s: P(wound) %.4f P(kill) "
                + "%.4f%n", under, dieName(rs.offImpact), dieName(HardtackDice.shiftClosed(armour,
                shift)), wk[0], wk[1]);
        out.printf(Locale.ROOT, "per landing on it: expected wounded %.4f, dead %.4f; per call (granted, landing "
                + "within the burst): %.4f, %.4f%n", ew, ed, ew * request * within, ed * request * within);
    }

    static int coverShift(int cover, HardtackRules rs) {
        switch (cover) {
            case HardtackCodes.COVER_SOFT:
                return rs.coverSoft;
            case HardtackCodes.COVER_HARD:
                return rs.coverHard;
            case HardtackCodes.COVER_FORTIFICATION:
                return rs.coverFortification;
            default:
                return 0;
        }
    }

    static int armourShift(int cover, HardtackRules rs) {
        if (cover == HardtackCodes.COVER_FORTIFICATION && !rs.fortificationArmourBoth) {
            return rs.coverHard;
        }
        return coverShift(cover, rs);
    }

    private static void printConfidence(Map<String, String> a, HardtackRules rs, PrintWriter out) {
        check(a, List.of("quality", "lv", "tl"));
        String qName = a.getOrDefault("quality", "regular");
        int q = code(HardtackCodes.QUALITY_NAMES, qName, "quality");
        int die = rs.qualityDieOf[q];
        int lv = intArg(a, "lv", 2, 1, 3);
        int tl = intArg(a, "tl", 0, -10, 20);
        double[] r = new double[3];
        HardtackDice.confidence(die, lv + tl, r);
        out.printf(Locale.ROOT, "hardtack confidence test: %s (%s) LV %d, TL %d: the roll must exceed %d%n", qName,
                dieName(die), lv, tl, lv + tl);
        out.printf(Locale.ROOT, "P(pass) %.4f  P(lose 1 level) %.4f  P(lose 2 levels) %.4f%n", r[0], r[1], r[2]);
    }

    private static final List<String> ASSAULT_KEYS = List.of("a-quality", "a-figures", "a-shift", "d-quality",
            "d-figures", "d-shift", "cover", "a-lv", "d-lv");

    private static void printAssault(Map<String, String> a, HardtackRules rs, PrintWriter out) {
        check(a, ASSAULT_KEYS);
        String aq = a.getOrDefault("a-quality", "regular");
        String dq = a.getOrDefault("d-quality", "regular");
        int aqc = code(HardtackCodes.QUALITY_NAMES, aq, "a-quality");
        int dqc = code(HardtackCodes.QUALITY_NAMES, dq, "d-quality");
        int na = intArg(a, "a-figures", 10, 1, 40);
        int nd = intArg(a, "d-figures", 8, 1, 40);
        int as = intArg(a, "a-shift", 0, -4, 8);
        int ds = intArg(a, "d-shift", 0, -4, 8);
        int cover = intArg(a, "cover", 1, 0, 1);
        int alv = intArg(a, "a-lv", 2, 1, 3);
        int dlv = intArg(a, "d-lv", 2, 1, 3);
        int[] dice = new int[2];
        meleeDice(rs.qualityDieOf[aqc], as, rs.qualityDieOf[dqc], ds,
                cover * rs.assaultCoverShift, dice);
        double[][] r = meleeRound(na, dice[0], nd, dice[1]);
        out.printf(Locale.ROOT, "hardtack close-assault round: %d attackers (%s) v %d defenders (%s)%n", na,
                dieName(dice[0]), nd, dieName(dice[1]));
        double ea = 0;
        double ed = 0;
        double[] result = new double[3];
        int aDie = rs.qualityDieOf[aqc];
        int dDie = rs.qualityDieOf[dqc];
        for (int i = 0; i <= na; i++) {
            for (int j = 0; j <= nd; j++) {
                ea += i * r[i][j];
                ed += j * r[i][j];
                double[] e = endOfRound(i, j, na - i, nd - j, aDie, alv, dDie, dlv);
                for (int k = 0; k < 3; k++) {
                    result[k] += r[i][j] * e[k];
                }
            }
        }
        out.printf(Locale.ROOT, "expected attackers down %.4f, defenders down %.4f%n", ea, ed);
        out.printf(Locale.ROOT, "after the end-of-round tests: P(attacker wins) %.4f  P(defender wins) %.4f  "
                + "P(another round) %.4f%n", result[0], result[1], result[2]);
    }

    private static String dieName(int die) {
        return HardtackCodes.DIE_NAMES.get(die).toUpperCase(Locale.ROOT);
    }

    private static void check(Map<String, String> a, List<String> keys) {
        for (String k : a.keySet()) {
            if (!keys.contains(k)) {
                throw new ScenarioException("odds", 0, k, "unknown argument '" + k + "' (known: "
                        + String.join(", ", keys) + ")");
            }
        }
    }

    private static int code(List<String> names, String value, String key) {
        int i = names.indexOf(value.toLowerCase(Locale.ROOT));
        if (i < 0) {
            throw new ScenarioException("odds", 0, key, "unknown " + key + " '" + value + "' (known: "
                    + String.join(", ", names) + ")");
        }
        return i;
    }
}
