package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.engine.BattleRecord;
import org.muster.rules.BundledScenarios;

/**
 * The forward model of acw-skirmish: a battle stopped at decision k, its state copied into another engine and played
 * on there (or on the first) gives the record of the battle played straight through, byte for byte; so does one
 * stopped at the end of the turn of decision k. Every bundled scenario, three players, three battles each, k drawn
 * from a fixed seed among the battle's decisions.
 */
class AcwForwardModelTest {
    private static final long SEED = 7;
    private static final int BATTLES = 3;

    static Stream<Arguments> cases() throws IOException {
        Path dir = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios").resolve(AcwRuleset.ID);
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(f -> {
                for (String player : new String[] {"random", "naive", "doctrine"}) {
                    out.add(Arguments.of(f, player));
                }
            });
        }
        return out.stream();
    }

    private static AcwTemplate compile(Path file, String player) {
        return (AcwTemplate) BundledScenarios.compile(file, player);
    }

    /** Every field of a record, as text. */
    static String text(BattleRecord r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.winner).append(' ').append(r.how).append(' ').append(r.turns).append(' ').append(r.unitCount);
        for (int u = 0; u < r.unitCount; u++) {
            sb.append('|').append(r.start[u]).append(',').append(r.killed[u]).append(',').append(r.outOfAction[u])
                    .append(',').append(r.standing[u]).append(',').append(r.kills[u]).append(',')
                    .append(r.routedOff[u]).append(',').append(r.routed[u]).append(',').append(r.destroyed[u]);
        }
        return sb.toString();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void aBattleCopiedAtAnyDecisionGoesOnAsPlayedStraightThrough(Path file, String player) {
        AcwTemplate t = compile(file, player);
        AcwEngine straight = AcwScenarios.RULESET.newAcwEngine(t);
        AcwEngine stopped = AcwScenarios.RULESET.newAcwEngine(t);
        AcwEngine copy = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        SplittableRandom pick = new SplittableRandom(file.getFileName().toString().hashCode() * 31L
                + player.hashCode());
        for (int i = 0; i < BATTLES; i++) {
            straight.play(SEED, i, out);
            final String expected = text(out);
            final long decisions = straight.state().clock.decisions();
            assertTrue(decisions > 0, "a battle with no decision");
            final long k = pick.nextLong(decisions);

            stopped.begin(SEED, i);
            assertTrue(stopped.toDecision(k), "battle " + i + " ended before decision " + k);
            assertEquals(k, stopped.state().clock.decisions());
            assertNotEquals(AcwEngine.NO_DECISION, stopped.pendingKind());
            copy.state().copyFrom(stopped.state());
            copy.finish(out);
            assertEquals(expected, text(out), "copied at decision " + k + " of battle " + i);
            assertEquals(decisions, copy.state().clock.decisions());
            stopped.finish(out);
            assertEquals(expected, text(out), "stopped at decision " + k + " of battle " + i + " and went on");

            stopped.begin(SEED, i);
            stopped.toDecision(k);
            final int turn = stopped.state().clock.turn();
            if (stopped.toEndOfTurn()) {
                assertEquals(turn + 1, stopped.state().clock.turn());
                assertFalse(stopped.state().clock.over());
            }
            copy.state().copyFrom(stopped.state());
            copy.finish(out);
            assertEquals(expected, text(out), "copied at the end of the turn of decision " + k + " of battle " + i);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void decisionByDecisionReachesTheSameEnd(Path file, String player) {
        AcwTemplate t = compile(file, player);
        AcwEngine straight = AcwScenarios.RULESET.newAcwEngine(t);
        AcwEngine stepped = AcwScenarios.RULESET.newAcwEngine(t);
        BattleRecord out = new BattleRecord(t.unitCount());
        straight.play(SEED, 0, out);
        final String expected = text(out);
        stepped.begin(SEED, 0);
        long steps = 0;
        while (stepped.toNextDecision()) {
            steps++;
            assertEquals(steps, stepped.state().clock.decisions());
        }
        stepped.finish(out);
        assertEquals(expected, text(out));
        assertEquals(straight.state().clock.decisions(), stepped.state().clock.decisions());
    }
}
