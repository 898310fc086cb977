package org.muster.tactics.search;

import java.nio.file.Path;
import java.util.Map;

import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.run.ScenarioSetup;

/**
 * Whether a player's battles depend on the battles an engine played before them, by hand and not part of the suite
 * (its name matches no surefire pattern): battles FIRST to FIRST + N - 1 of a seed played in order on one engine, and
 * in the reverse order on another, must give the same records ({@link SearchChecks#text}), each battle then following
 * a different one (and the last alone). A search player that kept anything between battles or decisions and let it
 * reach a rollout (hardtack's stale armed order, 0749b312, 4 battles in 1,500) shows as battles that differ. The
 * scenario is compiled as {@code muster run FILE --ai SIDE=AI} compiles it. Run with the shaded jar and the test
 * classes: {@code java -cp simulator/target/muster-simulator-*-all.jar:simulator/target/test-classes
 * org.muster.tactics.search.SearchHistoryCheck scenarios/acw-skirmish/farm-assault.yaml 1 search 100 5} (file, side,
 * AI, battles, seed, optionally the first battle). Prints each battle that differs and a last line; exit code 1 when
 * any differs. On 6 December 2026 (main acb252b8), the default search ({@code search}) on either side of each of the
 * 18 bundled scenarios, 100 battles of seed 5: no battle differs (7,200 battles played); on the jar before 0749b312,
 * hardtack meeting-engagement's side 1, battles 74 to 77 of seed 20261219: battle 76 differs, so the check can fail.
 */
public final class SearchHistoryCheck {
    private SearchHistoryCheck() {
    }

    public static void main(String[] args) {
        final Path file = Path.of(args[0]);
        final int n = Integer.parseInt(args[3]);
        final long seed = Long.parseLong(args[4]);
        final long first = args.length > 5 ? Long.parseLong(args[5]) : 0;
        final ScenarioSetup.Loaded l = ScenarioSetup.load(file, Map.of(), Map.of(args[1], args[2]));
        final Engine forward = l.ruleset().newEngine(l.template());
        final Engine backward = l.ruleset().newEngine(l.template());
        final BattleRecord out = new BattleRecord(l.template().unitCount());
        final String[] played = new String[n];
        for (int i = 0; i < n; i++) {
            forward.play(seed, first + i, out);
            played[i] = SearchChecks.text(out);
        }
        int differ = 0;
        for (int i = n - 1; i >= 0; i--) {
            backward.play(seed, first + i, out);
            final String again = SearchChecks.text(out);
            if (!again.equals(played[i])) {
                differ++;
                System.out.println("battle " + (first + i) + " differs:\n  in order  " + played[i] + "\n  reversed  "
                        + again);
            }
        }
        System.out.println(file + " --ai " + args[1] + "=" + args[2] + ", seed " + seed + ", battles " + first + " to "
                + (first + n - 1) + ": " + differ + " of " + n + " differ");
        if (differ > 0) {
            System.exit(1);
        }
    }
}
