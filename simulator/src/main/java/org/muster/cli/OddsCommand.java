package org.muster.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.muster.batch.StandardRulesets;
import org.muster.rules.Ruleset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Exact distributions of one combat action, computed by enumeration, not sampling. */
@Command(name = "odds", description = "Exact odds of one combat action of a rule set.",
        footer = {"", "Examples:", "  muster odds acw-skirmish",
            "  muster odds acw-skirmish fire men=5 range=11 increments=2"})
final class OddsCommand extends SpecCommand {
    @Parameters(index = "0", paramLabel = "RULESET", description = "A rule set id.")
    String ruleset;

    @Parameters(index = "1", arity = "0..1", paramLabel = "ACTION", description = "The action; omit to list them.")
    String action;

    @Parameters(index = "2..*", arity = "0..*", paramLabel = "KEY=VALUE", description = "The action's arguments.")
    List<String> arguments = new ArrayList<>();

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter.")
    Map<String, String> sets = Map.of();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Ruleset r = StandardRulesets.registry().get(ruleset, "command line", 0, "RULESET");
        if (action == null) {
            out.printf("Actions of %s:%n", r.id());
            for (Map.Entry<String, String> e : r.odds().actions().entrySet()) {
                out.printf("  %-10s %s%n", e.getKey(), e.getValue());
            }
            return ExitCodes.OK;
        }
        r.odds().print(action, arguments, r.defaults().with(sets, "command line", f -> 0, "--set "), out);
        return ExitCodes.OK;
    }
}
