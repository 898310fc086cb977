package org.muster.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.LookupPaintScale;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.DefaultXYZDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.muster.io.BalanceWriter;
import org.muster.io.ManifestWriter;

/**
 * The reports of the balance commands, each read from its own CSV file and manifest: {@code compare} (both variants
 * side by side with the verdict), {@code sweep} (win rate against the varied value with interval bands), {@code price}
 * (the fitted curve with the break-even point and its interval) and {@code matrix} (a heat map of pairings).
 */
final class BalanceReport {
    private BalanceReport() {
    }

    /** The page for a balance command's folder, or null when {@code dir} holds none of their CSV files. */
    static String html(Path dir) throws IOException {
        Map<String, String> manifest = RunReport.readManifest(dir.resolve(ManifestWriter.MANIFEST));
        if (Files.isRegularFile(dir.resolve(BalanceWriter.COMPARE_CSV))) {
            CsvTable t = CsvTable.read(dir.resolve(BalanceWriter.COMPARE_CSV));
            return t.header().contains(PLAYER) ? robust(t, "Compare A and B", manifest) : compare(t, manifest);
        }
        if (Files.isRegularFile(dir.resolve(BalanceWriter.SWEEP_CSV))) {
            CsvTable t = CsvTable.read(dir.resolve(BalanceWriter.SWEEP_CSV));
            return t.header().contains(PLAYER) ? robust(t, "Sweep", manifest) : sweep(t, manifest);
        }
        if (Files.isRegularFile(dir.resolve(BalanceWriter.PRICE_FIT_CSV))) {
            CsvTable fit = CsvTable.read(dir.resolve(BalanceWriter.PRICE_FIT_CSV));
            CsvTable points = CsvTable.read(dir.resolve(BalanceWriter.PRICE_CSV));
            return fit.header().contains(PLAYER) ? robustPrice(points, fit, manifest) : price(points, fit, manifest);
        }
        if (Files.isRegularFile(dir.resolve(BalanceWriter.MATRIX_CSV))) {
            return matrix(CsvTable.read(dir.resolve(BalanceWriter.MATRIX_CSV)), manifest);
        }
        return null;
    }

    /** The leading column of the balance CSVs written with {@code --robust}. */
    private static final String PLAYER = "player";

    /** The stability columns of {@code --robust} and matrix: stated once above the table, left out of it. */
    private static final List<String> STABILITY = List.of("stability_verdict", "stability");

    private static void top(StringBuilder h, String title, Map<String, String> manifest) {
        h.append(Html.head(title + ": muster report"));
        h.append("<h1>").append(Html.esc(title)).append("</h1>\n<p class=\"sub\">")
                .append(Html.esc(manifest.getOrDefault("command", ""))).append("</p>\n");
    }

    private static String end(StringBuilder h, Map<String, String> manifest) {
        RunReport.provenance(h, manifest);
        h.append(Html.foot(manifest.getOrDefault("muster.version", "?")));
        return h.toString();
    }

    /**
     * The CSV as a table: headers may break after an underscore (so wide files fit the page), cells never wrap (a
     * p-value such as 8.048e-20 stays on one line).
     */
    private static void table(StringBuilder h, CsvTable t) {
        table(h, t, List.of(), null);
    }

    /**
     * The CSV as a table, less the columns {@code leaveOut}; the rows where column {@code mark} (if not null) is
     * {@code yes} get the class {@code mark}.
     */
    private static void table(StringBuilder h, CsvTable t, List<String> leaveOut, String mark) {
        h.append("<div class=\"scroll\"><table class=\"csv\">\n<tr>");
        for (String c : t.header()) {
            if (!leaveOut.contains(c)) {
                h.append("<th>").append(Html.esc(c).replace("_", "_<wbr>")).append("</th>");
            }
        }
        h.append("</tr>\n");
        for (int r = 0; r < t.size(); r++) {
            h.append(mark != null && "yes".equals(t.text(r, mark)) ? "<tr class=\"mark\">" : "<tr>");
            for (String c : t.header()) {
                if (!leaveOut.contains(c)) {
                    h.append("<td class=\"nw\">").append(Html.esc(t.text(r, c))).append("</td>");
                }
            }
            h.append("</tr>\n");
        }
        h.append("</table></div>\n");
    }

