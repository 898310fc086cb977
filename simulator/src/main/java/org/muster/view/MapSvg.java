package org.muster.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.engine.Boxes;
import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.model.Objective;
import org.muster.model.Point;
import org.muster.model.TerrainSpec;

/**
 * Draws the table of a compiled scenario as one SVG, to scale in inches: the terrain as the engine plays it (the
 * table's half-inch grid of area kinds, so clipping and overlaps show as they are compiled) with each piece's outline
 * as written, linear features, hills with their levels, a grid every 6" (heavier every 12", labelled in inches),
 * objectives with their radius and points, deployment zones, and every unit with its footprint and facing in its
 * side's colour, labelled with its name; a legend below. Stateless; the same input gives the same bytes.
 *
 * <p>The drawing's user units are inches: x = table x, svg y = depth - table y, so north is up. Units are
 * {@code <g class="unit" id="uN">} groups (translate to the centre, an inner group rotated to the facing) that the
 * replay page moves.
 */
public final class MapSvg {
    /** Side 0 and side 1: the colours of the report's charts. */
    public static final String[] SIDE_COLOURS = {"#2f5d9e", "#b8322f"};
    /** The fire lines of the replay. */
    public static final String FIRE_COLOUR = "#ff7a00";
    /** The units' group opens with this and closes with {@link #UNITS_END}, so a drawing can leave them out. */
    public static final String UNITS_START = "<g class=\"units\">";
    public static final String UNITS_END = "<!-- /units -->";
    /** Problems found by {@code validate --map}. */
    public static final String PROBLEM_COLOUR = "#d0009a";

    /** Fill of each area kind, by {@link TerrainKind} code. */
    static final String[] AREA_FILL = {"#eae7d6", "#cdb68c", "#bcb389", "#e6dc92", "#a5cc8f", "#5e9a58",
        "#a7c7b8", "#86b8dd", "#5a92c6", "#8c705b", "#d9c394"};
    /** Stroke of each linear feature, by code (0 unused). */
    static final String[] FEATURE_STROKE = {"none", "#4d4d4d", "#2f6b2c", "#8a6338", "#8b6b3e", "#5b3d22"};
    static final double[] FEATURE_WIDTH = {0, 0.35, 0.5, 0.22, 0.7, 0.4};
    static final String[] FEATURE_DASH = {"", "", "", "0.6 0.3", "", "0.25 0.25"};

    /** What to draw besides the table. */
    public record Options(boolean units, double[][] positions, List<Problem> problems, String overlay,
            String front, String caption) {
        /** The map of the start positions. */
        public static Options map() {
            return new Options(true, null, List.of(), "", "", null);
        }

        /** The map of the start positions with its geometry problems marked. */
        public static Options withProblems(List<Problem> problems) {
            return new Options(true, null, problems, "", "", null);
        }
    }

    /** Something wrong with the geometry, drawn as a ring around (x, y) and listed under the map. */
    public record Problem(double x, double y, double radius, String message) {
    }

    private final BattleView v;
    private final Options o;
    private final StringBuilder b = new StringBuilder(1 << 16);
    private final double w;
    private final double d;
    /** Pixels per inch of the drawing's natural size. */
    private final double scale;
    /** Font size, inches. */
    private final double fs;
    private final double margin;
    private final double top;

    private MapSvg(BattleView v, Options o) {
        this.v = v;
        this.o = o;
        this.w = v.width();
        this.d = v.depth();
        this.scale = Math.max(6, Math.min(16, 960 / Math.max(w, d * 1.2)));
        this.fs = 11.5 / scale;
        this.margin = 3.2 * fs;
        this.top = 3.6 * fs;
    }

    /** The SVG of the table (no XML prolog, ready to inline in HTML or to write as a file). */
    public static String svg(BattleView v, Options o) {
        MapSvg m = new MapSvg(v, o);
        return m.draw();
    }

    /** The map as a self-contained HTML page. */
    public static String html(BattleView v, Options o) {
        String name = v.template().scenario().name();
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(name)
                + " - map</title>\n<style>body{margin:0;background:#f4f3ef;font:15px system-ui,sans-serif}"
                + "main{max-width:1200px;margin:0 auto;padding:16px}svg{width:100%;height:auto;display:block;"
                + "background:#fff}</style>\n</head>\n<body>\n<main>\n" + svg(v, o) + "</main>\n</body>\n</html>\n";
    }

