package org.muster.bench.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Map;

import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;
import org.muster.run.ScenarioSetup;

/**
 * A scenario compiled for a benchmark: a bundled one, both sides played by one AI (their presets kept, as
 * {@code --ai} keeps them), read from {@code scenarios/} or the folder the system property {@code muster.scenarios}
 * names; or a fixture of this module's resources ({@link #resource}).
 */
record BenchScenario(Ruleset ruleset, Template template) {
    /** @param name e.g. {@code jacobite45/culloden}; @param player e.g. {@code doctrine} */
    static BenchScenario compile(String name, String player) {
        return compile(name, player, player);
    }

    /** As {@link #compile(String, String)}, side 0 played by {@code player0} and side 1 by {@code player1}. */
    static BenchScenario compile(String name, String player0, String player1) {
        Path file = Paths.get(System.getProperty("muster.scenarios", "scenarios"), name + ".yaml");
        // As `muster run FILE --ai 0=PLAYER0 --ai 1=PLAYER1` loads it (the run workflow's own setup).
        ScenarioSetup.Loaded l = ScenarioSetup.load(file, Map.of(), Map.of("0", player0, "1", player1));
        return new BenchScenario(l.ruleset(), l.template());
    }

    /**
     * A fixture scenario of the benchmarks module, read from the class path (so from the jar wherever it runs), its
     * players as written. @param path e.g. {@code /resolution/hardtack.yaml}
     */
    static BenchScenario resource(String path) {
        try (InputStream in = BenchScenario.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalArgumentException("no resource " + path);
            }
            return of(ScenarioReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), path), path);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BenchScenario of(Scenario s, String fileName) {
        Ruleset ruleset = StandardRulesets.registry().get(s.ruleset(), fileName, 0, "ruleset");
        return new BenchScenario(ruleset, ruleset.compile(s, ruleset.defaults().with(s.rules(), fileName)));
    }
}
