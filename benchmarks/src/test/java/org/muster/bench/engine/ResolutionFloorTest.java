package org.muster.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.engine.Seeds;
import org.muster.rules.hardtack.HardtackResolution;

/**
 * {@code ResolutionBenchmark.hardtackFireFloor} times the rule sequence of {@code hardtackFire}'s fire alone
 * ({@link HardtackResolution#floor}); it is a floor of that fire only while it rolls the same dice and reaches the
 * same results. Pinned here call for call against the engine's fire on the benchmark's fixture and seed: the same
 * level, wounded and dead, and the same number of dice, for 20,000 fires (about 166,000 dice). Deterministic (fixed
 * seed), so it cannot fail by chance.
 */
class ResolutionFloorTest {
    @Test
    void floor_rollsTheSameDiceAndReachesTheSameResultsAsTheFire() {
        final long seed = Seeds.forBattle(1, 0, Seeds.DICE);
        BenchScenario b = BenchScenario.resource("/resolution/hardtack.yaml");
        HardtackResolution r = HardtackResolution.of(b.ruleset().newEngine(b.template()), seed, 0, 1);
        long majors = 0;
        for (int i = 0; i < 20_000; i++) {
            final long fireDice = r.diceRolled();
            final long floorDice = r.floorDiceRolled();
            final int fire = r.fire();
            assertEquals(fire, r.floor(), "fire " + i);
            assertEquals(r.diceRolled() - fireDice, r.floorDiceRolled() - floorDice, "dice of fire " + i);
            majors += fire >= 2 * 1024 ? 1 : 0;
        }
        // The fixture's fire is a major result about half the time, so the allocation path is pinned too.
        assertTrue(majors > 5_000, "major results: " + majors);
    }
}
