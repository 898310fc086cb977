package org.muster.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every command that plays batches of battles over scenarios declares alike: its spec, the batch options
 * ({@link BatchOptions}), the scenario variables ({@link VarOptions}) and the terminal options
 * ({@link TerminalOptions}). Picocli reads these inherited fields as the subclass's own.
 */
abstract class BatchCommand implements Callable<Integer>, BatchOptions.BattlesDefault {
    @Spec
    CommandSpec spec;

    @Mixin
    BatchOptions options;

    @Mixin
    VarOptions varOptions;

    @Mixin
    TerminalOptions terminal = new TerminalOptions();
}
