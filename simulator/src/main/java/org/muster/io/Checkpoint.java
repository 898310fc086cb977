package org.muster.io;

import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Checksum;

import org.apache.commons.csv.CSVPrinter;
import org.muster.batch.BattleSink;
import org.muster.batch.ChunkTally;
import org.muster.batch.RunPlan;
import org.muster.model.ScenarioException;

/**
 * The checkpoint of a run in progress: the merged tally of its finished chunks [0, k) and, when battles.csv was asked
 * for, the rows of those battles. It lives in {@code OUT/checkpoint/} and is removed when the run completes.
 *
 * <p><b>Format.</b> {@code checkpoint/state.bin}, written atomically ({@link AtomicFiles}) after every save: the magic
 * {@code MUSTERCP}, a format version ({@value #VERSION}), the run's identity as sorted {@code key=value} lines (the
 * scenario's SHA-256, rule set, overrides, variables, AI choices, seed, battles, chunk size, whether battles.csv is
 * written, and the --precision of a run that stops early), k, the length in bytes of the rows file at k and the
 * CRC32C of those bytes, the serialised {@link ChunkTally}, and last the CRC32C of everything before it (4 bytes), so
 * that a damaged or truncated checkpoint is refused rather than resumed into wrong results.
 * {@code checkpoint/battles.csv.part} is battles.csv being written; it only grows, and a resume cuts it back to the
 * length the state records, so a crash between the two writes loses nothing and duplicates nothing.
 *
 * <p>A resumed run continues at chunk k and, because chunks are fixed by index and tallies are integer sums, ends
 * with the same tally and the same battles.csv bytes as a run never interrupted. Not thread-safe.
 */
public final class Checkpoint implements AutoCloseable {
    public static final String DIR = "checkpoint";
    /** Format version: 3 since the tally counts figures routed off the table (issue 18). */
    static final int VERSION = 3;
    private static final String STATE = "state.bin";
    private static final String ROWS = "battles.csv.part";
    private static final byte[] MAGIC = "MUSTERCP".getBytes(StandardCharsets.US_ASCII);
    private static final int MAX_STATE_BYTES = 256 * 1024 * 1024;
    private static final String DAMAGED = "the checkpoint is damaged (truncated or altered: its CRC32C check fails); "
            + "rerun without --resume to start again";

    private final Path dir;
    private final SortedMap<String, String> identity;
    private final FileChannel rowsChannel;
    private final CSVPrinter rows;
    private final Checksum rowsCrc;
    private final long chunksDone;
    private final ChunkTally tally;

    private Checkpoint(Path dir, SortedMap<String, String> identity, FileChannel rowsChannel, CSVPrinter rows,
            Checksum rowsCrc, long chunksDone, ChunkTally tally) {
        this.dir = dir;
        this.identity = identity;
        this.rowsChannel = rowsChannel;
        this.rows = rows;
        this.rowsCrc = rowsCrc;
        this.chunksDone = chunksDone;
        this.tally = tally;
    }

    /**
     * What a resumed run must share with the interrupted one for its results to be the same: everything the
     * statistics depend on, and nothing they do not (threads, output folder).
     */
    public static SortedMap<String, String> identity(Path scenarioFile, RunPlan plan, Map<String, String> sets,
            Map<String, String> ais, Map<String, String> vars, boolean battlesCsv) throws IOException {
        return identity(scenarioFile, plan, sets, ais, vars, battlesCsv, null);
    }

    /** As above, for a run that stops at {@code precision} (null: none), which decides where it ends. */
    public static SortedMap<String, String> identity(Path scenarioFile, RunPlan plan, Map<String, String> sets,
            Map<String, String> ais, Map<String, String> vars, boolean battlesCsv, Double precision)
            throws IOException {
        SortedMap<String, String> m = new TreeMap<>();
        if (precision != null) {
            m.put("precision", Double.toString(precision));
        }
        m.put("scenario.sha256", ManifestWriter.sha256(scenarioFile));
        m.put("ruleset", plan.ruleset().id());
        m.put("seed", Long.toString(plan.seed()));
        m.put("battles", Long.toString(plan.battles()));
        m.put("chunk.size", Integer.toString(plan.chunkSize()));
        m.put("battles.csv", Boolean.toString(battlesCsv));
        sets.forEach((k, v) -> m.put("set." + k, v));
        ais.forEach((k, v) -> m.put("ai." + k, v));
        vars.forEach((k, v) -> m.put("var." + k, v));
        return m;
    }

