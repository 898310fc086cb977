package org.muster.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.muster.balance.MatrixWorkflow;
import org.muster.io.BalanceWriter;
import org.muster.model.ScenarioException;
import org.muster.run.Backend;
import org.muster.stats.PlayerLadder;
import org.muster.stats.Summary;
import org.muster.stats.WinRate;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Plays a scenario under every pairing of players for its two sides (on the same seeds) and says whether the favoured
 * side stays the same across the stronger pairings: a balance verdict that flips with the AI is not a verdict.
 */
@Command(name = "matrix", description = {"Play every pairing of players for the two sides; matrix.csv.",
    "A side is favoured in a pairing when its 95%% win-rate interval lies wholly above the other side's. The "
        + "consistency line looks at the even pairings (the same strong player on both sides)."},
        footer = {"", "Example:", "  muster matrix scenarios/acw-skirmish/meeting-engagement.yaml --players random,"
                + "naive,doctrine -n 2000"})
final class MatrixCommand extends ScenarioCommand {
    MatrixCommand() {
        super(1000, "pairing");
    }

    @Option(names = "--players", required = true, paramLabel = "AI[:PRESET],...",
            description = "Players to pair, weakest first, e.g. random,naive,doctrine,doctrine:aggressive (a search "
                    + "player's options continue it: doctrine,search:budget=48,horizon=2).")
    List<String> playerLists;

    @Option(names = "--strong", paramLabel = "AI[:PRESET],...", description = "The players whose even "
            + "pairings (same player on both sides) decide the consistency line (default: every player but the first).")
    List<String> strongLists;

    @Override
    Integer play(Backend backend, long n) throws IOException {
        List<String> players = PlayerList.parse("--players", String.join(",", playerLists), 2,
                "a matrix pairs at least two");
        List<String> strongPlayers = strongLists == null ? players.subList(1, players.size())
                : PlayerList.parse("--strong", String.join(",", strongLists), 1, "name at least one of --players");
        for (String p : strongPlayers) {
            if (!players.contains(p)) {
                throw new ScenarioException("command line", 0, "--strong", "'" + p + "' is not one of --players");
            }
        }
        MatrixWorkflow.Outcome r = MatrixWorkflow.run(options.job(spec), new MatrixWorkflow.Request(scenario,
                options.sets, options.ais, varOptions.vars, players, strongPlayers, n, resume.dir),
                Progress.display(terminal.progress, options.quiet));
        if (r.interrupted()) {
            return ExitCodes.INTERRUPTED;
        }
        return BalanceOutput.finish(terminal, options, spec, r.dir(), BalanceWriter.MATRIX_CSV, o -> print(o, players,
                r.pairings(), r.summaries(), r.favoured(), strongPlayers, n, r.dir()));
    }

    private static void print(PrintWriter o, List<String> players, List<String[]> pairings, List<Summary> summaries,
            List<String> favoured, List<String> strong, long n, Path dir) {
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
        o.println("  " + MatrixWorkflow.consistency(pairings, favoured, strong));
        o.println("  stability: " + MatrixWorkflow.stabilityLine(first, MatrixWorkflow.stability(pairings, summaries,
                strong)));
        o.println("  ladder: " + PlayerLadder.line(PlayerLadder.checks(players, pairings, summaries)));
        o.println("  wrote " + dir);
    }

    private static String rate(WinRate w) {
        return String.format(Locale.ROOT, "%5.1f%% [%5.1f, %5.1f]", 100 * w.rate(), 100 * w.lower(), 100 * w.upper());
    }
}
