package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * {@code line-hedge} (issue 19, Clifton Moor's Edinburgh Regiment: eight militia, two d6 of morale, deployed 2 inches
 * behind a hedge it does not hold, advanced into the field beyond and broke there on its bare dice). A militia line of
 * 8 (a plain test breaks it 0.28) 2 inches behind a hedge, 22 inches from an enemy line (within its range plus {@code
 * close-to}: it does not wait): with the weight it steps up with one die straight ahead; standing 1 inch behind the
 * hedge (it holds it) it stands; with the weight 0, or as a line of 12 (three dice, 0.05), it advances on the enemy,
 * as before. Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineLineHedgeTest {
    private JacobiteEngine engine(Path dir, int men, double y) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("line-hedge.yaml"),
                "ruleset: jacobite45",
                "name: line hedge",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "terrain:",
                "  - {kind: hedge, line: [[0, 32], [72, 32]]}",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Militia, type: militia-foot, men: " + men + ", at: [36, " + y + "], facing: south}",
                "  - name: Grey",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 12, at: [36, 12], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, double lineHedge) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced", Map.of("line-hedge", lineHedge)));
    }

    @Test
    void aBrittleLineStepsUpToTheHedgeAndHoldsIt(@TempDir Path dir) throws IOException {
        JacobiteOrder o = decide(engine(dir, 8, 34), 0.2);
        assertEquals(JacobiteCodes.MOVE, o.action, "it steps up to the hedge");
        assertEquals(1, o.dice, "one die: a roll that reaches the hedge is lost (A5)");
        assertEquals(36.0, o.x, 1e-9, "straight ahead");
        assertTrue(o.y < 34, "towards the hedge");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir, 8, 33), 0.2).action, "holding the hedge: it stands");
        JacobiteOrder before = decide(engine(dir, 8, 34), 0);
        assertEquals(JacobiteCodes.MOVE, before.action, "line-hedge 0: it advances, as before");
        assertEquals(12.0, before.y, 1e-9, "on the enemy");
        assertEquals(12.0, decide(engine(dir, 12, 34), 0.2).y, 1e-9, "three dice: it advances, as before");
    }
}
