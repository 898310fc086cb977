package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@code muster tune}: the same weights for one thread and two (the search is a pure function of the seed), every
 * rule set through the registry, and bad input as one line naming the field with exit code 2. Tiny budgets: this
 * checks the command, not the quality of a search.
 */
class TuneTest {
    private static CliRunner.Result tune(String fixture, String... more) {
        return tune(fixture, 16, 6, more);
    }

    private static CliRunner.Result tune(String fixture, int battles, int evaluations, String... more) {
        List<String> args = new ArrayList<>(List.of("tune", CliRunner.fixture(fixture).toString(), "-n",
                Integer.toString(battles), "--evaluations", Integer.toString(evaluations), "--check-battles",
                Integer.toString(2 * battles), "--seed", "4"));
        args.addAll(List.of(more));
        return CliRunner.run(args.toArray(new String[0]));
    }

    @Test
    void tune_sameOutputForOneAndTwoThreads() {
        CliRunner.Result one = tune("tune-duel.yaml", "--side", "Blue", "--threads", "1");
        assertEquals(ExitCodes.OK, one.code(), one.err());
        CliRunner.Result two = tune("tune-duel.yaml", "--side", "Blue", "--threads", "2");
        assertEquals(one.out(), two.out());
        assertTrue(one.out().contains("tune: side Blue over 1 scenario(s) against naive and doctrine; 6 candidates"),
                one.out());
        assertTrue(one.out().contains("  charge-odds ") && one.out().contains("mean gain ")
                && one.out().contains("tune-duel v naive") && one.out().contains("tune-duel v doctrine"), one.out());
    }

    @Test
    void tune_everyRuleSetThroughTheRegistry() {
        for (String[] c : new String[][] {{"tune-jacobite.yaml", "charge-odds"}, {"tune-hardtack.yaml", "assault"},
            {"tune-duel.yaml", "spread"}}) {
            CliRunner.Result r = tune(c[0], 6, 3, "--side", "1", "--threads", "1");
            assertEquals(ExitCodes.OK, r.code(), c[0] + ": " + r.err());
            assertTrue(r.out().contains("  " + c[1] + " "), c[0] + ": " + r.out());
            assertTrue(r.out().contains("as a scenario's player: {ai: doctrine, weights: {"), r.out());
        }
    }

    @Test
    void tune_badInput_oneLineNamingTheFieldExit2() {
        String[][] cases = {
            {"--side", "Purple"},
            {"--side", "Blue", "--check-battles", "0"},
            {"--side", "Blue", "--threads", "0"},
            {"--side", "Blue", "--preset", "reckless"},
        };
        String[] fields = {"--side", "--check-battles", "--threads", "preset"};
        for (int i = 0; i < cases.length; i++) {
            List<String> args = new ArrayList<>(List.of("tune", CliRunner.fixture("tune-duel.yaml").toString(), "-n",
                    "4", "--evaluations", "1"));
            args.addAll(List.of(cases[i]));
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), String.join(" ", cases[i]) + ": " + r.out() + r.err());
            String err = r.err().strip();
            assertFalse(err.contains("\n") || err.contains("Exception"), err);
            assertTrue(err.contains(fields[i]), err);
        }
        // Two scenarios whose side starts from different weights (here: of two rule sets): no one start to search from.
        CliRunner.Result r = CliRunner.run("tune", CliRunner.fixture("tune-duel.yaml").toString(),
                CliRunner.fixture("tune-jacobite.yaml").toString(), "--side", "0", "-n", "4", "--evaluations", "1");
        assertNotEquals(ExitCodes.OK, r.code());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("--side") && r.err().contains("--preset"), r.err());
    }
}
