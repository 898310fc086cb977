package org.muster.balance;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.muster.run.ScenarioSetup;

/**
 * The players of {@code --robust} (compare, price, sweep): a command's question answered once per player, both sides
 * played by that player, so that neither side has the better AI and only the scenario and the rules can favour one.
 */
public final class Players {
    private Players() {
    }

    /** {@code base} with both sides played by {@code player}. */
    public static Map<String, String> even(Map<String, String> base, String player) {
        Map<String, String> ais = new LinkedHashMap<>(base);
        ais.put("0", player);
        ais.put("1", player);
        return ais;
    }

    /**
     * Loads {@code file} with both sides played by {@code player}; a player the rule set lacks (or a bad preset or
     * option) is bad input naming {@code --robust} and the player.
     */
    public static ScenarioSetup.Loaded load(Path file, Map<String, String> sets, Map<String, String> ais,
            Map<String, String> vars, String player) {
        return ScenarioSetup.load(file, sets, even(ais, player), vars, (side, p) -> "--robust " + p);
    }

    /** {@code base} with {@code more} layered on top. */
    public static Map<String, String> merged(Map<String, String> base, Map<String, String> more) {
        Map<String, String> m = new LinkedHashMap<>(base);
        m.putAll(more);
        return m;
    }
}
