package org.muster.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.muster.batch.HeatTally;
import org.muster.io.HeatmapWriter;
import org.muster.view.MapFiles;
import org.muster.view.MapSvg;

/**
 * The run report's drawings of the table, read back from the run folder: the map ({@code map.svg}) and, over its
 * terrain, the heat maps of {@code heatmap.csv} per side and kind. Empty when the folder has no map (a run made
 * before maps were written). Stateless.
 */
final class TableMaps {
    /** Colours of the heat cells by kind: fell, broke, path, end. */
    static final String[] HEAT_COLOURS = {"#c1121f", "#6a1b9a", "#1b4f72", "#1b4f72"};
    private static final String[] CAPTIONS = {"where its figures fell (killed or out of action, where the unit stood "
            + "when they fell)", "where its units broke, routed or were destroyed", "its units' centres turn by turn",
        "where its units' centres ended the battle"};

    private final String map;
    private final CsvTable heat;
    private final double depth;

    private TableMaps(String map, CsvTable heat) {
        this.map = map;
        this.heat = heat;
        this.depth = attribute(map, "data-depth");
    }

    /** The folder's maps, or null when it has no map.svg. */
    static TableMaps read(Path dir) throws IOException {
        Path m = dir.resolve(MapFiles.MAP_SVG);
        if (!Files.isRegularFile(m)) {
            return null;
        }
        String svg = Files.readString(m, StandardCharsets.UTF_8);
        int open = svg.indexOf("<svg");
        svg = open >= 0 ? svg.substring(open) : svg;
        Path h = dir.resolve(HeatmapWriter.HEATMAP_CSV);
        return new TableMaps(svg, Files.isRegularFile(h) ? CsvTable.read(h) : null);
    }

    private static double attribute(String svg, String name) {
        int at = svg.indexOf(name + "=\"");
        if (at < 0) {
            return Double.NaN;
        }
        int from = at + name.length() + 2;
        return Double.parseDouble(svg.substring(from, svg.indexOf('"', from)));
    }

    /** The map as drawn, its ids made unique in the page by {@code suffix}. */
    String map(String suffix) {
        return unique(map, suffix);
    }

    boolean hasHeat() {
        return heat != null && heat.size() > 0 && !Double.isNaN(depth);
    }

    /** Whether heatmap.csv has any count of this kind. */
    boolean hasKind(int kind) {
        for (int r = 0; heat != null && r < heat.size(); r++) {
            if (heat.text(r, "kind").equals(HeatTally.KIND_NAMES[kind])) {
                return true;
            }
        }
        return false;
    }

    static String caption(int kind) {
        return CAPTIONS[kind];
    }

    /** The terrain of the map with one side's heat of one kind over it, units left out. */
    String heat(int side, int kind, String suffix) {
        long max = 0;
        long total = 0;
        String name = HeatTally.KIND_NAMES[kind];
        for (int r = 0; r < heat.size(); r++) {
            if (heat.integer(r, "side") == side && heat.text(r, "kind").equals(name)) {
                max = Math.max(max, heat.integer(r, "count"));
                total += heat.integer(r, "count");
            }
        }
        StringBuilder o = new StringBuilder("<g class=\"heat ").append(name).append("\" data-total=\"").append(total)
                .append("\">\n");
        final double c = HeatTally.CELL_INCHES;
        for (int r = 0; r < heat.size() && max > 0; r++) {
            if (heat.integer(r, "side") != side || !heat.text(r, "kind").equals(name)) {
                continue;
            }
            double share = Math.sqrt(heat.integer(r, "count") / (double) max);
            double x = heat.integer(r, "cell_x") * c;
            double y = depth - (heat.integer(r, "cell_y") + 1) * c;
            o.append("<rect x=\"").append(fmt(x)).append("\" y=\"").append(fmt(y)).append("\" width=\"").append(fmt(c))
                    .append("\" height=\"").append(fmt(c)).append("\" fill=\"").append(HEAT_COLOURS[kind])
                    .append("\" fill-opacity=\"").append(String.format(Locale.ROOT, "%.2f", 0.12 + 0.78 * share))
                    .append("\"/>\n");
        }
        o.append("</g>\n");
        String svg = map;
        int a = svg.indexOf(MapSvg.UNITS_START);
        int b = svg.indexOf(MapSvg.UNITS_END);
        if (a >= 0 && b > a) {
            svg = svg.substring(0, a) + o + svg.substring(b + MapSvg.UNITS_END.length());
        }
        return unique(svg, suffix);
    }

    /** The total count of a side's kind (figures for "fell", units for the others). */
    long total(int side, int kind) {
        long total = 0;
        for (int r = 0; r < heat.size(); r++) {
            if (heat.integer(r, "side") == side && heat.text(r, "kind").equals(HeatTally.KIND_NAMES[kind])) {
                total += heat.integer(r, "count");
            }
        }
        return total;
    }

    private static String unique(String svg, String suffix) {
        return svg.replace("id=\"table\"", "id=\"table-" + suffix + "\"").replace("url(#table)", "url(#table-" + suffix
                + ")").replace("id=\"zonehatch\"", "id=\"zonehatch-" + suffix + "\"").replace("url(#zonehatch)",
                "url(#zonehatch-" + suffix + ")");
    }

    private static String fmt(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(Locale.ROOT, "%.2f", x);
    }
}
