package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --spark} without the muster-spark jar (the default jar, as here: Spark is not on this module's class path)
 * is bad input: one stderr line naming what to do, exit 2, nothing played or written. A value that is not a Spark
 * master (a scenario file swallowed by the optional MASTER) is caught the same way.
 */
class SparkOptionTest {
    private static final String SCENARIO = Paths.get(System.getProperty("muster.root", ".."), "scenarios",
            "acw-skirmish", "veterans-vs-regulars.yaml").toString();

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"run", "sweep", "matrix", "price"})
    void sparkWithoutTheSparkJar_oneLineAndExitTwo(String command) {
        Path out = tmp.resolve(command);
        String[] args = switch (command) {
            case "run" -> new String[] {"run", SCENARIO, "-n", "10", "--out", out.toString(), "--spark"};
            case "sweep" -> new String[] {"sweep", SCENARIO, "--vary", "regulars=4,5", "-n", "10", "--out",
                out.toString(), "--spark", "local[2]"};
            case "matrix" -> new String[] {"matrix", SCENARIO, "--players", "random,naive", "-n", "10", "--out",
                out.toString(), "--spark"};
            default -> new String[] {"price", SCENARIO, "--var", "regulars", "--values", "4..5", "-n", "10", "--out",
                out.toString(), "--spark=local"};
        };
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("--spark") && r.err().contains("muster-spark") && r.err().contains("spark-submit"),
                r.err());
        assertFalse(Files.exists(out.resolve("summary.csv")), "nothing is played");
    }

    @ParameterizedTest
    @ValueSource(strings = {"run SCENARIO --spark=nowhere", "run SCENARIO --spark=scenario.yaml",
        "run SCENARIO --spark nowhere", "run SCENARIO -n 10 --spark spark:/one-slash"})
    void sparkValueThatIsNoMaster_oneLineAndExitTwo(String line) {
        String[] args = line.replace("SCENARIO", SCENARIO).split(" ");
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("is not a Spark master"), r.err());
    }

    /** A bare --spark before the scenario or an option leaves them alone (it takes no file for the master). */
    @ParameterizedTest
    @ValueSource(strings = {"run --spark SCENARIO -n 10", "run --spark local[2] SCENARIO -n 10",
        "run SCENARIO --spark -n 10"})
    void sparkBeforeTheScenario_takesNoFileForTheMaster(String line) {
        String[] args = line.replace("SCENARIO", SCENARIO).split(" ");
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("needs the muster-spark jar"), r.err());
    }
}
