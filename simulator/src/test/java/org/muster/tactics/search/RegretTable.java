package org.muster.tactics.search;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;

/**
 * The tallies and the printed table of a SearchRegretCheck (test scope, run by hand), by the kind of doctrine's
 * answer: the decisions of a kind seen, and for each probed decision the {@code count} candidates' outcomes on the same
 * {@code n} rollouts (candidate 0 doctrine's answer, the others named by their kind), from which it takes {@link
 * RegretHalves}' cross-validated regret, the search's own pick by a cut-off score ({@link RegretHalves#pairedPick},
 * when the rollouts have one) and each alternative kind's mean gain over doctrine's answer with no choice made (so no
 * selection bias), with its standard error over decisions and clustered by battle (the decisions of one battle are not
 * independent). Several candidates of one kind at one decision (two targets of fire) count as one observation, their
 * mean. The search's pick may be read at several cut-offs (acw-skirmish compares 2, 4 and 8 turns), one h-gain
 * column each. The three rule sets' checks print through it.
 */
public final class RegretTable {
    /** The share of probed decisions whose regret counts as large. */
    private static final double BIG = 0.03;
    /** A substitution printed from this many decisions on. */
    private static final int LEAST = 5;

    private final Map<String, Stat> stats = new TreeMap<>();
    /**
     * Per "kind -> alternative": sum of gains, decisions, sum of squares, this battle's sum, the sum over battles of
     * the battle sum squared, this battle's decisions, the sum of battle sum times battle decisions, the sum of
     * battle decisions squared.
     */
    private final Map<String, double[]> subs = new TreeMap<>();
    private final Map<String, double[]> one = new HashMap<>();
    private final int[] picks = new int[2];
    private final int[] deviations = new int[1];
    /** The cut-offs' names, one h-gain column each ("h2"). */
    private final String[] cuts;
    private long probed;

    /** A table whose search pick is read at the cut-offs named {@code cuts} (none: no h-gain column). */
    public RegretTable(String... cuts) {
        this.cuts = cuts.clone();
    }

    /** A check's arguments: file side battles seed N k. */
    public record Args(String file, int side, int battles, long seed, int n, int every) {
        public static Args of(String[] a) {
            return new Args(a[0], Integer.parseInt(a[1]), Integer.parseInt(a[2]), Long.parseLong(a[3]),
                    Integer.parseInt(a[4]), Integer.parseInt(a[5]));
        }
    }

    private static final class Stat {
        long seen;
        long n;
        long big;
        double sum;
        double sq;
        final double[] found;
        final long[] devs;
        final Map<String, Integer> best = new TreeMap<>();

        Stat(int cuts) {
            found = new double[cuts];
            devs = new long[cuts];
        }
    }

    private Stat stat(String k) {
        return stats.computeIfAbsent(k, x -> new Stat(cuts.length));
    }

    /** One decision of {@code kind} met in a live battle (probed or not). */
    public void seen(String kind) {
        stat(kind).seen++;
    }

    /** Decisions probed so far. */
    public long probed() {
        return probed;
    }

    /**
     * One probed decision of {@code kind}: {@code scores[k][r]} the end outcome (1 a win, a draw half) of candidate k
     * in rollout r, {@code near[c][k][r]} the same rollout's score at cut-off c, {@code kinds[k]} each alternative's
     * kind.
     */
    public void probed(String kind, double[][] scores, double[][][] near, int count, int n, String[] kinds) {
        probed++;
        final Stat st = stat(kind);
        final double regret = RegretHalves.regret(scores, count, n, picks);
        for (int half = 0; half < 2; half++) {
            st.best.merge(picks[half] == 0 ? "=" : kinds[picks[half]], 1, Integer::sum);
        }
        for (int c = 0; c < cuts.length; c++) {
            deviations[0] = 0;
            st.found[c] += RegretHalves.pairedPick(near[c], scores, count, n, deviations);
            st.devs[c] += deviations[0];
        }
        one.clear();
        for (int k = 1; k < count; k++) {
            double g = 0;
            for (int r = 0; r < n; r++) {
                g += scores[k][r] - scores[0][r];
            }
            final double[] m = one.computeIfAbsent(kinds[k], x -> new double[2]);
            m[0] += g / n;
            m[1]++;
        }
        for (Map.Entry<String, double[]> en : one.entrySet()) {
            final double g = en.getValue()[0] / en.getValue()[1];
            final double[] acc = subs.computeIfAbsent(kind + " -> " + en.getKey(), x -> new double[8]);
            acc[0] += g;
            acc[1]++;
            acc[2] += g * g;
            acc[3] += g;
            acc[5]++;
        }
        st.n++;
        st.sum += regret;
        st.sq += regret * regret;
        if (regret > BIG) {
            st.big++;
        }
    }

