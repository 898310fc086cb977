package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.rules.acw.AcwEngine;

/**
 * Whom the naive player advances on (issue 19, held-out seed 26): the nearest enemy when it can see it, else the
 * nearest it can see, so it does not walk up to an enemy deep in woods, stop at the move gap out of its sight and stand
 * there for the rest of the battle. Exact: the positions of a battle's first order decision, no dice drawn.
 */
class NaiveGoalTest {
    /** A squad 9" from a squad 5" inside dense woods (or open ground) and 17" from one in the open. */
    private static final String HIDDEN_AND_SEEN = """
            terrain: [%s]
            sides:
              - name: Blue
                units:
                  - {name: B, type: infantry-squad, men: 6, at: [24, 8], facing: north}
              - name: Grey
                units:
                  - {name: H, type: infantry-squad, men: 6, at: [24, 17], facing: south}
                  - {name: V, type: infantry-squad, men: 6, at: [40, 12], facing: west}
            """;

    @Test
    void advancesOnTheNearestEnemyItCanSeeWhenTheNearestIsHidden(@TempDir Path dir) throws IOException {
        AcwEngine woods = DoctrineFixture.atFirstOrder(dir, "naive goal",
                HIDDEN_AND_SEEN.formatted("{kind: dense-woods, rect: [14, 12, 20, 20]}"));
        assertEquals(1, woods.sight().nearestEnemy(0), "H is the nearest");
        assertFalse(woods.sight().lineOfSight(0, 1), "H is out of sight in the woods");
        assertTrue(woods.sight().lineOfSight(0, 2), "V is in sight");
        assertEquals(2, NaivePlayer.goal(woods, 0, 1), "goes for V, the nearest in sight");
        assertEquals(0, NaivePlayer.goal(woods, 2, woods.sight().nearestEnemy(2)), "V goes for B, in sight");

        AcwEngine open = DoctrineFixture.atFirstOrder(dir, "naive goal", HIDDEN_AND_SEEN.formatted(""));
        assertEquals(1, NaivePlayer.goal(open, 0, open.sight().nearestEnemy(0)), "in the open: the nearest, H");
    }
}
