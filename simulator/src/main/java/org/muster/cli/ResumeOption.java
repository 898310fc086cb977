package org.muster.cli;

import java.nio.file.Path;

import picocli.CommandLine.Option;

/**
 * {@code --resume DIR} (a Picocli mixin) for the balance commands that checkpoint their groups (sweep, price, matrix,
 * points): the interrupted command's folder, continued to the result it would have had uninterrupted.
 */
final class ResumeOption {
    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the interrupted ${COMMAND-NAME} command "
            + "whose output folder is DIR: repeat its command with this option. The result is the same as if it had "
            + "never been interrupted.")
    Path dir;
}
