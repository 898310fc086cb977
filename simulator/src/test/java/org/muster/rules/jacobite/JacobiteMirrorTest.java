package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;

/**
 * Mirror symmetry (a metamorphic property): two identical armies deployed as mirror images, under identical players,
 * must win equally often. Among the decisive battles of a fixed-seed run, side 0's win count must be consistent with
 * Binomial(decisive, 1/2): the test fails when the two-sided p-value is below 1e-4, so a symmetric engine fails it
 * with probability 1e-4 for an arbitrary seed (and, the seed being fixed, deterministically never).
 */
class JacobiteMirrorTest {
    private static final int BATTLES = 1500;

    @Test
    void mirroredArmies_winEquallyOften() {
        JacobiteTemplate t = JacobiteScenarios.mirror().compile();
        JacobiteEngine e = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        BattleRecord r = new BattleRecord(JacobiteTemplate.MAX_UNITS);
        int[] wins = new int[3];
        for (int i = 0; i < BATTLES; i++) {
            e.play(2024, i, r);
            wins[r.winner]++;
        }
        int decisive = wins[0] + wins[1];
        assertTrue(decisive > BATTLES / 2, "most battles are decided: " + decisive);
        BinomialDistribution b = new BinomialDistribution(null, decisive, 0.5);
        int low = Math.min(wins[0], wins[1]);
        double p = Math.min(1, 2 * b.cumulativeProbability(low));
        assertTrue(p > 1e-4, "side 0 won " + wins[0] + ", side 1 won " + wins[1] + " of " + decisive
                + " decisive battles: two-sided p = " + p);
    }
}
