package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
 * {@code clan-hope} (issue 19, held-out seed 12 family g05 side 1: clans against foot and a gun, doctrine 4.7 points
 * below naive): a small clan whose charge on a fresh line of regular foot that line's volley would stop (A8.1, A9.4)
 * no longer rushes into its fire to stand there and be shot. A clan of 8 figures 17" from a line of 16, inside its
 * musket range: with another enemy it could charge home (a clan of 8, which does not volley) it advances on that one;
 * with the line alone it stands where it is rather than rush in. With {@code clan-hope} 0 it
 * advances on the line as before. Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineClanHopeTest {
    private static final PlayerSpec BALANCED = new PlayerSpec("doctrine", "balanced", Map.of());
    private static final PlayerSpec NO_HOPE = new PlayerSpec("doctrine", "balanced", Map.of("clan-hope", 0.0));

    private JacobiteEngine engine(Path dir, boolean other) throws IOException {
        Path file = dir.resolve("clan-hope-" + other + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: clan hope",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Jacobite",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 8, at: [30, 33], facing: south}",
                "  - name: Government",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 16, at: [30, 16], facing: north}",
                other ? "      - {name: Other, type: highland-foot, men: 8, at: [52, 33], facing: west}" : "",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aClanTheLinesVolleyWouldStopGoesForAnotherEnemy(@TempDir Path dir) throws IOException {
        JacobiteOrder o = DoctrineFirstOrder.of(engine(dir, true), BALANCED);
        assertEquals(JacobiteCodes.MOVE, o.action, "it moves");
        assertEquals(52, o.x, 1e-9, "on the other clan");
        assertEquals(33, o.y, 1e-9, "on the other clan");
        JacobiteOrder before = DoctrineFirstOrder.of(engine(dir, true), NO_HOPE);
        assertEquals(JacobiteCodes.MOVE, before.action, "clan-hope 0: it moves");
        assertEquals(16, before.y, 1e-9, "clan-hope 0: on the line, as before");
    }

    @Test
    void aClanTheLinesVolleyWouldStopDoesNotRushIntoItsFire(@TempDir Path dir) throws IOException {
        assertNotEquals(JacobiteCodes.MOVE, DoctrineFirstOrder.of(engine(dir, false), BALANCED).action,
                "alone with the line: it does not close");
        JacobiteOrder before = DoctrineFirstOrder.of(engine(dir, false), NO_HOPE);
        assertEquals(JacobiteCodes.MOVE, before.action, "clan-hope 0: it rushes the line");
        assertEquals(16, before.y, 1e-9, "clan-hope 0: on the line");
    }
}
