package org.muster.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.model.ScenarioException;

/**
 * A comma list of players on the command line ({@code --players} of matrix, {@code --strong}, {@code --robust}): each
 * {@code ai} or {@code ai:preset} as {@code --ai} takes it. A player's options may themselves hold commas
 * ({@code search:budget=48,horizon=2}): an item with {@code =} and no {@code :} continues the player before it. No
 * item may be empty and none may be given twice (letter case aside): a pairing of a player with itself twice over
 * would only repeat battles.
 */
final class PlayerList {
    private PlayerList() {
    }

    /**
     * The players of {@code raw}, the value of {@code option}, at least {@code min} of them ({@code why} says why, when
     * there are fewer); anything else is bad input naming the option and the value.
     */
    static List<String> parse(String option, String raw, int min, String why) {
        List<String> out = new ArrayList<>();
        for (String item : raw.split(",", -1)) {
            String s = item.strip();
            if (s.isEmpty()) {
                throw new ScenarioException("command line", 0, option, "value '" + raw + "' has an empty item; "
                        + "give players separated by commas, e.g. naive,doctrine,search");
            }
            if (!out.isEmpty() && s.indexOf('=') > 0 && s.indexOf(':') < 0) {
                out.set(out.size() - 1, out.get(out.size() - 1) + "," + s);
            } else {
                out.add(s);
            }
        }
        if (out.size() < min) {
            throw new ScenarioException("command line", 0, option, "value '" + raw + "' names " + out.size()
                    + " player" + (out.size() == 1 ? "" : "s") + "; " + why);
        }
        for (int i = 0; i < out.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (out.get(i).toLowerCase(Locale.ROOT).equals(out.get(j).toLowerCase(Locale.ROOT))) {
                    throw new ScenarioException("command line", 0, option, "player '" + out.get(i)
                            + "' is given twice");
                }
            }
        }
        return out;
    }
}
