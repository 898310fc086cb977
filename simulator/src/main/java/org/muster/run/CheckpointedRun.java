package org.muster.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.SortedMap;

import org.muster.batch.BatchResult;
import org.muster.batch.ChunkRunner;
import org.muster.batch.ChunkTally;
import org.muster.batch.ProgressListener;
import org.muster.batch.RunPlan;
import org.muster.batch.RunningCounts;
import org.muster.batch.StopRule;
import org.muster.batch.StoppingRunner;
import org.muster.io.BattlesCsvWriter;
import org.muster.io.Checkpoint;
import org.muster.io.ManifestWriter;
import org.muster.io.ReportWriter;
import org.muster.stats.Summary;

/**
 * Plays a whole plan in blocks of chunks, saving a {@link Checkpoint} in {@code OUT/checkpoint/} at least every
 * {@value #SAVE_EVERY_MS} ms, and stops cleanly at a block boundary on Ctrl-C ({@link StopRequest}). An interrupted
 * run writes what it has into {@code OUT/partial/} (summary.csv, units.csv, casualties.csv and a manifest with
 * {@code partial=true}) and nothing at the top of OUT, so nothing there looks complete; {@code --resume OUT}
 * continues it to the same bytes as a run never interrupted.
 */
public final class CheckpointedRun {
    public static final String PARTIAL = "partial";
    public static final long SAVE_EVERY_MS = 1000;

    /** A finished run, or an interrupted one ({@code result} holding the battles played so far). */
    public record Outcome(BatchResult result, boolean interrupted, Instant started) {
    }

    private CheckpointedRun() {
    }

    /**
     * Plays a whole run with checkpoints, its chunks played by {@code backend}; with a {@code precision} (not null)
     * the run stops where {@link StoppingRunner} with {@code rule} would, and that precision is part of the
     * checkpoint's identity.
     */
    public static Outcome run(Backend backend, ScenarioSetup.Loaded l, RunPlan plan, Path dir, boolean battlesCsv,
            boolean resume, Map<String, String> sets, Map<String, String> ais, Map<String, String> vars,
            Double precision, StopRule rule, ProgressListener progress) throws IOException {
        SortedMap<String, String> identity = Checkpoint.identity(l.file(), plan, sets, ais, vars, battlesCsv,
                precision);
        Instant started = Instant.now();
        long t0 = System.nanoTime();
        Checkpoint.delete(dir.resolve(PARTIAL));
        try (StopRequest stop = StopRequest.install();
                Checkpoint cp = resume ? Checkpoint.resume(dir, identity, plan)
                        : Checkpoint.start(dir, identity, battlesCsv, plan);
                ChunkRunner runner = backend.open(plan, "muster run " + l.file().getFileName())) {
            Played played = play(plan, cp, runner, stop, progress, rule);
            ChunkTally total = played.tally();
            boolean interrupted = played.interrupted();
            BatchResult result = new BatchResult(plan, total, total.battles(),
                    Duration.ofNanos(System.nanoTime() - t0));
            if (interrupted) {
                writePartial(l, plan, dir, result, started, backend.runner());
                return new Outcome(result, true, started);
            }
            if (battlesCsv) {
                cp.commitRows(dir.resolve(BattlesCsvWriter.BATTLES_CSV));
            }
            return new Outcome(result, false, started);
        }
    }

    /** What {@link #play} did: the tally of chunks [0, chunks), and whether it stopped early. */
    public record Played(ChunkTally tally, long chunks, boolean interrupted) {
    }

    /**
     * Plays the chunks of {@code plan} not yet in {@code cp}, in blocks of {@code 2 * threads} chunks, saving the
     * checkpoint at least every {@value #SAVE_EVERY_MS} ms and when it ends, finished or stopped at a block boundary
     * by {@code stop}.
     */
    public static Played play(RunPlan plan, Checkpoint cp, ChunkRunner runner, StopRequest stop) throws IOException {
        return play(plan, cp, runner, stop, null);
    }

    /** As {@link #play(RunPlan, Checkpoint, ChunkRunner, StopRequest)}, telling {@code progress} after each block. */
    public static Played play(RunPlan plan, Checkpoint cp, ChunkRunner runner, StopRequest stop,
            ProgressListener progress) throws IOException {
        return play(plan, cp, runner, stop, progress, null);
    }

