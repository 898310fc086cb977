package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.muster.batch.BatchResult;
import org.muster.batch.BattleFailedException;
import org.muster.batch.RunningCounts;
import org.muster.batch.StoppingRunner;
import org.muster.batch.BatchRunner;
import org.muster.io.BaselineReader;
import org.muster.io.JUnitWriter;
import org.muster.io.ManifestWriter;
import org.muster.model.Expectation;
import org.muster.model.ScenarioException;
import org.muster.run.Failures;
import org.muster.run.ScenarioSetup;
import org.muster.stats.Drift;
import org.muster.stats.ExpectationCheck;
import org.muster.stats.Holm;
import org.muster.stats.Summary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
final class CheckCommand extends BatchCommand {
    static final long DEFAULT_BATTLES = 20000;

    @Override
    public String battlesDefault() {
        return "20000 (the most it plays)";
    }

    @Override
    public String chunkDefault() {
        return "1000, since the check looks after every chunk; a --baseline replay N/64 between 25 and 1000";
    }

    @Parameters(arity = "1..*", paramLabel = "SCENARIO|DIR", description = "Scenario files, or folders searched for "
            + "*.yaml files (scenarios without expect: are skipped).")
    List<Path> paths;

    @Option(names = "--junit", paramLabel = "FILE", description = "Also write a JUnit XML report.")
    Path junit;

    @Option(names = "--confidence", defaultValue = "0.99", paramLabel = "C", description = "Chance that no look "
            + "of the check decides an expectation wrongly (default: ${DEFAULT-VALUE}). The check looks after every "
            + "chunk, so each look's intervals are at 1 - (1 - C) / looks (Bonferroni alpha spending over the "
            + "budget's chunks).")
    double confidence;

    @Option(names = "--strict", description = "Fail on an inconclusive expectation too.")
    boolean strict;

    @Option(names = "--baseline", paramLabel = "DIR", description = "Also compare each scenario with the run in "
            + "DIR/<scenario file name without .yaml> (written by muster run), replayed on its seed and battles, and "
            + "fail on significant drift.")
    Path baseline;

    @Option(names = "--drift-alpha", defaultValue = "0.01", paramLabel = "A", description = "Significance level of "
            + "drift after Holm's correction over every baseline metric (default: ${DEFAULT-VALUE}).")
    double driftAlpha;

    /** One baseline metric of one scenario, before Holm's correction. */
    private record DriftRow(int suite, String name, double baseline, double now, double p) {
    }

