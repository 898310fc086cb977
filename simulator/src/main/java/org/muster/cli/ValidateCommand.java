package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** Checks scenario files against the format and their rule set without running them. */
@Command(name = "validate", description = "Check scenario files without running them.",
        footer = {"", "Example:", "  muster validate scenarios/acw-skirmish/*.yaml"})
final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "Scenario files.")
    List<Path> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Path f : files) {
            ScenarioSetup.Loaded l = ScenarioSetup.load(f, null, null);
            out.printf("ok: %s (%s, %d units)%n", f, l.ruleset().id(), l.template().unitCount());
        }
        return ExitCodes.OK;
    }
}
