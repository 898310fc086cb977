package org.muster.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.BoxAndWhiskerRenderer;
import org.jfree.chart.renderer.category.MinMaxCategoryRenderer;
import org.jfree.chart.renderer.xy.ClusteredXYBarRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.statistics.BoxAndWhiskerItem;
import org.jfree.data.statistics.DefaultBoxAndWhiskerCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.muster.batch.HeatTally;
import org.muster.io.ManifestWriter;
import org.muster.io.ReportWriter;
import org.muster.stats.WinRate;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;

/**
 * The report of one run folder ({@code muster run}): read from its summary.csv, units.csv, casualties.csv and
 * manifest.properties. It opens with the answer to "who wins, by how much, how bloody", then shows the win rates with
 * their intervals, how battles ended, the distribution of losses per side, per-unit losses and kills, battle length,
 * and the provenance.
 */
final class RunReport {
    private final Path dir;
    private final CsvTable summary;
    private final CsvTable units;
    private final CsvTable casualties;
    private final Map<String, String> manifest;
    /** The table and its heat maps, or null for a folder without map.svg. */
    private final TableMaps maps;

    private RunReport(Path dir, CsvTable summary, CsvTable units, CsvTable casualties, Map<String, String> manifest,
            TableMaps maps) {
        this.dir = dir;
        this.summary = summary;
        this.units = units;
        this.casualties = casualties;
        this.manifest = manifest;
        this.maps = maps;
    }

    /** Reads a run folder; bad input when a file is missing. */
    static RunReport read(Path dir) throws IOException {
        return new RunReport(dir, CsvTable.read(dir.resolve(ReportWriter.SUMMARY_CSV)),
                CsvTable.read(dir.resolve(ReportWriter.UNITS_CSV)),
                CsvTable.read(dir.resolve(ReportWriter.CASUALTIES_CSV)),
                readManifest(dir.resolve(ManifestWriter.MANIFEST)), TableMaps.read(dir));
    }