    @Override
    public Integer call() throws IOException {
        long budget = options.battles(DEFAULT_BATTLES);
        if (!(driftAlpha > 0 && driftAlpha < 1)) {
            throw new ScenarioException("command line", 0, "--drift-alpha", "value " + driftAlpha
                    + " must be in (0, 1)");
        }
        if (baseline != null && !Files.isDirectory(baseline)) {
            throw new ScenarioException(baseline.toString(), 0, "--baseline", "no such folder");
        }
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new ScenarioException("command line", 0, "--confidence", "value " + confidence
                    + " must be in (0.5, 1)");
        }
        if (junit != null) {
            org.muster.io.AtomicFiles.checkWritable(junit, "--junit");
        }
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            files.addAll(scenarioFiles(p));
        }
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        for (Path f : files) {
            loaded.add(ScenarioSetup.load(f, options.sets, options.ais, varOptions.vars));
        }
        // With --format csv or json the lines below go nowhere and stdout gets one row per expectation and metric.
        PrintWriter o = terminal.format == TerminalOptions.Format.table ? spec.commandLine().getOut()
                : new PrintWriter(java.io.Writer.nullWriter());
        List<JUnitWriter.Suite> suites = new ArrayList<>();
        List<List<JUnitWriter.Case>> suiteCases = new ArrayList<>();
        List<DriftRow> drift = new ArrayList<>();
        boolean failed = false;
        int checked = 0;
        for (ScenarioSetup.Loaded l : loaded) {
            List<Expectation> expect = l.scenario().expect();
            Path base = baseline == null ? null : baseline.resolve(RunCommand.stem(l.file()));
            boolean hasBaseline = base != null && Files.isRegularFile(base.resolve("manifest.properties"));
            if (expect.isEmpty() && !hasBaseline) {
                if (!options.quiet) {
                    o.println(l.file() + ": no expect: block" + (baseline == null ? "" : " and no baseline")
                            + ", skipped");
                }
                continue;
            }
            checked++;
            List<JUnitWriter.Case> cases = new ArrayList<>();
            suiteCases.add(cases);
            if (hasBaseline) {
                drift(l, base, suiteCases.size() - 1, drift, o);
            }
            if (expect.isEmpty()) {
                suites.add(new JUnitWriter.Suite(l.file().toString(), classname(l), cases, 0));
                continue;
            }
            long t0 = System.nanoTime();
            BatchResult r;
            // Each chunk is a look of the check, so the chunking moves its verdicts: 1000 by default.
            org.muster.batch.RunPlan plan = options.plan(spec, l, budget, options.seed, true);
            long looks = plan.chunkCount();
            double perLook = perLook(confidence, looks);
            try (Progress bar = Progress.open(terminal.progress, options.quiet, "check " + RunCommand.stem(l.file()),
                    budget)) {
                r = StoppingRunner.run(plan, c -> allDecided(expect, c, perLook), null, bar);
            } catch (BattleFailedException e) {
                throw Failures.battleFailed("check", l, e);
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            RunningCounts counts = RunningCounts.of(r.tally());
            if (!options.quiet) {
                o.printf(Locale.ROOT, "%s: %d battles (%s), seed %d, %s%% intervals (%s%% over all %d looks)%n",
                        l.file(), r.battles(), r.battles() < budget ? "stopped: all decided" : "budget spent",
                        options.seed, percent(perLook), percent(confidence), looks);
            }
            for (Expectation e : expect) {
                ExpectationCheck c = ExpectationCheck.of(e, counts, perLook);
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
            suites.add(new JUnitWriter.Suite(l.file().toString(), classname(l), cases, seconds));
        }
        if (checked == 0) {
            throw new ScenarioException(paths.get(0).toString(), 0, null, "no scenario with an expect: block"
                    + (baseline == null ? "" : " or a baseline") + " to check");
        }
        if (!drift.isEmpty()) {
            double[] p = new double[drift.size()];
            for (int k = 0; k < p.length; k++) {
                p[k] = drift.get(k).p();
            }
            double[] holm = Holm.adjust(p);
            if (!options.quiet) {
                o.printf(Locale.ROOT, "baseline drift: %d metrics, Holm-corrected, alpha %s%n", p.length, driftAlpha);
            }
            for (int k = 0; k < p.length; k++) {
                DriftRow d = drift.get(k);
                boolean moved = holm[k] < driftAlpha;
                failed |= moved;
                String text = String.format(Locale.ROOT, "%s: %.4f now vs %.4f in the baseline (p = %s, Holm %s)",
                        d.name(), d.now(), d.baseline(), CompareCommand.p(d.p()), CompareCommand.p(holm[k]));
                if (!options.quiet) {
                    o.printf(Locale.ROOT, "  %-12s %s%n", moved ? "DRIFT" : d.p() == 1.0 ? "SAME" : "OK", text);
                }
                suiteCases.get(d.suite()).add(new JUnitWriter.Case("baseline " + d.name(), moved ? "drift: " + text
                        : null, null, 0));
            }
        }
        if (junit != null) {
            JUnitWriter.write(junit, suites);
        }
        if (!options.quiet) {
            o.println(failed ? "check FAILED" : "check passed");
        }
        if (terminal.format != TerminalOptions.Format.table && !options.quiet) {
            BalanceOutput.text(terminal.format, results(suites), spec.commandLine().getOut());
        }
        return failed ? ExitCodes.CHECK_FAILED : ExitCodes.OK;
    }

    /** Replays the baseline's seed and battles and adds its five metrics (win rates, draw rate, mean lost). */
    private void drift(ScenarioSetup.Loaded l, Path dir, int suite, List<DriftRow> rows, PrintWriter o) {
        BaselineReader.Baseline b = BaselineReader.read(dir);
        Summary now;
        try {
            now = Summary.of(BatchRunner.run(options.plan(spec, l, b.battles(), b.seed(), false), null, null));
        } catch (BattleFailedException e) {
            throw Failures.battleFailed("check", l, e);
        }
        if (!options.quiet) {
            String sha;
            try {
                sha = ManifestWriter.sha256(l.file());
            } catch (IOException e) {
                sha = "";
            }
            o.printf(Locale.ROOT, "%s: baseline %s replayed (%d battles, seed %d)%s%n", l.file(), dir, b.battles(),
                    b.seed(), sha.equals(b.scenarioSha256()) ? "" : "; note: the scenario file has changed since");
        }
        long n = now.battles();
        String stem = RunCommand.stem(l.file()) + " ";
        for (int s = 0; s < 2; s++) {
            BaselineReader.Side was = b.sides().get(s);
            Summary.Side is = now.side(s);
            rows.add(new DriftRow(suite, stem + is.name() + " win-rate", (double) was.wins() / was.battles(),
                    (double) is.wins() / n, Drift.rates(was.wins(), was.battles(), is.wins(), n)));
            double mean = round3(is.figuresLost().mean());
            double sd = round3(is.figuresLost().sd());
            rows.add(new DriftRow(suite, stem + is.name() + " mean-lost", was.lostMean(), mean,
                    Drift.means(was.lostMean(), was.lostSd(), was.battles(), mean, sd, n)));
        }
        BaselineReader.Side was = b.sides().get(0);
        rows.add(new DriftRow(suite, stem + "draw-rate", (double) was.draws() / was.battles(),
                (double) now.side(0).draws() / n, Drift.rates(was.draws(), was.battles(), now.side(0).draws(), n)));
    }

    /** As summary.csv writes a mean: 3 decimals, so that an unchanged run compares equal to its baseline. */
    private static double round3(double x) {
        return Double.parseDouble(String.format(Locale.ROOT, "%.3f", x));
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

    /**
     * The confidence of each look's intervals so that all {@code looks} together keep {@code overall}: the chance
     * that any look's interval misses the true value is at most the sum of the looks' chances (Bonferroni), so each
     * look spends an equal share (1 - overall) / looks of the error. Valid however the looks depend on each other.
     */
    static double perLook(double overall, long looks) {
        return 1 - (1 - overall) / Math.max(1, looks);
    }

    private static String percent(double c) {
        return java.math.BigDecimal.valueOf(100 * c).round(new java.math.MathContext(6)).stripTrailingZeros()
                .toPlainString();
    }

    private static boolean allDecided(List<Expectation> expect, RunningCounts c, double perLook) {
        for (Expectation e : expect) {
            if (!ExpectationCheck.of(e, c, perLook).decided()) {
                return false;
            }
        }
        return true;
    }

    /** The columns of check's --format csv and json: one row per test case of the JUnit report. */
    static final java.util.List<String> RESULT_COLUMNS = List.of("scenario", "classname", "test", "status",
            "message");

    private static String results(List<JUnitWriter.Suite> suites) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (org.apache.commons.csv.CSVPrinter csv = new org.apache.commons.csv.CSVPrinter(sb,
                org.apache.commons.csv.CSVFormat.RFC4180.builder().setRecordSeparator('\n')
                        .setHeader(RESULT_COLUMNS.toArray(new String[0])).get())) {
            for (JUnitWriter.Suite s : suites) {
                for (JUnitWriter.Case c : s.cases()) {
                    String status = c.failure() != null ? "fail" : c.skipped() != null ? "inconclusive" : "pass";
                    csv.printRecord(s.name(), s.classname(), c.name(), status, c.failure() != null ? c.failure()
                            : c.skipped() != null ? c.skipped() : "");
                }
            }
        }
        return sb.toString();
    }

    private static String classname(ScenarioSetup.Loaded l) {
        return JUnitWriter.classname(l.ruleset().id(), RunCommand.stem(l.file()));
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
