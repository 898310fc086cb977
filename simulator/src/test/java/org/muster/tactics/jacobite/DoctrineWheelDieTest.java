package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.jacobite.JacobiteEngine;

/**
 * {@link DoctrineOdds#diceFor}'s die for a wheel (issue 19): a move that wants a wheel but no advance rolls one die to
 * turn the unit, but not when that die would likely run into a friend ahead (A5: Disordered), which the forced die
 * did before whatever blunder-risk said. A line 1.5" behind a friend's line wanting to turn 8.5 degrees: no dice; the
 * same line with the friend away: one die. Exact (the odds are computed, not sampled), so it never fails by chance.
 */
class DoctrineWheelDieTest {
    private JacobiteEngine engine(Path dir, double friendY) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("wheel-die.yaml"),
                "ruleset: jacobite45",
                "name: wheel die",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Line, type: regular-foot, men: 16, at: [30, 10], facing: north}",
                "      - {name: Front, type: regular-foot, men: 16, at: [30, " + friendY + "], facing: north}",
                "  - name: Grey",
                "    units:",
                "      - {name: Clan, type: highland-foot, men: 12, at: [60, 44], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    private static int dice(JacobiteEngine e) {
        DoctrineWeights w = DoctrineWeights.of(new PlayerSpec("doctrine", "balanced", Map.of()), SourceMap.NONE,
                "test");
        return new DoctrineOdds(w).diceFor(e, 0, 0.0, 33, 30);
    }

    @Test
    void aWheelRollsADieOnlyWhenItRunsIntoNoFriend(@TempDir Path dir) throws IOException {
        assertEquals(0, dice(engine(dir, 12.5)), "a friend 2.5 inches ahead: no die");
        assertEquals(1, dice(engine(dir, 40)), "the friend away: one die to wheel");
    }
}
