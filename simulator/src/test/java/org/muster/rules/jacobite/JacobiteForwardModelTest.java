package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.muster.engine.BattleRecord;
import org.muster.engine.BattleRecords;
import org.muster.rules.BundledScenarios;

/**
 * The forward model (ARCHITECTURE.md section 2a): a battle played straight through, and the same battle stopped at a
 * random decision k, its state copied into another engine (one that has played another battle, so its caches are
 * stale) and continued there, give the same record, the same final state and the same dice, for every bundled
 * jacobite45 scenario and every player. The decision k is drawn from a fixed seed, so the test is deterministic.
 */
class JacobiteForwardModelTest {
    private static final int BATTLES = 3;

    static Stream<Arguments> cases() throws IOException {
        Path dir = Paths.get(System.getProperty("muster.root", "..")).resolve("scenarios/jacobite45");
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted()
                    .flatMap(f -> Stream.of("random", "naive", "doctrine").map(p -> Arguments.of(f, p)))
                    .toList().stream();
        }
    }

    private static JacobiteTemplate compile(Path file, String player) {
        return (JacobiteTemplate) BundledScenarios.compile(file, player);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void copyAtRandomDecision_thenContinue_givesTheStraightBattle(Path file, String player) {
        JacobiteTemplate t = compile(file, player);
        JacobiteEngine straight = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        JacobiteEngine stepped = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        JacobiteEngine other = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        BattleRecord a = new BattleRecord(t.unitCount());
        BattleRecord b = new BattleRecord(t.unitCount());
        BattleRecord c = new BattleRecord(t.unitCount());
        SplittableRandom pick = new SplittableRandom(
                file.getFileName().toString().hashCode() * 31L + player.hashCode());
        for (int i = 0; i < BATTLES; i++) {
            final long seed = 7;
            final long dice0 = straight.diceRolled();
            straight.play(seed, i, a);
            final long dice = straight.diceRolled() - dice0;
            // How many decisions the battle has, then a random one of them to copy at.
            stepped.begin(seed, i);
            int decisions = 0;
            while (!stepped.playTo(JacobiteEngine.UNTIL_DECISION)) {
                assertTrue(stepped.atDecision());
                decisions++;
            }
            stepped.record(b);
            BattleRecords.assertSameRecord(a, b, file + " " + player + " battle " + i + " stepped by decisions");
            assertTrue(decisions > 0, "a battle has decisions");
            final int k = pick.nextInt(decisions + 1);
            final long steppedDice0 = stepped.diceRolled();
            stepped.begin(seed, i);
            for (int d = 0; d < k; d++) {
                assertFalse(stepped.playTo(JacobiteEngine.UNTIL_DECISION));
            }
            final long before = stepped.diceRolled() - steppedDice0;
            other.play(seed + 1, i + 11, c);
            other.state().copyFrom(stepped.state());
            final long otherDice0 = other.diceRolled();
            other.playTo(JacobiteEngine.UNTIL_BATTLE_END);
            other.record(c);
            final String what = file + " " + player + " battle " + i + " copied at decision " + k + " of " + decisions;
            BattleRecords.assertSameRecord(a, c, what);
            assertEquals(dice, before + other.diceRolled() - otherDice0, what + ": dice");
            assertSameState(straight.state(), other.state(), what);
            // The original goes on by turns from where it was copied, undisturbed by the copy.
            while (!stepped.playTo(JacobiteEngine.UNTIL_TURN_END)) {
                assertFalse(stepped.over());
            }
            stepped.record(b);
            BattleRecords.assertSameRecord(a, b, what + ", the original continued by turns");
        }
    }

    private static void assertSameState(JacobiteState x, JacobiteState y, String what) {
        assertEquals(x.unitCount(), y.unitCount(), what);
        for (int u = 0; u < x.unitCount(); u++) {
            assertEquals(Double.doubleToRawLongBits(x.x[u]), Double.doubleToRawLongBits(y.x[u]), what + " x " + u);
            assertEquals(Double.doubleToRawLongBits(x.y[u]), Double.doubleToRawLongBits(y.y[u]), what + " y " + u);
            assertEquals(Double.doubleToRawLongBits(x.facing[u]), Double.doubleToRawLongBits(y.facing[u]), what);
            assertEquals(x.status[u], y.status[u], what + " status " + u);
            assertEquals(x.figures[u], y.figures[u], what + " figures " + u);
            assertEquals(x.ammo[u], y.ammo[u], what + " ammo " + u);
        }
        assertEquals(x.tactics.below(1 << 30), y.tactics.below(1 << 30), what + ": the TACTICS stream");
        assertEquals(x.dice.below(1 << 30), y.dice.below(1 << 30), what + ": the DICE stream");
    }
}
