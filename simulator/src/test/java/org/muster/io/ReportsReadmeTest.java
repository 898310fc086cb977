package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.muster.batch.FakeRuleset;

/** reports/README.md names every column of every CSV file and every manifest key, in backticks. */
final class ReportsReadmeTest {
    private static String readme() throws IOException {
        return Files.readString(Path.of(System.getProperty("muster.root", ".."), "reports", "README.md"));
    }

    @Test
    void readme_documentsEveryColumnAndKey() throws IOException {
        String readme = readme();
        List<String> names = new ArrayList<>();
        names.addAll(ReportWriter.summaryColumns());
        names.addAll(ReportWriter.unitColumns());
        names.addAll(ReportWriter.casualtyColumns());
        names.addAll(BattlesCsvWriter.COLUMNS);
        names.addAll(BalanceWriter.compareColumns());
        names.addAll(BalanceWriter.sequentialColumns());
        names.addAll(HeatmapWriter.COLUMNS);
        for (String key : ManifestWriter.entries("v", null, FakeRuleset.plan(1, 1, 1, 1), 1, Instant.EPOCH,
                Instant.EPOCH).keySet()) {
            names.add(key.replaceFirst("^parameter\\..*", "parameter.<name>").replaceFirst("^side\\.\\d\\.",
                    "side.<i>."));
        }
        for (String name : names) {
            assertTrue(readme.contains("`" + name + "`"), "reports/README.md does not document " + name);
        }
    }
}
