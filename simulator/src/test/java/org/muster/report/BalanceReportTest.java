package org.muster.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.cli.Main;

/** {@code --report} on the balance commands: every page has its charts, with data marks, and the verdict on top. */
class BalanceReportTest {
    @TempDir
    Path tmp;

    private static final String DUEL = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test",
            "resources", "cli", "duel-vars.yaml").toString();

    private String page(String name, String... args) throws IOException {
        Path out = tmp.resolve(name);
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--threads", "1", "--chunk-size", "100", "--out", out.toString(), "--report"));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = Main.execute(all.toArray(new String[0]), new PrintWriter(o), new PrintWriter(e));
        assertEquals(0, code, e.toString());
        Path report = out.resolve(HtmlReport.REPORT_HTML);
        assertTrue(o.toString().contains("report " + report), o.toString());
        String html = Files.readString(report, StandardCharsets.UTF_8);
        assertTrue(html.contains("class=\"verdict"), "the answer at the top");
        return html;
    }

    @Test
    void compareShowsBothVariantsAndTheChange() throws IOException {
        Map<String, Integer> marks = ReportFixture.dataMarks(page("compare", "compare", DUEL, "--b-var",
                "grey_men=6", "-n", "200"));
        assertEquals(List.of("chart-compare-win-rate", "chart-compare-lost", "chart-compare-change"),
                List.copyOf(marks.keySet()));
        marks.forEach((chart, n) -> assertTrue(n >= 2, chart + ": " + n + " data marks"));
    }

    @Test
    void sweepShowsWinRateAgainstTheVariable() throws IOException {
        Map<String, Integer> marks = ReportFixture.dataMarks(page("sweep", "sweep", DUEL, "--vary",
                "grey_squads=1..3", "-n", "100"));
        assertEquals(List.of("chart-sweep"), List.copyOf(marks.keySet()));
        assertTrue(marks.get("chart-sweep") >= 4, marks.toString());
    }

    @Test
    void priceShowsTheCurveAndBreakEven() throws IOException {
        String html = page("price", "price", DUEL, "--var", "grey_men", "--values", "3..7:2", "-n", "200");
        Map<String, Integer> marks = ReportFixture.dataMarks(html);
        assertEquals(List.of("chart-price"), List.copyOf(marks.keySet()));
        assertTrue(marks.get("chart-price") >= 3, marks.toString());
        assertTrue(html.contains("Break-even at "), "verdict");
    }

    @Test
    void compareTicksInPointsOfWinRateWithTheNoChangeLineAndUnwrappedPValues() throws IOException {
        String html = page("compare-points", "compare", DUEL, "--b-var", "grey_men=6", "-n", "200");
        int start = html.indexOf("<svg id='chart-compare-change'");
        String svg = html.substring(start, html.indexOf("</svg>", start));
        assertTrue(svg.contains("points of win rate (B - A)"), "the axis says what it counts");
        assertTrue(svg.contains(">no change<"), "the no-change line is labelled");
        assertTrue(!svg.contains("%<"), "ticks in points, not percentages");
        assertTrue(html.contains("<td class=\"nw\">"), "table cells do not wrap");
    }

    @Test
    void sweepOfTwoVariablesIsAGrid() throws IOException {
        String html = page("sweep-grid", "sweep", DUEL, "--vary", "grey_squads=1..2", "--vary", "grey_men=4,6",
                "-n", "100");
        int start = html.indexOf("<svg id='chart-sweep'");
        String svg = html.substring(start, html.indexOf("</svg>", start));
        assertTrue(svg.contains("win rate by grey_squads and grey_men"), "a grid of both variables");
        assertEquals(4, svg.split("%\\s*\\[").length - 1, "one cell per point, with its interval");
        assertTrue(html.contains("win_<wbr>rate_<wbr>lower"), "headers break so the table fits");
    }

    @Test
    void priceNamesItsAxesAndShowsTheMisfitWarningAsTheTerminalDoes() throws IOException {
        String html = page("price-axes", "price", DUEL, "--var", "grey_men", "--values", "3..7", "-n", "100",
                "--points", "3");
        int start = html.indexOf("<svg id='chart-price'");
        String svg = html.substring(start, html.indexOf("</svg>", start));
        assertTrue(svg.contains(">grey_men<"), "x axis: the variable");
        // The y axis label is drawn rotated (as shapes, not text); the title names the side and the variable.
        assertTrue(svg.contains(">Blue&apos;s score rate against grey_men<"), "the side's score rate");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("; ([0-9.]+) points \\(([0-9.]+) – ([0-9.]+)\\)")
                .matcher(html);
        assertTrue(m.find(), "the points value");
        for (int g = 1; g <= 3; g++) {
            assertTrue(m.group(g).matches("\\d+(\\.\\d)?"), "whole or one decimal: " + m.group(g));
        }
        boolean misfit = html.contains("interval widened by");
        String fit = Files.readString(tmp.resolve("price-axes").resolve("price-fit.csv"));
        double dispersion = Double.parseDouble(fit.lines().skip(1).findFirst().orElseThrow().split(",")[8]);
        assertEquals(dispersion > 1, misfit, "the warning when, and only when, the fit is widened: " + dispersion);
    }

    @Test
    void matrixIsAHeatMap() throws IOException {
        String html = page("matrix", "matrix", DUEL, "--players", "random,naive", "-n", "100");
        int start = html.indexOf("<svg id='chart-matrix'");
        assertTrue(start >= 0, "the heat map");
        String svg = html.substring(start, html.indexOf("</svg>", start));
        long cells = svg.lines().filter(l -> l.contains("<rect") && l.contains("clip-path")).count()
                + svg.split("<rect[^>]*clip-path").length - 1;
        assertTrue(cells >= 4, "four pairings, " + cells + " cells");
        assertTrue(html.contains("Favoured side when both sides have the same player (1 of naive)"),
                "the consistency line from matrix.csv");
    }
}
