package org.muster.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.Assertions;
import org.muster.run.StopRequest;

/** Runs the CLI in-process with captured streams, as Picocli's "Testing Your Application" recommends. */
final class CliRunner {
    record Result(int code, String out, String err) {
    }

    private CliRunner() {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(code, out.toString(), err.toString());
    }

    /**
     * Runs the CLI with a stop asked for after {@code chunks} chunks (as Ctrl-C would ask it), checks that it exited
     * as interrupted (130) and clears the stop again, whatever happened.
     */
    static Result interrupted(int chunks, String... args) {
        StopRequest.testStopAfterChunks = chunks;
        try {
            Result r = run(args);
            Assertions.assertEquals(ExitCodes.INTERRUPTED, r.code(), r.err());
            return r;
        } finally {
            StopRequest.testStopAfterChunks = -1;
        }
    }

    /**
     * Checks that the CLI refused bad input as it must: exit 2, one line on stderr holding every one of {@code words}
     * (the file, field and value it names), no exception's name.
     */
    static void oneLine(Result r, String... words) {
        Assertions.assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        Assertions.assertEquals(1, r.err().strip().lines().count(), r.err());
        for (String w : words) {
            Assertions.assertTrue(r.err().contains(w), w + " missing in: " + r.err());
        }
        Assertions.assertFalse(r.err().contains("Exception"), r.err());
    }

    /** A fixture under src/test/resources/cli. */
    static Path fixture(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources", "cli", name);
    }
}
