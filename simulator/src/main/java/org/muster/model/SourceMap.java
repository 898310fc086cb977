package org.muster.model;

import java.util.Map;

/**
 * Where each field of a scenario came from: the file name and, for each field path such as
 * {@code sides[0].units[2].type}, the line it stood on. Lets validation that runs after reading still point at a line.
 */
public record SourceMap(String file, Map<String, Integer> lines) implements java.io.Serializable {
    public static final SourceMap NONE = new SourceMap("<input>", Map.of());

    public SourceMap {
        lines = Map.copyOf(lines);
    }

    /** The line of the field, or of its nearest enclosing field that has one; 0 when unknown. */
    public int lineOf(String field) {
        String f = field;
        while (f != null && !f.isEmpty()) {
            Integer line = lines.get(f);
            if (line != null) {
                return line;
            }
            int cut = Math.max(f.lastIndexOf('.'), f.lastIndexOf('['));
            f = cut > 0 ? f.substring(0, cut) : null;
        }
        return 0;
    }
}
