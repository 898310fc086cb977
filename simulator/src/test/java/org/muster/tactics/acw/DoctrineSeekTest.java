package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.acw.AcwEngine;

/**
 * A doctrine foot squad that would stand blind (issue 19, held-out seed 11 g04 side 0; the {@code seek} weight): the
 * nearest enemy within its range but hidden by a building from where it stands and from every point of this move, it
 * heads for the nearest point with a shot (here three 3" moves out, past the building's corner) instead of holding
 * at its preferred range; with {@code seek} 0, or an enemy out of range, it holds as before. Exact: the move scoring
 * of a battle's first order, no dice drawn.
 */
class DoctrineSeekTest {
    /** Blue 24" from Grey (a rifled musket's preferred 23.8"), a 4" wide building on the line between them. */
    private static final String BEHIND_BUILDING = """
            terrain:
              - {kind: building, rect: [14, 21, 4, 8]}
            sides:
              - name: Blue
                units:
                  - {name: I, type: infantry-squad, men: 6, weapon: rifled-musket, at: [16, 12], facing: north}
              - name: Grey
                units:
                  - {name: K, type: infantry-squad, men: 6, weapon: rifled-musket, at: [16, %s], facing: south}
            """;

    @Test
    void aSquadBlindAtItsPreferredRangeHeadsForAPointWithAShot(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "seek test", BEHIND_BUILDING.formatted("36"));
        DoctrineMoves seek = moves(e, Map.of());
        assertTrue(seek.moveGain(e, 0, 1, 1) > 0, "the blind squad moves");
        assertTrue(Math.abs(seek.bestX - 16) > 2, "sideways, round the building, to " + seek.bestX);
        DoctrineMoves blind = moves(e, Map.of("seek", 0.0));
        assertTrue(blind.moveGain(e, 0, 1, 1) <= 0, "seek 0 holds at the preferred range, blind, as before");
    }

    @Test
    void anEnemyOutOfRangeIsClosedOnAsBefore(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "seek test", BEHIND_BUILDING.formatted("46"));
        DoctrineMoves seek = moves(e, Map.of());
        DoctrineMoves blind = moves(e, Map.of("seek", 0.0));
        assertEquals(blind.moveGain(e, 0, 1, 1), seek.moveGain(e, 0, 1, 1), "34\" out: no search");
        assertEquals(blind.bestX, seek.bestX);
        assertEquals(blind.bestY, seek.bestY);
    }

    private static DoctrineMoves moves(AcwEngine e, Map<String, Double> weights) {
        DoctrineWeights w = DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", weights), SourceMap.NONE, "test");
        DoctrineOdds odds = new DoctrineOdds(e.template());
        return new DoctrineMoves(0, w, new DoctrineRange(0, w, odds), new DoctrineFire(0, odds));
    }
}
