package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;

/**
 * Where the doctrine player's squads stand (issue 19, held-out seed 11 g01 side 1): a side ahead on the casualties
 * tie-break whose squads no enemy outranges keeps them near their maximum range, unless the nearest enemy is mounted
 * cavalry or a squad of the side would have to close to fight. Exact: the preferred distance of a battle's first
 * order, no dice drawn.
 */
class DoctrineRangeTest {
    private static final String RIFLES = """
            sides:
              - name: Blue
                units:
                  - {name: I, type: infantry-squad, men: 6, weapon: rifled-musket, at: [24, 6], facing: north}
                  - {name: J, type: infantry-squad, men: 6, weapon: %s, at: [34, 6], facing: north}
              - name: Grey
                units:
                  - {name: K, %s, at: [24, 40], facing: south}
            """;
    private static final String RIFLE = "type: infantry-squad, men: 6, weapon: rifled-musket";

    @Test
    void aSideAheadThatNoEnemyOutrangesStandsOffNearItsMaximumRange(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "range test", RIFLES.formatted("rifled-musket", RIFLE));
        DoctrinePlayer p = player(e);
        double max = e.template().maxRange[AcwCodes.RIFLED_MUSKET];
        double preset = p.preferredRange(e, 0);
        e.state().killed[2] = 1;
        assertEquals(Math.max(preset, DoctrineRange.AHEAD_RANGE * max), p.preferredRange(e, 0), 1e-9,
                "ahead on casualties");
        e.state().killed[0] = 3;
        assertEquals(preset, p.preferredRange(e, 0), 1e-9, "behind on casualties");
    }

    @Test
    void notWhenOneOfItsSquadsMustCloseToFight(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "range test", RIFLES.formatted("musket", RIFLE));
        DoctrinePlayer p = player(e);
        double preset = p.preferredRange(e, 0);
        e.state().killed[2] = 1;
        assertEquals(preset, p.preferredRange(e, 0), 1e-9, "the musket squad is outranged, so the rifles support it");
    }

    @Test
    void notFromMountedCavalry(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "range test", RIFLES.formatted("rifled-musket",
                "type: cavalry-squad, men: 5, weapon: pistol, stance: mounted"));
        DoctrinePlayer p = player(e);
        double preset = p.preferredRange(e, 0);
        e.state().killed[2] = 1;
        assertEquals(preset, p.preferredRange(e, 0), 1e-9, "backs off from troopers that ride faster");
    }

    private static DoctrinePlayer player(AcwEngine e) {
        return new DoctrinePlayer(0, DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", Map.of()),
                SourceMap.NONE, "test"), e.template());
    }
}
