package org.muster.io;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.engine.BattleRecord;
import org.muster.stats.Distribution;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

/**
 * Writes a {@link Summary} as {@code summary.csv} (one row per side), {@code units.csv} (one row per unit) and
 * {@code casualties.csv} (the full distribution of figures lost per side), with Commons CSV. Columns are documented in
 * {@code reports/README.md}. Output depends only on the summary: no times, no thread counts,
 * {@link java.util.Locale#ROOT} and fixed decimals (rates 4, means and standard deviations 3), so the same seed gives
 * the same bytes. Each file is written atomically ({@link AtomicFiles}). Stateless; safe from any thread.
 */
public final class ReportWriter {
    public static final String SUMMARY_CSV = "summary.csv";
    public static final String UNITS_CSV = "units.csv";
    public static final String CASUALTIES_CSV = "casualties.csv";

    private static final String[] STATS = {"mean", "sd", "p5", "p25", "p50", "p75", "p95", "max"};

    private ReportWriter() {
    }

    /** Writes summary.csv, units.csv and casualties.csv into {@code dir} (created if needed). */
    public static void writeAll(Path dir, Summary summary) throws IOException {
        AtomicFiles.write(dir.resolve(SUMMARY_CSV), out -> writeSummary(summary, out));
        AtomicFiles.write(dir.resolve(UNITS_CSV), out -> writeUnits(summary, out));
        AtomicFiles.write(dir.resolve(CASUALTIES_CSV), out -> writeCasualties(summary, out));
    }

    /** The columns of summary.csv. */
    public static List<String> summaryColumns() {
        List<String> c = new ArrayList<>(List.of("side", "name", "units", "start_figures", "battles", "wins", "draws",
                "losses", "win_rate", "win_rate_lower", "win_rate_upper"));
        for (String prefix : new String[] {"wins_by_", "losses_by_", "draws_by_"}) {
            for (int how = 0; how < BattleRecord.HOW_COUNT; how++) {
                c.add(prefix + Csv.column(BattleRecord.howName(how)));
            }
        }
        c.add("turns_mean");
        for (String p : new String[] {"p5", "p25", "p50", "p75", "p95", "max"}) {
            c.add("turns_" + p);
        }
        for (String s : STATS) {
            c.add("figures_lost_" + s);
        }
        c.addAll(List.of("killed_mean", "out_of_action_mean", "routed_off_mean", "routed_off_sd", "units_routed_mean",
                "units_destroyed_mean"));
        return c;
    }

    /** summary.csv: one row per side. */
    public static void writeSummary(Summary summary, Appendable out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, Csv.format(summaryColumns().toArray(new String[0])))) {
            for (Summary.Side s : summary.sides()) {
                List<String> row = new ArrayList<>();
                row.add(Integer.toString(s.side()));
                row.add(s.name());
                row.add(Integer.toString(s.units()));
                row.add(Integer.toString(s.startFigures()));
                row.add(Long.toString(s.battles()));
                row.add(Long.toString(s.wins()));
                row.add(Long.toString(s.draws()));
                row.add(Long.toString(s.losses()));
                addRate(row, s.winRate());
                for (List<Long> counts : List.of(s.wonBy(), s.lostBy(), s.drawnBy())) {
                    for (long n : counts) {
                        row.add(Long.toString(n));
                    }
                }
                Distribution t = s.turns();
                row.add(Csv.mean(t.mean()));
                row.add(Csv.count(t.p5()));
                row.add(Csv.count(t.p25()));
                row.add(Csv.count(t.p50()));
                row.add(Csv.count(t.p75()));
                row.add(Csv.count(t.p95()));
                row.add(Csv.count(t.max()));
                addDistribution(row, s.figuresLost());
                row.add(Csv.mean(s.killedMean()));
                row.add(Csv.mean(s.outOfActionMean()));
                row.add(Csv.mean(s.routedOff().mean()));
                row.add(Csv.mean(s.routedOff().sd()));
                row.add(Csv.mean(s.unitsRoutedMean()));
                row.add(Csv.mean(s.unitsDestroyedMean()));
                csv.printRecord(row);
            }
        }
    }

    /** The columns of units.csv. */
    public static List<String> unitColumns() {
        List<String> c = new ArrayList<>(List.of("unit", "name", "side", "side_name", "start_figures"));
        for (String s : STATS) {
            c.add("figures_lost_" + s);
        }
        for (String s : STATS) {
            c.add("kills_" + s);
        }
        c.addAll(List.of("p_destroyed", "p_destroyed_lower", "p_destroyed_upper", "p_routed", "p_routed_lower",
                "p_routed_upper", "routed_off_mean", "p_routed_off", "p_routed_off_lower", "p_routed_off_upper"));
        return c;
    }

    /** units.csv: one row per unit, in the scenario's order. */
    public static void writeUnits(Summary summary, Appendable out) throws IOException {
        try (CSVPrinter csv = new CSVPrinter(out, Csv.format(unitColumns().toArray(new String[0])))) {
            for (Summary.Unit u : summary.units()) {
                List<String> row = new ArrayList<>();
                row.add(Integer.toString(u.unit()));
                row.add(u.name());
                row.add(Integer.toString(u.side()));
                row.add(u.sideName());
                row.add(Integer.toString(u.startFigures()));
                addDistribution(row, u.lost());
                addDistribution(row, u.kills());
                addRate(row, u.destroyed());
                addRate(row, u.routed());
                row.add(Csv.mean(u.routedOffMean()));
                addRate(row, u.routedOff());
                csv.printRecord(row);
            }
        }
    }

    /** The columns of casualties.csv. */
    public static List<String> casualtyColumns() {
        return List.of("figures_lost", "battles_side_0", "battles_side_1");
    }

    /**
     * casualties.csv: for every value from 0 to the larger side's start figures (or the largest loss seen, if a rule
     * set let a side lose more), the battles in which each side lost exactly that many figures.
     */
    public static void writeCasualties(Summary summary, Appendable out) throws IOException {
        Distribution d0 = summary.side(0).figuresLost();
        Distribution d1 = summary.side(1).figuresLost();
        int top = Math.max(Math.max(summary.side(0).startFigures(), summary.side(1).startFigures()),
                Math.max(d0.max(), d1.max()));
        try (CSVPrinter csv = new CSVPrinter(out, Csv.format(casualtyColumns().toArray(new String[0])))) {
            for (int v = 0; v <= top; v++) {
                csv.printRecord(Integer.toString(v), Long.toString(d0.countOf(v)), Long.toString(d1.countOf(v)));
            }
        }
    }

    private static void addRate(List<String> row, WinRate r) {
        row.add(Csv.rate(r.rate()));
        row.add(Csv.rate(r.lower()));
        row.add(Csv.rate(r.upper()));
    }

    private static void addDistribution(List<String> row, Distribution d) {
        row.add(Csv.mean(d.mean()));
        row.add(Csv.mean(d.sd()));
        row.add(Csv.count(d.p5()));
        row.add(Csv.count(d.p25()));
        row.add(Csv.count(d.p50()));
        row.add(Csv.count(d.p75()));
        row.add(Csv.count(d.p95()));
        row.add(Csv.count(d.max()));
    }
}
