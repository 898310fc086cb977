package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/**
 * What the doctrine player does where the held-out scenarios of seed 8 showed it losing to naive (issue 19): a
 * mounted trooper whose card can still bring the charge rides out of a wood to charge reach instead of holding in
 * its cover within rifle range, and a gun that keeps its shot against cavalry faces the cavalry. Each is one
 * decision on a battle's first order, exact (no dice are drawn by the decision).
 */
class DoctrineChargeTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);

    @Test
    void aTrooperThatCanStillChargeThisCardLeavesItsCoverForChargeReach(@TempDir Path dir) throws IOException {
        // The trooper in a light wood 16.5" from rifles: a 2-card brings the charge (one 6" move, 12" charge).
        AcwEngine e = firstOrderOf(dir, 0, """
                terrain:
                  - {kind: light-woods, rect: [2, 2, 8, 8]}
                sides:
                  - name: Blue
                    units:
                      - {name: C, type: cavalry-squad, men: 5, quality: veteran, weapon: pistol, at: [6, 6], \
                facing: north, stance: mounted}
                  - name: Grey
                    units:
                      - {name: I, type: infantry-squad, men: 6, weapon: rifled-musket, at: [6, 22.5], facing: south}
                """);
        AcwOrder o = decide(e, 0, 0, 1, 2);
        assertEquals(AcwCodes.MOVE, o.action, "the trooper holds in the wood");
        double d = Math.hypot(o.x - 6, o.y - 22.5);
        assertTrue(d <= e.melee().chargeReach(0), "the move ends " + d + "\" from the rifles, beyond charge reach");
    }

    @Test
    void aGunKeepingItsShotAgainstCavalryTurnsToFaceIt(@TempDir Path dir) throws IOException {
        // The gun faces away from troopers who can charge it on their next card; its card's last increment.
        AcwEngine e = firstOrderOf(dir, 0, """
                sides:
                  - name: Blue
                    units:
                      - {name: G, type: artillery, men: 4, at: [24, 6], facing: south, stance: unlimbered}
                  - name: Grey
                    units:
                      - {name: C, type: cavalry-squad, men: 5, weapon: pistol, at: [24, 26], facing: south, \
                stance: mounted}
                """);
        AcwOrder o = decide(e, 0, 0, 1, 1);
        assertEquals(AcwCodes.PIVOT, o.action, "the gun does not turn to the cavalry");
        assertEquals(1, o.target);
    }

    /** An engine at the first order decision of a battle where {@code side} acts first, on a 48" table. */
    private static AcwEngine firstOrderOf(Path dir, int side, String body) throws IOException {
        Path f = dir.resolve("s.yaml");
        Files.writeString(f, "ruleset: acw-skirmish\nname: charge test\ntable: {width: 48, depth: 48}\nturns: 20\n"
                + body + "victory: {break-at: 0.5, tie-break: casualties}\n");
        AcwTemplate t = RULESET.compile(ScenarioReader.read(f), RULESET.defaults());
        AcwEngine e = RULESET.newAcwEngine(t);
        for (int battle = 0; battle < 50; battle++) {
            e.begin(1, battle);
            while (e.toNextDecision()) {
                if (e.pendingKind() == AcwEngine.ORDER_DECISION) {
                    if (e.pendingSide() == side) {
                        return e;
                    }
                    break;
                }
            }
        }
        throw new AssertionError("no battle of 50 where side " + side + " gives the first order");
    }

    private static AcwOrder decide(AcwEngine e, int side, int u, int inc, int incs) {
        DoctrinePlayer p = new DoctrinePlayer(side, DoctrineWeights.of(new PlayerSpec("doctrine", "balanced",
                Map.of()), SourceMap.NONE, "test"), e.template());
        AcwOrder o = new AcwOrder();
        p.decide(e, u, inc, incs, o);
        return o;
    }
}
