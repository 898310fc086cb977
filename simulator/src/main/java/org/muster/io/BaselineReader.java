package org.muster.io;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.muster.model.ScenarioException;

/**
 * Reads a committed baseline run (a folder written by {@code muster run}: its {@code summary.csv} and
 * {@code manifest.properties}) for {@code muster check --baseline}. Stateless.
 */
public final class BaselineReader {
    /** One side of the baseline run, as summary.csv gives it. */
    public record Side(int side, String name, long battles, long wins, long draws, double lostMean, double lostSd) {
    }

    /** The baseline: seed and battles from the manifest, the scenario's hash, and the two sides. */
    public record Baseline(Path dir, long seed, long battles, String scenarioSha256, List<Side> sides) {
    }

    private BaselineReader() {
    }

    /** Reads {@code dir}; a missing or malformed file is a {@link ScenarioException} naming it. */
    public static Baseline read(Path dir) {
        Path manifest = dir.resolve(ManifestWriter.MANIFEST);
        Path summary = dir.resolve(ReportWriter.SUMMARY_CSV);
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(manifest)) {
            p.load(in);
        } catch (IOException e) {
            throw new ScenarioException(manifest.toString(), 0, null, "cannot read the baseline manifest: "
                    + IoMessages.describe(e));
        }
        long seed;
        long battles;
        try {
            seed = Long.parseLong(p.getProperty("seed", ""));
            battles = Long.parseLong(p.getProperty("battles.played", ""));
        } catch (NumberFormatException e) {
            throw new ScenarioException(manifest.toString(), 0, "seed", "the baseline manifest needs numeric seed and "
                    + "battles.played");
        }
        List<Side> sides = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(summary);
                CSVParser csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            for (CSVRecord r : csv) {
                sides.add(new Side(Integer.parseInt(r.get("side")), r.get("name"), Long.parseLong(r.get("battles")),
                        Long.parseLong(r.get("wins")), Long.parseLong(r.get("draws")),
                        Double.parseDouble(r.get("figures_lost_mean")), Double.parseDouble(r.get("figures_lost_sd"))));
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new ScenarioException(summary.toString(), 0, null, "cannot read the baseline summary: "
                    + IoMessages.describe(e));
        }
        if (sides.size() != 2) {
            throw new ScenarioException(summary.toString(), 0, null, "a baseline summary has 2 rows, not "
                    + sides.size());
        }
        return new Baseline(dir, seed, battles, p.getProperty("scenario.sha256", ""), sides);
    }
}
