package org.muster.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.muster.batch.ChunkTally;
import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Engine;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * Many battles of every bundled scenario ({@code scenarios/<rule set id>/*.yaml}) of every registered rule set keep the
 * battle record's invariants ({@link HostileScenarioPropertyTest#checkInvariants}): men conserved (killed + out of
 * action + standing = start), no count negative, a valid winner and how, and the battle over within the turn limit.
 * A rule set registered without a scenario folder fails here, so a new rule set cannot skip this test.
 */
class BundledScenarioInvariantsTest {
    static final int BATTLES = 400;
    static final long SEED = 0x1A7;

    static Stream<Path> scenarios() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Ruleset r : StandardRulesets.registry().all()) {
            Path dir = HostileScenarioPropertyTest.root().resolve("scenarios").resolve(r.id());
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
            }
        }
        return files.stream();
    }

    @Test
    void everyRegisteredRuleset_hasBundledScenarios() throws IOException {
        for (Ruleset r : StandardRulesets.registry().all()) {
            Path dir = HostileScenarioPropertyTest.root().resolve("scenarios").resolve(r.id());
            assertTrue(Files.isDirectory(dir), "no scenario folder " + dir + " for rule set " + r.id());
            try (Stream<Path> s = Files.list(dir)) {
                assertFalse(s.noneMatch(p -> p.toString().endsWith(".yaml")), "no scenario in " + dir);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void bundledScenario_manyBattles_invariantsHold(Path file) {
        Scenario scenario = ScenarioReader.read(file);
        Ruleset ruleset = StandardRulesets.registry().get(scenario.ruleset(), file.toString(), 0, "ruleset");
        Parameters parameters = ruleset.defaults().with(scenario.rules(), file.toString(), scenario.source()::lineOf,
                "rules.");
        Template template = ruleset.compile(scenario, parameters);
        Engine engine = ruleset.newEngine(template);
        BattleRecord record = new BattleRecord(template.unitCount());
        ChunkTally tally = new ChunkTally(template);
        for (int i = 0; i < BATTLES; i++) {
            record.clear(template.unitCount());
            engine.play(SEED, i, record);
            HostileScenarioPropertyTest.checkInvariants(template, record);
            tally.record(record);
        }
        assertEquals(BATTLES, tally.battles());
    }
}
