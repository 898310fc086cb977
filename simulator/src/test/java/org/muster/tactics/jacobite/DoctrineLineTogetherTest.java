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
 * {@code line-together} (issue 19, held-out seed 39 family g00 side 0: the line deployed nearer the enemy advanced at
 * once while the other waited out its {@code patience}, and the first traded volleys alone with a line of 20). On
 * turn 0, a line of 10, 32 inches from its nearest enemy (a line of 12: {@code patience-join} does not apply) and in
 * no enemy's range, while a friendly line stands 24 inches from its own nearest enemy (within its range plus {@code
 * close-to}: it does not wait): with the switch it advances with that line; with the switch 0, or the friend as far
 * off as itself, it waits, as before. Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineLineTogetherTest {
    private JacobiteEngine engine(Path dir, int friendY) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("line-together.yaml"),
                "ruleset: jacobite45",
                "name: line together",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Waiting, type: regular-foot, men: 10, at: [15, 44], facing: south}",
                "      - {name: Friend, type: regular-foot, men: 12, at: [55, " + friendY + "], facing: south}",
                "  - name: Grey",
                "    units:",
                "      - {name: Near, type: regular-foot, men: 12, at: [15, 12], facing: north}",
                "      - {name: Far, type: regular-foot, men: 12, at: [55, 6], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, double together) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced", Map.of("line-together", together)));
    }

    @Test
    void aLineAdvancesWithAFriendlyLineThatDoesNotWait(@TempDir Path dir) throws IOException {
        JacobiteOrder o = decide(engine(dir, 30), 1);
        assertEquals(JacobiteCodes.MOVE, o.action, "line-together: it advances");
        assertEquals(15.0, o.x, 1e-9, "on its nearest enemy");
        assertEquals(12.0, o.y, 1e-9, "on its nearest enemy");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir, 30), 0).action, "line-together 0: it waits, as before");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir, 40), 1).action, "the friend waits too: so does it");
    }
}
