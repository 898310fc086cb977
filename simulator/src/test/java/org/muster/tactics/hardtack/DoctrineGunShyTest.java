package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * The {@code gun-shy} weight exactly: at every order side 0 (balanced) gives in battles of the fixture (foot against
 * pistol horse and a gun, no objective, the enemy naive), the balanced player (gun-shy 1) answers as the same player
 * with gun-shy 0, except for a company whose nearest enemy is mounted horse and whose move towards it would end within
 * the canister reach of an enemy gun, nearer the gun than it stands: it does not make that move. Orders that a
 * transfer replaced are not compared.
 */
class DoctrineGunShyTest {
    @Test
    void gunShyWeight_keepsFootFromWalkingTowardsHorseIntoAGunsCanisterReach() {
        Scenario s = ScenarioReader.read(Path.of("src", "test", "resources", "tactics", "hardtack-gun-shy.yaml"));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "gun-shy");
        HardtackTemplate t = pair.t();
        assertEquals(1.0, pair.on().gunShy);
        assertEquals(0.0, pair.off().gunShy);
        DoctrineWatch.Exact watch = new DoctrineWatch.Exact(pair.with(), pair.without()) {
            @Override
            boolean acted(HardtackOrder o, HardtackOrder other) {
                return other.action == HardtackOrder.MOVE && o.action != HardtackOrder.MOVE;
            }

            @Override
            void explain(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final HardtackState st = e.state();
                final int k = e.nearestEnemy(u);
                assertEquals(HardtackCodes.CAVALRY, t.type[k]);
                assertTrue(st.mounted(k), "dismounted horse");
                assertNotEquals(HardtackCodes.ARTILLERY, t.type[u]);
                boolean into = false;
                for (int g : t.foesOf(0)) {
                    if (t.type[g] == HardtackCodes.ARTILLERY && st.active(g)) {
                        final double then = HardtackEngine.len(other.x - st.x[g], other.y - st.y[g]);
                        into |= then <= (t.maxSteps + 1) * t.band[g] && then < e.dist(u, g);
                    }
                }
                assertTrue(into, "a move that stays out of the gun's canister reach was refused");
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted (7 times in the 4 battles) and every other order was the same (148).
        assertTrue(watch.acted >= 2 && watch.same > 50, watch.acted + " moves refused, " + watch.same + " others");
    }
}
