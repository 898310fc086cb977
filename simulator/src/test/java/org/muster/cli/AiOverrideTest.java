package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --ai SIDE=AI[:PRESET]} on a side whose scenario player has {@code weights:}: the weights tune the scenario's
 * own player and go with it. Fixtures: duel.yaml (two naive sides), duel-weights.yaml (the same with Blue a doctrine
 * player whose weights never aim and never advance), duel-naive-weights.yaml (weights on a naive player: bad input).
 */
class AiOverrideTest {
    @TempDir
    Path tmp;

    /** summary.csv of {@code run FIXTURE ARGS... -n 60 --seed 3}, which must succeed. */
    private String summary(String fixture, String... args) throws IOException {
        Path out = tmp.resolve("run-" + Files.list(tmp).count());
        List<String> all = new ArrayList<>(List.of("run", CliRunner.fixture(fixture).toString(), "-n", "60",
                "--seed", "3", "--out", out.toString()));
        all.addAll(List.of(args));
        CliRunner.Result r = CliRunner.run(all.toArray(new String[0]));
        assertEquals(ExitCodes.OK, r.code(), fixture + " " + List.of(args) + ": " + r.err());
        return Files.readString(out.resolve("summary.csv"));
    }

    @Test
    void aiNaive_onADoctrineSideWithWeights_playsThePlainNaivePlayer() throws IOException {
        // Before the fix the weights went with the side to the naive player, which refused them (exit 2).
        assertEquals(summary("duel.yaml"), summary("duel-weights.yaml", "--ai", "Blue=naive"));
        assertEquals(summary("duel.yaml", "--ai", "1=random"), summary("duel-weights.yaml", "--ai", "Blue=naive",
                "--ai", "1=random"));
    }

    @Test
    void aiOfTheScenario_keepsItsWeights_anotherPresetDropsThem() throws IOException {
        String own = summary("duel-weights.yaml");
        assertEquals(own, summary("duel-weights.yaml", "--ai", "Blue=doctrine"));
        assertEquals(own, summary("duel-weights.yaml", "--ai", "0=doctrine:balanced"));
        // The weights matter (a player that never aims nor advances), so keeping them is seen in the results ...
        assertFalse(own.equals(summary("duel.yaml", "--ai", "Blue=doctrine")), own);
        // ... and another preset is that preset as shipped, not the preset with the scenario's weights on top.
        assertEquals(summary("duel.yaml", "--ai", "Blue=doctrine:aggressive"),
                summary("duel-weights.yaml", "--ai", "Blue=doctrine:aggressive"));
    }

    @Test
    void matrix_onAScenarioWithWeights_playsEveryPairing() throws IOException {
        Path out = tmp.resolve("matrix");
        CliRunner.Result r = CliRunner.run("matrix", CliRunner.fixture("duel-weights.yaml").toString(), "--players",
                "naive,doctrine", "-n", "40", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertEquals(5, Files.readAllLines(out.resolve("matrix.csv")).size());
    }

    @Test
    void weightsOnANaivePlayer_areBadInput_withOrWithoutTheSameAi() {
        for (String[] extra : new String[][] {{}, {"--ai", "Blue=naive"}}) {
            List<String> args = new ArrayList<>(List.of("run", CliRunner.fixture("duel-naive-weights.yaml").toString(),
                    "-n", "10", "--out", tmp.resolve("bad").toString()));
            args.addAll(List.of(extra));
            CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("duel-naive-weights.yaml") && r.err().contains("sides[0].player.weights.aim")
                    && r.err().contains("naive AI has no weights"), r.err());
        }
    }

    /**
     * A player {@code --ai} sets that the rule set refuses is bad input naming {@code --ai} and its value, not the
     * scenario's line that the value replaced (which is fine); a search option given twice is refused, not the last
     * one silently kept.
     */
    @Test
    void aBadAiIsNamedOnTheCommandLine_andASearchOptionTwiceIsRefused() {
        String[][] cases = {{"Blue=minimax"}, {"1=doctrine:reckless"}, {"0=search:fast,strong"},
            {"0=search:budget=4,budget=8"}};
        String[] says = {"command line: --ai Blue=minimax: unknown AI 'minimax'",
            "command line: --ai 1=doctrine:reckless: unknown preset 'reckless'",
            "command line: --ai 0=search:fast,strong: search option 'strong' sets budget again (after 'fast'",
            "command line: --ai 0=search:budget=4,budget=8: search option 'budget=8' sets budget again"};
        for (int i = 0; i < cases.length; i++) {
            CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "10", "--ai",
                    cases[i][0], "--out", tmp.resolve("bad-" + i).toString());
            assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith(says[i]), r.err());
            assertFalse(Files.exists(tmp.resolve("bad-" + i)), cases[i][0]);
        }
    }
}
