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
 * A unit whose straight way to its goal is blocked by a friend (A5: a move that runs into one stops there, Disordered,
 * so doctrine rolls no dice that would) moves off the line around the friend rather than stand (issue 19, Culloden:
 * the doctrine Government's units behind their front line held, orders of no dice, while the Jacobites kept the road
 * to the turn limit). Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineDetourTest {
    /** Foot at (36, 30) facing south, a friend 4 inches straight ahead, the nearest enemy 26 inches beyond. */
    private JacobiteEngine engine(Path dir) throws IOException {
        Path file = dir.resolve("detour.yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: detour",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Grey",
                "    units:",
                "      - {name: Foot, type: regular-foot, men: 12, stance: column, at: [36, 30], facing: south}",
                "      - {name: Foot 2, type: regular-foot, men: 12, stance: column, at: [36, 26], facing: south}",
                "      - {name: Foot 3, type: regular-foot, men: 12, at: [10, 44], facing: south}",
                "  - name: Blue",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 8, at: [36, 4], facing: north}",
                "      - {name: Foot, type: regular-foot, men: 20, at: [60, 4], facing: north}",
                "      - {name: Foot 2, type: regular-foot, men: 20, at: [10, 4], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aUnitBlockedByAFriendMovesAroundIt(@TempDir Path dir) throws IOException {
        PlayerSpec spec = new PlayerSpec("doctrine", "balanced", Map.of("patience", 0.0));
        JacobiteOrder order = DoctrineFirstOrder.of(engine(dir), spec);
        assertEquals(JacobiteCodes.MOVE, order.action, "it moves");
        assertTrue(order.y < 30, "toward the enemy: " + order.y);
        assertTrue(Math.abs(order.x - 36) > 1, "off the line through its friend: " + order.x);
    }
}
