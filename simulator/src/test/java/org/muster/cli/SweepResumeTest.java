package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.run.StopRequest;

/**
 * {@code muster sweep} stopped part-way (as by Ctrl-C) exits with 130, leaves no sweep.csv at the top of its folder,
 * and {@code --resume} finishes it with the sweep.csv bytes of a sweep never interrupted.
 */
class SweepResumeTest {
    @TempDir
    Path tmp;

    @AfterEach
    void noStop() {
        StopRequest.testStopAfterChunks = -1;
    }

    private static List<String> args(Path out, String threads) {
        String s = Paths.get(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "veterans-vs-regulars.yaml").toString();
        List<String> a = new ArrayList<>(List.of("sweep", s, "--vary", "regulars=4..5", "-n", "200", "--seed", "4",
                "--chunk-size", "20", "--threads", threads, "-q"));
        if (out != null) {
            a.addAll(List.of("--out", out.toString()));
        }
        return a;
    }

    @Test
    void sweep_interruptedThenResumed_sameBytes() throws IOException {
        Path whole = tmp.resolve("whole");
        CliRunner.Result r = CliRunner.run(args(whole, "2").toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(Files.exists(whole.resolve("checkpoint")));

        Path cut = tmp.resolve("cut");
        r = CliRunner.interrupted(4, args(cut, "1").toArray(new String[0]));
        assertTrue(r.err().contains("--resume"), r.err());
        assertFalse(Files.exists(cut.resolve("sweep.csv")));
        assertFalse(Files.exists(cut.resolve("manifest.properties")));
        assertTrue(Files.exists(cut.resolve("partial").resolve("sweep.csv")));

        List<String> resume = args(null, "2");
        resume.addAll(List.of("--resume", cut.toString()));
        r = CliRunner.run(resume.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertArrayEquals(Files.readAllBytes(whole.resolve("sweep.csv")), Files.readAllBytes(cut.resolve("sweep.csv")));
        assertFalse(Files.exists(cut.resolve("checkpoint")));
        assertFalse(Files.exists(cut.resolve("partial")));
    }
}
