package org.muster.balance;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.muster.batch.BattleFailedException;
import org.muster.batch.PairedRunner;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
import org.muster.run.Failures;
import org.muster.run.RunWorkflow;
import org.muster.run.RunWorkflow.Progress;
import org.muster.run.ScenarioSetup;
import org.muster.stats.PairedComparison;
import org.muster.stats.Robustness;
import org.muster.stats.SequentialTest;

/**
 * What {@code muster compare} does once its options are read: load variants A and B (one rule set), play them on the
 * same seeds ({@link PairedRunner}; with a {@link SequentialTest}, stopping where it decides), test the paired
 * changes ({@link PairedComparison}) and write compare.csv (and sequential.csv), the manifest last. With
 * {@code --robust}, the same once per player with both sides played by that player, and the stability line.
 */
public final class CompareWorkflow {
    private CompareWorkflow() {
    }

    /** One variant: a scenario file with its overrides (the shared ones with this variant's on top). */
    public record Variant(Path file, Map<String, String> sets, Map<String, String> ais, Map<String, String> vars) {
    }

    /** A finished comparison, for the caller to show: side names, and the folder written. */
    public record Finished(PairedComparison comparison, List<String> names, Path dir) {
    }

    /** A finished {@code --robust} comparison: one comparison per player, and the stability line. */
    public record Robust(List<String> players, List<PairedComparison> comparisons, List<String> names, String line,
            Path dir) {
    }

    /**
     * Plays {@code n} pairs of A and B (at most {@code n} with a sequential {@code test}) and writes the folder.
     *
     * @param test a sequential test that may stop the command at a chunk boundary, or null
     */
    public static Finished compare(BalanceJob job, Variant va, Variant vb, long n, double alpha, SequentialTest test,
            BalanceJob.Display display) throws IOException {
        Instant started = Instant.now();
        ScenarioSetup.Loaded a = ScenarioSetup.load(va.file(), va.sets(), va.ais(), va.vars());
        ScenarioSetup.Loaded b = ScenarioSetup.load(vb.file(), vb.sets(), vb.ais(), vb.vars());
        sameRuleset(va, a, vb, b);
        // With a sequential test a chunk is where it looks, so the chunking moves its verdict: 1000 by default.
        var planA = job.plan(a, n, job.seed(), test != null);
        var planB = job.plan(b, n, job.seed(), test != null);
        Path dir = job.outputDir("compare-" + RunWorkflow.stem(va.file()), false);
        PairedRunner.Result result;
        try (Progress bar = display.open("compare " + RunWorkflow.stem(va.file()), n)) {
            result = PairedRunner.run(planA, planB, bar, test == null ? null : pairs -> test.look(pairs).decided());
        } catch (BattleFailedException e) {
            throw Failures.battleFailed("compare", a, b, e);
        }
        PairedComparison c = PairedComparison.of(result.paired(), alpha);
        List<String> names = sideNames(a);
        BalanceWriter.writeCompare(dir.resolve(BalanceWriter.COMPARE_CSV), c, names);
        if (test != null) {
            BalanceWriter.writeSequential(dir.resolve(BalanceWriter.SEQUENTIAL_CSV), test, test.last(), n);
        }
        job.writeManifest(dir, files(va, vb), result.paired().battles(), planA.chunkSize(), started);
        return new Finished(c, names, dir);
    }

    /**
     * {@code --robust}: the comparison once per player, both sides played by that player in A and in B, each on the
     * same seeds as a plain compare with {@code --ai 0=P --ai 1=P} (so each block is the bytes that command writes),
     * then the stability line of side 0's change in win rate. The variants' own players are not used.
     */
    public static Robust robust(BalanceJob job, Variant va, Variant vb, List<String> players, long n, double alpha,
            BalanceJob.Display display) throws IOException {
        Instant started = Instant.now();
        List<ScenarioSetup.Loaded[]> loaded = new ArrayList<>();
        for (String p : players) {
            ScenarioSetup.Loaded a = Players.load(va.file(), va.sets(), Map.of(), va.vars(), p);
            ScenarioSetup.Loaded b = Players.load(vb.file(), vb.sets(), Map.of(), vb.vars(), p);
            sameRuleset(va, a, vb, b);
            loaded.add(new ScenarioSetup.Loaded[] {a, b});
        }
        Path dir = job.outputDir("compare-" + RunWorkflow.stem(va.file()), false);
        List<PairedComparison> comparisons = new ArrayList<>();
        long all = n * players.size();
        try (Progress bar = display.open("compare " + RunWorkflow.stem(va.file()), all)) {
            for (int k = 0; k < players.size(); k++) {
                ScenarioSetup.Loaded[] ab = loaded.get(k);
                PairedRunner.Result result;
                try {
                    result = PairedRunner.run(job.plan(ab[0], n, job.seed()), job.plan(ab[1], n, job.seed()),
                            BalanceJob.group(bar, k * n, all));
                } catch (BattleFailedException e) {
                    throw Failures.battleFailed("compare", ab[0], ab[1], e);
                }
                comparisons.add(PairedComparison.of(result.paired(), alpha));
            }
        }
        List<String> names = sideNames(loaded.get(0)[0]);
        List<Robustness.Answer> answers = new ArrayList<>();
        for (int k = 0; k < players.size(); k++) {
            PairedComparison.Metric w = comparisons.get(k).metric(0, PairedComparison.WIN_RATE);
            answers.add(new Robustness.Answer(players.get(k), w.change(), w.significant()));
        }
        String line = Robustness.line(names.get(0) + " win rate B - A", answers);
        BalanceWriter.writeCompareRobust(dir.resolve(BalanceWriter.COMPARE_CSV), players, comparisons, names,
                Robustness.verdict(answers).csv(), line);
        job.writeManifest(dir, files(va, vb), n, job.chunkSize(n, false), started);
        return new Robust(players, comparisons, names, line, dir);
    }

    private static void sameRuleset(Variant va, ScenarioSetup.Loaded a, Variant vb, ScenarioSetup.Loaded b) {
        if (!a.ruleset().id().equals(b.ruleset().id())) {
            throw new ScenarioException(vb.file().toString(), b.scenario().source().lineOf("ruleset"), "ruleset",
                    "value '" + b.ruleset().id() + "' differs from A's '" + a.ruleset().id() + "' (" + va.file()
                    + "): a paired comparison plays the same battles two ways, under one rule set");
        }
    }

    private static List<String> sideNames(ScenarioSetup.Loaded l) {
        return List.of(l.scenario().sides().get(0).name(), l.scenario().sides().get(1).name());
    }

    private static List<Path> files(Variant a, Variant b) {
        return a.file().equals(b.file()) ? List.of(a.file()) : List.of(a.file(), b.file());
    }
}
