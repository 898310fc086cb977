package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.run.StopRequest;

/**
 * {@code muster matrix} and {@code muster price} stopped part-way (as by Ctrl-C) exit with 130 and write no CSV at
 * the top of their folder; {@code --resume} finishes them with the bytes of a command never interrupted.
 */
class BalanceResumeTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    private static List<String> args(String command, Path out, String threads) {
        String s = Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "veterans-vs-regulars.yaml").toString();
        List<String> a = new ArrayList<>(List.of(command, s));
        a.addAll(command.equals("matrix") ? List.of("--players", "naive,random")
                : List.of("--var", "regulars", "--values", "3..5"));
        a.addAll(List.of("-n", "100", "--seed", "6", "--chunk-size", "10", "--threads", threads, "-q"));
        if (out != null) {
            a.addAll(List.of("--out", out.toString()));
        }
        return a;
    }

    @ParameterizedTest
    @CsvSource({"matrix, matrix.csv", "price, price.csv"})
    void interruptedThenResumed_sameBytes(String command, String csv) throws IOException {
        Path whole = tmp.resolve("whole");
        CliRunner.Result r = CliRunner.run(args(command, whole, "2").toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());

        Path cut = tmp.resolve("cut");
        r = CliRunner.interrupted(4, args(command, cut, "1").toArray(new String[0]));
        assertFalse(Files.exists(cut.resolve(csv)));
        assertFalse(Files.exists(cut.resolve("manifest.properties")));

        List<String> resume = args(command, null, "2");
        resume.addAll(List.of("--resume", cut.toString()));
        r = CliRunner.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        try (var files = Files.list(whole)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".csv")).toList()) {
                assertArrayEquals(Files.readAllBytes(f), Files.readAllBytes(cut.resolve(f.getFileName())),
                        f.getFileName().toString());
            }
        }
        assertFalse(Files.exists(cut.resolve("checkpoint")));
    }
}
