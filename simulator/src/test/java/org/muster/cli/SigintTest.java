package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C on a real child process: {@code java -cp <test class path> org.muster.cli.Main run ...} is sent SIGINT once
 * its checkpoint shows progress; it must exit with 130, leave a partial summary marked {@code partial=true} and no
 * complete-looking CSV, and {@code --resume} must then finish with the same bytes as a run never interrupted.
 *
 * <p>Skipped (not failed) where SIGINT cannot reach the child: not a POSIX system, or this JVM was started with SIGINT
 * ignored (a background job of a shell without job control), which the child would inherit.
 */
class SigintTest {
    static final int BATTLES = 4000;

    @TempDir
    Path tmp;

    private static List<String> runArgs(Path out) {
        String scenario = Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "meeting-engagement.yaml").toString();
        return new ArrayList<>(List.of("run", scenario, "-n", Integer.toString(BATTLES), "--seed", "5",
                "--chunk-size", "50", "--battles-csv", "-q", "--out", out.toString()));
    }

    @Test
    void sigint_stopsCleanlyWith130_andResumeGivesSameBytes() throws Exception {
        assumeTrue(Files.exists(Paths.get("/proc/self/status")) && !sigintIgnored(),
                "SIGINT is ignored in this process or this is not Linux");
        Path cut = tmp.resolve("cut");
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-cp", System.getProperty("java.class.path"), "-Dmuster.root=" + System.getProperty("muster.root",
                        ".."), "org.muster.cli.Main"));
        command.addAll(runArgs(cut));
        command.addAll(List.of("--threads", "1"));
        Process child = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("child.log").toFile()).start();
        try {
            Path part = cut.resolve("checkpoint").resolve("battles.csv.part");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!(Files.exists(part) && Files.size(part) > 4_000) && child.isAlive()
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertTrue(child.isAlive(), "the child ended before it could be interrupted: " + log());
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).start();
            assertEquals(0, kill.waitFor());
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not stop after SIGINT");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(ExitCodes.INTERRUPTED, child.exitValue(), log());
        String manifest = Files.readString(cut.resolve("partial").resolve("manifest.properties"));
        assertTrue(manifest.contains("\npartial=true\n"), manifest);
        assertFalse(manifest.contains("\nbattles.played=" + BATTLES + "\n"), "the run was not cut: " + manifest);
        for (String f : ResumeTest.OUTPUTS) {
            assertFalse(Files.exists(cut.resolve(f)), f + " exists after an interrupted run");
        }
        assertFalse(Files.exists(cut.resolve("manifest.properties")));

        List<String> resume = runArgs(cut);
        int o = resume.indexOf("--out");
        resume.subList(o, o + 2).clear();
        resume.addAll(List.of("--threads", "2", "--resume", cut.toString()));
        CliRunner.Result r = CliRunner.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());

        Path whole = tmp.resolve("whole");
        List<String> straight = runArgs(whole);
        straight.addAll(List.of("--threads", "2"));
        r = CliRunner.run(straight.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        for (String f : ResumeTest.OUTPUTS) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(cut.resolve(f)), f);
        }
    }

    private String log() throws IOException {
        Path log = tmp.resolve("child.log");
        return Files.exists(log) ? Files.readString(log) : "";
    }

    /** Bit 1 (SIGINT) of SigIgn in /proc/self/status. */
    private static boolean sigintIgnored() throws IOException {
        for (String line : Files.readAllLines(Paths.get("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 2) != 0;
            }
        }
        return false;
    }
}
