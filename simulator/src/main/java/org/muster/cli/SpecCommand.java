package org.muster.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A muster subcommand: Picocli injects its spec (its streams for output and errors, its parse result, its name),
 * which every command reads. Picocli reads the inherited field as the subclass's own.
 */
abstract class SpecCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
}
