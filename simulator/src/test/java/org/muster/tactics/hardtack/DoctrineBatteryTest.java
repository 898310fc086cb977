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
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The {@code battery} weight exactly: at every order side 0 (balanced) gives in battles of the fixture (foot and a
 * limbered gun against foot, no objective), the balanced player (battery 1) answers as the same player with battery 0,
 * except for a limbered gun whose nearest enemy is within its shot reach: it unlimbers where it stands, where the
 * other would drive on towards the enemy. Orders that a transfer replaced are not compared.
 */
class DoctrineBatteryTest {
    @Test
    void batteryWeight_unlimbersAGunWhereItStandsOnceItsNearestEnemyIsWithinItsShotReach() {
        Scenario s = ScenarioReader.read(Path.of("src", "test", "resources", "tactics", "hardtack-battery.yaml"));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "battery");
        HardtackTemplate t = pair.t();
        assertEquals(1.0, pair.on().battery);
        assertEquals(0.0, pair.off().battery);
        DoctrinePlayer with = pair.with();
        DoctrinePlayer without = pair.without();
        DoctrineWatch.Exact watch = new DoctrineWatch.Exact(with, without) {
            @Override
            boolean acted(HardtackOrder o, HardtackOrder other) {
                return o.action == HardtackOrder.MOUNT_TOGGLE && other.action == HardtackOrder.MOVE;
            }

            @Override
            void explain(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final int k = e.nearestEnemy(u);
                assertEquals(HardtackCodes.ARTILLERY, t.type[u]);
                assertTrue(e.state().limbered(u), "unlimbered gun");
                assertTrue(Math.ceil(e.dist(u, k) / t.shotBand) - 1 <= t.maxSteps, "out of shot reach");
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted (twice in the 4 battles: in the others the gun came under fire leading its line and
        // unlimbered either way), and every other order was the same (220).
        assertTrue(watch.acted >= 2 && watch.same > 50, watch.acted + " unlimbered, " + watch.same + " others");
    }
}
