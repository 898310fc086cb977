package org.muster.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.muster.balance.TuneWorkflow;
import org.muster.batch.RunPlan;
import org.muster.model.ScenarioException;
import org.muster.stats.WeightTuner;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
final class TuneCommand extends SpecCommand {
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

    @Mixin
    CommonOptions common = new CommonOptions();

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
        int t = common.localThreads();
        WeightTuner.Result r = TuneWorkflow.tune(new TuneWorkflow.Request(scenarios, side, preset, common.sets,
                battles, check, evaluations, common.seed, t));
        if (!common.quiet) {
            print(spec.commandLine().getOut(), r, check);
        }
        return ExitCodes.OK;
    }

    private void print(PrintWriter o, WeightTuner.Result r, long check) {
        o.printf(Locale.ROOT, "tune: side %s over %d scenario(s) against naive and doctrine; %d candidates x %d "
                + "pairings x %d battles, seed %d%n", side, scenarios.size(), r.evaluations(), r.gains().size(),
                battles, common.seed);
        o.printf(Locale.ROOT, "  %-16s %10s %10s%n", "weight", "start", "tuned");
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < r.names().size(); i++) {
            o.printf(Locale.ROOT, "  %-16s %10.3f %10.3f%n", r.names().get(i), r.start()[i], r.tuned()[i]);
            yaml.append(i == 0 ? "" : ", ").append(r.names().get(i)).append(": ")
                    .append(String.format(Locale.ROOT, "%.3f", r.tuned()[i]));
        }
        o.printf(Locale.ROOT, "  mean win rate on the training seeds (seed %d): start %.4f, tuned %.4f%n", common.seed,
                r.startScore(), r.tunedScore());
        o.printf(Locale.ROOT, "  gain on fresh seeds (seed %d, %d battles per pairing, paired; 95%% intervals):%n",
                common.seed + 1, check);
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
