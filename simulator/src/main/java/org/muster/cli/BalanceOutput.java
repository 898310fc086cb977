package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code --format} of the balance commands: {@code table} (each command's own printout), {@code csv} (the rows of
 * its CSV file, e.g. compare.csv, on stdout) or {@code json} (the same rows as a JSON array of objects, numbers as
 * numbers), so a script reads stdout without opening the output folder. With csv or json the folder written goes to
 * stderr.
 */
final class BalanceOutput {
    private BalanceOutput() {
    }

    /** A command's own printout of its results (the {@code table} format). */
    interface Table {
        void print(PrintWriter out);
    }

    /**
     * The end of a balance command that wrote {@code csv} into {@code dir}: its rows as {@code --format} asks
     * ({@link #emit}), or with {@code table} the command's own {@code table} unless {@code --quiet}; then with
     * {@code --report} the report page. Returns {@link ExitCodes#OK}.
     */
    static int finish(TerminalOptions terminal, BatchOptions options, CommandSpec spec, Path dir, String csv,
            Table table) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (!emit(terminal.format, options.quiet, dir.resolve(csv), out, spec.commandLine().getErr())
                && !options.quiet) {
            table.print(out);
        }
        options.report(dir, spec);
        return ExitCodes.OK;
    }

    /**
     * Prints {@code csv} in the format asked for and returns true, or returns false for {@code table} (the command
     * prints its own table). Nothing with {@code --quiet}.
     */
    static boolean emit(TerminalOptions.Format format, boolean quiet, Path csv, PrintWriter out, PrintWriter err)
            throws IOException {
        if (format == TerminalOptions.Format.table) {
            return false;
        }
        if (quiet) {
            return true;
        }
        text(format, Files.readString(csv, StandardCharsets.UTF_8), out);
        err.println("wrote " + csv.getParent());
        return true;
    }

    /** Prints CSV text (header and rows) as csv or json. */
    static void text(TerminalOptions.Format format, String text, PrintWriter out) throws IOException {
        if (format == TerminalOptions.Format.csv) {
            out.print(text);
        } else {
            try (Reader r = new java.io.StringReader(text);
                    CSVParser p = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(r)) {
                out.print(json(p.getHeaderNames(), p.getRecords()));
            }
        }
        out.flush();
    }

    /** Rows as a JSON array of objects: a cell that reads as a finite number is written as one. */
    static String json(List<String> header, List<CSVRecord> rows) throws IOException {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (CSVRecord r : rows) {
            ObjectNode o = a.addObject();
            for (int i = 0; i < header.size(); i++) {
                String v = i < r.size() ? r.get(i) : "";
                o.set(header.get(i), cell(v));
            }
        }
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(a) + "\n";
    }

    private static com.fasterxml.jackson.databind.JsonNode cell(String v) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (v.isEmpty()) {
            return f.nullNode();
        }
        if (v.equals("true") || v.equals("false")) {
            return f.booleanNode(Boolean.parseBoolean(v));
        }
        if (v.matches("[-+]?[0-9]+")) {
            try {
                return f.numberNode(Long.parseLong(v));
            } catch (NumberFormatException e) {
                return f.textNode(v);
            }
        }
        if (v.matches("[-+]?[0-9]*\\.?[0-9]+([eE][-+]?[0-9]+)?")) {
            return f.numberNode(new java.math.BigDecimal(v));
        }
        return f.textNode(v);
    }
}