    private double sy(double y) {
        return d - y;
    }

    private String draw() {
        List<String[]> legend = legendItems();
        int perRow = Math.max(2, (int) Math.floor((w + 2 * margin) / (fs * 16)));
        int legendRows = (legend.size() + perRow - 1) / perRow;
        List<String> notes = notes();
        double legendTop = d + margin + fs;
        double height = legendTop + legendRows * 1.8 * fs + notes.size() * 1.5 * fs + fs + top;
        double vx = -margin;
        double vy = -top;
        double vw = w + 2 * margin;
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map\" viewBox=\"").append(n(vx)).append(' ')
                .append(n(vy)).append(' ').append(n(vw)).append(' ').append(n(height)).append("\" width=\"")
                .append(n(vw * scale)).append("\" height=\"").append(n(height * scale)).append("\" data-width=\"")
                .append(n(w)).append("\" data-depth=\"").append(n(d)).append("\" font-family=\"DejaVu Sans, "
                        + "Verdana, sans-serif\" font-size=\"").append(n(fs)).append("\">\n");
        b.append("<defs><clipPath id=\"table\"><rect x=\"0\" y=\"0\" width=\"").append(n(w)).append("\" height=\"")
                .append(n(d)).append("\"/></clipPath>");
        b.append("<pattern id=\"zonehatch\" width=\"1.5\" height=\"1.5\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"1.5\" height=\"1.5\" fill=\"none\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1.5\" stroke=\"#d99a2b\" stroke-width=\"0.3\"/></pattern>");
        b.append("</defs>\n");
        title();
        b.append("<rect class=\"cloth\" x=\"0\" y=\"0\" width=\"").append(n(w)).append("\" height=\"").append(n(d))
                .append("\" fill=\"").append(AREA_FILL[TerrainKind.OPEN]).append("\"/>\n");
        b.append("<g clip-path=\"url(#table)\">\n");
        terrainRaster();
        terrainOutlines();
        zones();
        grid();
        b.append("</g>\n");
        gridLabels();
        objectives();
        if (o.overlay() != null && !o.overlay().isEmpty()) {
            b.append(o.overlay());
        }
        if (o.units()) {
            units();
        }
        if (o.front() != null && !o.front().isEmpty()) {
            b.append(o.front());
        }
        problems();
        b.append("<rect x=\"0\" y=\"0\" width=\"").append(n(w)).append("\" height=\"").append(n(d))
                .append("\" fill=\"none\" stroke=\"#333\" stroke-width=\"0.12\"/>\n");
        legend(legend, perRow, legendTop);
        double y = legendTop + legendRows * 1.8 * fs + fs;
        for (String note : notes) {
            b.append("<text x=\"0\" y=\"").append(n(y)).append("\" fill=\"#444\">").append(esc(note))
                    .append("</text>\n");
            y += 1.5 * fs;
        }
        b.append("</svg>\n");
        return b.toString();
    }

    private void title() {
        String t = o.caption() != null ? o.caption() : v.template().scenario().name() + " (" + v.ruleset() + "), "
                + n(w) + "\" x " + n(d) + "\" table, grid 6\"";
        b.append("<text class=\"title\" x=\"0\" y=\"").append(n(-top + 1.3 * fs)).append("\" font-weight=\"bold\">")
                .append(esc(t)).append("</text>\n");
        b.append("<text x=\"").append(n(w)).append("\" y=\"").append(n(-top + 1.3 * fs))
                .append("\" text-anchor=\"end\" fill=\"#555\">N &#8593;</text>\n");
    }

    /**
     * The compiled area grid, merged into rectangles: runs of one kind along a row, stacked while the rows below
     * repeat them. Hills show their level by shade.
     */
    private void terrainRaster() {
        Table t = v.table();
        final double c = Table.CELL_INCHES;
        final int cols = (int) Math.ceil(w / c);
        final int rows = (int) Math.ceil(d / c);
        // Open rectangles keyed by "c0,c1,code": their first row.
        Map<String, int[]> open = new LinkedHashMap<>();
        List<int[]> done = new ArrayList<>();
        for (int r = 0; r <= rows; r++) {
            Map<String, int[]> next = new LinkedHashMap<>();
            if (r < rows) {
                int c0 = 0;
                int prev = code(t, 0, r);
                for (int col = 1; col <= cols; col++) {
                    int cur = col < cols ? code(t, col, r) : Integer.MIN_VALUE;
                    if (cur != prev) {
                        if (prev != 0) {
                            String key = c0 + "," + col + "," + prev;
                            int[] rect = open.remove(key);
                            next.put(key, rect != null ? rect : new int[] {c0, col, prev, r});
                        }
                        c0 = col;
                        prev = cur;
                    }
                }
            }
            for (Map.Entry<String, int[]> e : open.entrySet()) {
                int[] rect = e.getValue();
                done.add(new int[] {rect[0], rect[1], rect[2], rect[3], r});
            }
            open = next;
        }
        b.append("<g class=\"terrain\" shape-rendering=\"crispEdges\">\n");
        for (int[] rect : done) {
            int code = rect[2];
            double x0 = rect[0] * c;
            double x1 = Math.min(w, rect[1] * c);
            double y0 = rect[3] * c;
            double y1 = Math.min(d, rect[4] * c);
            b.append("<rect x=\"").append(n(x0)).append("\" y=\"").append(n(sy(y1))).append("\" width=\"")
                    .append(n(x1 - x0)).append("\" height=\"").append(n(y1 - y0)).append("\" fill=\"")
                    .append(fill(code)).append("\"/>\n");
        }
        b.append("</g>\n");
    }

    /** Area code, or for open ground on a hill 100 + level, for a cell; 0 for open ground at level 0. */
    private static int code(Table t, int col, int row) {
        double x = (col + 0.5) * Table.CELL_INCHES;
        double y = (row + 0.5) * Table.CELL_INCHES;
        int area = t.areaAt(x, y);
        if (area == TerrainKind.HILL || area == TerrainKind.OPEN) {
            int h = t.heightAt(x, y);
            return h > 0 ? 100 + h : 0;
        }
        return area;
    }

    private static String fill(int code) {
        if (code >= 100) {
            return hillFill(code - 100);
        }
        return AREA_FILL[code];
    }

    /** Hill shade by level: 1 light sand, each level darker. */
    static String hillFill(int level) {
        int k = Math.min(level, 6) - 1;
        int r = 0xd9 - 14 * k;
        int g = 0xc3 - 16 * k;
        int bl = 0x94 - 14 * k;
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, bl);
    }

    private void terrainOutlines() {
        b.append("<g class=\"outlines\" fill=\"none\">\n");
        for (TerrainSpec spec : v.template().scenario().terrain()) {
            if (spec.isLinear()) {
                int f = TerrainKind.feature(spec.kind());
                if (f <= 0) {
                    continue;
                }
                b.append("<polyline class=\"feature ").append(esc(spec.kind())).append("\" points=\"");
                points(spec.line());
                b.append("\" stroke=\"").append(FEATURE_STROKE[f]).append("\" stroke-width=\"")
                        .append(n(FEATURE_WIDTH[f])).append("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"");
                if (!FEATURE_DASH[f].isEmpty()) {
                    b.append(" stroke-dasharray=\"").append(FEATURE_DASH[f]).append('"');
                }
                b.append("><title>").append(esc(spec.kind() + " (" + spec.field() + ")"))
                        .append("</title></polyline>\n");
            } else {
                int a = TerrainKind.area(spec.kind());
                if (a < 0) {
                    continue;
                }
                String stroke = a == TerrainKind.HILL ? "#8a6d3b" : darker(AREA_FILL[a]);
                b.append("<polygon class=\"area ").append(esc(spec.kind())).append("\" points=\"");
                points(spec.area());
                b.append("\" stroke=\"").append(stroke).append("\" stroke-width=\"0.1\"><title>")
                        .append(esc(spec.kind() + (a == TerrainKind.HILL ? " level " + spec.height() : "") + " ("
                                + spec.field() + ")")).append("</title></polygon>\n");
            }
        }
        b.append("</g>\n");
        // Labels: hills with their level, buildings and woods by kind, at the centre of their bounding box.
        b.append("<g class=\"terrain-labels\" text-anchor=\"middle\" fill=\"#5a4a2a\" font-size=\"")
                .append(n(fs * 0.85)).append("\">\n");
        for (TerrainSpec spec : v.template().scenario().terrain()) {
            if (spec.isLinear() || TerrainKind.area(spec.kind()) != TerrainKind.HILL) {
                continue;
            }
            double[] c = centre(spec.area());
            if (c[0] < 0 || c[0] > w || c[1] < 0 || c[1] > d) {
                continue;
            }
            b.append("<text class=\"hill-level\" x=\"").append(n(c[0])).append("\" y=\"").append(n(sy(c[1])))
                    .append("\">hill ").append(spec.height()).append("</text>\n");
        }
        b.append("</g>\n");
    }

    private void points(List<Point> pts) {
        for (int i = 0; i < pts.size(); i++) {
            Point p = pts.get(i);
            b.append(i == 0 ? "" : " ").append(n(p.x())).append(',').append(n(sy(p.y())));
        }
    }

    private static double[] centre(List<Point> pts) {
        double[] box = Boxes.of(pts, 0);
        return new double[] {(box[0] + box[2]) / 2, (box[1] + box[3]) / 2};
    }

    private void zones() {
        for (double[] z : v.zones()) {
            b.append("<rect class=\"zone\" x=\"").append(n(z[0])).append("\" y=\"").append(n(sy(z[1] + z[3])))
                    .append("\" width=\"").append(n(z[2])).append("\" height=\"").append(n(z[3]))
                    .append("\" fill=\"url(#zonehatch)\" stroke=\"#d99a2b\" stroke-width=\"0.2\" "
                            + "stroke-dasharray=\"1 0.5\"/>\n");
        }
        for (double[] p : v.zonePlaces()) {
            b.append("<circle class=\"place\" cx=\"").append(n(p[0])).append("\" cy=\"").append(n(sy(p[1])))
                    .append("\" r=\"0.25\" fill=\"#b07a1a\"/>\n");
        }
    }

    private void grid() {
        b.append("<g class=\"grid\" stroke=\"#000\">\n");
        for (int x = 6; x < w; x += 6) {
            line(x, 0, x, d, x % 12 == 0 ? 0.28 : 0.13, x % 12 == 0 ? 0.07 : 0.04);
        }
        for (int y = 6; y < d; y += 6) {
            line(0, sy(y), w, sy(y), y % 12 == 0 ? 0.28 : 0.13, y % 12 == 0 ? 0.07 : 0.04);
        }
        b.append("</g>\n");
    }

    private void line(double x0, double y0, double x1, double y1, double opacity, double width) {
        b.append("<line x1=\"").append(n(x0)).append("\" y1=\"").append(n(y0)).append("\" x2=\"").append(n(x1))
                .append("\" y2=\"").append(n(y1)).append("\" stroke-opacity=\"").append(n(opacity))
                .append("\" stroke-width=\"").append(n(width)).append("\"/>\n");
    }

    private void gridLabels() {
        b.append("<g class=\"grid-labels\" fill=\"#555\" font-size=\"").append(n(fs * 0.85)).append("\">\n");
        for (int x = 0; x <= w + 1e-9; x += 12) {
            b.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(d + 1.1 * fs))
                    .append("\" text-anchor=\"middle\">").append(x).append("\"</text>\n");
        }
        for (int y = 0; y <= d + 1e-9; y += 12) {
            b.append("<text x=\"").append(n(-0.4 * fs)).append("\" y=\"").append(n(sy(y) + 0.35 * fs))
                    .append("\" text-anchor=\"end\">").append(y).append("\"</text>\n");
        }
        b.append("</g>\n");
    }

    private void objectives() {
        b.append("<g class=\"objectives\">\n");
        for (Objective ob : v.objectives()) {
            double x = ob.at().x();
            double y = sy(ob.at().y());
            b.append("<g class=\"objective\"><circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y))
                    .append("\" r=\"").append(n(ob.radiusInches())).append("\" fill=\"#6a3d9a\" fill-opacity=\"0.08\" "
                            + "stroke=\"#6a3d9a\" stroke-width=\"0.15\" stroke-dasharray=\"0.8 0.4\"/>");
            double s = 0.7;
            b.append("<path d=\"M").append(n(x)).append(',').append(n(y - s)).append(" L").append(n(x + s))
                    .append(',').append(n(y)).append(" L").append(n(x)).append(',').append(n(y + s)).append(" L")
                    .append(n(x - s)).append(',').append(n(y)).append(" Z\" fill=\"#6a3d9a\"/>");
            b.append("<text x=\"").append(n(x)).append("\" y=\"").append(n(y - s - 0.3 * fs))
                    .append("\" text-anchor=\"middle\" fill=\"#4b2a70\" font-weight=\"bold\" stroke=\"#fff\" "
                            + "stroke-width=\"").append(n(fs * 0.25)).append("\" paint-order=\"stroke\">")
                    .append(esc(ob.name() + " (" + ob.points() + (ob.points() == 1 ? " point" : " points") + ", "
                            + n(ob.radiusInches()) + "\")")).append("</text></g>\n");
        }
        b.append("</g>\n");
    }

    private void units() {
        b.append(UNITS_START).append('\n');
        for (int u = 0; u < v.units(); u++) {
            double x;
            double y;
            double f;
            if (o.positions() != null) {
                x = o.positions()[u][0];
                y = o.positions()[u][1];
                f = o.positions()[u][2];
            } else {
                x = v.startX(u);
                y = v.startY(u);
                f = v.startFacing(u);
            }
            boolean placed = !Double.isNaN(x);
            double fw = v.frontage(u);
            double fd = v.depth(u);
            String colour = SIDE_COLOURS[v.side(u)];
            b.append("<g class=\"unit s").append(v.side(u)).append("\" id=\"u").append(u).append("\" data-name=\"")
                    .append(esc(v.name(u))).append("\" transform=\"translate(").append(n(placed ? x : 0)).append(' ')
                    .append(n(placed ? sy(y) : 0)).append(")\"").append(placed ? "" : " display=\"none\"")
                    .append(">");
            b.append("<title>").append(esc(v.name(u) + ": " + v.type(u) + ", " + v.startFigures(u) + " figures, "
                    + v.template().sideName(v.side(u)))).append("</title>");
            b.append("<g class=\"body\" transform=\"rotate(").append(n(f)).append(")\">");
            b.append("<rect x=\"").append(n(-fw / 2)).append("\" y=\"").append(n(-fd / 2)).append("\" width=\"")
                    .append(n(fw)).append("\" height=\"").append(n(fd)).append("\" fill=\"").append(colour)
                    .append("\" stroke=\"#111\" stroke-width=\"0.08\"/>");
            double tip = Math.min(0.9, Math.max(0.45, fd * 0.6));
            double half = Math.min(fw * 0.3, 0.7);
            b.append("<path class=\"front\" d=\"M").append(n(-half)).append(',').append(n(-fd / 2)).append(" L0,")
                    .append(n(-fd / 2 - tip)).append(" L").append(n(half)).append(',').append(n(-fd / 2))
                    .append(" Z\" fill=\"").append(colour).append("\" stroke=\"#111\" stroke-width=\"0.06\"/>");
            b.append("<path class=\"gone\" d=\"M").append(n(-fw / 2)).append(',').append(n(-fd / 2)).append(" L")
                    .append(n(fw / 2)).append(',').append(n(fd / 2)).append(" M").append(n(fw / 2)).append(',')
                    .append(n(-fd / 2)).append(" L").append(n(-fw / 2)).append(',').append(n(fd / 2))
                    .append("\" stroke=\"#000\" stroke-width=\"0.25\" display=\"none\"/>");
            b.append("</g>");
            // The label stands behind the unit, away from its front.
            double r = fd / 2 + 0.9 * fs;
            double rad = Math.toRadians(f);
            b.append("<text class=\"label\" data-r=\"").append(n(r)).append("\" data-lift=\"").append(n(0.3 * fs))
                    .append("\" x=\"").append(n(-Math.sin(rad) * r))
                    .append("\" y=\"").append(n(Math.cos(rad) * r + 0.3 * fs))
                    .append("\" text-anchor=\"middle\" fill=\"")
                    .append(colour).append("\" stroke=\"#fff\" stroke-width=\"").append(n(fs * 0.22))
                    .append("\" paint-order=\"stroke\" font-size=\"").append(n(fs * 0.8)).append("\">")
                    .append(esc(v.name(u))).append("</text>");
            b.append("</g>\n");
        }
        b.append("</g>").append(UNITS_END).append('\n');
    }

    private void problems() {
        if (o.problems().isEmpty()) {
            return;
        }
        b.append("<g class=\"problems\">\n");
        int k = 1;
        for (Problem p : o.problems()) {
            if (Double.isNaN(p.x()) || Double.isNaN(p.y())) {
                k++;
                continue;
            }
            double x = Math.max(-margin / 2, Math.min(w + margin / 2, p.x()));
            double y = sy(Math.max(-margin / 2, Math.min(d + margin / 2, p.y())));
            b.append("<g class=\"problem\"><circle cx=\"").append(n(x)).append("\" cy=\"").append(n(y))
                    .append("\" r=\"").append(n(Math.max(1.2, p.radius()))).append("\" fill=\"none\" stroke=\"")
                    .append(PROBLEM_COLOUR).append("\" stroke-width=\"0.3\"/><text x=\"").append(n(x + 0.9))
                    .append("\" y=\"").append(n(y - 0.9)).append("\" fill=\"").append(PROBLEM_COLOUR)
                    .append("\" font-weight=\"bold\" stroke=\"#fff\" stroke-width=\"").append(n(fs * 0.25))
                    .append("\" paint-order=\"stroke\">").append(k++).append("</text></g>\n");
        }
        b.append("</g>\n");
    }

    private List<String[]> legendItems() {
        List<String[]> items = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            items.add(new String[] {"unit", SIDE_COLOURS[s], "side " + s + ": " + v.template().sideName(s)});
        }
        boolean[] area = new boolean[TerrainKind.AREA_KINDS];
        boolean[] feature = new boolean[TerrainKind.FEATURE_KINDS];
        java.util.TreeSet<Integer> levels = new java.util.TreeSet<>();
        for (TerrainSpec spec : v.template().scenario().terrain()) {
            if (spec.isLinear()) {
                int f = TerrainKind.feature(spec.kind());
                if (f > 0) {
                    feature[f] = true;
                }
            } else {
                int a = TerrainKind.area(spec.kind());
                if (a == TerrainKind.HILL) {
                    levels.add(spec.height());
                } else if (a >= 0) {
                    area[a] = true;
                }
            }
        }
        for (int a = 1; a < TerrainKind.AREA_KINDS; a++) {
            if (area[a]) {
                items.add(new String[] {"area", AREA_FILL[a], TerrainKind.areaName(a)});
            }
        }
        for (int level : levels) {
            items.add(new String[] {"area", level > 0 ? hillFill(level) : AREA_FILL[TerrainKind.HILL],
                "hill, level " + level});
        }
        for (int f = 1; f < TerrainKind.FEATURE_KINDS; f++) {
            if (feature[f]) {
                items.add(new String[] {"feature", Integer.toString(f), TerrainKind.featureName(f)});
            }
        }
        if (!v.objectives().isEmpty()) {
            items.add(new String[] {"objective", "#6a3d9a", "objective (radius, points)"});
        }
        if (!v.zones().isEmpty()) {
            items.add(new String[] {"zone", "#d99a2b", "deployment zone"});
        }
        if (!o.problems().isEmpty()) {
            items.add(new String[] {"problem", PROBLEM_COLOUR, "geometry problem (listed below)"});
        }
        return items;
    }

    private void legend(List<String[]> items, int perRow, double y0) {
        double colW = (w + 2 * margin) / perRow;
        b.append("<g class=\"legend\">\n");
        for (int i = 0; i < items.size(); i++) {
            String[] it = items.get(i);
            double x = -margin + (i % perRow) * colW + 0.3 * fs;
            double y = y0 + (i / perRow) * 1.8 * fs;
            double sw = 1.6 * fs;
            double sh = 1.0 * fs;
            switch (it[0]) {
                case "unit" -> b.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"")
                        .append(n(sw)).append("\" height=\"").append(n(sh * 0.6)).append("\" fill=\"").append(it[1])
                        .append("\" stroke=\"#111\" stroke-width=\"0.06\"/><path d=\"M").append(n(x + sw * 0.2))
                        .append(',').append(n(y)).append(" L").append(n(x + sw / 2)).append(',')
                        .append(n(y - sh * 0.5)).append(" L").append(n(x + sw * 0.8)).append(',').append(n(y))
                        .append(" Z\" fill=\"").append(it[1]).append("\"/>");
                case "feature" -> {
                    int f = Integer.parseInt(it[1]);
                    b.append("<line x1=\"").append(n(x)).append("\" y1=\"").append(n(y + sh / 2)).append("\" x2=\"")
                            .append(n(x + sw)).append("\" y2=\"").append(n(y + sh / 2)).append("\" stroke=\"")
                            .append(FEATURE_STROKE[f]).append("\" stroke-width=\"").append(n(FEATURE_WIDTH[f]))
                            .append('"').append(FEATURE_DASH[f].isEmpty() ? ""
                                    : " stroke-dasharray=\"" + FEATURE_DASH[f] + "\"").append("/>");
                }
                case "objective" -> b.append("<circle cx=\"").append(n(x + sw / 2)).append("\" cy=\"")
                        .append(n(y + sh / 2)).append("\" r=\"").append(n(sh / 2)).append("\" fill=\"none\" stroke=\"")
                        .append(it[1]).append("\" stroke-width=\"0.15\" stroke-dasharray=\"0.5 0.25\"/>");
                case "zone" -> b.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"")
                        .append(n(sw)).append("\" height=\"").append(n(sh)).append("\" fill=\"url(#zonehatch)\" "
                                + "stroke=\"#d99a2b\" stroke-width=\"0.15\"/>");
                case "problem" -> b.append("<circle cx=\"").append(n(x + sw / 2)).append("\" cy=\"")
                        .append(n(y + sh / 2)).append("\" r=\"").append(n(sh / 2)).append("\" fill=\"none\" stroke=\"")
                        .append(it[1]).append("\" stroke-width=\"0.25\"/>");
                default -> b.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y)).append("\" width=\"")
                        .append(n(sw)).append("\" height=\"").append(n(sh)).append("\" fill=\"").append(it[1])
                        .append("\" stroke=\"#777\" stroke-width=\"0.05\"/>");
            }
            b.append("<text x=\"").append(n(x + sw + 0.4 * fs)).append("\" y=\"").append(n(y + 0.85 * fs))
                    .append("\">").append(esc(it[2])).append("</text>\n");
        }
        b.append("</g>\n");
    }

    private List<String> notes() {
        List<String> notes = new ArrayList<>();
        notes.add("Terrain as compiled (half-inch cells; outlines as written); units at their centres, the "
                + "triangle marks the front.");
        int unplaced = 0;
        for (int u = 0; u < v.units(); u++) {
            unplaced += Double.isNaN(v.startX(u)) && (o.positions() == null) ? 1 : 0;
        }
        if (unplaced > 0) {
            notes.add(unplaced + " unit" + (unplaced == 1 ? " is" : "s are") + " placed by the players in the "
                    + "deployment zones each battle (dots: the places; the Government chooses its edge).");
        }
        int k = 1;
        for (Problem p : o.problems()) {
            notes.add(k++ + ". " + p.message());
        }
        return notes;
    }

    /** Inches with at most two decimals, no trailing zeros, locale independent. */
    static String n(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 1e9) {
            return Long.toString((long) x);
        }
        String s = String.format(Locale.ROOT, "%.2f", x);
        s = s.indexOf('.') >= 0 ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return "-0".equals(s) ? "0" : s;
    }

    static String esc(String s) {
        StringBuilder out = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String darker(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        int r = (int) (((rgb >> 16) & 0xff) * 0.7);
        int g = (int) (((rgb >> 8) & 0xff) * 0.7);
        int bl = (int) ((rgb & 0xff) * 0.7);
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, bl);
    }
}
