package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** reports/README.md names every column of compare.csv, sweep.csv, price.csv and price-fit.csv, in backticks. */
final class BalanceReadmeTest {
    @Test
    void readme_documentsEveryBalanceColumn() throws IOException {
        String readme = Files.readString(Path.of(System.getProperty("muster.root", ".."), "reports", "README.md"));
        List<String> names = new ArrayList<>();
        names.addAll(BalanceWriter.compareColumns());
        names.addAll(BalanceWriter.sweepColumns());
        names.addAll(BalanceWriter.priceColumns());
        names.addAll(BalanceWriter.priceFitColumns());
        names.addAll(BalanceWriter.matrixColumns());
        names.addAll(BalanceWriter.ladderColumns());
        names.add("point");
        names.addAll(BalanceWriter.compareRobustColumns());
        for (String name : names) {
            assertTrue(readme.contains("`" + name + "`"), "reports/README.md does not document " + name);
        }
    }
}
