package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

import org.muster.batch.BatchResult;
import org.muster.batch.RunPlan;
import org.muster.io.BalanceWriter;
import org.muster.io.Checkpoint;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.run.CheckpointedRun;
import org.muster.run.ScenarioSetup;
import org.muster.stats.Robustness;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Plays a scenario under every pairing of players for its two sides (on the same seeds) and says whether the favoured
 * side stays the same across the stronger pairings: a balance verdict that flips with the AI is not a verdict.
 */
@Command(name = "matrix", description = {"Play every pairing of players for the two sides; matrix.csv.",
    "A side is favoured in a pairing when its 95%% win-rate interval lies wholly above the other side's. The "
        + "consistency line looks at the even pairings (the same strong player on both sides)."},
        footer = {"", "Example:", "  muster matrix scenarios/acw-skirmish/meeting-engagement.yaml --players random,"
                + "naive,doctrine -n 2000"})
final class MatrixCommand extends BatchCommand {
    static final long DEFAULT_BATTLES = 1000;

    @Override
    public String battlesDefault() {
        return "1000 per pairing";
    }

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Continue the interrupted command whose output folder is DIR: repeat its command with this "
                    + "option. The result is the same as if it had never been interrupted.")
    Path resume;

    @Parameters(arity = "1", paramLabel = "SCENARIO", description = "The scenario file.")
    Path scenario;

    @Option(names = "--players", required = true, split = ",", paramLabel = "AI[:PRESET]",
            description = "Players to pair, weakest first, e.g. random,naive,doctrine,doctrine:aggressive.")
    List<String> players;

    @Option(names = "--strong", split = ",", paramLabel = "AI[:PRESET]", description = "The players whose even "
            + "pairings (same player on both sides) decide the consistency line (default: every player but the first).")
    List<String> strong;


    @Mixin
    SparkOption spark = new SparkOption();

    @Override
    public Integer call() throws IOException {
        return spark.run("muster matrix " + scenario.getFileName(), options, this::call);
    }

    private Integer call(Backend backend) throws IOException {
        java.time.Instant started = java.time.Instant.now();
        long n = options.battles(DEFAULT_BATTLES);
        if (players.size() < 2) {
            throw new ScenarioException("command line", 0, "--players", "give at least two players");
        }
        List<String> strongPlayers = strong == null ? players.subList(1, players.size()) : strong;
        for (String p : strongPlayers) {
            if (!players.contains(p)) {
                throw new ScenarioException("command line", 0, "--strong", "'" + p + "' is not one of --players");
            }
        }
        List<String[]> pairings = new ArrayList<>();
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        for (String p0 : players) {
            for (String p1 : players) {
                Map<String, String> ais = new LinkedHashMap<>(options.ais);
                ais.put("0", p0);
                ais.put("1", p1);
                pairings.add(new String[] {p0, p1});
                loaded.add(ScenarioSetup.load(scenario, options.sets, ais, varOptions.vars));
            }
        }
        Path dir = options.balanceDir(resume, "matrix-" + RunCommand.stem(scenario), spec);
        List<Summary> summaries = new ArrayList<>();
        List<String> favoured = new ArrayList<>();
        long all = n * loaded.size();
        try (Progress shown = Progress.open(terminal.progress, options.quiet,
                "matrix " + RunCommand.stem(scenario), all)) {
            for (int k = 0; k < loaded.size(); k++) {
                RunPlan plan = options.plan(loaded.get(k), n, options.seed);
                SortedMap<String, String> identity = Checkpoint.identity(scenario, plan, options.sets,
                        Map.of("0", pairings.get(k)[0], "1", pairings.get(k)[1]), varOptions.vars, false);
                BatchResult result = CheckpointedRun.playGroup(backend, "matrix", plan, loaded.get(k),
                        identity, dir.resolve(Checkpoint.DIR).resolve("pairing-" + k), shown.group(k * n, all));
                if (result == null) {
                    break;
                }
                summaries.add(Summary.of(result));
                favoured.add(favoured(summaries.get(summaries.size() - 1)));
            }
        }
        if (summaries.size() < loaded.size()) {
            return BatchOptions.interrupted(spec.commandLine().getErr(), "matrix", dir, summaries.size(),
                    loaded.size());
        }
        List<Boolean> evenStrong = new ArrayList<>();
        for (String[] pairing : pairings) {
            evenStrong.add(evenStrong(pairing, strongPlayers));
        }
        List<Robustness.Answer> answers = stability(pairings, summaries, strongPlayers);
        BalanceWriter.writeMatrix(dir.resolve(BalanceWriter.MATRIX_CSV), pairings, summaries, favoured, evenStrong,
                consistency(pairings, favoured, strongPlayers), Robustness.verdict(answers).csv(),
                stabilityLine(summaries.get(0), answers));
        options.writeManifest(dir, spec, List.of(scenario), n, started);
        Checkpoint.delete(dir.resolve(Checkpoint.DIR));
        if (!BalanceOutput.emit(terminal.format, options.quiet, dir.resolve(BalanceWriter.MATRIX_CSV),
                spec.commandLine().getOut(), spec.commandLine().getErr()) && !options.quiet) {
            print(spec.commandLine().getOut(), pairings, summaries, favoured, strongPlayers, n, dir);
        }
        options.report(dir, spec);
        return ExitCodes.OK;
    }

    /** The side whose interval lies wholly above the other's, or empty. */
    static String favoured(Summary s) {
        WinRate a = s.side(0).winRate();
        WinRate b = s.side(1).winRate();
        return a.lower() > b.upper() ? s.side(0).name() : b.lower() > a.upper() ? s.side(1).name() : "";
    }

    /**
     * The consistency verdict over the even pairings of strong players: both sides played by the same strong player,
     * so that neither side has the better AI and only the scenario and the rules can favour one.
     */
    static String consistency(List<String[]> pairings, List<String> favoured, List<String> strong) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        int total = 0;
        for (int k = 0; k < pairings.size(); k++) {
            if (evenStrong(pairings.get(k), strong)) {
                counts.merge(favoured.get(k).isEmpty() ? "neither" : favoured.get(k), 1, Integer::sum);
                total++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(e.getKey()).append(" in ").append(e.getValue());
        }
        String verdict = counts.size() == 1 ? (counts.containsKey("neither") ? "consistent: neither side is favoured"
                : "consistent: " + counts.keySet().iterator().next() + " is favoured in every one")
                : "NOT consistent: the verdict depends on the players";
        return String.format(Locale.ROOT, "favoured side when both sides have the same player (%d of %s): %s of %d; %s",
                total,
                String.join(", ", strong), sb, total, verdict);
    }

    /**
     * The favoured side's margin under each even pairing of the strong players, for the stability line: side 0's win
     * rate minus side 1's, significant when one side is favoured (its 95% interval wholly above the other's), in the
     * order of --players.
     */
    static List<Robustness.Answer> stability(List<String[]> pairings, List<Summary> summaries, List<String> strong) {
        List<Robustness.Answer> answers = new ArrayList<>();
        for (int k = 0; k < pairings.size(); k++) {
            if (evenStrong(pairings.get(k), strong)) {
                Summary s = summaries.get(k);
                answers.add(new Robustness.Answer(pairings.get(k)[0], s.side(0).winRate().rate()
                        - s.side(1).winRate().rate(), !favoured(s).isEmpty()));
            }
        }
        return answers;
    }

    /**
     * The stability line of the favoured side, as compare --robust words it: e.g. {@code Union win rate minus
     * Confederate's: holds under naive and doctrine: +12.0 and +19.3 points, both significant}.
     */
    static String stabilityLine(Summary any, List<Robustness.Answer> answers) {
        return Robustness.line(any.side(0).name() + " win rate minus " + any.side(1).name() + "'s", answers);
    }

    /** Whether a pairing has the same strong player on both sides (one the consistency verdict looks at). */
    static boolean evenStrong(String[] pairing, List<String> strong) {
        return strong.contains(pairing[0]) && pairing[0].equals(pairing[1]);
    }

    private static void print(PrintWriter o, List<String[]> pairings, List<Summary> summaries, List<String> favoured,
            List<String> strong, long n, Path dir) {
        Summary first = summaries.get(0);
        o.printf(Locale.ROOT, "%s: %d pairings x %d battles, same seeds; 95%% Wilson intervals%n", first.scenario(),
                pairings.size(), n);
        o.printf(Locale.ROOT, "  %-22s %-22s %-24s %-24s %s%n", first.side(0).name() + " player",
                first.side(1).name() + " player", first.side(0).name() + " win%", first.side(1).name() + " win%",
                "favoured");
        for (int k = 0; k < pairings.size(); k++) {
            Summary s = summaries.get(k);
            o.printf(Locale.ROOT, "  %-22s %-22s %-24s %-24s %s%n", pairings.get(k)[0], pairings.get(k)[1],
                    rate(s.side(0).winRate()), rate(s.side(1).winRate()), favoured.get(k).isEmpty() ? "-"
                            : favoured.get(k));
        }
        o.println("  " + consistency(pairings, favoured, strong));
        o.println("  stability: " + stabilityLine(first, stability(pairings, summaries, strong)));
        o.println("  wrote " + dir);
    }

    private static String rate(WinRate w) {
        return String.format(Locale.ROOT, "%5.1f%% [%5.1f, %5.1f]", 100 * w.rate(), 100 * w.lower(), 100 * w.upper());
    }
}
