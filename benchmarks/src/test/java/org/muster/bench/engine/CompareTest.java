package org.muster.bench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.muster.engine.BattleRecord;

/**
 * {@link Compare} with this module's own class path as both builds (two loaders, so two copies of the engine): they
 * must play identical battles; its check must tell records apart; bad arguments get one line and exit code 2.
 * Nothing here reads a timing.
 */
class CompareTest {
    private static final String BUILD = System.getProperty("java.class.path");

    @BeforeAll
    static void scenarios() {
        // As BenchmarksRunTest: surefire runs in the module's folder, the scenarios are in the repository's root.
        System.setProperty("muster.scenarios", Path.of("..", "scenarios").toString());
    }

    private static Field[] recordFields() {
        return Arrays.stream(BattleRecord.class.getFields()).filter(f -> !Modifier.isStatic(f.getModifiers()))
                .toArray(Field[]::new);
    }

    @Test
    void describe_tellsRecordsApartByAnyField() throws IllegalAccessException {
        BattleRecord a = new BattleRecord(4);
        BattleRecord b = new BattleRecord(4);
        a.clear(4);
        b.clear(4);
        assertEquals(Compare.describe(a, recordFields()), Compare.describe(b, recordFields()));
        b.killed[3] = 1;
        assertNotEquals(Compare.describe(a, recordFields()), Compare.describe(b, recordFields()), "an array entry");
        b.killed[3] = a.killed[3];
        b.turns = a.turns + 1;
        assertNotEquals(Compare.describe(a, recordFields()), Compare.describe(b, recordFields()), "a whole number");
    }

    @Test
    void measure_sameBuildTwice_identicalResultsAndARatio() throws ReflectiveOperationException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        double r = Compare.measure(BUILD, BUILD, true, "hardtack/meeting-engagement", 2, 3,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.startsWith("old first: results identical over 3 battles; old "), out);
        assertTrue(r > 0 && Double.isFinite(r), out);
        assertTrue(out.strip().endsWith(String.format(Locale.ROOT, "new/old %.3f", r)), out);
    }

    @Test
    void run_bothOrdersInTwoJvms_thenTheirGeometricMean() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Compare.run(new String[] {BUILD, BUILD, "acw-skirmish/meeting-engagement", "1", "2"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("old first: results identical over 2 battles"), lines.get(0));
        assertTrue(lines.get(1).startsWith("new first: results identical over 2 battles"), lines.get(1));
        double r1 = Double.parseDouble(lines.get(0).substring(lines.get(0).lastIndexOf(' ') + 1));
        double r2 = Double.parseDouble(lines.get(1).substring(lines.get(1).lastIndexOf(' ') + 1));
        assertEquals(String.format(Locale.ROOT, "new/old %.3f (geometric mean of the two orders)",
                Math.sqrt(r1 * r2)), lines.get(2));
    }

    @Test
    void players_onlyThoseEveryBuildHas() {
        assertEquals(null, Compare.checkPlayers("naive"));
        assertEquals(null, Compare.checkPlayers("doctrine"));
        assertEquals("-Dmuster.compare.players=foo: not a player both builds have (random, naive or doctrine)",
                Compare.checkPlayers("foo"));
    }

    private static String failed(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Compare.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        List<String> lines = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(1, lines.size(), lines.toString());
        return lines.get(0);
    }

    @Test
    void badArguments_oneLineExitTwo() throws Exception {
        assertEquals("Compare: /no/such/benchmarks.jar: no such file",
                failed("/no/such/benchmarks.jar", BUILD, "hardtack/little-round-top"));
        assertEquals("Compare: BLOCKS must be a whole number of at least 1, not '0'",
                failed(BUILD, BUILD, "hardtack/little-round-top", "0"));
        assertEquals("usage: Compare OLD NEW SCENARIO [BLOCKS [BATTLES]]", failed(BUILD, BUILD));
        String unknown = failed("--order=old-first", BUILD, BUILD, "hardtack/no-such-battle", "1", "1");
        assertTrue(unknown.startsWith("Compare: hardtack/no-such-battle: ") && unknown.contains("no-such-battle.yaml"),
                unknown);
    }
}
