package org.muster.balance;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
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
import org.muster.run.CheckpointedRun;
import org.muster.run.RunWorkflow;
import org.muster.run.RunWorkflow.Progress;
import org.muster.run.ScenarioSetup;
import org.muster.stats.PlayerLadder;
import org.muster.stats.Robustness;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

/**
 * What {@code muster matrix} does once its options are read: play the scenario under every pairing of players for its
 * two sides, on the same seeds, each pairing a checkpointed group (Ctrl-C stops at a chunk boundary, --resume
 * continues), say which side each favours, whether the even pairings of the strong players agree and whether the
 * players climb (each stronger player better than the one before it, from both sides: {@link PlayerLadder}), and
 * write ladder.csv and matrix.csv, the manifest last. The manifest also gives each pairing's players and the wall
 * seconds this command spent playing it ({@code pairing.K.players}, {@code pairing.K.seconds}, K in the order of
 * matrix.csv's rows): what a 1,000-battle cell of a search player costs is then read off any matrix (issue 21). Times
 * stay out of the CSV files, which are the same bytes for any thread count; after {@code --resume} a pairing's seconds
 * are those of this invocation only.
 */
public final class MatrixWorkflow {
    private MatrixWorkflow() {
    }

    /**
     * What to play.
     *
     * @param players the players to pair, weakest first
     * @param strong  the players whose even pairings decide the consistency line
     * @param resume  --resume DIR, or null
     */
    public record Request(Path scenario, Map<String, String> sets, Map<String, String> ais, Map<String, String> vars,
            List<String> players, List<String> strong, long n, Path resume) {
    }

    /**
     * The pairings played ({@code {side 0's player, side 1's}}), their summaries and favoured sides, and the folder;
     * {@code interrupted} when Ctrl-C stopped it (its resume line is printed).
     */
    public record Outcome(boolean interrupted, List<String[]> pairings, List<Summary> summaries,
            List<String> favoured, Path dir) {
    }

    /** Plays every pairing and writes the folder. */
    public static Outcome run(BalanceJob job, Request r, BalanceJob.Display display) throws IOException {
        Instant started = Instant.now();
        Path scenario = r.scenario();
        List<String[]> pairings = new ArrayList<>();
        List<ScenarioSetup.Loaded> loaded = new ArrayList<>();
        for (String p0 : r.players()) {
            for (String p1 : r.players()) {
                Map<String, String> ais = new LinkedHashMap<>(r.ais());
                ais.put("0", p0);
                ais.put("1", p1);
                pairings.add(new String[] {p0, p1});
                loaded.add(ScenarioSetup.load(scenario, r.sets(), ais, r.vars(), (side, player) -> "--players "
                        + player));
            }
        }
        Path dir = job.checkpointedDir(r.resume(), "matrix-" + RunWorkflow.stem(scenario));
        List<Summary> summaries = new ArrayList<>();
        List<String> favoured = new ArrayList<>();
        Map<String, String> times = new LinkedHashMap<>();
        long n = r.n();
        long all = n * loaded.size();
        try (Progress shown = display.open("matrix " + RunWorkflow.stem(scenario), all)) {
            for (int k = 0; k < loaded.size(); k++) {
                RunPlan plan = job.plan(loaded.get(k), n, job.seed());
                SortedMap<String, String> identity = Checkpoint.identity(scenario, plan, r.sets(),
                        Map.of("0", pairings.get(k)[0], "1", pairings.get(k)[1]), r.vars(), false);
                long t0 = System.nanoTime();
                BatchResult result = CheckpointedRun.playGroup(job.backend(), "matrix", plan, loaded.get(k),
                        identity, dir.resolve(Checkpoint.DIR).resolve("pairing-" + k),
                        BalanceJob.group(shown, k * n, all));
                if (result == null) {
                    break;
                }
                times.put("pairing." + k + ".players", pairings.get(k)[0] + "," + pairings.get(k)[1]);
                times.put("pairing." + k + ".seconds", String.format(Locale.ROOT, "%.3f",
                        (System.nanoTime() - t0) / 1e9));
                summaries.add(Summary.of(result));
                favoured.add(favoured(summaries.get(summaries.size() - 1)));
            }
        }
        if (summaries.size() < loaded.size()) {
            job.interrupted("matrix", dir, summaries.size(), loaded.size());
            return new Outcome(true, pairings, summaries, favoured, dir);
        }
        List<Boolean> evenStrong = new ArrayList<>();
        for (String[] pairing : pairings) {
            evenStrong.add(evenStrong(pairing, r.strong()));
        }
        List<Robustness.Answer> answers = stability(pairings, summaries, r.strong());
        List<PlayerLadder.Check> ladder = PlayerLadder.checks(r.players(), pairings, summaries);
        BalanceWriter.writeLadder(dir.resolve(BalanceWriter.LADDER_CSV), ladder);
        BalanceWriter.writeMatrix(dir.resolve(BalanceWriter.MATRIX_CSV), pairings, summaries, favoured, evenStrong,
                consistency(pairings, favoured, r.strong()), Robustness.verdict(answers).csv(),
                stabilityLine(summaries.get(0), answers), PlayerLadder.verdict(ladder).csv(),
                PlayerLadder.line(ladder));
        job.finish(dir, List.of(scenario), n, started, times);
        return new Outcome(false, pairings, summaries, favoured, dir);
    }

    /** The side whose interval lies wholly above the other's, or empty. */
    public static String favoured(Summary s) {
        WinRate a = s.side(0).winRate();
        WinRate b = s.side(1).winRate();
        return a.lower() > b.upper() ? s.side(0).name() : b.lower() > a.upper() ? s.side(1).name() : "";
    }

    /**
     * The consistency verdict over the even pairings of strong players: both sides played by the same strong player,
     * so that neither side has the better AI and only the scenario and the rules can favour one.
     */
    public static String consistency(List<String[]> pairings, List<String> favoured, List<String> strong) {
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
    public static List<Robustness.Answer> stability(List<String[]> pairings, List<Summary> summaries,
            List<String> strong) {
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
    public static String stabilityLine(Summary any, List<Robustness.Answer> answers) {
        return Robustness.line(any.side(0).name() + " win rate minus " + any.side(1).name() + "'s", answers);
    }

    /** Whether a pairing has the same strong player on both sides (one the consistency verdict looks at). */
    public static boolean evenStrong(String[] pairing, List<String> strong) {
        return strong.contains(pairing[0]) && pairing[0].equals(pairing[1]);
    }
}
