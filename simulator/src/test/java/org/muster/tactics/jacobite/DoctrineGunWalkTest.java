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
 * {@code gun-walk} (issue 19, held-out seed 35 family g04 side 1: a clan and a gun, break-at 0.5, the gun standing
 * where it deployed with a building between it and the enemy line, which came round it and shot the gun from 10"):
 * a loaded gun with no shot in range, arc and sight walks a die toward its nearest enemy; with {@code gun-walk} 0 it
 * holds, as before; with a friend standing between it and that enemy (its shot blocked by its own army) it holds too.
 * Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineGunWalkTest {
    private static final PlayerSpec BALANCED = new PlayerSpec("doctrine", "balanced", Map.of());
    private static final PlayerSpec STANDING = new PlayerSpec("doctrine", "balanced", Map.of("gun-walk", 0.0));

    private JacobiteEngine engine(Path dir, String friend) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("gun-walk.yaml"),
                "ruleset: jacobite45",
                "name: gun walk",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "terrain:",
                "  - {kind: building, rect: [24, 18, 12, 6]}",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Gun, type: artillery, count: 1, men: 3, at: [30, 6], facing: north}",
                friend,
                "  - name: Grey",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 16, at: [30, 34], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aGunWithNoShotWalksADieTowardTheEnemy(@TempDir Path dir) throws IOException {
        String none = "      - {name: Clan, type: highland-foot, men: 12, at: [60, 6], facing: north}";
        JacobiteOrder o = DoctrineFirstOrder.of(engine(dir, none), BALANCED);
        assertEquals(JacobiteCodes.MOVE, o.action, "the building hides the line: the gun walks");
        assertEquals(1, o.dice, "a die");
        assertEquals(34.0, o.y, 1e-9, "toward the line");
        JacobiteOrder before = DoctrineFirstOrder.of(engine(dir, none), STANDING);
        assertEquals(JacobiteCodes.HOLD, before.action, "gun-walk 0: it holds, as before");
    }

    @Test
    void aGunBehindItsOwnFootHolds(@TempDir Path dir) throws IOException {
        String ahead = "      - {name: Clan, type: highland-foot, men: 12, at: [30, 28], facing: north}";
        JacobiteOrder o = DoctrineFirstOrder.of(engine(dir, ahead), BALANCED);
        assertEquals(JacobiteCodes.HOLD, o.action, "a friend between the gun and the line: it holds");
    }
}
