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
    private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z]+)([^>]*)>");
    private static final java.util.Set<String> SHAPES = java.util.Set.of("rect", "path", "line", "polyline",
            "polygon", "ellipse", "circle");

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
     * area in one of the data colours, set on the shape or on an enclosing {@code <g>} (JFreeSVG groups runs of
     * shapes that share a style). Grid lines, axes, text and legends do not count.
     */
    static Map<String, Integer> dataMarks(String html) {
        Map<String, Integer> marks = new LinkedHashMap<>();
        Matcher m = SVG.matcher(html);
        while (m.find()) {
            int n = 0;
            java.util.Deque<Boolean> groups = new java.util.ArrayDeque<>();
            groups.push(false);
            Matcher tag = TAG.matcher(m.group(2));
            while (tag.find()) {
                String name = tag.group(2);
                String attributes = tag.group(3).replace(" ", "");
                boolean data = attributes.contains("clip-path") && isDataColour(attributes);
                if (name.equals("g")) {
                    if (tag.group(1).isEmpty()) {
                        if (!attributes.endsWith("/")) {
                            groups.push(groups.peek() || data);
                        }
                    } else if (groups.size() > 1) {
                        groups.pop();
                    }
                } else if (tag.group(1).isEmpty() && SHAPES.contains(name) && (data || groups.peek())) {
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
