package org.muster.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.nio.file.Paths;

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

    /** A fixture under src/test/resources/cli. */
    static Path fixture(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources", "cli", name);
    }
}
