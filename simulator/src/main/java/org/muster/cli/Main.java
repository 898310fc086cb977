package org.muster.cli;

import java.io.PrintWriter;

import org.muster.io.IoMessages;
import org.muster.model.ScenarioException;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The command line: Picocli parses, the commands build a plan and delegate, and this class maps errors to exit codes.
 * Bad input ({@link ScenarioException}, a usage error) is one line on stderr and exit code 2; anything else is an
 * internal error: a stack trace, a request to report it, exit code 3.
 */
@Command(name = "muster", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT,
        versionProvider = VersionProvider.class,
        description = "Monte Carlo balance simulator for horse-and-musket tabletop wargames.",
        subcommands = {RunCommand.class, ReplayCommand.class, OddsCommand.class, RulesCommand.class,
            ValidateCommand.class, CompareCommand.class, SweepCommand.class, PriceCommand.class, CheckCommand.class,
            MatrixCommand.class, ReportCommand.class, CompletionCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Example:", "  muster run scenarios/acw-skirmish/meeting-engagement.yaml -n 20000 --seed 7"})
public final class Main implements Runnable {
    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        StopRequest.installHook();
        int code = execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        StopRequest.commandFinished();
        System.exit(code);
    }

    /** Runs a command line with the given streams and returns its exit code (tests call this). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            // One line, like every other refusal: the problem, then where the usage is.
            String path = commandPath(ex.getCommandLine());
            err.println("muster: " + ex.getMessage().replace('\n', ' ').strip() + " (see 'muster "
                    + (path.isEmpty() ? "" : path + " ") + "--help')");
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof ScenarioException) {
                err.println(ex.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            if (ex instanceof java.io.IOException || ex instanceof java.io.UncheckedIOException) {
                // the machine's doing, not muster's (permissions, a full disk, a file removed under a run)
                err.println("muster: cannot read or write a file: " + IoMessages.describe(ex));
                return ExitCodes.BAD_INPUT;
            }
            err.println("muster: internal error; please report it with the command line and this trace:");
            ex.printStackTrace(err);
            return ExitCodes.INTERNAL;
        });
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    private static String commandPath(CommandLine cl) {
        String name = cl.getCommandName();
        return "muster".equals(name) ? "" : name;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
