package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwTemplate;

/**
 * How far the doctrine player's mounted cavalry reckons it rides to a charge (issue 19, held-out seed 19 g05): each
 * stretch of the straight line to the enemy that crosses rough ground is short by the rough-ground inches, as the
 * engine's moves and charges are, so troopers wait where the biggest card really brings the charge. Exact: the
 * positions of a battle's first order decision, no dice drawn.
 */
class DoctrineRideTest {
        /** A troop 30" north of a gun, with or without a fence 3" in front of it (its first move crosses it). */
    private static final String TROOP_AND_GUN = """
            terrain: [%s]
            sides:
              - name: Blue
                units:
                  - {name: C, type: cavalry-squad, men: 5, weapon: pistol, stance: mounted, at: [24, 40], \
            facing: south}
              - name: Grey
                units:
                  - {name: G, type: artillery, men: 4, at: [24, 10], facing: north}
            """;

    @Test
    void aFenceOnTheWayCostsTheMoveThatCrossesItAnInch(@TempDir Path dir) throws IOException {
        AcwEngine open = DoctrineFixture.atFirstOrder(dir, "ride test", TROOP_AND_GUN.formatted(""));
        AcwTemplate t = open.template();
        double move = open.movement().moveAllowance(0);
        double reach = open.melee().chargeReach(0);
        assertEquals(2 * move + reach, DoctrineRange.rideReach(open, 0, 1, 2, 1), 1e-9, "open ground");
        AcwEngine fenced = DoctrineFixture.atFirstOrder(dir, "ride test",
                TROOP_AND_GUN.formatted("{kind: fence, line: [[10, 37], [38, 37]]}"));
        assertEquals(2 * move + reach - t.roughPenalty, DoctrineRange.rideReach(fenced, 0, 1, 2, 1), 1e-9,
                "the first move crosses the fence, the second and the charge do not");
        assertEquals(2 * move - t.roughPenalty + 0.9 * reach, DoctrineRange.waitingDistance(fenced, 0, 1), 1e-9,
                "waits where the biggest card's moves and charge reach, the fence counted");
    }
}
