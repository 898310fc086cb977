package org.muster.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.muster.cli.Main;

/**
 * The Spark runner against the local runner: the same command and seed, once on this machine's threads and once with
 * {@code --spark local[2]} (two executor threads, several chunks per partition and several partitions per job), must
 * write the same CSV files, byte for byte. One scenario of each rule set.
 */
class SparkRunTest {
    private static final Path ROOT = Paths.get(System.getProperty("muster.root", ".."));

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"acw-skirmish/meeting-engagement.yaml", "jacobite45/culloden.yaml",
        "hardtack/stone-wall.yaml"})
    void runOnSparkWritesTheBytesOfALocalRun(String scenario) throws IOException {
        String file = ROOT.resolve("scenarios").resolve(scenario).toString();
        Path local = tmp.resolve("local");
        Path spark = tmp.resolve("spark");
        // 330 battles in chunks of 40: nine chunks, the last one short.
        String[] common = {"run", file, "-n", "330", "--chunk-size", "40", "--seed", "7", "--battles-csv", "-q"};
        execute(concat(common, "--threads", "3", "--out", local.toString()));
        execute(concat(common, "--out", spark.toString(), "--spark", "local[2]"));
        assertSameCsv(local, spark, List.of("summary.csv", "units.csv", "casualties.csv", "battles.csv"));
        // Under --spark the plan's thread count comes from the cluster (4 x local[2]'s two cores): proof the chunks
        // went through Spark.
        assertTrue(Files.readAllLines(spark.resolve("manifest.properties")).contains("threads=8"),
                "the Spark run's manifest should record a thread count from local[2]");
        assertTrue(Files.readAllLines(spark.resolve("manifest.properties")).contains("runner=spark local[2]"),
                "the Spark run's manifest should say where it played");
        assertTrue(Files.readAllLines(local.resolve("manifest.properties")).contains("runner=local"),
                "the local run's manifest should say it played on this machine");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sweep", "price"})
    void balanceCommandsOnSparkWriteTheBytesOfALocalRun(String command) throws IOException {
        String file = ROOT.resolve("scenarios/acw-skirmish/veterans-vs-regulars.yaml").toString();
        String[] args = command.equals("sweep")
                ? new String[] {"sweep", file, "--vary", "regulars=4,6", "-n", "120", "--chunk-size", "25",
                    "--seed", "3", "-q"}
                : new String[] {"price", file, "--var", "regulars", "--values", "4..6", "-n", "120",
                    "--chunk-size", "25", "--seed", "3", "-q"};
        Path local = tmp.resolve("local");
        Path spark = tmp.resolve("spark");
        execute(concat(args, "--threads", "2", "--out", local.toString()));
        execute(concat(args, "--out", spark.toString(), "--spark=local[2]"));
        List<String> csv;
        try (Stream<Path> files = Files.list(local)) {
            csv = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".csv")).sorted()
                    .collect(Collectors.toList());
        }
        assertTrue(!csv.isEmpty(), "no CSV written by " + command);
        assertSameCsv(local, spark, csv);
    }

    /** {@code muster points --spark} writes the tables of a local run, bootstrap and balanced lists included. */
    @org.junit.jupiter.api.Test
    void pointsOnSparkWritesTheBytesOfALocalRun() throws IOException {
        String file = ROOT.resolve("scenarios/acw-skirmish/points-company.yaml").toString();
        String[] args = {"points", file, "-n", "200", "--chunk-size", "25", "--seed", "3", "--bootstrap", "20",
            "--balanced", "--balanced-battles", "50", "-q", "--progress", "none"};
        Path local = tmp.resolve("local");
        Path spark = tmp.resolve("spark");
        execute(concat(args, "--threads", "2", "--out", local.toString()));
        execute(concat(args, "--out", spark.toString(), "--spark", "local[2]"));
        assertSameCsv(local, spark, List.of("points.csv", "points-fit.csv", "points-mixes.csv",
                "points-balanced.csv"));
        // The thread count comes from the cluster (4 x local[2]'s two cores): the chunks went through Spark.
        assertTrue(Files.readAllLines(spark.resolve("manifest.properties")).contains("threads=8"),
                "the Spark run's manifest should record a thread count from local[2]");
    }

    private static void assertSameCsv(Path a, Path b, List<String> names) throws IOException {
        for (String name : names) {
            assertTrue(Files.isRegularFile(a.resolve(name)), name + " missing from the local run");
            assertArrayEquals(Files.readAllBytes(a.resolve(name)), Files.readAllBytes(b.resolve(name)),
                    name + " differs between the local run and the Spark run");
        }
    }

    private static void execute(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, String.join(" ", args) + " failed: " + err);
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(new String[0]);
    }
}
