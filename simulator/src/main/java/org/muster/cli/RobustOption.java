package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;

import picocli.CommandLine.Option;

/**
 * {@code --robust PLAYERS} (a Picocli mixin) for compare, price and sweep: the command's question answered once per
 * player, both sides played by that player (an even pairing: neither side has the better AI, so only the scenario
 * and the rules can favour one), on the same seeds, side by side, with a stability line
 * ({@link org.muster.stats.Robustness}). A player is {@code ai} or {@code ai:preset} as {@code --ai} takes it; a bare
 * {@code doctrine} keeps each side's own preset and weights from the scenario. A player's options may themselves
 * hold commas ({@code search:budget=48,horizon=2}): an item with {@code =} and no {@code :} continues the player
 * before it.
 */
final class RobustOption {
    @Option(names = "--robust", paramLabel = "PLAYERS", description = "Answer the same question under each of these "
            + "players, both sides played by the same one (e.g. naive,doctrine,search; a bare doctrine keeps the "
            + "scenario's presets), side by side with a line saying whether the verdict holds, flips or is not "
            + "significant. Replaces --ai for both sides.")
    String players;

    /** Whether --robust was given. */
    boolean on() {
        return players != null;
    }

    /** The players of --robust, checked: at least two, none empty, none twice. */
    List<String> players() {
        return parse(players);
    }

    static List<String> parse(String raw) {
        List<String> out = new ArrayList<>();
        for (String item : raw.split(",", -1)) {
            String s = item.strip();
            if (s.isEmpty()) {
                throw new ScenarioException("command line", 0, "--robust", "value '" + raw + "' has an empty item; "
                        + "give players separated by commas, e.g. naive,doctrine,search");
            }
            if (!out.isEmpty() && s.indexOf('=') > 0 && s.indexOf(':') < 0) {
                out.set(out.size() - 1, out.get(out.size() - 1) + "," + s);
            } else {
                out.add(s);
            }
        }
        if (out.size() < 2) {
            throw new ScenarioException("command line", 0, "--robust", "value '" + raw + "' names " + out.size()
                    + " player; a verdict's stability needs at least two (e.g. naive,doctrine,search); for one "
                    + "player use --ai 0=P --ai 1=P");
        }
        for (int i = 0; i < out.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (out.get(i).toLowerCase(Locale.ROOT).equals(out.get(j).toLowerCase(Locale.ROOT))) {
                    throw new ScenarioException("command line", 0, "--robust", "player '" + out.get(i)
                            + "' is given twice");
                }
            }
        }
        return out;
    }

    /**
     * The players a command plays under: with --robust, its players (and {@code --ai}, given in {@code ais}, is
     * refused: --robust sets both sides' players); without, one "player", null: the scenario's own with --ai.
     */
    List<String> playersOrOwn(Map<String, String> ais) {
        if (!on()) {
            return java.util.Collections.singletonList(null);
        }
        refuse(!ais.isEmpty(), "--ai", "it sets both sides' players under each of its own");
        return players();
    }

    /** Prints one block of a command's table: the rows of player {@code q}'s answer. */
    interface Block {
        void print(PrintWriter o, int q);
    }

    /**
     * Prints a command's table once per player ({@code under P (both sides):} before each block under --robust),
     * then the stability line if there is one and the folder written.
     */
    static void print(PrintWriter o, List<String> players, Block block, String line, Path dir) {
        for (int q = 0; q < players.size(); q++) {
            if (players.get(q) != null) {
                o.printf(Locale.ROOT, "under %s (both sides):%n", players.get(q));
            }
            block.print(o, q);
        }
        if (line != null) {
            o.println("stability across players: " + line);
        }
        o.println("  wrote " + dir);
    }

    /** Refuses an option that --robust would override or cannot combine with, naming both. */
    static void refuse(boolean given, String option, String why) {
        if (given) {
            throw new ScenarioException("command line", 0, option, "cannot be combined with --robust: " + why);
        }
    }
}
