package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.muster.rules.Parameters;

/**
 * The on/off switches of the parameter table read by their reading's name, not by the index of a choice: a switch whose
 * choices were listed in another order would otherwise silently mean the opposite.
 */
class JacobiteSwitchesTest {
    private static final Parameters DEFAULTS = Parameters.of("jacobite45", JacobiteParameters.all());

    @Test
    void defaultsReadAsTheTableSays() {
        JacobiteRules r = new JacobiteRules(DEFAULTS);
        assertTrue(r.lowlandHorsePoor, "quality.lowland-horse-poor defaults to yes");
        assertTrue(r.jacobiteGunsPoor, "quality.jacobite-guns-poor defaults to yes");
        assertTrue(r.unitsBlockSight, "los.units defaults to block");
    }

    @Test
    void eachSwitchTurnsOffByItsReading() {
        JacobiteRules r = new JacobiteRules(DEFAULTS.with(Map.of("quality.lowland-horse-poor", "no",
                "quality.jacobite-guns-poor", "no", "los.units", "clear"), "test"));
        assertFalse(r.lowlandHorsePoor);
        assertFalse(r.jacobiteGunsPoor);
        assertFalse(r.unitsBlockSight);
    }
}
