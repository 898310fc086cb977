package org.muster.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.stats.PairedComparison;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

/**
 * Writes the CSV files of the balance commands: {@code compare.csv}, {@code sweep.csv}, {@code price.csv}. Same
 * dialect and number formats as {@link ReportWriter} ({@link Csv}); columns documented in {@code reports/README.md};
 * each file written atomically. Stateless; safe from any thread.
 */
public final class BalanceWriter {
    public static final String COMPARE_CSV = "compare.csv";
    public static final String SWEEP_CSV = "sweep.csv";
    public static final String PRICE_CSV = "price.csv";

    private BalanceWriter() {
    }

    /** The columns of compare.csv. */
    public static List<String> compareColumns() {
        return List.of("side", "name", "metric", "battles", "a", "b", "change", "change_lower", "change_upper",
                "only_a", "only_b", "p_value", "p_holm", "significant");
    }

    /** compare.csv: one row per side and metric (win rate, mean figures lost). */
    public static void writeCompare(Path file, PairedComparison c, List<String> sideNames) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(compareColumns().toArray(new String[0])))) {
                for (PairedComparison.Metric m : c.metrics()) {
                    boolean rate = PairedComparison.WIN_RATE.equals(m.metric());
                    List<String> row = new ArrayList<>();
                    row.add(Integer.toString(m.side()));
                    row.add(sideNames.get(m.side()));
                    row.add(m.metric());
                    row.add(Long.toString(c.battles()));
                    for (double x : new double[] {m.a(), m.b(), m.change(), m.lower(), m.upper()}) {
                        row.add(rate ? Csv.rate(x) : Csv.mean(x));
                    }
                    row.add(rate ? Long.toString(m.onlyA()) : "");
                    row.add(rate ? Long.toString(m.onlyB()) : "");
                    row.add(pValue(m.p()));
                    row.add(pValue(m.pHolm()));
                    row.add(Boolean.toString(m.significant()));
                    csv.printRecord(row);
                }
            }
        });
    }

    /** The columns of sweep.csv after the point number and one column per varied name. */
    public static List<String> sweepColumns() {
        return List.of("side", "name", "battles", "wins", "draws", "win_rate", "win_rate_lower", "win_rate_upper",
                "figures_lost_mean", "figures_lost_sd", "figures_lost_p50", "figures_lost_p95");
    }

    /**
     * sweep.csv: one row per point and side: {@code point}, one column per varied name with its value at the point,
     * then {@link #sweepColumns()}.
     */
    public static void writeSweep(Path file, List<String> names, List<List<String>> points, List<Summary> summaries)
            throws IOException {
        List<String> header = new ArrayList<>();
        header.add("point");
        header.addAll(names);
        header.addAll(sweepColumns());
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(header.toArray(new String[0])))) {
                for (int k = 0; k < points.size(); k++) {
                    for (Summary.Side s : summaries.get(k).sides()) {
                        List<String> row = new ArrayList<>();
                        row.add(Integer.toString(k));
                        row.addAll(points.get(k));
                        row.add(Integer.toString(s.side()));
                        row.add(s.name());
                        row.add(Long.toString(s.battles()));
                        row.add(Long.toString(s.wins()));
                        row.add(Long.toString(s.draws()));
                        WinRate w = s.winRate();
                        row.add(Csv.rate(w.rate()));
                        row.add(Csv.rate(w.lower()));
                        row.add(Csv.rate(w.upper()));
                        row.add(Csv.mean(s.figuresLost().mean()));
                        row.add(Csv.mean(s.figuresLost().sd()));
                        row.add(Csv.count(s.figuresLost().p50()));
                        row.add(Csv.count(s.figuresLost().p95()));
                        csv.printRecord(row);
                    }
                }
            }
        });
    }

    /** A p-value: 4 significant digits in scientific notation below 0.001, else 4 decimals. */
    static String pValue(double p) {
        return p < 1e-3 ? String.format(java.util.Locale.ROOT, "%.3e", p) : Csv.rate(p);
    }
}
