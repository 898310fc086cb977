package org.muster.tactics.jacobite;

import org.muster.engine.BattleRecord;
import org.muster.rules.jacobite.JacobiteEngine;

/**
 * Where jacobite45's posture search ({@code posture=}) decides, by hand and not part of the suite: the arguments of
 * {@link SearchCostCheck} (the preset naming the posture); prints the posture searches a battle, how often each
 * script was chosen, dropped at once (it changed no rollout's score in the first round) or led by mean without
 * passing the paired test, and the mean paired gain of each script over the own doctrine. {@code java -cp
 * simulator/target/test-classes:J org.muster.tactics.jacobite.PostureCheck scenarios/jacobite45/clifton-moor.yaml 1
 * posture=on 0 60 5} (about 10 user CPU s).
 */
public final class PostureCheck {
    private PostureCheck() {
    }

    public static void main(String[] a) {
        SearchCostCheck.Setup setup = SearchCostCheck.Setup.of(a);
        JacobiteEngine e = setup.e;
        SearchPlayer p = setup.p;
        BattleRecord r = new BattleRecord(setup.t.unitCount());
        final long[] chosen = new long[SearchPlayer.MAX_CANDIDATES];
        final long[] atOnce = new long[SearchPlayer.MAX_CANDIDATES];
        final long[] led = new long[SearchPlayer.MAX_CANDIDATES];
        final double[] gain = new double[SearchPlayer.MAX_CANDIDATES];
        final long[] full = new long[SearchPlayer.MAX_CANDIDATES];
        final long[] searches = {0};
        p.postureWatch = (en, u, cand, count, value, played, best) -> {
            searches[0]++;
            chosen[best]++;
            for (int c = 1; c < count; c++) {
                if (played[c] < played[0]) {
                    atOnce[c] += played[c] <= SearchPlayer.FIRST_ROUND ? 1 : 0;
                    continue;
                }
                full[c]++;
                double d = value[c] / played[c] - value[0] / played[0];
                gain[c] += d;
                if (best == 0 && d > 0) {
                    led[c]++;
                }
            }
        };
        int n = setup.to - setup.from;
        for (int i = setup.from; i < setup.to; i++) {
            e.play(setup.seed, i, r);
        }
        System.out.printf("battles %d, posture searches %.2f a battle, rollouts %d%n", n, (double) searches[0] / n,
                p.rollouts);
        for (int c = 0; c < SearchPlayer.MAX_CANDIDATES; c++) {
            if (chosen[c] + atOnce[c] + full[c] == 0) {
                continue;
            }
            System.out.printf("script %d: chosen %d, dropped in round one %d, played out %d (led by mean, not taken"
                    + " %d), mean gain there %+.4f%n", c, chosen[c], atOnce[c], full[c], led[c],
                    full[c] == 0 ? 0 : gain[c] / full[c]);
        }
    }
}
