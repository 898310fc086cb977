package org.muster.model;

import java.util.List;

/**
 * One side: its name, its player, its units and, for rule sets with army lists, an army drawn per battle (null when
 * the side has none).
 */
public record SideSpec(String name, PlayerSpec player, List<UnitSpec> units, ArmySpec army)
        implements java.io.Serializable {
    public SideSpec {
        units = List.copyOf(units);
    }

    /** A side with a fixed order of battle only. */
    public SideSpec(String name, PlayerSpec player, List<UnitSpec> units) {
        this(name, player, units, null);
    }
}
