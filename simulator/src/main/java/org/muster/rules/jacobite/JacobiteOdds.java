package org.muster.rules.jacobite;

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
 * Exact distributions of the single-action resolutions of {@code jacobite45}, by enumeration and convolution (never
 * sampling): a volley (n d20 against a total, then 5-6 saves, A6.1), a melee round under both die-pairing readings
 * (A8.2), a morale test (A9) and a movement or charge roll (A5). The static methods are the arithmetic the engine and
 * the doctrine player use or are tested against; they allocate their result arrays, so they are for compile time, the
 * odds command and tests, never the per-battle hot path, except the melee duel into a caller's {@link DuelScratch},
 * which allocates nothing. Stateless and thread-safe (a scratch is one caller's).
 */
public final class JacobiteOdds implements Odds {
    /** Faces of the average die (A2 [D]): 2, 3, 3, 4, 4, 5, the defaults of {@code dice.avd.1..6}. */
    public static final int[] AVD_FACES = JacobiteParameters.AVD_FACES.clone();
    /** Faces of the default d6 ({@code dice.move}, {@code dice.morale}: 6 sides). */
    public static final int[] D6_FACES = faces(JacobiteParameters.D6);
    /** Largest number of multiset pairs the sorted-pairing enumeration accepts. */
    static final long SORTED_LIMIT = 60_000_000L;

    @Override
    public Map<String, String> actions() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("volley", "volley dice=6 total=11 (n d20 each hitting below the total, then saves)");
        m.put("melee", "melee a-dice=12 b-dice=12 a-mod=2 b-mod=2 (one round, duel and sorted pairing)");
        m.put("morale", "morale dice=3 die=avd modifier=-3 (one test: the results chart)");
        m.put("move", "move dice=4 die=d6 drop-high=0 drop-low=0 (distance rolled; P(at least d))");
        return m;
    }

    // ---------------------------------------------------------------- the exact arithmetic

    /** Face of an average die for a d6 roll 1..6. */
    public static int avdFace(int d6) {
        return AVD_FACES[d6 - 1];
    }

    /** The faces 1..sides of a plain die. */
    public static int[] faces(int sides) {
        int[] f = new int[sides];
        for (int i = 0; i < sides; i++) {
            f[i] = i + 1;
        }
        return f;
    }

    /** Default faces of a die type: {@link #AVD_FACES} or {@link #D6_FACES}. */
    static int[] defaultFaces(int dieType) {
        return dieType == JacobiteCodes.AVD ? AVD_FACES : D6_FACES;
    }

    /** P(one die hits) with the default d20 ({@code dice.fire}). */
    public static double pHit(int total, boolean orEqual) {
        return pHit(total, orEqual, JacobiteParameters.FIRE_DIE);
    }

    /**
     * P(one die of {@code sides} faces hits) for a modified total {@code total}: rolls below it (or at most it,
     * {@code orEqual}).
     */
    public static double pHit(int total, boolean orEqual, int sides) {
        int faces = orEqual ? total : total - 1;
        return faces <= 0 ? 0 : faces >= sides ? 1 : faces / (double) sides;
    }

    /** P(a hit is not saved) with the default d6 save die ({@code dice.save}). */
    public static double pUnsaved(int saveFrom) {
        return pUnsaved(saveFrom, JacobiteParameters.D6);
    }

    /** P(a hit is not saved): the save succeeds on {@code saveFrom}..sides of a die of {@code sides} faces. */
    public static double pUnsaved(int saveFrom, int sides) {
        int saves = saveFrom > sides ? 0 : sides + 1 - Math.max(1, saveFrom);
        return (sides - saves) / (double) sides;
    }

    /** Binomial(n, p): P(k) for k = 0..n. */
    public static double[] binomial(int n, double p) {
        final double[] d = new double[n + 1];
        binomialInto(n, p, d);
        return d;
    }

    /** Faces of a die type with their probabilities: index = face value, for AvD (2-5) or d6 (1-6). */
    public static double[] die(int dieType) {
        return die(defaultFaces(dieType));
    }

    /** A die given by its faces (each equally likely): P(face value = index). */
    public static double[] die(int[] faces) {
        double[] d = new double[maxFace(faces) + 1];
        for (int f : faces) {
            d[f] += 1.0 / faces.length;
        }
        return d;
    }

    /** Highest face of a die. */
    public static int maxFace(int[] faces) {
        int m = 0;
        for (int f : faces) {
            m = Math.max(m, f);
        }
        return m;
    }

    /** Distribution of the sum of {@code n} dice of a type (default faces): P(sum = k). */
    public static double[] sum(int n, int dieType) {
        return sum(n, defaultFaces(dieType));
    }

    /** Distribution of the sum of {@code n} dice with these faces: P(sum = k). */
    public static double[] sum(int n, int[] faces) {
        double[] face = die(faces);
        final int top = face.length - 1;
        double[] d = {1};
        for (int i = 0; i < n; i++) {
            double[] next = new double[d.length + top];
            for (int s = 0; s < d.length; s++) {
                if (d[s] != 0) {
                    for (int f = 0; f <= top; f++) {
                        next[s + f] += d[s] * face[f];
                    }
                }
            }
            d = next;
        }
        return d;
    }

    /**
     * Distribution of the sum of {@code n} dice after discarding the {@code dropHigh} highest and the
     * {@code dropLow} lowest (A5: formation change, terrain), by enumerating all 6^n rolls (n at most 8).
     */
    public static double[] sumDropping(int n, int dieType, int dropHigh, int dropLow) {
        return sumDropping(n, defaultFaces(dieType), dropHigh, dropLow);
    }

    /** {@link #sumDropping(int, int, int, int)} for a die given by its faces (faces.length^n rolls enumerated). */
    public static double[] sumDropping(int n, int[] faces, int dropHigh, int dropLow) {
        final int k = faces.length;
        double[] d = new double[maxFace(faces) * n + 1];
        if (dropHigh + dropLow >= n) {
            d[0] = 1;
            return d;
        }
        int[] v = new int[n];
        int[] sorted = new int[n];
        int total = 1;
        for (int i = 0; i < n; i++) {
            total *= k;
        }
        double p = 1.0 / total;
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int i = 0; i < n; i++) {
                v[i] = faces[c % k];
                c /= k;
            }
            System.arraycopy(v, 0, sorted, 0, n);
            java.util.Arrays.sort(sorted);
            int s = 0;
            for (int i = dropLow; i < n - dropHigh; i++) {
                s += sorted[i];
            }
            d[s] += p;
        }
        return d;
    }

    /** Dice a move loses to terrain (A5), as the engine drops them: none. */
    public static final int DROP_NONE = 0;
    /** The highest die (close and clan units in rough ground). */
    public static final int DROP_HIGH = 1;
    /** The lowest die (loose and open units in rough ground, or anyone crossing a linear obstacle). */
    public static final int DROP_LOW = 2;
    /** The highest and then the lowest die (close or clan units in rough ground crossing an obstacle). */
    public static final int DROP_HIGH_LOW = 3;
    /** The two lowest dice (loose or open units in rough ground crossing an obstacle). */
    public static final int DROP_TWO_LOW = 4;
    /** How many drop variants there are. */
    public static final int DROP_VARIANTS = 5;

    /** The drop variant for a move meeting rough ground and/or a linear obstacle (A5), by the mover's order. */
    public static int dropVariant(boolean rough, boolean obstacle, boolean closeOrClan) {
        if (rough) {
            if (closeOrClan) {
                return obstacle ? DROP_HIGH_LOW : DROP_HIGH;
            }
            return obstacle ? DROP_TWO_LOW : DROP_LOW;
        }
        return obstacle ? DROP_LOW : DROP_NONE;
    }

    /** Highest dice a drop variant discards. */
    public static int dropHigh(int variant) {
        return variant == DROP_HIGH || variant == DROP_HIGH_LOW ? 1 : 0;
    }

    /** Lowest dice a drop variant discards (after the highest). */
    public static int dropLow(int variant) {
        return variant == DROP_LOW || variant == DROP_HIGH_LOW ? 1 : variant == DROP_TWO_LOW ? 2 : 0;
    }

    /**
     * The joint distribution of a move's two distances (A5, as the engine plays it): {@code T}, the sum of {@code n}
     * dice less the {@code firstHigh} highest (a formation change), along which terrain is judged, and {@code K}, the
     * distance kept after the drop {@code variant} also discards its dice (each drop only while dice remain). Returns
     * P(T = t and K = k) as [t][k]; faces.length^n rolls enumerated (n at most 8).
     */
    public static double[][] moveJoint(int n, int[] faces, int firstHigh, int variant) {
        return moveJoints(n, faces, firstHigh)[variant];
    }

    /** {@link #moveJoint} for every drop variant at once: [variant][t][k], from one enumeration of the rolls. */
    public static double[][][] moveJoints(int n, int[] faces, int firstHigh) {
        final int k = faces.length;
        final int top = maxFace(faces) * n;
        double[][][] d = new double[DROP_VARIANTS][top + 1][top + 1];
        int[] sorted = new int[n];
        int total = 1;
        for (int i = 0; i < n; i++) {
            total *= k;
        }
        final double p = 1.0 / total;
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int i = 0; i < n; i++) {
                sorted[i] = faces[c % k];
                c /= k;
            }
            java.util.Arrays.sort(sorted);
            final int hi0 = Math.max(0, n - firstHigh);
            int t = 0;
            for (int i = 0; i < hi0; i++) {
                t += sorted[i];
            }
            for (int variant = 0; variant < DROP_VARIANTS; variant++) {
                int lo = 0;
                int hi = hi0;
                for (int h = dropHigh(variant); h > 0 && hi > lo; h--) {
                    hi--;
                }
                for (int l = dropLow(variant); l > 0 && hi > lo; l--) {
                    lo++;
                }
                int kept = 0;
                for (int i = lo; i < hi; i++) {
                    kept += sorted[i];
                }
                d[variant][t][kept] += p;
            }
        }
        return d;
    }

    /** P(X at least x) for a distribution over 0..len-1. */
    public static double atLeast(double[] dist, double x) {
        double p = 0;
        for (int k = 0; k < dist.length; k++) {
            if (k >= x - 1e-9) {
                p += dist[k];
            }
        }
        return p;
    }

    /** Mean of a distribution over 0..len-1. */
    public static double mean(double[] dist) {
        double m = 0;
        for (int k = 0; k < dist.length; k++) {
            m += k * dist[k];
        }
        return m;
    }

    /**
     * The morale result (A9.4) of a score: {@link JacobiteCodes#ROUT} below {@code brokenFrom}, BROKEN_RESULT below
     * {@code disorderedFrom}, DISORDERED_RESULT below {@code normalFrom}, NORMAL below {@code getInThere}, else GET_IN.
     */
    public static int moraleResult(int score, int brokenFrom, int disorderedFrom, int normalFrom, int getInThere) {
        if (score < brokenFrom) {
            return JacobiteCodes.ROUT;
        }
        if (score < disorderedFrom) {
            return JacobiteCodes.BROKEN_RESULT;
        }
        if (score < normalFrom) {
            return JacobiteCodes.DISORDERED_RESULT;
        }
        return score < getInThere ? JacobiteCodes.NORMAL : JacobiteCodes.GET_IN;
    }

    /** P(result) of a morale test of {@code dice} dice of a type plus {@code modifier}, indexed by result code. */
    public static double[] morale(int dice, int dieType, int modifier, int brokenFrom, int disorderedFrom,
            int normalFrom, int getInThere) {
        return morale(dice, defaultFaces(dieType), modifier, brokenFrom, disorderedFrom, normalFrom, getInThere);
    }

    /** {@link #morale(int, int, int, int, int, int, int)} for a die given by its faces. */
    public static double[] morale(int dice, int[] faces, int modifier, int brokenFrom, int disorderedFrom,
            int normalFrom, int getInThere) {
        double[] s = sum(dice, faces);
        double[] r = new double[5];
        for (int k = 0; k < s.length; k++) {
            r[moraleResult(k + modifier, brokenFrom, disorderedFrom, normalFrom, getInThere)] += s[k];
        }
        return r;
    }

    /** P(a d6 + modA beats a d6 + modB). */
    public static double pBeats(int modA, int modB) {
        return pBeats(modA, modB, JacobiteParameters.D6);
    }

    /** P(a die of {@code sides} faces + modA beats another + modB). */
    public static double pBeats(int modA, int modB, int sides) {
        // The pairs (a, b) of faces with a - b > k, counted in closed form: a difference j has sides - |j| pairs.
        final int k = modB - modA;
        final int w;
        if (k >= sides - 1) {
            w = 0;
        } else if (k <= -sides) {
            w = sides * sides;
        } else if (k >= 0) {
            w = (sides - 1 - k) * (sides - k) / 2;
        } else {
            w = sides * sides - (sides + k) * (sides + k + 1) / 2;
        }
        return w / (double) (sides * sides);
    }

    /**
     * One melee round under duel pairing (A8.2 [D]): joint P(A scores i hits, B scores j hits). Pairs of dice are
     * matched at random; each surplus die of the larger side is compared with a random die of the smaller side (each
     * its own draw, as the engine's {@code Melee.compare}) and only the surplus die can score. When one side rolls no
     * dice every die of the other side scores.
     */
    public static double[][] meleeDuel(int nA, int nB, int modA, int modB) {
        return meleeDuel(nA, nB, modA, modB, JacobiteParameters.D6);
    }

    /** {@link #meleeDuel(int, int, int, int)} with melee dice of {@code sides} faces ({@code dice.melee}). */
    public static double[][] meleeDuel(int nA, int nB, int modA, int modB, int sides) {
        final double[][] joint = new double[nA + 1][nB + 1];
        meleeDuel(nA, nB, modA, modB, joint, new DuelScratch(Math.max(nA, nB), sides));
        return joint;
    }

    /**
     * {@link #meleeDuel(int, int, int, int, int)} into {@code joint} (at least [nA + 1][nB + 1]; the cells of the
     * result are overwritten, others left as they are) with the buffers of {@code scratch} (its faces, and at least
     * max(nA, nB) dice a side): allocates nothing. The same arithmetic in the same order, so the same numbers to the
     * last bit.
     *
     * <p>A convolution over the m = min(nA, nB) pairs, one die of the smaller side at a time: the pairs are
     * independent, and the surplus dice depend on the smaller side's dice only through the chance that a random one of
     * them is beaten, (sum over its dice of a(face)) / (faces x m), where a(face) is how many faces of a larger-side
     * die beat that face. So the state after k pairs is (the larger side's hits, the smaller side's hits, that sum of
     * a(face)), at most (m + 1)^2 / 2 x (faces x m + 1) cells, and the surplus hits are binomial given the sum at the
     * end: about m^3 x faces^2 / 2 steps (40 v 40 d6 in some 0.1 s), where enumerating the smaller side's dice as a
     * multiset (the method before 5 December 2026) took 27 s.
     */
    public static void meleeDuel(int nA, int nB, int modA, int modB, double[][] joint, DuelScratch scratch) {
        if (Math.max(nA, nB) > scratch.maxDice) {
            throw new IllegalArgumentException("duel of " + nA + " v " + nB + " dice: the scratch holds at most "
                    + scratch.maxDice + " a side");
        }
        for (int i = 0; i <= nA; i++) {
            java.util.Arrays.fill(joint[i], 0, nB + 1, 0.0);
        }
        if (nA == 0 || nB == 0) {
            joint[nA][nB] = 1;
            return;
        }
        final int sides = scratch.sides;
        final boolean aLarger = nA >= nB;
        final int m = Math.min(nA, nB);
        final int surplus = Math.abs(nA - nB);
        final int modL = aLarger ? modA : modB;
        final int modS = aLarger ? modB : modA;
        // beatenBy[b], beats[b]: how many faces of a larger-side die beat / lose to a smaller-side die showing b.
        final int[] beatenBy = scratch.beatenBy;
        final int[] beats = scratch.beats;
        int most = 0;
        for (int b = 1; b <= sides; b++) {
            beatenBy[b] = 0;
            beats[b] = 0;
            for (int x = 1; x <= sides; x++) {
                beatenBy[b] += x + modL > b + modS ? 1 : 0;
                beats[b] += b + modS > x + modL ? 1 : 0;
            }
            most = Math.max(most, beatenBy[b]);
        }
        // cur[(i * (m + 1) + j) * width + s]: P(larger side i hits, smaller side j hits, sum of beatenBy s).
        final int width = most * m + 1;
        final int cells = (m + 1) * (m + 1) * width;
        double[] cur = scratch.cur;
        double[] next = scratch.next;
        java.util.Arrays.fill(cur, 0, cells, 0.0);
        cur[0] = 1;
        final double perFace = 1.0 / sides;
        for (int k = 0; k < m; k++) {
            java.util.Arrays.fill(next, 0, cells, 0.0);
            final int sMax = most * k;
            for (int i = 0; i <= k; i++) {
                for (int j = 0; i + j <= k; j++) {
                    final int at = (i * (m + 1) + j) * width;
                    for (int s = 0; s <= sMax; s++) {
                        final double v = cur[at + s];
                        if (v == 0) {
                            continue;
                        }
                        for (int b = 1; b <= sides; b++) {
                            final double w = v * perFace;
                            final double pL = beatenBy[b] * perFace;
                            final double pS = beats[b] * perFace;
                            final int to = s + beatenBy[b];
                            next[((i + 1) * (m + 1) + j) * width + to] += w * pL;
                            next[(i * (m + 1) + j + 1) * width + to] += w * pS;
                            next[at + to] += w * (1 - pL - pS);
                        }
                    }
                }
            }
            final double[] swap = cur;
            cur = next;
            next = swap;
        }
        final double[] extra = scratch.extra;
        for (int s = 0; s <= most * m; s++) {
            boolean any = false;
            for (int c = 0; c < (m + 1) * (m + 1) && !any; c++) {
                any = cur[c * width + s] != 0;
            }
            if (!any) {
                continue;
            }
            binomialInto(surplus, s / (double) (sides * m), extra);
            for (int i = 0; i <= m; i++) {
                for (int j = 0; i + j <= m; j++) {
                    final double v = cur[(i * (m + 1) + j) * width + s];
                    if (v == 0) {
                        continue;
                    }
                    for (int e = 0; e <= surplus; e++) {
                        if (aLarger) {
                            joint[i + e][j] += v * extra[e];
                        } else {
                            joint[j][i + e] += v * extra[e];
                        }
                    }
                }
            }
        }
    }

    /**
     * The buffers of {@link #meleeDuel(int, int, int, int, double[][], DuelScratch)} for dice of {@code sides} faces
     * and at most {@code maxDice} dice a side. Not thread-safe: one per caller or thread.
     */
    public static final class DuelScratch {
        final int maxDice;
        final int sides;
        final int[] beatenBy;
        final int[] beats;
        /** The convolution's distribution and the next step's: swapped, never reallocated. */
        final double[] cur;
        final double[] next;
        final double[] extra;

        /** Buffers for dice of {@code sides} faces, at most {@code maxDice} a side. */
        public DuelScratch(int maxDice, int sides) {
            this.maxDice = maxDice;
            this.sides = sides;
            beatenBy = new int[sides + 1];
            beats = new int[sides + 1];
            final int cells = (maxDice + 1) * (maxDice + 1) * (sides * maxDice + 1);
            cur = new double[cells];
            next = new double[cells];
            extra = new double[maxDice + 1];
        }
    }

    /** {@link #binomial} into d[0..n], allocating nothing. */
    private static void binomialInto(int n, double p, double[] d) {
        java.util.Arrays.fill(d, 0, n + 1, 0.0);
        d[0] = 1;
        for (int i = 0; i < n; i++) {
            for (int k = i + 1; k >= 1; k--) {
                d[k] = d[k] * (1 - p) + d[k - 1] * p;
            }
            d[0] *= 1 - p;
        }
    }

    private static double[] logFactorials(int n) {
        double[] l = new double[n + 1];
        for (int i = 1; i <= n; i++) {
            l[i] = l[i - 1] + Math.log(i);
        }
        return l;
    }

    /**
     * One melee round under sorted pairing (A8.2 [D]): both sides sort their dice high to low and compare position by
     * position; each surplus die of the larger side is compared with the smaller side's lowest die. Exact enumeration
     * of all sorted outcomes (multisets) of both sides; throws IllegalArgumentException beyond {@link #SORTED_LIMIT}
     * multiset pairs.
     */
    public static double[][] meleeSorted(int nA, int nB, int modA, int modB) {
        return meleeSorted(nA, nB, modA, modB, JacobiteParameters.D6);
    }

    /** {@link #meleeSorted(int, int, int, int)} with melee dice of {@code sides} faces ({@code dice.melee}). */
    public static double[][] meleeSorted(int nA, int nB, int modA, int modB, int sides) {
        double[][] joint = new double[nA + 1][nB + 1];
        if (nA == 0 || nB == 0) {
            joint[nA][nB] = 1;
            return joint;
        }
        int[][] msA = multisets(nA, sides);
        int[][] msB = multisets(nB, sides);
        if ((long) msA.length * msB.length > SORTED_LIMIT) {
            throw new IllegalArgumentException("sorted pairing of " + nA + " v " + nB + " dice is too large to "
                    + "enumerate exactly");
        }
        double[] pA = multisetProbabilities(msA, nA, sides);
        double[] pB = multisetProbabilities(msB, nB, sides);
        int m = Math.min(nA, nB);
        for (int x = 0; x < msA.length; x++) {
            int[] a = msA[x];
            for (int y = 0; y < msB.length; y++) {
                int[] b = msB[y];
                int ha = 0;
                int hb = 0;
                for (int i = 0; i < m; i++) {
                    int va = a[i] + modA;
                    int vb = b[i] + modB;
                    if (va > vb) {
                        ha++;
                    } else if (vb > va) {
                        hb++;
                    }
                }
                if (nA > nB) {
                    int low = b[nB - 1] + modB;
                    for (int i = m; i < nA; i++) {
                        if (a[i] + modA > low) {
                            ha++;
                        }
                    }
                } else if (nB > nA) {
                    int low = a[nA - 1] + modA;
                    for (int i = m; i < nB; i++) {
                        if (b[i] + modB > low) {
                            hb++;
                        }
                    }
                }
                joint[ha][hb] += pA[x] * pB[y];
            }
        }
        return joint;
    }

    /** Every multiset of n d6 faces as a descending array. */
    static int[][] multisets(int n) {
        return multisets(n, JacobiteParameters.D6);
    }

    /** Every multiset of n faces 1..sides as a descending array. */
    static int[][] multisets(int n, int sides) {
        long count = 1;
        for (int i = 1; i < sides; i++) {
            count = count * (n + i) / i;
            if (count > SORTED_LIMIT) {
                throw new IllegalArgumentException("sorted pairing of " + n + " dice of " + sides
                        + " faces is too large to enumerate exactly");
            }
        }
        int[][] out = new int[(int) count][];
        int[] cur = new int[n];
        int[] idx = {0};
        fill(cur, 0, sides, out, idx);
        return out;
    }

    private static void fill(int[] cur, int pos, int maxFace, int[][] out, int[] idx) {
        if (pos == cur.length) {
            out[idx[0]++] = cur.clone();
            return;
        }
        for (int f = maxFace; f >= 1; f--) {
            cur[pos] = f;
            fill(cur, pos + 1, f, out, idx);
        }
    }

    private static double[] multisetProbabilities(int[][] ms, int n, int sides) {
        double[] lf = logFactorials(n);
        double[] p = new double[ms.length];
        for (int i = 0; i < ms.length; i++) {
            int[] c = new int[sides + 1];
            for (int v : ms[i]) {
                c[v]++;
            }
            double l = lf[n] - n * Math.log(sides);
            for (int f = 1; f <= sides; f++) {
                l -= lf[c[f]];
            }
            p[i] = Math.exp(l);
        }
        return p;
    }

    /** Marginal of A's hits (axis 0) or B's hits (axis 1) of a joint table. */
    public static double[] marginal(double[][] joint, int axis) {
        double[] m = new double[axis == 0 ? joint.length : joint[0].length];
        for (int i = 0; i < joint.length; i++) {
            for (int j = 0; j < joint[i].length; j++) {
                m[axis == 0 ? i : j] += joint[i][j];
            }
        }
        return m;
    }

    /** Distribution of casualties after saves from a distribution of hits (each hit unsaved with probability q). */
    public static double[] thin(double[] hits, double q) {
        double[] out = new double[hits.length];
        for (int h = 0; h < hits.length; h++) {
            if (hits[h] == 0) {
                continue;
            }
            double[] b = binomial(h, q);
            for (int k = 0; k <= h; k++) {
                out[k] += hits[h] * b[k];
            }
        }
        return out;
    }

    /**
     * The melee modifier (A8.2 [S p.5]) unit {@code a} would fight {@code b} with, from the public state, for a melee
     * not yet fought: {@code a} the charger ({@code charger}) or the defender, in the first round ({@code first}) or
     * the second; {@code arc} is the defender's arc toward the charger (0 front, 1 flank, 2 rear, what
     * {@link JacobiteEngine#arcOf} of the charger and the defender gives), read only when {@code a} defends. Once the
     * charge is in contact this is what the engine's {@link JacobiteEngine#meleeModifier} gives (the one sum,
     * {@link Melee#modifier}), so a player can score a charge it has not made. Allocates nothing.
     */
    public static int meleeModifier(JacobiteEngine e, int a, int b, boolean charger, boolean first, int arc) {
        return Melee.modifier(e.template(), e.state(), e.sight(), a, b, charger, first ? 0 : 1, arc);
    }

    /**
     * Expected hits of side A less those of side B in one melee round under duel pairing (A8.2 [D], the default):
     * every die of A, paired or surplus, is compared with one die of B drawn at random and scores when higher, and
     * every die of B likewise, so E[hits A] = nA P(a die + modA beats one + modB) and E[hits B] the same the other
     * way (under sorted pairing an estimate). Dice may be fractional (a defender that has had its phase fights with
     * half, A8.1).
     */
    public static double meleeHitEdge(double nA, double nB, int modA, int modB, int sides) {
        return nA * pBeats(modA, modB, sides) - nB * pBeats(modB, modA, sides);
    }

    // ---------------------------------------------------------------- the odds command

    @Override
    public void print(String action, List<String> arguments, Parameters p, PrintWriter out) {
        Map<String, String> a = OddsArguments.parse(arguments);
        // The rule numbers resolved once, as a template resolves them: the odds read the very fields the engine reads.
        final JacobiteRules r = new JacobiteRules(p);
        switch (action) {
            case "volley":
                known(a, "dice", "total");
                printVolley(intArg(a, "dice", 6), intArg(a, "total", 11), r, out);
                break;
            case "melee":
                known(a, "a-dice", "b-dice", "a-mod", "b-mod");
                printMelee(intArg(a, "a-dice", 12), intArg(a, "b-dice", 12), intArg(a, "a-mod", 2),
                        intArg(a, "b-mod", 2), r, out);
                break;
            case "morale":
                known(a, "dice", "die", "modifier");
                printMorale(intArg(a, "dice", 3), dieArg(a), intArg(a, "modifier", 0), r, out);
                break;
            case "move":
                known(a, "dice", "die", "drop-high", "drop-low");
                printMove(intArg(a, "dice", 4), dieArg(a), intArg(a, "drop-high", 0), intArg(a, "drop-low", 0), r, out);
                break;
            default:
                throw new ScenarioException("odds", 0, "ACTION", "unknown action '" + action
                        + "' for jacobite45 (known: volley, melee, morale, move)");
        }
        out.flush();
    }

    private static void printVolley(int dice, int total, JacobiteRules r, PrintWriter out) {
        if (dice < 0 || dice > 200) {
            throw new ScenarioException("odds", 0, "dice", "value '" + dice + "' must be 0-200");
        }
        boolean orEqual = r.fireOrEqual;
        final int sides = r.fireSides;
        double ph = pHit(total, orEqual, sides);
        double q = pUnsaved(r.saveFrom, r.saveSides);
        double[] hits = binomial(dice, ph);
        double[] cas = binomial(dice, ph * q);
        out.printf(Locale.ROOT, "volley: %d d%d against total %d (%s): P(hit) %.4f, P(casualty) %.4f per die%n", dice,
                sides, total, orEqual ? "equal or less" : "less", ph, ph * q);
        out.printf(Locale.ROOT, "%6s %10s %12s%n", "k", "P(hits=k)", "P(cas.=k)");
        for (int k = 0; k <= dice; k++) {
            out.printf(Locale.ROOT, "%6d %10.4f %12.4f%n", k, hits[k], cas[k]);
        }
        out.printf(Locale.ROOT, "expected hits %.4f, casualties %.4f; P(at least one hit) %.4f, casualty %.4f%n",
                dice * ph, dice * ph * q, 1 - hits[0], 1 - cas[0]);
    }

    private static void printMelee(int nA, int nB, int modA, int modB, JacobiteRules r, PrintWriter out) {
        if (nA < 0 || nB < 0 || nA > 40 || nB > 40) {
            throw new ScenarioException("odds", 0, "a-dice", "dice must be 0-40");
        }
        double q = pUnsaved(r.saveFrom, r.saveSides);
        final int sides = r.meleeSides;
        out.printf(Locale.ROOT, "melee round: A %d d%d %+d, B %d d%d %+d (default pairing: %s)%n", nA, sides, modA, nB,
                sides, modB, r.pairing == JacobiteCodes.DUEL ? "duel" : "sorted");
        printJoint("duel", meleeDuel(nA, nB, modA, modB, sides), q, out);
        try {
            printJoint("sorted", meleeSorted(nA, nB, modA, modB, sides), q, out);
        } catch (IllegalArgumentException e) {
            out.println("sorted: " + e.getMessage());
        }
    }

    private static void printJoint(String name, double[][] joint, double q, PrintWriter out) {
        double[] a = marginal(joint, 0);
        double[] b = marginal(joint, 1);
        double aMore = 0;
        double tie = 0;
        for (int i = 0; i < joint.length; i++) {
            for (int j = 0; j < joint[i].length; j++) {
                if (i > j) {
                    aMore += joint[i][j];
                } else if (i == j) {
                    tie += joint[i][j];
                }
            }
        }
        out.printf(Locale.ROOT, "%s pairing: expected hits A %.3f, B %.3f; casualties A causes %.3f, B causes %.3f;"
                + " P(A scores more) %.4f, tie %.4f%n", name, mean(a), mean(b), mean(a) * q, mean(b) * q, aMore, tie);
        out.printf(Locale.ROOT, "%6s %12s %12s%n", "hits", "P(A=k)", "P(B=k)");
        for (int k = 0; k < Math.max(a.length, b.length); k++) {
            out.printf(Locale.ROOT, "%6d %12.6f %12.6f%n", k, k < a.length ? a[k] : 0, k < b.length ? b[k] : 0);
        }
    }

    private static void printMorale(int dice, int die, int mod, JacobiteRules r, PrintWriter out) {
        if (dice < 0 || dice > 40) {
            throw new ScenarioException("odds", 0, "dice", "value '" + dice + "' must be 0-40");
        }
        final int[] faces = r.moraleFaces[die == JacobiteCodes.AVD ? JacobiteCodes.AVD : JacobiteCodes.D6];
        double[] res = morale(dice, faces, mod, r.brokenFrom, r.disorderedFrom, r.normalFrom, r.getInThere);
        out.printf(Locale.ROOT, "morale: %d %s %+d%n", dice, die == JacobiteCodes.AVD ? "AvD" : "d6", mod);
        for (int k = 0; k < res.length; k++) {
            out.printf(Locale.ROOT, "%-14s %.4f%n", JacobiteCodes.RESULT_NAMES[k], res[k]);
        }
    }

    private static void printMove(int dice, int die, int dropHigh, int dropLow, JacobiteRules r, PrintWriter out) {
        if (dice < 0 || dice > 8) {
            throw new ScenarioException("odds", 0, "dice", "value '" + dice + "' must be 0-8");
        }
        final int[] faces = r.moveFaces[die == JacobiteCodes.AVD ? JacobiteCodes.AVD : JacobiteCodes.D6];
        double[] d = sumDropping(dice, faces, Math.max(0, dropHigh), Math.max(0, dropLow));
        out.printf(Locale.ROOT, "move: %d %s, drop %d high %d low: mean %.3f inches%n", dice,
                die == JacobiteCodes.AVD ? "AvD" : "d6", dropHigh, dropLow, mean(d));
        out.printf(Locale.ROOT, "%6s %10s %12s%n", "d", "P(=d)", "P(>=d)");
        for (int k = 0; k < d.length; k++) {
            if (d[k] > 0) {
                out.printf(Locale.ROOT, "%6d %10.4f %12.4f%n", k, d[k], atLeast(d, k));
            }
        }
    }

    private static void known(Map<String, String> a, String... keys) {
        for (String k : a.keySet()) {
            boolean ok = false;
            for (String key : keys) {
                ok |= key.equals(k);
            }
            if (!ok) {
                throw new ScenarioException("odds", 0, k, "unknown argument '" + k + "' (known: "
                        + String.join(", ", keys) + ")");
            }
        }
    }

    private static int dieArg(Map<String, String> a) {
        String d = a.getOrDefault("die", "avd");
        if (d.equals("avd")) {
            return JacobiteCodes.AVD;
        }
        if (d.equals("d6")) {
            return JacobiteCodes.D6;
        }
        throw new ScenarioException("odds", 0, "die", "unknown die '" + d + "' (known: avd, d6)");
    }
}
