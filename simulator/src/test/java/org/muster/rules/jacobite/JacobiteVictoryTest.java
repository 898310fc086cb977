package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;
import org.muster.rules.Victory;

/**
 * jacobite45 at the turn limit decides through {@link Victory} under every {@code victory.tie-break} value
 * (scenarios/README.md: {@code casualties} = objectives, then the figure-loss ratio of A11 [D]; {@code objectives-only}
 * and {@code none} = a draw unless objectives decide). Before, {@code none} skipped the objectives.
 */
class JacobiteVictoryTest {
    /** Government foot at (20, 10) beside an objective at (20, 12); a Jacobite clan far off at (50, 40). */
    private static JacobiteEngine engine(String tieBreak) {
        JacobiteEngine e = JacobiteScenarios.of().victory(0.5, tieBreak)
                .unit(0, "Foot", "regular-foot", 1, 16, null, null, new Point(20, 10), 0, 0)
                .unit(1, "Clan", "highland-foot", 1, 24, null, null, new Point(50, 40), 180, 0)
                .objective("Bridge", 20, 12, 4, 1).engine();
        JacobiteHooks.start(e, 1, 0);
        return e;
    }

    private static void assertDecision(int winner, int how, int decision) {
        assertEquals(winner, Victory.winner(decision), "winner");
        assertEquals(BattleRecord.howName(how), BattleRecord.howName(Victory.how(decision)), "how");
    }

    @Test
    void objectivesDecideUnderEveryTieBreak() {
        for (String tb : new String[] {"casualties", "objectives-only", "none"}) {
            JacobiteEngine e = engine(tb);
            // The Government holds the objective though it lost a larger share of its figures.
            e.state().killed[0] = 4;
            e.state().killed[1] = 1;
            assertDecision(0, BattleRecord.HOW_OBJECTIVES, JacobiteHooks.decideAtTurnLimit(e));
        }
    }

    @Test
    void equalObjectives_casualtiesDecideOnlyUnderCasualties() {
        for (String tb : new String[] {"casualties", "objectives-only", "none"}) {
            JacobiteEngine e = engine(tb);
            // Both on the objective: neither holds it.
            e.state().x[1] = 21;
            e.state().y[1] = 13;
            // 4 of 16 (0.25) against 3 of 24 (0.125): the Jacobites lost the smaller share.
            e.state().killed[0] = 4;
            e.state().killed[1] = 3;
            if (tb.equals("casualties")) {
                assertDecision(1, BattleRecord.HOW_CASUALTIES, JacobiteHooks.decideAtTurnLimit(e));
            } else {
                assertDecision(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT, JacobiteHooks.decideAtTurnLimit(e));
            }
            // 4 of 16 against 6 of 24: equal shares, a draw under every tie-break.
            e.state().killed[1] = 6;
            assertDecision(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT, JacobiteHooks.decideAtTurnLimit(e));
        }
    }
}
