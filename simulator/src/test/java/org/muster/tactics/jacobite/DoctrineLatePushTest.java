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
 * In the last {@code late-push} turns a side that would not win were the turn limit now charges on the odds alone
 * (issue 19, held-out seed 11 family g05: horse against a gun and militia, no objectives, where balanced doctrine lost
 * 127 of 1000 battles on casualties at the limit, naive 41). A small clan behind a hedge 13.5" from dismounted
 * dragoons, mounted dragoons behind them (Clifton Moor's Appin): the look-ahead holds its charge back (falling short
 * leaves it Disordered in the horse's reach); with the limit this turn and nobody ahead, it charges. Exact (a decision
 * rolls no dice), so it never fails by chance.
 */
class DoctrineLatePushTest {
    private JacobiteEngine engine(Path dir, int turns) throws IOException {
        Path file = dir.resolve("late-push-" + turns + ".yaml");
        return DoctrineFirstOrder.begun(file,
                "ruleset: jacobite45",
                "name: late push",
                "table: {width: 72, depth: 48}",
                "turns: " + turns,
                "terrain:",
                "  - {kind: hedge, line: [[0, 24], [72, 24]]}",
                "sides:",
                "  - name: Jacobite",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 8, at: [34, 25.5], facing: south}",
                "  - name: Government",
                "    units:",
                "      - {name: Dismounted, type: dragoons, men: 6, stance: dismounted, at: [34, 12], facing: north}",
                "      - {name: Horse, type: dragoons, men: 6, stance: column, at: [30, 6], facing: north}",
                "      - {name: Horse 2, type: dragoons, men: 6, stance: column, at: [42, 6], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aSideThatWouldNotWinAtTheLimitChargesInTheLastTurns(@TempDir Path dir) throws IOException {
        PlayerSpec balanced = new PlayerSpec("doctrine", "balanced", Map.of());
        assertNotEquals(JacobiteCodes.CHARGE, DoctrineFirstOrder.of(engine(dir, 20), balanced).action,
                "twenty turns left: the look-ahead holds the charge back");
        JacobiteOrder late = DoctrineFirstOrder.of(engine(dir, 4), balanced);
        assertEquals(JacobiteCodes.CHARGE, late.action, "the last four turns, not winning at the limit: it charges");
        assertEquals(1, late.target, "on the dismounted dragoons");
        PlayerSpec never = new PlayerSpec("doctrine", "balanced", Map.of("late-push", 0.0));
        assertNotEquals(JacobiteCodes.CHARGE, DoctrineFirstOrder.of(engine(dir, 4), never).action,
                "late-push 0: held back as before");
    }
}
