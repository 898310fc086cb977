package org.muster.cli;

import java.util.Map;

import org.muster.batch.RunPlan;

import picocli.CommandLine.Option;

/**
 * The options of every command that plays battles (a Picocli mixin, and the base of {@link PlayOptions}): the base
 * seed, the worker threads, rule overrides and quiet. {@code tune} takes these alone, as it writes no folder and so no
 * report.
 */
class CommonOptions {
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

    /** The worker threads on this machine: {@code --threads}, or every core; checked ({@link RunPlan#checkThreads}). */
    int localThreads() {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        RunPlan.checkThreads(t);
        return t;
    }
}
