package org.muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The parameter table reader: rows as the constructor calls they stand for, continuations, named reading lists. */
final class ParameterTableTest {
    private static final List<String> DICE = List.of("d4", "d6", "d8");

    @Test
    void rowsAreTheParametersTheyName() {
        List<Parameter> p = ParameterTable.rows("""
            # a comment
            a.int | int | 3 | 1..8 | [S p.1] | an integer
            a.real | real | 0.5 | 0..2.5 | [D] | a real whose description
                goes on
            a.switch | choice | on | on,off | [X] | a switch
            """);
        assertEquals(List.of(Parameter.integer("a.int", 3, 1, 8, "[S p.1]", "an integer"),
                Parameter.real("a.real", 0.5, 0, 2.5, "[D]", "a real whose description goes on"),
                Parameter.choice("a.switch", "on", List.of("on", "off"), "[X]", "a switch")), p);
    }

    @Test
    void aNamedListGivesASwitchItsReadings() {
        List<Parameter> p = ParameterTable.rows("armour | choice | d6 | =dice | [D] | armour die\n",
                Map.of("dice", DICE));
        assertEquals(List.of(Parameter.choice("armour", "d6", DICE, "[D]", "armour die")), p);
    }

    @Test
    void anUnknownListOrABadRowIsRefusedNamingTheRow() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ParameterTable.rows("armour | choice | d6 | =dies | [D] | armour die\n", Map.of("dice", DICE)));
        assertTrue(e.getMessage().contains("no list named 'dies'") && e.getMessage().contains("armour"),
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ParameterTable.rows("a | int | 3 | 1-8 | [D] | x\n"));
        assertThrows(IllegalArgumentException.class, () -> ParameterTable.rows("a | int | 3 | 1..8 | [D]\n"));
    }
}
