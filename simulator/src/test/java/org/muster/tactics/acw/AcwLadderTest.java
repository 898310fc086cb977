package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.batch.PairedRunner;
import org.muster.batch.PairedTally;
import org.muster.batch.RunPlan;
import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;

/**
 * The acw-skirmish ladder on every bundled scenario: random &lt; naive &lt; doctrine, each step from both sides, and
 * naive against naive fights (draws under half).
 *
 * <p>A step from side s: side s played by the weaker player, then by the stronger, the other side by the weaker in
 * both, battle i on the same seeds (common random numbers); the pairs where s won only with the stronger player (b)
 * against those where it won only with the weaker (c) give McNemar's z = (b - c) / sqrt(b + c). A check passes at
 * z &gt;= {@link #Z_SIG} (one-sided p below 0.01). False-failure rate: the battle counts are set so that every
 * step's z, measured at seed {@link #SEED}, is at least {@link #Z_SIG} + 4.75 = 7.08 (the smallest, 7.11, is
 * cavalry-action's Confederate doctrine step at 1500 battles; every z is in the failure message); a correct ladder
 * whose true z is that large fails a check with probability below 1e-6 (the normal tail beyond 4.75 sd). The draw
 * check (naive v naive draws under half, by 4.75 + Z_SIG binomial sd) has the same margin. The seed is fixed, so
 * the test is deterministic: a failure means the players or the rules changed.
 */
class AcwLadderTest {
    private static final long SEED = 20261201L;
    static final double Z_SIG = 2.33;
    private static final Ruleset RULESET = StandardRulesets.registry().get("acw-skirmish", "test", 0, "ruleset");

    private static Path scenario(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish", name + ".yaml");
    }

    private static RunPlan plan(Scenario base, String ai0, String ai1, long battles) {
        Scenario s = base.withPlayer(0, player(base, 0, ai0)).withPlayer(1, player(base, 1, ai1));
        Parameters p = RULESET.defaults().with(s.rules(), s.source().file(), s.source()::lineOf, "rules.");
        return new RunPlan(RULESET, RULESET.compile(s, p), SEED, battles, 2, 250);
    }

    /** The scenario's own player spec for doctrine (its preset and weights), else the named AI. */
    private static PlayerSpec player(Scenario s, int side, String ai) {
        PlayerSpec own = s.sides().get(side).player();
        return ai.equals("doctrine") ? new PlayerSpec("doctrine", own.preset(), own.weights())
                : new PlayerSpec(ai, own.preset(), Map.of());
    }

    /** McNemar's z of side s winning with the stronger player (B) over the weaker (A), on paired battles. */
    private static double z(PairedTally t, int side) {
        long b = 0;
        long c = 0;
        int[] winners = {0, 1, BattleRecord.DRAW};
        for (int wa : winners) {
            for (int wb : winners) {
                if (wb == side && wa != side) {
                    b += t.winners(wa, wb);
                } else if (wa == side && wb != side) {
                    c += t.winners(wa, wb);
                }
            }
        }
        return b + c == 0 ? 0 : (b - c) / Math.sqrt(b + c);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"cavalry-action, 400, 1500", "farm-assault, 400, 400", "meeting-engagement, 400, 500",
        "veterans-vs-regulars, 400, 1500"})
    void ladder_randomBelowNaiveBelowDoctrine_fromBothSides(String name, long lowBattles, long highBattles) {
        Scenario base = ScenarioReader.read(scenario(name));
        StringBuilder seen = new StringBuilder(name);
        double worst = Double.MAX_VALUE;
        String[][] steps = {{"random", "naive"}, {"naive", "doctrine"}};
        long[] battles = {lowBattles, highBattles};
        for (int k = 0; k < steps.length; k++) {
            String weak = steps[k][0];
            String strong = steps[k][1];
            RunPlan even = plan(base, weak, weak, battles[k]);
            for (int side = 0; side < 2; side++) {
                RunPlan up = side == 0 ? plan(base, strong, weak, battles[k]) : plan(base, weak, strong, battles[k]);
                PairedTally t = PairedRunner.run(even, up, null).paired();
                double z = z(t, side);
                worst = Math.min(worst, z);
                seen.append(String.format(java.util.Locale.ROOT, "; %s over %s, side %d: z %.2f", strong, weak, side,
                        z));
                if (k == 1 && side == 0) {
                    long draws = t.winsA(BattleRecord.DRAW);
                    seen.append(", naive v naive draws ").append(draws).append(" of ").append(t.battles());
                    // Under half, by a margin: the binomial sd at n battles is below sqrt(n) / 2.
                    assertTrue(draws < t.battles() / 2.0 - (Z_SIG + 4.75) * Math.sqrt(t.battles()) / 2,
                            seen.toString());
                }
            }
        }
        assertTrue(worst >= Z_SIG, seen.toString());
    }
}
