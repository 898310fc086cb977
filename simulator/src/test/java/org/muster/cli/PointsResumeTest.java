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
import org.muster.run.StopRequest;

/**
 * {@code muster points} stopped part-way (as by Ctrl-C) exits with 130 and writes no table; {@code --resume} finishes
 * it with the bytes of a run never interrupted, bootstrap included, on another thread count.
 */
class PointsResumeTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    private static List<String> args(Path out, String threads) {
        List<String> a = new ArrayList<>(List.of("points", CliRunner.fixture("points-duplicate.yaml").toString(),
                "-n", "300", "--chunk-size", "50", "--seed", "8", "--threads", threads, "--bootstrap", "20",
                "--progress", "none", "-q"));
        if (out != null) {
            a.addAll(List.of("--out", out.toString()));
        }
        return a;
    }

    @Test
    void points_interruptedThenResumed_sameBytes() throws IOException {
        Path whole = tmp.resolve("whole");
        CliRunner.Result r = CliRunner.run(args(whole, "2").toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(whole.resolve("checkpoint")));

        Path cut = tmp.resolve("cut");
        r = CliRunner.interrupted(2, args(cut, "1").toArray(new String[0]));
        assertTrue(r.err().contains("--resume " + cut), r.err());
        assertFalse(Files.exists(cut.resolve("points.csv")));
        assertTrue(Files.exists(cut.resolve("checkpoint")));

        List<String> resume = args(null, "2");
        resume.addAll(List.of("--resume", cut.toString()));
        r = CliRunner.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        for (String f : List.of("points.csv", "points-fit.csv", "points-mixes.csv")) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(cut.resolve(f)), f);
        }
        assertFalse(Files.exists(cut.resolve("checkpoint")));

        // A different run refuses the checkpoint of another.
        Path other = tmp.resolve("other");
        CliRunner.interrupted(1, args(other, "1").toArray(new String[0]));
        List<String> wrong = args(null, "1");
        wrong.set(wrong.indexOf("8"), "9");
        wrong.addAll(List.of("--resume", other.toString()));
        r = CliRunner.run(wrong.toArray(new String[0]));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("seed"), r.err());
    }
}
