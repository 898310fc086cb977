package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;


import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * The charge script of the search's posture portfolio: at every order of side 0 in little-round-top battles (the
 * 20th Maine on the aggressive preset against the 15th Alabama's doctrine), asked on the same state as doctrine, it
 * answers as doctrine except at a steady company's first order with an assault in reach, where it assaults the enemy
 * doctrine gives the best chance.
 */
class ChargePlayerTest {
    @Test
    void chargeAnswersAsDoctrineButAssaultsWheneverItMayAtTheFirstOrder() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", "little-round-top"));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrineWeights w = DoctrineWatch.weights(s, "aggressive");
        DoctrinePlayer doctrine = new DoctrinePlayer(0, w, t);
        ChargePlayer charge = new ChargePlayer(new DoctrinePlayer(0, w, t));
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Beside(doctrine, charge) {
            @Override
            void check(HardtackEngine e, int u, int index, HardtackOrder o, HardtackOrder mine) {
                HardtackState st = e.state();
                int best = -1;
                double bc = -1;
                for (int v = 0; v < t.unitCount(); v++) {
                    if (t.side[v] != t.side[u] && e.canAssault(u, v) && doctrine.assaultChance(e, u, v) > bc) {
                        bc = doctrine.assaultChance(e, u, v);
                        best = v;
                    }
                }
                if (index == 0 && best >= 0 && o.action != HardtackOrder.ASSAULT && !e.inRegimentActivation()
                        && st.confidence[u] <= HardtackCodes.STEADY && t.type[u] != HardtackCodes.ARTILLERY
                        && t.type[u] != HardtackCodes.SHARPSHOOTER) {
                    seen[0]++;
                    assertTrue(charge.amended, "an assault instead of doctrine's order is an amendment");
                    assertEquals(HardtackOrder.ASSAULT, mine.action);
                    assertEquals(best, mine.target);
                } else {
                    seen[o.action == HardtackOrder.ASSAULT ? 1 : 2]++;
                    // What the posture search's shortcut reads: doctrine's order kept is no amendment.
                    assertFalse(charge.amended);
                    assertEquals(o.action, mine.action);
                    assertEquals(o.target, mine.target);
                    assertEquals(o.arg, mine.arg);
                    assertEquals(o.x, mine.x);
                    assertEquals(o.y, mine.y);
                }
                charge.amended = false;
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // Both branches asked often: a charge that answered as doctrine everywhere would fail above.
        assertTrue(seen[0] > 5 && seen[2] > 20, seen[0] + " charged, " + seen[1] + " doctrine's assaults, " + seen[2]
                + " kept");
    }
}
