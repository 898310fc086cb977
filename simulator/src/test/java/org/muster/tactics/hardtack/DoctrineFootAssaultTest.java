package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * The {@code foot-assault} weight exactly: at every order side 0 (balanced) gives in doctrine-doctrine battles of a
 * bundled scenario, the balanced player (foot-assault 0.8) answers as the same player with foot-assault 0 (its
 * {@code assault} 0.268 alone), except where that one has a foot company close assault at an exact chance below 0.8
 * while the enemy holds no more objective points than its side and, in a battle without objectives (neither of
 * these), not in the second half of the turns with its side losing were the turn limit now: there it does not
 * assault. Horse and guns answer alike everywhere, and foot too while the enemy holds more objective points or,
 * without objectives, late in the battle while its side would lose at the turn limit.
 */
class DoctrineFootAssaultTest {
    @ParameterizedTest
    @CsvSource({"meeting-engagement, 5", "cavalry-action, 0"})
    void footAssaultWeight_holdsFootBackFromAssaultsBelowIt(String name, int minHeld) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", name));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "foot-assault");
        HardtackTemplate t = pair.t();
        assertEquals(0.8, pair.on().footAssault);
        assertTrue(pair.on().assault < 0.8);
        DoctrinePlayer with = pair.with();
        DoctrinePlayer without = pair.without();
        DoctrineSituation situation = new DoctrineSituation(0, pair.on(), new DoctrineTargets(t, new DoctrineOdds(t)));
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, without) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                if (other.action == HardtackOrder.ASSAULT && t.type[u] == HardtackCodes.INFANTRY
                        && without.assaultChance(e, u, other.target) < 0.8
                        && e.objectivePoints(0) >= e.objectivePoints(1) && !(t.obj.x.length == 0
                        && 2 * e.state().turn() > t.victory.maxTurns && situation.losesAtLimit(e))) {
                    seen[0]++;
                    assertTrue(o.action != HardtackOrder.ASSAULT, "held back");
                    return;
                }
                seen[other.action == HardtackOrder.ASSAULT ? 1 : 2]++;
                DoctrineWatch.assertSameOrder(other, o);
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 8);
        // The weight acted and assaults it let through were seen (12 foot assaults held back and 28 kept in 8
        // meeting-engagement battles; cavalry-action has no foot).
        assertTrue(seen[0] >= minHeld && seen[1] >= minHeld && seen[2] > 100, seen[0] + " held back, " + seen[1]
                + " assaults kept, " + seen[2] + " others");
    }
}
