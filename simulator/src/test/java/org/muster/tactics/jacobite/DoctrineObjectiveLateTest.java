package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * The doctrine's {@code objective-late} (issue 19): in the last turns a unit that can reach an objective its side does
 * not hold goes there, whatever enemy stands nearer, and a unit on an objective does not charge off it. Exact (no
 * dice are rolled by a decision), so it never fails by chance.
 */
class DoctrineObjectiveLateTest {
    /**
     * A Government line at (40, 10) facing north, an objective 10" north of it, and a Jacobite line 8" east of it
     * (out of its arc, nearer than the objective) with two more units far off (one broken would not beat their army):
     * {@code turns} turns in all.
     */
    private JacobiteEngine engine(Path dir, int turns, String enemyAt) throws IOException {
        Path file = dir.resolve("late-" + turns + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: objective late",
                "table: {width: 72, depth: 48}",
                "turns: " + turns,
                "objectives:",
                "  - {name: Crossroads, at: [40, 20], radius: 3, points: 1}",
                "sides:",
                "  - name: Government",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 12, at: [40, 10], facing: north}",
                "  - name: Jacobite",
                "    units:",
                "      - {name: Other line, type: regular-foot, men: 12, at: " + enemyAt + ", facing: west}",
                "      - {name: Far line, type: regular-foot, men: 12, at: [10, 44], facing: south}",
                "      - {name: Far clan, type: highland-foot, men: 12, at: [20, 44], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static JacobiteOrder decide(JacobiteEngine e, double late) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced",
                Map.of("objective-late", late, "patience", 0.0)));
    }

    @Test
    void inTheLastTurnsALineMarchesOnAnObjectiveRatherThanTheNearerEnemy(@TempDir Path dir) throws IOException {
        JacobiteEngine e = engine(dir, 3, "[48, 10]");
        assertEquals(0, e.state().turn(), "the first turn");
        JacobiteOrder late = decide(e, 4);
        assertEquals(JacobiteCodes.MOVE, late.action, "it moves");
        assertEquals(40, late.x, 1e-9, "on the objective");
        assertEquals(20, late.y, 1e-9, "on the objective");
        assertTrue(late.dice > 0, "with dice: " + late.dice);
        // Without objective-late, or with more turns left than it counts, the enemy is nearer: no march on it.
        JacobiteOrder never = decide(e, 0);
        assertTrue(never.action != JacobiteCodes.MOVE || never.y != 20, "without it: not on the objective");
        JacobiteOrder early = decide(engine(dir, 20, "[48, 10]"), 4);
        assertTrue(early.action != JacobiteCodes.MOVE || early.y != 20, "17 turns early: not on the objective");
        // One enemy unit Broken already: one more beats their army (break-at 0.5 of 3), so it fights on.
        JacobiteEngine nearBreak = engine(dir, 3, "[48, 10]");
        assertEquals("Far line", nearBreak.template().unitName(2), "the far line is unit 2");
        nearBreak.state().status[2] |= JacobiteCodes.BROKEN;
        JacobiteOrder fight = decide(nearBreak, 4);
        assertTrue(fight.action != JacobiteCodes.MOVE || fight.y != 20, "near their break: not on the objective");
    }

    @Test
    void inTheLastTurnsALineOnAnObjectiveDoesNotChargeOffIt(@TempDir Path dir) throws IOException {
        // The Line stands on the objective facing a Disordered enemy line of half its figures just ahead.
        JacobiteEngine onIt = engineOnObjective(dir);
        onIt.state().status[1] |= JacobiteCodes.DISORDERED;
        assertEquals(JacobiteCodes.CHARGE, decide(onIt, 0).action, "without objective-late it charges");
        assertNotEquals(JacobiteCodes.CHARGE, decide(onIt, 4).action, "in the last turns it holds the objective");
    }

    /** The Line on an objective at its own place (40, 10), a Jacobite line 3" ahead of it. */
    private JacobiteEngine engineOnObjective(Path dir) throws IOException {
        Path file = dir.resolve("on.yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: objective held",
                "table: {width: 72, depth: 48}",
                "turns: 3",
                "objectives:",
                "  - {name: Crossroads, at: [40, 10], radius: 3, points: 1}",
                "sides:",
                "  - name: Government",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 12, at: [40, 10], facing: north}",
                "  - name: Jacobite",
                "    units:",
                "      - {name: Other line, type: regular-foot, men: 6, at: [40, 14], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

}
