package org.muster.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes files so that a reader sees either the old file, or the new one complete, never a partial one: the content
 * goes to a temporary file in the same directory ({@code .NAME.PID-N.tmp}), is forced to disk, and is then renamed
 * over the target with {@link StandardCopyOption#ATOMIC_MOVE}. Only where the file system cannot move atomically does
 * it fall back to a plain replacing move. If writing fails the temporary file is deleted and the target is untouched;
 * if the process dies mid-write, only a hidden {@code .tmp} file is left behind, never the final name.
 *
 * <p>Stateless; safe from any thread for different targets. Text is UTF-8.
 */
public final class AtomicFiles {
    /** Makes temporary names unique within this process. */
    private static final AtomicLong TEMP_COUNTER = new AtomicLong();

    private AtomicFiles() {
    }

    /** Writes the content of a file. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    /** Writes {@code target} atomically with what {@code content} writes (creating its directory if needed). */
    public static void write(Path target, Content content) throws IOException {
        Path temp = createTemp(target);
        boolean moved = false;
        try {
            try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                content.writeTo(out);
            }
            commit(temp, target);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /**
     * Checks, before any work, that {@link #write} will be able to write {@code target}: it is not a folder, and a
     * temporary file can be made beside it (which is removed again).
     *
     * @param option names the option in the message, e.g. {@code --junit}
     * @throws org.muster.model.ScenarioException (bad input) when it cannot
     */
    public static void checkWritable(Path target, String option) {
        if (Files.isDirectory(target)) {
            throw new org.muster.model.ScenarioException(target.toString(), 0, option, "is a folder; give a file name, "
                    + "e.g. " + target.resolve("report.xml"));
        }
        try {
            Files.delete(createTemp(target));
        } catch (IOException e) {
            throw new org.muster.model.ScenarioException(target.toString(), 0, option, "cannot be written: "
                    + IoMessages.describe(e));
        }
    }

    /** A new empty temporary file beside {@code target}, for a caller that streams into it before {@link #commit}. */
    public static Path createTemp(Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: that makes the file owner-only (0600), and the report would keep those
        // permissions after the rename. Files.createFile uses the process's default permissions (the umask).
        String prefix = "." + absolute.getFileName() + ".";
        while (true) {
            Path temp = dir.resolve(prefix + Long.toHexString(ProcessHandle.current().pid()) + "-"
                    + Long.toHexString(TEMP_COUNTER.incrementAndGet()) + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                // a leftover of an earlier process with the same pid: try the next name
            }
        }
    }

    /**
     * Forces {@code temp} to disk and renames it to {@code target}, replacing it: atomically where the file system
     * can, else with a plain replacing move.
     */
    public static void commit(Path temp, Path target) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
