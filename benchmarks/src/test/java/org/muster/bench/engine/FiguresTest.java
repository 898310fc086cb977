package org.muster.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

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
}
