package org.muster.io;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVPrinter;
import org.muster.batch.BattleSink;
import org.muster.engine.BattleRecord;

/**
 * Streams {@code battles.csv}, one row per battle as the runner delivers them (in battle order), to a temporary file
 * beside the target; {@link #commit()} renames it into place atomically ({@link AtomicFiles#commit}). {@link #close()}
 * without a commit (a failed or interrupted run, or an exception in a try-with-resources block) deletes the temporary
 * file, so a {@code battles.csv} on disk is always complete. Memory is constant whatever the number of battles.
 *
 * <p>Columns: {@link #COLUMNS}, documented in {@code reports/README.md}. Not thread-safe: the runner calls it from
 * one thread.
 */
public final class BattlesCsvWriter implements BattleSink, Closeable {
    public static final String BATTLES_CSV = "battles.csv";
    /** The columns of battles.csv. */
    public static final List<String> COLUMNS = List.of("battle", "seed", "winner", "how", "turns",
            "figures_lost_side_0", "figures_lost_side_1");

    private final Path target;
    private final Path temp;
    private final CSVPrinter csv;
    private boolean committed;
    private boolean closed;

    private BattlesCsvWriter(Path target, Path temp, CSVPrinter csv) {
        this.target = target;
        this.temp = temp;
        this.csv = csv;
    }

    /** Starts writing {@code file} (its directory is created if needed); nothing appears at that name until commit. */
    public static BattlesCsvWriter open(Path file) throws IOException {
        Path temp = AtomicFiles.createTemp(file);
        try {
            BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8);
            return new BattlesCsvWriter(file, temp, new CSVPrinter(out,
                    Csv.format(COLUMNS.toArray(new String[0]))));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    @Override
    public void battle(long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1)
            throws IOException {
        print(csv, battle, diceSeed, winner, how, turns, lost0, lost1);
    }

    /** One row of battles.csv (shared with {@link Checkpoint}, so a resumed run writes the same bytes). */
    static void print(CSVPrinter csv, long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1)
            throws IOException {
        csv.printRecord(Long.toString(battle), seed(diceSeed), winner(winner), BattleRecord.howName(how),
                Integer.toString(turns), Integer.toString(lost0), Integer.toString(lost1));
    }

    /** One row of battles.csv as text, without its line end: what {@code muster replay} ends with. */
    public static String row(long battle, long diceSeed, int winner, int how, int turns, int lost0, int lost1) {
        StringBuilder sb = new StringBuilder();
        try (CSVPrinter csv = new CSVPrinter(sb, Csv.format(COLUMNS.toArray(new String[0])).builder()
                .setSkipHeaderRecord(true).setRecordSeparator("").get())) {
            print(csv, battle, diceSeed, winner, how, turns, lost0, lost1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return sb.toString();
    }

    /** A seed as written in battles.csv: 16 lower-case hex digits, the 64 bits unsigned. */
    public static String seed(long seed) {
        String hex = Long.toHexString(seed);
        return "0".repeat(16 - hex.length()) + hex;
    }

    /** A winner code as written: {@code 0}, {@code 1} or {@code draw}. */
    public static String winner(int winner) {
        return winner == BattleRecord.DRAW ? "draw" : Integer.toString(winner);
    }

    /** Finishes the file and moves it to its final name. */
    public void commit() throws IOException {
        if (closed) {
            throw new IllegalStateException("already closed");
        }
        closed = true;
        csv.close(true);
        AtomicFiles.commit(temp, target);
        committed = true;
    }

    /** Discards the file unless {@link #commit()} was called. */
    @Override
    public void close() throws IOException {
        if (committed) {
            return;
        }
        try {
            if (!closed) {
                closed = true;
                csv.close();
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
