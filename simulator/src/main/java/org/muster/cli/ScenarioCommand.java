package org.muster.cli;

import java.nio.file.Path;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * A group command over one scenario file with its variables set, answering on the terminal as --format says (matrix,
 * sweep): the scenario, {@link VarOptions} and {@link TerminalOptions} beside the options of {@link GroupCommand}.
 */
abstract class ScenarioCommand extends GroupCommand {
    @Parameters(arity = "1", paramLabel = "SCENARIO", description = "The scenario file.")
    Path scenario;

    @Mixin
    VarOptions varOptions;

    @Mixin
    TerminalOptions terminal = new TerminalOptions();

    ScenarioCommand(long defaultBattles, String per) {
        super(defaultBattles, per);
    }
}
