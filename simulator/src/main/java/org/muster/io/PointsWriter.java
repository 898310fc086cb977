package org.muster.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.stats.PointsAdequacy;
import org.muster.stats.PointsBootstrap;
import org.muster.stats.PointsFit;

/**
 * Writes the CSV files of {@code muster points}: {@code points.csv} (the points table), {@code points-fit.csv} (the
 * fit as a whole), {@code points-mixes.csv} (every army mix that took the field, with its results) and, with the
 * balanced-lists check, {@code points-balanced.csv}. Same dialect and number formats as the other writers
 * ({@link Csv}); columns documented in {@code reports/README.md}; each file written atomically. Stateless.
 */
public final class PointsWriter {
    public static final String POINTS_CSV = "points.csv";
    public static final String POINTS_FIT_CSV = "points-fit.csv";
    public static final String POINTS_MIXES_CSV = "points-mixes.csv";
    public static final String POINTS_BALANCED_CSV = "points-balanced.csv";

    private PointsWriter() {
    }

    /** The columns of points.csv. */
    public static List<String> pointsColumns() {
        return List.of("type", "value", "value_se", "value_lower", "value_upper", "coefficient", "coefficient_se",
                "vif", "collinear", "collinear_with", "cost", "p_value", "p_holm", "verdict", "boot_se", "boot_lower",
                "boot_upper");
    }

    /** The columns of points-fit.csv. */
    public static List<String> fitColumns() {
        return List.of("seed", "battles", "mixes", "reference", "reference_points", "side_points", "side_points_se",
                "side_points_lower", "side_points_upper", "intercept", "pearson_chi_square", "dispersion",
                "iterations", "hl_statistic", "hl_groups", "hl_p", "rich_terms", "lr_statistic", "lr_df", "lr_p",
                "aic_additive", "aic_rich", "strongest_term", "strongest_z", "model_verdict", "bootstrap_resamples",
                "bootstrap_chunks", "bootstrap_failed");
    }

    /** The columns of points-mixes.csv. */
    public static List<String> mixColumns() {
        return List.of("mix", "battles", "wins", "draws", "losses", "fitted_rate");
    }

    /** The columns of points-balanced.csv. */
    public static List<String> balancedColumns() {
        return List.of("army_0", "army_1", "points_0", "points_1", "side_points", "predicted_rate",
                "rich_predicted_rate", "run_battles", "run_score_rate", "battles", "wins", "draws", "losses",
                "score_rate", "score_lower", "score_upper", "verdict");
    }

