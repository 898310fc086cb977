package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CLI over every hostile scenario: each file of the bad corpus ({@code src/test/resources/scenarios/bad/}) and a
 * few generated ones too big to commit (a file over the size limit, a 10,000-deep nesting, a megabyte-long line,
 * random bytes). Each must give exit code 2 and exactly one line on stderr naming the file, within
 * {@value #SECONDS} seconds and {@value #MAX_ALLOCATED_MIB} MiB allocated by the calling thread (the reader runs on
 * it), and must leave no output folder behind.
 */
class BadCorpusCliTest {
    static final int SECONDS = 10;
    static final long MAX_ALLOCATED_MIB = 256;

    @TempDir
    static Path generated;

    @TempDir
    Path tmp;

    static Stream<Path> hostileFiles() throws IOException {
        Path bad = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources",
                "scenarios", "bad");
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(bad)) {
            s.filter(Files::isRegularFile).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 41, "the bad corpus shrank to " + files.size() + " files");
        Files.createDirectories(generated);
        String head = "ruleset: acw-skirmish\nname: big\n";
        files.add(write("huge-comments.yaml", head + "# padding\n".repeat(600_000)));
        files.add(write("deep-nesting.yaml", "ruleset: acw-skirmish\nname: " + "[".repeat(10_000)
                + "]".repeat(10_000) + "\n"));
        files.add(write("long-line.yaml", head + "description: " + "x".repeat(1_500_000) + "\ntable: 3\n"));
        byte[] noise = new byte[64 * 1024];
        new java.util.Random(9).nextBytes(noise);
        Path random = generated.resolve("random-bytes.yaml");
        Files.write(random, noise);
        files.add(random);
        return files.stream();
    }

    private static Path write(String name, String text) throws IOException {
        Path f = generated.resolve(name);
        Files.writeString(f, text, StandardCharsets.UTF_8);
        return f;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileFiles")
    void run_hostileFile_exitTwoAndOneLineNamingIt(Path file) {
        Path out = tmp.resolve("out");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        CliRunner.Result r = assertTimeoutPreemptively(Duration.ofSeconds(SECONDS), () -> {
            long before = threads.getCurrentThreadAllocatedBytes();
            CliRunner.Result result = CliRunner.run("run", file.toString(), "-n", "10", "--threads", "1", "--out",
                    out.toString());
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < MAX_ALLOCATED_MIB << 20, file.getFileName() + " allocated " + (allocated >> 20)
                    + " MiB");
            return result;
        });
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        String err = r.err().strip();
        assertFalse(err.isEmpty(), "nothing on stderr");
        assertEquals(1, err.lines().count(), "not one line: " + err);
        assertTrue(err.contains(file.getFileName().toString()), "does not name the file: " + err);
        assertTrue(err.length() < 400, "line too long: " + err.length() + " chars");
        assertFalse(Files.exists(out), "an output folder was left behind");
    }
}
