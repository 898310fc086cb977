package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The {@code stand} weight exactly: at every order side 0 (balanced) gives in doctrine-doctrine battles of a bundled
 * scenario, the balanced player (stand 1) answers as the same player with stand 0, except where that one would not
 * fire (an advancing company closing to its preferred range, or what it does instead) and the company is under fire
 * while its side's volleys are worth at least as much as the enemy's ({@link DoctrinePlayer#standsUnderFire}): there
 * it fires at its best target ({@link DoctrinePlayer#bestTarget}). Orders that a transfer replaced are not compared.
 */
class DoctrineStandTest {
    @ParameterizedTest
    @CsvSource({"meeting-engagement, 5, 1", "points-regiment, 5, 10"})
    void standWeight_firesWhereItStandsUnderFireWhileItsSideOutgunsTheEnemy(String name, int minStood,
            int minOthers) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", name));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrineWeights on = DoctrineWatch.balanced(s, Map.of());
        DoctrineWeights off = DoctrineWatch.balanced(s, Map.of("stand", 0.0));
        assertEquals(1.0, on.stand);
        assertEquals(0.0, off.stand);
        DoctrinePlayer with = new DoctrinePlayer(0, on, t);
        DoctrinePlayer without = new DoctrinePlayer(0, off, t);
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, without) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final int a = other.action;
                if (a == HardtackOrder.TRANSFER || a == HardtackOrder.RUNNER || o.action == HardtackOrder.TRANSFER
                        || o.action == HardtackOrder.RUNNER) {
                    return;
                }
                final boolean stands = with.standsUnderFire(e, u);
                if (a != HardtackOrder.FIRE && o.action == HardtackOrder.FIRE) {
                    seen[0]++;
                    assertTrue(stands, "fired while not standing under fire");
                    assertEquals(with.bestTarget(e, u), o.target);
                    assertEquals(0, o.arg);
                } else {
                    seen[stands ? 1 : 2]++;
                    DoctrineWatch.assertSameOrder(other, o);
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted (in 4 battles, 9 times on meeting-engagement, 30 on points-regiment), and orders under
        // fire with the side out-gunning the enemy that it left alone (a volley given anyway, or a company that
        // closes, rallies or reloads) were seen, as were others (4 on meeting-engagement: both lines soon in reach).
        assertTrue(seen[0] >= minStood && seen[1] > 10 && seen[2] >= minOthers, seen[0] + " stood, " + seen[1]
                + " kept while out-gunning, " + seen[2] + " others");
    }
}
