package org.muster.cli;

import java.util.Map;

import picocli.CommandLine.Option;

/**
 * The options of every command that plays batches of battles and writes a folder (a Picocli mixin, and the base of
 * {@link BatchOptions}): the base seed, the worker threads, rule overrides, quiet and the HTML report.
 */
class PlayOptions {
    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Base seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: all cores). "
            + "The results do not depend on it.")
    Integer threads;

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter (repeatable).")
    Map<String, String> sets = Map.of();

    @Option(names = {"-q", "--quiet"}, description = "Print nothing but errors.")
    boolean quiet;

    @Option(names = "--report", description = "Also write report.html, a self-contained page with charts.")
    boolean report;
}
