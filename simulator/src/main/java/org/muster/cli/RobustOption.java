package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.model.ScenarioException;

import picocli.CommandLine.Option;

/**
 * {@code --robust PLAYERS} (a Picocli mixin) for compare, price and sweep: the command's question answered once per
 * player, both sides played by that player (an even pairing: neither side has the better AI, so only the scenario
 * and the rules can favour one), on the same seeds, side by side, with a stability line
 * ({@link org.muster.stats.Robustness}). Its players are a {@link PlayerList}; a bare
 * {@code doctrine} keeps each side's own preset and weights from the scenario.
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
        return PlayerList.parse("--robust", raw, 2, "a verdict's stability needs at least two (e.g. "
                + "naive,doctrine,search); for one player use --ai 0=P --ai 1=P");
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
