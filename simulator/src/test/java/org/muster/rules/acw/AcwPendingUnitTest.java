package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.tactics.acw.AcwTactics;
import org.muster.tactics.acw.ForwardingPlayer;
import org.muster.tactics.search.SearchChecks;

/**
 * A state copied while a player decides a unit's order (as a search player does before its rollouts) stands at that
 * very decision: {@link AcwEngine#pendingUnit} is the deciding unit and {@link AcwEngine#pendingIncrement} its
 * increment, not the cursor the previous unit left behind. Exact on fixed seeds; before the cursor was set ahead of
 * the decision it named the unit after the last one to act (0 at an increment's start).
 */
class AcwPendingUnitTest {
    @Test
    void aStateCopiedInsideADecisionNamesTheDecidingUnit() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario(AcwRuleset.ID, "meeting-engagement"));
        AcwRuleset r = new AcwRuleset(AcwTactics::create);
        AcwTemplate t = r.compile(s, r.defaults());
        AcwEngine copy = r.newAcwEngine(t);
        int[] checked = new int[1];
        AcwEngine e = new AcwEngine(t, (spec, side, tt) -> {
            AcwPlayer doctrine = AcwTactics.create(spec, side, tt);
            return new ForwardingPlayer(doctrine) {
                @Override
                public void decide(AcwView view, int u, int increment, int increments, AcwOrder order) {
                    copy.state().copyFrom(view.state());
                    assertEquals(AcwEngine.ORDER_DECISION, copy.pendingKind());
                    assertEquals(u, copy.pendingUnit(), "pending unit");
                    assertEquals(increment, copy.pendingIncrement(), "pending increment");
                    checked[0]++;
                    doctrine.decide(view, u, increment, increments, order);
                }
            };
        });
        BattleRecord out = new BattleRecord(t.unitCount());
        for (int battle = 0; battle < 3; battle++) {
            e.play(11, battle, out);
        }
        assertTrue(checked[0] > 100, checked[0] + " decisions");
    }
}
