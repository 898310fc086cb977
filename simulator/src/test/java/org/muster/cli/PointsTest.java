package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code muster points} end to end on the planted-duplicate fixture: the same bytes for 1 and 2 threads, the
 * balanced-lists check, costs and reference from the command line, and bad input (the fit itself is tested in
 * PointsFitTest, the planted truths in PointsRunnerTest).
 */
class PointsTest {
    @TempDir
    Path tmp;

    private CliRunner.Result points(Path out, String threads, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("points", CliRunner.fixture("points-duplicate.yaml")
                .toString(), "-n", "400", "--chunk-size", "100", "--threads", threads, "--progress", "none", "--out",
                out.toString()));
        args.addAll(List.of(more));
        return CliRunner.run(args.toArray(new String[0]));
    }

    @Test
    void points_sameBytesForOneAndTwoThreads_withBalancedLists() throws IOException {
        Path one = tmp.resolve("one");
        Path two = tmp.resolve("two");
        CliRunner.Result r = points(one, "1", "--balanced", "--balanced-battles", "200", "--bootstrap", "20");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("scale: regular = 10 points"), r.out());
        assertTrue(r.out().contains("balanced lists: Union "), r.out());
        assertEquals(ExitCodes.OK, points(two, "2", "--balanced", "--balanced-battles", "200", "--bootstrap", "20")
                .code());
        for (String f : List.of("points.csv", "points-fit.csv", "points-mixes.csv", "points-balanced.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(one.resolve("points.csv"));
        assertEquals(4, rows.size(), "header and three types");
        assertTrue(rows.get(1).startsWith("regular,10.000,0.000,10.000,10.000,"), rows.get(1));
        assertTrue(rows.get(1).endsWith(",reference,,,"), rows.get(1));
        assertTrue(rows.get(2).matches("copy,.*,[0-9.]+,[0-9.]+,[0-9.]+"), "bootstrap columns: " + rows.get(2));
        String fit = Files.readAllLines(one.resolve("points-fit.csv")).get(1);
        assertTrue(fit.contains(",additive-fits,20,4,0") || fit.contains(",additive-rejected,20,4,0"), fit);
        assertTrue(r.out().contains("  model check: Hosmer-Lemeshow "), r.out());
        assertTrue(r.out().contains("  bootstrap: 20 resamples of 4 chunks"), r.out());
        assertTrue(Files.readString(one.resolve("manifest.properties")).contains("command=muster points "));
    }

    @Test
    void points_referenceAndCostsFromTheCommandLine() throws IOException {
        Path out = tmp.resolve("ref");
        CliRunner.Result r = points(out, "2", "--reference", "copy=20", "--costs", "veteran=200");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("points.csv"));
        assertTrue(rows.get(2).startsWith("copy,20.000,0.000,"), rows.get(2));
        assertTrue(rows.get(3).endsWith(",over-costed,,,"), rows.get(3));
    }

    @Test
    void points_badInput_oneLineExitTwo() {
        CliRunner.Result r = CliRunner.run("points", CliRunner.fixture("points-bad-unit.yaml").toString(), "-n",
                "10");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("points-bad-unit.yaml:17: points.sides[1].vary[0].unit: side 'Grey' has no "
                + "units: line named 'bb' (its named lines: g)"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        CliRunner.Result none = CliRunner.run("points", CliRunner.fixture("duel.yaml").toString(), "-n", "10");
        assertEquals(ExitCodes.BAD_INPUT, none.code());
        assertTrue(none.err().contains("no points: block"), none.err());
        CliRunner.Result ref = CliRunner.run("points", CliRunner.fixture("points-duplicate.yaml").toString(), "-n",
                "20", "--reference", "cannon=5", "--out", tmp.resolve("bad").toString(), "--progress", "none");
        assertEquals(ExitCodes.BAD_INPUT, ref.code());
        assertTrue(ref.err().contains("--reference: no unit type 'cannon'"), ref.err());
        assertFalse(ref.err().contains("Exception"), ref.err());
        // Too few battles to price every type: one line that says how many and what to do.
        CliRunner.Result few = CliRunner.run("points", Path.of(System.getProperty("muster.root", ".."), "scenarios",
                "acw-skirmish", "points-company.yaml").toString(), "-n", "2", "--out", tmp.resolve("few").toString(),
                "--progress", "none");
        assertEquals(ExitCodes.BAD_INPUT, few.code(), few.err());
        assertTrue(few.err().contains("points: the 2 battles cannot be fitted: ") && few.err().strip().endsWith(
                "; play more battles (-n)"), few.err());
        assertEquals(1, few.err().strip().lines().count(), few.err());
        // Every battle was played: no checkpoint is left, so the advice works in the same folder.
        assertFalse(Files.exists(tmp.resolve("few").resolve("checkpoint")), "checkpoint left by a finished run");
        CliRunner.Result more = CliRunner.run("points", Path.of(System.getProperty("muster.root", ".."), "scenarios",
                "acw-skirmish", "points-company.yaml").toString(), "-n", "400", "--out", tmp.resolve("few")
                .toString(), "--progress", "none");
        assertEquals(ExitCodes.OK, more.code(), more.err());
        assertTrue(Files.exists(tmp.resolve("few").resolve("points.csv")));
    }

    @Test
    void points_armyLists_pricesRolledUnits_balancedOnFixedLines() throws IOException {
        Path one = tmp.resolve("army-1");
        Path two = tmp.resolve("army-2");
        for (Path out : List.of(one, two)) {
            CliRunner.Result r = CliRunner.run("points", CliRunner.fixture("points-army-lists.yaml").toString(), "-n",
                    "300", "--chunk-size", "50", "--threads", out == one ? "1" : "2", "--progress", "none", "--out",
                    out.toString(), "--balanced", "--balanced-battles", "100");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            assertTrue(r.out().contains("balanced lists: government "), r.out());
        }
        for (String f : List.of("points.csv", "points-fit.csv", "points-mixes.csv", "points-balanced.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        String table = Files.readString(one.resolve("points.csv"));
        assertTrue(table.contains("\ngovernment regular-foot "), table);
        assertTrue(table.contains("\njacobite highland-foot "), table);
    }

    /** {@code replay --points} of a scenario with no armies that vary: one line naming the file and field, exit 2. */
    @Test
    void replayPoints_ofAScenarioWithoutPoints_isBadInput() {
        String file = Path.of(System.getProperty("muster.root", ".."), "scenarios", "acw-skirmish",
                "meeting-engagement.yaml").toString();
        CliRunner.Result r = CliRunner.run("replay", file, "--points", "--battle", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("meeting-engagement.yaml") && r.err().contains("points")
                && r.err().contains("no points: block"), r.err());
        assertTrue(r.out().isEmpty(), r.out());
    }

    /**
     * Battle i of a points run replays alone: {@code replay --points} of each of a run's 60 battles, counted into the
     * mix it prints, gives the run's points-mixes.csv counts exactly.
     */
    @Test
    void replayPoints_everyBattleEndsAsInTheRun() throws IOException {
        Path out = tmp.resolve("replayed");
        CliRunner.Result ran = CliRunner.run("points", CliRunner.fixture("points-duplicate.yaml").toString(), "-n",
                "60", "--chunk-size", "20", "--threads", "2", "--seed", "5", "--progress", "none", "--out",
                out.toString());
        assertEquals(ExitCodes.OK, ran.code(), ran.err());
        java.util.Map<String, List<Long>> run = new java.util.TreeMap<>();
        List<String> rows = Files.readAllLines(out.resolve("points-mixes.csv"));
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            run.put(f[0], List.of(Long.parseLong(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4])));
        }
        java.util.Map<String, long[]> alone = new java.util.TreeMap<>();
        for (int i = 0; i < 60; i++) {
            CliRunner.Result r = CliRunner.run("replay", CliRunner.fixture("points-duplicate.yaml").toString(),
                    "--points", "--battle", Integer.toString(i), "--seed", "5");
            assertEquals(ExitCodes.OK, r.code(), r.err());
            String mix = r.out().lines().filter(l -> l.startsWith("Points mix: ")).findFirst().orElseThrow()
                    .substring("Points mix: ".length());
            String outcome = r.out().lines().filter(l -> l.startsWith("Outcome: winner ")).findFirst()
                    .orElseThrow();
            String side0 = mix.substring(0, mix.indexOf(' '));
            // points-mixes.csv's order: wins, draws, losses of side 0.
            long[] c = alone.computeIfAbsent(mix, k -> new long[3]);
            c[outcome.startsWith("Outcome: winner draw ") ? 1 : outcome.startsWith("Outcome: winner " + side0 + " ")
                    ? 0 : 2]++;
        }
        java.util.Map<String, List<Long>> replayed = new java.util.TreeMap<>();
        alone.forEach((k, v) -> replayed.put(k, List.of(v[0], v[1], v[2])));
        assertEquals(run, replayed);
    }
}
