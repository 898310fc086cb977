package org.muster.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.batch.HeatTally;

/**
 * heatmap.csv: the run's heat maps, one row per side, kind and cell with a count above zero, ordered by side, kind
 * ({@link HeatTally#KIND_NAMES}), cell y, cell x. Written atomically; same tally, same bytes. Stateless.
 */
public final class HeatmapWriter {
    public static final String HEATMAP_CSV = "heatmap.csv";
    public static final List<String> COLUMNS = List.of("side", "kind", "cell_x", "cell_y", "count");

    private HeatmapWriter() {
    }

    /** Writes {@code dir/heatmap.csv}. */
    public static void write(Path dir, HeatTally tally) throws IOException {
        AtomicFiles.write(dir.resolve(HEATMAP_CSV), out -> write(tally, out));
    }

    static void write(HeatTally tally, Appendable out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, Csv.format(COLUMNS.toArray(new String[0])))) {
            for (int side = 0; side < 2; side++) {
                for (int kind = 0; kind < HeatTally.KINDS; kind++) {
                    for (int cy = 0; cy < tally.rows(); cy++) {
                        for (int cx = 0; cx < tally.cols(); cx++) {
                            long n = tally.count(side, kind, cx, cy);
                            if (n > 0) {
                                csv.printRecord(Integer.toString(side), HeatTally.KIND_NAMES[kind],
                                        Integer.toString(cx), Integer.toString(cy), Long.toString(n));
                            }
                        }
                    }
                }
            }
        }
    }
}
