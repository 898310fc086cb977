package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;

/** The worked examples of B10 (shared/rules/acw-skirmish.md), each with its exact numbers. */
class AcwWorkedExamplesTest {
    private static final double EPS = 1e-12;
    private static final int MANY = 1000;

    private static double[] mean(double[][] l) {
        double k = 0;
        double o = 0;
        for (int i = 0; i < l.length; i++) {
            for (int j = 0; j < l.length; j++) {
                k += i * l[i][j];
                o += j * l[i][j];
            }
        }
        return new double[] {k, o};
    }


    @Test
    void b10_1_simonFireExample() {
        assertEquals(19.0, AcwOdds.rangeFactor(30, 11, 30), EPS);
        assertEquals(190, AcwOdds.casualtyPoints(30, 11, 2, 5, 30, true));
        // The engine's own CP for 5 riflemen at 11" after "move, aim, fire" (I = 2).
        AcwEngine e = AcwScenarios.duel(5, 8, 11);
        assertEquals(190, e.fire().casualtyPoints(0, 1, 2));
        double[] dice = AcwOdds.killDiceCount(190, 100);
        assertArrayEquals(new double[] {0, 0.1, 0.9}, dice, EPS);
        assertEquals(1.9, 0.1 + 2 * 0.9, EPS);
        double[] m = mean(AcwOdds.losses(dice, AcwOdds.killDie(0, 10, 7, true), MANY));
        assertEquals(0.57, m[0], EPS);
        assertEquals(0.76, m[1], EPS);
    }

    /**
     * B5's remainder is kept, not floored: 7 muskets at 23" for 2 increments (RF 1.25) is CP 17.5, a 17.5% chance of
     * one kill die; at a kill-die modifier of -2 (no effect 0.1) P(no effect) = 0.825 + 0.175 x 0.1 = 0.8425 (a floor
     * to 17 would give 0.847). The engine's own CP and modifier for a prone green target (target-green reading).
     */
    @Test
    void b5_remainderKept_sevenMusketsAt23InchesForTwoIncrements() {
        assertEquals(1.25, AcwOdds.rangeFactor(24, 23, 30), EPS);
        assertEquals(17.5, AcwOdds.casualtyPoints(24, 23, 2, 7, 30, true), EPS);
        int num = AcwOdds.cpNumerator(24, 23, 2, 7, 30, true);
        int den = AcwOdds.cpDenominator(24, true);
        assertArrayEquals(new double[] {0.825, 0.175}, AcwOdds.killDiceCount(num, den, 100), EPS);
        double[][] l = AcwOdds.losses(AcwOdds.killDiceCount(num, den, 100), AcwOdds.killDie(-2, 10, 7, true), 7);
        assertEquals(0.8425, l[0][0], EPS);
        AcwEngine e = muskets();
        assertEquals(17.5, e.fire().casualtyPoints(0, 1, 2), EPS);
        assertEquals(-2, e.fire().killDieModifier(0, 1));
    }