    /**
     * points.csv and points-fit.csv.
     *
     * @param adequacy the additive model's checks
     * @param boot     the chunk bootstrap, or null when not asked for
     */
    public static void writeFit(Path dir, long seed, int mixes, PointsFit fit, PointsAdequacy adequacy,
            PointsBootstrap boot) throws IOException {
        AtomicFiles.write(dir.resolve(POINTS_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(pointsColumns().toArray(new String[0])))) {
                for (int t = 0; t < fit.rows().size(); t++) {
                    PointsFit.Row r = fit.rows().get(t);
                    boolean b = boot != null && !r.fixed() && t != fit.reference() && !Double.isNaN(boot.se()[t]);
                    csv.printRecord(r.type(), Csv.mean(r.value()), Csv.mean(r.se()), Csv.mean(r.lower()),
                            Csv.mean(r.upper()), Csv.fixed(r.coefficient(), 6), Csv.fixed(r.coefficientSe(), 6),
                            r.fixed() ? "" : Csv.mean(Math.min(r.vif(), 1e9)), r.fixed() ? "" : r.collinear() ? "yes"
                                    : "no", r.collinear() ? r.collinearWith() : "", Csv.mean(r.cost()),
                            Double.isNaN(r.p()) ? "" : BalanceWriter.pValue(r.p()),
                            Double.isNaN(r.pHolm()) ? "" : BalanceWriter.pValue(r.pHolm()), r.verdict(),
                            b ? Csv.mean(boot.se()[t]) : "", b ? Csv.mean(boot.lower()[t]) : "",
                            b ? Csv.mean(boot.upper()[t]) : "");
                }
            }
        });
        AtomicFiles.write(dir.resolve(POINTS_FIT_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(fitColumns().toArray(new String[0])))) {
                double z = 1.959963984540054;
                csv.printRecord(Long.toString(seed), Long.toString(fit.battles()), Integer.toString(mixes),
                        fit.rows().get(fit.reference()).type(), Csv.mean(fit.referencePoints()), Csv.mean(fit.side()),
                        Csv.mean(fit.sideSe()), Csv.mean(fit.side() - z * fit.sideSe()),
                        Csv.mean(fit.side() + z * fit.sideSe()), Csv.fixed(fit.model().beta()[0], 6),
                        Csv.mean(fit.model().pearson()), Csv.mean(fit.model().dispersion()),
                        Integer.toString(fit.model().iterations()), Csv.mean(adequacy.hlStatistic()),
                        Integer.toString(adequacy.hlGroups()), BalanceWriter.pValue(adequacy.hlP()),
                        String.join(" ", adequacy.terms()), Csv.mean(adequacy.lrStatistic()),
                        Integer.toString(adequacy.lrDf()), BalanceWriter.pValue(adequacy.lrP()),
                        Csv.mean(adequacy.aicAdditive()), Double.isNaN(adequacy.aicRich()) ? ""
                                : Csv.mean(adequacy.aicRich()), adequacy.strongest(),
                        adequacy.strongest().isEmpty() ? "" : Csv.fixed(adequacy.strongestZ(), 2),
                        adequacy.verdict(), boot == null ? "" : Integer.toString(boot.resamples()),
                        boot == null ? "" : Integer.toString(boot.chunks()),
                        boot == null ? "" : Integer.toString(boot.failed()));
            }
        });
    }

    /**
     * points-mixes.csv.
     *
     * @param mixes  per mix, its description (e.g. {@code Union regular=5 veteran=1 | Confederate regular=4})
     * @param counts per mix: {side 0 wins, side 1 wins, draws}
     * @param fitted per mix: the fitted rate of side 0
     */
    public static void writeMixes(Path dir, List<String> mixes, List<long[]> counts, double[] fitted)
            throws IOException {
        AtomicFiles.write(dir.resolve(POINTS_MIXES_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(mixColumns().toArray(new String[0])))) {
                for (int i = 0; i < mixes.size(); i++) {
                    long[] c = counts.get(i);
                    csv.printRecord(mixes.get(i), Long.toString(c[0] + c[1] + c[2]), Long.toString(c[0]),
                            Long.toString(c[2]), Long.toString(c[1]), Csv.rate(fitted[i]));
                }
            }
        });
    }

    /**
     * One balanced-lists check, as a row of points-balanced.csv.
     *
     * @param armies    the two armies, described
     * @param points    their fitted points (varied lines only)
     * @param side      the side term in points
     * @param predicted the fitted chance of side 0 with these armies
     * @param rich      the richer model's chance ({@link PointsAdequacy}), NaN without one
     * @param runBattles battles of the run in which these two armies met
     * @param runScore  side 0's score rate in them (NaN when none)
     * @param counts    {side 0 wins, side 1 wins, draws}
     * @param score     {rate, lower, upper} of side 0's score
     * @param verdict   whether 0.5 lies in the interval
     */
    public record Balanced(String[] armies, double[] points, double side, double predicted, double rich,
            long runBattles, double runScore, long[] counts,
            double[] score, String verdict) {
    }

    /** points-balanced.csv. */
    public static void writeBalanced(Path dir, List<Balanced> rows) throws IOException {
        AtomicFiles.write(dir.resolve(POINTS_BALANCED_CSV), out -> {
            try (CSVPrinter csv = new CSVPrinter(out, Csv.format(balancedColumns().toArray(new String[0])))) {
                for (Balanced b : rows) {
                    long[] c = b.counts();
                    csv.printRecord(b.armies()[0], b.armies()[1], Csv.mean(b.points()[0]), Csv.mean(b.points()[1]),
                            Csv.mean(b.side()), Csv.rate(b.predicted()),
                            Double.isNaN(b.rich()) ? "" : Csv.rate(b.rich()), Long.toString(b.runBattles()),
                            Double.isNaN(b.runScore()) ? "" : Csv.rate(b.runScore()),
                            Long.toString(c[0] + c[1] + c[2]),
                            Long.toString(c[0]), Long.toString(c[2]), Long.toString(c[1]), Csv.rate(b.score()[0]),
                            Csv.rate(b.score()[1]), Csv.rate(b.score()[2]), b.verdict());
                }
            }
        });
    }
}
