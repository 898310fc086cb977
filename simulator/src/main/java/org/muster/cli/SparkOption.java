package org.muster.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Stack;
import java.util.regex.Pattern;

import org.muster.model.ScenarioException;
import org.muster.run.Backend;

import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --spark [MASTER]} (a Picocli mixin) for the commands that play batches: run, sweep, matrix, price, points. */
final class SparkOption {
    private static final String HELP = "Play the battles on Apache Spark (launch with spark-submit and the "
            + "muster-spark jar; see README, Spark). MASTER defaults to the one spark-submit sets, else local[*]. "
            + "The results are the same bytes as a local run.";
    /** What a Spark master URL looks like; anything else after a bare --spark is a mistake, e.g. a scenario file. */
    private static final Pattern MASTER = Pattern.compile("local(\\[[0-9*]+(,[0-9]+)?])?|local-cluster\\[.*]"
            + "|yarn|(spark|k8s|mesos)://\\S+");

    @Option(names = "--spark", arity = "0..1", fallbackValue = Backend.DEFAULT_MASTER, paramLabel = "MASTER",
            description = HELP, preprocessor = MasterOrNothing.class)
    String master;

    /**
     * {@code --spark MASTER} leaves the next argument alone when it is an option or names a scenario (a YAML file
     * name, or any file or folder that exists), so that {@code muster run --spark scenario.yaml} plays the scenario
     * instead of taking its file for the master. Anything else is taken for the master, and a mistyped one is then
     * refused as a bad {@code --spark} value rather than reported as a missing scenario file.
     */
    static final class MasterOrNothing implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec command, ArgSpec arg, Map<String, Object> info) {
            if (" ".equals(info.get("separator")) && (args.isEmpty() || !isMaster(args.peek()))) {
                args.push(Backend.DEFAULT_MASTER);
            }
            return false;
        }

        static boolean isMaster(String next) {
            if (MASTER.matcher(next).matches()) {
                return true;
            }
            String lower = next.toLowerCase(Locale.ROOT);
            if (next.startsWith("-") || lower.endsWith(".yaml") || lower.endsWith(".yml")) {
                return false;
            }
            try {
                return !Files.exists(Path.of(next));
            } catch (InvalidPathException e) {
                return true;
            }
        }
    }

    /** What a command plays on the backend that {@link #run} opens. */
    interface OnBackend {
        Integer call(Backend backend) throws java.io.IOException;
    }

    /**
     * Opens the backend ({@link #backend}, named {@code appName} on Spark), lends it to {@code options} for the
     * command's batches, runs {@code body} on it, then closes it and releases the options however {@code body} ends.
     */
    Integer run(String appName, BatchOptions options, OnBackend body) throws java.io.IOException {
        try (Backend backend = backend(appName)) {
            options.backend = backend;
            return body.call(backend);
        } finally {
            options.release();
        }
    }

    /** Where this command plays: this machine, or Spark when {@code --spark} was given. */
    Backend backend(String appName) {
        if (master != null && !master.isBlank() && !MASTER.matcher(master.trim()).matches()) {
            throw new ScenarioException("command line", 0, "--spark", "'" + master + "' is not a Spark master "
                    + "(local[N], spark://HOST:PORT, yarn, k8s://...)");
        }
        return Backend.of(master, appName);
    }
}
