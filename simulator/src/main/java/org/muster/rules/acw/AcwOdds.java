package org.muster.rules.acw;

import static org.muster.rules.OddsArguments.intArg;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;
import org.muster.rules.Odds;
import org.muster.rules.OddsArguments;
import org.muster.rules.Parameters;

/**
 * Exact distributions of the single-action resolutions of {@code acw-skirmish}, by enumeration and convolution
 * (never sampling): fire (B5), the kill die (B5), a CQC round (B7), a morale test (B8) and out-of-action recovery
 * (B6). The static methods are the arithmetic the engine itself uses or is tested against; they allocate their result
 * arrays, so they are for compile time, the odds command and tests, never the per-battle hot path. Stateless and
 * thread-safe.
 */
public final class AcwOdds implements Odds {
    /**
     * Bounds of the arguments (what {@code odds} may be asked, not the rules' numbers): men of one side 0 to 100 (a
     * squad has at most 8), a range 0 to 10,000 inches, 0 to 12 increments of one fire (a card gives at most 3), a
     * modifier of at most 100 either way, a CP given outright at most 10,000,000; and at most 200 kill dice worked
     * out (the joint losses' table grows with the square of the dice; by the rules' defaults an 8-man squad's fire
     * of 3 increments at zero range is 720 CP, 8 dice).
     */
    static final int MAX_MEN = 100;
    static final int MAX_RANGE = 10_000;
    static final int MAX_INCREMENTS = 12;
    static final int MAX_MODIFIER = 100;
    static final int MAX_CP = 10_000_000;
    static final int MAX_KILL_DICE = 200;

