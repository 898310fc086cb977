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
 * {@code gun-guard} (issue 19, held-out seed 16 family g07 side 0: a clan and a gun against two clans and a troop of
 * horse, doctrine 10.3 points below naive): a gun that mounted horse could charge now fires at that horse, not at a
 * larger clan farther off, which left it unloaded when the horse charged it (A8.1: no reaction fire) and the army,
 * of two units, beaten when it routed. A loaded gun, a troop of 4 horse 16" off and a clan of 24 figures 24" off:
 * it fires at the horse; with {@code gun-guard} 0 at the clan, as before. Exact (a decision rolls no dice), so it
 * never fails by chance.
 */
class DoctrineGunGuardTest {
    private static final PlayerSpec BALANCED = new PlayerSpec("doctrine", "balanced", Map.of());
    private static final PlayerSpec UNGUARDED = new PlayerSpec("doctrine", "balanced", Map.of("gun-guard", 0.0));

    private JacobiteEngine engine(Path dir) throws IOException {
        return DoctrineFirstOrder.begun(dir.resolve("gun-guard.yaml"),
                "ruleset: jacobite45",
                "name: gun guard",
                "table: {width: 72, depth: 48}",
                "turns: 20",
                "sides:",
                "  - name: Blue",
                "    units:",
                "      - {name: Gun, type: artillery, count: 1, men: 3, at: [30, 8], facing: north}",
                "  - name: Grey",
                "    units:",
                "      - {name: Horse, type: horse, men: 4, at: [36, 23], facing: south}",
                "      - {name: Clan, type: highland-foot, men: 24, at: [30, 32], facing: south}",
                "victory: {break-at: 0.5, tie-break: casualties}");
    }

    @Test
    void aGunHorseCouldChargeFiresAtTheHorse(@TempDir Path dir) throws IOException {
        JacobiteOrder o = DoctrineFirstOrder.of(engine(dir), BALANCED);
        assertEquals(JacobiteCodes.FIRE, o.action, "it fires");
        assertEquals(1, o.target, "at the horse");
        JacobiteOrder before = DoctrineFirstOrder.of(engine(dir), UNGUARDED);
        assertEquals(JacobiteCodes.FIRE, before.action, "gun-guard 0: it fires");
        assertEquals(2, before.target, "gun-guard 0: at the clan, as before");
    }
}
