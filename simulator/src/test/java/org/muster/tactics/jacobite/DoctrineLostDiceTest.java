package org.muster.tactics.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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
 * {@code lost-dice} (issue 19, held-out seed 28 family g06 side 1: two troops of horse and a line against a gun, a
 * clan and horse, most battles decided at the turn limit on casualties; the look-ahead held back the charges of a
 * troop of 4 horse on the Government gun, unloaded, which shot the troop away while it waited: doctrine 18.8 points
 * below naive): the look-ahead scores the test of a gun that loses the first melee round with the crew the round's
 * casualties leave it (A9.2: a die a crew figure, so a British crew of three that loses one tests with two AvD and
 * seldom holds), not with the crew it had before. A troop of 4 horse 14" from the front of an unloaded Government gun
 * of three crew: it charges the gun; with {@code lost-dice} 0 the look-ahead holds the charge back, as before, though
 * the odds alone allow it. Exact (a decision rolls no dice), so it never fails by chance.
 */
class DoctrineLostDiceTest {
    private JacobiteEngine engine(Path dir) throws IOException {
        JacobiteEngine e = DoctrineFirstOrder.begun(dir.resolve("lost-dice.yaml"),
                "ruleset: jacobite45",
                "name: lost dice",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "rules: {army.government-side: 1}",
                "sides:",
                "  - name: Grey",
                "    units:",
                "      - {name: Horse, type: horse, men: 4, at: [30, 32], facing: south}",
                "  - name: Blue",
                "    units:",
                "      - {name: Gun, type: artillery, count: 1, men: 3, at: [30, 18], facing: north}",
                "      - {name: Foot, type: regular-foot, men: 16, at: [66, 8], facing: north}",
                "victory: {break-at: 0.5, tie-break: casualties}");
        // The gun has fired: unloaded, it meets the charge without reaction fire (A8.1).
        e.state().status[1] &= ~JacobiteCodes.LOADED;
        return e;
    }

    /** The horse's order with balanced doctrine, {@code lost-dice} set. */
    private static JacobiteOrder decide(JacobiteEngine e, double lostDice) {
        return DoctrineFirstOrder.of(e, new PlayerSpec("doctrine", "balanced",
                Map.of("patience", 0.0, "lost-dice", lostDice)));
    }

    @Test
    void horseChargeAGunWhoseCrewALostRoundLeavesTooFewDiceToHold(@TempDir Path dir) throws IOException {
        JacobiteOrder o = DoctrineFirstOrder.of(engine(dir), new PlayerSpec("doctrine", "balanced",
                Map.of("patience", 0.0)));
        assertEquals(JacobiteCodes.CHARGE, o.action, "balanced: it charges");
        assertEquals(1, o.target, "the gun");
        assertFalse(decide(engine(dir), 0).action == JacobiteCodes.CHARGE,
                "lost-dice 0: the look-ahead holds the charge back, as before");
        JacobiteOrder odds = DoctrineFirstOrder.of(engine(dir), new PlayerSpec("doctrine", "balanced",
                Map.of("patience", 0.0, "lost-dice", 0.0, "charge-look", 0.0)));
        assertEquals(JacobiteCodes.CHARGE, odds.action, "the odds alone allow the charge: the look-ahead held it");
    }
}
