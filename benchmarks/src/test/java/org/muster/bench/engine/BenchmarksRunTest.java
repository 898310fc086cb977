package org.muster.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.muster.batch.StandardRulesets;
import org.muster.rules.Ruleset;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The benchmarks run in every build (issue 7: "the benchmarks module runs in every build"), so a benchmark that a
 * change breaks fails {@code ./mvnw verify} rather than the next person's measuring session. Each benchmark runs
 * through JMH in this JVM (no fork, no warm-up, one iteration of a few milliseconds): a smoke run that proves every
 * benchmark and parameter set plays and scores, not a measurement, and no timing is asserted. And the parameter
 * lists name real scenarios: {@link BattleBenchmark} covers every bundled scenario, so a scenario added without its
 * benchmark fails here too.
 */
class BenchmarksRunTest {
    private static final Path SCENARIOS = Path.of("..", "scenarios");

    @BeforeAll
    static void readScenariosFromTheRepository() {
        // The benchmarks read scenarios/ from the working directory, the repository root when run by hand; surefire
        // runs this module from benchmarks/.
        System.setProperty("muster.scenarios", SCENARIOS.toString());
    }

    /** Every bundled scenario as the benchmarks name it: rule set id / file name without .yaml. */
    private static Set<String> bundledScenarios() throws IOException {
        Set<String> names = new TreeSet<>();
        for (Ruleset r : StandardRulesets.registry().all()) {
            try (Stream<Path> files = Files.list(SCENARIOS.resolve(r.id()))) {
                files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".yaml"))
                        .forEach(f -> names.add(r.id() + "/" + f.substring(0, f.length() - ".yaml".length())));
            }
        }
        return names;
    }

    private static List<String> params(Class<?> benchmark, String field) throws NoSuchFieldException {
        return List.of(benchmark.getField(field).getAnnotation(Param.class).value());
    }

    @Test
    void battleBenchmark_coversEveryBundledScenario() throws Exception {
        Set<String> bundled = bundledScenarios();
        assertTrue(bundled.size() >= 3, "bundled scenarios: " + bundled);
        assertEquals(bundled, new TreeSet<>(params(BattleBenchmark.class, "scenario")),
                "BattleBenchmark's @Param scenario list against scenarios/");
        assertEquals(List.of("doctrine", "naive"), params(BattleBenchmark.class, "player"));
    }

    @Test
    void batchBenchmark_playsOneBundledScenarioPerRuleset() throws Exception {
        Set<String> bundled = bundledScenarios();
        Set<String> rulesets = new TreeSet<>();
        for (String s : params(BatchBenchmark.class, "scenario")) {
            assertTrue(bundled.contains(s), "BatchBenchmark names " + s + ", not a bundled scenario");
            rulesets.add(s.substring(0, s.indexOf('/')));
        }
        Set<String> all = new TreeSet<>();
        StandardRulesets.registry().all().forEach(r -> all.add(r.id()));
        assertEquals(all, rulesets, "rule sets BatchBenchmark covers");
        assertEquals(List.of("1", "2"), params(BatchBenchmark.class, "threads"));
    }

    @Test
    void battleBenchmark_everyScenarioAndPlayer_plays_doctrineRollsDice() throws Exception {
        Collection<RunResult> results = smoke(BattleBenchmark.class, 10);
        assertEquals(2 * bundledScenarios().size(), results.size());
        for (RunResult r : results) {
            String what = r.getParams().getParam("scenario") + " " + r.getParams().getParam("player");
            assertTrue(r.getPrimaryResult().getScore() > 0, what + ": no battles");
            // Naive players may roll none: on hardtack's little-round-top both sides walk into the light woods and
            // stand there, where no one fires or is fired on (hardtack.md section 6), to a draw at the turn limit.
            if (r.getParams().getParam("player").equals("doctrine")) {
                assertTrue(r.getSecondaryResults().get("dice").getScore() > 0, what + ": no dice rolled");
            }
        }
    }

    /**
     * The batch runner at both thread counts on a quick scenario: one operation is 10,000 battles, so the listed
     * scenarios (checked above) are not all played here.
     */
    @Test
    void batchBenchmark_bothThreadCounts_play() throws RunnerException {
        Collection<RunResult> results = run(options(BatchBenchmark.class, 10).param("scenario",
                "jacobite45/clifton-moor"));
        assertEquals(2, results.size());
        for (RunResult r : results) {
            assertTrue(r.getPrimaryResult().getScore() > 0, "threads " + r.getParams().getParam("threads"));
        }
    }

    /** The search benchmark's scenarios, with a small budget so that the smoke run plays a battle quickly. */
    @Test
    void searchBenchmark_everyScenario_playsBattles() throws RunnerException, NoSuchFieldException {
        Collection<RunResult> results = run(options(SearchBenchmark.class, 10).param("search", "search:budget=4"));
        assertEquals(params(SearchBenchmark.class, "scenario").size(), results.size());
        for (RunResult r : results) {
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getParam("scenario") + ": no battle");
        }
    }

    @Test
    void diceBenchmark_everyDieAndMethod_scores() throws RunnerException {
        Collection<RunResult> results = smoke(DiceBenchmark.class, 5);
        assertEquals(9, results.size());
        for (RunResult r : results) {
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark());
        }
    }

    @Test
    void resolutionBenchmark_everyPath_scoresAndCountsDice() throws RunnerException {
        Collection<RunResult> results = smoke(ResolutionBenchmark.class, 5);
        // bareRng, musterDie, acwFire, jacobiteFire, jacobiteMelee, hardtackFire, hardtackFireChecked,
        // hardtackFireFloor and hardtackFireAfterRestart.
        assertEquals(9, results.size());
        for (RunResult r : results) {
            String what = r.getParams().getBenchmark();
            assertTrue(r.getPrimaryResult().getScore() > 0, what);
            if (!what.endsWith(".bareRng")) {
                assertTrue(r.getSecondaryResults().get("dice").getScore() > 0, what + ": no dice counted");
            }
        }
    }

    @Test
    void steadyState_twoRounds_printsARatePerRound() {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            SteadyState.main(new String[] {"acw-skirmish/veterans-vs-regulars", "2", "10"});
        } finally {
            System.setOut(out);
        }
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), "a header and a line per round: " + lines);
        for (int round = 1; round <= 2; round++) {
            String[] f = lines.get(round).split(" ");
            assertEquals(String.valueOf(round), f[0]);
            assertTrue(Double.parseDouble(f[2]) > 0, "battles per CPU-second: " + lines.get(round));
            assertTrue(Double.parseDouble(f[5]) > 0, "l2 chase ns: " + lines.get(round));
        }
    }

    private static ChainedOptionsBuilder options(Class<?> benchmark, int millis) {
        return new OptionsBuilder().include("^" + benchmark.getName().replace(".", "\\.") + "\\.").forks(0)
                .warmupIterations(0).measurementIterations(1).measurementTime(TimeValue.milliseconds(millis))
                .shouldFailOnError(true).verbosity(VerboseMode.SILENT);
    }

    private static Collection<RunResult> smoke(Class<?> benchmark, int millis) throws RunnerException {
        return run(options(benchmark, millis));
    }

    private static Collection<RunResult> run(ChainedOptionsBuilder options) throws RunnerException {
        Collection<RunResult> results = new ArrayList<>(new Runner(options.build()).run());
        assertTrue(!results.isEmpty(), "JMH ran nothing");
        return results;
    }
}