    /** A new, empty checkpoint in {@code out/checkpoint/}, replacing any old one. */
    public static Checkpoint start(Path out, SortedMap<String, String> identity, boolean withRows, RunPlan plan)
            throws IOException {
        Path dir = out.resolve(DIR);
        delete(dir);
        Files.createDirectories(dir);
        Checkpoint c = open(dir, identity, withRows, 0, 0, null, new ChunkTally(plan.template()));
        c.save(0, c.tally);
        return c;
    }

    /**
     * The checkpoint in {@code out/checkpoint/}, ready to continue.
     *
     * @throws ScenarioException if there is none, it is damaged, or it was made by a different run
     */
    public static Checkpoint resume(Path out, SortedMap<String, String> identity, RunPlan plan) throws IOException {
        Path dir = out.resolve(DIR);
        Path state = dir.resolve(STATE);
        String name = state.toString();
        long k;
        long rowsBytes;
        long rowsCrcSaved;
        ChunkTally tally;
        SortedMap<String, String> saved = new TreeMap<>();
        try (DataInputStream in = openFramed(out, saved)) {
            k = in.readLong();
            rowsBytes = in.readLong();
            rowsCrcSaved = in.readLong();
            ObjectInputStream objects = new ObjectInputStream(in);
            objects.setObjectInputFilter(ObjectInputFilter.Config.createFilter(
                    "org.muster.batch.ChunkTally;maxdepth=5;maxrefs=10000;maxbytes=" + MAX_STATE_BYTES + ";!*"));
            tally = (ChunkTally) objects.readObject();
        } catch (IOException | ClassNotFoundException | ClassCastException | IllegalArgumentException e) {
            // The CRC matched, so this is a checkpoint written by another build of muster, not a damaged file.
            throw new ScenarioException(name, 0, null, "the checkpoint cannot be read by this build of muster; "
                    + "rerun without --resume");
        }
        checkIdentity(saved, identity, name);
        if (k < 0 || k > plan.chunkCount() || tally.battles() != (k == 0 ? 0 : plan.chunkEnd(k - 1))
                || tally.unitCount() != plan.template().unitCount()) {
            throw new ScenarioException(name, 0, null, "the checkpoint is damaged: " + tally.battles()
                    + " battles for " + k + " chunks");
        }
        boolean withRows = Boolean.parseBoolean(identity.get("battles.csv"));
        CRC32C prefix = null;
        if (withRows) {
            Path part = dir.resolve(ROWS);
            prefix = Files.isRegularFile(part) && Files.size(part) >= rowsBytes ? crcOf(part, rowsBytes) : null;
            if (prefix == null || prefix.getValue() != rowsCrcSaved) {
                throw new ScenarioException(part.toString(), 0, null, "the checkpoint's battles.csv rows are missing, "
                        + "shorter than recorded or damaged; rerun without --resume");
            }
        }
        return open(dir, identity, withRows, k, rowsBytes, prefix, tally);
    }