    /**
     * Plays the check's live battles on {@code e} (doctrine everywhere, the probe watching side {@code g.side()}),
     * closing each battle's sums; returns that side's mean outcome.
     */
    public double play(Engine e, Args g, int units) {
        final BattleRecord r = new BattleRecord(units);
        double won = 0;
        for (int i = 0; i < g.battles(); i++) {
            e.play(g.seed(), i, r);
            won += RolloutScore.outcome(r.winner, g.side());
            endBattle();
        }
        return won / g.battles();
    }

    /** Closes a battle's sums of the substitution gains (for the standard error clustered by battle). */
    public void endBattle() {
        for (double[] v : subs.values()) {
            v[4] += v[3] * v[3];
            v[6] += v[3] * v[5];
            v[7] += v[5] * v[5];
            v[3] = 0;
            v[5] = 0;
        }
    }

    /**
     * The table under a first line naming the run ({@code g}, the side's doctrine score, the decisions probed, the
     * rollouts): per kind the decisions a battle, those probed, the mean regret with its standard error, the share
     * above 0.03, regret times decisions a battle, the search's own pick's gain and how often it deviates, the kinds
     * the best alternative was; then the substitutions (mean gain, se over decisions, se clustered by battle,
     * decisions) of at least five decisions.
     */
    public void print(PrintStream out, Args g, double score, long rollouts) {
        final int battles = g.battles();
        out.printf("%s side %d: %d battles of seed %d, doctrine score %.3f, %d probed decisions (every %d), %d "
                + "rollouts of %d%n", g.file(), g.side(), battles, g.seed(), score, probed, g.every(), rollouts, g.n());
        out.print("kind                 seen/b  probed  regret   se      >0.03  total/b ");
        for (String c : cuts) {
            out.printf("  %-7s dev ", c + "-gain");
        }
        out.println("  best alternatives");
        for (Map.Entry<String, Stat> en : stats.entrySet()) {
            final Stat s = en.getValue();
            final long n = Math.max(1, s.n);
            final double m = s.sum / n;
            final double se = Math.sqrt(Math.max(0, s.sq / n - m * m) / n);
            out.printf("%-20s %6.2f  %6d  %+.4f  %.4f  %5.2f  %+.4f ", en.getKey(), (double) s.seen / battles, s.n,
                    m, se, (double) s.big / n, m * s.seen / battles);
            for (int c = 0; c < cuts.length; c++) {
                out.printf("  %+.4f %.2f", s.found[c] / n, s.devs[c] / 2.0 / n);
            }
            out.println("  " + s.best);
        }
        out.println("substitution (mean end-score gain over doctrine's answer, its se over decisions, "
                + "clustered by battle, decisions)");
        for (Map.Entry<String, double[]> en : subs.entrySet()) {
            final double[] v = en.getValue();
            if (v[1] >= LEAST) {
                final double m = v[0] / v[1];
                final double se = Math.sqrt(Math.max(0, v[2] / v[1] - m * m) / v[1]);
                final double seb = Math.sqrt(Math.max(0, v[4] - 2 * m * v[6] + m * m * v[7])) / v[1];
                out.printf("  %-46s %+.4f  %.4f  %.4f %5d%s%n", en.getKey(), m, se, seb, (int) v[1],
                        m > 2 * seb && m > 0 ? "  *" : "");
            }
        }
    }
}
