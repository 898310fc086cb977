package org.muster.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Rectangle;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * Draws JFreeChart charts as inline SVG with JFreeSVG, in one house look: white background, light grid, the two
 * sides always in the same two colours. Stateless.
 */
final class Charts {
    /** Side 0, side 1, draws, and further series. */
    static final Color[] PALETTE = {new Color(0x2f5d9e), new Color(0xb8322f), new Color(0x8c8c8c),
        new Color(0xd99a2b), new Color(0x4f9a5c), new Color(0x7a4f9a)};

    /** How battles ended, in the order of the summary's columns. */
    static final Color[] OUTCOMES = {new Color(0xd99a2b), new Color(0x4f9a5c), new Color(0x7a4f9a),
        new Color(0x9a6b4f), new Color(0x3f8f9a)};

    /** Grey of the per-unit loss bars. */
    static final Color UNIT_LOSS = new Color(0x6b6b6b);
    /** Sand of the battle-length box. */
    static final Color BOX = new Color(0xc9b98f);
    /** Dark red of a median marker. */
    static final Color MEDIAN = new Color(0x8b1a1a);

    /** Every colour that marks data (never a grid line, axis or text), so a test can find the data in an SVG. */
    static final List<Color> DATA_COLOURS;

    static {
        List<Color> c = new ArrayList<>(List.of(PALETTE));
        c.addAll(List.of(OUTCOMES));
        c.add(UNIT_LOSS);
        c.add(BOX);
        DATA_COLOURS = List.copyOf(c);
    }

    static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 14);

    static {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private Charts() {
    }

    /** A percentage format for axes, e.g. {@code 45%}. */
    static NumberFormat percent() {
        NumberFormat f = NumberFormat.getPercentInstance(Locale.ROOT);
        f.setMaximumFractionDigits(0);
        return f;
    }

    /** A plain integer format for axes. */
    static NumberFormat integer() {
        return new DecimalFormat("0", DecimalFormatSymbols.getInstance(Locale.ROOT));
    }

    /** Applies the house look to a chart built by a {@code ChartFactory} method. */
    static JFreeChart style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.setAntiAlias(true);
        chart.setTextAntiAlias(true);
        TextTitle title = chart.getTitle();
        if (title != null) {
            title.setFont(TITLE);
            title.setPaint(new Color(0x222222));
        }
        LegendTitle legend = chart.getLegend();
        if (legend != null) {
            legend.setItemFont(TEXT);
            legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
        }
        Plot plot = chart.getPlot();
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setInsets(new RectangleInsets(4, 4, 4, 12));
        Paint grid = new Color(0xdddddd);
        if (plot instanceof CategoryPlot p) {
            p.setRangeGridlinePaint(grid);
            p.setRangeGridlineStroke(new BasicStroke(1f));
            p.getDomainAxis().setTickLabelFont(TEXT);
            p.getDomainAxis().setLabelFont(TEXT);
            p.getRangeAxis().setTickLabelFont(TEXT);
            p.getRangeAxis().setLabelFont(TEXT);
            if (p.getRenderer() instanceof BarRenderer r) {
                r.setBarPainter(new StandardBarPainter());
                r.setShadowVisible(false);
                r.setDrawBarOutline(false);
            }
        } else if (plot instanceof XYPlot p) {
            p.setRangeGridlinePaint(grid);
            p.setDomainGridlinePaint(grid);
            p.setRangeGridlineStroke(new BasicStroke(1f));
            p.setDomainGridlineStroke(new BasicStroke(1f));
            p.getDomainAxis().setTickLabelFont(TEXT);
            p.getDomainAxis().setLabelFont(TEXT);
            p.getRangeAxis().setTickLabelFont(TEXT);
            p.getRangeAxis().setLabelFont(TEXT);
            if (p.getRenderer() instanceof XYBarRenderer r) {
                r.setBarPainter(new StandardXYBarPainter());
                r.setShadowVisible(false);
                r.setDrawBarOutline(false);
            }
        }
        return chart;
    }

    /** A range axis from 0 to 1 shown as percentages. */
    static void percentAxis(NumberAxis axis) {
        axis.setRange(0, 1);
        axis.setNumberFormatOverride(percent());
    }

    /**
     * The chart as an {@code <svg>} element of the given size in user units, scaling to its container's width.
     *
     * @param id a page-unique id: it prefixes the chart's clip paths and gradients, so that several charts can share
     *           one page
     */
    static String svg(JFreeChart chart, String id, int width, int height) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix(id + "-");
        chart.draw(g, new Rectangle(0, 0, width, height));
        return g.getSVGElement(id, false, new ViewBox(0, 0, width, height), null, null);
    }
}
