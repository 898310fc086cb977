package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.batch.BattleFailedException;
import org.muster.batch.PairedRunner;
import org.muster.batch.RunPlan;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
import org.muster.run.Failures;
import org.muster.run.ScenarioSetup;
import org.muster.stats.PairedComparison;
import org.muster.stats.SequentialTest;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Paired A/B comparison: plays variant A and variant B on the same seeds and prints, per side, the change in win rate
 * (exact McNemar test) and in mean figures lost (paired t), and the change in the draw rate, Holm-corrected; writes
 * compare.csv. With {@code --sequential}, stops at the first chunk boundary where a {@link SequentialTest} decides
 * and also writes sequential.csv.
 */
@Command(name = "compare", description = {"Compare two variants of a scenario on the same seeds (paired A/B test).",
    "A and B are two scenario files, or one file with different --a-set/--b-set, --a-var/--b-var or --a-ai/--b-ai."},
        footer = {"", "Examples:",
            "  muster compare scenarios/acw-skirmish/meeting-engagement.yaml --a-ai 0=naive --b-ai 0=doctrine -n 4000",
            "  muster compare scenarios/acw-skirmish/meeting-engagement.yaml --b-set kill-die.prone-modifier=1",
            "  muster compare a.yaml b.yaml -n 20000 --seed 7",
            "  muster compare scenarios/acw-skirmish/veterans-vs-regulars.yaml --b-var veteran_quality=regular "
                + "--sequential --effect 2",
            "  muster compare scenarios/acw-skirmish/meeting-engagement.yaml --b-set first-player=side-0-first "
                + "--robust naive,doctrine,search"})
