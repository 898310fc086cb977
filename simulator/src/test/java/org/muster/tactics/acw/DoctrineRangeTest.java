package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/**
 * Where the doctrine player's squads stand (issue 19, held-out seed 11 g01 side 1): a side ahead on the casualties
 * tie-break whose squads no enemy outranges keeps them near their maximum range, unless the nearest enemy is mounted
 * cavalry or a squad of the side would have to close to fight. Exact: the preferred distance of a battle's first
 * order, no dice drawn.
 */
class DoctrineRangeTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);
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
        AcwEngine e = engine(dir, RIFLES.formatted("rifled-musket", RIFLE));
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
        AcwEngine e = engine(dir, RIFLES.formatted("musket", RIFLE));
        DoctrinePlayer p = player(e);
        double preset = p.preferredRange(e, 0);
        e.state().killed[2] = 1;
        assertEquals(preset, p.preferredRange(e, 0), 1e-9, "the musket squad is outranged, so the rifles support it");
    }

    @Test
    void notFromMountedCavalry(@TempDir Path dir) throws IOException {
        AcwEngine e = engine(dir, RIFLES.formatted("rifled-musket",
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

    /** An engine at the first order decision of a battle on a 48" table. */
    private static AcwEngine engine(Path dir, String body) throws IOException {
        Path f = dir.resolve("s.yaml");
        Files.writeString(f, "ruleset: acw-skirmish\nname: range test\ntable: {width: 48, depth: 48}\nturns: 20\n"
                + body + "victory: {break-at: 0.5, tie-break: casualties}\n");
        AcwTemplate t = RULESET.compile(ScenarioReader.read(f), RULESET.defaults());
        AcwEngine e = RULESET.newAcwEngine(t);
        e.begin(1, 0);
        while (e.toNextDecision()) {
            if (e.pendingKind() == AcwEngine.ORDER_DECISION) {
                return e;
            }
        }
        throw new AssertionError("no order decision");
    }
}
