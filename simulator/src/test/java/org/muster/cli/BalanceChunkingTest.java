package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.muster.run.StopRequest;

/**
 * The balance commands' default chunking, as RunDeterminismTest pins run's: without --chunk-size a group of N battles
 * (a compared variant, a matrix pairing, a sweep point, a price group, a points fit) is cut into chunks of N/64
 * between 25 and 1000, so that both workers of a small machine have work, and every CSV is the bytes of the same
 * command with --chunk-size 1000; the manifest records the chunk size played. Where a chunk is a look of a stopping
 * rule (compare --sequential, check) or what a bootstrap resamples (points --bootstrap) the default stays 1000. A
 * command resumed without --chunk-size picks the chunk size it was interrupted with.
 */
class BalanceChunkingTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    /** The command's arguments without --out, --chunk-size and --threads: groups of 200 battles (400 for points). */
    private static List<String> args(String command) {
        String duelVars = CliRunner.fixture("duel-vars.yaml").toString();
        return switch (command) {
            case "compare" -> List.of("compare", duelVars, "--b-var", "grey_squads=2", "-n", "200", "--seed", "5");
            case "compare-robust" -> List.of("compare", duelVars, "--b-var", "grey_squads=2", "-n", "200", "--seed",
                    "5", "--robust", "naive,random");
            case "matrix" -> List.of("matrix", CliRunner.fixture("duel.yaml").toString(), "--players", "random,naive",
                    "-n", "200", "--seed", "3");
            case "sweep" -> List.of("sweep", duelVars, "--vary", "grey_squads=1..3:2", "-n", "200", "--seed", "9");
            case "price" -> List.of("price", duelVars, "--var", "grey_men", "--values", "3..7:2", "-n", "200",
                    "--points", "10");
            case "points" -> List.of("points", CliRunner.fixture("points-duplicate.yaml").toString(), "-n", "400");
            default -> throw new IllegalArgumentException(command);
        };
    }

    private Path play(String command, String name, String threads, String chunk, String... more) {
        Path out = tmp.resolve(name);
        List<String> a = new ArrayList<>(args(command));
        a.addAll(List.of("--threads", threads, "--progress", "none", "-q", "--out", out.toString()));
        if (chunk != null) {
            a.addAll(List.of("--chunk-size", chunk));
        }
        a.addAll(List.of(more));
        CliRunner.Result r = CliRunner.run(a.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return out;
    }

    private static List<Path> csvs(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
    }

    private static void sameCsvs(Path expected, Path actual) throws IOException {
        List<Path> files = csvs(expected);
        assertFalse(files.isEmpty(), "no CSV in " + expected);
        assertEquals(files.stream().map(Path::getFileName).toList(), csvs(actual).stream().map(Path::getFileName)
                .toList());
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(actual.resolve(f.getFileName())),
                    f.getFileName().toString());
        }
    }

    private static String chunkSize(Path dir) throws IOException {
        return Files.readAllLines(dir.resolve("manifest.properties")).stream().filter(l -> l.startsWith(
                "chunk.size=")).findFirst().orElseThrow();
    }

    /**
     * 200 battles per group (400 for points) / 64 rounds up to 4 (7), raised to the smallest chunk, 25: 8 chunks per
     * group (16) where --chunk-size 1000 plays one, and the same bytes.
     */
    @ParameterizedTest
    @ValueSource(strings = {"compare", "compare-robust", "matrix", "sweep", "price", "points"})
    void defaultChunking_spreadsEachGroup_andMovesNoResult(String command) throws IOException {
        Path spread = play(command, "spread", "2", null);
        Path whole = play(command, "whole", "2", "1000");
        sameCsvs(whole, spread);
        assertEquals("chunk.size=25", chunkSize(spread));
        assertEquals("chunk.size=1000", chunkSize(whole));
    }

    /** Where a chunk is a look or a bootstrap's unit the default is 1000, as before: the results are those bytes. */
    @Test
    void defaultChunking_staysAThousandWhereChunksAreLooksOrResampled() throws IOException {
        Path sequential = play("compare", "seq", "2", null, "--sequential", "--effect", "20");
        assertEquals("chunk.size=1000", chunkSize(sequential));
        sameCsvs(play("compare", "seq-1000", "2", "1000", "--sequential", "--effect", "20"), sequential);

        Path boot = play("points", "boot", "2", null, "--bootstrap", "20");
        assertEquals("chunk.size=1000", chunkSize(boot));
        sameCsvs(play("points", "boot-1000", "2", "1000", "--bootstrap", "20"), boot);

        // check looks after every chunk (its output, --format csv, has no timings); its --baseline replay has no
        // look and is spread.
        Path base = tmp.resolve("baseline");
        CliRunner.Result run = CliRunner.run("run", CliRunner.fixture("duel-tight.yaml").toString(), "-n", "300",
                "--seed", "4", "--out", base.resolve("duel-tight").toString(), "-q");
        assertEquals(ExitCodes.OK, run.code(), run.err());
        List<String> check = List.of("check", CliRunner.fixture("duel-tight.yaml").toString(), "-n", "600",
                "--threads", "2", "--format", "csv", "--progress", "none", "--baseline", base.toString());
        List<String> thousand = new ArrayList<>(check);
        thousand.addAll(List.of("--chunk-size", "1000"));
        List<String> hundred = new ArrayList<>(check);
        hundred.addAll(List.of("--chunk-size", "100"));
        CliRunner.Result byDefault = CliRunner.run(check.toArray(new String[0]));
        CliRunner.Result byThousand = CliRunner.run(thousand.toArray(new String[0]));
        CliRunner.Result byHundred = CliRunner.run(hundred.toArray(new String[0]));
        assertEquals(byThousand.code(), byDefault.code(), byDefault.err());
        assertTrue(byDefault.out().contains("baseline duel-tight"), byDefault.out());
        assertEquals(byThousand.out(), byDefault.out());
        assertTrue(!byHundred.out().equals(byDefault.out()), "six looks of 100 decide otherwise than one of 600: "
                + byHundred.out());
    }

    /**
     * A matrix interrupted with the default chunking (chunks of 25) and resumed without --chunk-size continues at its
     * checkpoint to the bytes of a command never interrupted; resumed with another chunk size it is refused.
     */
    @Test
    void resumedWithoutChunkSize_picksTheChunkSizeItWasInterruptedWith() throws IOException {
        Path whole = play("matrix", "whole", "2", null);

        Path cut = tmp.resolve("cut");
        List<String> a = new ArrayList<>(args("matrix"));
        a.addAll(List.of("--threads", "1", "--progress", "none", "-q", "--out", cut.toString()));
        CliRunner.Result r = CliRunner.interrupted(4, a.toArray(new String[0]));

        List<String> other = new ArrayList<>(args("matrix"));
        other.addAll(List.of("--threads", "2", "-q", "--chunk-size", "1000", "--resume", cut.toString()));
        r = CliRunner.run(other.toArray(new String[0]));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), "a checkpoint of chunks of 25 resumed with 1000: " + r.err());
        assertTrue(r.err().contains("chunk.size"), r.err());

        List<String> resume = new ArrayList<>(args("matrix"));
        resume.addAll(List.of("--threads", "2", "-q", "--resume", cut.toString()));
        r = CliRunner.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        sameCsvs(whole, cut);
        assertEquals("chunk.size=25", chunkSize(cut));
    }

    /**
     * The same for a run: interrupted with chunks of 25 (600 / 64 rounds up to 10, raised to 25) and resumed without
     * the option, it writes the bytes of ResumeTest's run in chunks of 20, never interrupted.
     */
    @Test
    void run_resumedWithoutChunkSize_picksTheChunkSizeItWasInterruptedWith() throws IOException {
        Path whole = tmp.resolve("run-whole");
        Path cut = tmp.resolve("run-cut");
        CliRunner.Result r = CliRunner.run(ResumeTest.args(whole, "--threads", "2"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        r = CliRunner.interrupted(9, runArgs(cut, "--threads", "1"));
        r = CliRunner.run(runArgs(tmp.resolve("run-cut"), "--threads", "2", "--chunk-size", "1000", "--resume",
                cut.toString()));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), "a checkpoint of chunks of 25 resumed with 1000: " + r.err());
        r = CliRunner.run(runArgs(cut, "--threads", "2", "--resume", cut.toString()));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        for (String f : ResumeTest.OUTPUTS) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(cut.resolve(f)), f);
        }
        assertEquals("chunk.size=25", chunkSize(cut));
    }

    /** ResumeTest's run (600 battles, seed 11) without its --chunk-size 20. */
    private static String[] runArgs(Path out, String... more) {
        List<String> a = new ArrayList<>(List.of("run", ResumeTest.scenario(), "-n", "600", "--seed", "11",
                "--battles-csv", "-q", "--set", "morale.fire-trigger=off", "--out", out.toString()));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }
}
