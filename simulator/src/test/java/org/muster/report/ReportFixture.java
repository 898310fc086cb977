package org.muster.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.LinkedHashMap;

import org.muster.cli.Main;

/** Shared by the report tests: a small finished run with its report, and a count of the data marks per chart. */
final class ReportFixture {
    /** The ids of the charts of a run report, in page order. */
    static final List<String> RUN_CHARTS = List.of("chart-win-rate", "chart-how-ended", "chart-loss-histogram",
            "chart-loss-cumulative", "chart-units", "chart-turns");

    private static final Pattern SVG = Pattern.compile("<svg\\b[^>]*\\bid=['\"](chart-[a-z-]+)['\"][^>]*>(.*?)</svg>",
            Pattern.DOTALL);
    private static final Pattern SHAPE = Pattern.compile("<(?:rect|path|line|polyline|polygon|ellipse|circle)\\b[^>]*>");

    private ReportFixture() {
    }

    /** Plays a few hundred battles of the duel fixture into {@code dir} with {@code --report}; returns stdout. */
    static String run(Path dir) {
        Path scenario = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources",
                "cli", "duel.yaml");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", scenario.toString(), "-n", "400", "--threads", "1", "--out",
            dir.toString(), "--report"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, err.toString());
        return out.toString();
    }

    /**
     * For each chart's {@code <svg>} in a page or DOM dump, the number of data marks: shapes drawn clipped to the plot
     * area in one of the data colours (grid lines, axes, text and legends do not count).
     */
    static Map<String, Integer> dataMarks(String html) {
        Map<String, Integer> marks = new LinkedHashMap<>();
        Matcher m = SVG.matcher(html);
        while (m.find()) {
            int n = 0;
            Matcher shape = SHAPE.matcher(m.group(2));
            while (shape.find()) {
                String e = shape.group().replace(" ", "");
                if (e.contains("clip-path") && isDataColour(e)) {
                    n++;
                }
            }
            marks.put(m.group(1), n);
        }
        return marks;
    }

    private static boolean isDataColour(String element) {
        for (java.awt.Color c : Charts.DATA_COLOURS) {
            if (element.contains("rgb(" + c.getRed() + "," + c.getGreen() + "," + c.getBlue() + ")")) {
                return true;
            }
        }
        return false;
    }
}
