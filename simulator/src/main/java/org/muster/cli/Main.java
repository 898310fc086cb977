package org.muster.cli;

import java.io.PrintWriter;

import org.muster.io.IoMessages;
import org.muster.model.ScenarioException;
import org.muster.run.StopRequest;

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
            ValidateCommand.class, MapCommand.class, CompareCommand.class, SweepCommand.class, PriceCommand.class,
            CheckCommand.class, MatrixCommand.class, PointsCommand.class, TuneCommand.class, ReportCommand.class,
            SchemaCommand.class, CompletionCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Example:", "  muster run scenarios/acw-skirmish/meeting-engagement.yaml -n 20000 --seed 7"})
public final class Main implements Runnable {
    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        StopRequest.installHook();
        int code = execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        StopRequest.commandFinished();
        StopRequest.awaitSignalExit();
        System.exit(code);
    }

    /** Runs a command line with the given streams and returns its exit code (tests call this). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new Main());
        statesBattleDefaults(cl);
        wrapExamples(cl);
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
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
        if (args.length == 0) {
            // A bare muster names no command: a usage error (exit 2), with the usage on stderr.
            cl.usage(err);
            err.println("muster: no command given (see 'muster --help')");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** Appends each balance command's default -n and --chunk-size to the shared options' descriptions in its --help. */
    private static void statesBattleDefaults(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommand() instanceof BatchOptions.BattlesDefault d) {
                statesDefault(sub.getCommandSpec(), "-n", d.battlesDefault());
                statesDefault(sub.getCommandSpec(), "--chunk-size", d.chunkDefault());
            }
        }
    }

    private static void statesDefault(CommandSpec spec, String option, String value) {
        picocli.CommandLine.Model.OptionSpec o = spec.findOption(option);
        if (o != null) {
            String[] text = o.description().clone();
            text[text.length - 1] = text[text.length - 1] + " (default: " + value + ").";
            spec.remove(o);
            spec.addOption(o.toBuilder().description(text).build());
        }
    }

    /**
     * Breaks each footer example longer than the help's width between arguments, continuing it on the next line
     * after a shell line continuation, so that Picocli never wraps one in the middle of a token and every example can
     * be copied as it is.
     */
    static void wrapExamples(CommandLine cl) {
        java.util.List<CommandLine> all = new java.util.ArrayList<>(cl.getSubcommands().values());
        all.add(cl);
        for (CommandLine c : all) {
            int width = c.getUsageHelpWidth() - 1;
            java.util.List<String> out = new java.util.ArrayList<>();
            for (String line : c.getCommandSpec().usageMessage().footer()) {
                out.addAll(wrap(line, width));
            }
            c.getCommandSpec().usageMessage().footer(out.toArray(new String[0]));
        }
    }

    /** One example line as lines of at most {@code width} characters, broken at spaces before an argument. */
    static java.util.List<String> wrap(String line, int width) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        if (line.length() <= width || !line.startsWith("  muster ")) {
            lines.add(line);
            return lines;
        }
        java.util.regex.Matcher comment = java.util.regex.Pattern.compile("\\S( {2,})(\\S.*)$").matcher(line);
        if (comment.find(9)) {
            // "muster ...   (a note)": wrap the command alone, the note after it or on a line of its own.
            String note = comment.group(2);
            lines.addAll(wrap(line.substring(0, comment.start(1)), width));
            String last = lines.get(lines.size() - 1);
            if (last.length() + 3 + note.length() <= width) {
                lines.set(lines.size() - 1, last + "   " + note);
            } else {
                lines.add("      " + note);
            }
            return lines;
        }
        String indent = "      ";
        String rest = line;
        String lead = "";
        while ((lead + rest).length() > width) {
            int limit = width - lead.length() - 2;
            int start = rest.indexOf("muster") + 7;
            int dash = -1;
            int space = -1;
            for (int i = start; i < Math.min(limit, rest.length() - 1); i++) {
                if (rest.charAt(i) == ' ' && rest.charAt(i - 1) != ' ') {
                    space = i;
                    if (rest.charAt(i + 1) == '-') {
                        dash = i;
                    }
                }
            }
            int cut = dash > 0 ? dash : space;
            if (cut <= 0) {
                break;
            }
            lines.add(lead + rest.substring(0, cut) + " \\");
            rest = rest.substring(cut + 1).stripLeading();
            lead = indent;
        }
        lines.add(lead + rest);
        return lines;
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
