package org.muster.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class SeedsTest {
    @Test
    void forBattle_isAPureFunctionOfSeedIndexAndStream() {
        assertEquals(Seeds.forBattle(7, 123, Seeds.DICE), Seeds.forBattle(7, 123, Seeds.DICE));
    }

    @Test
    void forBattle_neighbouringSeedsAndIndicesDoNotAlias() {
        Set<Long> seen = new HashSet<>();
        for (long s = 0; s < 50; s++) {
            for (long i = 0; i < 50; i++) {
                for (int stream = 0; stream < 3; stream++) {
                    seen.add(Seeds.forBattle(s, i, stream));
                }
            }
        }
        assertEquals(50 * 50 * 3, seen.size());
        assertNotEquals(Seeds.forBattle(1, 0, Seeds.DICE), Seeds.forBattle(0, 1, Seeds.DICE));
    }

    @Test
    void forBattle_goldenValues() {
        // Pinned: a change here changes every seeded result of every run; update only on purpose.
        assertEquals(-1807960124983745281L, Seeds.forBattle(7, 0, Seeds.DICE));
        assertEquals(-6534271107986441322L, Seeds.forBattle(7, 1, Seeds.DICE));
        assertEquals(-1894356339391604366L, Seeds.forBattle(7, 0, Seeds.TACTICS));
    }
}