    @Override
    public Map<String, String> actions() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("fire", "fire men=5 range=11 increments=2 weapon=rifled-musket modifier=0 [target-men=8] | fire cp=190");
        m.put("killdie", "killdie modifier=0");
        m.put("cqc", "cqc a-men=5 b-men=5 a-mod=35 b-mod=10 type=cavalry-v-infantry (or flags: charging=1 flank=1"
                + " rear=1 a-mounted=1 b-mounted=1 uphill=1 cover=soft|hard prone=1 a-quality=veteran"
                + " b-quality=green)");
        m.put("morale", "morale start=5 now=1");
        m.put("recovery", "recovery");
        return m;
    }

    // ---------------------------------------------------------------- the exact arithmetic

    /** A measured range in whole inches [D]: fractions round up, or to the nearest inch. */
    public static int rangeInches(double distance, boolean roundUp) {
        return roundUp ? (int) Math.ceil(distance - 1e-9) : (int) Math.rint(distance);
    }

    /** Range factor (B5): {@code rfAtZero x (max - R) / max}, 0 beyond max; 30 - R for a 30" weapon. */
    public static double rangeFactor(int maxRange, int range, int rfAtZero) {
        return range > maxRange || range < 0 ? 0 : (double) rfAtZero * (maxRange - range) / maxRange;
    }

    /**
     * Casualty points CP = RF x I x N (B5 [S p.2]), exactly: 7 muskets at 23" for 2 increments is 17.5. {@code scaled}
     * = the [D] scaled formula (always used for 30" rifles and for artillery, where it is Simon's own); otherwise
     * 30 - R. The exact value is {@link #cpNumerator} / {@link #cpDenominator}.
     */
    public static double casualtyPoints(int maxRange, int range, int increments, int men, int rfAtZero,
            boolean scaled) {
        return (double) cpNumerator(maxRange, range, increments, men, rfAtZero, scaled)
                / cpDenominator(maxRange, scaled);
    }

    /**
     * CP times {@link #cpDenominator}: a whole number, so that the remainder's chance (B5 [S p.3]) is kept exactly
     * rather than rounded to a whole percent. 0 out of range or with nobody firing.
     */
    public static int cpNumerator(int maxRange, int range, int increments, int men, int rfAtZero, boolean scaled) {
        if (range > maxRange || range < 0 || men <= 0) {
            return 0;
        }
        if (scaled) {
            return rfAtZero * (maxRange - range) * increments * men;
        }
        return Math.max(0, rfAtZero - range) * increments * men;
    }

    /** The denominator of CP: the weapon's maximum range under the scaled RF (B5 [D]), else 1. */
    public static int cpDenominator(int maxRange, boolean scaled) {
        return scaled ? maxRange : 1;
    }

    /** P(number of kill dice = k) for CP points: floor(CP / per-die) dice plus a remainder % chance of one more. */
    public static double[] killDiceCount(int cp, int cpPerDie) {
        return killDiceCount(cp, 1, cpPerDie);
    }

    /**
     * P(number of kill dice = k) for CP = {@code numerator / denominator} points (B5 [S p.3]): one die per full
     * cp-per-die, and the remainder, kept whole (17.5 CP = a 17.5% chance), the chance of one more.
     */
    public static double[] killDiceCount(int numerator, int denominator, int cpPerDie) {
        final long perDie = (long) cpPerDie * denominator;
        int whole = (int) (numerator / perDie);
        long rem = numerator % perDie;
        double[] d = new double[whole + 2];
        double extra = (double) rem / perDie;
        d[whole] = 1 - extra;
        d[whole + 1] = extra;
        return d;
    }

    /**
     * One kill die after a total modifier (B5 [S p.3]): index {@link AcwCodes#NO_EFFECT}, OUT_OF_ACTION, KILLED.
     * Modified rolls clamp to 1..sides; up to effectMax have an effect, killing on even (or odd) faces.
     */
    public static double[] killDie(int modifier, int sides, int effectMax, boolean killedOnEven) {
        double[] o = new double[3];
        for (int f = 1; f <= sides; f++) {
            o[killDieResult(f + modifier, sides, effectMax, killedOnEven)] += 1.0 / sides;
        }
        return o;
    }

    /** The result of one modified kill-die roll (before clamping): the engine calls this for every die. */
    public static int killDieResult(int modifiedRoll, int sides, int effectMax, boolean killedOnEven) {
        final int r = modifiedRoll < 1 ? 1 : modifiedRoll > sides ? sides : modifiedRoll;
        if (r > effectMax) {
            return AcwCodes.NO_EFFECT;
        }
        return ((r & 1) == 0) == killedOnEven ? AcwCodes.KILLED : AcwCodes.OUT_OF_ACTION;
    }

    /**
     * Joint distribution [killed][out of action] of the men hit by kill dice whose count has distribution
     * {@code diceCount}, each die with the given outcome probabilities, against a target of {@code targetMen}
     * (dice after the last man is down have no effect).
     */
    public static double[][] losses(double[] diceCount, double[] die, int targetMen) {
        int maxDice = diceCount.length - 1;
        int cap = Math.min(targetMen, maxDice);
        double[][] result = new double[cap + 1][cap + 1];
        double[][] cur = new double[cap + 1][cap + 1];
        cur[0][0] = 1;
        for (int n = 0; n <= maxDice; n++) {
            if (diceCount[n] != 0) {
                for (int k = 0; k <= cap; k++) {
                    for (int o = 0; k + o <= cap; o++) {
                        result[k][o] += diceCount[n] * cur[k][o];
                    }
                }
            }
            double[][] next = new double[cap + 1][cap + 1];
            for (int k = 0; k <= cap; k++) {
                for (int o = 0; k + o <= cap; o++) {
                    double v = cur[k][o];
                    if (v == 0) {
                        continue;
                    }
                    if (k + o == cap) {
                        next[k][o] += v;
                        continue;
                    }
                    next[k][o] += v * die[AcwCodes.NO_EFFECT];
                    next[k + 1][o] += v * die[AcwCodes.KILLED];
                    next[k][o + 1] += v * die[AcwCodes.OUT_OF_ACTION];
                }
            }
            cur = next;
        }
        return result;
    }

    /** Morale level % = K + per-man x men now (B8 [S p.5]); P(pass) = P(d100 at or under the level). */
    public static double moralePass(int k, int perMan, int menNow, int die) {
        int level = k + perMan * menNow;
        return level <= 0 ? 0 : level >= die ? 1 : (double) level / die;
    }

    /** Figures counted in CQC (B7 [D]): min(men, ratio x the other side's men). */
    public static int counted(int men, int otherMen, int maxRatio) {
        return Math.min(men, maxRatio * otherMen);
    }

    /**
     * Per-figure CQC values of side a and side b (B7 [S p.4]): D = larger total - smaller; the higher side gets
     * base + D, the other the base. Returns {a, b}.
     */
    public static int[] cqcValues(int modA, int modB, int base) {
        int d = Math.abs(modA - modB);
        return new int[] {modA > modB ? base + d : base, modB > modA ? base + d : base};
    }

    /** P(recovery roll returns the man): even (or odd) faces of the recovery die. */
    public static double recoveryReturn(int die, boolean onEven) {
        int hits = 0;
        for (int f = 1; f <= die; f++) {
            if (((f & 1) == 0) == onEven) {
                hits++;
            }
        }
        return (double) hits / die;
    }

    /** {P(returns within tries), P(dies), mean turns out given return} (B6 [S p.3]). */
    public static double[] recovery(int tries, int die, boolean onEven) {
        double p = recoveryReturn(die, onEven);
        double ret = 0;
        double turns = 0;
        double stay = 1;
        for (int t = 1; t <= tries; t++) {
            ret += stay * p;
            turns += t * stay * p;
            stay *= 1 - p;
        }
        return new double[] {ret, 1 - ret, ret == 0 ? 0 : turns / ret};
    }

    // ---------------------------------------------------------------- the odds command

    /** The argument names each action accepts. */
    private static final Map<String, List<String>> KEYS = Map.of(
            "fire", List.of("men", "range", "increments", "weapon", "modifier", "cp", "target-men"),
            "killdie", List.of("modifier"),
            "cqc", List.of("a-men", "b-men", "a-mod", "b-mod", "type", "charging", "flank", "rear", "a-mounted",
                    "b-mounted", "uphill", "cover", "prone", "a-quality", "b-quality"),
            "morale", List.of("start", "now"),
            "recovery", List.of());

    @Override
    public void print(String action, List<String> arguments, Parameters p, PrintWriter out) {
        Map<String, String> a = OddsArguments.parse(arguments);
        List<String> known = KEYS.get(action);
        if (known != null) {
            for (String key : a.keySet()) {
                if (!known.contains(key)) {
                    throw new ScenarioException("odds", 0, key, "unknown argument '" + key + "' for " + action
                            + " (known: " + String.join(", ", known) + ")");
                }
            }
        }
        final AcwRules r = new AcwRules(p);
        final int sides = r.killDieSides;
        final int effectMax = r.effectMax;
        final boolean even = r.killedOnEven;
        final int perDie = r.cpPerDie;
        switch (action) {
            case "fire": {
                int cp;
                int den = 1;
                if (a.containsKey("cp")) {
                    cp = intArg(a, "cp", 0, 0, MAX_CP);
                    out.printf(Locale.ROOT, "fire: CP %d%n", cp);
                } else {
                    String wn = a.getOrDefault("weapon", "rifled-musket");
                    int w = AcwCodes.indexOf(AcwCodes.WEAPON_NAMES, wn.equals("artillery") ? "gun" : wn);
                    if (w < 0) {
                        throw new ScenarioException("odds", 0, "weapon", "unknown weapon '" + wn
                                + "' (known: rifled-musket, musket, shotgun, pistol, gun)");
                    }
                    int max = r.maxRange[w];
                    int men = intArg(a, "men", 5, 0, MAX_MEN);
                    int range = intArg(a, "range", 11, 0, MAX_RANGE);
                    int inc = intArg(a, "increments", 1, 0, MAX_INCREMENTS);
                    int rf0 = r.rfAtZero;
                    boolean scaled = r.scaledRf(w);
                    cp = cpNumerator(max, range, inc, men, rf0, scaled);
                    den = cpDenominator(max, scaled);
                    out.printf(Locale.ROOT, "fire: %d x %s at %d\" for %d increment(s): RF %.2f, CP = %s%n", men,
                            wn, range, inc, scaled ? rangeFactor(max, range, rf0) : Math.max(0, rf0 - range),
                            cpText(cp, den));
                }
                int mod = intArg(a, "modifier", 0, -MAX_MODIFIER, MAX_MODIFIER);
                int target = intArg(a, "target-men", Integer.MAX_VALUE, 0, Integer.MAX_VALUE);
                double[] dice = killDiceCount(cp, den, perDie);
                final int most = dice[dice.length - 1] > 0 ? dice.length - 1 : dice.length - 2;
                if (most > MAX_KILL_DICE) {
                    throw new ScenarioException("odds", 0, a.containsKey("cp") ? "cp" : "men", "CP " + cpText(cp, den)
                            + " would roll up to " + most + " kill dice (kill-die.cp-per-die " + perDie
                            + "); odds are worked out for at most " + MAX_KILL_DICE);
                }
                printFire(dice, killDie(mod, sides, effectMax, even), target, out);
                break;
            }
            case "killdie": {
                out.printf(Locale.ROOT, "%8s %8s %14s %10s%n", "modifier", "killed", "out of action", "no effect");
                int from = a.containsKey("modifier") ? intArg(a, "modifier", 0, -MAX_MODIFIER, MAX_MODIFIER) : -3;
                int to = a.containsKey("modifier") ? from : 4;
                for (int m = from; m <= to; m++) {
                    double[] o = killDie(m, sides, effectMax, even);
                    out.printf(Locale.ROOT, "%+8d %8.3f %14.3f %10.3f%n", m, o[AcwCodes.KILLED],
                            o[AcwCodes.OUT_OF_ACTION], o[AcwCodes.NO_EFFECT]);
                }
                break;
            }
            case "cqc":
                printCqc(a, r, out);
                break;
            case "morale": {
                int start = intArg(a, "start", 5);
                int now = intArg(a, "now", start);
                if (start < 1 || start > AcwTemplate.MAX_MEN || now < 0 || now > start) {
                    throw new ScenarioException("odds", 0, "start", "start " + start + " / now " + now
                            + " must satisfy 1 <= start <= 8 and 0 <= now <= start");
                }
                int k = r.moraleK[start];
                int per = r.perMan;
                out.printf(Locale.ROOT, "morale: %d-man unit with %d now: level %d%%, P(pass) %.4f, P(fail) %.4f%n",
                        start, now, k + per * now, moralePass(k, per, now, r.moraleDie),
                        1 - moralePass(k, per, now, r.moraleDie));
                break;
            }
            case "recovery": {
                double[] rec = recovery(r.recoveryTries, r.recoveryDie, r.returnsOnEven);
                out.printf(Locale.ROOT, "recovery: P(returns) %.4f, P(dies) %.4f, mean turns out given return %.4f%n",
                        rec[0], rec[1], rec[2]);
                double[] die = killDie(0, sides, effectMax, even);
                out.printf(Locale.ROOT, "permanent loss per unmodified kill die: %.4f%n",
                        die[AcwCodes.KILLED] + die[AcwCodes.OUT_OF_ACTION] * rec[1]);
                break;
            }
            default:
                throw new ScenarioException("odds", 0, "action", "unknown action '" + action
                        + "' for acw-skirmish (known: " + String.join(", ", actions().keySet()) + ")");
        }
        out.flush();
    }

    /** CP as printed: a whole number when it is one, else its exact decimal to four places. */
    static String cpText(int numerator, int denominator) {
        return numerator % denominator == 0 ? Integer.toString(numerator / denominator)
                : String.format(Locale.ROOT, "%.4f", (double) numerator / denominator).replaceAll("0+$", "");
    }

    private static void printFire(double[] dice, double[] die, int targetMen, PrintWriter out) {
        out.printf(Locale.ROOT, "%10s %12s%n", "kill dice", "probability");
        double mean = 0;
        for (int k = 0; k < dice.length; k++) {
            if (dice[k] > 0) {
                out.printf(Locale.ROOT, "%10d %12.4f%n", k, dice[k]);
            }
            mean += k * dice[k];
        }
        out.printf(Locale.ROOT, "expected kill dice %.4f%n", mean);
        double[][] l = losses(dice, die, targetMen);
        printLosses(l, out);
    }

    private static void printLosses(double[][] l, PrintWriter out) {
        out.printf(Locale.ROOT, "%8s %14s %12s%n", "killed", "out of action", "probability");
        double ek = 0;
        double eo = 0;
        for (int k = 0; k < l.length; k++) {
            for (int o = 0; o < l.length; o++) {
                if (l[k][o] > 0) {
                    out.printf(Locale.ROOT, "%8d %14d %12.4f%n", k, o, l[k][o]);
                    ek += k * l[k][o];
                    eo += o * l[k][o];
                }
            }
        }
        out.printf(Locale.ROOT, "expected killed %.4f, expected out of action %.4f%n", ek, eo);
    }

    private static void printCqc(Map<String, String> a, AcwRules p, PrintWriter out) {
        int menA = intArg(a, "a-men", 5, 0, MAX_MEN);
        int menB = intArg(a, "b-men", 5, 0, MAX_MEN);
        int modA;
        int modB;
        if (a.containsKey("a-mod") || a.containsKey("b-mod")) {
            modA = intArg(a, "a-mod", 0, -MAX_MODIFIER, MAX_MODIFIER);
            modB = intArg(a, "b-mod", 0, -MAX_MODIFIER, MAX_MODIFIER);
        } else {
            int qa = quality(a.getOrDefault("a-quality", "regular"));
            int qb = quality(a.getOrDefault("b-quality", "regular"));
            modA = p.qualityEdge(qa, qb) + flag(a, "charging", p.cqcCharging) + flag(a, "flank", p.cqcFlank)
                    + flag(a, "rear", p.cqcRear) + flag(a, "prone", p.cqcDefenderProne)
                    + flag(a, "a-mounted", p.cqcMounted);
            modB = p.qualityEdge(qb, qa) + flag(a, "uphill", p.cqcUphill) + flag(a, "b-mounted", p.cqcMounted);
            String cover = a.getOrDefault("cover", "none");
            modB += cover.equals("hard") ? p.cqcHardCover : cover.equals("soft") ? p.cqcSoftCover : 0;
        }
        String type = a.getOrDefault("type", "infantry-v-infantry");
        if (!type.equals("infantry-v-infantry") && !type.equals("cavalry-v-cavalry")
                && !type.equals("cavalry-v-infantry")) {
            throw new ScenarioException("odds", 0, "type", "unknown CQC type '" + type
                    + "' (known: infantry-v-infantry, cavalry-v-cavalry, cavalry-v-infantry)");
        }
        int base = type.equals("infantry-v-infantry") ? p.baseInfantry : type.equals("cavalry-v-cavalry")
                ? p.baseCavalry : p.baseMixed;
        int ratio = p.maxRatio;
        int[] v = cqcValues(modA, modB, base);
        int figA = counted(menA, menB, ratio);
        int figB = counted(menB, menA, ratio);
        int perDie = p.cpPerDie;
        double[] die = killDie(0, p.killDieSides, p.effectMax, p.killedOnEven);
        out.printf(Locale.ROOT, "cqc: A %d men (mods %d), B %d men (mods %d), D %d, base %d%n", menA, modA, menB, modB,
                Math.abs(modA - modB), base);
        out.printf(Locale.ROOT, "A: %d per figure x %d = %d points; B: %d per figure x %d = %d points%n", v[0], figA,
                v[0] * figA, v[1], figB, v[1] * figB);
        double[] lossB = total(losses(killDiceCount(v[0] * figA, perDie), die, menB));
        double[] lossA = total(losses(killDiceCount(v[1] * figB, perDie), die, menA));
        out.printf(Locale.ROOT, "joint P(A loses i, B loses j):%n%8s", "i \\ j");
        for (int j = 0; j < lossB.length; j++) {
            out.printf(Locale.ROOT, " %8d", j);
        }
        out.println();
        for (int i = 0; i < lossA.length; i++) {
            out.printf(Locale.ROOT, "%8d", i);
            for (int j = 0; j < lossB.length; j++) {
                out.printf(Locale.ROOT, " %8.4f", lossA[i] * lossB[j]);
            }
            out.println();
        }
    }

    /** Distribution of total men lost (killed + out of action) from a joint [killed][out] table. */
    public static double[] total(double[][] l) {
        double[] t = new double[l.length];
        for (int k = 0; k < l.length; k++) {
            for (int o = 0; k + o < l.length; o++) {
                t[k + o] += l[k][o];
            }
        }
        return t;
    }

    private static int quality(String q) {
        int i = AcwCodes.indexOf(AcwCodes.QUALITY_NAMES, q);
        if (i < 0) {
            throw new ScenarioException("odds", 0, "quality", "unknown quality '" + q
                    + "' (known: green, regular, veteran)");
        }
        return i;
    }

    private static int flag(Map<String, String> a, String key, int value) {
        return intArg(a, key, 0) != 0 ? value : 0;
    }
}
