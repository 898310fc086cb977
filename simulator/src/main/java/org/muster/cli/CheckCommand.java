package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.muster.batch.BatchResult;
import org.muster.batch.BattleFailedException;
import org.muster.batch.RunningCounts;
import org.muster.batch.StoppingRunner;
import org.muster.io.JUnitWriter;
import org.muster.model.Expectation;
import org.muster.model.ScenarioException;
import org.muster.stats.ExpectationCheck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The CI gate: plays each scenario that has an {@code expect:} block until every expectation is decided (its interval
 * wholly inside or wholly outside the band) or the battle budget is spent, and exits 0 when all pass, 1 when any
 * fails, 2 on bad input.
 */
@Command(name = "check", description = {"Check scenarios' expect: blocks: play until each expectation is decided "
        + "or the battle budget is spent.", "Exit 0: all pass; 1: any fails (or, with --strict, is inconclusive); "
        + "2: bad input."},
        footer = {"", "Examples:", "  muster check scenarios/acw-skirmish",
            "  muster check scenarios/acw-skirmish/veterans-vs-regulars.yaml -n 20000 --junit reports/check.xml"})
final class CheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    BatchOptions options;

    @Mixin
    VarOptions varOptions;

    @Parameters(arity = "1..*", paramLabel = "SCENARIO|DIR", description = "Scenario files, or folders searched for "
            + "*.yaml files (scenarios without expect: are skipped).")
    List<Path> paths;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write a JUnit XML report.")
    Path junit;

    @Option(names = "--confidence", defaultValue = "0.99", paramLabel = "C", description = "Confidence of the "
            + "intervals that decide (default: ${DEFAULT-VALUE}; high because the check looks after every chunk).")
    double confidence;

    @Option(names = "--strict", description = "Fail on an inconclusive expectation too.")
    boolean strict;

    @Override
    public Integer call() throws IOException {
        long budget = options.battles(20000);
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new ScenarioException("command line", 0, "--confidence", "value " + confidence
                    + " must be in (0.5, 1)");
        }
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            files.addAll(scenarioFiles(p));
        }
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        for (Path f : files) {
            loaded.add(ScenarioSetup.load(f, options.sets, options.ais, varOptions.vars));
        }
        PrintWriter o = spec.commandLine().getOut();
        List<JUnitWriter.Suite> suites = new ArrayList<>();
        boolean failed = false;
        int checked = 0;
        for (ScenarioSetup.Loaded l : loaded) {
            List<Expectation> expect = l.scenario().expect();
            if (expect.isEmpty()) {
                if (!options.quiet) {
                    o.println(l.file() + ": no expect: block, skipped");
                }
                continue;
            }
            checked++;
            long t0 = System.nanoTime();
            BatchResult r;
            try {
                r = StoppingRunner.run(options.plan(l, budget, options.seed), c -> allDecided(expect, c), null);
            } catch (BattleFailedException e) {
                throw new IllegalStateException(l.file() + ": " + e.getMessage(), e.getCause());
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            RunningCounts counts = RunningCounts.of(r.tally());
            List<JUnitWriter.Case> cases = new ArrayList<>();
            if (!options.quiet) {
                o.printf(Locale.ROOT, "%s: %d battles (%s), seed %d, %.0f%% intervals%n", l.file(), r.battles(),
                        r.battles() < budget ? "stopped: all decided" : "budget spent", options.seed,
                        100 * confidence);
            }
            for (Expectation e : expect) {
                ExpectationCheck c = ExpectationCheck.of(e, counts, confidence);
                String text = describe(l, c);
                boolean fails = c.status() == ExpectationCheck.Status.FAIL
                        || (strict && c.status() == ExpectationCheck.Status.INCONCLUSIVE);
                failed |= fails;
                String label = fails ? "FAIL" : c.status() == ExpectationCheck.Status.PASS ? "PASS" : "INCONCLUSIVE";
                if (!options.quiet) {
                    o.printf(Locale.ROOT, "  %-12s %s%n", label, text);
                }
                cases.add(new JUnitWriter.Case(name(l, e), fails ? text : null,
                        !fails && c.status() == ExpectationCheck.Status.INCONCLUSIVE ? "inconclusive: " + text : null,
                        seconds / expect.size()));
            }
            suites.add(new JUnitWriter.Suite(l.file().toString(), cases, seconds));
        }
        if (checked == 0) {
            throw new ScenarioException(paths.get(0).toString(), 0, null, "no scenario with an expect: block to check");
        }
        if (junit != null) {
            JUnitWriter.write(junit, suites);
        }
        if (!options.quiet) {
            o.println(failed ? "check FAILED" : "check passed");
        }
        return failed ? ExitCodes.CHECK_FAILED : ExitCodes.OK;
    }

    /** A file as given, or the *.yaml files under a folder, sorted. */
    static List<Path> scenarioFiles(Path p) throws IOException {
        if (!Files.isDirectory(p)) {
            return List.of(p);
        }
        try (Stream<Path> s = Files.walk(p)) {
            List<Path> files = s.filter(f -> Files.isRegularFile(f) && (f.toString().endsWith(".yaml")
                    || f.toString().endsWith(".yml"))).sorted().toList();
            if (files.isEmpty()) {
                throw new ScenarioException(p.toString(), 0, null, "the folder holds no .yaml scenario files");
            }
            return files;
        }
    }

    private boolean allDecided(List<Expectation> expect, RunningCounts c) {
        for (Expectation e : expect) {
            if (!ExpectationCheck.of(e, c, confidence).decided()) {
                return false;
            }
        }
        return true;
    }

    private static String name(ScenarioSetup.Loaded l, Expectation e) {
        return String.format(Locale.ROOT, "%s %s in [%s, %s] (%s)", l.scenario().sides().get(e.side()).name(),
                e.metric(), num(e.low()), num(e.high()), e.field());
    }

    private static String describe(ScenarioSetup.Loaded l, ExpectationCheck c) {
        Expectation e = c.expectation();
        boolean mean = Expectation.MEAN_LOST.equals(e.metric());
        String f = mean ? "%.2f [%.2f, %.2f]" : "%.3f [%.3f, %.3f]";
        return String.format(Locale.ROOT, "%s %s " + f + " vs band [%s, %s] (%s, line %d)",
                l.scenario().sides().get(e.side()).name(), e.metric(), c.estimate(), c.lower(), c.upper(),
                num(e.low()), num(e.high()), e.field(), l.scenario().source().lineOf(e.field()));
    }

    private static String num(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
