package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The push script of the search's posture portfolio: at every order of doctrine-doctrine meeting-engagement battles,
 * asked on the same state as doctrine, it answers as doctrine except where doctrine fires, reloads, holds or goes in
 * position with a steady company off the objective, where it moves on to the objective (or leaves its position).
 */
class PushPlayerTest {
    @Test
    void pushAnswersAsDoctrineButSendsIdleAndFiringCompaniesToTheObjective() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", "meeting-engagement"));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrineWeights w = DoctrineWatch.weights(s, "balanced");
        DoctrinePlayer doctrine = new DoctrinePlayer(0, w, t);
        PushPlayer push = new PushPlayer(new DoctrinePlayer(0, w, t));
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Beside(doctrine, push) {
            @Override
            void check(HardtackEngine e, int u, int index, HardtackOrder o, HardtackOrder mine) {
                HardtackState st = e.state();
                int a = o.action;
                boolean idle = a == HardtackOrder.FIRE || a == HardtackOrder.RELOAD || a == HardtackOrder.HOLD
                        || a == HardtackOrder.IN_POSITION && o.arg == 0;
                double off = HardtackEngine.len(st.x[u] - t.obj.x[0], st.y[u] - t.obj.y[0]);
                if (idle && !e.inRegimentActivation() && st.confidence[u] <= HardtackCodes.STEADY
                        && off > 0.5 * t.obj.radius[0]) {
                    seen[0]++;
                    if (st.ip(u)) {
                        assertEquals(HardtackOrder.IN_POSITION, mine.action);
                        assertEquals(1, mine.arg);
                    } else {
                        assertEquals(HardtackOrder.MOVE, mine.action);
                        assertEquals(t.obj.x[0], mine.x);
                        assertEquals(t.obj.y[0], mine.y);
                        seen[1]++;
                    }
                } else {
                    seen[2]++;
                    assertEquals(a, mine.action);
                    assertEquals(o.target, mine.target);
                    assertEquals(o.x, mine.x);
                    assertEquals(o.y, mine.y);
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // Both branches asked often: a push that answered as doctrine everywhere would fail above.
        assertTrue(seen[1] > 20 && seen[2] > 20, seen[0] + " pushed, " + seen[1] + " moved, " + seen[2] + " kept");
    }
}
