package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.muster.model.PointsSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

/** The points: block: what it reads, and one line naming file, line, field and value for what it refuses. */
class PointsReaderTest {
    private static final String HEAD = """
            ruleset: acw-skirmish
            name: T
            table: {width: 36, depth: 36}
            sides:
              - name: Blue
                units:
                  - {name: b, type: infantry-squad, count: 3, men: 5}
                  - {name: v, type: infantry-squad, count: 1, men: 5, quality: veteran}
              - name: Grey
                units:
                  - {name: g, type: infantry-squad, count: 3, men: 5}
            """;

    private static PointsSpec read(String points) {
        String yaml = HEAD + points;
        Scenario s = ScenarioReader.parse(yaml, "t.yaml");
        return PointsReader.parse(yaml, s);
    }

    private static String error(String points) {
        return assertThrows(ScenarioException.class, () -> read(points)).getMessage();
    }

    @Test
    void parse_readsLinesTypesCostsAndBudget() {
        PointsSpec p = read("""
                points:
                  budget: [20, 40]
                  sides:
                    - vary:
                        - {unit: b, count: [1, 3], as: regular, cost: 10}
                        - {unit: v, count: [0, 2], cost: 14}
                    - vary: [{unit: g, count: 2, as: regular, cost: 10}]
                """);
        PointsSpec.Vary v = p.sides().get(0).vary().get(1);
        assertEquals("v", v.as());
        assertEquals(0, v.min());
        assertEquals(2, v.max());
        assertEquals(14, v.cost());
        assertEquals(20, p.sides().get(0).budgetMin());
        assertEquals(2, p.sides().get(1).vary().get(0).min());
        assertNull(read(""));
    }

    @Test
    void parse_refusesWhatItCannotUse() {
        assertEquals("t.yaml:15: points.sides[0].vary[0].count: MIN 3 is above MAX 1", error("""
                points:
                  sides:
                    - vary:
                        - {unit: b, count: [3, 1]}
                    - {}
                """));
        assertEquals("t.yaml:13: points.sides: give a list of exactly two sides (one per side of the scenario, in "
                + "order), got a list of 1", error("""
                points:
                  sides:
                    - vary: [{unit: b, count: [1, 3]}]
                """));
        assertEquals("t.yaml:14: points.sides[0].budget: no army fits the budget [50, 60]: the varied lines cost 10 "
                + "to 30", error("""
                points:
                  sides:
                    - budget: [50, 60]
                      vary: [{unit: b, count: [1, 3], cost: 10}]
                    - {}
                """));
        assertEquals("t.yaml:15: points.sides[0].vary[0].cost: the side has a budget, so every varied line needs a "
                + "cost", error("""
                points:
                  sides:
                    - budget: 50
                      vary: [{unit: b, count: [1, 3]}]
                    - {}
                """));
        assertEquals("t.yaml:14: points.sides[0].army-units: side 'Blue' has no army: block to roll", error("""
                points:
                  sides:
                    - army-units: [2, 3]
                    - {}
                """));
        assertEquals("t.yaml:14: points.sides[0].colour: unknown key 'colour'; expected one of: side, vary, budget, "
                + "army-units", error("""
                points:
                  sides:
                    - colour: red
                    - {}
                """));
    }
}
