package org.muster.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.muster.model.ScenarioException;

/**
 * The output folder of one command, held for as long as the command writes into it, so that a folder never mixes two
 * runs:
 * <ul>
 * <li>a default folder ({@code reports/<name>-<time>}) is created with {@link Files#createDirectory}, which fails if
 * the folder exists, retrying with a suffix {@code -2}, {@code -3}, ... so two commands started in the same second get
 * two folders;</li>
 * <li>the folder is locked ({@link FileChannel#tryLock} on {@value #LOCK}, which holds the holder's process id and
 * command line) until {@link #close()}; a folder locked by another command is refused, naming it;</li>
 * <li>an {@code --out} folder that holds anything is refused unless {@code force}, which first deletes everything in
 * it, and only when everything in it is muster output (so a mistyped {@code --out .} deletes nothing); with
 * {@code resume} its content is the interrupted run's and is kept.</li>
 * </ul>
 * Not thread-safe; one per command.
 */
public final class OutputFolder implements AutoCloseable {
    /** The lock file inside a folder being written. */
    public static final String LOCK = ".muster.lock";
    static final int MAX_SUFFIX = 1000;

    /** Names muster writes into an output folder (files or folders), besides hidden temporary files. */
    // "map.svg" is org.muster.view.MapFiles.MAP_SVG, which io may not import.
    private static final Set<String> OUTPUTS = Set.of(ReportWriter.SUMMARY_CSV, ReportWriter.UNITS_CSV,
            ReportWriter.CASUALTIES_CSV, BattlesCsvWriter.BATTLES_CSV, "report.html", ManifestWriter.MANIFEST,
            Checkpoint.DIR, "partial", BalanceWriter.COMPARE_CSV, BalanceWriter.SEQUENTIAL_CSV, BalanceWriter.SWEEP_CSV,
            BalanceWriter.PRICE_CSV, BalanceWriter.PRICE_FIT_CSV, BalanceWriter.MATRIX_CSV, BalanceWriter.LADDER_CSV,
            HeatmapWriter.HEATMAP_CSV, "map.svg", PointsWriter.POINTS_CSV, PointsWriter.POINTS_FIT_CSV,
            PointsWriter.POINTS_MIXES_CSV, PointsWriter.POINTS_BALANCED_CSV);
    private static final Pattern POINT = Pattern.compile("point-\\d+");
    private static final Pattern TEMP = Pattern.compile("\\..+\\.tmp");

    private final Path dir;
    private final FileChannel channel;
    private final FileLock lock;

    private OutputFolder(Path dir, FileChannel channel, FileLock lock) {
        this.dir = dir;
        this.channel = channel;
        this.lock = lock;
    }

    /** The folder. */
    public Path dir() {
        return dir;
    }

    /**
     * A new folder {@code base} (or {@code base-2}, {@code base-3}, ... if that exists), created atomically and locked.
     *
     * @param command the command line, recorded in the lock for whoever finds the folder in use
     */
    public static OutputFolder createNew(Path base, String command) {
        try {
            if (base.getParent() != null) {
                Files.createDirectories(base.getParent());
            }
        } catch (IOException e) {
            throw cannotCreate(base.getParent(), e);
        }
        for (int k = 1; k <= MAX_SUFFIX; k++) {
            Path dir = k == 1 ? base : Paths.get(base + "-" + k);
            try {
                Files.createDirectory(dir);
            } catch (FileAlreadyExistsException e) {
                continue;
            } catch (IOException e) {
                throw cannotCreate(dir, e);
            }
            return lock(dir, command);
        }
        throw new ScenarioException(base.toString(), 0, "--out", "folders " + base + " to " + base + "-" + MAX_SUFFIX
                + " all exist; give --out");
    }

