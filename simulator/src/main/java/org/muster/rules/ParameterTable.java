package org.muster.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A rule set's parameters written as a table, one row a parameter, so that the numbers, their bounds and their
 * provenance tags read as the table of the rule text they come from rather than as a run of constructor calls:
 *
 * <pre>
 * # B4 movement [S p.2]
 * move.infantry | real | 3 | 0..24 | [S p.2] | infantry move per increment, inches
 * revolver.shots | int | 6 | 1..12 | [D] | revolver shots before a reload
 * pistol | choice | musket | musket,revolver | [D] | pistols: one shot then load like muskets, or revolvers
 *     with several shots before a reload
 * </pre>
 *
 * Columns: name, kind ({@code int}, {@code real} or {@code choice}), default, range ({@code MIN..MAX}, or a
 * switch's readings separated by commas, or {@code =NAME} for a list of readings the rule set's code names, see
 * {@link #rows(String, Map)}), tag, description. A line that starts with white space continues the row
 * before it (joined with one space), a line starting with {@code #} is a comment, blank lines are skipped. A row that
 * does not parse is a programming error of the rule set: {@link IllegalArgumentException} naming the row, thrown when
 * the rule set's class builds its list (its contract test fails at once).
 */
public final class ParameterTable {
    private static final int COLUMNS = 6;

    private ParameterTable() {
    }

    /** The parameters of {@code table}, in its order. */
    public static List<Parameter> rows(String table) {
        return rows(table, Map.of());
    }

    /**
     * The parameters of {@code table}, in its order, where a switch's range may be {@code =NAME}: the readings
     * {@code lists} holds under NAME (e.g. a rule set's die names, whose order is the code its engine reads), so the
     * table and the codes cannot disagree.
     */
    public static List<Parameter> rows(String table, Map<String, List<String>> lists) {
        List<String> joined = new ArrayList<>();
        for (String line : table.split("\n", -1)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0))) {
                if (joined.isEmpty()) {
                    throw new IllegalArgumentException("parameter table: continuation with no row before it: " + line);
                }
                joined.set(joined.size() - 1, joined.get(joined.size() - 1) + " " + line.strip());
            } else {
                joined.add(line.strip());
            }
        }
        List<Parameter> out = new ArrayList<>(joined.size());
        for (String row : joined) {
            out.add(row(row, lists));
        }
        return out;
    }

    private static Parameter row(String row, Map<String, List<String>> lists) {
        String[] c = row.split("\\|", COLUMNS);
        if (c.length != COLUMNS) {
            throw new IllegalArgumentException("parameter table: expected " + COLUMNS + " columns: " + row);
        }
        for (int i = 0; i < c.length; i++) {
            c[i] = c[i].strip();
        }
        try {
            switch (c[1]) {
                case "int" -> {
                    String[] r = range(c[3], row);
                    return Parameter.integer(c[0], Integer.parseInt(c[2]), Integer.parseInt(r[0]),
                            Integer.parseInt(r[1]), c[4], c[5]);
                }
                case "real" -> {
                    String[] r = range(c[3], row);
                    return Parameter.real(c[0], Double.parseDouble(c[2]), Double.parseDouble(r[0]),
                            Double.parseDouble(r[1]), c[4], c[5]);
                }
                case "choice" -> {
                    return Parameter.choice(c[0], c[2], readings(c[3], lists, row), c[4], c[5]);
                }
                default -> throw new IllegalArgumentException("parameter table: kind '" + c[1] + "' is not int, "
                        + "real or choice: " + row);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parameter table: " + e.getMessage() + ": " + row, e);
        }
    }

    private static List<String> readings(String text, Map<String, List<String>> lists, String row) {
        if (!text.startsWith("=")) {
            return Arrays.asList(text.split(",", -1));
        }
        List<String> named = lists.get(text.substring(1));
        if (named == null) {
            throw new IllegalArgumentException("parameter table: no list named '" + text.substring(1) + "': " + row);
        }
        return named;
    }

    private static String[] range(String text, String row) {
        int dots = text.indexOf("..");
        if (dots <= 0) {
            throw new IllegalArgumentException("parameter table: range '" + text + "' is not MIN..MAX: " + row);
        }
        return new String[] {text.substring(0, dots), text.substring(dots + 2)};
    }
}
