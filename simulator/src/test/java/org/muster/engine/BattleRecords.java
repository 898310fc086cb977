package org.muster.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;

import org.muster.rules.Engine;
import org.muster.rules.Template;

/** The battle-record assertions every rule set's contract test makes. */
public final class BattleRecords {
    private BattleRecords() {
    }

    /**
     * What any finished battle of {@code t} must satisfy: one row a unit, turns within the limit, a winner exactly
     * when the battle did not end in a draw, and every unit's figures accounted for (killed + out of action +
     * standing = its start, which is the template's), figures routed off a part of those standing.
     */
    public static void assertKeepsContract(Template t, BattleRecord r, long battle) {
        assertEquals(t.unitCount(), r.unitCount);
        assertTrue(r.turns >= 1 && r.turns <= t.maxTurns(), "turns " + r.turns);
        assertTrue(r.winner == 0 || r.winner == 1 || r.winner == BattleRecord.DRAW, "winner " + r.winner);
        assertTrue(r.how >= 0 && r.how < BattleRecord.HOW_COUNT, "how " + r.how);
        if (r.how == BattleRecord.HOW_MUTUAL || r.how == BattleRecord.HOW_TURN_LIMIT) {
            assertEquals(BattleRecord.DRAW, r.winner, "battle " + battle);
        } else {
            assertTrue(r.winner != BattleRecord.DRAW, "battle " + battle);
        }
        for (int u = 0; u < r.unitCount; u++) {
            assertTrue(r.killed[u] >= 0 && r.outOfAction[u] >= 0 && r.standing[u] >= 0 && r.kills[u] >= 0);
            assertEquals(r.start[u], r.killed[u] + r.outOfAction[u] + r.standing[u], "unit " + u + " battle " + battle);
            assertEquals(t.unitStartFigures(u), r.start[u]);
            assertTrue(r.routedOff[u] >= 0 && r.routedOff[u] <= r.standing[u],
                    "unit " + u + " battle " + battle + ": routed off " + r.routedOff[u] + " of " + r.standing[u]);
            if (r.routedOff[u] > 0) {
                assertEquals(1, r.routed[u], "a unit routed off is routed, unit " + u + " battle " + battle);
                assertEquals(1, r.destroyed[u], "a unit routed off is gone, unit " + u + " battle " + battle);
            }
        }
    }

    /**
     * Plays battles 0 to {@code battles - 1} of {@code seed} one after another on one engine from {@code engines},
     * each within the contract ({@link #assertKeepsContract}), and replays each alone on a fresh engine to the same
     * record.
     */
    public static void assertPlaysAndReplays(Template t, Supplier<Engine> engines, long seed, int battles,
            String what) {
        Engine e = engines.get();
        BattleRecord a = new BattleRecord(t.unitCount());
        BattleRecord b = new BattleRecord(t.unitCount());
        for (int i = 0; i < battles; i++) {
            e.play(seed, i, a);
            assertKeepsContract(t, a, i);
            engines.get().play(seed, i, b);
            assertSameRecord(a, b, what + " battle " + i + " replays alone");
        }
    }

    /** Two records of the same battle are the same, field by field. */
    public static void assertSameRecord(BattleRecord a, BattleRecord b, String what) {
        assertEquals(a.unitCount, b.unitCount, what);
        assertEquals(a.winner, b.winner, what);
        assertEquals(a.how, b.how, what);
        assertEquals(a.turns, b.turns, what);
        for (int u = 0; u < a.unitCount; u++) {
            assertEquals(a.start[u], b.start[u], what);
            assertEquals(a.killed[u], b.killed[u], what);
            assertEquals(a.outOfAction[u], b.outOfAction[u], what);
            assertEquals(a.standing[u], b.standing[u], what);
            assertEquals(a.kills[u], b.kills[u], what);
            assertEquals(a.routed[u], b.routed[u], what);
            assertEquals(a.routedOff[u], b.routedOff[u], what);
            assertEquals(a.destroyed[u], b.destroyed[u], what);
        }
    }
}
