package org.muster.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.muster.io.ManifestWriter;
import org.muster.io.PointsWriter;

/**
 * The report of {@code muster points}: each type's fitted points value with its 95% interval beside its current cost,
 * the verdicts, the fit and the balanced-lists check, read from the folder's CSV files. Stateless.
 */
final class PointsReport {
    private PointsReport() {
    }

    /** The page, or null when {@code dir} holds no points.csv. */
    static String html(Path dir) throws IOException {
        if (!Files.isRegularFile(dir.resolve(PointsWriter.POINTS_CSV))) {
            return null;
        }
        Map<String, String> manifest = RunReport.readManifest(dir.resolve(ManifestWriter.MANIFEST));
        CsvTable points = CsvTable.read(dir.resolve(PointsWriter.POINTS_CSV));
        CsvTable fit = CsvTable.read(dir.resolve(PointsWriter.POINTS_FIT_CSV));
        Path balancedFile = dir.resolve(PointsWriter.POINTS_BALANCED_CSV);
        CsvTable balanced = Files.isRegularFile(balancedFile) ? CsvTable.read(balancedFile) : null;
        StringBuilder h = new StringBuilder(128 * 1024);
        h.append(Html.head("Points table: muster report"));
        h.append("<h1>Points table</h1>\n<p class=\"sub\">").append(Html.esc(manifest.getOrDefault("command", "")))
                .append("</p>\n");
        StringBuilder v = new StringBuilder();
        for (int r = 0; r < points.size(); r++) {
            String verdict = points.text(r, "verdict");
            if (verdict.equals("over-costed") || verdict.equals("under-costed")) {
                v.append(v.length() == 0 ? "" : "; ").append(Html.esc(points.text(r, "type"))).append(" is ")
                        .append(verdict).append(" (worth ").append(Html.esc(points.text(r, "value")))
                        .append(", costs ").append(Html.esc(points.text(r, "cost"))).append(')');
            }
        }
        h.append("<div class=\"verdict").append(v.length() == 0 ? " close" : "").append("\">")
                .append(v.length() == 0 ? "<strong>No type is significantly mis-costed</strong> (or no costs were "
                        + "given)." : "<strong>Mis-costed:</strong> " + v + ", after Holm's correction.")
                .append(" Scale: ").append(Html.esc(fit.text(0, "reference"))).append(" = ")
                .append(Html.esc(fit.text(0, "reference_points"))).append(" points; ")
                .append(Html.esc(fit.text(0, "battles"))).append(" battles of ").append(Html.esc(fit.text(0,
                        "mixes"))).append(" army mixes.</div>\n");
        if (fit.header().contains("model_verdict") && "additive-rejected".equals(fit.text(0, "model_verdict"))) {
            h.append("<div class=\"verdict\"><strong>The additive model is rejected</strong> (Hosmer-Lemeshow p ")
                    .append(Html.esc(fit.text(0, "hl_p"))).append("; richer model with ")
                    .append(Html.esc(fit.text(0, "lr_df"))).append(" terms, likelihood ratio p ")
                    .append(Html.esc(fit.text(0, "lr_p"))).append(", strongest ")
                    .append(Html.esc(fit.text(0, "strongest_term"))).append("): a unit's worth depends on the rest "
                            + "of the armies, so no points costs balance every pair of lists; the values are averages "
                            + "over the mixes played.</div>\n");
        }
        YIntervalSeriesCollection values = new YIntervalSeriesCollection();
        YIntervalSeries vs = new YIntervalSeries("fitted value (95% interval)");
        XYSeries costs = new XYSeries("current cost", true, true);
        String[] labels = new String[points.size()];
        for (int r = 0; r < points.size(); r++) {
            labels[r] = points.text(r, "type");
            if (!points.text(r, "value").isEmpty()) {
                vs.add(r, points.number(r, "value"), points.number(r, "value_lower"), points.number(r, "value_upper"));
            }
            if (!points.text(r, "cost").isEmpty()) {
                costs.add(r, points.number(r, "cost"));
            }
        }
        values.addSeries(vs);
        JFreeChart chart = ChartFactory.createScatterPlot("Points value of each type", "type", "points", values,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        XYErrorRenderer errors = new XYErrorRenderer();
        errors.setDrawXError(false);
        errors.setSeriesPaint(0, Charts.PALETTE[0]);
        errors.setErrorPaint(Charts.PALETTE[0]);
        errors.setErrorStroke(new BasicStroke(2f));
        plot.setRenderer(0, errors);
        plot.setDataset(1, new XYSeriesCollection(costs));
        XYLineAndShapeRenderer c = new XYLineAndShapeRenderer(false, true);
        c.setSeriesPaint(0, Charts.PALETTE[1]);
        c.setSeriesShape(0, new java.awt.geom.Rectangle2D.Double(-5, -1.5, 10, 3));
        plot.setRenderer(1, c);
        SymbolAxis axis = new SymbolAxis("type", labels);
        axis.setGridBandsVisible(false);
        plot.setDomainAxis(axis);
        plot.getDomainAxis().setRange(-0.5, labels.length - 0.5);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        RunReport.figure(h, Charts.svg(Charts.style(chart), "chart-points", 1040, 420),
                "Each type's fitted points value (dot) with its 95% interval (bar), on the reference's scale, and its "
                        + "current cost (red dash) where one was given.");
        table(h, points);
        table(h, fit);
        if (balanced != null) {
            h.append("<h2>Balanced lists</h2>\n<p>Armies of equal fitted points, the side term counted, played on the "
                    + "same seeds: side 0 should score 50%.</p>\n");
            table(h, balanced);
        }
        RunReport.provenance(h, manifest);
        h.append(Html.foot(manifest.getOrDefault("muster.version", "?")));
        return h.toString();
    }

    private static void table(StringBuilder h, CsvTable t) {
        h.append("<div class=\"scroll\"><table>\n<tr>");
        for (String col : t.header()) {
            h.append("<th>").append(Html.esc(col)).append("</th>");
        }
        h.append("</tr>\n");
        for (int r = 0; r < t.size(); r++) {
            h.append("<tr>");
            for (String col : t.header()) {
                h.append("<td>").append(Html.esc(t.text(r, col))).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</table></div>\n");
    }
}
