package org.muster.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.model.ScenarioException;

class HtmlReportTest {
    @Test
    void aRunWritesASelfContainedReportWithEveryChart(@TempDir Path dir) throws IOException {
        String out = ReportFixture.run(dir);
        Path page = dir.resolve(HtmlReport.REPORT_HTML);
        assertTrue(out.contains("report " + page), out);
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.contains("<script"), "no script");
        assertFalse(java.util.regex.Pattern.compile("(src|href|url)[=(]['\"]?(https?:)?//").matcher(html).find(),
                "no external resource");
        assertFalse(html.contains("<link"), "no external stylesheet");
        Map<String, Integer> marks = ReportFixture.dataMarks(html);
        assertEquals(ReportFixture.RUN_CHARTS, java.util.List.copyOf(marks.keySet()));
        marks.forEach((chart, n) -> assertTrue(n >= 1, chart + " has no data marks"));
        assertTrue(html.contains("class=\"verdict"), "the answer at the top");
        // No temporary file left behind by the atomic write.
        try (var files = Files.list(dir)) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void theReportIsRebuiltFromTheFolderAlone(@TempDir Path dir) throws IOException {
        ReportFixture.run(dir);
        Path page = dir.resolve(HtmlReport.REPORT_HTML);
        String first = Files.readString(page, StandardCharsets.UTF_8);
        Files.delete(page);
        assertEquals(page, HtmlReport.write(dir));
        assertEquals(first, Files.readString(page, StandardCharsets.UTF_8), "the same folder gives the same page");
    }

    @Test
    void aFolderWithoutResultsIsBadInput(@TempDir Path dir) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> HtmlReport.write(dir));
        assertTrue(e.getMessage().contains("summary.csv"), e.getMessage());
        assertThrows(ScenarioException.class, () -> HtmlReport.write(dir.resolve("missing")));
    }

    /** A missing font (an Error from the JDK) is the machine's, with fonts as the advice; an exception is a bug. */
    @Test
    void warning_fontsOnlyForTheMachinesErrors() {
        Path dir = Path.of("out");
        String machine = HtmlReport.warning(new InternalError("Fontconfig head is null"), dir);
        assertTrue(machine.contains("could not be drawn on this machine (InternalError: Fontconfig head is null)")
                && machine.contains("Installing fonts") && machine.endsWith("muster report out"), machine);
        String bug = HtmlReport.warning(new IllegalArgumentException("X-value already exists."), dir);
        assertTrue(bug.contains("the report failed on these results (IllegalArgumentException: X-value already "
                + "exists.), a bug in muster's report") && !bug.contains("fonts"), bug);
        assertFalse(bug.contains("\n") || machine.contains("\n"));
    }
}
