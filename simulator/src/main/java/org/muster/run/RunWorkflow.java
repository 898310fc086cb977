package org.muster.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.batch.BatchResult;
import org.muster.batch.BattleFailedException;
import org.muster.batch.HeatChunks;
import org.muster.batch.ProgressListener;
import org.muster.batch.RunPlan;
import org.muster.batch.StopRule;
import org.muster.io.HeatmapWriter;
import org.muster.io.IoMessages;
import org.muster.io.ManifestWriter;
import org.muster.io.OutputFolder;
import org.muster.io.ReportWriter;
import org.muster.model.ScenarioException;
import org.muster.report.HtmlReport;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;
import org.muster.view.HeatRuleset;
import org.muster.view.MapFiles;

/**
 * What {@code muster run} does once its options are read: for each loaded scenario, take its output folder, play the
 * plan with checkpoints ({@link CheckpointedRun}: Ctrl-C stops at a chunk boundary, {@code --resume} continues), then
 * write summary.csv, units.csv, casualties.csv, map.svg and heatmap.csv (the last two unless asked not to), the
 * manifest last (a folder with a manifest holds a complete run), and report.html on request. The caller shows
 * progress and the summary through a {@link Display}, so this class prints only the messages that belong to the
 * workflow (an interrupted run's resume line, a report that could not be written) and knows no command-line library.
 */
public final class RunWorkflow {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /**
     * What a run was asked for (checked by the caller).
     *
     * @param threads    {@code --threads}, or null for the backend's parallelism
     * @param precision  {@code --precision}, or null to play all {@code battles}
     * @param resume     continue the interrupted run in the output folder
     * @param heatmap    tally heatmap.csv (local runs only)
     * @param map        write map.svg
     * @param report     also write report.html
     */
    public record Settings(long seed, long battles, Integer threads, int chunkSize, boolean battlesCsv,
            Double precision, Map<String, String> sets, Map<String, String> ais, Map<String, String> vars,
            boolean resume, boolean heatmap, boolean map, boolean report) {
    }

    /** One scenario's finished run, for the caller to show. {@code page} is report.html, or null. */
    public record Finished(ScenarioSetup.Loaded loaded, Summary summary, BatchResult result, Path dir, Path page) {
    }

    /** A progress display, closed before a run's outputs are written or its resume line printed. */
    public interface Progress extends ProgressListener, AutoCloseable {
        @Override
        void close();
    }

    /** How the caller shows a run. */
    public interface Display {
        /** The progress display for one scenario's run of at most {@code total} battles. */
        Progress open(String task, long total);

        /** A scenario's run is complete and written. */
        void finished(Finished run) throws IOException;
    }

    private RunWorkflow() {
    }

    /**
     * Plays each of {@code loaded} in turn on {@code backend}: into {@code out} (a folder claimed for the whole
     * command, {@code out/<stem>} for each of several scenarios), or a new {@code reports/<stem>-<time>} folder each.
     * Returns false if Ctrl-C (or SIGTERM) stopped a run: its checkpoint and partial summary are written, the resume
     * line printed on {@code err}, and the scenarios after it are not played.
     *
     * @param command the command line, written into the folder's lock
     * @param force   replace what {@code out} holds
     */
    public static boolean runAll(List<ScenarioSetup.Loaded> loaded, Settings settings, Backend backend, Path out,
            boolean force, String command, Display display, PrintWriter err) throws IOException {
        Instant stamp = Instant.now();
        List<OutputFolder> held = new ArrayList<>();
        try {
            if (out != null) {
                held.add(OutputFolder.claim(out, force, settings.resume(), command));
            }
            int threads = backend.threads(settings.threads());
            for (ScenarioSetup.Loaded l : loaded) {
                Path dir;
                if (out == null) {
                    OutputFolder f = OutputFolder.createNew(Paths.get("reports").resolve(stem(l.file()) + "-"
                            + STAMP.format(stamp)), command);
                    held.add(f);
                    dir = f.dir();
                } else {
                    dir = loaded.size() > 1 ? out.resolve(stem(l.file())) : out;
                    createFolder(dir);
                }
                if (!runOne(backend, l, settings, threads, dir, display, err)) {
                    return false;
                }
            }
        } finally {
            held.forEach(OutputFolder::close);
        }
        return true;
    }

    /** A scenario file's name without its extension: the name of its output folder. */
    public static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** Every side's 95% Wilson interval has a half-width of at most {@code h}. */
    public static StopRule precisionRule(double h) {
        return c -> WinRate.of(c.wins(0), c.battles()).halfWidth() <= h
                && WinRate.of(c.wins(1), c.battles()).halfWidth() <= h;
    }

    private static void createFolder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new ScenarioException(dir.toString(), 0, "--out", "cannot create the output folder: "
                    + IoMessages.describe(e));
        }
    }

    /** Plays one scenario; false if Ctrl-C interrupted it (its checkpoint and partial summary are written). */
    private static boolean runOne(Backend backend, ScenarioSetup.Loaded l, Settings s, int threads, Path dir,
            Display display, PrintWriter err) throws IOException {
        RunPlan plan = new RunPlan(l.ruleset(), l.template(), s.seed(), s.battles(), threads, s.chunkSize());
        // Heat maps are tallied by the local workers' engines, chunk by chunk (not on Spark's executors).
        HeatChunks heat = !s.heatmap() || !ManifestWriter.LOCAL.equals(backend.runner()) ? null
                : HeatRuleset.chunksFor(l.template());
        if (heat != null) {
            plan = HeatRuleset.wrap(plan, heat);
        }
        // Checkpointed: Ctrl-C stops at a chunk boundary, --resume continues; --precision stops where StoppingRunner
        // would, at the first chunk boundary where the rule holds, whatever the thread count.
        CheckpointedRun.Outcome o;
        try (Progress progress = display.open(stem(l.file()), plan.battles())) {
            o = CheckpointedRun.run(backend, l, plan, dir, s.battlesCsv(), s.resume(), s.sets(), s.ais(), s.vars(),
                    s.precision(), s.precision() == null ? null : precisionRule(s.precision()), progress);
        } catch (BattleFailedException e) {
            // Exit code 3 with the trace; the message names the scenario, seed and battle to replay.
            throw Failures.battleFailed("run", l, e);
        }
        if (o.interrupted()) {
            CheckpointedRun.interrupted(err, l, dir, o.result());
            return false;
        }
        BatchResult result = o.result();
        Instant ended = Instant.now();
        Summary summary = Summary.of(result);
        ReportWriter.writeAll(dir, summary);
        if (s.map()) {
            MapFiles.writeRunMap(dir, l.template());
        }
        if (heat != null) {
            long chunks = HeatRuleset.chunksOf(plan, result.battles());
            HeatRuleset.fill(plan, heat, chunks);
            if (heat.available()) {
                HeatmapWriter.write(dir, heat.merged(chunks));
            }
        }
        // The manifest goes last: a folder with a manifest holds a complete run.
        ManifestWriter.write(dir.resolve(ManifestWriter.MANIFEST), Version.version(), l.file(), plan,
                result.battles(), o.started(), ended, backend.runner(), false);
        CheckpointedRun.finished(dir);
        Path page = s.report() ? HtmlReport.writeOrWarn(dir, err) : null;
        display.finished(new Finished(l, summary, result, dir, page));
        return true;
    }
}
