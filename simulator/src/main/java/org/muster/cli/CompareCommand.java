package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.muster.balance.CompareWorkflow;
import org.muster.balance.Players;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
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

    @Override
    public String chunkDefault() {
        return "N/64 between 25 and 1000, so that every thread has work; with --sequential 1000, since the test "
                + "looks after every chunk";
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
        long n = options.battles(sequential ? 100000 : 2000);
        CompareWorkflow.Variant a = variant(fileA(), aSets, aVars, options.ais, aAis);
        CompareWorkflow.Variant b = variant(fileB(), bSets, bVars, options.ais, bAis);
        CompareWorkflow.Finished f = CompareWorkflow.compare(options.job(spec), a, b, n, alpha, test,
                Progress.display(terminal.progress, options.quiet));
        SequentialTest decided = test;
        return BalanceOutput.finish(terminal, options, spec, f.dir(), test == null ? BalanceWriter.COMPARE_CSV
                : BalanceWriter.SEQUENTIAL_CSV, o -> {
                    if (decided != null) {
                        printSequential(o, decided, n, f.names().get(0));
                    }
                    print(o, f.comparison(), f.names(), describe(a), describe(b), f.dir());
                });
    }

    /** Variant A's file: the first. */
    private Path fileA() {
        return scenarios.get(0);
    }

    /** Variant B's file: the second, or the first again. */
    private Path fileB() {
        return scenarios.size() > 1 ? scenarios.get(1) : scenarios.get(0);
    }

    /**
     * A variant: its file with the shared overrides ({@code --set}, {@code --var}) and the variant's own
     * ({@code --a-set}, {@code --a-var} or B's) on top; its players {@code ais}, then {@code own} on top.
     */
    private CompareWorkflow.Variant variant(Path file, Map<String, String> sets, Map<String, String> vars,
            Map<String, String> ais, Map<String, String> own) {
        return new CompareWorkflow.Variant(file, Players.merged(options.sets, sets), Players.merged(ais, own),
                Players.merged(varOptions.vars, vars));
    }

    /**
     * {@code --robust}: --ai, --a-ai and --b-ai are refused (--robust sets both sides' players), and so is
     * --sequential (one sequential test decides one question; run it per player).
     */
    private Integer compareRobust() throws IOException {
        RobustOption.refuse(!options.ais.isEmpty(), "--ai", "it sets both sides' players under each of its own");
        RobustOption.refuse(!aAis.isEmpty(), "--a-ai", "it sets both sides' players in A and in B");
        RobustOption.refuse(!bAis.isEmpty(), "--b-ai", "it sets both sides' players in A and in B");
        RobustOption.refuse(sequential, "--sequential", "a sequential test decides one question; run compare "
                + "--sequential with --ai 0=P --ai 1=P once per player");
        List<String> players = robust.players();
        long n = options.battles(2000);
        CompareWorkflow.Variant a = variant(fileA(), aSets, aVars, Map.of(), Map.of());
        CompareWorkflow.Variant b = variant(fileB(), bSets, bVars, Map.of(), Map.of());
        CompareWorkflow.Robust r = CompareWorkflow.robust(options.job(spec), a, b, players, n, alpha,
                Progress.display(terminal.progress, options.quiet));
        return BalanceOutput.finish(terminal, options, spec, r.dir(), BalanceWriter.COMPARE_CSV, o -> {
            for (int k = 0; k < players.size(); k++) {
                o.printf(Locale.ROOT, "under %s (both sides):%n", players.get(k));
                printBlock(o, r.comparisons().get(k), r.names(), describe(a), describe(b));
            }
            o.println("stability: " + r.line());
            o.println("  wrote " + r.dir());
        });
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

    private static String describe(CompareWorkflow.Variant v) {
        StringBuilder sb = new StringBuilder(v.file().toString());
        v.sets().forEach((k, x) -> sb.append(" --set ").append(k).append('=').append(x));
        v.vars().forEach((k, x) -> sb.append(" --var ").append(k).append('=').append(x));
        v.ais().forEach((k, x) -> sb.append(" --ai ").append(k).append('=').append(x));
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
