package org.muster.balance;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.batch.ProgressListener;
import org.muster.batch.RunPlan;
import org.muster.io.BalanceWriter;
import org.muster.io.Checkpoint;
import org.muster.io.OutputFolder;
import org.muster.model.ScenarioException;
import org.muster.report.HtmlReport;
import org.muster.run.Backend;
import org.muster.run.CheckpointedRun;
import org.muster.run.RunWorkflow;
import org.muster.run.ScenarioSetup;
import org.muster.run.Version;

/**
 * What every balance command (compare, sweep, price, matrix, points, check) does alike once its options are read:
 * build the plans of its groups on one seed schedule, claim its output folder (or continue an interrupted one), write
 * its manifest and its report. One job per command; {@link #close()} unlocks the folder.
 */
public final class BalanceJob implements AutoCloseable {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /**
     * The shared options, as given (checked here where a plan needs them).
     *
     * @param threads   {@code --threads}, or null for the backend's parallelism
     * @param chunkSize {@code --chunk-size}, or null for {@link RunPlan#defaultChunkSize} of each group's battles
     * @param out       {@code --out}, or null for a new reports/&lt;name&gt;-&lt;time&gt; folder
     * @param force     replace what {@code out} holds
     * @param report    also write report.html
     * @param args      the command's arguments, written into the folder's lock and the manifest
     */
    public record Settings(long seed, Integer threads, Integer chunkSize, Path out, boolean force, boolean report,
            List<String> args) {
    }

    /** How the caller shows progress: one display per command, over all its groups. */
    @FunctionalInterface
    public interface Display {
        /** The progress display of a command that plays {@code total} battles in all. */
        RunWorkflow.Progress open(String task, long total);
    }

    private final Settings settings;
    private final Backend backend;
    private final PrintWriter err;
    private Path out;
    private OutputFolder folder;

    /**
     * @param backend where the groups play, or null for this machine's threads
     * @param err     where the workflow's own messages go (an interrupted command's resume line, a report warning)
     */
    public BalanceJob(Settings settings, Backend backend, PrintWriter err) {
        this.settings = settings;
        this.backend = backend;
        this.err = err;
        this.out = settings.out();
    }

    /** The base seed. */
    public long seed() {
        return settings.seed();
    }

    /**
     * Battles per chunk of a group of {@code battles} (--chunk-size, checked by {@link #threads()}), else
     * {@link RunPlan#defaultChunkSize}: 1000 where {@code chunksMatter} (a chunk is where a stopping rule looks or
     * what a bootstrap resamples), else battles / 64 between 25 and 1000, so that every worker has work.
     */
    public int chunkSize(long battles, boolean chunksMatter) {
        Integer c = settings.chunkSize();
        return c != null ? c : RunPlan.defaultChunkSize(battles, chunksMatter);
    }

    /** Where the groups play (null: this machine's threads). */
    public Backend backend() {
        return backend;
    }

    /** The worker threads (--threads, else the backend's parallelism), checked with the chunk size. */
    public int threads() {
        Integer given = settings.threads();
        int t = given != null ? given
                : backend != null ? backend.threads(null) : Runtime.getRuntime().availableProcessors();
        RunPlan.checkThreads(t);
        Integer c = settings.chunkSize();
        if (c != null && (c < 1 || c > RunPlan.MAX_CHUNK_SIZE)) {
            throw new ScenarioException("command line", 0, "--chunk-size", "value " + c + " must be in [1, "
                    + RunPlan.MAX_CHUNK_SIZE + "]");
        }
        return t;
    }

    /** The plan of {@code n} battles of {@code l} from {@code planSeed}, whose results do not depend on its chunks. */
    public RunPlan plan(ScenarioSetup.Loaded l, long n, long planSeed) {
        return plan(l, n, planSeed, false);
    }

    /**
     * The plan of {@code n} battles of {@code l} from {@code planSeed}, in chunks of {@link #chunkSize(long, boolean)}.
     *
     * @param chunksMatter whether a chunk is where a stopping rule looks (compare --sequential, check)
     */
    public RunPlan plan(ScenarioSetup.Loaded l, long n, long planSeed, boolean chunksMatter) {
        return new RunPlan(l.ruleset(), l.template(), planSeed, n, threads(), chunkSize(n, chunksMatter));
    }

    /**
     * The output folder, locked until {@link #close()}: --out (refused if it holds anything, unless --force, or
     * {@code resume}), or a new reports/&lt;name&gt;-&lt;time&gt; folder.
     */
    public Path outputDir(String name, boolean resume) {
        if (settings.force() && resume) {
            throw new ScenarioException("command line", 0, "--force", "replaces the folder and --resume continues it; "
                    + "give one of them");
        }
        String command = "muster " + String.join(" ", settings.args());
        folder = out != null ? OutputFolder.claim(out, settings.force(), resume, command)
                : OutputFolder.createNew(Paths.get("reports").resolve(name + "-" + STAMP.format(Instant.now())),
                        command);
        return folder.dir();
    }

    /**
     * The output folder of a command that checkpoints its groups: with {@code resume} (--resume DIR), DIR (which
     * must hold a checkpoint), its old {@code partial/} removed; otherwise this command's folder with any old
     * checkpoint removed.
     */
    public Path checkpointedDir(Path resume, String name) throws IOException {
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
        Path dir = outputDir(name, resume != null);
        Checkpoint.delete(dir.resolve(CheckpointedRun.PARTIAL));
        return dir;
    }

    /**
     * Writes the command's manifest.properties into {@code dir}: the last file of a complete command.
     *
     * @param n         battles per group, as played
     * @param chunkSize battles per chunk of its groups' plans
     */
    public void writeManifest(Path dir, List<Path> files, long n, int chunkSize, Instant started) throws IOException {
        writeManifest(dir, files, n, chunkSize, started, Map.of());
    }

    private void writeManifest(Path dir, List<Path> files, long n, int chunkSize, Instant started,
            Map<String, String> extra) throws IOException {
        BalanceWriter.writeManifest(dir, Version.version(), settings.args(), files, settings.seed(), n, threads(),
                chunkSize, started, Instant.now(), extra);
    }

    /** Ends a complete checkpointed command of groups of {@code n} battles: its manifest, then its checkpoint gone. */
    void finish(Path dir, List<Path> files, long n, Instant started) throws IOException {
        finish(dir, files, n, started, Map.of());
    }

    /** As {@link #finish(Path, List, long, Instant)}, with further manifest keys of the command's own. */
    void finish(Path dir, List<Path> files, long n, Instant started, Map<String, String> extra) throws IOException {
        writeManifest(dir, files, n, chunkSize(n, false), started, extra);
        Checkpoint.delete(dir.resolve(Checkpoint.DIR));
    }

    /** Tells the user how to continue an interrupted command ({@code done} of {@code groups} groups played). */
    void interrupted(String command, Path dir, int done, int groups) {
        CheckpointedRun.interrupted(err, command, dir, done, groups);
    }

    /** With --report, writes report.html into {@code dir} and returns it (null without, or if it failed: warned). */
    public Path report(Path dir) throws IOException {
        return settings.report() ? HtmlReport.writeOrWarn(dir, err) : null;
    }

    /** A listener for one group of a command whose battles before it number {@code before} of {@code all}. */
    static ProgressListener group(ProgressListener shown, long before, long all) {
        return (done, total) -> shown.progress(before + done, all);
    }

    /** Unlocks the output folder, if one was taken. */
    @Override
    public void close() {
        if (folder != null) {
            folder.close();
            folder = null;
        }
    }
}
