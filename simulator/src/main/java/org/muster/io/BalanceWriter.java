package org.muster.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.stats.LogisticFit;
import org.muster.stats.PairedComparison;
import org.muster.stats.PlayerLadder;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

/**
 * Writes the CSV files of the balance commands: {@code compare.csv}, {@code sweep.csv}, {@code price.csv}. Same
 * dialect and number formats as {@link ReportWriter} ({@link Csv}); columns documented in {@code reports/README.md};
 * each file written atomically. Stateless; safe from any thread.
 */
public final class BalanceWriter {
    public static final String COMPARE_CSV = "compare.csv";
    public static final String SEQUENTIAL_CSV = "sequential.csv";
    public static final String SWEEP_CSV = "sweep.csv";
    public static final String PRICE_CSV = "price.csv";
    public static final String PRICE_FIT_CSV = "price-fit.csv";
    public static final String MATRIX_CSV = "matrix.csv";
    public static final String LADDER_CSV = "ladder.csv";

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
                    csv.printRecord(compareRow(c, m, sideNames));
                }
            }
        });
    }

    /** The columns of compare.csv with {@code --robust}: {@code player}, {@link #compareColumns()}, the verdict. */
    public static List<String> compareRobustColumns() {
        List<String> columns = new ArrayList<>();
        columns.add("player");
        columns.addAll(compareColumns());
        columns.add("stability_verdict");
        columns.add("stability");
        return columns;
    }

    /**
     * compare.csv of {@code compare --robust}: one block per player (both sides played by it), each the rows of a
     * plain compare.csv, led by the player and followed by the stability verdict and line (the same on every row).
     *
     * @param verdict the {@link org.muster.stats.Robustness.Verdict#csv()} name
     * @param line    the stability line, as printed
     */
    public static void writeCompareRobust(Path file, List<String> players, List<PairedComparison> comparisons,
            List<String> sideNames, String verdict, String line) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(compareRobustColumns().toArray(new String[0])))) {
                for (int k = 0; k < players.size(); k++) {
                    PairedComparison c = comparisons.get(k);
                    for (PairedComparison.Metric m : c.metrics()) {
                        List<String> row = new ArrayList<>();
                        row.add(players.get(k));
                        row.addAll(compareRow(c, m, sideNames));
                        row.add(verdict);
                        row.add(line);
                        csv.printRecord(row);
                    }
                }
            }
        });
    }

    private static List<String> compareRow(PairedComparison c, PairedComparison.Metric m, List<String> sideNames) {
        boolean rate = !PairedComparison.MEAN_LOST.equals(m.metric());
        List<String> row = new ArrayList<>();
        row.add(Integer.toString(m.side()));
        row.add(m.side() < 0 ? "draws" : sideNames.get(m.side()));
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
        return row;
    }

    /** The columns of sequential.csv. */
    public static List<String> sequentialColumns() {
        return List.of("verdict", "effect", "alpha", "beta", "pairs", "max_pairs", "score_change", "variance",
                "llr_up", "llr_down", "llr_lower", "llr_upper", "fixed_pairs");
    }

    /**
     * sequential.csv (from {@code compare --sequential}): one row, the verdict of the sequential test at its last
     * look, with the log-likelihood ratios and their bounds (6 decimals; an infinite ratio is {@code inf} or
     * {@code -inf}) and the pairs a fixed-n test of the same power would need at the variance seen.
     */
    public static void writeSequential(Path file, org.muster.stats.SequentialTest test,
            org.muster.stats.SequentialTest.Look look, long maxPairs) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(sequentialColumns().toArray(new String[0])))) {
                csv.printRecord(look.verdict().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                        Csv.fixed(test.effect(), 6), Csv.fixed(test.alpha(), 6), Csv.fixed(test.beta(), 6),
                        Long.toString(look.pairs()), Long.toString(maxPairs), Csv.fixed(look.mean(), 6),
                        Csv.fixed(look.variance(), 6), llr(look.llrUp()), llr(look.llrDown()),
                        Csv.fixed(look.lower(), 6), Csv.fixed(look.upper(), 6),
                        Long.toString(test.fixedPairs(look.variance())));
            }
        });
    }

    private static String llr(double x) {
        return Double.isInfinite(x) ? (x > 0 ? "inf" : "-inf") : Csv.fixed(x, 6);
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
                for (int k = 0; k < summaries.size(); k++) {
                    for (Summary.Side s : summaries.get(k).sides()) {
                        csv.printRecord(sweepRow(k, points.get(k), s));
                    }
                }
            }
        });
    }

    /**
     * sweep.csv of {@code sweep --robust}: the rows of {@link #writeSweep} once per player (both sides played by it),
     * each led by a {@code player} column and followed by the stability verdict ({@code same} or {@code differs}: the
     * favoured side at every point is the same under every player, or not) and line. {@code summaries} runs over the
     * players, then the points; fewer than all (an interrupted sweep's finished ones) are written without a verdict
     * ({@code verdict} and {@code line} null, the two columns empty).
     */
    public static void writeSweepRobust(Path file, List<String> players, List<String> names,
            List<List<String>> points, List<Summary> summaries, String verdict, String line) throws IOException {
        List<String> header = new ArrayList<>();
        header.add("player");
        header.add("point");
        header.addAll(names);
        header.addAll(sweepColumns());
        header.add("stability_verdict");
        header.add("stability");
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(header.toArray(new String[0])))) {
                for (int g = 0; g < summaries.size(); g++) {
                    int k = g % points.size();
                    for (Summary.Side s : summaries.get(g).sides()) {
                        List<String> row = new ArrayList<>();
                        row.add(players.get(g / points.size()));
                        row.addAll(sweepRow(k, points.get(k), s));
                        row.add(verdict == null ? "" : verdict);
                        row.add(line == null ? "" : line);
                        csv.printRecord(row);
                    }
                }
            }
        });
    }

    private static List<String> sweepRow(int k, List<String> point, Summary.Side s) {
        List<String> row = new ArrayList<>();
        row.add(Integer.toString(k));
        row.addAll(point);
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
        return row;
    }

    /** The columns of price.csv. */
    public static List<String> priceColumns() {
        return List.of("seed", "scenario", "value", "battles", "wins", "draws", "losses", "score_rate",
                "fitted_rate");
    }

    /** The columns of price-fit.csv. */
    public static List<String> priceFitColumns() {
        return List.of("seed", "intercept", "slope", "break_even", "break_even_se", "break_even_lower",
                "break_even_upper", "pearson_chi_square", "dispersion", "points_per_unit", "points_value",
                "points_lower", "points_upper");
    }

    /**
     * price.csv (one row per seed and value: side 0's wins, draws and losses, the score rate with draws as half, and
     * the fitted rate) and price-fit.csv (one row per seed: the fit and the break-even value).
     *
     * @param seeds     the seeds, one per fit
     * @param scenarios per group (a scenario at a value): the scenario file
     * @param values    per group: the variable's value
     * @param counts    per seed and group: {battles, wins, draws, losses} of side 0
     * @param fits      one fit per seed
     * @param points    points per unit of the variable, or NaN
     */
    public static void writePrice(Path dir, long[] seeds, List<String> scenarios, double[] values, long[][][] counts,
            List<LogisticFit> fits, double points) throws IOException {
        AtomicFiles.write(dir.resolve(PRICE_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(priceColumns().toArray(new String[0])))) {
                priceRows(csv, null, seeds, scenarios, values, counts, fits);
            }
        });
        AtomicFiles.write(dir.resolve(PRICE_FIT_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(priceFitColumns().toArray(new String[0])))) {
                priceFitRows(csv, null, seeds, fits, points, null, null);
            }
        });
    }

    /**
     * price.csv and price-fit.csv of {@code price --robust}: the rows of {@link #writePrice} once per player (both
     * sides played by it), each led by a {@code player} column; price-fit.csv's rows end with the stability verdict
     * ({@code agrees} or {@code differs}) and line over the players' break-evens at the main seed.
     */
    public static void writePriceRobust(Path dir, List<String> players, long[] seeds, List<String> scenarios,
            double[] values, long[][][][] counts, List<List<LogisticFit>> fits, double points, String verdict,
            String line) throws IOException {
        List<String> columns = new ArrayList<>(List.of("player"));
        columns.addAll(priceColumns());
        AtomicFiles.write(dir.resolve(PRICE_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(columns.toArray(new String[0])))) {
                for (int q = 0; q < players.size(); q++) {
                    priceRows(csv, players.get(q), seeds, scenarios, values, counts[q], fits.get(q));
                }
            }
        });
        List<String> fitColumns = new ArrayList<>(List.of("player"));
        fitColumns.addAll(priceFitColumns());
        fitColumns.add("stability_verdict");
        fitColumns.add("stability");
        AtomicFiles.write(dir.resolve(PRICE_FIT_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(fitColumns.toArray(new String[0])))) {
                for (int q = 0; q < players.size(); q++) {
                    priceFitRows(csv, players.get(q), seeds, fits.get(q), points, verdict, line);
                }
            }
        });
    }

    private static void priceRows(CSVPrinter csv, String player, long[] seeds, List<String> scenarios,
            double[] values, long[][][] counts, List<LogisticFit> fits) throws IOException {
        for (int s = 0; s < seeds.length; s++) {
            for (int k = 0; k < values.length; k++) {
                long[] c = counts[s][k];
                List<String> row = new ArrayList<>();
                if (player != null) {
                    row.add(player);
                }
                row.addAll(List.of(Long.toString(seeds[s]), scenarios.get(k), number(values[k]), Long.toString(c[0]),
                        Long.toString(c[1]), Long.toString(c[2]), Long.toString(c[3]),
                        Csv.rate((c[1] + 0.5 * c[2]) / c[0]), Csv.rate(fits.get(s).probability(values[k]))));
                csv.printRecord(row);
            }
        }
    }

    private static void priceFitRows(CSVPrinter csv, String player, long[] seeds, List<LogisticFit> fits,
            double points, String verdict, String line) throws IOException {
        for (int s = 0; s < seeds.length; s++) {
            LogisticFit f = fits.get(s);
            List<String> row = new ArrayList<>();
            if (player != null) {
                row.add(player);
            }
            // No break-even (the outcome does not move with the variable): its cells are empty, not a ratio of noise.
            final double none = Double.NaN;
            final boolean has = f.hasBreakEven();
            row.addAll(List.of(Long.toString(seeds[s]), Csv.fixed(f.a(), 6), Csv.fixed(f.b(), 6),
                    Csv.mean(has ? f.breakEven() : none), Csv.mean(has ? f.se() : none),
                    Csv.mean(has ? f.lower() : none), Csv.mean(has ? f.upper() : none),
                    Csv.mean(f.pearson()), Csv.mean(f.dispersion()), Csv.mean(points),
                    Csv.mean(has ? points * f.breakEven() : none), Csv.mean(has ? points * f.lower() : none),
                    Csv.mean(has ? points * f.upper() : none)));
            if (verdict != null) {
                row.add(verdict);
                row.add(line);
            }
            csv.printRecord(row);
        }
    }

    private static String number(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    /** The columns of matrix.csv. */
    public static List<String> matrixColumns() {
        return List.of("player_0", "player_1", "battles", "wins_0", "draws", "wins_1", "win_rate_0",
                "win_rate_0_lower", "win_rate_0_upper", "win_rate_1", "win_rate_1_lower", "win_rate_1_upper",
                "figures_lost_0_mean", "figures_lost_1_mean", "favoured", "even_strong", "consistency",
                "stability_verdict", "stability", "ladder_verdict", "ladder");
    }

    public static List<String> ladderColumns() {
        return List.of("step", "weaker", "stronger", "side", "name", "opponent", "weaker_win_rate",
                "stronger_win_rate", "gain", "gain_lower", "gain_upper", "verdict");
    }

    /**
     * ladder.csv: one row per check of the matrix's ladder ({@link PlayerLadder}): a side played by the next stronger
     * player instead of the weaker, against one opponent; the gain in win rate (a fraction) with its 95% interval and
     * the check's verdict ({@code holds}, {@code not-shown}, {@code broken}).
     */
    public static void writeLadder(Path file, List<PlayerLadder.Check> checks) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(ladderColumns().toArray(new String[0])))) {
                for (PlayerLadder.Check c : checks) {
                    csv.printRecord(c.step(), c.weaker(), c.stronger(), Integer.toString(c.side()), c.sideName(),
                            c.opponent(), Csv.rate(c.before().rate()), Csv.rate(c.after().rate()),
                            Csv.rate(c.gain()), Csv.rate(c.lower()), Csv.rate(c.upper()), c.verdict().csv());
                }
            }
        });
    }

    /**
     * matrix.csv: one row per pairing of players, each with whether it is an even pairing of a strong player (the
     * same strong player on both sides) and the consistency verdict over those pairings (the same on every row).
     *
     * @param pairings    {player of side 0, player of side 1} per row
     * @param summaries   the summary of each pairing
     * @param favoured    per row: the favoured side's name, or empty when neither is
     * @param evenStrong  per row: whether the row is one of the pairings the consistency verdict looks at
     * @param consistency the consistency verdict, as printed
     * @param verdict     the stability verdict over the same rows ({@link org.muster.stats.Robustness.Verdict#csv()})
     * @param stability   the stability line, as printed
     * @param ladderVerdict the ladder's verdict ({@link PlayerLadder.Verdict#csv()})
     * @param ladder      the ladder line, as printed
     */
    public static void writeMatrix(Path file, List<String[]> pairings, List<Summary> summaries, List<String> favoured,
            List<Boolean> evenStrong, String consistency, String verdict, String stability, String ladderVerdict,
            String ladder) throws IOException {
        AtomicFiles.write(file, out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(matrixColumns().toArray(new String[0])))) {
                for (int k = 0; k < pairings.size(); k++) {
                    Summary s = summaries.get(k);
                    Summary.Side a = s.side(0);
                    Summary.Side b = s.side(1);
                    List<String> row = new ArrayList<>(List.of(pairings.get(k)[0], pairings.get(k)[1],
                            Long.toString(s.battles()), Long.toString(a.wins()), Long.toString(a.draws()),
                            Long.toString(b.wins())));
                    for (WinRate w : List.of(a.winRate(), b.winRate())) {
                        row.add(Csv.rate(w.rate()));
                        row.add(Csv.rate(w.lower()));
                        row.add(Csv.rate(w.upper()));
                    }
                    row.add(Csv.mean(a.figuresLost().mean()));
                    row.add(Csv.mean(b.figuresLost().mean()));
                    row.add(favoured.get(k));
                    row.add(evenStrong.get(k) ? "yes" : "no");
                    row.add(consistency);
                    row.add(verdict);
                    row.add(stability);
                    row.add(ladderVerdict);
                    row.add(ladder);
                    csv.printRecord(row);
                }
            }
        });
    }

    /**
     * The manifest of a balance command ({@code manifest.properties}, the same format as a run's): the muster version,
     * the command line as given, every scenario file with its SHA-256, the seed, battles per variant or point,
     * threads, chunk size, Java version and the start and end times. Enough to rerun the command.
     */
    public static void writeManifest(Path dir, String musterVersion, List<String> args, List<Path> scenarios,
            long seed, long battles, int threads, int chunkSize, java.time.Instant started, java.time.Instant ended)
            throws IOException {
        writeManifest(dir, musterVersion, args, scenarios, seed, battles, threads, chunkSize, started, ended,
                java.util.Map.of());
    }

    /**
     * As above, with the command's own further keys ({@code matrix}: each pairing's players and seconds), which must
     * not clash with the common ones.
     */
    public static void writeManifest(Path dir, String musterVersion, List<String> args, List<Path> scenarios,
            long seed, long battles, int threads, int chunkSize, java.time.Instant started, java.time.Instant ended,
            java.util.Map<String, String> extra) throws IOException {
        java.util.SortedMap<String, String> m = new java.util.TreeMap<>(extra);
        m.put("muster.version", musterVersion);
        m.put("command", "muster " + String.join(" ", args));
        for (int i = 0; i < scenarios.size(); i++) {
            m.put("scenario." + i + ".file", scenarios.get(i).toString());
            m.put("scenario." + i + ".sha256", ManifestWriter.sha256(scenarios.get(i)));
        }
        m.put("seed", Long.toString(seed));
        m.put("battles", Long.toString(battles));
        m.put("threads", Integer.toString(threads));
        m.put("chunk.size", Integer.toString(chunkSize));
        m.put("java.version", System.getProperty("java.version"));
        m.put("java.vendor", System.getProperty("java.vendor"));
        m.put("started", started.truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString());
        m.put("ended", ended.truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString());
        AtomicFiles.write(dir.resolve(ManifestWriter.MANIFEST), out -> {
            out.write("# muster balance-command manifest: keys are documented in reports/README.md\n");
            for (java.util.Map.Entry<String, String> e : m.entrySet()) {
                out.write(ManifestWriter.escape(e.getKey(), true));
                out.write('=');
                out.write(ManifestWriter.escape(e.getValue(), false));
                out.write('\n');
            }
        });
    }

    /** A p-value: 4 significant digits in scientific notation below 0.001, else 4 decimals. */
    static String pValue(double p) {
        return p < 1e-3 ? String.format(java.util.Locale.ROOT, "%.3e", p) : Csv.rate(p);
    }
}
