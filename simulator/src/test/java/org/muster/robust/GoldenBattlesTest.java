package org.muster.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.muster.cli.Main;
import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;
import org.muster.rules.Template;
import org.muster.rules.BundledScenarios;

/**
 * The golden battles: for every bundled scenario, with both sides played by each of {@value #PLAYER_NAMES}, on two
 * base seeds, the bytes of {@code battles.csv} and {@code summary.csv} that {@code muster run} writes for
 * {@value #BATTLES} battles and the dice each battle rolled, committed under {@code src/test/resources/golden/}.
 *
 * <p>This is the safety net of a change of shape (issue 20's redesign of the engines): a refactoring keeps every file
 * byte-identical. A commit that means to change a result regenerates the files in the same commit, and its message
 * says which battles moved and why:
 *
 * <pre>./mvnw -B -pl simulator -am verify -Dtest=GoldenBattlesTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dmuster.golden.update=true</pre>
 *
 * <p>The dice count pins what the record alone may not: two engines can reach the same winner and losses by
 * different rolls, and a change that rolls one die more anywhere shows here even when no battle's outcome moves.
 */
class GoldenBattlesTest {
    static final int BATTLES = 24;
    static final long[] SEEDS = {1L, 2L};
    static final String PLAYER_NAMES = "random, naive, doctrine";
    static final String[] PLAYERS = {"random", "naive", "doctrine"};
    private static final boolean UPDATE = Boolean.getBoolean("muster.golden.update");

    @TempDir
    Path tmp;

    static Path goldenRoot() {
        return HostileScenarioPropertyTest.root().resolve("simulator/src/test/resources/golden");
    }

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        BundledScenarioInvariantsTest.scenarios().forEach(file -> {
            for (String player : PLAYERS) {
                for (long seed : SEEDS) {
                    out.add(Arguments.of(file, player, seed));
                }
            }
        });
        return out.stream();
    }

    /** {@code golden/<rule set>/<scenario>/<player>-seed<S>/}. */
    static Path caseDir(Path file, String player, long seed) {
        String ruleset = file.getParent().getFileName().toString();
        String name = file.getFileName().toString().replaceFirst("\\.yaml$", "");
        return goldenRoot().resolve(ruleset).resolve(name).resolve(player + "-seed" + seed);
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void bundledScenario_playsItsGoldenBattles(Path file, String player, long seed) throws IOException {
        Path out = tmp.resolve("run");
        StringWriter err = new StringWriter();
        int code = Main.execute(new String[] {"run", file.toString(), "-n", Integer.toString(BATTLES), "--seed",
            Long.toString(seed), "--ai", "0=" + player, "--ai", "1=" + player, "--threads", "1", "--battles-csv",
            "--progress", "none", "--out", out.toString(), "-q"}, new PrintWriter(new StringWriter()),
            new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String dice = dicePerBattle(file, player, seed);
        Path dir = caseDir(file, player, seed);
        if (UPDATE) {
            Files.createDirectories(dir);
            Files.copy(out.resolve("battles.csv"), dir.resolve("battles.csv"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.copy(out.resolve("summary.csv"), dir.resolve("summary.csv"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(dir.resolve("dice.csv"), dice, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.isDirectory(dir)) {
            fail("no golden battles at " + dir + " for " + file + "; a new scenario regenerates them with "
                    + "-Dmuster.golden.update=true (see this test's documentation)");
        }
        same(dir.resolve("battles.csv"), Files.readString(out.resolve("battles.csv")), file, player, seed);
        same(dir.resolve("summary.csv"), Files.readString(out.resolve("summary.csv")), file, player, seed);
        same(dir.resolve("dice.csv"), dice, file, player, seed);
    }

    /** Every case directory under golden/ belongs to a bundled scenario, so a removed scenario leaves none behind. */
    @Test
    void everyGoldenDirectory_isABundledCase() throws IOException {
        List<Path> expected = new ArrayList<>();
        cases().forEach(a -> {
            Object[] v = a.get();
            expected.add(caseDir((Path) v[0], (String) v[1], (Long) v[2]));
        });
        assertTrue(expected.size() >= 3 * 2 * 3, "too few bundled cases: " + expected.size());
        if (UPDATE || !Files.isDirectory(goldenRoot())) {
            return;
        }
        try (Stream<Path> dirs = Files.walk(goldenRoot(), 3)) {
            dirs.filter(p -> goldenRoot().relativize(p).getNameCount() == 3).forEach(p -> assertTrue(
                    expected.contains(p), "golden directory " + p + " is no bundled scenario's case"));
        }
    }

    private static void same(Path golden, String actual, Path file, String player, long seed) throws IOException {
        String expected = Files.readString(golden);
        if (!expected.equals(actual)) {
            fail(file + " with " + player + " players, seed " + seed + ": " + golden.getFileName()
                    + " differs from " + golden + " at line " + firstDifferentLine(expected, actual)
                    + ". A refactoring must not move a result; an intended change regenerates the golden files "
                    + "(-Dmuster.golden.update=true) and says in its commit which results moved and why.");
        }
    }

    private static int firstDifferentLine(String a, String b) {
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (!x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return Math.min(x.length, y.length) + 1;
    }

    /** One line per battle, {@code battle,dice}: the dice rolled in that battle played alone on a fresh engine. */
    private static String dicePerBattle(Path file, String player, long seed) {
        Template template = BundledScenarios.compile(file, player);
        StringBuilder sb = new StringBuilder("battle,dice\n");
        BattleRecord record = new BattleRecord(template.unitCount());
        for (int i = 0; i < BATTLES; i++) {
            Engine engine = BundledScenarios.newEngine(template);
            long before = engine.diceRolled();
            engine.play(seed, i, record);
            sb.append(i).append(',').append(engine.diceRolled() - before).append('\n');
        }
        return sb.toString();
    }
}
