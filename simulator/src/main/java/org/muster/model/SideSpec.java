package org.muster.model;

import java.util.List;

/** One side: its name, its player and its units. */
public record SideSpec(String name, PlayerSpec player, List<UnitSpec> units) {
    public SideSpec {
        units = List.copyOf(units);
    }
}
