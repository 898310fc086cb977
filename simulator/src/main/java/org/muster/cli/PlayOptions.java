package org.muster.cli;

import picocli.CommandLine.Option;

/**
 * The options of every command that plays batches of battles and writes a folder (a Picocli mixin, and the base of
 * {@link BatchOptions}): those of {@link CommonOptions} (seed, threads, overrides, quiet) and the HTML report.
 */
class PlayOptions extends CommonOptions {
    @Option(names = "--report", description = "Also write report.html, a self-contained page with charts.")
    boolean report;
}
