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
 * The worth of a gun's crew as a fire target, exactly: at every order side 0 (balanced) gives in battles of the
 * gun-shy fixture (foot against pistol horse and a gun, the enemy naive), the doctrine player's best volley is worth
 * the highest over the enemy's units of the exact expected results times 1, or for the gun 1 + the lost gun's
 * casualty points over its crew; and it fires at the gun where the plain expected results would have chosen horse.
 * Deterministic (fixed seeds), so it cannot fail by chance.
 */
class DoctrineGunWorthTest {
    @Test
    void aGunsCrewIsWorthTheLostGunsPointsOverItsCrewMore_andDrawsFireAPlainCountWouldSendElsewhere() {
        Scenario s = ScenarioReader.read(Path.of("src", "test", "resources", "tactics", "hardtack-gun-shy.yaml"));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrinePlayer p = new DoctrinePlayer(0, DoctrineWatch.balanced(s, Map.of()), t);
        DoctrineOdds odds = new DoctrineOdds(t);
        int[] counts = new int[2];
        ForwardingPlayer watch = new ForwardingPlayer(p) {
            @Override
            public void decide(HardtackEngine e, int u, int index, HardtackOrder o) {
                int got = p.bestTarget(e, u);
                double best = 0;
                double plainBest = 0;
                int plain = -1;
                for (int v : t.foesOf(0)) {
                    double x = odds.expected(e, u, v);
                    double worth = t.type[v] == HardtackCodes.ARTILLERY ? 1 + t.gunPoints / t.figures[v] : 1;
                    best = Math.max(best, x * worth);
                    if (x > plainBest) {
                        plainBest = x;
                        plain = v;
                    }
                }
                assertEquals(best, p.bestValue(), 1e-12);
                counts[0]++;
                if (got >= 0 && t.type[got] == HardtackCodes.ARTILLERY && t.type[plain] != HardtackCodes.ARTILLERY) {
                    counts[1]++;
                }
                delegate.decide(e, u, index, o);
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        assertTrue(counts[0] > 50 && counts[1] > 0, counts[0] + " orders, " + counts[1] + " with the gun chosen over "
                + "the plain count's horse");
    }
}
