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
        CliRunner.Result r = points(one, "1", "--balanced", "--balanced-battles", "200");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("scale: regular = 10 points"), r.out());
        assertTrue(r.out().contains("balanced lists: Union "), r.out());
        assertEquals(ExitCodes.OK, points(two, "2", "--balanced", "--balanced-battles", "200").code());
        for (String f : List.of("points.csv", "points-fit.csv", "points-mixes.csv", "points-balanced.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(one.resolve("points.csv"));
        assertEquals(4, rows.size(), "header and three types");
        assertTrue(rows.get(1).startsWith("regular,10.000,0.000,10.000,10.000,"), rows.get(1));
        assertTrue(rows.get(1).endsWith(",reference"), rows.get(1));
        assertTrue(Files.readString(one.resolve("manifest.properties")).contains("command=muster points "));
    }

    @Test
    void points_referenceAndCostsFromTheCommandLine() throws IOException {
        Path out = tmp.resolve("ref");
        CliRunner.Result r = points(out, "2", "--reference", "copy=20", "--costs", "veteran=200");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("points.csv"));
        assertTrue(rows.get(2).startsWith("copy,20.000,0.000,"), rows.get(2));
        assertTrue(rows.get(3).endsWith(",over-costed"), rows.get(3));
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
}
