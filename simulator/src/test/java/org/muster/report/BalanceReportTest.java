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