    // compare ----------------------------------------------------------------------------------------------------

    static String compare(CsvTable t, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, "Compare A and B", manifest);
        StringBuilder v = new StringBuilder();
        boolean any = false;
        for (int r = 0; r < t.size(); r++) {
            if (Boolean.parseBoolean(t.text(r, "significant"))) {
                any = true;
                boolean rate = !t.text(r, "metric").equals("mean-lost");
                String what = t.text(r, "metric").equals("draw-rate") ? "" : "win rate ";
                v.append(v.length() == 0 ? "" : "; ").append(Html.esc(t.text(r, "name"))).append(' ')
                        .append(rate ? what + Html.pct(t.number(r, "a")) + " → " + Html.pct(t.number(r, "b"))
                                : "figures lost " + t.text(r, "a") + " → " + t.text(r, "b"));
            }
        }
        h.append("<div class=\"verdict").append(any ? "" : " close").append("\">")
                .append(any ? "<strong>B changes the game:</strong> " + v + " (significant after Holm's correction)."
                        : "<strong>No significant change</strong> between A and B in win rates, draws or losses, over "
                                + t.text(0, "battles") + " paired battles.")
                .append("</div>\n<div class=\"charts\">\n");
        DefaultCategoryDataset rates = new DefaultCategoryDataset();
        DefaultCategoryDataset lost = new DefaultCategoryDataset();
        YIntervalSeriesCollection change = new YIntervalSeriesCollection();
        YIntervalSeries cs = new YIntervalSeries("change B - A");
        List<String> labels = new ArrayList<>();
        for (int r = 0; r < t.size(); r++) {
            String side = t.text(r, "name");
            boolean rate = !t.text(r, "metric").equals("mean-lost");
            (rate ? rates : lost).addValue(t.number(r, "a"), "A", side);
            (rate ? rates : lost).addValue(t.number(r, "b"), "B", side);
            if (rate) {
                // In points of win rate: 100 x the change of the rate.
                cs.add(labels.size(), 100 * t.number(r, "change"), 100 * t.number(r, "change_lower"),
                        100 * t.number(r, "change_upper"));
                labels.add(side);
            }
        }
        change.addSeries(cs);
        JFreeChart c1 = ChartFactory.createBarChart("Win rate, A and B", null, "battles won", rates,
                PlotOrientation.VERTICAL, true, false, false);
        abPaint(c1);
        Charts.percentAxis((NumberAxis) c1.getCategoryPlot().getRangeAxis());
        RunReport.figure(h, Charts.svg(Charts.style(c1), "chart-compare-win-rate", 520, 320),
                "Each side's win rate, and the draw rate, in A and in B (same seeds).");
        JFreeChart c2 = ChartFactory.createBarChart("Figures lost, A and B", null, "mean per battle", lost,
                PlotOrientation.VERTICAL, true, false, false);
        abPaint(c2);
        RunReport.figure(h, Charts.svg(Charts.style(c2), "chart-compare-lost", 520, 320),
                "Mean figures each side lost per battle in A and in B.");
        JFreeChart c3 = ChartFactory.createScatterPlot("Change in win rate, B - A", null,
                "points of win rate (B - A)", change, PlotOrientation.HORIZONTAL, false, false, false);
        XYPlot p3 = c3.getXYPlot();
        intervalRows(p3, labels);
        ValueMarker none = new ValueMarker(0, Color.BLACK, new BasicStroke(2f));
        none.setLabel("no change");
        none.setLabelFont(Charts.TEXT);
        none.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
        none.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
        p3.addRangeMarker(none);
        pointsAxis((NumberAxis) p3.getRangeAxis());
        RunReport.figure(h, Charts.svg(Charts.style(c3), "chart-compare-change", 520, 220),
                "Change in each side's win rate and in the draw rate, in points of win rate (45% to 50% is +5), "
                        + "with 95% intervals (paired); the black line marks no change.");
        h.append("</div>\n");
        table(h, t);
        return end(h, manifest);
    }

    /** An axis in points of win rate: ticks at whole or half points, zero always in range. */
    static void pointsAxis(NumberAxis axis) {
        org.jfree.chart.axis.TickUnits units = new org.jfree.chart.axis.TickUnits();
        java.text.DecimalFormat f = new java.text.DecimalFormat("0.#",
                java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT));
        for (double u : new double[] {0.5, 1, 2, 2.5, 5, 10, 20, 25, 50}) {
            units.add(new org.jfree.chart.axis.NumberTickUnit(u, f));
        }
        axis.setStandardTickUnits(units);
        axis.setAutoTickUnitSelection(true);
        axis.setAutoRangeIncludesZero(true);
        axis.setNumberFormatOverride(null);
    }

    private static void abPaint(JFreeChart chart) {
        CategoryPlot p = chart.getCategoryPlot();
        p.getRenderer().setSeriesPaint(0, Charts.UNIT_LOSS);
        p.getRenderer().setSeriesPaint(1, Charts.PALETTE[3]);
        ((BarRenderer) p.getRenderer()).setMaximumBarWidth(0.2);
    }

    // --robust ---------------------------------------------------------------------------------------------------

    /** The stability line of a --robust or matrix CSV as a verdict box, shaded unless it holds or agrees. */
    private static void stability(StringBuilder h, CsvTable t) {
        if (t.size() == 0 || !t.header().contains("stability")) {
            return;
        }
        String v = t.text(0, "stability_verdict");
        String line = t.text(0, "stability");
        boolean firm = v.equals("holds") || v.equals("agrees") || v.equals("same");
        h.append("<div class=\"verdict").append(firm ? "" : " close")
                .append("\"><strong>Under stronger play:</strong> ").append(Html.esc(line)).append("</div>\n");
    }

    /**
     * compare or sweep with {@code --robust}: the stability line, side 0's win rate (compare: its change B - A)
     * under each player with its 95% interval, then the table with a block per player.
     */
    static String robust(CsvTable t, String title, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, title + " under each player", manifest);
        stability(h, t);
        boolean compare = t.header().contains("change");
        YIntervalSeriesCollection d = new YIntervalSeriesCollection();
        YIntervalSeries cs = new YIntervalSeries(compare ? "change B - A" : "win rate");
        List<String> labels = new ArrayList<>();
        String side0 = "side 0";
        for (int r = 0; r < t.size(); r++) {
            boolean rate = !compare || t.text(r, "metric").equals("win-rate");
            if (t.integer(r, "side") != 0 || !rate) {
                continue;
            }
            side0 = t.text(r, "name");
            StringBuilder label = new StringBuilder(t.text(r, PLAYER));
            if (!compare) {
                for (String name : t.header().subList(2, t.header().indexOf("side"))) {
                    label.append(", ").append(name).append('=').append(t.text(r, name));
                }
            }
            if (compare) {
                cs.add(labels.size(), 100 * t.number(r, "change"), 100 * t.number(r, "change_lower"),
                        100 * t.number(r, "change_upper"));
            } else {
                cs.add(labels.size(), 100 * t.number(r, "win_rate"), 100 * t.number(r, "win_rate_lower"),
                        100 * t.number(r, "win_rate_upper"));
            }
            labels.add(label.toString());
        }
        d.addSeries(cs);
        String axis = compare ? "points of " + side0 + " win rate (B - A)" : side0 + " win rate (%)";
        JFreeChart c = ChartFactory.createScatterPlot((compare ? "Change in " + side0 + "'s win rate, B - A"
                : side0 + "'s win rate") + ", by player", null, axis, d, PlotOrientation.HORIZONTAL, false, false,
                false);
        XYPlot p = c.getXYPlot();
        intervalRows(p, labels);
        p.addRangeMarker(new ValueMarker(compare ? 0 : 50, Color.BLACK, new BasicStroke(2f)));
        pointsAxis((NumberAxis) p.getRangeAxis());
        RunReport.figure(h, Charts.svg(Charts.style(c), "chart-robust", 1040, 120 + 40 * labels.size()),
                compare ? "The change in " + side0 + "'s win rate under each player (both sides played by it), in "
                        + "points, with its 95% paired interval; the black line marks no change."
                        : side0 + "'s win rate at each point under each player (both sides played by it), with its "
                                + "95% Wilson interval; the black line marks 50%.");
        table(h, t, STABILITY, null);
        return end(h, manifest);
    }

    /** price with {@code --robust}: the stability line, each player's break-even with its interval, the tables. */
    static String robustPrice(CsvTable points, CsvTable fit, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, "Price under each player", manifest);
        stability(h, fit);
        String var = pricedVariable(manifest);
        YIntervalSeriesCollection d = new YIntervalSeriesCollection();
        YIntervalSeries be = new YIntervalSeries("break-even");
        List<String> labels = new ArrayList<>();
        for (int r = 0; r < fit.size(); r++) {
            be.add(labels.size(), fit.number(r, "break_even"), fit.number(r, "break_even_lower"),
                    fit.number(r, "break_even_upper"));
            labels.add(fit.text(r, PLAYER) + ", seed " + fit.text(r, "seed"));
        }
        d.addSeries(be);
        JFreeChart c = ChartFactory.createScatterPlot("Break-even " + var + ", by player", null, var, d,
                PlotOrientation.HORIZONTAL, false, false, false);
        XYPlot p = c.getXYPlot();
        intervalRows(p, labels);
        ((NumberAxis) p.getRangeAxis()).setAutoRangeIncludesZero(false);
        RunReport.figure(h, Charts.svg(Charts.style(c), "chart-robust-price", 1040, 120 + 40 * labels.size()),
                "The break-even value of " + var + " under each player (both sides played by it) and seed, with its "
                        + "95% interval (delta method).");
        table(h, fit, STABILITY, null);
        table(h, points);
        return end(h, manifest);
    }

    // sweep ------------------------------------------------------------------------------------------------------

    static String sweep(CsvTable t, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, "Sweep", manifest);
        List<String> vary = new ArrayList<>(t.header().subList(1, t.header().indexOf("side")));
        // One --vary: its values on the x axis, if numbers; else the points, labelled.
        boolean numeric = vary.size() == 1;
        List<String> labels = new ArrayList<>();
        for (int r = 0; r < t.size(); r += 1) {
            if (t.integer(r, "side") != 0) {
                continue;
            }
            StringBuilder l = new StringBuilder();
            for (String name : vary) {
                l.append(l.length() == 0 ? "" : ", ").append(name).append('=').append(t.text(r, name));
                if (vary.size() == 1) {
                    try {
                        Double.parseDouble(t.text(r, name));
                    } catch (NumberFormatException e) {
                        numeric = false;
                    }
                }
            }
            labels.add(l.toString());
        }
        YIntervalSeriesCollection d = new YIntervalSeriesCollection();
        Map<Long, YIntervalSeries> series = new LinkedHashMap<>();
        for (int r = 0; r < t.size(); r++) {
            long side = t.integer(r, "side");
            String name = side + ": " + t.text(r, "name");
            YIntervalSeries s = series.computeIfAbsent(side, k -> new YIntervalSeries(name));
            double x = numeric ? t.number(r, vary.get(0)) : t.integer(r, "point");
            s.add(x, t.number(r, "win_rate"), t.number(r, "win_rate_lower"), t.number(r, "win_rate_upper"));
        }
        series.values().forEach(d::addSeries);
        String xLabel = numeric ? vary.get(0) : "point";
        JFreeChart chart = ChartFactory.createXYLineChart("Win rate against " + String.join(", ", vary), xLabel,
                "battles won", d, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        DeviationRenderer r = new DeviationRenderer(true, true);
        for (int s = 0; s < 2; s++) {
            r.setSeriesPaint(s, Charts.PALETTE[s]);
            r.setSeriesFillPaint(s, Charts.PALETTE[s]);
            r.setSeriesStroke(s, new BasicStroke(2f));
        }
        r.setAlpha(0.2f);
        plot.setRenderer(r);
        if (!numeric) {
            plot.setDomainAxis(new SymbolAxis("point", labels.toArray(new String[0])));
        }
        plot.addRangeMarker(new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f)));
        Charts.percentAxis((NumberAxis) plot.getRangeAxis());
        h.append("<div class=\"verdict close\">").append(sweepVerdict(t, vary)).append("</div>\n");
        if (vary.size() == 2) {
            sweepGrid(h, t, vary);
        } else {
            RunReport.figure(h, Charts.svg(Charts.style(chart), "chart-sweep", 1040, 420),
                    "Each side's win rate at each point, with its 95% Wilson interval as a band; the line marks 50%.");
        }
        table(h, t);
        return end(h, manifest);
    }

    /**
     * Two varied values: side 0's win rate as a grid, the first variable down, the second across, each cell with the
     * rate and its 95% interval, coloured like the player matrix (blue favours side 0, red side 1).
     */
    private static void sweepGrid(StringBuilder h, CsvTable t, List<String> vary) {
        List<String> rows = new ArrayList<>();
        List<String> cols = new ArrayList<>();
        for (int r = 0; r < t.size(); r++) {
            if (!rows.contains(t.text(r, vary.get(0)))) {
                rows.add(t.text(r, vary.get(0)));
            }
            if (!cols.contains(t.text(r, vary.get(1)))) {
                cols.add(t.text(r, vary.get(1)));
            }
        }
        List<double[]> cells = new ArrayList<>();
        String side0 = "side 0";
        for (int r = 0; r < t.size(); r++) {
            if (t.integer(r, "side") == 0) {
                side0 = t.text(r, "name");
                cells.add(new double[] {cols.indexOf(t.text(r, vary.get(1))), rows.indexOf(t.text(r, vary.get(0))),
                    t.number(r, "win_rate"), t.number(r, "win_rate_lower"), t.number(r, "win_rate_upper")});
            }
        }
        double[][] xyz = new double[3][cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            xyz[0][i] = cells.get(i)[0];
            xyz[1][i] = cells.get(i)[1];
            xyz[2][i] = cells.get(i)[2];
        }
        DefaultXYZDataset d = new DefaultXYZDataset();
        d.addSeries(side0 + " win rate", xyz);
        XYBlockRenderer r = new XYBlockRenderer();
        LookupPaintScale scale = winRateScale();
        r.setPaintScale(scale);
        XYPlot plot = new XYPlot(d, new SymbolAxis(vary.get(1), cols.toArray(new String[0])),
                new SymbolAxis(vary.get(0), rows.toArray(new String[0])), r);
        for (double[] c : cells) {
            XYTextAnnotation a = new XYTextAnnotation(Html.pct(c[2]) + " [" + Html.num(100 * c[3], 0) + "–"
                    + Html.num(100 * c[4], 0) + "]", c[0], c[1]);
            a.setFont(Charts.TEXT);
            plot.addAnnotation(a);
        }
        JFreeChart chart = new JFreeChart(side0 + " win rate by " + vary.get(0) + " and " + vary.get(1),
                Charts.TITLE, plot, false);
        addWinRateLegend(chart, scale, side0 + " win rate");
        int height = 140 + 60 * rows.size();
        RunReport.figure(h, Charts.svg(Charts.style(chart), "chart-sweep", 1040, height),
                side0 + "'s win rate at each point of the grid, with its 95% Wilson interval in brackets: blue "
                        + "favours " + side0 + ", red the other side, white is even.");
    }

    private static String sweepVerdict(CsvTable t, List<String> vary) {
        int best = -1;
        double gap = Double.MAX_VALUE;
        for (int r = 0; r + 1 < t.size(); r += 2) {
            double g = Math.abs(t.number(r, "win_rate") - t.number(r + 1, "win_rate"));
            if (g < gap) {
                gap = g;
                best = r;
            }
        }
        if (best < 0) {
            return "No points.";
        }
        StringBuilder at = new StringBuilder();
        for (String name : vary) {
            at.append(at.length() == 0 ? "" : ", ").append(name).append(" = ").append(t.text(best, name));
        }
        return "<strong>Most even point:</strong> " + Html.esc(at.toString()) + ", where "
                + Html.esc(t.text(best, "name")) + " wins " + Html.pct(t.number(best, "win_rate")) + " and "
                + Html.esc(t.text(best + 1, "name")) + " " + Html.pct(t.number(best + 1, "win_rate")) + ".";
    }

    // price ------------------------------------------------------------------------------------------------------

    private static void breakEvenVerdict(StringBuilder h, CsvTable fit, String var, String side, double be, double lo,
            double hi) {
        h.append("<div class=\"verdict\"><strong>Break-even at ").append(Html.esc(var)).append(" = ")
                .append(Html.num(be, 2)).append("</strong> (95% ").append(Html.num(lo, 2)).append(" – ")
                .append(Html.num(hi, 2)).append("): there ").append(Html.esc(side)).append(" wins as often as it "
                        + "loses");
        if (!fit.text(0, "points_value").isEmpty()) {
            h.append("; ").append(Html.num(fit.number(0, "points_value"), 1)).append(" points (")
                    .append(Html.num(fit.number(0, "points_lower"), 1)).append(" – ")
                    .append(Html.num(fit.number(0, "points_upper"), 1)).append(")");
        }
        if (fit.size() > 1) {
            h.append("; with an independent seed: ").append(Html.num(fit.number(1, "break_even"), 2));
        }
        h.append(".</div>\n");
    }

    static String price(CsvTable points, CsvTable fit, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, "Price", manifest);
        double a = fit.number(0, "intercept");
        double b = fit.number(0, "slope");
        double be = fit.number(0, "break_even");
        double lo = fit.number(0, "break_even_lower");
        double hi = fit.number(0, "break_even_upper");
        String seed = fit.text(0, "seed");
        String var = pricedVariable(manifest);
        String side = sideZero(manifest);
        if (Double.isNaN(be)) {
            // price-fit.csv leaves it empty when the slope's interval includes 0 (LogisticFit.hasBreakEven).
            h.append("<div class=\"verdict\"><strong>No break-even at ").append(Html.esc(var)).append("</strong>: ")
                    .append(Html.esc(side)).append("'s score does not move measurably with it over the values played "
                            + "(the slope's 95% interval includes 0); try values further apart.</div>\n");
        } else {
            breakEvenVerdict(h, fit, var, side, be, lo, hi);
        }
        XYSeriesCollection d = new XYSeriesCollection();
        YIntervalSeries observed = new YIntervalSeries("observed score rate (seed " + seed + "), 95% interval");
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        boolean whole = true;
        int values = 0;
        for (int r = 0; r < points.size(); r++) {
            if (points.text(r, "seed").equals(seed)) {
                double x = points.number(r, "value");
                double n = points.number(r, "battles");
                double[] ci = wilson(points.number(r, "score_rate"), n);
                observed.add(x, points.number(r, "score_rate"), ci[0], ci[1]);
                min = Math.min(min, x);
                max = Math.max(max, x);
                whole &= x == Math.rint(x);
                values++;
            }
        }
        XYSeries curve = new XYSeries("fitted curve", true, false);
        // Without a break-even (its cells empty, NaN here) the curve spans the values played alone.
        double from = Double.isNaN(lo) ? min : Math.min(min, lo);
        double to = Double.isNaN(hi) ? max : Math.max(max, hi);
        for (int i = 0; i <= 100; i++) {
            double x = from + (to - from) * i / 100.0;
            curve.add(x, 1 / (1 + Math.exp(-(a + b * x))));
        }
        d.addSeries(curve);
        YIntervalSeriesCollection dots = new YIntervalSeriesCollection();
        dots.addSeries(observed);
        JFreeChart chart = ChartFactory.createXYLineChart(side + "'s score rate against " + var, var,
                side + " score rate (a draw counts half)", d, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
        r.setSeriesPaint(0, Charts.PALETTE[0]);
        r.setSeriesStroke(0, new BasicStroke(2f));
        plot.setRenderer(0, r);
        org.jfree.chart.renderer.xy.XYErrorRenderer er = new org.jfree.chart.renderer.xy.XYErrorRenderer();
        er.setDrawXError(false);
        er.setDefaultLinesVisible(false);
        er.setSeriesPaint(0, Charts.PALETTE[1]);
        er.setErrorPaint(Charts.PALETTE[1]);
        er.setErrorStroke(new BasicStroke(1.5f));
        plot.setDataset(1, dots);
        plot.setRenderer(1, er);
        if (!Double.isNaN(be)) {
            plot.addDomainMarker(new IntervalMarker(lo, hi, new Color(0xd99a2b), new BasicStroke(1f), null, null,
                    0.25f));
            plot.addDomainMarker(new ValueMarker(be, Charts.PALETTE[3], new BasicStroke(2f)));
        }
        plot.addRangeMarker(new ValueMarker(0.5, Color.GRAY, new BasicStroke(1f)));
        Charts.percentAxis((NumberAxis) plot.getRangeAxis());
        if (whole) {
            ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        }
        RunReport.figure(h, Charts.svg(Charts.style(chart), "chart-price", 1040, 420),
                "Observed score rates of " + side + " (dots, with their 95% Wilson intervals), the fitted logistic "
                        + "curve, and the break-even value of " + var + " where the curve crosses 50%, with its 95% "
                        + "interval as a band.");
        double dispersion = fit.number(0, "dispersion");
        if (dispersion > 1) {
            h.append("<div class=\"verdict close\">").append(Html.esc(String.format(java.util.Locale.ROOT,
                    "Fit: the curve misses the observed rates by more than chance (Pearson chi-square %.1f on %d df); "
                            + "interval widened by %.2fx (quasi-binomial).", fit.number(0, "pearson_chi_square"),
                    values - 2, Math.sqrt(dispersion)))).append("</div>\n");
        }
        if (be < min || be > max) {
            h.append("<div class=\"verdict close\">").append(Html.esc("Warning: the break-even lies outside the "
                    + "values played (" + Html.num(min, 2) + ".." + Html.num(max, 2) + "); it is extrapolated, play "
                    + "values around it.")).append("</div>\n");
        }
        table(h, fit);
        table(h, points);
        return end(h, manifest);
    }

    /** The priced variable, from the manifest's command line ({@code --var NAME}); "value" when not found. */
    static String pricedVariable(Map<String, String> manifest) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("--var[= ]+(\\S+)")
                .matcher(manifest.getOrDefault("command", ""));
        return m.find() ? m.group(1) : "value";
    }

    /** The name of side 0, read from the first scenario the manifest names; "side 0" when it cannot be read. */
    static String sideZero(Map<String, String> manifest) {
        String file = manifest.get("scenario.0.file");
        if (file != null) {
            try {
                return org.muster.io.ScenarioReader.read(Path.of(file)).sides().get(0).name();
            } catch (RuntimeException e) {
                return "side 0";
            }
        }
        return "side 0";
    }

    /** The 95% Wilson score interval of a rate {@code p} observed over {@code n} trials. */
    static double[] wilson(double p, double n) {
        final double z = 1.959963984540054;
        double z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    // matrix -----------------------------------------------------------------------------------------------------

    static String matrix(CsvTable t, Map<String, String> manifest) {
        StringBuilder h = new StringBuilder(128 * 1024);
        top(h, "Player matrix", manifest);
        List<String> p0 = new ArrayList<>();
        List<String> p1 = new ArrayList<>();
        for (int r = 0; r < t.size(); r++) {
            if (!p0.contains(t.text(r, "player_0"))) {
                p0.add(t.text(r, "player_0"));
            }
            if (!p1.contains(t.text(r, "player_1"))) {
                p1.add(t.text(r, "player_1"));
            }
        }
        double[][] xyz = new double[3][t.size()];
        DefaultXYZDataset d = new DefaultXYZDataset();
        for (int r = 0; r < t.size(); r++) {
            xyz[0][r] = p1.indexOf(t.text(r, "player_1"));
            xyz[1][r] = p0.indexOf(t.text(r, "player_0"));
            xyz[2][r] = t.number(r, "win_rate_0");
        }
        d.addSeries("side 0 win rate", xyz);
        XYBlockRenderer r = new XYBlockRenderer();
        LookupPaintScale scale = winRateScale();
        r.setPaintScale(scale);
        XYPlot plot = new XYPlot(d, new SymbolAxis("side 1 player", p1.toArray(new String[0])),
                new SymbolAxis("side 0 player", p0.toArray(new String[0])), r);
        for (int i = 0; i < t.size(); i++) {
            XYTextAnnotation a = new XYTextAnnotation(Html.pct(xyz[2][i]), xyz[0][i], xyz[1][i]);
            a.setFont(Charts.TITLE);
            plot.addAnnotation(a);
        }
        JFreeChart chart = new JFreeChart("Side 0 win rate by pairing", Charts.TITLE, plot, false);
        addWinRateLegend(chart, scale, "side 0 win rate");
        h.append("<div class=\"verdict close\">Side 0 is favoured in ").append(count(t, 0)).append(" of ")
                .append(t.size()).append(" pairings, side 1 in ").append(count(t, 1))
                .append("; the rest are too close to call.</div>\n");
        if (t.header().contains("consistency") && t.size() > 0) {
            // The verdict over the even pairings of the strong players, as matrix.csv states it on every row.
            String c = t.text(0, "consistency");
            h.append("<div class=\"verdict").append(c.startsWith("NOT") ? " close" : "").append("\">")
                    .append(Html.esc(c.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + c.substring(1)))
                    .append("</div>\n");
        }
        stability(h, t);
        if (t.header().contains("ladder") && t.size() > 0) {
            // Whether each stronger player beats the one before it from both sides (PlayerLadder), as matrix.csv
            // states it on every row; the checks are in ladder.csv.
            String v = t.text(0, "ladder_verdict");
            h.append("<div class=\"verdict").append(v.equals("holds") ? "" : " close")
                    .append("\"><strong>Ladder (weakest player first):</strong> ").append(Html.esc(t.text(0, "ladder")))
                    .append(v.equals("broken") ? " A stronger player plays worse here than a weaker one: read verdicts "
                            + "on this scenario under the players that climb." : "")
                    .append("</div>\n");
        }
        int height = 120 + 70 * p0.size();
        RunReport.figure(h, Charts.svg(Charts.style(chart), "chart-matrix", 1040, height),
                "Side 0's win rate for each pairing of players: blue favours side 0, red side 1.");
        if (t.header().contains("even_strong")) {
            // The consistency text is the same on every row and stated above; the rows it looks at are marked.
            h.append("<p class=\"sub\">Shaded rows (<code>even_strong</code> yes): the pairings the consistency "
                    + "line looks at.</p>\n");
            table(h, t, List.of("consistency", "stability_verdict", "stability", "ladder_verdict", "ladder"),
                    "even_strong");
        } else {
            table(h, t);
        }
        return end(h, manifest);
    }

    private static long count(CsvTable t, int side) {
        long n = 0;
        for (int r = 0; r < t.size(); r++) {
            boolean s0 = t.number(r, "win_rate_0_lower") > t.number(r, "win_rate_1_upper");
            boolean s1 = t.number(r, "win_rate_1_lower") > t.number(r, "win_rate_0_upper");
            if (side == 0 ? s0 : s1) {
                n++;
            }
        }
        return n;
    }

    /** A diverging colour from side 1's red (0) through white (0.5) to side 0's blue (1). */
    static Color heat(double x) {
        Color end = x >= 0.5 ? Charts.PALETTE[0] : Charts.PALETTE[1];
        double f = Math.min(1, Math.abs(x - 0.5) * 2);
        return new Color((int) Math.round(255 + (end.getRed() - 255) * f),
                (int) Math.round(255 + (end.getGreen() - 255) * f), (int) Math.round(255 + (end.getBlue() - 255) * f));
    }

    /** The colour scale of a win-rate heat map: ten bands, white when even, deeper towards either side. */
    private static LookupPaintScale winRateScale() {
        LookupPaintScale scale = new LookupPaintScale(0, 1.0001, Color.WHITE);
        for (int i = 0; i < 10; i++) {
            scale.add(i / 10.0, heat(i / 10.0 + 0.05));
        }
        return scale;
    }

    /** Adds the legend of a win-rate heat map, {@code label} on its axis of 0-100%, to the right of the chart. */
    private static void addWinRateLegend(JFreeChart chart, LookupPaintScale scale, String label) {
        NumberAxis scaleAxis = new NumberAxis(label);
        scaleAxis.setRange(0, 1);
        scaleAxis.setNumberFormatOverride(Charts.percent());
        PaintScaleLegend legend = new PaintScaleLegend(scale, scaleAxis);
        legend.setPosition(RectangleEdge.RIGHT);
        legend.setMargin(4, 4, 4, 4);
        chart.addSubtitle(legend);
    }

    /**
     * A horizontal plot of one interval per labelled row: the points and their 95% error bars in the report's accent
     * colour, one row per label (the compare change, the robust blocks, the robust break-evens share it).
     */
    private static void intervalRows(XYPlot plot, List<String> labels) {
        org.jfree.chart.renderer.xy.XYErrorRenderer er = new org.jfree.chart.renderer.xy.XYErrorRenderer();
        er.setDrawXError(false);
        er.setSeriesPaint(0, Charts.PALETTE[3]);
        er.setErrorPaint(Charts.PALETTE[3]);
        er.setErrorStroke(new BasicStroke(2f));
        plot.setRenderer(er);
        plot.setDomainAxis(new SymbolAxis(null, labels.toArray(new String[0])));
    }
}
