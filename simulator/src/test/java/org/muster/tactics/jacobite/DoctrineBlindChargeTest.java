package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Mounted horse that would charge a target but for the line of sight (issue 19, a held-out scenario: horse stood in
 * and behind a wood 8-9" from a gun they could not see, never moving, until the battle ended at the turn limit on the
 * gun's casualties): they close on it rather than stop at their charge distance. Exact (a decision rolls no dice), so
 * it never fails by chance.
 */
class DoctrineBlindChargeTest {
    /** Horse at (20, 21) facing south, a loaded gun 8.5" south of it, a light wood between them when {@code wood}. */
    private JacobiteEngine engine(Path dir, boolean wood) throws IOException {
        Path file = dir.resolve("blind-" + wood + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: blind charge",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                wood ? "terrain:\n  - {kind: light-woods, rect: [15.9, 14.6, 7, 5]}" : "",
                "sides:",
                "  - name: Grey",
                "    units:",
                "      - {name: Horse, type: horse, men: 4, at: [20, 20.5], facing: south}",
                "  - name: Blue",
                "    units:",
                "      - {name: Gun, type: artillery, count: 1, men: 3, at: [20, 12], facing: north}",
                "      - {name: Militia, type: militia-foot, men: 12, at: [54, 12], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, String preset) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", preset, Map.of("patience", 0.0)));
    }

    @Test
    void horseThatCannotSeeAGunItWouldChargeClosesOnIt(@TempDir Path dir) throws IOException {
        JacobiteEngine open = engine(dir, false);
        JacobiteEngine wooded = engine(dir, true);
        assertTrue(open.sight().sight(0, 1), "in the open the horse sees the gun");
        assertFalse(wooded.sight().sight(0, 1), "the wood hides the gun");
        for (String preset : new String[] {"aggressive", "balanced", "defensive"}) {
            JacobiteOrder charge = decide(open, preset);
            assertEquals(JacobiteCodes.CHARGE, charge.action, preset + ": in sight it charges the gun");
            assertEquals(1, charge.target, preset + ": the gun");
            JacobiteOrder blind = decide(wooded, preset);
            assertEquals(JacobiteCodes.MOVE, blind.action, preset + ": out of sight it moves");
            assertEquals(20, blind.x, 1e-9, preset + ": on the gun");
            assertEquals(12, blind.y, 1e-9, preset + ": on the gun");
            // The gun 8.5" away, its mean move of one die (4.5" of horse) short: it rolls two or more.
            assertTrue(blind.dice >= 2, preset + ": with the dice to reach it, not a creep: " + blind.dice);
        }
    }
}
