package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every kind of bad input gets exit code 2 and exactly one line on stderr naming the file, the line, the field and
 * the value; no stack trace, and no output folder is left behind.
 */
class CliErrorsTest {
    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "malformed.yaml        | malformed.yaml:3     | YAML syntax error",
        "bad-unit-type.yaml    | bad-unit-type.yaml:10 | dragoon-squad",
        "bad-parameter.yaml    | bad-parameter.yaml:12 | no-such.parameter",
        "off-table.yaml        | off-table.yaml:10    | sides[1].units[0]",
        "in-water.yaml         | in-water.yaml:12     | sides[1].units[0]",
        "no-units.yaml         | no-units.yaml:9      | sides[1].units",
        "unknown-key.yaml      | unknown-key.yaml:7   | moral",
        "wrong-type.yaml       | wrong-type.yaml:7    | five",
        "negative-count.yaml   | negative-count.yaml:7 | -2",
        "unknown-terrain.yaml  | unknown-terrain.yaml:5 | lava",
        "army-in-acw.yaml      | army-in-acw.yaml:9   | sides[1].army",
        "hardtack-gatling-no-company.yaml | hardtack-gatling-no-company.yaml:8 | attach: no unit named '9th-nj'",
        "hardtack-gatling-negative-crew.yaml | hardtack-gatling-negative-crew.yaml:8 | sides[0].units[1].men: value -2",
        "hardtack-gatling-big-crew.yaml | hardtack-gatling-big-crew.yaml:8 | men 3 outside 1-2 crew figures",
    })
    void run_badScenario_oneLineAndExitTwo(String file, String where, String what) throws Exception {
        Path out = tmp.resolve("out");
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture(file).toString(), "-n", "10", "--out",
                out.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line expected: " + err);
        assertTrue(err.contains(where), "names file and line: " + err);
        assertTrue(err.contains(what), "names field or value: " + err);
        assertFalse(err.contains("Exception"), err);
        assertFalse(Files.exists(out), "no output folder for bad input");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "-n 0                   | -n",
        "--threads 0            | --threads",
        "--set nope=1           | nope",
        "--set kill-die.cover-hard=x | kill-die.cover-hard",
        "--ai Purple=naive      | Purple",
        "--ai 0=genius          | genius",
    })
    void run_badOption_oneLineAndExitTwo(String options, String what) {
        String[] opts = options.trim().split(" +");
        String[] args = new String[3 + opts.length];
        args[0] = "run";
        args[1] = CliRunner.fixture("duel.yaml").toString();
        args[2] = "-q";
        System.arraycopy(opts, 0, args, 3, opts.length);
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        String err = r.err().strip();
        assertFalse(err.contains("Exception"), err);
        assertTrue(err.lines().count() <= 2, err);
        assertTrue(err.contains(what), err);
    }

    @ParameterizedTest
    @CsvSource({"no-such-file.yaml"})
    void run_missingFile_exitTwo(String file) {
        CliRunner.Result r = CliRunner.run("run", tmp.resolve(file).toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains(file), r.err());
        assertFalse(r.err().strip().contains("\n"), r.err());
    }
}
