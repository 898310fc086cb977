package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * When the doctrine player's squad with a shot fires from where it stands rather than closing first (issue 19,
 * held-out seeds 34 g00 side 1 and 35 g07 side 0; the {@code hold} weight): when the nearest enemy's shot at it, or
 * the shots of all the enemies in range and sight of it, hit at least as hard as its own, unless its side is behind
 * under the victory rules (the enemy holds an objective it lacks) or has mounted troopers in the fight. Exact: the
 * expected hits and objective points of a battle's first order, no dice drawn.
 */
class DoctrineOutshotTest {
    private static final String DUEL = """
            sides:
              - name: Blue
                units:
                  - {name: I, type: infantry-squad, men: 6, quality: %s, weapon: %s, at: [24, 6], facing: north}
            %s
              - name: Grey
                units:
                  - {name: K, type: infantry-squad, men: 6, quality: %s, weapon: rifled-musket, at: [24, %s],
                     facing: south}
            """;
    private static final String HORSE = "      - {name: C, type: cavalry-squad, men: 5, weapon: pistol,"
            + " stance: mounted, at: [44, 6], facing: north}";
    /** An objective under Grey's squad at 34": Grey holds it, so Blue is behind. */
    private static final String GREY_HOLDS = "objectives:\n  - {name: farm, at: [24, 34], radius: 4, points: 1}\n";

    @Test
    void equalWeaponsAgainstBetterTroopsFireFromWhereTheyStand(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "outshot test",
                DUEL.formatted("regular", "rifled-musket", "", "veteran", "34"));
        assertTrue(player(e, "balanced").outshot(e, 0, 1, 1), "a veteran rifle outshoots a regular one, even sides");
        assertFalse(player(e, Map.of("hold", 0.0)).outshot(e, 0, 1, 1), "hold 0 closes as before");
        e = DoctrineFixture.atFirstOrder(dir, "outshot test",
                DUEL.formatted("veteran", "rifled-musket", "", "regular", "34"));
        assertFalse(player(e, "balanced").outshot(e, 0, 1, 1), "a veteran rifle closes on a regular one");
        e = DoctrineFixture.atFirstOrder(dir, "outshot test", DUEL.formatted("veteran", "rifled-musket", "", "regular",
                "34]}\n      - {name: K2, type: infantry-squad, men: 6, weapon: rifled-musket, at: [18, 34]}"
                + "\n      - {name: K3, type: infantry-squad, men: 6, weapon: rifled-musket, at: [30, 34"));
        assertTrue(player(e, "balanced").outshot(e, 0, 1, 1), "but not on three regular ones that can all fire at it");
    }

    @Test
    void aSideBehindOnObjectivesClosesThoughOutshot(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "outshot test",
                GREY_HOLDS + DUEL.formatted("regular", "rifled-musket", "", "veteran", "34"));
        assertFalse(player(e, "aggressive").outshot(e, 0, 1, 1), "the attacker must take the farm");
        assertFalse(player(e, "defensive").outshot(e, 0, 1, 1), "whatever the preset");
    }

    @Test
    void outrangedFootCloseOnlyBesideMountedTroopers(@TempDir Path dir) throws IOException {
        AcwEngine e = DoctrineFixture.atFirstOrder(dir, "outshot test",
                DUEL.formatted("regular", "musket", "", "regular", "26"));
        assertTrue(player(e, "balanced").outshot(e, 0, 1, 1), "a musket at 20\" from a rifle, nothing to support");
        e = DoctrineFixture.atFirstOrder(dir, "outshot test",
                DUEL.formatted("regular", "musket", HORSE, "regular", "26"));
        assertFalse(player(e, "balanced").outshot(e, 0, 2, 2), "a musket closes beside mounted troopers");
    }

    private static DoctrinePlayer player(AcwEngine e, String preset) {
        return new DoctrinePlayer(0, DoctrineWeights.of(new PlayerSpec("doctrine", preset, Map.of()),
                SourceMap.NONE, "test"), e.template());
    }

    private static DoctrinePlayer player(AcwEngine e, Map<String, Double> weights) {
        return new DoctrinePlayer(0, DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", weights),
                SourceMap.NONE, "test"), e.template());
    }
}
