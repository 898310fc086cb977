package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwTemplate;

/** The search player: reproducible from the seed alone, and its options checked as bad input. */
class SearchPlayerTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);

    private static AcwTemplate compile(String name, String ai0, String preset0) {
        Path file = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/acw-skirmish/" + name
                + ".yaml");
        Scenario s = ScenarioReader.read(file);
        s = s.withPlayer(0, new PlayerSpec(ai0, preset0, Map.of()));
        return RULESET.compile(s, RULESET.defaults());
    }

    private static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder().append(r.winner).append(' ').append(r.how).append(' ').append(r.turns);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.killed[u]).append(',').append(r.outOfAction[u]).append(',').append(r.standing[u])
                    .append(',').append(r.kills[u]).append(',').append(r.routed[u]);
        }
        return sb.toString();
    }

    @Test
    void aBattleWithASearchingSideReplaysAloneFromItsSeed() {
        AcwTemplate t = compile("cavalry-action", "search", "budget=4,horizon=1");
        AcwEngine a = RULESET.newAcwEngine(t);
        AcwEngine b = RULESET.newAcwEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        a.play(3, 0, out);
        a.play(3, 1, out);
        final String second = text(out);
        b.play(3, 1, out);
        assertEquals(second, text(out), "battle 1 after battle 0 and alone");
        assertTrue(out.turns > 0);
    }

    @Test
    void badSearchOptionsAreRejectedNamingThePreset() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search",
                "budget=0"));
        assertTrue(e.getMessage().contains("sides[0].player.preset"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "depth=3"));
        assertTrue(e.getMessage().contains("depth=3"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> compile("cavalry-action", "search", "reckless"));
        assertTrue(e.getMessage().contains("reckless"), e.getMessage());
    }
}
