package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.run.StopRequest;

/**
 * A run stopped part-way (in-process, by {@link StopRequest#testStopAfterChunks}, the same path Ctrl-C takes) and then
 * resumed with {@code --resume} writes the same bytes as a run never interrupted: summary.csv, units.csv,
 * casualties.csv, battles.csv, heatmap.csv and map.svg.
 */
class ResumeTest {
    static final List<String> OUTPUTS = List.of("summary.csv", "units.csv", "casualties.csv", "battles.csv",
            "heatmap.csv", "map.svg");

    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    static String scenario() {
        return Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "meeting-engagement.yaml").toString();
    }

    static String[] args(Path out, String... more) {
        List<String> a = new java.util.ArrayList<>(List.of("run", scenario(), "-n", "600", "--seed", "11",
                "--chunk-size", "20", "--battles-csv", "-q", "--set", "morale.fire-trigger=off", "--out",
                out.toString()));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    @Test
    void run_interruptedThenResumed_sameBytesAsUninterrupted() throws IOException {
        Path whole = tmp.resolve("whole");
        CliRunner.Result r = CliRunner.run(args(whole, "--threads", "2"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(whole.resolve("checkpoint")), "a complete run keeps no checkpoint");

        Path cut = tmp.resolve("cut");
        r = CliRunner.interrupted(9, args(cut, "--threads", "3"));
        assertTrue(r.err().contains("--resume"), r.err());
        for (String f : OUTPUTS) {
            assertFalse(Files.exists(cut.resolve(f)), f + " must not exist in an interrupted run's folder");
        }
        assertFalse(Files.exists(cut.resolve("manifest.properties")));
        String manifest = Files.readString(cut.resolve("partial").resolve("manifest.properties"));
        assertTrue(manifest.contains("\npartial=true\n"), manifest);
        // 3 threads: blocks of 6 chunks, so the stop asked for at 9 comes at 12 chunks of 20
        assertTrue(manifest.contains("\nbattles.played=240\n"), manifest);
        assertTrue(Files.exists(cut.resolve("partial").resolve("summary.csv")));

        // A second interruption of the resumed run, then a resume to the end on another thread count.
        StopRequest.testStopAfterChunks = 20;
        r = CliRunner.run(args(tmp.resolve("ignored"), "--threads", "1", "--resume", cut.toString()));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), "--out and --resume disagree: " + r.err());
        r = CliRunner.run(resumeArgs(cut, "1"));
        assertEquals(ExitCodes.INTERRUPTED, r.code(), r.err());
        StopRequest.testStopAfterChunks = -1;
        r = CliRunner.run(resumeArgs(cut, "2"));
        assertEquals(ExitCodes.OK, r.code(), r.err());

        for (String f : OUTPUTS) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(cut.resolve(f)), f);
        }
        assertFalse(Files.exists(cut.resolve("checkpoint")));
        assertFalse(Files.exists(cut.resolve("partial")));
        assertFalse(Files.readString(cut.resolve("manifest.properties")).contains("partial="));
    }

    private static String[] resumeArgs(Path dir, String threads, String... more) {
        List<String> a = new java.util.ArrayList<>(List.of(args(dir, more)));
        int o = a.indexOf("--out");
        a.remove(o + 1);
        a.remove(o);
        a.addAll(List.of("--threads", threads, "--resume", dir.toString()));
        return a.toArray(new String[0]);
    }

    /**
     * {@code --precision} runs are checkpointed too: interrupted (twice, on different thread counts) and resumed, they
     * stop at the same chunk boundary and write the same bytes as an uninterrupted run; the checkpoint remembers the
     * precision, so resuming with another one, or none, is refused.
     */
    @Test
    void precision_interruptedThenResumed_sameBytesAsUninterrupted() throws IOException {
        Path whole = tmp.resolve("whole");
        CliRunner.Result r = CliRunner.run(args(whole, "--threads", "2", "--precision", "0.05"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(whole.resolve("checkpoint")), "a complete run keeps no checkpoint");
        long played = Files.readAllLines(whole.resolve("battles.csv")).size() - 1;
        assertTrue(played > 240 && played < 600, "the precision stops the run after the cuts below: " + played);
        assertTrue(Files.readString(whole.resolve("manifest.properties")).contains("\nbattles.played=" + played
                + "\n"));

        Path cut = tmp.resolve("cut");
        r = CliRunner.interrupted(4, args(cut, "--threads", "3", "--precision", "0.05"));
        assertTrue(r.err().contains("--resume"), r.err());
        for (String f : OUTPUTS) {
            assertFalse(Files.exists(cut.resolve(f)), f + " must not exist in an interrupted run's folder");
        }
        String manifest = Files.readString(cut.resolve("partial").resolve("manifest.properties"));
        // 3 threads: blocks of 3 chunks under --precision, so the stop asked for at 4 comes at 6 chunks of 20
        assertTrue(manifest.contains("\nbattles.played=120\n"), manifest);

        for (String[] other : List.of(resumeArgs(cut, "1", "--precision", "0.04"), resumeArgs(cut, "1"))) {
            r = CliRunner.run(other);
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("precision=0.05"), r.err());
        }

        r = CliRunner.interrupted(10, resumeArgs(cut, "1", "--precision", "0.05"));
        r = CliRunner.run(resumeArgs(cut, "4", "--precision", "0.05"));
        assertEquals(ExitCodes.OK, r.code(), r.err());

        for (String f : OUTPUTS) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(cut.resolve(f)), f);
        }
        assertTrue(Files.readString(cut.resolve("manifest.properties")).contains("\nbattles.played=" + played
                + "\n"));
        assertFalse(Files.exists(cut.resolve("checkpoint")));
        assertFalse(Files.exists(cut.resolve("partial")));
    }

    @Test
    void resume_differentSeed_refusedInOneLine() {
        Path cut = tmp.resolve("cut");
        CliRunner.interrupted(2, args(cut, "--threads", "1"));
        List<String> a = new java.util.ArrayList<>(List.of(resumeArgs(cut, "1")));
        a.set(a.indexOf("--seed") + 1, "12");
        CliRunner.Result r = CliRunner.run(a.toArray(new String[0]));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("seed=11") && r.err().contains("12"), r.err());
    }

    @Test
    void resume_damagedCheckpoint_refusedInOneLine() throws IOException {
        Path cut = tmp.resolve("cut");
        CliRunner.interrupted(2, args(cut, "--threads", "1"));
        Path state = cut.resolve("checkpoint").resolve("state.bin");
        byte[] bytes = Files.readAllBytes(state);
        for (int cut0 : new int[] {0, 5, bytes.length / 2, bytes.length - 3}) {
            Files.write(state, java.util.Arrays.copyOf(bytes, cut0));
            CliRunner.Result r = CliRunner.run(resumeArgs(cut, "1"));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("state.bin"), r.err());
            assertFalse(r.err().contains("null") || r.err().contains("Exception"), r.err());
        }
    }

    /**
     * A single-bit flip anywhere in state.bin (31 places spread over the file, one bit each) or in the rows of
     * battles.csv.part is refused: CRC32C.
     */
    @Test
    void resume_bitFlippedCheckpoint_refusedInOneSentence() throws IOException {
        Path cut = tmp.resolve("cut");
        CliRunner.interrupted(2, args(cut, "--threads", "1"));
        Path state = cut.resolve("checkpoint").resolve("state.bin");
        byte[] bytes = Files.readAllBytes(state);
        for (int at = 0; at < bytes.length; at += bytes.length / 30) {
            byte[] flipped = bytes.clone();
            flipped[at] ^= (byte) (1 << (at % 8));
            Files.write(state, flipped);
            CliRunner.Result r = CliRunner.run(resumeArgs(cut, "1"));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), "bit " + (at % 8) + " of byte " + at + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("state.bin") && !r.err().contains("Exception"), r.err());
        }
        Files.write(state, bytes);
        Path part = cut.resolve("checkpoint").resolve("battles.csv.part");
        byte[] rows = Files.readAllBytes(part);
        byte[] flipped = rows.clone();
        flipped[rows.length / 2] ^= 4;
        Files.write(part, flipped);
        CliRunner.Result r = CliRunner.run(resumeArgs(cut, "1"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().strip().lines().count() == 1 && r.err().contains("damaged"), r.err());
        Files.write(part, rows);
        assertEquals(ExitCodes.OK, CliRunner.run(resumeArgs(cut, "1")).code(), "the intact checkpoint resumes");
    }

    @Test
    void resume_noCheckpoint_refused() {
        CliRunner.Result r = CliRunner.run(resumeArgs(tmp.resolve("none"), "1"));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("no checkpoint"), r.err());
    }
}
