package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.batch.BatchRunner;
import org.muster.batch.FakeRuleset;
import org.muster.stats.Summary;

final class ReportWriterTest {
    private static Summary summary() {
        return Summary.of(BatchRunner.run(FakeRuleset.plan(11, 300, 2, 64), null, null));
    }

    @Test
    void files_haveTheirHeaderAndOneRowPerSideUnitOrValue() throws IOException {
        Summary s = summary();
        StringBuilder out = new StringBuilder();
        ReportWriter.writeSummary(s, out);
        String[] lines = out.toString().split("\n");
        assertEquals(String.join(",", ReportWriter.summaryColumns()), lines[0]);
        assertEquals(3, lines.length);
        assertEquals(ReportWriter.summaryColumns().size(), lines[1].split(",", -1).length);
        assertTrue(lines[1].startsWith("0,Blue,2,11,300,"), lines[1]);

        out.setLength(0);
        ReportWriter.writeUnits(s, out);
        lines = out.toString().split("\n");
        assertEquals(1 + 3, lines.length);
        assertEquals(ReportWriter.unitColumns().size(), lines[3].split(",", -1).length);
        assertTrue(lines[3].startsWith("2,red-1,1,Red,8,"), lines[3]);

        out.setLength(0);
        ReportWriter.writeCasualties(s, out);
        lines = out.toString().split("\n");
        assertEquals("figures_lost,battles_side_0,battles_side_1", lines[0]);
        assertEquals(1 + 12, lines.length, "values 0..11, Blue's start figures");
        long side0 = 0;
        long side1 = 0;
        for (int i = 1; i < lines.length; i++) {
            String[] cells = lines[i].split(",");
            assertEquals(Integer.toString(i - 1), cells[0]);
            side0 += Long.parseLong(cells[1]);
            side1 += Long.parseLong(cells[2]);
        }
        assertEquals(List.of(300L, 300L), List.of(side0, side1));
    }

    @Test
    void numbers_fixedLocaleAndPrecision() {
        assertEquals("0.1235", Csv.rate(0.12345));
        assertEquals("0.0000", Csv.rate(-1e-17));
        assertEquals("0.000", Csv.mean(-0.0));
        assertEquals("-0.500", Csv.mean(-0.5));
        assertEquals("1234567.000", Csv.mean(1234567));
        assertEquals("", Csv.mean(Double.NaN));
        assertEquals("", Csv.count(-1));
    }

    @Test
    void names_withCommasOrQuotes_areQuoted() throws IOException {
        StringBuilder out = new StringBuilder();
        try (var csv = new org.apache.commons.csv.CSVPrinter(out, Csv.format("a", "b"))) {
            csv.printRecord("Hood's \"Texas\" Brigade", "1st, 2nd");
        }
        assertEquals("a,b\n\"Hood's \"\"Texas\"\" Brigade\",\"1st, 2nd\"\n", out.toString());
    }
}
