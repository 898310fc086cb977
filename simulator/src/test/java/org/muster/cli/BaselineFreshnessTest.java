package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every committed baseline under reports/baseline/ is what the README's refresh command writes today, byte for byte
 * ({@code muster run scenarios/<ruleset>/X.yaml -n 2000 --seed 1 --no-heatmap --no-map}, with the seed and battle
 * count its manifest records): a commit that moves a result must refresh the baselines it moves in the same commit.
 * {@code check --baseline} in .ci/run compares with a drift test, which rightly lets a small move pass, so three
 * baselines had gone stale unnoticed (acw-skirmish points-company and veterans-vs-regulars, jacobite45 mirror; found
 * and refreshed on 6 December 2026). Exact: the runs are seeded, the same on any thread count.
 */
class BaselineFreshnessTest {
    private static final Path ROOT = Paths.get(System.getProperty("muster.root", ".."));
    private static final List<String> KEPT = List.of("summary.csv", "units.csv", "casualties.csv");

    static Stream<Path> baselines() throws IOException {
        List<Path> folders = new ArrayList<>();
        try (var rulesets = Files.list(ROOT.resolve("reports").resolve("baseline"))) {
            for (Path ruleset : rulesets.filter(Files::isDirectory).sorted().toList()) {
                try (var scenarios = Files.list(ruleset)) {
                    scenarios.filter(Files::isDirectory).sorted().forEach(folders::add);
                }
            }
        }
        assertTrue(folders.size() > 0, "no baseline under reports/baseline");
        return folders.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("baselines")
    void aBaselineIsWhatItsRefreshWritesToday(Path baseline, @TempDir Path dir) throws IOException {
        Properties m = new Properties();
        try (Reader r = Files.newBufferedReader(baseline.resolve("manifest.properties"))) {
            m.load(r);
        }
        Path out = dir.resolve("refresh");
        String scenario = m.getProperty("scenario.file");
        CliRunner.Result r = CliRunner.run("run", ROOT.resolve(scenario).toString(), "-n", m.getProperty("battles"),
                "--seed", m.getProperty("seed"), "--threads", "2", "--no-heatmap", "--no-map", "--out", out.toString(),
                "-q");
        assertEquals(0, r.code(), r.err());
        String refresh = "./muster run " + scenario + " -n " + m.getProperty("battles") + " --seed "
                + m.getProperty("seed") + " --no-heatmap --no-map --out " + ROOT.relativize(baseline) + " --force";
        for (String f : KEPT) {
            assertEquals(Files.readString(baseline.resolve(f)), Files.readString(out.resolve(f)),
                    baseline + "/" + f + " is stale: a commit moved this result without refreshing it: " + refresh);
        }
    }
}
