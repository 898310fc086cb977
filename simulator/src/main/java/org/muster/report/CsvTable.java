package org.muster.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.muster.model.ScenarioException;

/**
 * One CSV file written by muster, read back by column name: the report is built from the files on disk, not from
 * the in-memory results, so that it can be made for any finished run folder. Immutable.
 */
final class CsvTable {
    private final Path file;
    private final List<String> header;
    private final List<Map<String, String>> rows;

    private CsvTable(Path file, List<String> header, List<Map<String, String>> rows) {
        this.file = file;
        this.header = header;
        this.rows = rows;
    }

    /** Reads {@code file}, whose first line names the columns. */
    static CsvTable read(Path file) throws IOException {
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = CSVParser.parse(in, format)) {
            List<Map<String, String>> rows = new ArrayList<>();
            for (CSVRecord r : parser) {
                rows.add(r.toMap());
            }
            return new CsvTable(file, List.copyOf(parser.getHeaderNames()), Collections.unmodifiableList(rows));
        } catch (NoSuchFileException e) {
            throw new ScenarioException(file.toString(), 0, null, "missing: the folder does not hold a complete "
                    + "muster result");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new ScenarioException(file.toString(), 0, null, "not UTF-8 text: not a muster CSV file");
        } catch (IllegalArgumentException | IllegalStateException | java.io.UncheckedIOException e) {
            throw new ScenarioException(file.toString(), 0, null, "cannot be read as CSV (damaged, or not a muster "
                    + "CSV file)");
        }
    }

    List<String> header() {
        return header;
    }

    int size() {
        return rows.size();
    }

    /** The text in row {@code row}, column {@code column}; bad input (exit code 2) when the column is missing. */
    String text(int row, String column) {
        if (row < 0 || row >= rows.size()) {
            throw new ScenarioException(file.toString(), 0, column, "has " + rows.size() + " rows, and row " + (row + 1)
                    + " is needed: damaged, or not a muster CSV file");
        }
        String v = rows.get(row).get(column);
        if (v == null) {
            throw new ScenarioException(file.toString(), row + 2, column, "column missing: not a muster CSV file?");
        }
        return v;
    }

    /** The number in a cell; NaN when the cell is empty. */
    double number(int row, String column) {
        String v = text(row, column);
        if (v.isEmpty()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new ScenarioException(file.toString(), row + 2, column, "not a number: " + v);
        }
    }

    /** An integer cell; -1 when the cell is empty. */
    long integer(int row, String column) {
        double x = number(row, column);
        return Double.isNaN(x) ? -1 : Math.round(x);
    }
}
