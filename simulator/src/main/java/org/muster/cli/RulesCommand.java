package org.muster.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.muster.batch.StandardRulesets;
import org.muster.rules.Parameter;
import org.muster.rules.Ruleset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Lists the rule sets, or one rule set's parameters with default, provenance and description. */
@Command(name = "rules", description = "List the rule sets, or one rule set's parameters.",
        footer = {"", "Examples:", "  muster rules", "  muster rules acw-skirmish"})
final class RulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "RULESET", description = "A rule set id.")
    String ruleset;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (ruleset == null) {
            for (Ruleset r : StandardRulesets.registry().all()) {
                out.printf("%-14s %s (players: %s)%n", r.id(), r.description(), String.join(", ", r.players()));
            }
            return ExitCodes.OK;
        }
        Ruleset r = StandardRulesets.registry().get(ruleset, "command line", 0, "RULESET");
        out.printf("Parameters of %s (override with the scenario's rules: block or --set NAME=VALUE)%n", r.id());
        out.printf("%-40s %-12s %-8s %s%n", "name", "default", "tag", "description");
        for (Parameter p : r.defaults().definitions()) {
            String value = p.format(p.defaultValue());
            if (p.isChoice()) {
                value = value + " " + p.choices();
            }
            out.printf("%-40s %-12s %-8s %s%n", p.name(), value, p.tag(), p.description());
        }
        return ExitCodes.OK;
    }
}
