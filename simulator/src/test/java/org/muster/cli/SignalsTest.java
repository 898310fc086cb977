package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Signals on real child processes ({@code java -cp <test class path> org.muster.cli.Main ...}):
 * <ul>
 * <li>Ctrl-C typed on a real pseudo-terminal (a tmux session driven by the test), where the progress bar is drawn:
 * exit 130, the line naming the folder to resume, and {@code partial/};</li>
 * <li>SIGTERM (what a CI runner sends to stop a job) on a sweep: exit 143 (128 + SIGTERM), the same line, and the
 * finished points' {@code partial/sweep.csv};</li>
 * <li>SIGINT on a price: exit 130 and the line.</li>
 * </ul>
 * Skipped where signals cannot reach the child (not Linux, or SIGINT ignored in this JVM, which a child inherits), and
 * the terminal test where tmux is missing, except on CI ({@code CI=true}), where a missing tmux fails: .ci/run
 * installs it.
 */
class SignalsTest {
    @TempDir
    Path tmp;

    private static String scenario(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish", name).toAbsolutePath()
                .toString();
    }

    private static List<String> java() {
        return new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-cp",
                System.getProperty("java.class.path"), "org.muster.cli.Main"));
    }

    private static void requireSignals() throws IOException {
        assumeTrue(Files.exists(Paths.get("/proc/self/status")) && !sigintIgnored(),
                "SIGINT is ignored in this process or this is not Linux");
    }

    @Test
    void ctrlC_onAPseudoTerminalWithTheBar_stopsCleanlyWith130() throws Exception {
        requireSignals();
        boolean haveTmux = new ProcessBuilder("sh", "-c", "command -v tmux").start().waitFor() == 0;
        if (!haveTmux) {
            if ("true".equals(System.getenv("CI"))) {
                fail("tmux is missing; CI must install the tmux package (see .ci/run)");
            }
            assumeTrue(false, "tmux is not installed");
        }
        Path out = tmp.resolve("cut");
        Path rc = tmp.resolve("rc");
        List<String> command = java();
        command.addAll(List.of("run", scenario("meeting-engagement.yaml"), "-n", "10000000", "--seed", "3",
                "--chunk-size", "50", "--threads", "1", "--out", out.toString()));
        StringBuilder script = new StringBuilder("#!/bin/sh\n"
                + "# the shell survives Ctrl-C; java gets the default action\n"
                + "trap : INT\n");
        for (String word : command) {
            script.append('\'').append(word.replace("'", "'\\''")).append("' ");
        }
        script.append("\necho $? > '").append(rc).append("'\nsleep 120\n");
        Path sh = tmp.resolve("child.sh");
        Files.writeString(sh, script);
        Path socket = tmp.resolve("tmux.sock");
        List<String> tmux = List.of("tmux", "-S", socket.toString(), "-f", "/dev/null");
        try {
            run(tmux, "new-session", "-d", "-s", "muster", "-x", "160", "-y", "40", "sh " + sh);
            waitFor(() -> Files.exists(out.resolve("checkpoint").resolve("state.bin")), 120, "a checkpoint");
            java.util.regex.Pattern someDone = java.util.regex.Pattern.compile(" [1-9][0-9]*/10000000 battles");
            waitFor(() -> someDone.matcher(pane(tmux)).find(), 60, "the progress bar to count battles");
            run(tmux, "send-keys", "-t", "muster", "C-c");
            waitFor(() -> Files.exists(rc), 90, "the run to stop after Ctrl-C");
            String screen = pane(tmux);
            assertEquals("130", Files.readString(rc).strip(), screen);
            assertTrue(screen.replace("\n", "").contains("--resume " + out), "no line naming the folder: " + screen);
            String manifest = Files.readString(out.resolve("partial").resolve("manifest.properties"));
            assertTrue(manifest.contains("\npartial=true\n"), manifest);
            assertTrue(Files.exists(out.resolve("partial").resolve("summary.csv")));
            assertFalse(Files.exists(out.resolve("manifest.properties")));
        } finally {
            new ProcessBuilder(concat(tmux, "kill-server")).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void sigterm_onASweep_exits143_namesTheFolder_andWritesTheFinishedPoints() throws Exception {
        requireSignals();
        Path out = tmp.resolve("sweep");
        List<String> command = java();
        command.addAll(List.of("sweep", scenario("meeting-engagement.yaml"), "--vary", "move.infantry=2..9", "-n",
                "4000", "--chunk-size", "50", "--threads", "1", "-q", "--out", out.toString()));
        Process child = start(command);
        try {
            waitFor(() -> Files.exists(out.resolve("checkpoint").resolve("point-1")) || !child.isAlive(), 120,
                    "the second point");
            assertTrue(child.isAlive(), "the sweep ended before it could be stopped: " + log());
            signal("TERM", child);
            assertTrue(child.waitFor(90, TimeUnit.SECONDS), "the sweep did not stop after SIGTERM");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(143, child.exitValue(), log());
        assertTrue(log().contains("--resume " + out), log());
        List<String> rows = Files.readAllLines(out.resolve("partial").resolve("sweep.csv"));
        assertEquals(3, rows.size(), "a header and point 0's two sides: " + rows);
        assertFalse(Files.exists(out.resolve("sweep.csv")));
        assertFalse(Files.exists(out.resolve("manifest.properties")));
    }

    @Test
    void sigint_onAPrice_exits130_andNamesTheFolder() throws Exception {
        requireSignals();
        Path out = tmp.resolve("price");
        List<String> command = java();
        command.addAll(List.of("price", scenario("veterans-vs-regulars.yaml"), "--var", "regulars", "--values",
                "3..6", "-n", "2000000", "--chunk-size", "50", "--threads", "1", "-q", "--out", out.toString()));
        Process child = start(command);
        try {
            waitFor(() -> Files.exists(out.resolve("checkpoint")) || !child.isAlive(), 120, "a checkpoint");
            assertTrue(child.isAlive(), "the price ended before it could be stopped: " + log());
            signal("INT", child);
            assertTrue(child.waitFor(90, TimeUnit.SECONDS), "the price did not stop after SIGINT");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(ExitCodes.INTERRUPTED, child.exitValue(), log());
        assertTrue(log().contains("--resume " + out), log());
        assertFalse(Files.exists(out.resolve("price.csv")));
        assertFalse(Files.exists(out.resolve("manifest.properties")));
    }

    private Process start(List<String> command) throws IOException {
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile())
                .start();
    }

    private static void signal(String name, Process child) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-" + name, Long.toString(child.pid())).start().waitFor());
    }

    private String log() throws IOException {
        Path log = tmp.resolve("child.log");
        return Files.exists(log) ? Files.readString(log) : "";
    }

    private static void waitFor(BooleanSupplier condition, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("waited " + seconds + " s for " + what);
            }
            Thread.sleep(100);
        }
    }

    private static void run(List<String> tmux, String... args) throws Exception {
        Process p = new ProcessBuilder(concat(tmux, args)).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), String.join(" ", concat(tmux, args)) + ": " + output);
    }

    /** The pane's whole history, wrapped lines joined. */
    private static String pane(List<String> tmux) {
        try {
            Process p = new ProcessBuilder(concat(tmux, "capture-pane", "-p", "-J", "-S", "-", "-t", "muster"))
                    .redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes());
            p.waitFor();
            return text;
        } catch (IOException | InterruptedException e) {
            return "";
        }
    }

    private static List<String> concat(List<String> a, String... b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(List.of(b));
        return all;
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
