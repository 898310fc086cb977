package org.muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;

/**
 * The one victory decision (ARCHITECTURE.md section 6; scenarios/README.md {@code victory.tie-break}): every
 * tie-break value at the turn limit, and the break check.
 */
class VictoryTest {
    private static void assertDecision(int winner, int how, int decision) {
        assertEquals(winner, Victory.winner(decision), "winner");
        assertEquals(BattleRecord.howName(how), BattleRecord.howName(Victory.how(decision)), "how");
    }

    @Test
    void atTurnLimit_objectivesDecideUnderEveryTieBreak() {
        for (int tb : new int[] {Victory.TIE_CASUALTIES, Victory.TIE_OBJECTIVES_ONLY, Victory.TIE_NONE}) {
            // Side 1 holds more points though it lost more: objectives come first.
            assertDecision(1, BattleRecord.HOW_OBJECTIVES, Victory.atTurnLimit(tb, 0, 2, 1, 9));
            assertDecision(0, BattleRecord.HOW_OBJECTIVES, Victory.atTurnLimit(tb, 3, 1, 9, 1));
        }
    }

    @Test
    void atTurnLimit_casualtiesDecideEqualPointsOnlyUnderCasualties() {
        assertDecision(0, BattleRecord.HOW_CASUALTIES, Victory.atTurnLimit(Victory.TIE_CASUALTIES, 1, 1, 2, 5));
        assertDecision(1, BattleRecord.HOW_CASUALTIES, Victory.atTurnLimit(Victory.TIE_CASUALTIES, 0, 0, 5.5, 2));
        assertDecision(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT,
                Victory.atTurnLimit(Victory.TIE_CASUALTIES, 0, 0, 4, 4));
        for (int tb : new int[] {Victory.TIE_OBJECTIVES_ONLY, Victory.TIE_NONE}) {
            assertDecision(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT, Victory.atTurnLimit(tb, 1, 1, 2, 5));
            assertDecision(BattleRecord.DRAW, BattleRecord.HOW_TURN_LIMIT, Victory.atTurnLimit(tb, 0, 0, 4, 4));
        }
    }

    @Test
    void atTurnLimit_unknownCodeIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Victory.atTurnLimit(3, 0, 0, 0, 0));
    }

    @Test
    void afterBreakCheck_oneBeatenLosesBothDrawNeitherGoesOn() {
        assertEquals(Victory.UNDECIDED, Victory.afterBreakCheck(false, false));
        assertDecision(1, BattleRecord.HOW_ARMY_BROKE, Victory.afterBreakCheck(true, false));
        assertDecision(0, BattleRecord.HOW_ARMY_BROKE, Victory.afterBreakCheck(false, true));
        assertDecision(BattleRecord.DRAW, BattleRecord.HOW_MUTUAL, Victory.afterBreakCheck(true, true));
    }

    @Test
    void settingsCodesAreTheDecisionsCodes() {
        assertEquals(Victory.TIE_CASUALTIES, VictorySettings.TIE_CASUALTIES);
        assertEquals(Victory.TIE_OBJECTIVES_ONLY, VictorySettings.TIE_OBJECTIVES_ONLY);
        assertEquals(Victory.TIE_NONE, VictorySettings.TIE_NONE);
    }
}
