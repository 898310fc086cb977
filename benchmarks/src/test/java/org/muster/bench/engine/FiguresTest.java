package org.muster.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Figures} on a small hand-made run (test resources {@code figures/run.json} and {@code run.log}: round numbers,
 * so every expected cell below is worked by hand, not by the code under test).
 */
class FiguresTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = FiguresTest.class.getResourceAsStream("/figures/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> printed() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Figures(new ObjectMapper().readTree(resource("run.json")), resource("run.log").lines().toList(),
                new PrintStream(bytes, true, StandardCharsets.UTF_8)).print();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void hostLines_measuredIterationsOfBattleBenchmarkOnly_byFork() throws IOException {
        Map<String, Map<Integer, List<double[]>>> host = Figures.hostLines(resource("run.log").lines().toList());
        assertEquals(1, host.size(), "the batch benchmark's cpu line is not a battle's");
        Map<Integer, List<double[]>> forks = host.get("doctrine hardtack/little-round-top");
        assertEquals(2, forks.size());
        assertEquals(2, forks.get(1).size(), "the warm-up iteration is left out");
        assertEquals(3300, forks.get(1).get(1)[0]);
        assertEquals(4.8, forks.get(2).get(0)[1]);
    }

    @Test
    void workersBusy_wallRateOverThreadsTimesWorkerRate() throws IOException {
        Map<String, List<Double>> busy = Figures.workersBusy(resource("run.log").lines().toList());
        // threads 1: 5,000 / (1 x 5,000); threads 2: 9,500 / (2 x 5,000) and 9,000 / (2 x 5,000); warm-up left out.
        assertEquals(List.of(1.0), busy.get("jacobite45/culloden 1"));
        assertEquals(List.of(0.95, 0.9), busy.get("jacobite45/culloden 2"));
        assertEquals(2, busy.size(), "BattleBenchmark's cpu lines are not a batch's");
    }

    @Test
    void battleRows_forkMeansHostForksDicePerBattleNsPerDieBytes() throws IOException {
        List<String> out = printed();
        // 2,000,000 dice/s over 4,000 battles/s = 500 dice a battle; 1e9 ns / 4,000 / 500 = 500 ns a die.
        assertTrue(out.contains("| hardtack/little-round-top | 4,000 ± 900 | 3,000 / 5,000 | 3,200 @ 6.2 / 5,100 @ 4.8"
                + " | 500 | 500 | 1.5 |"), String.join("\n", out));
        // No log lines for culloden: its host column is "-"; 1e9 / 6,000 / 200 = 833 ns a die.
        assertTrue(out.contains("| jacobite45/culloden | 6,000 ± 10 | 6,000 / 6,000 | - | 200 | 833 | 0.5 |"),
                String.join("\n", out));
    }

    @Test
    void resolutionAndBatchRows() throws IOException {
        List<String> out = printed();
        // 25 ns an operation at 10 ns a die: 2.5 dice; 10 / 1.25 = 8x the bare generator.
        assertTrue(out.contains("| `acwFire` | 25.00 ± 1.00 | 2.50 | 10.00 | 8.0 |"), String.join("\n", out));
        assertTrue(out.contains("| jacobite45/culloden | 5,000 (5,000 / 5,000) | 9,500 (9,000 / 10,000) | 1.90"
                + " | 500 / 500 | 100.0-100.0 % / 90.0-95.0 % |"), String.join("\n", out));
    }

    @Test
    void resolution_aDisturbedFloorIsSaidAndTheOtherFloorUsed() throws IOException {
        assertTrue(printed().stream().noneMatch(l -> l.startsWith("`bareRng`'s 99.9 % error")),
                "bareRng 1.25 ± 0.01 is not disturbed");
        ObjectMapper json = new ObjectMapper();
        JsonNode run = json.readTree(resource("run.json"));
        for (JsonNode b : run) {
            if (b.get("benchmark").asText().endsWith("ResolutionBenchmark.bareRng")) {
                ((ObjectNode) b.get("primaryMetric")).put("scoreError", 0.5);
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Figures(run, resource("run.log").lines().toList(), new PrintStream(bytes, true, StandardCharsets.UTF_8))
                .print();
        List<String> out = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        // 0.5 / 1.25 = 40 %; DiceBenchmark's floor (1 + 2) / 2 = 1.5 ns, acwFire's 10 ns a die / 1.5 = 6.7x.
        assertTrue(out.contains("`bareRng`'s 99.9 % error is 40 % of its score, a floor the host disturbed: per die"
                + " against `DiceBenchmark`'s bare bounded int (1.50 ns) instead, `acwFire` 6.7x."), String.join("\n",
                out));
    }

    @Test
    void verdicts_quietForksNamedForAMissedRate() throws IOException {
        List<String> out = printed();
        assertTrue(out.contains("| allocation <= 64 B/battle (doctrine) | met: at most 1.5 B/battle |"));
        assertTrue(out.contains("| >= 5,000 battles/s on one thread (doctrine, fork means) | missed: 1 of 2; missed:"
                + " hardtack/little-round-top 4,000 (5,100 per CPU-second in its 1 quiet fork) |"),
                String.join("\n", out));
        // The floor is DiceBenchmark's bare bounded int over the sizes: (1 + 2) / 2 = 1.5 ns; 500 / 1.5 and 833 / 1.5.
        assertTrue(out.contains("| engine cost per die <= 5x bare RNG (1.50 ns) | missed: 333-556x |"),
                String.join("\n", out));
        assertTrue(out.contains("| batch runner 2 threads >= 1.8x 1 thread | jacobite45/culloden met (1.90x) |"),
                String.join("\n", out));
    }

    /** Runs the command line; returns {exit code, stdout, stderr}. */
    private static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Figures.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8),
            err.toString(StandardCharsets.UTF_8)};
    }

    private static void assertBadInput(String[] r, String expected) {
        assertEquals("2", r[0], r[2]);
        assertEquals("", r[1], "nothing on stdout");
        assertEquals(1, r[2].lines().count(), "one line: " + r[2]);
        assertTrue(r[2].contains(expected), r[2]);
        assertTrue(!r[2].contains("\tat "), "no stack trace: " + r[2]);
    }

    @Test
    void commandLine_goodRun_printsTheTables(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("run.json");
        Path log = dir.resolve("run.log");
        Files.writeString(json, resource("run.json"));
        Files.writeString(log, resource("run.log"));
        String[] r = cli(json.toString(), log.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals(String.join("\n", printed()) + "\n", r[1].replace("\r\n", "\n"));
    }

    @Test
    void commandLine_badInput_oneLineNamingFileAndField_exit2(@TempDir Path dir) throws IOException {
        assertBadInput(cli(), "usage: Figures RUN.json [RUN.log]");
        Path missing = dir.resolve("missing.json");
        assertBadInput(cli(missing.toString()), "Figures: " + missing + ": cannot be read");
        Path notJson = dir.resolve("log-as-json.json");
        Files.writeString(notJson, "# JMH version: 1.37\n");
        assertBadInput(cli(notJson.toString()), "Figures: " + notJson + ": not JSON: ");
        Path object = dir.resolve("object.json");
        Files.writeString(object, "{\"benchmark\": \"x\"}");
        assertBadInput(cli(object.toString()), object + ": not a list of benchmark results");
        Path noScore = dir.resolve("no-score.json");
        Files.writeString(noScore, resource("run.json").replaceFirst("\"score\"", "\"scor\""));
        assertBadInput(cli(noScore.toString()), noScore + ": [0].primaryMetric.score: missing");
        Path noParam = dir.resolve("no-param.json");
        Files.writeString(noParam, resource("run.json").replaceFirst("\"player\"", "\"players\""));
        assertBadInput(cli(noParam.toString()), noParam + ": [0].params.player: missing");
        Path threads = dir.resolve("threads.json");
        Files.writeString(threads, resource("run.json").replaceFirst("\"threads\": \"1\"", "\"threads\": \"one\""));
        assertBadInput(cli(threads.toString()), threads + ": [4].params.threads: 'one' is not a count");
        Path json = dir.resolve("run.json");
        Files.writeString(json, resource("run.json"));
        Path missingLog = dir.resolve("missing.log");
        assertBadInput(cli(json.toString(), missingLog.toString()), "Figures: " + missingLog + ": cannot be read");
    }
}
