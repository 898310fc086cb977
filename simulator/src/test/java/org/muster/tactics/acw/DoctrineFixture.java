package org.muster.tactics.acw;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.muster.io.ScenarioReader;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/** Small acw-skirmish battles for the doctrine tests: a scenario body on a 48" table, played to its first order. */
final class DoctrineFixture {
    static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);

    private DoctrineFixture() {
    }

    /**
     * An engine at the first order decision of battle 1 of a scenario named {@code name} on a 48" table of 20 turns,
     * {@code body} (terrain and sides, YAML) written into dir, victory at half the army broken with the casualty
     * tie-break.
     */
    static AcwEngine atFirstOrder(Path dir, String name, String body) throws IOException {
        Path f = dir.resolve("s.yaml");
        Files.writeString(f, "ruleset: acw-skirmish\nname: " + name + "\ntable: {width: 48, depth: 48}\nturns: 20\n"
                + body + "victory: {break-at: 0.5, tie-break: casualties}\n");
        AcwTemplate t = RULESET.compile(ScenarioReader.read(f), RULESET.defaults());
        AcwEngine e = RULESET.newAcwEngine(t);
        e.begin(1, 0);
        while (e.toNextDecision()) {
            if (e.pendingKind() == AcwEngine.ORDER_DECISION) {
                return e;
            }
        }
        throw new AssertionError("no order decision");
    }
}