    /** The manifest's keys, sorted; empty when the run folder has none. */
    static Map<String, String> readManifest(Path file) throws IOException {
        Map<String, String> m = new TreeMap<>();
        if (Files.isRegularFile(file)) {
            Properties p = new Properties();
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
                p.load(in);
            }
            for (String k : p.stringPropertyNames()) {
                m.put(k, p.getProperty(k));
            }
        }
        return m;
    }

    private String side(int s) {
        return summary.text(s, "name");
    }

    private String scenarioName() {
        return manifest.getOrDefault("scenario.name", dir.getFileName() == null ? "run" : dir.getFileName().toString());
    }

    /** The whole page. */
    String html() {
        StringBuilder h = new StringBuilder(256 * 1024);
        String name = scenarioName();
        h.append(Html.head(name + ": muster report"));
        h.append("<h1>").append(Html.esc(name)).append("</h1>\n");
        h.append("<p class=\"sub\">").append(Html.esc(manifest.getOrDefault("ruleset", "")))
                .append(" · ").append(summary.integer(0, "battles")).append(" battles · seed ")
                .append(Html.esc(manifest.getOrDefault("seed", "?"))).append("</p>\n");
        verdict(h);
        tiles(h);
        if (maps != null) {
            h.append("<h2>The table</h2>\n<figure class=\"map\">").append(maps.map("top"))
                    .append("<figcaption>The scenario as compiled: terrain, objectives, and every unit where it "
                            + "starts, "
                            + "facing the triangle.</figcaption></figure>\n");
        }
        h.append("<h2>Who wins</h2>\n<div class=\"charts\">\n");
        figure(h, Charts.svg(winRateChart(), "chart-win-rate", 520, 320),
                "Win rate of each side and the draw rate; whiskers: 95% Wilson intervals.");
        figure(h, Charts.svg(howChart(), "chart-how-ended", 520, 320),
                "Share of all battles, by result and by what decided the battle.");
        h.append("</div>\n<h2>How bloody</h2>\n<div class=\"charts\">\n");
        figure(h, Charts.svg(lossHistogram(), "chart-loss-histogram", 520, 320),
                "Probability of each number of figures lost in a battle, per side.");
        figure(h, Charts.svg(lossCumulative(), "chart-loss-cumulative", 520, 320),
                "Probability that a side loses at most that many figures.");
        h.append("</div>\n");
        sideTable(h);
        heatMaps(h);
        h.append("<h2>Units</h2>\n");
        int height = 70 + 26 * units.size();
        figure(h, Charts.svg(unitChart(), "chart-units", 1040, height),
                "Figures each unit lost and enemy figures it killed or put out of action, mean per battle.");
        unitTable(h);
        h.append("<h2>Battle length</h2>\n");
        figure(h, Charts.svg(turnsChart(), "chart-turns", 1040, 170),
                "Turns played: box from the 25th to the 75th percentile, the median as a dark red line (also when "
                        + "it equals a quartile), whiskers at the 5th and 95th percentiles, dot at the mean.");
        provenance(h);
        h.append(Html.foot(manifest.getOrDefault("muster.version", "?")));
        return h.toString();
    }

    /** Per side, over the table: where figures fell, where units broke, where they went (heatmap.csv). */
    private void heatMaps(StringBuilder h) {
        if (maps == null || !maps.hasHeat()) {
            return;
        }
        h.append("<h2>Where battles are decided</h2>\n<p class=\"sub\">Over all ").append(summary.integer(0,
                "battles")).append(" battles, counted in cells of ").append(Html.num(HeatTally.CELL_INCHES, 0))
                .append(" inches (heatmap.csv); darker cells hold more.</p>\n<div class=\"charts\">\n");
        int[] kinds = maps.hasKind(HeatTally.PATH) ? new int[] {HeatTally.FELL, HeatTally.BROKE, HeatTally.PATH}
                : new int[] {HeatTally.FELL, HeatTally.BROKE, HeatTally.END};
        for (int kind : kinds) {
            for (int s = 0; s < 2; s++) {
                long total = maps.total(s, kind);
                String what = kind == HeatTally.FELL ? total + " figures" : total + (kind == HeatTally.BROKE
                        ? " breaks, routs and losses of units" : " unit positions");
                figure(h, maps.heat(s, kind, HeatTally.KIND_NAMES[kind] + "-" + s), side(s) + ": "
                        + TableMaps.caption(kind) + "; " + what + " in all.");
            }
        }
        h.append("</div>\n");
    }

    static void figure(StringBuilder h, String svg, String caption) {
        h.append("<figure>").append(svg).append("<figcaption>").append(Html.esc(caption))
                .append("</figcaption></figure>\n");
    }

    private void verdict(StringBuilder h) {
        double r0 = summary.number(0, "win_rate");
        double r1 = summary.number(1, "win_rate");
        int fav = summary.number(0, "win_rate_lower") > summary.number(1, "win_rate_upper") ? 0
                : summary.number(1, "win_rate_lower") > summary.number(0, "win_rate_upper") ? 1 : -1;
        StringBuilder v = new StringBuilder();
        if (fav >= 0) {
            double lead = fav == 0 ? r0 - r1 : r1 - r0;
            v.append("<strong>").append(Html.esc(side(fav))).append(" wins</strong> ")
                    .append(Html.pct(fav == 0 ? r0 : r1)).append(" of battles to ").append(Html.pct(fav == 0 ? r1 : r0))
                    .append(" for ").append(Html.esc(side(1 - fav))).append(": ahead by ")
                    .append(Html.num(100 * lead, 1)).append(" points (the 95% intervals do not overlap)");
        } else {
            v.append("<strong>Too close to call:</strong> ").append(Html.esc(side(0))).append(' ').append(Html.pct(r0))
                    .append(", ").append(Html.esc(side(1))).append(' ').append(Html.pct(r1))
                    .append(" (the 95% intervals overlap)");
        }
        v.append("; ").append(Html.pct(summary.number(0, "draws") / summary.number(0, "battles"))).append(" drawn. ");
        v.append("Losses: ");
        for (int s = 0; s < 2; s++) {
            v.append(s == 0 ? "" : ", ").append(Html.esc(side(s))).append(" a median ")
                    .append(summary.integer(s, "figures_lost_p50")).append(" of ")
                    .append(summary.integer(s, "start_figures")).append(" figures (")
                    .append(Html.pct(share(s, "figures_lost_p50"))).append(')');
        }
        v.append(". Battles last a median of ").append(summary.integer(0, "turns_p50")).append(" turns.");
        h.append("<div class=\"verdict").append(fav < 0 ? " close" : "").append("\">").append(v).append("</div>\n");
    }

    private double share(int s, String column) {
        double start = summary.number(s, "start_figures");
        return start > 0 ? summary.number(s, column) / start : Double.NaN;
    }

    private void tiles(StringBuilder h) {
        h.append("<div class=\"tiles\">\n");
        for (int s = 0; s < 2; s++) {
            h.append("<div class=\"tile s").append(s).append("\"><div>").append(Html.esc(side(s)))
                    .append(" wins</div><div class=\"big\">").append(Html.pct(summary.number(s, "win_rate")))
                    .append("</div><div class=\"small\">95% interval ").append(Html.pct(summary.number(s,
                            "win_rate_lower"))).append(" – ").append(Html.pct(summary.number(s, "win_rate_upper")))
                    .append("</div></div>\n");
        }
        long battles = summary.integer(0, "battles");
        WinRate draws = WinRate.of(summary.integer(0, "draws"), battles);
        h.append("<div class=\"tile\"><div>Draws</div><div class=\"big\">").append(Html.pct(draws.rate()))
                .append("</div><div class=\"small\">95% interval ").append(Html.pct(draws.lower())).append(" – ")
                .append(Html.pct(draws.upper())).append("</div></div>\n");
        for (int s = 0; s < 2; s++) {
            h.append("<div class=\"tile s").append(s).append("\"><div>").append(Html.esc(side(s)))
                    .append(": figures lost</div><div class=\"big\">")
                    .append(Html.num(summary.number(s, "figures_lost_mean"), 1))
                    .append("</div><div class=\"small\">mean per battle, of ")
                    .append(summary.integer(s, "start_figures")).append(" (")
                    .append(Html.pct(share(s, "figures_lost_mean"))).append("); 90% of battles ")
                    .append(summary.integer(s, "figures_lost_p5")).append("–")
                    .append(summary.integer(s, "figures_lost_p95")).append("</div></div>\n");
        }
        h.append("</div>\n");
    }

    JFreeChart winRateChart() {
        DefaultCategoryDataset bars = new DefaultCategoryDataset();
        DefaultCategoryDataset whiskers = new DefaultCategoryDataset();
        long battles = summary.integer(0, "battles");
        WinRate draws = WinRate.of(summary.integer(0, "draws"), battles);
        String[] keys = {side(0), "Draw", side(1)};
        if (keys[0].equals(keys[2]) || keys[0].equals("Draw") || keys[2].equals("Draw")) {
            keys = new String[] {"0: " + side(0), "Draw", "1: " + side(1)};
        }
        bars.addValue(summary.number(0, "win_rate"), "rate", keys[0]);
        bars.addValue(draws.rate(), "rate", keys[1]);
        bars.addValue(summary.number(1, "win_rate"), "rate", keys[2]);
        whiskers.addValue(summary.number(0, "win_rate_lower"), "lower", keys[0]);
        whiskers.addValue(draws.lower(), "lower", keys[1]);
        whiskers.addValue(summary.number(1, "win_rate_lower"), "lower", keys[2]);
        whiskers.addValue(summary.number(0, "win_rate_upper"), "upper", keys[0]);
        whiskers.addValue(draws.upper(), "upper", keys[1]);
        whiskers.addValue(summary.number(1, "win_rate_upper"), "upper", keys[2]);
        JFreeChart chart = ChartFactory.createBarChart("Win rate", null, "battles won", bars,
                PlotOrientation.VERTICAL, false, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        Paint[] paints = {Charts.PALETTE[0], Charts.PALETTE[2], Charts.PALETTE[1]};
        plot.setRenderer(new BarRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Paint getItemPaint(int row, int column) {
                return paints[column];
            }
        });
        ((BarRenderer) plot.getRenderer()).setMaximumBarWidth(0.25);
        MinMaxCategoryRenderer w = new MinMaxCategoryRenderer();
        w.setGroupPaint(Color.BLACK);
        w.setGroupStroke(new BasicStroke(1.5f));
        w.setSeriesPaint(0, Color.BLACK);
        w.setSeriesPaint(1, Color.BLACK);
        w.setObjectIcon(new WhiskerCap(16));
        w.setMinIcon(new WhiskerCap(16));
        w.setMaxIcon(new WhiskerCap(16));
        plot.setDataset(1, whiskers);
        plot.setRenderer(1, w);
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
        Charts.percentAxis((NumberAxis) plot.getRangeAxis());
        return Charts.style(chart);
    }

    JFreeChart howChart() {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        double battles = summary.number(0, "battles");
        String[] results = {side(0) + " won", "Drawn", side(1) + " won"};
        if (results[0].equals(results[2])) {
            results = new String[] {"side 0 won", "Drawn", "side 1 won"};
        }
        List<String> hows = new ArrayList<>();
        for (String c : summary.header()) {
            if (c.startsWith("wins_by_")) {
                hows.add(c.substring("wins_by_".length()));
            }
        }
        for (String how : hows) {
            long total = summary.integer(0, "wins_by_" + how) + summary.integer(0, "draws_by_" + how)
                    + summary.integer(1, "wins_by_" + how);
            if (total == 0) {
                continue;
            }
            String label = how.replace('_', ' ');
            d.addValue(summary.number(0, "wins_by_" + how) / battles, label, results[0]);
            d.addValue(summary.number(0, "draws_by_" + how) / battles, label, results[1]);
            d.addValue(summary.number(1, "wins_by_" + how) / battles, label, results[2]);
        }
        JFreeChart chart = ChartFactory.createStackedBarChart("How battles ended", null, "share of battles", d,
                PlotOrientation.HORIZONTAL, true, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        NumberAxis axis = (NumberAxis) plot.getRangeAxis();
        axis.setNumberFormatOverride(Charts.percent());
        axis.setRange(0, 1);
        for (int i = 0; i < d.getRowCount(); i++) {
            plot.getRenderer().setSeriesPaint(i, Charts.OUTCOMES[i % Charts.OUTCOMES.length]);
        }
        ((BarRenderer) plot.getRenderer()).setMaximumBarWidth(0.3);
        return Charts.style(chart);
    }

    private int lossTop() {
        int top = 0;
        for (int r = 0; r < casualties.size(); r++) {
            if (casualties.integer(r, "battles_side_0") > 0 || casualties.integer(r, "battles_side_1") > 0) {
                top = (int) casualties.integer(r, "figures_lost");
            }
        }
        return top;
    }

    JFreeChart lossHistogram() {
        XYSeriesCollection d = new XYSeriesCollection();
        int top = lossTop();
        for (int s = 0; s < 2; s++) {
            XYSeries series = new XYSeries(s + ": " + side(s), true, false);
            double battles = summary.number(s, "battles");
            for (int r = 0; r < casualties.size(); r++) {
                long v = casualties.integer(r, "figures_lost");
                if (v <= top) {
                    series.add(v, casualties.number(r, "battles_side_" + s) / battles);
                }
            }
            d.addSeries(series);
        }
        d.setIntervalWidth(1.0);
        JFreeChart chart = ChartFactory.createXYBarChart("Figures lost per battle", "figures lost", false,
                "share of battles", d, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        ClusteredXYBarRenderer r = new ClusteredXYBarRenderer(0.1, false);
        r.setSeriesPaint(0, Charts.PALETTE[0]);
        r.setSeriesPaint(1, Charts.PALETTE[1]);
        plot.setRenderer(r);
        ((NumberAxis) plot.getRangeAxis()).setNumberFormatOverride(Charts.percent());
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        x.setRange(-0.5, top + 0.5);
        return Charts.style(chart);
    }

    JFreeChart lossCumulative() {
        XYSeriesCollection d = new XYSeriesCollection();
        int top = lossTop();
        for (int s = 0; s < 2; s++) {
            XYSeries series = new XYSeries(s + ": " + side(s), true, false);
            double battles = summary.number(s, "battles");
            long sum = 0;
            for (int r = 0; r < casualties.size(); r++) {
                long v = casualties.integer(r, "figures_lost");
                sum += casualties.integer(r, "battles_side_" + s);
                if (v <= top) {
                    series.add(v, sum / battles);
                }
            }
            d.addSeries(series);
        }
        JFreeChart chart = ChartFactory.createXYLineChart("Figures lost: cumulative", "figures lost",
                "share of battles with at most that loss", d, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        XYStepRenderer r = new XYStepRenderer();
        r.setSeriesPaint(0, Charts.PALETTE[0]);
        r.setSeriesPaint(1, Charts.PALETTE[1]);
        r.setSeriesStroke(0, new BasicStroke(2f));
        r.setSeriesStroke(1, new BasicStroke(2f));
        plot.setRenderer(r);
        Charts.percentAxis((NumberAxis) plot.getRangeAxis());
        NumberAxis x = (NumberAxis) plot.getDomainAxis();
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        x.setRange(0, Math.max(1, top));
        return Charts.style(chart);
    }

    JFreeChart unitChart() {
        DefaultCategoryDataset d = new DefaultCategoryDataset();
        for (int r = 0; r < units.size(); r++) {
            String key = units.text(r, "unit") + ". " + units.text(r, "name") + " (" + units.text(r, "side_name") + ")";
            d.addValue(units.number(r, "figures_lost_mean"), "figures lost", key);
            d.addValue(units.number(r, "kills_mean"), "enemy figures killed or out of action", key);
        }
        JFreeChart chart = ChartFactory.createBarChart("Per unit: losses and kills (mean per battle)", null, "figures",
                d, PlotOrientation.HORIZONTAL, true, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.getRenderer().setSeriesPaint(0, Charts.UNIT_LOSS);
        plot.getRenderer().setSeriesPaint(1, Charts.PALETTE[3]);
        ((BarRenderer) plot.getRenderer()).setItemMargin(0.02);
        return Charts.style(chart);
    }

    JFreeChart turnsChart() {
        DefaultBoxAndWhiskerCategoryDataset d = new DefaultBoxAndWhiskerCategoryDataset();
        d.add(new BoxAndWhiskerItem(summary.number(0, "turns_mean"), summary.number(0, "turns_p50"),
                summary.number(0, "turns_p25"), summary.number(0, "turns_p75"), summary.number(0, "turns_p5"),
                summary.number(0, "turns_p95"), null, null, List.of()), "turns", "turns");
        JFreeChart chart = ChartFactory.createBoxAndWhiskerChart("Battle length", null, "turns played", d, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        BoxAndWhiskerRenderer r = (BoxAndWhiskerRenderer) plot.getRenderer();
        r.setSeriesPaint(0, Charts.BOX);
        r.setMaximumBarWidth(0.35);
        r.setMeanVisible(true);
        NumberAxis axis = (NumberAxis) plot.getRangeAxis();
        axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        axis.setRange(0, Math.max(1, summary.number(0, "turns_max")) + 0.5);
        // The median drawn on its own, so it shows when it equals the 25th or 75th percentile (a box edge).
        ValueMarker median = new ValueMarker(summary.number(0, "turns_p50"), Charts.MEDIAN, new BasicStroke(3f));
        median.setLabel("median " + summary.integer(0, "turns_p50"));
        median.setLabelFont(Charts.TEXT);
        median.setLabelPaint(Charts.MEDIAN);
        median.setLabelAnchor(org.jfree.chart.ui.RectangleAnchor.TOP_RIGHT);
        median.setLabelTextAnchor(org.jfree.chart.ui.TextAnchor.TOP_LEFT);
        plot.addRangeMarker(median);
        return Charts.style(chart);
    }

    private void sideTable(StringBuilder h) {
        h.append("<div class=\"scroll\"><table>\n<tr><th class=\"l\">side</th><th>start figures</th><th>lost mean</th>"
                + "<th>sd</th><th>p5</th><th>p25</th><th>p50</th><th>p75</th><th>p95</th><th>max</th>"
                + "<th>killed mean</th><th>units routed</th><th>units destroyed</th></tr>\n");
        for (int s = 0; s < 2; s++) {
            h.append("<tr><td class=\"l\">").append(Html.esc(side(s))).append("</td>");
            cell(h, summary.text(s, "start_figures"));
            for (String c : new String[] {"mean", "sd", "p5", "p25", "p50", "p75", "p95", "max"}) {
                cell(h, summary.text(s, "figures_lost_" + c));
            }
            cell(h, summary.text(s, "killed_mean"));
            cell(h, summary.text(s, "units_routed_mean"));
            cell(h, summary.text(s, "units_destroyed_mean"));
            h.append("</tr>\n");
        }
        h.append("</table></div>\n");
    }

    private void unitTable(StringBuilder h) {
        h.append("<div class=\"scroll\"><table>\n<tr><th>#</th><th class=\"l\">unit</th><th class=\"l\">side</th>"
                + "<th>figures</th><th>lost mean</th><th>lost p95</th><th>kills mean</th><th>kills p95</th>"
                + "<th>P(destroyed)</th><th>P(routed)</th></tr>\n");
        for (int r = 0; r < units.size(); r++) {
            h.append("<tr>");
            cell(h, units.text(r, "unit"));
            h.append("<td class=\"l\">").append(Html.esc(units.text(r, "name"))).append("</td><td class=\"l\">")
                    .append(Html.esc(units.text(r, "side_name"))).append("</td>");
            cell(h, units.text(r, "start_figures"));
            cell(h, units.text(r, "figures_lost_mean"));
            cell(h, units.text(r, "figures_lost_p95"));
            cell(h, units.text(r, "kills_mean"));
            cell(h, units.text(r, "kills_p95"));
            cell(h, Html.pct(units.number(r, "p_destroyed")));
            cell(h, Html.pct(units.number(r, "p_routed")));
            h.append("</tr>\n");
        }
        h.append("</table></div>\n");
    }

    private static void cell(StringBuilder h, String text) {
        h.append("<td>").append(Html.esc(text)).append("</td>");
    }

    private void provenance(StringBuilder h) {
        provenance(h, manifest);
    }

    /** The manifest as a table, under a "Provenance" heading. */
    static void provenance(StringBuilder h, Map<String, String> manifest) {
        h.append("<h2>Provenance</h2>\n");
        if (manifest.isEmpty()) {
            h.append("<p>No manifest.properties in this folder: the run may not have finished.</p>\n");
            return;
        }
        h.append("<div class=\"scroll\"><table>\n");
        for (Map.Entry<String, String> e : manifest.entrySet()) {
            h.append("<tr><th class=\"l\">").append(Html.esc(e.getKey())).append("</th><td class=\"l\">")
                    .append(Html.esc(e.getValue())).append("</td></tr>\n");
        }
        h.append("</table></div>\n");
    }
}
