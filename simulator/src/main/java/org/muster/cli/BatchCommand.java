package org.muster.cli;

import picocli.CommandLine.Mixin;

/**
 * A balance command that plays batches of battles over scenarios with their variables set and answers on the
 * terminal in a chosen format (compare, check): the options of {@link BalanceCommand}, the scenario variables
 * ({@link VarOptions}) and the terminal options ({@link TerminalOptions}). Picocli reads these inherited fields as the
 * subclass's own.
 */
abstract class BatchCommand extends BalanceCommand {
    @Mixin
    VarOptions varOptions;

    @Mixin
    TerminalOptions terminal = new TerminalOptions();
}
