package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.run.Version;

import picocli.CommandLine;

/** --version with the commit, an example in every command's --help, and the completion script. */
class CliPolishTest {
    @Test
    void versionNamesTheCommitWhenTheBuildKnewIt() {
        CliRunner.Result r = CliRunner.run("--version");
        assertEquals(ExitCodes.OK, r.code());
        assertTrue(r.out().startsWith("muster "), r.out());
        // Built from a git checkout: 10 hex digits; elsewhere (a source tarball) "unknown".
        assertTrue(r.out().lines().anyMatch(l -> l.matches("commit ([0-9a-f]{10}|unknown)")), r.out());
        String commit = Version.commit();
        assertTrue(commit.equals("unknown") || Version.version().endsWith("(commit " + commit + ")"));
    }

    @Test
    void everyCommandsHelpHasAnExample() {
        CommandLine root = new CommandLine(new Main());
        for (String name : root.getSubcommands().keySet()) {
            if (name.equals("help")) {
                continue; // Picocli's own help command
            }
            CliRunner.Result r = CliRunner.run(name, "--help");
            assertEquals(ExitCodes.OK, r.code(), name);
            assertTrue(r.out().contains("Example") && r.out().contains("  muster "), name + " --help:\n" + r.out());
        }
    }

    @Test
    void completionScriptCoversEveryCommandAndIsValidBash(@TempDir Path tmp) throws IOException,
            InterruptedException {
        CliRunner.Result r = CliRunner.run("completion");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("complete -F"), "registers a completion function");
        for (String name : new CommandLine(new Main()).getSubcommands().keySet()) {
            assertTrue(r.out().contains(name), name);
        }
        assertTrue(r.out().contains("--report") && r.out().contains("--progress"), "options are completed");
        Path bash = Path.of("/bin/bash");
        if (Files.isExecutable(bash)) {
            Path script = tmp.resolve("muster-completion.bash");
            Files.writeString(script, r.out(), StandardCharsets.UTF_8);
            Process p = new ProcessBuilder(bash.toString(), "-n", script.toString()).redirectErrorStream(true).start();
            assertTrue(p.waitFor(20, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
