package org.muster.cli;

import picocli.CommandLine.Mixin;

/**
 * A balance command (compare, check, matrix, sweep, price, points): the options they all share
 * ({@link BatchOptions}) and the defaults its --help states for them.
 */
abstract class BalanceCommand extends SpecCommand implements BatchOptions.BattlesDefault {
    @Mixin
    BatchOptions options;
}
