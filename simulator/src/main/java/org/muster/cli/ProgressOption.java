package org.muster.cli;

import picocli.CommandLine.Option;

/** {@code --progress} for the balance commands that play groups of battles (a Picocli mixin). */
final class ProgressOption {
    @Option(names = "--progress", defaultValue = "auto", paramLabel = "MODE",
            description = "Progress on stderr over all the battles of the command: auto (a bar on a terminal, else a "
                    + "line every 10 s), bar, lines or none (default: ${DEFAULT-VALUE}).")
    TerminalOptions.ProgressMode progress = TerminalOptions.ProgressMode.auto;

    /** The display for {@code total} battles, nothing with {@code quiet}. */
    Progress open(boolean quiet, String task, long total) {
        return Progress.open(progress, quiet, task, total);
    }
}
