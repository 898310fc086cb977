package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command answers --help with exit 0 and at least one example command line. */
class BalanceHelpTest {
    @ParameterizedTest
    @ValueSource(strings = {"run", "compare", "sweep", "price", "check", "matrix", "replay", "odds", "rules",
        "validate"})
    void help_exitZero_withExample(String command) {
        CliRunner.Result r = CliRunner.run(command, "--help");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("  muster " + command), r.out());
        assertTrue(r.err().isEmpty(), r.err());
    }
}
