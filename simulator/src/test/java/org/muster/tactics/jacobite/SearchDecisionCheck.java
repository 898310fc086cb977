package org.muster.tactics.jacobite;

import java.nio.file.Paths;

import org.muster.engine.BattleRecord;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * Where jacobite45's search decides, by hand and not part of the suite (its name matches no surefire pattern): the
 * arguments of {@link SearchCostCheck}; prints the searched decisions a battle by the unit's kind and doctrine's
 * action, how often each doctrine action is replaced and by what, the decisions whose best candidate by mean was not
 * taken (the paired test held it back), and the paired gain of the battles by their first replacement.
 */
public final class SearchDecisionCheck {
    private static final String[] KINDS = {"shock", "foot", "gun", "other"};
    private static final int A = JacobiteCodes.ACTION_NAMES.length;

    private SearchDecisionCheck() {
    }

    public static void main(String[] a) {
        SearchCostCheck.Setup setup = SearchCostCheck.Setup.of(a);
        String file = setup.file;
        int side = setup.side;
        String preset = setup.preset;
        int from = setup.from;
        int to = setup.to;
        long seed = setup.seed;
        JacobiteTemplate t = setup.t;
        JacobiteEngine e = setup.e;
        JacobiteEngine d = setup.d;
        final SearchPlayer[] sp = {setup.p};
        BattleRecord r = new BattleRecord(t.unitCount());
        final long[][] searchedBy = new long[KINDS.length][A];
        final long[][] swap = new long[A][A];
        final long[] heldBack = new long[A];
        final long[] turnSearched = new long[64];
        final long[] turnDev = new long[64];
        final int[] first = {-1, -1};
        final int[] devs = {0};
        sp[0].watch = (en, u, cand, count, value, played, best) -> {
            int k = en.state().type[u] == JacobiteCodes.HIGHLAND_FOOT || en.sight().isMounted(u) ? 0
                    : en.state().type[u] == JacobiteCodes.ARTILLERY ? 2
                    : en.state().type[u] <= JacobiteCodes.MILITIA_FOOT ? 1 : 3;
            searchedBy[k][cand[0].action]++;
            int turn = Math.min(63, en.state().turn());
            turnSearched[turn]++;
            if (best != 0) {
                swap[cand[0].action][cand[best].action]++;
                turnDev[turn]++;
                if (devs[0]++ == 0) {
                    first[0] = cand[0].action;
                    first[1] = cand[best].action;
                }
            } else {
                int m = 0;
                for (int c = 1; c < count; c++) {
                    if (played[c] == played[0] && played[c] > 0 && value[c] > value[m]) {
                        m = c;
                    }
                }
                if (m != 0) {
                    heldBack[cand[0].action]++;
                }
            }
        };
        double[][] gainBy = new double[A * A + 1][3];
        double sum = 0;
        double sum2 = 0;
        int[] devHist = new int[6];
        for (int i = from; i < to; i++) {
            first[0] = -1;
            devs[0] = 0;
            e.play(seed, i, r);
            double x = score(r, side);
            d.play(seed, i, r);
            double y = score(r, side);
            sum += x - y;
            sum2 += (x - y) * (x - y);
            int key = first[0] < 0 ? A * A : first[0] * A + first[1];
            gainBy[key][0]++;
            gainBy[key][1] += x - y;
            gainBy[key][2] += (x - y) * (x - y);
            devHist[Math.min(5, devs[0])]++;
        }
        int m = to - from;
        double mean = sum / m;
        double se = Math.sqrt(Math.max(0, sum2 / m - mean * mean) / Math.max(1, m - 1));
        SearchPlayer p = sp[0];
        System.out.printf("%s side %d %s: %d battles, gain %+.1f +-%.1f, decisions/b %.1f, searched/b %.1f,"
                + " rollouts/b %.0f, deviated/b %.2f%n", Paths.get(file).getFileName(), side, preset, m, 100 * mean,
                196 * se, (double) p.decisions / m, (double) p.searched / m, (double) p.rollouts / m,
                (double) p.deviated / m);
        System.out.print("  battles by replacements 0..5+:");
        for (int h : devHist) {
            System.out.print(" " + h);
        }
        System.out.println();
        for (int k = 0; k < KINDS.length; k++) {
            StringBuilder b = new StringBuilder("  searched/b " + KINDS[k] + ":");
            for (int x = 0; x < A; x++) {
                if (searchedBy[k][x] > 0) {
                    b.append(String.format(" %s %.2f", JacobiteCodes.ACTION_NAMES[x], (double) searchedBy[k][x] / m));
                }
            }
            System.out.println(b);
        }
        StringBuilder tb = new StringBuilder("  by turn searched/replaced:");
        for (int x = 0; x < 64; x++) {
            if (turnSearched[x] > 0) {
                tb.append(String.format(" t%d %.2f/%.3f", x, (double) turnSearched[x] / m, (double) turnDev[x] / m));
            }
        }
        System.out.println(tb);
        for (int x = 0; x < A; x++) {
            for (int y = 0; y < A; y++) {
                if (swap[x][y] > 0) {
                    System.out.printf("  replaced %s -> %s: %.3f/b%n", JacobiteCodes.ACTION_NAMES[x],
                            JacobiteCodes.ACTION_NAMES[y], (double) swap[x][y] / m);
                }
            }
            if (heldBack[x] > 0) {
                System.out.printf("  held back (best by mean not doctrine's) over %s: %.3f/b%n",
                        JacobiteCodes.ACTION_NAMES[x], (double) heldBack[x] / m);
            }
        }
        for (int k = 0; k <= A * A; k++) {
            double n = gainBy[k][0];
            if (n == 0) {
                continue;
            }
            double gm = gainBy[k][1] / n;
            double gs = Math.sqrt(Math.max(0, gainBy[k][2] / n - gm * gm) / Math.max(1, n - 1));
            String name = k == A * A ? "no replacement" : "first " + JacobiteCodes.ACTION_NAMES[k / A] + " -> "
                    + JacobiteCodes.ACTION_NAMES[k % A];
            System.out.printf("  %s: %d battles, gain there %+.1f +-%.1f, share of total %+.1f%n", name, (int) n,
                    100 * gm, 196 * gs, 100 * gainBy[k][1] / m);
        }
    }

    private static double score(BattleRecord r, int side) {
        return r.winner == side ? 1 : r.winner == BattleRecord.DRAW ? 0.5 : 0;
    }
}
