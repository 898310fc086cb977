package org.muster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.muster.balance.BalanceJob;
import org.muster.batch.RunPlan;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.run.ScenarioSetup;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options every balance command shares (a Picocli mixin): battles, chunk size, players, output folder, and those
 * of {@link PlayOptions} (seed, threads, overrides, quiet, report). Checks them and builds plans; the commands add
 * their own options.
 */
final class BatchOptions extends PlayOptions {
    /**
     * A balance command's default -n, stated in its --help: the mixin's option is shared, so {@link Main} appends
     * each command's own default to the description.
     */
    interface BattlesDefault {
        /** e.g. {@code 2000}, or {@code 2000; with --sequential the most pairs, 100000}. */
        String battlesDefault();

        /**
         * The default --chunk-size, per group of battles: battles / 64 between 25 and 1000 where the results do not
         * depend on the chunking, 1000 where a chunk is a stopping rule's look or a bootstrap's unit.
         */
        default String chunkDefault() {
            return SPREAD_DEFAULT;
        }
    }

    /** {@link BattlesDefault#chunkDefault()} of a command whose results never depend on the chunking. */
    static final String SPREAD_DEFAULT = "N/64 between 25 and 1000, so that every thread has work; results do not "
            + "depend on it";

    @Option(names = {"-n", "--battles"}, paramLabel = "N", description = "Battles per variant or point")
    Long battles;

    /** The text {@link Main} appends each command's default to, as it does {@code -n}'s. */
    @Option(names = "--chunk-size", paramLabel = "C", description = "Battles per chunk, the unit of work")
    Integer chunkSize;

    @Option(names = "--ai", paramLabel = "SIDE=AI[:PRESET]", description = "Choose a side's player (repeatable). The "
            + "scenario's weights stay only with its own AI and preset.")
    Map<String, String> ais = Map.of();

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: reports/<name>-<time>).")
    Path out;

    @Option(names = "--force", description = "Replace what --out holds (a finished or interrupted earlier command), "
            + "whole; without it a folder that holds anything is refused.")
    boolean force;

    /** The workflow's side of this command (plans, output folder, manifest, report), made on first use. */
    private BalanceJob job;

    /** Where the command plays (set by the command; null: this machine), which decides the default threads. */
    Backend backend;

    /** Battles, or the command's default; checked. */
    long battles(long otherwise) {
        long n = battles == null ? otherwise : battles;
        if (n < 2 || n > RunPlan.MAX_BATTLES) {
            throw new ScenarioException("command line", 0, "-n", "value " + n + " must be in [2, " + RunPlan.MAX_BATTLES
                    + "]");
        }
        return n;
    }

    /**
     * The balance workflow's job for these options, on {@link #backend}, made once per command and closed by
     * {@link #release()}.
     */
    BalanceJob job(CommandSpec spec) {
        if (job == null) {
            job = new BalanceJob(new BalanceJob.Settings(seed, threads, chunkSize, out, force, report,
                    spec.commandLine().getParseResult().originalArgs()), backend, spec.commandLine().getErr());
        }
        return job;
    }

    int threads(CommandSpec spec) {
        return job(spec).threads();
    }

    /** @param chunksMatter whether a chunk is where a stopping rule looks ({@link BalanceJob#chunkSize}) */
    RunPlan plan(CommandSpec spec, ScenarioSetup.Loaded l, long n, long planSeed, boolean chunksMatter) {
        return job(spec).plan(l, n, planSeed, chunksMatter);
    }

    /** Unlocks the output folder, if one was taken. */
    void release() {
        if (job != null) {
            job.close();
            job = null;
        }
    }

    /** With {@code --report}, writes report.html into {@code dir} and, unless quiet, prints its path. */
    void report(Path dir, CommandSpec spec) throws IOException {
        Path page = job(spec).report(dir);
        if (page != null && !quiet) {
            spec.commandLine().getOut().println("  report " + page);
        }
    }

    /**
     * The output folder of a balance command that checkpoints: with {@code --resume DIR}, DIR (which must hold a
     * checkpoint), its old {@code partial/} removed; otherwise this command's folder with any old checkpoint removed.
     */
    Path balanceDir(Path resume, String name, CommandSpec spec) throws IOException {
        return job(spec).checkpointedDir(resume, name);
    }
}
