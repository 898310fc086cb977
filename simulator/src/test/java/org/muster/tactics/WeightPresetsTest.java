package org.muster.tactics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.muster.model.PlayerSpec;
import org.muster.model.ScenarioException;
import org.muster.model.SourceMap;

class WeightPresetsTest {
    private static final String[] NAMES = {"advance", "range"};
    private static final String FIELD = "sides[1].player";

    private static Map<String, double[]> presets() {
        Map<String, double[]> p = new LinkedHashMap<>();
        p.put("aggressive", new double[] {2, 0.5});
        p.put("balanced", new double[] {1, 0.8});
        return p;
    }

    private static double[] resolve(String preset, Map<String, Double> weights, Map<String, double[]> presets) {
        return WeightPresets.resolve(new PlayerSpec("doctrine", preset, weights), SourceMap.NONE, FIELD, presets,
                NAMES, Set.of("advance"));
    }

    @Test
    void noPreset_isBalanced_anyCase_overridesByName_presetsUntouched() {
        Map<String, double[]> presets = presets();
        assertArrayEquals(new double[] {1, 0.8}, resolve(null, Map.of(), presets));
        assertArrayEquals(new double[] {2, 0.5}, resolve("Aggressive", Map.of(), presets));
        assertArrayEquals(new double[] {2, 0.25}, resolve("aggressive", Map.of("range", 0.25), presets));
        assertArrayEquals(new double[] {2, 0.5}, presets.get("aggressive"), "the preset itself is not changed");
    }

    @Test
    void badInput_namesTheFieldAndTheValue() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> resolve("reckless", Map.of(), presets()));
        assertEquals(FIELD + ".preset", e.field());
        assertTrue(e.getMessage().contains("unknown preset 'reckless' for doctrine (known: aggressive, balanced)"),
                e.getMessage());
        // A naive player checks the preset it is given too; the message names its own AI, not doctrine.
        e = assertThrows(ScenarioException.class, () -> WeightPresets.resolve(new PlayerSpec("Naive", "reckless",
                Map.of()), SourceMap.NONE, FIELD, presets(), NAMES, Set.of()));
        assertTrue(e.getMessage().contains("unknown preset 'reckless' for naive (known:"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> resolve(null, Map.of("speed", 1.0), presets()));
        assertEquals(FIELD + ".weights.speed", e.field());
        assertTrue(e.getMessage().contains("unknown weight 'speed' (known: advance, range)"), e.getMessage());
        Map<String, Double> nan = new HashMap<>();
        nan.put("advance", Double.NaN);
        e = assertThrows(ScenarioException.class, () -> resolve(null, nan, presets()));
        assertEquals(FIELD + ".weights.advance", e.field());
        assertTrue(e.getMessage().contains("weight advance = NaN is not a finite number"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> resolve(null, Map.of("range", Double.POSITIVE_INFINITY),
                presets()));
        assertTrue(e.getMessage().contains("is not a finite number"), e.getMessage());
        e = assertThrows(ScenarioException.class, () -> resolve(null, Map.of("range", -0.5), presets()));
        assertEquals(FIELD + ".weights.range", e.field());
        assertTrue(e.getMessage().contains("weight range = -0.5 must be 0 or more"), e.getMessage());
        assertEquals(0.0, resolve(null, Map.of("range", 0.0), presets())[1], 0.0);
        assertEquals(-2.0, resolve(null, Map.of("advance", -2.0), presets())[0], 0.0, "a signed weight");
    }
}
