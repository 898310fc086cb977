package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Units of both sides on one point, a row stacked 1e-300 inches apart and a table 1e-300 inches wide are refused by
 * every rule set, naming both units and where they stand (jacobite45 always did; acw-skirmish and hardtack played
 * them).
 */
class OverlapTest {
    @TempDir
    Path tmp;

    private CliRunner.Result validate(String ruleset, String type, String table, String blueAt, String blueSpacing,
            String greyAt) throws IOException {
        String unit = "type: " + type + ", men: 6, facing: north";
        String yaml = "ruleset: " + ruleset + "\nname: Overlap\ntable: " + table + "\nturns: 5\nsides:\n"
                + "  - name: Blue\n    units:\n      - {name: b, " + unit + ", count: 2, at: " + blueAt + ", spacing: "
                + blueSpacing + "}\n"
                + "  - name: Grey\n    units:\n      - {name: g, " + unit + ", at: " + greyAt + "}\n";
        Path f = tmp.resolve(ruleset + ".yaml");
        Files.writeString(f, yaml);
        return CliRunner.run("validate", f.toString());
    }

    private static void refused(CliRunner.Result r, String... words) {
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        for (String w : words) {
            assertTrue(r.err().contains(w), w + " missing in: " + r.err());
        }
    }

    @ParameterizedTest
    @CsvSource({"acw-skirmish, infantry-squad", "hardtack, infantry-company", "jacobite45, regular-foot"})
    void bothSidesOnOnePoint_refusedNamingBoth(String ruleset, String type) throws IOException {
        assertEquals(ExitCodes.OK, validate(ruleset, type, "{width: 48, depth: 48}", "[10, 10]", "10", "[30, 30]")
                .code(), "the control scenario is valid");
        refused(validate(ruleset, type, "{width: 48, depth: 48}", "[10, 10]", "10", "[10, 10]"), "g at (10, 10)",
                "b at (10, 10)", "overlaps");
    }

    @ParameterizedTest
    @CsvSource({"acw-skirmish, infantry-squad", "hardtack, infantry-company", "jacobite45, regular-foot"})
    void rowStackedByATinySpacing_refused(String ruleset, String type) throws IOException {
        refused(validate(ruleset, type, "{width: 48, depth: 48}", "[10, 10]", "1e-300", "[30, 30]"), "b-2", "b",
                "overlaps");
    }

    @ParameterizedTest
    @CsvSource({"acw-skirmish, infantry-squad", "hardtack, infantry-company", "jacobite45, regular-foot"})
    void degenerateTable_refused(String ruleset, String type) throws IOException {
        refused(validate(ruleset, type, "{width: 1e-300, depth: 48}", "[0, 10]", "10", "[0, 30]"), "table.width",
                "1e-300");
    }
}
