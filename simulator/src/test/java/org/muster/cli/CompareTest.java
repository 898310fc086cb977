package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code muster compare}: a variant that changes nothing, a variant with a known effect, determinism. */
class CompareTest {
    @TempDir
    Path tmp;

    private List<String> compare(String out, String... extra) throws IOException {
        Path dir = tmp.resolve(out);
        String[] base = {"compare", CliRunner.fixture("duel-vars.yaml").toString(), "-n", "400", "--chunk-size",
            "100", "--seed", "5", "--out", dir.toString()};
        String[] args = java.util.stream.Stream.concat(java.util.Arrays.stream(base), java.util.Arrays.stream(extra))
                .toArray(String[]::new);
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return Files.readAllLines(dir.resolve("compare.csv"));
    }

    @Test
    void compare_scenarioWithItself_identicalPairsPOneZeroChange() throws IOException {
        List<String> rows = compare("self", "--threads", "2");
        String manifest = Files.readString(tmp.resolve("self/manifest.properties"));
        assertTrue(manifest.contains("\ncommand=muster compare " + CliRunner.fixture("duel-vars.yaml") + " -n 400 "),
                manifest);
        assertTrue(manifest.contains("\nscenario.0.sha256="), manifest);
        assertEquals(6, rows.size());
        assertTrue(rows.get(1).startsWith("0,Blue,win-rate,400,"), rows.get(1));
        assertTrue(rows.get(5).startsWith("-1,draws,draw-rate,400,"), rows.get(5));
        for (String row : rows.subList(1, 6)) {
            String[] f = row.split(",", -1);
            assertEquals(f[4], f[5], row);
            assertEquals(0.0, Double.parseDouble(f[6]), row);
            assertEquals("1.0000", f[11], row);
            assertEquals("false", f[13], row);
        }
    }

    @Test
    void compare_moreGreySquads_detectedAsSignificant() throws IOException {
        List<String> rows = compare("tilt", "--b-var", "grey_squads=4", "--b-var", "grey_men=7", "--threads", "1");
        String[] blue = rows.get(1).split(",", -1);
        String[] grey = rows.get(3).split(",", -1);
        assertTrue(Double.parseDouble(blue[6]) < -0.1, rows.get(1));
        assertTrue(Double.parseDouble(blue[8]) < 0, "whole interval below 0: " + rows.get(1));
        assertEquals("true", blue[13], rows.get(1));
        assertTrue(Double.parseDouble(grey[6]) > 0.1, rows.get(3));
        assertEquals("true", grey[13], rows.get(3));
    }

    @Test
    void compare_sameBytesForOneAndTwoThreads() throws IOException {
        List<String> one = compare("t1", "--b-ai", "0=random", "--threads", "1");
        List<String> two = compare("t2", "--b-ai", "0=random", "--threads", "2");
        assertEquals(one, two);
        assertArrayEquals(Files.readAllBytes(tmp.resolve("t1/compare.csv")),
                Files.readAllBytes(tmp.resolve("t2/compare.csv")));
    }

    @Test
    void sequential_bigTilt_decidesChangeAtTheFirstChunkBoundary_sameBytesForAnyThreads() throws IOException {
        String[] tilt = {"--b-var", "grey_squads=4", "--b-var", "grey_men=7", "--sequential", "--effect", "5"};
        compare("s1", concat(tilt, "--threads", "1"));
        compare("s2", concat(tilt, "--threads", "2"));
        List<String> seq = Files.readAllLines(tmp.resolve("s1/sequential.csv"));
        String[] f = seq.get(1).split(",", -1);
        assertEquals("change-down", f[0], seq.get(1));
        long pairs = Long.parseLong(f[4]);
        assertTrue(pairs < 400 && pairs % 100 == 0, "stopped early, at a chunk boundary: " + seq.get(1));
        assertTrue(Double.parseDouble(f[8]) <= Double.parseDouble(f[10])
                || Double.parseDouble(f[9]) >= Double.parseDouble(f[11]), seq.get(1));
        for (String file : new String[] {"sequential.csv", "compare.csv"}) {
            assertArrayEquals(Files.readAllBytes(tmp.resolve("s1").resolve(file)),
                    Files.readAllBytes(tmp.resolve("s2").resolve(file)), file);
        }
        assertTrue(Files.readString(tmp.resolve("s1/compare.csv")).contains("," + pairs + ","));
        assertTrue(Files.readString(tmp.resolve("s1/manifest.properties")).contains("\nbattles=" + pairs + "\n"));
    }

    /**
     * Every pair identical: the variance seen is 0, and the ratios read the floor E(1/2 - E) = 0.0096 instead, so each
     * is -n E / (1 - 2 E): -2.08 after the first chunk of 100 (above the lower bound, -2.97), -4.17 after the second.
     */
    @Test
    void sequential_scenarioWithItself_noChangeAtTheSecondLook() throws IOException {
        compare("same", "--sequential", "--effect", "2");
        String[] f = Files.readAllLines(tmp.resolve("same/sequential.csv")).get(1).split(",", -1);
        assertEquals("no-change", f[0]);
        assertEquals("200", f[4]);
        assertEquals("0.000000", f[7]);
        assertEquals("-4.166667", f[8]);
        assertEquals("-4.166667", f[9]);
    }

    @Test
    void sequential_needsEffect_andEffectNeedsSequential() {
        CliRunner.Result r = CliRunner.run("compare", CliRunner.fixture("duel-vars.yaml").toString(), "--sequential");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--effect"), r.err());
        r = CliRunner.run("compare", CliRunner.fixture("duel-vars.yaml").toString(), "--effect", "2");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("only with --sequential"), r.err());
    }

    private static String[] concat(String[] a, String... b) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(a), java.util.Arrays.stream(b))
                .toArray(String[]::new);
    }
    /**
     * Each variant gets the shared overrides and its own on top, and none of the other's: A's and B's lines name
     * exactly their own sets, vars and players (a variant's own var over the shared one of the same name).
     */
    @Test
    void compare_eachVariantGetsItsOwnOverridesOnly() {
        Path dir = tmp.resolve("own");
        String file = CliRunner.fixture("duel-vars.yaml").toString();
        CliRunner.Result r = CliRunner.run("compare", file, "-n", "50", "--seed", "5", "--threads", "1", "--out",
                dir.toString(), "--var", "grey_men=7", "--a-var", "grey_men=5", "--b-var", "grey_squads=4", "--a-ai",
                "0=random", "--b-ai", "1=random", "--ai", "1=naive");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.contains("A: " + file + " --var grey_men=5 --ai 1=naive --ai 0=random"), r.out());
        assertTrue(lines.contains("B: " + file + " --var grey_men=7 --var grey_squads=4 --ai 1=random"), r.out());
    }

    @Test
    void compare_help_hasExample() {
        CliRunner.Result r = CliRunner.run("compare", "--help");
        assertEquals(ExitCodes.OK, r.code());
        assertTrue(r.out().contains("muster compare scenarios/"), r.out());
    }
}