    /**
     * The checkpoint file of {@code out} checked (present, not too large, magic, format version, CRC32C), its
     * identity read into {@code saved}, and a stream positioned at the command's own part that follows.
     */
    private static DataInputStream openFramed(Path out, SortedMap<String, String> saved) throws IOException {
        Path state = out.resolve(DIR).resolve(STATE);
        String name = state.toString();
        if (!Files.isRegularFile(state)) {
            throw new ScenarioException(out.toString(), 0, "--resume", "no checkpoint in this folder (expected "
                    + name + "); a run that completed leaves none");
        }
        if (Files.size(state) > MAX_STATE_BYTES) {
            throw new ScenarioException(name, 0, null, "the checkpoint is damaged (larger than any checkpoint); rerun "
                    + "without --resume to start again");
        }
        byte[] all = Files.readAllBytes(state);
        if (all.length < MAGIC.length || !java.util.Arrays.equals(all, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new ScenarioException(name, 0, null, "not a muster checkpoint; rerun without --resume");
        }
        if (all.length < MAGIC.length + 4 + 4) {
            throw new ScenarioException(name, 0, null, DAMAGED);
        }
        int version = java.nio.ByteBuffer.wrap(all, MAGIC.length, 4).getInt();
        if (version != VERSION) {
            throw new ScenarioException(name, 0, null, "checkpoint format " + version + ", this muster reads "
                    + VERSION + "; rerun without --resume");
        }
        CRC32C crc = new CRC32C();
        crc.update(all, 0, all.length - 4);
        if ((int) crc.getValue() != java.nio.ByteBuffer.wrap(all, all.length - 4, 4).getInt()) {
            throw new ScenarioException(name, 0, null, DAMAGED);
        }
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(all, 0, all.length - 4));
        in.skipNBytes(MAGIC.length + 4);
        int n = in.readInt();
        for (int i = 0; i < n && i < 100_000; i++) {
            saved.put(in.readUTF(), in.readUTF());
        }
        return in;
    }

    /** Refuses a checkpoint made by a different run: every key of both identities must agree. */
    private static void checkIdentity(SortedMap<String, String> saved, SortedMap<String, String> identity,
            String name) {
        for (String key : union(saved, identity)) {
            String was = saved.get(key);
            String is = identity.get(key);
            if (was == null || !was.equals(is)) {
                throw new ScenarioException(name, 0, key, "the checkpoint was made with " + key + "="
                        + (was == null ? "(unset)" : was) + ", this run has " + (is == null ? "(unset)" : is)
                        + "; repeat the interrupted command with --resume");
            }
        }
    }

    /**
     * A command's own state saved in the same frame as a run's checkpoint (magic, format, identity, CRC32C), for a
     * command whose tally is not a {@link ChunkTally} (muster points).
     *
     * @param chunksDone chunks [0, chunksDone) are in {@code body}
     * @param body       the command's bytes
     */
    public record State(long chunksDone, byte[] body) {
    }

