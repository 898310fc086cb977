package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * The {@code outclassed} weight exactly: at every order side 0 (balanced) gives in battles of the fixture (green foot
 * against regular, no objective) or a bundled scenario, the balanced player (outclassed 1) answers as the same player
 * with outclassed 0, except where that one would not fire (an advancing company closing to its preferred range, or
 * what it does instead) while its side is outclassed ({@link DoctrinePlayer#outclassed}: no objective, the enemy's
 * mean quality die at least one step above its own); there it fires at its best target. On meeting-engagement (an
 * objective) it never acts. Orders that a transfer replaced are not compared.
 */
class DoctrineOutclassedTest {
    @ParameterizedTest
    @CsvSource({"hardtack-outclassed.yaml, 5", "meeting-engagement, 0"})
    void outclassedWeight_firesWhereItStandsWhileTheEnemyIsTheBetterTroopsAndNoObjectiveIsAtStake(String name,
            int minActed) {
        // A name ending in .yaml is a fixture under src/test/resources/tactics, else a bundled scenario.
        Scenario s = ScenarioReader.read(name.endsWith(".yaml") ? Path.of("src", "test", "resources", "tactics", name)
                : SearchChecks.scenario("hardtack", name));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "outclassed");
        HardtackTemplate t = pair.t();
        assertEquals(1.0, pair.on().outclassed);
        assertEquals(0.0, pair.off().outclassed);
        DoctrinePlayer with = pair.with();
        DoctrinePlayer without = pair.without();
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, without) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final int a = other.action;
                if (command(o, other)) {
                    return;
                }
                if (a != HardtackOrder.FIRE && o.action == HardtackOrder.FIRE) {
                    seen[0]++;
                    assertTrue(with.outclassed(e), "fired while its side is not outclassed");
                    assertEquals(with.bestTarget(e, u), o.target);
                    assertEquals(0, o.arg);
                } else {
                    seen[with.outclassed(e) ? 1 : 2]++;
                    DoctrineWatch.assertSameOrder(other, o);
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted on the fixture (in 4 battles) and left orders alone where it holds (a volley given anyway,
        // a rally, a reload); on meeting-engagement it never acted, nor held.
        assertTrue(seen[0] >= minActed && (minActed == 0 ? seen[0] + seen[1] == 0 : seen[1] > 10), seen[0] + " acted, "
                + seen[1] + " kept while outclassed, " + seen[2] + " others");
    }
}
