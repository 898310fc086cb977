package org.muster.cli;

import java.util.Map;
import java.util.Stack;
import java.util.regex.Pattern;

import org.muster.model.ScenarioException;

import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --spark [MASTER]} (a Picocli mixin) for the commands that play batches: run, sweep, matrix, price. */
final class SparkOption {
    /** What a Spark master URL looks like; anything else after a bare --spark is a mistake, e.g. a scenario file. */
    private static final Pattern MASTER = Pattern.compile("local(\\[[0-9*]+(,[0-9]+)?])?|local-cluster\\[.*]"
            + "|yarn|(spark|k8s|mesos)://\\S+");

    @Option(names = "--spark", arity = "0..1", fallbackValue = Backend.DEFAULT_MASTER, paramLabel = "MASTER",
            description = Backend.SPARK_HELP, preprocessor = MasterOrNothing.class)
    String master;

    /**
     * {@code --spark MASTER} takes the next argument only when it looks like a Spark master, so that
     * {@code muster run --spark scenario.yaml} plays the scenario instead of taking its file for the master.
     */
    static final class MasterOrNothing implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec command, ArgSpec arg, Map<String, Object> info) {
            if (" ".equals(info.get("separator")) && (args.isEmpty() || !MASTER.matcher(args.peek()).matches())) {
                args.push(Backend.DEFAULT_MASTER);
            }
            return false;
        }
    }

    /** Where this command plays: this machine, or Spark when {@code --spark} was given. */
    Backend backend(String appName) {
        if (master != null && !master.isBlank() && !MASTER.matcher(master.trim()).matches()) {
            throw new ScenarioException("command line", 0, "--spark", "'" + master + "' is not a Spark master "
                    + "(local[N], spark://HOST:PORT, yarn, k8s://...); write --spark=MASTER, or put --spark after the "
                    + "scenario files");
        }
        return Backend.of(master, appName);
    }
}
