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
 * An objective behind a unit's front counts the turn about a move toward it costs (A5: the wheel is paid from the
 * rolled distance) when doctrine compares it with the nearest enemy (issue 19, Clifton Moor: the Edinburgh Regiment
 * wheeled toward its own village behind and back toward the enemy in turn, its dice short of the wheel, going
 * nowhere). The same distances with the objective ahead: it marches on the objective. Exact (a decision rolls no
 * dice), so it never fails by chance.
 */
class DoctrineTurnAboutTest {
    /**
     * Foot in line (10 inches wide) at (36, 30) facing {@code facing}, the objective's centre 10 inches north of it
     * (y grows northward) and the nearest enemy's 24 south, out of musket range: the turn about (pi x 10 inches) costs
     * more than the difference.
     */
    private JacobiteEngine engine(Path dir, String facing) throws IOException {
        Path file = dir.resolve("turn-about-" + facing + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: turn about",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "objectives:",
                "  - {name: village, at: [36, 40], radius: 4, points: 1}",
                "sides:",
                "  - name: Grey",
                "    units:",
                "      - {name: Foot, type: regular-foot, men: 20, stance: line, at: [36, 30], facing: " + facing + "}",
                "      - {name: Foot 2, type: regular-foot, men: 20, at: [60, 44], facing: south}",
                "      - {name: Foot 3, type: regular-foot, men: 20, at: [10, 44], facing: south}",
                "  - name: Blue",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 8, at: [36, 6], facing: north}",
                "      - {name: Foot, type: regular-foot, men: 20, at: [60, 4], facing: north}",
                "      - {name: Foot 2, type: regular-foot, men: 20, at: [10, 4], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void anObjectiveBehindCountsTheTurnAboutAndOneAheadDoesNot(@TempDir Path dir) throws IOException {
        PlayerSpec spec = new PlayerSpec("doctrine", "balanced", Map.of("patience", 0.0));
        JacobiteOrder behind = DoctrineFirstOrder.of(engine(dir, "south"), spec);
        assertEquals(JacobiteCodes.MOVE, behind.action, "facing the enemy: it moves");
        assertEquals(36, behind.x, 1e-9, "facing the enemy, the village behind: on the clan");
        assertEquals(6, behind.y, 1e-9, "facing the enemy, the village behind: on the clan");
        JacobiteOrder ahead = DoctrineFirstOrder.of(engine(dir, "north"), spec);
        assertEquals(JacobiteCodes.MOVE, ahead.action, "facing the village: it moves");
        assertEquals(36, ahead.x, 1e-9, "facing the village: on the village");
        assertEquals(40, ahead.y, 1e-9, "facing the village: on the village");
    }
}
