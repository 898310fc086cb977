package org.muster.rules;

import java.util.List;

/**
 * One named rule value: a number (integer or real, with bounds) or a switch between named readings. Every number of a
 * rule set is one of these, with its provenance tag from rules/: [S] seed text, [X] external source, [D] our default.
 *
 * @param name         dotted name, e.g. {@code kill-die.prone-modifier}
 * @param defaultValue default: the number, or the index of the default choice for a switch
 * @param min          smallest legal value (numbers)
 * @param max          largest legal value (numbers)
 * @param integer      true when only whole numbers are legal
 * @param choices      the readings of a switch, empty for numbers
 * @param tag          provenance, e.g. {@code [S p.2]}, {@code [X]}, {@code [D]}
 * @param description  one line
 */
public record Parameter(String name, double defaultValue, double min, double max, boolean integer,
        List<String> choices, String tag, String description) implements java.io.Serializable {

    public Parameter {
        choices = List.copyOf(choices);
    }

    public static Parameter integer(String name, int value, int min, int max, String tag, String description) {
        return new Parameter(name, value, min, max, true, List.of(), tag, description);
    }

    public static Parameter real(String name, double value, double min, double max, String tag, String description) {
        return new Parameter(name, value, min, max, false, List.of(), tag, description);
    }

    /** A switch: {@code value} names the default reading, one of {@code choices}. */
    public static Parameter choice(String name, String value, List<String> choices, String tag, String description) {
        int i = choices.indexOf(value);
        if (i < 0) {
            throw new IllegalArgumentException(name + ": default " + value + " not in " + choices);
        }
        return new Parameter(name, i, 0, choices.size() - 1, true, choices, tag, description);
    }

    public boolean isChoice() {
        return !choices.isEmpty();
    }

    /** The value written the way a user writes it: a number, or the choice's name. */
    public String format(double value) {
        if (isChoice()) {
            return choices.get((int) value);
        }
        if (integer || value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