    /** Saves a command's state in {@code out/checkpoint/}, atomically, as {@link #save} saves a run's. */
    public static void saveState(Path out, SortedMap<String, String> identity, State state) throws IOException {
        Path dir = out.resolve(DIR);
        Files.createDirectories(dir);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream o = new DataOutputStream(bytes)) {
            writeHeader(o, identity);
            o.writeLong(state.chunksDone());
            o.writeInt(state.body().length);
            o.write(state.body());
        }
        writeFramed(dir, bytes);
    }

    /**
     * The state {@link #saveState} saved in {@code out/checkpoint/}, for a run of the same identity.
     *
     * @throws ScenarioException if there is none, it is damaged, or it was made by a different run
     */
    public static State loadState(Path out, SortedMap<String, String> identity) throws IOException {
        SortedMap<String, String> saved = new TreeMap<>();
        String name = out.resolve(DIR).resolve(STATE).toString();
        long k;
        byte[] body;
        try (DataInputStream in = openFramed(out, saved)) {
            k = in.readLong();
            int length = in.readInt();
            if (length < 0 || length > MAX_STATE_BYTES) {
                throw new IOException("length " + length);
            }
            body = in.readNBytes(length);
        } catch (IOException e) {
            throw new ScenarioException(name, 0, null, "the checkpoint cannot be read by this build of muster; "
                    + "rerun without --resume");
        }
        checkIdentity(saved, identity, name);
        return new State(k, body);
    }

    private static void writeHeader(DataOutputStream out, SortedMap<String, String> identity) throws IOException {
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(identity.size());
        for (Map.Entry<String, String> e : identity.entrySet()) {
            out.writeUTF(e.getKey());
            out.writeUTF(e.getValue());
        }
    }

    /** Appends the CRC32C of {@code bytes} and writes them to {@code dir/state.bin} atomically. */
    private static void writeFramed(Path dir, ByteArrayOutputStream bytes) throws IOException {
        CRC32C crc = new CRC32C();
        crc.update(bytes.toByteArray());
        bytes.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
        Path temp = AtomicFiles.createTemp(dir.resolve(STATE));
        try {
            Files.write(temp, bytes.toByteArray());
            AtomicFiles.commit(temp, dir.resolve(STATE));
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static java.util.Set<String> union(Map<String, String> a, Map<String, String> b) {
        java.util.Set<String> keys = new java.util.TreeSet<>(a.keySet());
        keys.addAll(b.keySet());
        return keys;
    }

    /** The CRC32C of the first {@code length} bytes of {@code file}, ready to go on over what follows. */
    private static CRC32C crcOf(Path file, long length) throws IOException {
        CRC32C crc = new CRC32C();
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            long left = length;
            while (left > 0) {
                int got = in.read(buffer, 0, (int) Math.min(buffer.length, left));
                if (got < 0) {
                    return null;
                }
                crc.update(buffer, 0, got);
                left -= got;
            }
        }
        return crc;
    }

    private static Checkpoint open(Path dir, SortedMap<String, String> identity, boolean withRows, long k,
            long rowsBytes, CRC32C prefix, ChunkTally tally) throws IOException {
        FileChannel channel = null;
        CSVPrinter printer = null;
        Checksum crc = null;
        if (withRows) {
            channel = FileChannel.open(dir.resolve(ROWS), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            channel.truncate(rowsBytes);
            channel.position(rowsBytes);
            crc = prefix == null ? new CRC32C() : prefix;
            OutputStream stream = new CheckedOutputStream(Channels.newOutputStream(channel), crc);
            BufferedWriter writer = new BufferedWriter(new java.io.OutputStreamWriter(stream, StandardCharsets.UTF_8));
            org.apache.commons.csv.CSVFormat format = Csv.format(BattlesCsvWriter.COLUMNS.toArray(new String[0]));
            if (rowsBytes > 0) {
                format = format.builder().setSkipHeaderRecord(true).get();
            }
            printer = new CSVPrinter(writer, format);
        }
        return new Checkpoint(dir, identity, channel, printer, crc, k, tally);
    }

    /** Chunks [0, k) are in the checkpoint. */
    public long chunksDone() {
        return chunksDone;
    }

    /** Their merged tally (a copy the caller may add to). */
    public ChunkTally tally() {
        return tally.copy();
    }

    /** Where the run's rows go while it runs, or null without battles.csv. */
    public BattleSink rows() {
        if (rows == null) {
            return null;
        }
        return (battle, diceSeed, winner, how, turns, lost0, lost1) ->
                BattlesCsvWriter.print(rows, battle, diceSeed, winner, how, turns, lost0, lost1);
    }

    /** Records that chunks [0, k) are finished with this merged tally; their rows must have gone to {@link #rows}. */
    public void save(long k, ChunkTally total) throws IOException {
        long rowsBytes = 0;
        long rowsCrcValue = 0;
        if (rows != null) {
            rows.flush();
            rowsChannel.force(false);
            rowsBytes = rowsChannel.size();
            rowsCrcValue = rowsCrc.getValue();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writeHeader(out, identity);
            out.writeLong(k);
            out.writeLong(rowsBytes);
            out.writeLong(rowsCrcValue);
            ObjectOutputStream objects = new ObjectOutputStream(out);
            objects.writeObject(total);
            objects.flush();
        }
        writeFramed(dir, bytes);
    }

    /** Moves the finished rows to {@code target} (battles.csv), atomically. */
    public void commitRows(Path target) throws IOException {
        rows.flush();
        Path temp = AtomicFiles.createTemp(target);
        try {
            Files.copy(dir.resolve(ROWS), temp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            AtomicFiles.commit(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Closes the rows file; the checkpoint stays on disk. */
    @Override
    public void close() throws IOException {
        if (rows != null) {
            rows.close();
        }
    }

    /** Removes a checkpoint folder, once its run is complete. */
    public static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

}
