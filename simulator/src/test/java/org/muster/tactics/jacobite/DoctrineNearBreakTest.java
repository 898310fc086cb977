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
 * A side one more of whose units broken would beat its army fights with every unit before the last turns rather than
 * hold or march on objectives (issue 19, held-out seed 13 family g07: horse and foot against a clan and foot, break
 * at half; the horse rode to the central objective and stood there while its foot lost the firefight that broke the
 * army, 14 points worse than naive). Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineNearBreakTest {
    /** Horse at (20, 30), nearer the objective at (30, 24) than the clan at (20, 6); a foot more when {@code three}. */
    private JacobiteEngine engine(Path dir, boolean three) throws IOException {
        Path file = dir.resolve("near-break-" + three + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: near break",
                "table: {width: 72, depth: 36}",
                "turns: 20",
                "objectives:",
                "  - {name: objective, at: [30, 24], radius: 4, points: 1}",
                "sides:",
                "  - name: Grey",
                "    units:",
                "      - {name: Horse, type: horse, men: 8, at: [20, 30], facing: north}",
                "      - {name: Foot, type: regular-foot, men: 20, at: [54, 30], facing: north}",
                three ? "      - {name: Foot 2, type: regular-foot, men: 20, at: [64, 30], facing: north}" : "",
                "  - name: Blue",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 8, at: [20, 6], facing: south}",
                "      - {name: Foot, type: regular-foot, men: 20, at: [54, 6], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aSideOneUnitFromBreakingAdvancesOnTheEnemyNotTheObjective(@TempDir Path dir) throws IOException {
        PlayerSpec spec = new PlayerSpec("doctrine", "balanced", Map.of("patience", 0.0));
        JacobiteOrder two = DoctrineFirstOrder.of(engine(dir, false), spec);
        assertEquals(JacobiteCodes.MOVE, two.action, "two units: it moves");
        assertEquals(20, two.x, 1e-9, "two units (one broken beats the army): on the clan");
        assertEquals(6, two.y, 1e-9, "two units: on the clan");
        JacobiteOrder three = DoctrineFirstOrder.of(engine(dir, true), spec);
        assertEquals(JacobiteCodes.MOVE, three.action, "three units: it moves");
        assertEquals(30, three.x, 1e-9, "three units (two broken beat the army): on the objective");
        assertEquals(24, three.y, 1e-9, "three units: on the objective");
    }
}
