package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.muster.cli.CliRunner.oneLine;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.run.StopRequest;

/**
 * A folder never mixes two commands: a non-empty --out is refused unless --force (which replaces it whole, and only
 * when it holds nothing but muster output), a folder in use is refused naming its holder, and two scenarios of one
 * file name in one run are refused rather than written over each other.
 */
class OutputFolderTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    private static CliRunner.Result run(Path out, String... more) {
        List<String> a = new ArrayList<>(List.of("run", CliRunner.fixture("duel.yaml").toString(), "-n", "100",
                "--threads", "1", "-q", "--out", out.toString()));
        a.addAll(List.of(more));
        return CliRunner.run(a.toArray(new String[0]));
    }

    @Test
    void rerunIntoAFinishedRun_refused_forceReplacesItWhole() throws IOException {
        Path out = tmp.resolve("out");
        assertEquals(ExitCodes.OK, run(out, "--battles-csv", "--report").code());
        assertTrue(Files.exists(out.resolve("battles.csv")) && Files.exists(out.resolve("report.html")));
        byte[] summary = Files.readAllBytes(out.resolve("summary.csv"));
        oneLine(run(out, "--seed", "2"), out.toString(), "finished run", "--force");
        assertTrue(java.util.Arrays.equals(summary, Files.readAllBytes(out.resolve("summary.csv"))),
                "a refused run leaves the folder alone");

        CliRunner.Result r = run(out, "--seed", "2", "--force");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(out.resolve("battles.csv")), "the old run's battles.csv is gone");
        assertFalse(Files.exists(out.resolve("report.html")), "the old run's report.html is gone");
        assertTrue(Files.readString(out.resolve("manifest.properties")).contains("\nseed=2\n"));
        assertFalse(Files.exists(out.resolve(".muster.lock")), "the lock goes with the run");
    }

    @Test
    void force_refusesAFolderWithFilesMusterDidNotWrite() throws IOException {
        Path out = tmp.resolve("mine");
        Files.createDirectories(out);
        Files.writeString(out.resolve("notes.txt"), "keep me");
        oneLine(run(out), "not empty", "notes.txt");
        oneLine(run(out, "--force"), "notes.txt", "muster did not write");
        assertEquals("keep me", Files.readString(out.resolve("notes.txt")));
    }

    @Test
    void rerunIntoAnInterruptedRun_pointsAtResume() {
        Path out = tmp.resolve("cut");
        StopRequest.testStopAfterChunks = 0;
        try {
            assertEquals(ExitCodes.INTERRUPTED, run(out, "--chunk-size", "10").code());
        } finally {
            StopRequest.testStopAfterChunks = -1;
        }
        oneLine(run(out, "--chunk-size", "10"), "interrupted run", "--resume " + out);
        oneLine(run(out, "--chunk-size", "10", "--resume", out.toString(), "--force"), "--force", "--resume");
    }

    @Test
    void aFolderInUse_refusedNamingTheOtherCommand() throws IOException {
        Path out = tmp.resolve("busy");
        Files.createDirectories(out);
        Path lockFile = out.resolve(".muster.lock");
        Files.writeString(lockFile, "pid 4242 since 2026-01-01T00:00:00Z: muster run other.yaml");
        try (FileChannel ch = FileChannel.open(lockFile, StandardOpenOption.WRITE);
                FileLock lock = ch.lock()) {
            assertTrue(lock.isValid(), "this test holds the folder's lock");
            oneLine(run(out), "in use", "pid 4242", "other.yaml");
            oneLine(CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary",
                    "grey_squads=1,2", "-n", "100", "-q", "--out", out.toString()), "in use", "pid 4242");
        }
        assertEquals(ExitCodes.OK, run(out).code(), "free again once the other command ends");
    }

    @Test
    void twoScenariosOfOneNameIntoOneOut_refused() throws IOException {
        Path a = tmp.resolve("a").resolve("duel.yaml");
        Path b = tmp.resolve("b").resolve("duel.yaml");
        Files.createDirectories(a.getParent());
        Files.createDirectories(b.getParent());
        Files.copy(CliRunner.fixture("duel.yaml"), a);
        Files.copy(CliRunner.fixture("duel.yaml"), b);
        Path out = tmp.resolve("both");
        CliRunner.Result r = CliRunner.run("run", a.toString(), b.toString(), "-n", "100", "-q", "--out",
                out.toString());
        oneLine(r, b.toString(), a.toString(), out.resolve("duel").toString());
        assertFalse(Files.exists(out.resolve("duel")), "nothing is played");
    }

    @Test
    void sweepIntoAFinishedSweep_refused() {
        Path out = tmp.resolve("sweep");
        String[] args = {"sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary", "grey_squads=1,2", "-n",
            "100", "-q", "--out", out.toString()};
        assertEquals(ExitCodes.OK, CliRunner.run(args).code());
        oneLine(CliRunner.run(args), "finished run", "--force");
    }
}
