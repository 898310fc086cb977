package org.muster.cli;

import picocli.CommandLine.Option;

/** How a run talks to the terminal (a Picocli mixin): progress while it plays, and the format of its summary. */
final class TerminalOptions {
    /** Progress display. */
    enum ProgressMode {
        /** A bar on an interactive terminal, plain lines otherwise. */
        auto,
        /** Always the bar (on stderr). */
        bar,
        /** A plain line on stderr every few seconds, for logs. */
        lines,
        /** Nothing. */
        none
    }

    /** Summary format on stdout. */
    enum Format {
        table, csv, json
    }

    @Option(names = "--progress", defaultValue = "auto", paramLabel = "MODE",
            description = "Progress on stderr: auto (a bar on a terminal, else a line every 10 s), bar, lines or none "
                    + "(default: ${DEFAULT-VALUE}).")
    ProgressMode progress = ProgressMode.auto;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "What stdout gets at the end: table, csv (the rows of the command's CSV file: summary.csv, "
                    + "compare.csv, sweep.csv, ...) or json (the same rows) (default: ${DEFAULT-VALUE}). With csv or "
                    + "json, the paths written go to stderr.")
    Format format = Format.table;
}
