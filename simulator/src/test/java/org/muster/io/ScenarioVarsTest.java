package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.model.Expectation;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

/** {@code vars:} substitution at read time, {@code --var} overrides, their errors, and {@code expect:}. */
class ScenarioVarsTest {
    private static final String YAML = String.join("\n",
            "ruleset: acw-skirmish",
            "name: Vars",
            "table: {width: 36, depth: 36}",
            "vars: {n: 3, q: veteran, x: 10.5}",
            "sides:",
            "  - name: Blue",
            "    units:",
            "      - {name: 'b${n}', type: infantry-squad, count: '${n}', men: 5, quality: '${q}', at: ['${x}', 6]}",
            "  - name: Grey",
            "    units:",
            "      - {type: infantry-squad, count: 2, men: 5, at: [10, 30]}",
            "expect:",
            "  - {side: Blue, win-rate: [0.3, 0.6]}",
            "  - {side: 1, mean-lost: [0, 20]}",
            "");

    @Test
    void parse_defaults_substitutedInEveryScalar() {
        Scenario s = ScenarioReader.parse(YAML, "v.yaml");
        assertEquals(3, s.sides().get(0).units().get(0).count());
        assertEquals("veteran", s.sides().get(0).units().get(0).quality());
        assertEquals("b3", s.sides().get(0).units().get(0).name());
        assertEquals(10.5, s.sides().get(0).units().get(0).at().x());
        assertEquals(Map.of("n", "3", "q", "veteran", "x", "10.5"), s.vars());
    }

    @Test
    void parse_override_replacesDefault() {
        Scenario s = ScenarioReader.parse(YAML, "v.yaml", Map.of("n", "5", "q", "green"));
        assertEquals(5, s.sides().get(0).units().get(0).count());
        assertEquals("green", s.sides().get(0).units().get(0).quality());
        assertEquals("5", s.vars().get("n"));
    }

    @Test
    void parse_unknownVariableInField_namesFileLineFieldAndValue() {
        String yaml = YAML.replace("men: 5, quality", "men: '${nn}', quality");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "v.yaml"));
        assertEquals("v.yaml:8: sides[0].units[0].men: value '${nn}' uses the unknown variable 'nn' (declared: n, q,"
                + " x) (did you mean 'n'?)", e.getMessage());
    }

    @Test
    void parse_unknownOverride_namesTheVar() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(YAML, "v.yaml", Map.of("m", "4")));
        assertEquals("v.yaml:4: --var m: the scenario declares no variable 'm' (it declares n, q, x) (did you mean "
                + "'n'?)", e.getMessage());
    }

    @Test
    void parse_badValueAfterSubstitution_namesFieldLineAndVariable() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(YAML, "v.yaml", Map.of("n", "lots")));
        assertEquals("v.yaml:8: sides[0].units[0].count: expected a number, got 'lots' (from ${n})", e.getMessage());
        ScenarioException w = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(YAML, "v.yaml", Map.of("n", "2.5")));
        assertEquals("v.yaml:8: sides[0].units[0].count: value 2.5 (from ${n}) must be a whole number", w.getMessage());
    }

    @Test
    void parse_expect_readsBands() {
        Scenario s = ScenarioReader.parse(YAML, "v.yaml");
        assertEquals(List.of(new Expectation(0, Expectation.WIN_RATE, 0.3, 0.6, "expect[0]"),
                new Expectation(1, Expectation.MEAN_LOST, 0, 20, "expect[1]")), s.expect());
    }

    @Test
    void parse_badExpect_oneLineMessages() {
        assertEquals("v.yaml:13: expect[0].side: value 'Red' names no side (sides: Blue, Grey, or 0, 1)",
                assertThrows(ScenarioException.class,
                        () -> ScenarioReader.parse(YAML.replace("side: Blue", "side: Red"), "v.yaml")).getMessage());
        assertEquals("v.yaml:13: expect[0].win-rate: low 0.6 is above high 0.3",
                assertThrows(ScenarioException.class, () -> ScenarioReader.parse(YAML.replace("[0.3, 0.6]",
                        "[0.6, 0.3]"), "v.yaml")).getMessage());
        assertEquals("v.yaml:13: expect[0].win-rate[1]: value 1.5 must be at most 1",
                assertThrows(ScenarioException.class, () -> ScenarioReader.parse(YAML.replace("[0.3, 0.6]",
                        "[0.3, 1.5]"), "v.yaml")).getMessage());
    }

    @Test
    void parse_noVars_sameAsBefore() {
        Scenario s = ScenarioReader.parse(YAML.replace("vars: {n: 3, q: veteran, x: 10.5}\n", "")
                .replace("'${n}'", "3").replace("'b${n}'", "b3").replace("'${q}'", "veteran").replace("'${x}'", "10.5")
                .replace("expect:\n  - {side: Blue, win-rate: [0.3, 0.6]}\n  - {side: 1, mean-lost: [0, 20]}\n", ""),
                "v.yaml");
        assertEquals(Map.of(), s.vars());
        assertEquals(List.of(), s.expect());
    }
}
