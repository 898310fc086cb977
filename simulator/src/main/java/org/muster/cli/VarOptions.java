package org.muster.cli;

import java.util.Map;

import picocli.CommandLine.Option;

/** {@code --var NAME=VALUE}, a Picocli mixin for the commands that play a scenario with its variables set. */
final class VarOptions {
    @Option(names = "--var", paramLabel = "NAME=VALUE", description = "Set a scenario variable declared under vars: "
            + "(repeatable).")
    Map<String, String> vars = Map.of();
}
