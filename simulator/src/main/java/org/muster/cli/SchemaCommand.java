package org.muster.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.muster.batch.StandardRulesets;
import org.muster.io.AtomicFiles;
import org.muster.rules.Ruleset;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Writes a JSON Schema of the scenario format, for editors (the YAML language server) to complete and check files. */
@Command(name = "schema", description = {"Write a JSON Schema (draft-07) of the scenario format, for editors to "
        + "complete and check scenario files as they are typed.", "With RULESET it also names that rule set's unit "
        + "types, qualities, weapons, stances and rule parameters."},
        footer = {"", "Examples:", "  muster schema > muster-scenario.schema.json",
            "  muster schema jacobite45 --out scenarios/jacobite45/.schema.json"})
final class SchemaCommand extends SpecCommand {
    @Parameters(index = "0", arity = "0..1", paramLabel = "RULESET", description = "A rule set id (default: any).")
    String ruleset;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the schema to FILE (default: standard output).")
    Path out;

    @Override
    public Integer call() throws IOException {
        Ruleset r = ruleset == null ? null : StandardRulesets.registry().get(ruleset, "command line", 0, "RULESET");
        String json = ScenarioSchema.json(r);
        if (out == null) {
            spec.commandLine().getOut().print(json);
        } else {
            AtomicFiles.write(out, w -> w.write(json));
        }
        return ExitCodes.OK;
    }
}
