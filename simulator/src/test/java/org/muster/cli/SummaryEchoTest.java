package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The summary of a run names the players, rule overrides and variables in effect, so a variant is seen to apply. */
final class SummaryEchoTest {
    @TempDir
    Path tmp;

    @Test
    void summary_echoesAiSetAndVar() {
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel-vars.yaml").toString(), "-n", "20",
                "--ai", "1=naive", "--set", "kill-die.prone-modifier=1", "--var", "grey_squads=2", "--progress",
                "none", "--out", tmp.resolve("o").toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String second = r.out().lines().skip(1).findFirst().orElse("");
        assertTrue(second.startsWith("  players: ") && second.contains(" naive") && second.contains(
                "rules: kill-die.prone-modifier=1") && second.contains("grey_squads=2"), r.out());
    }
}
