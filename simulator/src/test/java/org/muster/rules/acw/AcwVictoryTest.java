package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;

/**
 * Every value of {@code victory.tie-break} (scenarios/README) at the turn limit: objectives decide first under all
 * three; then {@code casualties} gives the battle to the side that lost the smaller fraction of its men (a draw when
 * equal), while {@code objectives-only} and {@code none} give a draw. Played through the engine with a scripted
 * firefight of two turns, so casualties differ from battle to battle.
 */
class AcwVictoryTest {
    private static final int BATTLES = 60;

    /** Every able unit fires at the first enemy it can hit, else loads; nobody moves or charges. */
    private static final AcwRuleset FIREFIGHT = AcwScenarios.scripted((side, e, u, inc, incs, o) -> {
        for (int v = 0; v < e.state().unitCount(); v++) {
            if (e.fire().canFire(u, v)) {
                o.set(AcwCodes.FIRE, v);
                return;
            }
        }
        if (e.fire().canLoad(u)) {
            o.set(AcwCodes.LOAD, -1);
        }
    });

    private static BattleRecord[] play(String tieBreak, boolean objective) {
        AcwScenarios b = AcwScenarios.of()
                .unit(0, "A", "infantry-squad", 2, 6, "regular", "rifled-musket", new Point(20, 14), 0, null, 8)
                .unit(1, "B", "infantry-squad", 2, 6, "regular", "rifled-musket", new Point(20, 30), 180, null, 8)
                .victory(0.9, tieBreak).turns(2);
        if (objective) {
            b.objective("knoll", 20, 32, 3, 1);
        }
        AcwEngine e = FIREFIGHT.newAcwEngine(FIREFIGHT.compile(b.build(), FIREFIGHT.defaults()));
        BattleRecord[] out = new BattleRecord[BATTLES];
        for (int i = 0; i < BATTLES; i++) {
            out[i] = new BattleRecord(4);
            e.play(3, i, out[i]);
        }
        return out;
    }

    private static int lost(BattleRecord r, int side) {
        int l = 0;
        for (int u = 2 * side; u < 2 * side + 2; u++) {
            l += r.killed[u] + r.outOfAction[u];
        }
        return l;
    }

    @Test
    void tieBreak_casualties_fewerMenLostWinsElseDraw() {
        int decided = 0;
        for (BattleRecord r : play("casualties", false)) {
            if (r.how == BattleRecord.HOW_ARMY_BROKE || r.how == BattleRecord.HOW_MUTUAL) {
                continue;
            }
            int l0 = lost(r, 0);
            int l1 = lost(r, 1);
            if (l0 == l1) {
                assertEquals(BattleRecord.DRAW, r.winner);
                assertEquals(BattleRecord.HOW_TURN_LIMIT, r.how);
            } else {
                assertEquals(l0 < l1 ? 0 : 1, r.winner, "lost " + l0 + " v " + l1);
                assertEquals(BattleRecord.HOW_CASUALTIES, r.how);
                decided++;
            }
        }
        assertTrue(decided > 10, "battles decided on casualties: " + decided);
    }

    @Test
    void tieBreak_objectivesOnlyAndNone_drawWhateverTheCasualties() {
        for (String tb : new String[] {"objectives-only", "none"}) {
            int unequal = 0;
            for (BattleRecord r : play(tb, false)) {
                if (r.how == BattleRecord.HOW_ARMY_BROKE || r.how == BattleRecord.HOW_MUTUAL) {
                    continue;
                }
                assertEquals(BattleRecord.DRAW, r.winner, tb);
                assertEquals(BattleRecord.HOW_TURN_LIMIT, r.how, tb);
                unequal += lost(r, 0) != lost(r, 1) ? 1 : 0;
            }
            assertTrue(unequal > 10, tb + ": battles with unequal losses " + unequal);
        }
    }

    @Test
    void tieBreak_everyValue_objectiveHeldDecidesFirst() {
        for (String tb : new String[] {"casualties", "objectives-only", "none"}) {
            int held = 0;
            for (BattleRecord r : play(tb, true)) {
                if (r.how == BattleRecord.HOW_ARMY_BROKE || r.how == BattleRecord.HOW_MUTUAL) {
                    continue;
                }
                if (r.standing[2] > 0 && r.routed[2] == 0) {
                    // B-1 still holds the knoll (2" from it; no Union unit within its 3"): the Confederates win on it.
                    assertEquals(1, r.winner, tb);
                    assertEquals(BattleRecord.HOW_OBJECTIVES, r.how, tb);
                    held++;
                } else {
                    assertTrue(r.how != BattleRecord.HOW_OBJECTIVES, tb);
                }
            }
            assertTrue(held > BATTLES / 2, tb + ": battles won on the objective " + held);
        }
    }
}
