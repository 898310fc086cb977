package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.model.ScenarioException;
import org.muster.rules.Parameter;
import org.muster.rules.Parameters;

/** {@code muster odds jacobite45}: every action prints its exact distribution; bad arguments are one-line errors. */
class JacobiteOddsTest {
    private static final JacobiteOdds ODDS = new JacobiteOdds();
    private static final Parameters P = JacobiteScenarios.RULESET.defaults();

    private static String print(String action, String... args) {
        StringWriter w = new StringWriter();
        ODDS.print(action, List.of(args), P, new PrintWriter(w));
        return w.toString();
    }

    @Test
    void actions_printTheExampleNumbers() {
        assertEquals(List.of("volley", "melee", "morale", "move"), List.copyOf(ODDS.actions().keySet()));
        assertTrue(print("volley", "dice=6", "total=11").contains("P(at least one hit) 0.9844, casualty 0.9122"));
        String melee = print("melee", "a-dice=12", "b-dice=12", "a-mod=2", "b-mod=2");
        assertTrue(melee.contains("duel pairing: expected hits A 5.000, B 5.000"), melee);
        assertTrue(melee.contains("sorted pairing: expected hits A 3.317, B 3.317"), melee);
        String morale = print("morale", "dice=3", "die=avd", "modifier=-3");
        assertTrue(morale.contains("Broken         0.1157") && morale.contains("Normal         0.2778"), morale);
        assertTrue(print("move", "dice=3", "die=d6", "drop-high=1").contains("mean 5.542"));
    }

    @Test
    void badArguments_areOneLineErrors() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> print("volly"));
        assertTrue(e.getMessage().contains("unknown action 'volly'"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("volley", "dice=x"));
        assertTrue(e.getMessage().contains("'x' is not a whole number"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("morale", "die=d8"));
        assertTrue(e.getMessage().contains("unknown die 'd8'"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> print("melee", "pairing=duel"));
        assertTrue(e.getMessage().contains("unknown argument 'pairing'"), e.getMessage());
    }

    @Test
    void parameters_everyOneTaggedAndDescribed() {
        List<Parameter> all = JacobiteParameters.all();
        assertEquals(270, all.size());
        for (Parameter p : all) {
            assertTrue(p.tag().equals("[D]") || p.tag().matches("\\[S p\\.\\d+\\]"), p.name() + " " + p.tag());
            assertTrue(!p.description().isBlank(), p.name());
        }
        assertEquals(11, P.getInt("fire.artillery-case.1"));
        assertEquals("[S p.4]", all.stream().filter(p -> p.name().equals("fire.cavalry-pistol.3")).findFirst()
                .orElseThrow().tag());
    }
}