    /**
     * As {@link #play(RunPlan, Checkpoint, ChunkRunner, StopRequest, ProgressListener)}; with a {@code rule} (not null)
     * it plays blocks of {@code threads} chunks through {@link StoppingRunner#playBlock} and ends at the chunk
     * boundary where {@link StoppingRunner#run} would. A checkpoint already at that boundary plays nothing more: it
     * was saved by a run that stopped there (every earlier boundary it saved was short of the rule).
     */
    public static Played play(RunPlan plan, Checkpoint cp, ChunkRunner runner, StopRequest stop,
            ProgressListener progress, StopRule rule) throws IOException {
        ChunkTally total = cp.tally();
        long k = cp.chunksDone();
        long block = 2L * plan.threads();
        long lastSave = System.nanoTime();
        boolean interrupted = false;
        RunningCounts counts = rule == null ? null : RunningCounts.of(total);
        boolean enough = rule != null && k > 0 && rule.enough(counts);
        try {
            while (k < plan.chunkCount() && !enough) {
                if (stop.requested(k)) {
                    interrupted = true;
                    break;
                }
                if (rule == null) {
                    long to = Math.min(plan.chunkCount(), k + block);
                    total.add(runner.runChunks(k, to, cp.rows(), null));
                    k = to;
                } else {
                    StoppingRunner.Block b = StoppingRunner.playBlock(plan, runner, rule, counts, k, cp.rows());
                    total.add(b.tally());
                    k = b.end();
                    enough = b.stopped();
                }
                if (progress != null) {
                    progress.progress(total.battles(), plan.battles());
                }
                if (System.nanoTime() - lastSave > SAVE_EVERY_MS * 1_000_000L) {
                    cp.save(k, total);
                    lastSave = System.nanoTime();
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        cp.save(k, total);
        return new Played(total, k, interrupted);
    }

    /**
     * Plays one group of a balance command (a sweep point, a matrix pairing, a price value) with its own checkpoint
     * in {@code at/checkpoint/}, resumed when there is one; null if Ctrl-C stopped it.
     *
     * @param backend plays the chunks: this machine's threads, or Spark
     * @param what    names the group in the error of a failed battle and in a cluster's UI, e.g.
     *                {@code "sweep point 3"}
     */
    public static BatchResult playGroup(Backend backend, String what, RunPlan plan, ScenarioSetup.Loaded l,
            SortedMap<String, String> identity, Path at) throws IOException {
        return playGroup(backend, what, plan, l, identity, at, null);
    }

    /** As above, telling {@code progress} (null: nobody) the battles of this group played after each block. */
    public static BatchResult playGroup(Backend backend, String what, RunPlan plan, ScenarioSetup.Loaded l,
            SortedMap<String, String> identity, Path at, ProgressListener progress) throws IOException {
        long t0 = System.nanoTime();
        try (StopRequest stop = StopRequest.install();
                Checkpoint cp = java.nio.file.Files.exists(at.resolve(Checkpoint.DIR))
                        ? Checkpoint.resume(at, identity, plan) : Checkpoint.start(at, identity, false, plan);
                ChunkRunner runner = backend.open(plan, "muster " + what + " " + l.file().getFileName())) {
            Played played = play(plan, cp, runner, stop, progress);
            if (played.interrupted()) {
                return null;
            }
            return new BatchResult(plan, played.tally(), played.tally().battles(),
                    Duration.ofNanos(System.nanoTime() - t0));
        } catch (org.muster.batch.BattleFailedException e) {
            throw Failures.battleFailed(what, l, e);
        }
    }

    /** Tells the user how to continue an interrupted run (after its progress display is closed). */
    public static void interrupted(PrintWriter err, ScenarioSetup.Loaded l, Path dir, BatchResult result) {
        err.printf("%s: interrupted after %d of %d battles; the finished chunks are kept in %s. "
                + "Continue with the same command and --resume %s%n", l.file(), result.battles(),
                result.plan().battles(), dir.resolve(Checkpoint.DIR), dir);
        err.flush();
    }

    /** Tells the user how to continue an interrupted balance command. */
    public static void interrupted(PrintWriter err, String command, Path dir, int done, int groups) {
        err.printf("%s interrupted after %d of %d groups; finished chunks are kept in %s. Continue with the same "
                + "command and --resume %s%n", command, done, groups, dir.resolve(Checkpoint.DIR), dir);
        err.flush();
    }

    private static void writePartial(ScenarioSetup.Loaded l, RunPlan plan, Path dir, BatchResult result,
            Instant started, String runner) throws IOException {
        Path partial = dir.resolve(PARTIAL);
        if (result.battles() > 0) {
            ReportWriter.writeAll(partial, Summary.of(result));
        }
        ManifestWriter.write(partial.resolve(ManifestWriter.MANIFEST), Version.version(), l.file(), plan,
                result.battles(), started, Instant.now(), runner, true);
    }

    /** After the complete outputs are written: the checkpoint is no longer needed. */
    public static void finished(Path dir) throws IOException {
        Checkpoint.delete(dir.resolve(Checkpoint.DIR));
    }
}
