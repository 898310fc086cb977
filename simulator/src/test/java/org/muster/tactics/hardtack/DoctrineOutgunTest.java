package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The {@code outgun} weight exactly, and a horse team at its own table edge: in battles of the fixture (a gun and
 * pistol horse against pistol horse, no objective, the enemy naive), at every order side 0 (balanced) gives, the
 * balanced player (outgun 1) answers as the same player with outgun 0, except for horse whose side's volleys are worth
 * something and at least as much as the enemy's, its troops no better on average: it does not close assault at a
 * chance below {@code foot-assault}. Orders that a transfer replaced are not compared. In the same battles no horse
 * team or led horses are ordered to where they stand: the gun, deployed at its own table edge where its team has no
 * behind to go to, turns to the enemy instead.
 */
class DoctrineOutgunTest {
    private static final Path FIXTURE = Path.of("src", "test", "resources", "tactics", "hardtack-outgun.yaml");

    @Test
    void outgunWeight_holdsHorseFromAssaultsBelowTheFootAssaultChanceWhileItsSideOutgunsTheEnemy() {
        Scenario s = ScenarioReader.read(FIXTURE);
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "outgun");
        HardtackTemplate t = pair.t();
        assertEquals(1.0, pair.on().outgun);
        assertEquals(0.0, pair.off().outgun);
        DoctrineSituation situation = new DoctrineSituation(0, pair.on(), new DoctrineTargets(t, new DoctrineOdds(t)));
        DoctrineWatch.Exact watch = new DoctrineWatch.Exact(pair.with(), pair.without()) {
            @Override
            boolean acted(HardtackOrder o, HardtackOrder other) {
                return other.action == HardtackOrder.ASSAULT && o.action != HardtackOrder.ASSAULT;
            }

            @Override
            void explain(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                assertEquals(HardtackCodes.CAVALRY, t.type[u]);
                assertTrue(situation.outguns(e), "held back while its side does not outgun the enemy");
                assertTrue(pair.with().assaultChance(e, u, other.target) < pair.on().footAssault,
                        "held back at the foot-assault chance");
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 8);
        // The weight acted (53 assaults held back in the 8 battles) and every other order was the same (171).
        assertTrue(watch.acted >= 2 && watch.same > 50, watch.acted + " assaults held back, " + watch.same + " others");
    }

    @Test
    void aHorseTeamAtItsOwnTableEdge_isNotOrderedToWhereItStands_itsGunTurnsToTheEnemyInstead() {
        Scenario s = ScenarioReader.read(FIXTURE);
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "outgun");
        HardtackTemplate t = pair.t();
        int[] turns = new int[1];
        HardtackPlayer watch = new DoctrineWatch.Pair(pair.with(), pair.without()) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final HardtackState st = e.state();
                if (o.action == HardtackOrder.DETACHED_MOVE) {
                    assertTrue(HardtackEngine.len(o.x - st.detX[u], o.y - st.detY[u]) > 1,
                            "a detached element ordered to where it stands");
                }
                if (t.type[u] == HardtackCodes.ARTILLERY && o.action == HardtackOrder.REORGANISE) {
                    turns[0]++;
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 8);
        // Deployed at its own edge, the team has no behind to go to: the gun turns to the enemy (8 times).
        assertTrue(turns[0] > 0, "the gun never turned to the enemy");
    }
}
