package org.muster.view;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.muster.io.AtomicFiles;
import org.muster.model.ScenarioException;

/** Writes a map as {@code .svg} or {@code .html} by the file's name, atomically. Stateless. */
public final class MapFiles {
    /** The map a run writes beside its CSV files, read by the report. */
    public static final String MAP_SVG = "map.svg";

    private MapFiles() {
    }

    /**
     * Writes {@code dir/map.svg}: the map of the compiled scenario a run played, for its report; nothing for a
     * template of no known rule set.
     */
    public static void writeRunMap(Path dir, org.muster.rules.Template template) throws IOException {
        if (!BattleView.canView(template, null)) {
            return;
        }
        String svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + MapSvg.svg(BattleView.of(template, null), MapSvg.Options.map());
        AtomicFiles.write(dir.resolve(MAP_SVG), out -> out.write(svg));
    }

    /** Whether {@code file} names an HTML page (else an SVG); anything else is bad input naming {@code field}. */
    public static boolean isHtml(Path file, String field) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".html") || name.endsWith(".htm")) {
            return true;
        }
        if (name.endsWith(".svg")) {
            return false;
        }
        throw new ScenarioException("command line", 0, field, "value '" + file + "' must end in .svg or .html");
    }

    /** Writes the map of {@code v} with {@code problems} marked to {@code file} (.svg or .html). */
    public static void write(Path file, BattleView v, List<MapSvg.Problem> problems, String field)
            throws IOException {
        boolean html = isHtml(file, field);
        MapSvg.Options o = MapSvg.Options.withProblems(problems);
        String text = html ? MapSvg.html(v, o) : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + MapSvg.svg(v, o);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            try {
                Files.createDirectories(parent);
            } catch (IOException e) {
                throw new ScenarioException(file.toString(), 0, field, "cannot create the folder: " + e.getMessage());
            }
        }
        AtomicFiles.write(file, out -> out.write(text));
    }
}
