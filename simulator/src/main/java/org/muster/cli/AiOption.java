package org.muster.cli;

import java.util.Map;

import picocli.CommandLine.Option;

/** {@code --ai SIDE=AI[:PRESET]}, a Picocli mixin for the commands that play one scenario's battles (run, replay). */
final class AiOption {
    @Option(names = "--ai", paramLabel = "SIDE=AI[:PRESET]",
            description = "Choose a side's player, by side name or index (repeatable), e.g. --ai 0=naive.")
    Map<String, String> ais = Map.of();
}
