package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
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
 * The {@code stand} weight exactly: at every order side 0 (balanced) gives in doctrine-doctrine battles of a bundled
 * scenario (or the fixture of musket foot against pistol horse), the balanced player (stand 1) answers as the same
 * player with stand 0 (both with objective 0), except where that one would not fire (an advancing company closing to
 * its preferred range, or what it does instead) and the company stands ({@link DoctrinePlayer#stands}): under fire
 * while its side's volleys are worth at least as much as the enemy's and its troops are not the better on average,
 * or out of every enemy's reach with foot or horse its nearest enemy. There it fires at its best target ({@link
 * DoctrinePlayer#bestTarget}). Orders that a transfer replaced are not compared. The better troops never stand under
 * fire, however they out-gun the enemy.
 */
class DoctrineStandTest {
    @ParameterizedTest
    @CsvSource({"meeting-engagement, 5, 0, 1", "points-regiment, 5, 0, 10", "hardtack-outranged.yaml, 0, 5, 0"})
    void standWeight_firesWhereItStandsUnderFireWhileItsSideOutgunsTheEnemy_orOutOfTheEnemysReach(String name,
            int minStood, int minOutOfReach, int minOthers) {
        // A name ending in .yaml is a fixture under src/test/resources/tactics, else a bundled scenario.
        Scenario s = ScenarioReader.read(name.endsWith(".yaml") ? Path.of("src", "test", "resources", "tactics", name)
                : SearchChecks.scenario("hardtack", name));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of("objective", 0.0), "stand");
        HardtackTemplate t = pair.t();
        // objective 0 on both: the objective weight turns a weak volley into a march on an objective, and this test
        // compares the volleys the stand weight gives.
        assertEquals(1.0, pair.on().stand);
        assertEquals(0.0, pair.off().stand);
        DoctrinePlayer with = pair.with();
        DoctrinePlayer without = pair.without();
        int[] seen = new int[4];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, without) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final int a = other.action;
                if (command(o, other)) {
                    return;
                }
                final boolean stands = with.stands(e, u);
                if (a != HardtackOrder.FIRE && o.action == HardtackOrder.FIRE) {
                    seen[with.underFire(e, u) ? 0 : 3]++;
                    assertTrue(stands, "fired while it does not stand");
                    assertEquals(with.bestTarget(e, u), o.target);
                    assertEquals(0, o.arg);
                } else {
                    seen[stands ? 1 : 2]++;
                    DoctrineWatch.assertSameOrder(other, o);
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted (in 4 battles, under fire 11 times on meeting-engagement, 30 on points-regiment; out of
        // every enemy's reach 9 times on the fixture, musket foot against pistol horse, and never on the bundled two),
        // and orders where it stands that it left alone (a volley given anyway, or a company that closes, rallies or
        // reloads) were seen, as were others (meeting-engagement 181, points-regiment 240).
        assertTrue(seen[0] >= minStood && seen[3] >= minOutOfReach && seen[1] > 10 && seen[2] >= minOthers, seen[0]
                + " stood under fire, " + seen[3] + " out of reach, " + seen[1] + " kept while standing, " + seen[2]
                + " others");
    }

    @Test
    void betterTroopsUnderFire_neverStand_howeverTheyOutgunTheEnemy() {
        // Regular foot against as many green (no objective): side 0's mean quality die is a step above the enemy's.
        Scenario s = ScenarioReader.read(Path.of("src", "test", "resources", "tactics", "hardtack-better-troops.yaml"));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrinePlayer with = new DoctrinePlayer(0, DoctrineWatch.balanced(s, Map.of()), t);
        int[] outgunned = new int[1];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, with) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                if (with.underFire(e, u)) {
                    assertFalse(with.stands(e, u), "the better troops stood under fire");
                    outgunned[0] += with.sideFire(e, 0) >= with.sideFire(e, 1) ? 1 : 0;
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // Under fire while out-gunning the enemy (where the stand weight alone would stand): 196 times in 4 battles.
        assertTrue(outgunned[0] >= 20, outgunned[0] + " orders under fire out-gunning the enemy");
    }
}
