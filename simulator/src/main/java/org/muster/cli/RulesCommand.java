package org.muster.cli;

import java.io.PrintWriter;
import java.util.List;

import org.muster.batch.StandardRulesets;
import org.muster.rules.Parameter;
import org.muster.rules.Ruleset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Lists the rule sets, or one rule set's parameters with default, allowed values, provenance and description, or
 * (with {@code --units}) what its scenarios may write.
 */
@Command(name = "rules", description = {"List the rule sets, or one rule set's parameters (default, allowed values, "
        + "provenance, description).", "With --units: every unit type, quality, weapon, stance and terrain kind a "
        + "scenario of the rule set may write, with the fields each takes."},
        footer = {"", "Examples:", "  muster rules", "  muster rules acw-skirmish", "  muster rules jacobite45 --units",
            "  muster rules --units --markdown      # the lists of scenarios/README.md, every rule set"})
final class RulesCommand extends SpecCommand {
    @Parameters(index = "0", arity = "0..1", paramLabel = "RULESET", description = "A rule set id.")
    String ruleset;

    @Option(names = "--units", description = "List unit types, qualities, weapons, stances and terrain kinds.")
    boolean units;

    @Option(names = "--markdown", description = "With --units: print Markdown tables (without RULESET: every rule "
            + "set, as in scenarios/README.md).")
    boolean markdown;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (markdown && !units) {
            throw new org.muster.model.ScenarioException("command line", 0, "--markdown", "only with --units");
        }
        if (units) {
            List<Ruleset> sets = ruleset == null ? StandardRulesets.registry().all()
                    : List.of(StandardRulesets.registry().get(ruleset, "command line", 0, "RULESET"));
            if (markdown) {
                out.print(markdown(sets));
                return ExitCodes.OK;
            }
            for (Ruleset r : sets) {
                r.catalogue().lines(r.id()).forEach(out::println);
            }
            return ExitCodes.OK;
        }
        if (ruleset == null) {
            for (Ruleset r : StandardRulesets.registry().all()) {
                out.printf("%-14s %s (players: %s)%n", r.id(), r.description(), String.join(", ", r.players()));
            }
            return ExitCodes.OK;
        }
        Ruleset r = StandardRulesets.registry().get(ruleset, "command line", 0, "RULESET");
        out.printf("Parameters of %s (override with the scenario's rules: block or --set NAME=VALUE)%n", r.id());
        out.printf("%-40s %-12s %-16s %-8s %s%n", "name", "default", "allowed", "tag", "description");
        for (Parameter p : r.defaults().definitions()) {
            String value = p.format(p.defaultValue());
            out.printf("%-40s %-12s %-16s %-8s %s%n", p.name(), value, allowed(p), p.tag(), p.description());
        }
        return ExitCodes.OK;
    }

    /** The values a parameter takes: its choices, or its range ({@code 1..8} whole numbers, {@code 0.0..1.0}). */
    static String allowed(Parameter p) {
        if (p.isChoice()) {
            return String.join("|", p.choices());
        }
        return p.format(p.min()) + ".." + p.format(p.max()) + (p.integer() ? "" : " (real)");
    }

    /** Every listed rule set's catalogue as Markdown, one block after another: the text of scenarios/README.md. */
    static String markdown(List<Ruleset> sets) {
        StringBuilder sb = new StringBuilder();
        for (Ruleset r : sets) {
            sb.append(sb.length() == 0 ? "" : "\n").append(r.catalogue().markdown(r.id()));
        }
        return sb.toString();
    }
}
