package org.muster.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.muster.run.Backend;

import picocli.CommandLine.Mixin;

/**
 * A balance command that plays its groups of battles with checkpoints, on this machine or on Spark (matrix, sweep,
 * price, points): {@code --resume DIR} and {@code --spark [MASTER]} beside the options of {@link BalanceCommand}. It
 * opens the backend, named after the command and its scenario, and plays on it.
 */
abstract class GroupCommand extends BalanceCommand {
    /** -n unless given. */
    private final long defaultBattles;
    /** What -n counts the battles of, e.g. {@code "pairing"} for "1000 per pairing"; null: the whole command. */
    private final String per;

    @Mixin
    ResumeOption resume = new ResumeOption();

    @Mixin
    SparkOption spark = new SparkOption();

    GroupCommand(long defaultBattles, String per) {
        this.defaultBattles = defaultBattles;
        this.per = per;
    }

    @Override
    public final String battlesDefault() {
        return defaultBattles + (per == null ? "" : " per " + per);
    }

    /** Plays the command on {@code backend}, which {@link #call()} opens and closes, {@code n} battles per group. */
    abstract Integer play(Backend backend, long n) throws IOException;

    @Override
    public final Integer call() throws IOException {
        return spark.run("muster " + spec.name() + " " + scenarioFile().getFileName(), options,
                backend -> play(backend, options.battles(defaultBattles)));
    }

    /** The (first) scenario file, the command's first positional parameter: it names the Spark application. */
    private Path scenarioFile() {
        Object given = spec.positionalParameters().get(0).getValue();
        return given instanceof java.util.List<?> files ? (Path) files.get(0) : (Path) given;
    }
}
