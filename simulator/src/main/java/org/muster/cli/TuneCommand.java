package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.muster.batch.RunPlan;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.run.ScenarioSetup;
import org.muster.stats.WeightTuner;
import org.muster.tactics.WeightPresets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Searches one side's doctrine weights with CMA-ES for the best mean win rate against naive and doctrine opponents
 * over the given scenarios (any rule set, through the registry); the search itself is {@link WeightTuner}.
 */
@Command(name = "tune", description = {"Search a side's doctrine weights (CMA-ES) against naive and doctrine "
        + "opponents on common seeds.",
    "Every candidate plays each scenario against each opponent on the same seeds; the best is then compared with "
        + "the starting weights on fresh seeds (seed + 1), paired, and its gain printed with a 95%% interval."},
        footer = {"", "Example:", "  muster tune scenarios/acw-skirmish/meeting-engagement.yaml "
                + "scenarios/acw-skirmish/veterans-vs-regulars.yaml --side Union -n 200 --evaluations 60"})
final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SCENARIO", description = "The scenario files (one rule set).")
    List<Path> scenarios;

    @Option(names = "--side", required = true, paramLabel = "S",
            description = "The side tuned: its name or index (0 or 1), the same in every scenario.")
    String side;

    @Option(names = "--preset", paramLabel = "P",
            description = "Start from this doctrine preset (default: the side's own in the scenarios).")
    String preset;

    @Option(names = {"-n", "--battles"}, defaultValue = "200", paramLabel = "N",
            description = "Battles per scenario and opponent for each candidate (default: ${DEFAULT-VALUE}).")
    long battles;

    @Option(names = "--check-battles", paramLabel = "N",
            description = "Battles per scenario and opponent for the paired gain (default: 4 x N).")
    Long checkBattles;

    @Option(names = "--evaluations", defaultValue = "60", paramLabel = "E",
            description = "Candidates to try, the start included (default: ${DEFAULT-VALUE}).")
    int evaluations;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Base seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "T",
            description = "Worker threads (default: all cores). The result does not depend on it.")
    Integer threads;

    @Option(names = "--set", paramLabel = "NAME=VALUE", description = "Override a rule parameter (repeatable).")
    Map<String, String> sets = new LinkedHashMap<>();

    @Option(names = {"-q", "--quiet"}, description = "Print nothing but errors.")
    boolean quiet;

    @Override
    public Integer call() {
        if (battles < 1 || battles > RunPlan.MAX_BATTLES) {
            throw new ScenarioException("command line", 0, "--battles", "value " + battles + " must be at least 1");
        }
        long check = checkBattles == null ? 4 * battles : checkBattles;
        if (check < 1 || check > RunPlan.MAX_BATTLES) {
            throw new ScenarioException("command line", 0, "--check-battles", "value " + check
                    + " must be at least 1");
        }
        if (evaluations < 1 || evaluations > 100_000) {
            throw new ScenarioException("command line", 0, "--evaluations", "value " + evaluations
                    + " must be in [1, 100000]");
        }
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (t < 1 || t > 1024) {
            throw new ScenarioException("command line", 0, "--threads", "value " + t + " must be in [1, 1024]");
        }
        List<String> names = null;
        double[] start = null;
        String startFrom = null;
        List<WeightTuner.Pairing> field = new ArrayList<>();
        for (Path file : scenarios) {
            ScenarioSetup.Loaded probe = ScenarioSetup.load(file, sets, Map.of());
            int s = sideIndex(probe.scenario(), file);
            String ai = preset == null ? "doctrine" : "doctrine:" + preset;
            ScenarioSetup.Loaded[] loaded = new ScenarioSetup.Loaded[1];
            Map<String, WeightPresets.Seen> seen = WeightPresets.observe(() ->
                    loaded[0] = ScenarioSetup.load(file, sets, Map.of(Integer.toString(s), ai)));
            WeightPresets.Seen mine = seen.get("sides[" + s + "].player");
            if (mine == null) {
                throw new ScenarioException(file.toString(), 0, "--side", "the " + probe.ruleset().id()
                        + " doctrine player of side '" + side + "' has no weights to tune");
            }
            String from = file.getFileName() + " (" + mine.names().size() + " weights)";
            if (names == null) {
                names = mine.names();
                start = mine.resolved();
                startFrom = from;
            } else if (!names.equals(mine.names()) || !Arrays.equals(start, mine.resolved())) {
                throw new ScenarioException(file.toString(), 0, "--side", "side '" + side + "' starts from other "
                        + "weights here than in " + startFrom + ": give scenarios whose side has the same preset, or "
                        + "--preset");
            }
            Scenario base = loaded[0].scenario();
            PlayerSpec own = base.sides().get(s).player();
            PlayerSpec theirs = base.sides().get(1 - s).player();
            for (String opponent : List.of("naive", "doctrine")) {
                PlayerSpec opp = new PlayerSpec(opponent, theirs.preset(), opponent.equals("doctrine")
                        ? theirs.weights() : Map.of());
                String label = RunCommand.stem(file) + " v " + opponent;
                ScenarioSetup.Loaded l = loaded[0];
                field.add(new WeightTuner.Pairing() {
                    @Override
                    public String label() {
                        return label;
                    }

                    @Override
                    public int side() {
                        return s;
                    }

                    @Override
                    public RunPlan plan(Map<String, Double> weights, long planSeed, long n) {
                        Scenario sc = base.withPlayer(s, new PlayerSpec("doctrine", own.preset(), weights))
                                .withPlayer(1 - s, opp);
                        return new RunPlan(l.ruleset(), l.ruleset().compile(sc, l.parameters()), planSeed, n, t,
                                RunPlan.DEFAULT_CHUNK_SIZE);
                    }
                });
            }
        }
        double[] lower = new double[start.length];
        double[] upper = new double[start.length];
        for (int i = 0; i < start.length; i++) {
            // From 0 to twice the start (a weight of 0 or less: to 1), so that the first steps stay near it.
            lower[i] = Math.min(0, 2 * start[i]);
            upper[i] = Math.max(1, 2 * start[i]);
        }
        WeightTuner.Result r = WeightTuner.tune(names, start,
                field, new WeightTuner.Settings(seed, battles, check, evaluations, lower, upper));
        if (!quiet) {
            print(spec.commandLine().getOut(), r, check);
        }
        return ExitCodes.OK;
    }

    private int sideIndex(Scenario s, Path file) {
        for (int i = 0; i < s.sides().size(); i++) {
            if (s.sides().get(i).name().equalsIgnoreCase(side) || Integer.toString(i).equals(side)) {
                return i;
            }
        }
        throw new ScenarioException(file.toString(), 0, "--side", "no side named '" + side + "' (sides: "
                + s.sides().get(0).name() + ", " + s.sides().get(1).name() + ", or 0, 1)");
    }

    private void print(PrintWriter o, WeightTuner.Result r, long check) {
        o.printf(Locale.ROOT, "tune: side %s over %d scenario(s) against naive and doctrine; %d candidates x %d "
                + "pairings x %d battles, seed %d%n", side, scenarios.size(), r.evaluations(), r.gains().size(),
                battles, seed);
        o.printf(Locale.ROOT, "  %-16s %10s %10s%n", "weight", "start", "tuned");
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < r.names().size(); i++) {
            o.printf(Locale.ROOT, "  %-16s %10.3f %10.3f%n", r.names().get(i), r.start()[i], r.tuned()[i]);
            yaml.append(i == 0 ? "" : ", ").append(r.names().get(i)).append(": ")
                    .append(String.format(Locale.ROOT, "%.3f", r.tuned()[i]));
        }
        o.printf(Locale.ROOT, "  mean win rate on the training seeds (seed %d): start %.4f, tuned %.4f%n", seed,
                r.startScore(), r.tunedScore());
        o.printf(Locale.ROOT, "  gain on fresh seeds (seed %d, %d battles per pairing, paired; 95%% intervals):%n",
                seed + 1, check);
        for (WeightTuner.Gain g : r.gains()) {
            o.printf(Locale.ROOT, "    %-40s %5.1f%% -> %5.1f%%  %+6.1f points [%+6.1f, %+6.1f]%n", g.label(),
                    100 * g.start(), 100 * g.tuned(), 100 * g.change(), 100 * g.lower(), 100 * g.upper());
        }
        o.printf(Locale.ROOT, "  mean gain %+.1f points [%+.1f, %+.1f]%n", 100 * r.gain(), 100 * r.gainLower(),
                100 * r.gainUpper());
        o.println("  as a scenario's player: {ai: doctrine, weights: {" + yaml + "}}");
        o.flush();
    }
}
