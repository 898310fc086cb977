package org.muster.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

import org.muster.batch.StandardRulesets;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;

/** Scenario files compiled as the tests that pin every bundled scenario play them. */
public final class BundledScenarios {
    private BundledScenarios() {
    }

    /**
     * The scenario of {@code file} with both sides played by {@code player} (each side keeping its own preset and
     * weights, if it names any), compiled by its rule set under its own rule overrides, as {@code muster run --ai
     * 0=PLAYER --ai 1=PLAYER} would compile it.
     */
    public static Template compile(Path file, String player) {
        Scenario s = ScenarioReader.read(file);
        for (int side = 0; side < 2; side++) {
            PlayerSpec p = s.sides().get(side).player();
            s = s.withPlayer(side, p == null ? new PlayerSpec(player, null, java.util.Map.of())
                    : new PlayerSpec(player, p.preset(), p.weights()));
        }
        Ruleset ruleset = StandardRulesets.registry().get(s.ruleset(), file.toString(), 0, "ruleset");
        return ruleset.compile(s, ruleset.defaults().with(s.rules(), file.toString()));
    }

    /** The bundled scenario files of a rule set ({@code scenarios/RULESET/*.yaml}), sorted by name. */
    public static List<Path> files(String ruleset) {
        Path dir = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios").resolve(ruleset);
        try (Stream<Path> all = Files.list(dir)) {
            return all.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new engine of the template's rule set. */
    public static Engine newEngine(Template template) {
        return StandardRulesets.registry().get(template.scenario().ruleset(), "test", 0, "ruleset")
                .newEngine(template);
    }
}