    /** 7 musket men 23" from 7 prone green riflemen, green read as a target modifier (prone -1, green -1). */
    static AcwEngine muskets() {
        AcwEngine e = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 1, 7, "regular", "musket", new Point(24, 10), 0, null, 0)
                .unit(1, "B", "infantry-squad", 1, 7, "green", "rifled-musket", new Point(24, 33), 180, "prone", 0)
                .rule("kill-die.quality-reading", "target-green").engine();
        e.reset();
        return e;
    }

    @Test
    void b10_2_percentageRemainder() {
        assertArrayEquals(new double[] {0.7, 0.3}, AcwOdds.killDiceCount(30, 100), EPS);
    }

    @Test
    void b10_3_artilleryRangeFactorCorrected() {
        int max = AcwScenarios.RULESET.defaults().getInt("range.artillery");
        assertEquals(60, max);
        assertEquals(30.0, AcwOdds.rangeFactor(max, 0, 30), EPS);
        assertEquals(15.0, AcwOdds.rangeFactor(max, 30, 30), EPS);
        assertEquals(0.0, AcwOdds.rangeFactor(max, 60, 30), EPS);
        assertEquals(0.0, AcwOdds.rangeFactor(max, 61, 30), EPS);
        // Scaled formula for the other weapons [D]: musket 1.25 x (24 - R), shotgun (18 - R) x 5/3, pistol 5 x (6 - R).
        assertEquals(1.25 * 14, AcwOdds.rangeFactor(24, 10, 30), EPS);
        assertEquals(8 * 5.0 / 3, AcwOdds.rangeFactor(18, 10, 30), 1e-9);
        assertEquals(5.0 * 4, AcwOdds.rangeFactor(6, 2, 30), EPS);
    }

    @Test
    void b10_4_killDieTable() {
        double[][] expected = {
            {0.3, 0.7, 0}, {0.3, 0.6, 0.1}, {0.3, 0.5, 0.2}, {0.3, 0.4, 0.3},
            {0.3, 0.3, 0.4}, {0.2, 0.3, 0.5}, {0.2, 0.2, 0.6}, {0.1, 0.2, 0.7},
        };
        AcwTemplate t = AcwScenarios.meeting().compile();
        for (int m = -3; m <= 4; m++) {
            double[] o = AcwOdds.killDie(m, 10, 7, true);
            double[] row = expected[m + 3];
            assertEquals(row[0], o[AcwCodes.KILLED], 1e-9, "killed at " + m);
            assertEquals(row[1], o[AcwCodes.OUT_OF_ACTION], 1e-9, "out at " + m);
            assertEquals(row[2], o[AcwCodes.NO_EFFECT], 1e-9, "none at " + m);
            assertEquals(row[0], t.pKilled[m + AcwTemplate.MOD_OFFSET], 1e-9);
            assertEquals(row[1], t.pOut[m + AcwTemplate.MOD_OFFSET], 1e-9);
        }
    }

    @Test
    void b10_5_cqcExample() {
        // Veteran cavalry below a hill charge into the flank of green infantry standing on it.
        AcwEngine e = AcwScenarios.of().area("hill", 20, 20, 10, 10, 1, null)
                .unit(0, "cav", "cavalry-squad", 1, 5, "veteran", "pistol", new Point(15, 25), 90, "mounted", 0)
                .unit(1, "inf", "infantry-squad", 1, 5, "green", "rifled-musket", new Point(25, 25), 0, null, 0)
                .engine();
        e.reset();
        int modA = e.melee().attackerModifiers(0, 1, true, 1);
        int modD = e.melee().defenderModifiers(1, 0);
        assertEquals(35, modA);
        assertEquals(10, modD);
        int base = e.melee().cqcBase(0, 1);
        assertEquals(15, base);
        int[] v = AcwOdds.cqcValues(modA, modD, base);
        assertArrayEquals(new int[] {40, 15}, v);
        int ptsA = v[0] * AcwOdds.counted(5, 5, 2);
        int ptsD = v[1] * AcwOdds.counted(5, 5, 2);
        assertEquals(200, ptsA);
        assertEquals(75, ptsD);
        double[] die = AcwOdds.killDie(0, 10, 7, true);
        double[][] onInf = AcwOdds.losses(AcwOdds.killDiceCount(ptsA, 100), die, 5);
        assertEquals(0.91, 1 - onInf[0][0], 1e-12);
        assertEquals(0.09, onInf[2][0], 1e-12);
        double[] m = mean(onInf);
        assertEquals(0.6, m[0], 1e-12);
        assertEquals(0.8, m[1], 1e-12);
        double[][] onCav = AcwOdds.losses(AcwOdds.killDiceCount(ptsD, 100), die, 5);
        assertEquals(0.525, 1 - onCav[0][0], 1e-12);
        m = mean(onCav);
        assertEquals(0.225, m[0], 1e-12);
        assertEquals(0.3, m[1], 1e-12);
    }

    @Test
    void b10_6_twoToOneCap() {
        assertEquals(6, AcwOdds.counted(8, 3, 2));
        assertEquals(3, AcwOdds.counted(3, 8, 2));
        int[] v = AcwOdds.cqcValues(0, 0, 25);
        assertEquals(150, v[0] * AcwOdds.counted(8, 3, 2));
        assertEquals(75, v[1] * AcwOdds.counted(3, 8, 2));
        assertArrayEquals(new double[] {0, 0.5, 0.5}, AcwOdds.killDiceCount(150, 100), EPS);
        assertArrayEquals(new double[] {0.25, 0.75}, AcwOdds.killDiceCount(75, 100), EPS);
    }

    @Test
    void b10_7_morale() {
        AcwTemplate t = AcwScenarios.meeting().compile();
        assertEquals(90, t.moraleK[5] + t.perMan * 5);
        assertEquals(0.10, 1 - t.moralePass[5][5], 1e-12);
        assertEquals(50, t.moraleK[5] + t.perMan * 1);
        assertEquals(0.50, t.moralePass[5][1], 1e-12);
        for (int start = 3; start <= 8; start++) {
            assertEquals(90, t.moraleK[start] + 10 * start, "full strength of a " + start + "-man squad");
        }
    }

    @Test
    void b10_8_outOfAction() {
        double[] r = AcwOdds.recovery(3, 10, true);
        assertEquals(7.0 / 8, r[0], 1e-12);
        assertEquals(1.0 / 8, r[1], 1e-12);
        assertEquals(11.0 / 7, r[2], 1e-12);
        double[] die = AcwOdds.killDie(0, 10, 7, true);
        assertEquals(0.35, die[AcwCodes.KILLED] + die[AcwCodes.OUT_OF_ACTION] * r[1], 1e-12);
    }

    @Test
    void b10_9_deckGivesTenIncrementsAndTwoAimedShotsAtI3() {
        AcwTemplate t = AcwScenarios.meeting().compile();
        assertArrayEquals(new int[] {1, 1, 2, 3, 3}, t.deck);
        int sum = 0;
        for (int c : t.deck) {
            sum += c;
        }
        assertEquals(10, sum);
        // A scripted commander plays 3, 1, 3, 1, 2 and on each 3-card aims, aims, fires; on the others loads.
        AcwRuleset scripted = new AcwRuleset((spec, side, tp) -> new AcwPlayer() {
            private int played;

            @Override
            public void startBattle(AcwView engine) {
                played = 0;
            }

            @Override
            public int chooseCard(AcwView e, int sd) {
                int[] order = {3, 0, 4, 1, 2};
                return order[played++ % 5];
            }

            @Override
            public void decide(AcwView e, int u, int inc, int incs, AcwOrder o) {
                if (side == 1) {
                    return;
                }
                if (incs == 3) {
                    o.set(inc < 3 ? AcwCodes.AIM : AcwCodes.FIRE, 1);
                } else if (e.fire().canLoad(u)) {
                    o.set(AcwCodes.LOAD, -1);
                }
            }
        });
        AcwScenarios b = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 1, 5, "regular", "rifled-musket", new Point(24, 10), 0, null, 0)
                .unit(1, "B", "infantry-squad", 1, 8, "regular", "rifled-musket", new Point(24, 30), 180, null, 0)
                .rule("morale.fire-trigger", "off").turns(5);
        AcwEngine e = scripted.newAcwEngine(scripted.compile(b.build(), scripted.defaults()));
        List<String> lines = new ArrayList<>();
        e.narrate(lines::add);
        e.play(7, 0, new BattleRecord(4));
        int shots = 0;
        for (String l : lines) {
            if (l.startsWith("A fires at B")) {
                shots++;
                assertEquals(true, l.contains("I 3"), l);
                assertEquals(true, l.contains("CP 150"), l);
            }
        }
        assertEquals(2, shots);
    }
}
