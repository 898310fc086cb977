package org.muster.balance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.muster.batch.RunPlan;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.run.RunWorkflow;
import org.muster.run.ScenarioSetup;
import org.muster.stats.WeightTuner;
import org.muster.tactics.WeightPresets;

/**
 * What {@code muster tune} does once its options are read: find the side's doctrine weights in every scenario (the
 * same in all, or from --preset), build the field of pairings (each scenario against a naive and a doctrine opponent)
 * and search the weights with CMA-ES ({@link WeightTuner}) on common seeds, then check the best against the start on
 * fresh seeds.
 */
public final class TuneWorkflow {
    private TuneWorkflow() {
    }

    /**
     * What to tune.
     *
     * @param side   the side tuned: its name or index, the same in every scenario
     * @param preset the doctrine preset to start from, or null for the side's own
     * @param check  battles per pairing of the paired check on fresh seeds
     */
    public record Request(List<Path> scenarios, String side, String preset, Map<String, String> sets, long battles,
            long check, int evaluations, long seed, int threads) {
    }

    /** Tunes the weights and checks the gain. */
    public static WeightTuner.Result tune(Request r) {
        List<String> names = null;
        double[] start = null;
        String startFrom = null;
        List<WeightTuner.Pairing> field = new ArrayList<>();
        for (Path file : r.scenarios()) {
            ScenarioSetup.Loaded probe = ScenarioSetup.load(file, r.sets(), Map.of());
            int s = sideIndex(probe.scenario(), file, r.side());
            String ai = r.preset() == null ? "doctrine" : "doctrine:" + r.preset();
            ScenarioSetup.Loaded[] loaded = new ScenarioSetup.Loaded[1];
            Map<String, WeightPresets.Seen> seen = WeightPresets.observe(() ->
                    loaded[0] = ScenarioSetup.load(file, r.sets(), Map.of(Integer.toString(s), ai)));
            WeightPresets.Seen mine = seen.get("sides[" + s + "].player");
            if (mine == null) {
                throw new ScenarioException(file.toString(), 0, "--side", "the " + probe.ruleset().id()
                        + " doctrine player of side '" + r.side() + "' has no weights to tune");
            }
            String from = file.getFileName() + " (" + mine.names().size() + " weights)";
            if (names == null) {
                names = mine.names();
                start = mine.resolved();
                startFrom = from;
            } else if (!names.equals(mine.names()) || !Arrays.equals(start, mine.resolved())) {
                throw new ScenarioException(file.toString(), 0, "--side", "side '" + r.side() + "' starts from other "
                        + "weights here than in " + startFrom + ": give scenarios whose side has the same preset, or "
                        + "--preset");
            }
            Scenario base = loaded[0].scenario();
            PlayerSpec own = base.sides().get(s).player();
            PlayerSpec theirs = base.sides().get(1 - s).player();
            for (String opponent : List.of("naive", "doctrine")) {
                PlayerSpec opp = new PlayerSpec(opponent, theirs.preset(), opponent.equals("doctrine")
                        ? theirs.weights() : Map.of());
                String label = RunWorkflow.stem(file) + " v " + opponent;
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
                        return new RunPlan(l.ruleset(), l.ruleset().compile(sc, l.parameters()), planSeed, n,
                                r.threads(), RunPlan.DEFAULT_CHUNK_SIZE);
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
        return WeightTuner.tune(names, start, field, new WeightTuner.Settings(r.seed(), r.battles(), r.check(),
                r.evaluations(), lower, upper));
    }

    private static int sideIndex(Scenario s, Path file, String side) {
        for (int i = 0; i < s.sides().size(); i++) {
            if (s.sides().get(i).name().equalsIgnoreCase(side) || Integer.toString(i).equals(side)) {
                return i;
            }
        }
        throw new ScenarioException(file.toString(), 0, "--side", "no side named '" + side + "' (sides: "
                + s.sides().get(0).name() + ", " + s.sides().get(1).name() + ", or 0, 1)");
    }
}
