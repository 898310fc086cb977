package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.model.PlayerSpec;
import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteOrder;

/**
 * {@code patience-join} (issue 19, held-out seed 34 family g00 side 0: a clan of 24 and a line of 12 waited out their
 * {@code patience} while the battle, a few cards a turn, ran to the turn limit and was lost on casualties). On turn
 * 0, a line 32 inches from the nearest enemy and in no enemy's range, while a friend already stands in an enemy's
 * musket range: with the switch it advances on its nearest enemy when no smaller than it, and waits when smaller;
 * with the switch 0 it waits, as before ({@code line-together} 0 throughout: the engaged friend is a line, which
 * would move it too). Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrinePatienceJoinTest {
    private JacobiteEngine engine(Path dir, int men) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("patience-join.yaml"),
                "ruleset: jacobite45",
                "name: patience join",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Waiting, type: regular-foot, men: " + men + ", at: [15, 44], facing: south}",
                "      - {name: Engaged, type: regular-foot, men: 12, at: [55, 20], facing: south}",
                "  - name: Grey",
                "    units:",
                "      - {name: Near, type: regular-foot, men: 12, at: [15, 12], facing: north}",
                "      - {name: Far, type: regular-foot, men: 12, at: [55, 10], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, double join) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced",
                Map.of("patience-join", join, "line-together", 0.0)));
    }

    @Test
    void aUnitNoSmallerThanItsEnemyJoinsAFightBegunInsteadOfWaiting(@TempDir Path dir) throws IOException {
        JacobiteOrder o = decide(engine(dir, 16), 1);
        assertEquals(JacobiteCodes.MOVE, o.action, "patience-join: it advances");
        assertEquals(15.0, o.x, 1e-9, "on its nearest enemy");
        assertEquals(12.0, o.y, 1e-9, "on its nearest enemy");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir, 16), 0).action, "patience-join 0: it waits, as before");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir, 10), 1).action, "smaller than its enemy: it waits");
    }
}