final class CompareCommand extends BatchCommand {
    @Override
    public String battlesDefault() {
        return "2000 pairs; with --sequential the most it plays, 100000";
    }

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
            description = "Significance level after Holm's correction; with --sequential, the chance of calling a "
                    + "change that is not there (default: ${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--sequential", description = "Stop as soon as a sequential probability ratio test decides "
            + "between no change and a change of at least --effect in side 0's score (win 1, draw 1/2), looking "
            + "after every chunk; -n is then the most pairs it plays (default 100000).")
    boolean sequential;

    @Option(names = "--effect", paramLabel = "E", description = "With --sequential: the smallest change worth "
            + "finding, in points of side 0's score (2 = 2 points of win rate); required with --sequential.")
    Double effect;

    @Option(names = "--beta", defaultValue = "0.05", paramLabel = "B", description = "With --sequential: the "
            + "chance of missing a change of --effect (default: ${DEFAULT-VALUE}).")
    double beta;

    @picocli.CommandLine.Mixin
    RobustOption robust = new RobustOption();

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
        SequentialTest test = null;
        if (sequential) {
            if (effect == null) {
                throw new ScenarioException("command line", 0, "--effect", "--sequential needs --effect E, the "
                        + "smallest change worth finding in points (e.g. --effect 2)");
            }
            if (!(effect > 0 && effect < 100)) {
                throw new ScenarioException("command line", 0, "--effect", "value " + effect + " must be in (0, 100)"
                        + " points");
            }
            if (!(beta > 0 && beta < 1)) {
                throw new ScenarioException("command line", 0, "--beta", "value " + beta + " must be in (0, 1)");
            }
            test = new SequentialTest(effect / 100, alpha, beta);
        } else if (effect != null) {
            throw new ScenarioException("command line", 0, "--effect", "only with --sequential");
        }
        if (robust.on()) {
            return compareRobust();
        }
        java.time.Instant started = java.time.Instant.now();
        long n = options.battles(sequential ? 100000 : 2000);
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
            SequentialTest t = test;
            try (Progress bar = Progress.open(terminal.progress, options.quiet, "compare " + RunCommand.stem(fileA),
                    n)) {
                result = PairedRunner.run(planA, planB, bar, t == null ? null : pairs -> t.look(pairs).decided());
            }
        } catch (BattleFailedException e) {
            throw Failures.battleFailed("compare", a, b, e);
        }
        PairedComparison c = PairedComparison.of(result.paired(), alpha);
        List<String> names = List.of(a.scenario().sides().get(0).name(), a.scenario().sides().get(1).name());
        BalanceWriter.writeCompare(dir.resolve(BalanceWriter.COMPARE_CSV), c, names);
        if (test != null) {
            BalanceWriter.writeSequential(dir.resolve(BalanceWriter.SEQUENTIAL_CSV), test, test.last(), n);
        }
        options.writeManifest(dir, spec, fileA.equals(fileB) ? List.of(fileA) : List.of(fileA, fileB),
                result.paired().battles(), started);
        boolean emitted = BalanceOutput.emit(terminal.format, options.quiet, dir.resolve(test == null
                ? BalanceWriter.COMPARE_CSV : BalanceWriter.SEQUENTIAL_CSV), spec.commandLine().getOut(),
                spec.commandLine().getErr());
        if (!options.quiet && !emitted) {
            if (test != null) {
                printSequential(spec.commandLine().getOut(), test, n, names.get(0));
            }
            print(spec.commandLine().getOut(), c, names,
                    describe(fileA, BatchOptions.merged(options.sets, aSets), BatchOptions.merged(varOptions.vars,
                            aVars), BatchOptions.merged(options.ais, aAis)),
                    describe(fileB, BatchOptions.merged(options.sets, bSets), BatchOptions.merged(varOptions.vars,
                            bVars), BatchOptions.merged(options.ais, bAis)), dir);
        }
        options.report(dir, spec);
        return ExitCodes.OK;
    }

    /**
     * {@code --robust}: the comparison once per player, both sides played by that player in A and in B, each on the
     * same seeds as a plain compare with {@code --ai 0=P --ai 1=P} (so each block is the bytes that command writes),
     * then the stability line of side 0's change in win rate. --ai, --a-ai and --b-ai are refused (--robust sets both
     * sides' players), and so is --sequential (one sequential test decides one question; run it per player).
     */
    private Integer compareRobust() throws IOException {
        RobustOption.refuse(!options.ais.isEmpty(), "--ai", "it sets both sides' players under each of its own");
        RobustOption.refuse(!aAis.isEmpty(), "--a-ai", "it sets both sides' players in A and in B");
        RobustOption.refuse(!bAis.isEmpty(), "--b-ai", "it sets both sides' players in A and in B");
        RobustOption.refuse(sequential, "--sequential", "a sequential test decides one question; run compare "
                + "--sequential with --ai 0=P --ai 1=P once per player");
        List<String> players = robust.players();
        java.time.Instant started = java.time.Instant.now();
        long n = options.battles(2000);
        Path fileA = scenarios.get(0);
        Path fileB = scenarios.size() > 1 ? scenarios.get(1) : fileA;
        java.util.List<ScenarioSetup.Loaded[]> loaded = new java.util.ArrayList<>();
        for (String p : players) {
            ScenarioSetup.Loaded a = RobustOption.load(fileA, BatchOptions.merged(options.sets, aSets), Map.of(),
                    BatchOptions.merged(varOptions.vars, aVars), p);
            ScenarioSetup.Loaded b = RobustOption.load(fileB, BatchOptions.merged(options.sets, bSets), Map.of(),
                    BatchOptions.merged(varOptions.vars, bVars), p);
            if (!a.ruleset().id().equals(b.ruleset().id())) {
                throw new ScenarioException(fileB.toString(), b.scenario().source().lineOf("ruleset"), "ruleset",
                        "value '" + b.ruleset().id() + "' differs from A's '" + a.ruleset().id() + "' (" + fileA
                        + "): a paired comparison plays the same battles two ways, under one rule set");
            }
            loaded.add(new ScenarioSetup.Loaded[] {a, b});
        }
        Path dir = options.outputDir("compare-" + RunCommand.stem(fileA), false, spec);
        List<PairedComparison> comparisons = new java.util.ArrayList<>();
        long all = n * players.size();
        try (Progress bar = Progress.open(terminal.progress, options.quiet, "compare " + RunCommand.stem(fileA),
                all)) {
            for (int k = 0; k < players.size(); k++) {
                ScenarioSetup.Loaded[] ab = loaded.get(k);
                PairedRunner.Result result;
                try {
                    result = PairedRunner.run(options.plan(ab[0], n, options.seed), options.plan(ab[1], n,
                            options.seed), bar.group(k * n, all));
                } catch (BattleFailedException e) {
                    throw Failures.battleFailed("compare", ab[0], ab[1], e);
                }
                comparisons.add(PairedComparison.of(result.paired(), alpha));
            }
        }
        ScenarioSetup.Loaded first = loaded.get(0)[0];
        List<String> names = List.of(first.scenario().sides().get(0).name(), first.scenario().sides().get(1).name());
        List<org.muster.stats.Robustness.Answer> answers = new java.util.ArrayList<>();
        for (int k = 0; k < players.size(); k++) {
            PairedComparison.Metric w = comparisons.get(k).metric(0, PairedComparison.WIN_RATE);
            answers.add(new org.muster.stats.Robustness.Answer(players.get(k), w.change(), w.significant()));
        }
        String line = org.muster.stats.Robustness.line(names.get(0) + " win rate B - A", answers);
        BalanceWriter.writeCompareRobust(dir.resolve(BalanceWriter.COMPARE_CSV), players, comparisons, names,
                org.muster.stats.Robustness.verdict(answers).csv(), line);
        options.writeManifest(dir, spec, fileA.equals(fileB) ? List.of(fileA) : List.of(fileA, fileB), n, started);
        boolean emitted = BalanceOutput.emit(terminal.format, options.quiet, dir.resolve(BalanceWriter.COMPARE_CSV),
                spec.commandLine().getOut(), spec.commandLine().getErr());
        if (!options.quiet && !emitted) {
            PrintWriter o = spec.commandLine().getOut();
            String a = describe(fileA, BatchOptions.merged(options.sets, aSets), BatchOptions.merged(varOptions.vars,
                    aVars), Map.of());
            String b = describe(fileB, BatchOptions.merged(options.sets, bSets), BatchOptions.merged(varOptions.vars,
                    bVars), Map.of());
            for (int k = 0; k < players.size(); k++) {
                o.printf(Locale.ROOT, "under %s (both sides):%n", players.get(k));
                printBlock(o, comparisons.get(k), names, a, b);
            }
            o.println("stability: " + line);
            o.println("  wrote " + dir);
        }
        options.report(dir, spec);
        return ExitCodes.OK;
    }

    static void printSequential(PrintWriter o, SequentialTest t, long max, String side0) {
        SequentialTest.Look l = t.last();
        String verdict = switch (l.verdict()) {
            case NO_CHANGE -> "NO CHANGE of " + points(t.effect()) + " points or more";
            case CHANGE_UP -> "CHANGE: B raises " + side0 + "'s score";
            case CHANGE_DOWN -> "CHANGE: B lowers " + side0 + "'s score";
            case CONTINUE -> "UNDECIDED (the budget -n " + max + " ran out first)";
        };
        o.printf(Locale.ROOT, "sequential test (SPRT on paired results, %s's score: win 1, draw 1/2): %s, after %d "
                + "pairs%n", side0, verdict, l.pairs());
        o.printf(Locale.ROOT, "  score change %+.2f points; LLR(+%s) = %s, LLR(-%s) = %s, bounds [%.3f, %.3f] "
                + "(alpha %s, beta %s)%n", 100 * l.mean(), points(t.effect()), llr(l.llrUp()), points(t.effect()),
                llr(l.llrDown()), l.lower(), l.upper(), t.alpha(), t.beta());
        o.printf(Locale.ROOT, "  a fixed-n compare of the same power needs about %d pairs at the variance seen; "
                + "the figures below are over the %d pairs played%n", t.fixedPairs(l.variance()), l.pairs());
    }

    private static String points(double fraction) {
        return java.math.BigDecimal.valueOf(100 * fraction).round(new java.math.MathContext(6)).stripTrailingZeros()
                .toPlainString();
    }

    private static String llr(double x) {
        return Double.isInfinite(x) ? (x > 0 ? "inf" : "-inf") : String.format(Locale.ROOT, "%.3f", x);
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
        printBlock(o, c, names, a, b);
        o.println("  wrote " + dir);
    }

    private static void printBlock(PrintWriter o, PairedComparison c, List<String> names, String a, String b) {
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
        PairedComparison.Metric d = c.metric(0, PairedComparison.DRAW_RATE);
        o.printf(Locale.ROOT, "  draw rate %.1f%% -> %.1f%%: %+.1f points [%+.1f, %+.1f], McNemar p = %s (Holm %s; "
                + "%d vs %d discordant) %s%n", 100 * d.a(), 100 * d.b(), 100 * d.change(), 100 * d.lower(),
                100 * d.upper(), p(d.p()), p(d.pHolm()), d.onlyA(), d.onlyB(), verdict(d));
    }

    private static String verdict(PairedComparison.Metric m) {
        return m.significant() ? "SIGNIFICANT" : "no significant change";
    }

    static String p(double p) {
        return p < 1e-4 ? String.format(Locale.ROOT, "%.1e", p) : String.format(Locale.ROOT, "%.4f", p);
    }
}
