package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** reports/README.md names every column of the points command's CSV files, in backticks. */
final class PointsReadmeTest {
    @Test
    void readme_documentsEveryPointsColumn() throws IOException {
        String readme = Files.readString(Path.of(System.getProperty("muster.root", ".."), "reports", "README.md"));
        List<String> names = new ArrayList<>();
        names.addAll(PointsWriter.pointsColumns());
        names.addAll(PointsWriter.fitColumns());
        names.addAll(PointsWriter.mixColumns());
        names.addAll(PointsWriter.balancedColumns());
        names.addAll(List.of(PointsWriter.POINTS_CSV, PointsWriter.POINTS_FIT_CSV, PointsWriter.POINTS_MIXES_CSV,
                PointsWriter.POINTS_BALANCED_CSV));
        for (String name : names) {
            assertTrue(readme.contains("`" + name + "`"), "reports/README.md does not document " + name);
        }
    }
}
