package org.muster.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.batch.StandardRulesets;
import org.muster.engine.BattleRecord;
import org.muster.model.ScenarioException;
import org.muster.rules.Engine;
import org.muster.rules.Parameter;

/**
 * Every rule parameter at each end of the range its table allows, and at every reading of a switch, one at a time as
 * {@code --set} gives it, on a bundled scenario of its rule set: loaded, compiled and {@value #BATTLES} battles played,
 * what {@code muster run} does short of writing its files. A value the table allows must either play or be refused
 * with a one-line {@link ScenarioException} (which the CLI prints as its one line, exit code 2): the value may
 * contradict the scenario or another parameter (squads of 8 men at least while the scenario writes 6), but it must
 * never crash a battle. A designer sweeping a rule reaches these ends first. It found {@code artillery.bounce-die = 0}
 * (allowed, then a die of no sides thrown at the first bounce: {@code muster run} ended in an internal error).
 *
 * <p>The scenarios are those with the most of their rule set in play: artillery, cover and objectives, and for
 * jacobite45 a fixed order of battle and, for the army-list parameters ({@code army.*}) that only the lists read,
 * the army lists.
 */
class ParameterExtremesTest {
    static final int BATTLES = 2;
    static final long SEED = 3;

    static Stream<Arguments> scenarios() {
        return Stream.of(Arguments.of("acw-skirmish", "farm-assault", ""), Arguments.of("hardtack", "stone-wall", ""),
                Arguments.of("jacobite45", "clifton-moor", ""), Arguments.of("jacobite45", "army-lists", "army."));
    }

    /** {@code prefix}: only the parameters whose names start with it (all when empty). */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("scenarios")
    void everyParameterAtItsEnds_playsOrIsRefusedInOneLine(String ruleset, String scenario, String prefix) {
        Path file = Paths.get(System.getProperty("muster.root", ".."), "scenarios", ruleset, scenario + ".yaml");
        assertTrue(Files.isRegularFile(file), file + " is missing");
        List<Parameter> defs = StandardRulesets.registry().get(ruleset, "test", 0, "ruleset").defaults()
                .definitions();
        List<String> failures = new ArrayList<>();
        int played = 0;
        int refused = 0;
        for (Parameter p : defs) {
            if (!p.name().startsWith(prefix)) {
                continue;
            }
            List<String> values = new ArrayList<>(p.choices());
            if (values.isEmpty()) {
                values.add(p.format(p.min()));
                values.add(p.format(p.max()));
            }
            for (String v : values) {
                String set = p.name() + "=" + v;
                try {
                    ScenarioSetup.Loaded l = ScenarioSetup.load(file, Map.of(p.name(), v), Map.of());
                    Engine e = l.ruleset().newEngine(l.template());
                    BattleRecord r = new BattleRecord(l.template().unitCount());
                    for (int b = 0; b < BATTLES; b++) {
                        e.play(SEED, b, r);
                    }
                    played++;
                } catch (ScenarioException refusal) {
                    String m = refusal.getMessage();
                    if (m == null || m.isBlank() || m.contains("\n")) {
                        failures.add(set + ": refused without a one-line message: " + m);
                    } else {
                        refused++;
                    }
                } catch (RuntimeException crash) {
                    failures.add(set + ": " + crash);
                }
            }
        }
        assertTrue(failures.isEmpty(), ruleset + " " + scenario + ": " + failures.size() + " of " + (played + refused
                + failures.size()) + " settings failed:\n  " + String.join("\n  ", failures));
        assertTrue(played > refused, "most settings should play: " + played + " played, " + refused + " refused");
    }
}
