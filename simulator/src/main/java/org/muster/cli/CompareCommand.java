package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.muster.batch.BattleFailedException;
import org.muster.batch.PairedRunner;
import org.muster.batch.RunPlan;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
import org.muster.stats.PairedComparison;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Paired A/B comparison: plays variant A and variant B on the same seeds and prints, per side, the change in win rate
 * (exact McNemar test) and in mean figures lost (paired t), Holm-corrected; writes compare.csv.
 */
@Command(name = "compare", description = {"Compare two variants of a scenario on the same seeds (paired A/B test).",
    "A and B are two scenario files, or one file with different --a-set/--b-set, --a-var/--b-var or --a-ai/--b-ai."},
        footer = {"", "Examples:",
            "  muster compare scenarios/acw-skirmish/meeting-engagement.yaml --a-ai 0=naive --b-ai 0=doctrine -n 4000",
            "  muster compare scenarios/acw-skirmish/meeting-engagement.yaml --b-set kill-die.prone-modifier=1",
            "  muster compare a.yaml b.yaml -n 20000 --seed 7"})
final class CompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    BatchOptions options;

    @Mixin
    VarOptions varOptions;

    @Parameters(arity = "1..2", paramLabel = "SCENARIO", description = "Scenario A, and optionally scenario B "
            + "(default: A again, with the B overrides).")
    List<Path> scenarios;

    @Option(names = "--a-set", paramLabel = "NAME=VALUE", description = "Rule override for A only (repeatable).")
    Map<String, String> aSets = Map.of();

    @Option(names = "--b-set", paramLabel = "NAME=VALUE", description = "Rule override for B only (repeatable).")
    Map<String, String> bSets = Map.of();

    @Option(names = "--a-var", paramLabel = "NAME=VALUE", description = "Scenario variable for A only (repeatable).")
    Map<String, String> aVars = Map.of();

    @Option(names = "--b-var", paramLabel = "NAME=VALUE", description = "Scenario variable for B only (repeatable).")
    Map<String, String> bVars = Map.of();

    @Option(names = "--a-ai", paramLabel = "SIDE=AI[:PRESET]", description = "Player for A only (repeatable).")
    Map<String, String> aAis = Map.of();

    @Option(names = "--b-ai", paramLabel = "SIDE=AI[:PRESET]", description = "Player for B only (repeatable).")
    Map<String, String> bAis = Map.of();

    @Option(names = "--alpha", defaultValue = "0.05", paramLabel = "A",
            description = "Significance level after Holm's correction (default: ${DEFAULT-VALUE}).")
    double alpha;

    @Override
    public Integer call() throws IOException {
        try {
            return compare();
        } finally {
            options.release();
        }
    }

    private Integer compare() throws IOException {
        if (scenarios.size() > 2) {
            throw new ScenarioException("command line", 0, "SCENARIO", "compare takes A and at most one B, not "
                    + scenarios.size() + " files (" + scenarios.get(2) + " would be ignored)");
        }
        if (!(alpha > 0 && alpha < 1)) {
            throw new ScenarioException("command line", 0, "--alpha", "value " + alpha + " must be in (0, 1)");
        }
        java.time.Instant started = java.time.Instant.now();
        long n = options.battles(2000);
        Path fileA = scenarios.get(0);
        Path fileB = scenarios.size() > 1 ? scenarios.get(1) : fileA;
        ScenarioSetup.Loaded a = ScenarioSetup.load(fileA, BatchOptions.merged(options.sets, aSets),
                BatchOptions.merged(options.ais, aAis), BatchOptions.merged(varOptions.vars, aVars));
        ScenarioSetup.Loaded b = ScenarioSetup.load(fileB, BatchOptions.merged(options.sets, bSets),
                BatchOptions.merged(options.ais, bAis), BatchOptions.merged(varOptions.vars, bVars));
        if (!a.ruleset().id().equals(b.ruleset().id())) {
            throw new ScenarioException(fileB.toString(), b.scenario().source().lineOf("ruleset"), "ruleset",
                    "value '" + b.ruleset().id() + "' differs from A's '" + a.ruleset().id() + "' (" + fileA + "): a "
                    + "paired comparison plays the same battles two ways, under one rule set");
        }
        RunPlan planA = options.plan(a, n, options.seed);
        RunPlan planB = options.plan(b, n, options.seed);
        Path dir = options.outputDir("compare-" + RunCommand.stem(fileA), false, spec);
        PairedRunner.Result result;
        try {
            result = PairedRunner.run(planA, planB, null);
        } catch (BattleFailedException e) {
            throw Failures.battleFailed("compare", a, b, e);
        }
        PairedComparison c = PairedComparison.of(result.paired(), alpha);
        List<String> names = List.of(a.scenario().sides().get(0).name(), a.scenario().sides().get(1).name());
        BalanceWriter.writeCompare(dir.resolve(BalanceWriter.COMPARE_CSV), c, names);
        options.writeManifest(dir, spec, fileA.equals(fileB) ? List.of(fileA) : List.of(fileA, fileB), n, started);
        if (!options.quiet) {
            print(spec.commandLine().getOut(), c, names,
                    describe(fileA, BatchOptions.merged(options.sets, aSets), BatchOptions.merged(varOptions.vars,
                            aVars), BatchOptions.merged(options.ais, aAis)),
                    describe(fileB, BatchOptions.merged(options.sets, bSets), BatchOptions.merged(varOptions.vars,
                            bVars), BatchOptions.merged(options.ais, bAis)), dir);
        }
        options.report(dir, spec);
        return ExitCodes.OK;
    }

    private static String describe(Path file, Map<String, String> sets, Map<String, String> vars,
            Map<String, String> ais) {
        StringBuilder sb = new StringBuilder(file.toString());
        sets.forEach((k, v) -> sb.append(" --set ").append(k).append('=').append(v));
        vars.forEach((k, v) -> sb.append(" --var ").append(k).append('=').append(v));
        ais.forEach((k, v) -> sb.append(" --ai ").append(k).append('=').append(v));
        return sb.toString();
    }

    static void print(PrintWriter o, PairedComparison c, List<String> names, String a, String b, Path dir) {
        o.printf(Locale.ROOT, "A: %s%nB: %s%n%d paired battles (same seeds); 95%% intervals; p-values Holm-corrected "
                + "over %d metrics, alpha %s%n", a, b, c.battles(), c.metrics().size(), c.alpha());
        for (int s = 0; s < 2; s++) {
            PairedComparison.Metric w = c.metric(s, PairedComparison.WIN_RATE);
            PairedComparison.Metric l = c.metric(s, PairedComparison.MEAN_LOST);
            o.printf(Locale.ROOT, "  %s win rate %.1f%% -> %.1f%%: %+.1f points [%+.1f, %+.1f], McNemar p = %s "
                    + "(Holm %s; %d vs %d discordant) %s%n", names.get(s), 100 * w.a(), 100 * w.b(),
                    100 * w.change(), 100 * w.lower(), 100 * w.upper(), p(w.p()), p(w.pHolm()), w.onlyA(), w.onlyB(),
                    verdict(w));
            o.printf(Locale.ROOT, "  %s figures lost %.2f -> %.2f: %+.2f [%+.2f, %+.2f], paired t p = %s (Holm %s) "
                    + "%s%n", names.get(s), l.a(), l.b(), l.change(), l.lower(), l.upper(), p(l.p()), p(l.pHolm()),
                    verdict(l));
        }
        o.println("  wrote " + dir);
    }

    private static String verdict(PairedComparison.Metric m) {
        return m.significant() ? "SIGNIFICANT" : "no significant change";
    }

    static String p(double p) {
        return p < 1e-4 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.4f", p);
    }
}
