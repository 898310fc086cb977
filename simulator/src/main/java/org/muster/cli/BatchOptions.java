package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;

import org.muster.batch.RunPlan;
import org.muster.io.Checkpoint;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.run.CheckpointedRun;
import org.muster.run.ScenarioSetup;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options every balance command shares (a Picocli mixin): battles, seed, threads, chunk size, overrides, output
 * folder. Checks them and builds plans; the commands add their own options.
 */
final class BatchOptions {
    /**
     * A balance command's default -n, stated in its --help: the mixin's option is shared, so {@link Main} appends
     * each command's own default to the description.
     */
    interface BattlesDefault {
        /** e.g. {@code 2000}, or {@code 2000; with --sequential the most pairs, 100000}. */
        String battlesDefault();
    }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    @Option(names = {"-n", "--battles"}, paramLabel = "N", description = "Battles per variant or point")
    Long battles;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Base seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T", description = "Worker threads (default: all cores). "
            + "The results do not depend on it.")
    Integer threads;

    @Option(names = "--chunk-size", defaultValue = "1000", paramLabel = "C",
            description = "Battles per chunk (default: ${DEFAULT-VALUE}).")
    int chunkSize;

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter (repeatable).")
    Map<String, String> sets = Map.of();

    @Option(names = "--ai", paramLabel = "SIDE=AI[:PRESET]", description = "Choose a side's player (repeatable). The "
            + "scenario's weights stay only with its own AI and preset.")
    Map<String, String> ais = Map.of();

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: reports/<name>-<time>).")
    Path out;

    @Option(names = {"-q", "--quiet"}, description = "Print nothing but errors.")
    boolean quiet;

    @Option(names = "--report", description = "Also write report.html, a self-contained page with charts.")
    boolean report;

    @Option(names = "--force", description = "Replace what --out holds (a finished or interrupted earlier command), "
            + "whole; without it a folder that holds anything is refused.")
    boolean force;

    /** The output folder this command holds, if any. */
    private org.muster.io.OutputFolder folder;

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

    int threads() {
        int t = threads != null ? threads
                : backend != null ? backend.threads(null) : Runtime.getRuntime().availableProcessors();
        if (t < 1 || t > 1024) {
            throw new ScenarioException("command line", 0, "--threads", "value " + t + " must be in [1, 1024]");
        }
        if (chunkSize < 1 || chunkSize > RunPlan.MAX_CHUNK_SIZE) {
            throw new ScenarioException("command line", 0, "--chunk-size", "value " + chunkSize + " must be in [1, "
                    + RunPlan.MAX_CHUNK_SIZE + "]");
        }
        return t;
    }

    RunPlan plan(ScenarioSetup.Loaded l, long n, long planSeed) {
        return new RunPlan(l.ruleset(), l.template(), planSeed, n, threads(), chunkSize);
    }

    /**
     * The output folder, locked until {@link #release()}: --out (refused if it holds anything, unless --force, or
     * {@code resume}), or a new reports/&lt;name&gt;-&lt;time&gt; folder.
     */
    Path outputDir(String name, boolean resume, picocli.CommandLine.Model.CommandSpec spec) {
        if (force && resume) {
            throw new ScenarioException("command line", 0, "--force", "replaces the folder and --resume continues it; "
                    + "give one of them");
        }
        String command = "muster " + String.join(" ", spec.commandLine().getParseResult().originalArgs());
        folder = out != null ? org.muster.io.OutputFolder.claim(out, force, resume, command)
                : org.muster.io.OutputFolder.createNew(Paths.get("reports").resolve(name + "-"
                        + STAMP.format(Instant.now())), command);
        return folder.dir();
    }

    /** Unlocks the output folder, if one was taken. */
    void release() {
        if (folder != null) {
            folder.close();
            folder = null;
        }
    }

    /** Writes the balance command's manifest.properties into {@code dir}. */
    void writeManifest(Path dir, picocli.CommandLine.Model.CommandSpec spec, java.util.List<Path> files, long n,
            Instant started) throws java.io.IOException {
        java.util.List<String> args = spec.commandLine().getParseResult().originalArgs();
        org.muster.io.BalanceWriter.writeManifest(dir, org.muster.run.Version.version(), args, files, seed, n,
                threads(), chunkSize, started, Instant.now());
    }

    /** With {@code --report}, writes report.html into {@code dir} and, unless quiet, prints its path. */
    void report(Path dir, picocli.CommandLine.Model.CommandSpec spec) throws java.io.IOException {
        if (report) {
            Path page = org.muster.report.HtmlReport.writeOrWarn(dir, spec.commandLine().getErr());
            if (page != null && !quiet) {
                spec.commandLine().getOut().println("  report " + page);
            }
        }
    }

    /**
     * The output folder of a balance command: with {@code --resume DIR}, DIR (which must hold a checkpoint), its old
     * {@code partial/} removed; otherwise this command's folder with any old checkpoint removed.
     */
    Path balanceDir(Path resume, String name, CommandSpec spec) throws IOException {
        if (resume != null) {
            if (out != null && !out.equals(resume)) {
                throw new ScenarioException("command line", 0, "--resume", "resumes into its own folder (no other "
                        + "--out)");
            }
            if (!Files.isDirectory(resume.resolve(Checkpoint.DIR))) {
                throw new ScenarioException(resume.toString(), 0, "--resume", "no checkpoint in this folder (expected "
                        + resume.resolve(Checkpoint.DIR) + "); a command that completed leaves none");
            }
            out = resume;
        }
        Path dir = outputDir(name, resume != null, spec);
        Checkpoint.delete(dir.resolve(CheckpointedRun.PARTIAL));
        return dir;
    }

    /** Tells the user how to continue an interrupted balance command; returns its exit code. */
    static int interrupted(PrintWriter err, String command, Path dir, int done, int groups) {
        CheckpointedRun.interrupted(err, command, dir, done, groups);
        return ExitCodes.INTERRUPTED;
    }

    /** {@code base} with {@code more} layered on top. */
    static Map<String, String> merged(Map<String, String> base, Map<String, String> more) {
        Map<String, String> m = new java.util.LinkedHashMap<>(base);
        m.putAll(more);
        return m;
    }
}
