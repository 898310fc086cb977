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
 * {@code blind-close} (issue 19, held-out seed 35 family g04 side 0: a line of 16 walked into a building towards the
 * enemy gun and stood there all battle, the gun within its {@code close-to} but out of its sight, more than the
 * {@code los.edge-inches} from the building's edge; the battle went to the turn limit, lost on casualties: doctrine
 * 15.3 points below naive). A line of 16 deep in a building, 5 inches from an enemy gun in front of it that it cannot
 * see: it moves on the gun; with {@code blind-close} 0 it holds, as before. Exact (a decision rolls no dice), so it
 * never fails by chance.
 */
class DoctrineBlindCloseTest {
    private JacobiteEngine engine(Path dir) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("blind-close.yaml"),
                "ruleset: jacobite45",
                "name: blind close",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "terrain:",
                "  - {kind: building, rect: [55, 16, 10, 10]}",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Foot, type: regular-foot, men: 16, at: [60, 20], facing: south}",
                "  - name: Grey",
                "    units:",
                "      - {name: Gun, type: artillery, count: 1, men: 3, at: [60, 15], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, double blindClose) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced",
                Map.of("patience", 0.0, "blind-close", blindClose)));
    }

    @Test
    void footOutOfSightOfTheNearestEnemyWithinItsDistanceCloseOnIt(@TempDir Path dir) throws IOException {
        JacobiteEngine e = engine(dir);
        assertEquals(false, e.sight().terrainSight(0, 1), "the building hides the gun from the line");
        JacobiteOrder o = decide(e, 1);
        assertEquals(JacobiteCodes.MOVE, o.action, "blind-close: it moves");
        assertEquals(60.0, o.x, 1e-9, "on the gun");
        assertEquals(15.0, o.y, 1e-9, "on the gun");
        assertEquals(JacobiteCodes.HOLD, decide(engine(dir), 0).action, "blind-close 0: it holds, as before");
    }
}