    /**
     * The folder {@code dir} given with {@code --out} (created if absent), locked.
     *
     * @param force  delete what is in it first (only muster output is deleted: anything else is refused)
     * @param resume it holds an interrupted run, to be continued: keep what is in it
     */
    public static OutputFolder claim(Path dir, boolean force, boolean resume, String command) {
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(dir)) {
            throw new ScenarioException(dir.toString(), 0, "--out", "is a file, not a folder; give a folder");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotCreate(dir, e);
        }
        OutputFolder folder = lock(dir, command);
        try {
            if (!resume) {
                List<Path> inside = contents(dir);
                if (!inside.isEmpty() && !force) {
                    String what = Files.isDirectory(dir.resolve(Checkpoint.DIR))
                            ? "holds an interrupted run (continue it with --resume " + dir + ")"
                            : Files.exists(dir.resolve(ManifestWriter.MANIFEST)) ? "holds a finished run"
                            : "is not empty (" + inside.get(0).getFileName() + ")";
                    throw new ScenarioException(dir.toString(), 0, "--out", what + "; give --force to replace it "
                            + "whole, or another folder");
                }
                for (Path p : inside) {
                    if (!isOutput(p)) {
                        throw new ScenarioException(dir.toString(), 0, "--force", "the folder holds " + p.getFileName()
                                + ", which muster did not write; --force replaces only muster output folders, so "
                                + "give another folder");
                    }
                }
                for (Path p : inside) {
                    Checkpoint.delete(p);
                }
            }
            return folder;
        } catch (IOException e) {
            folder.close();
            throw new ScenarioException(dir.toString(), 0, "--force", "cannot empty the folder: "
                    + IoMessages.describe(e));
        } catch (RuntimeException e) {
            folder.close();
            throw e;
        }
    }

    /** Everything in {@code dir} but the lock. */
    private static List<Path> contents(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.filter(p -> !p.getFileName().toString().equals(LOCK)).sorted().toList();
        }
    }

    /** Written by muster: a known output, a point folder, a temporary file, or a folder of another run's outputs. */
    private static boolean isOutput(Path p) throws IOException {
        String name = p.getFileName().toString();
        if (Files.isSymbolicLink(p)) {
            return false;
        }
        if (OUTPUTS.contains(name) || POINT.matcher(name).matches() || TEMP.matcher(name).matches()) {
            return true;
        }
        if (!Files.isDirectory(p)) {
            return false;
        }
        // a scenario's folder of a run of several scenarios
        List<Path> inside = contents(p);
        for (Path q : inside) {
            if (!isOutput(q)) {
                return false;
            }
        }
        return true;
    }

    private static OutputFolder lock(Path dir, String command) {
        Path file = dir.resolve(LOCK);
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new ScenarioException(dir.toString(), 0, "--out", "cannot write into the output folder: "
                    + IoMessages.describe(e));
        }
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new ScenarioException(dir.toString(), 0, "--out", "cannot lock the output folder: "
                    + IoMessages.describe(e));
        }
        if (lock == null) {
            String holder;
            try {
                holder = Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (IOException e) {
                holder = "";
            }
            closeQuietly(channel);
            throw new ScenarioException(dir.toString(), 0, "--out", "is in use by another muster command"
                    + (holder.isEmpty() ? "" : " (" + holder + ")") + "; wait for it to end, or give another folder");
        }
        try {
            channel.truncate(0);
            String holder = "pid " + ProcessHandle.current().pid() + " since " + Instant.now() + ": " + command;
            channel.write(ByteBuffer.wrap(holder.replace('\n', ' ').getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new ScenarioException(dir.toString(), 0, "--out", "cannot write into the output folder: "
                    + IoMessages.describe(e));
        }
        return new OutputFolder(dir, channel, lock);
    }

    private static ScenarioException cannotCreate(Path dir, IOException e) {
        return new ScenarioException(String.valueOf(dir), 0, "--out", "cannot create the output folder: "
                + IoMessages.describe(e));
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing was written through it
        }
    }

    /** Releases the lock and removes the lock file. */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(dir.resolve(LOCK));
        } catch (IOException e) {
            // a lock file left behind is harmless: it is not locked, and the next command takes it
        }
        try {
            lock.release();
        } catch (IOException e) {
            // closing the channel releases it too
        }
        closeQuietly(channel);
    }
}
