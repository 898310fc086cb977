package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Usage errors are one line on stderr and exit code 2, as the README promises; a bare muster is one too. */
final class UsageErrorsTest {
    @Test
    void unknownOption_oneLineOnStderr_exitTwo() {
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel-vars.yaml").toString(),
                "--no-such-option");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("muster: ") && r.err().contains("--no-such-option")
                && r.err().contains("(see 'muster run --help')"), r.err());
    }

    @Test
    void bareMuster_usageOnStderr_exitTwo() {
        CliRunner.Result r = CliRunner.run();
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("Usage: muster") && r.err().contains("no command given"), r.err());
        assertEquals("", r.out());
    }
}
