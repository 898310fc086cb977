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

/** {@code muster sweep}: grid order, values, determinism, and each point equal to a plain run on the same seed. */
class SweepTest {
    @TempDir
    Path tmp;

    private Path sweep(String name, String threads) {
        Path out = tmp.resolve(name);
        CliRunner.Result r = CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary",
                "grey_squads=1..3:2", "--vary", "move.infantry=2,4", "-n", "200", "--chunk-size", "50", "--seed", "9",
                "--threads", threads, "--out", out.toString(), "-q");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return out;
    }

    @Test
    void sweep_sameBytesForOneAndTwoThreads_gridInOrder() throws IOException {
        Path one = sweep("one", "1");
        Path two = sweep("two", "2");
        assertArrayEquals(Files.readAllBytes(one.resolve("sweep.csv")), Files.readAllBytes(two.resolve("sweep.csv")));
        List<String> rows = Files.readAllLines(one.resolve("sweep.csv"));
        assertEquals(9, rows.size());
        assertTrue(rows.get(0).startsWith("point,grey_squads,move.infantry,side,name,battles,"), rows.get(0));
        assertTrue(rows.get(1).startsWith("0,1,2,0,Blue,200,"), rows.get(1));
        assertTrue(rows.get(3).startsWith("1,1,4,0,Blue,"), rows.get(3));
        assertTrue(rows.get(5).startsWith("2,3,2,0,Blue,"), rows.get(5));
        assertTrue(rows.get(8).startsWith("3,3,4,1,Grey,"), rows.get(8));
    }

    @Test
    void sweep_point_equalsRunAtThatPointOnSameSeed() throws IOException {
        Path s = sweep("s", "2");
        Path run = tmp.resolve("run");
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel-vars.yaml").toString(), "--var",
                "grey_squads=3", "--set", "move.infantry=4", "-n", "200", "--seed", "9", "--out", run.toString(), "-q");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        List<String> summary = Files.readAllLines(run.resolve("summary.csv"));
        List<String> sweep = Files.readAllLines(s.resolve("sweep.csv"));
        // summary.csv: side,name,units,start_figures,battles,wins,draws,losses,win_rate,lower,upper
        for (int side = 0; side < 2; side++) {
            String[] a = summary.get(1 + side).split(",");
            String[] b = sweep.get(7 + side).split(",");
            assertEquals(a[5], b[6], "wins of side " + side);
            assertEquals(a[8], b[8], "win rate of side " + side);
        }
    }

    @Test
    void sweep_showsProgressOverAllItsPoints() {
        java.io.PrintStream was = System.err;
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        CliRunner.Result r;
        try {
            System.setErr(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8));
            r = CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary", "grey_squads=1..3:2",
                    "-n", "200", "--chunk-size", "50", "--threads", "1", "--out", tmp.resolve("p").toString(),
                    "--progress", "bar");
        } finally {
            System.setErr(was);
        }
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String bar = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(bar.contains("sweep duel-vars") && bar.contains("400/400 battles"), bar);
    }

    @Test
    void sweep_badRange_isBadInput() {
        CliRunner.Result r = CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary",
                "grey_squads=5..1");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertEquals("--vary: grey_squads: range '5..1' needs FROM <= TO and STEP > 0", r.err().strip());
        CliRunner.Result p = CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary",
                "no.such.rule=1,2", "-n", "10");
        assertEquals(ExitCodes.BAD_INPUT, p.code(), p.err());
        // Named as the user wrote it (--vary, not the --set it becomes), with the variables the name could have meant.
        assertEquals("command line: --vary no.such.rule: 'no.such.rule' is neither a variable of the scenario "
                + "(grey_squads, grey_men, blue_x) nor a parameter of rule set acw-skirmish (list them with: muster "
                + "rules acw-skirmish)", p.err().strip());
        CliRunner.Result v = CliRunner.run("sweep", CliRunner.fixture("duel-vars.yaml").toString(), "--vary",
                "move.infantry=4,-1", "-n", "10");
        assertEquals(ExitCodes.BAD_INPUT, v.code(), v.err());
        assertTrue(v.err().strip().startsWith("command line: --vary move.infantry: value '-1' is out of range"),
                v.err());
        assertTrue(v.out().isEmpty(), "nothing played before the bad value: " + v.out());
    }

    @Test
    void values_listsAndDecimalRanges() {
        assertEquals(List.of("0.5", "0.75", "1", "1.25"), SweepCommand.values("x", "0.5..1.25:0.25"));
        assertEquals(List.of("on", "off"), SweepCommand.values("x", "on, off"));
        assertEquals(List.of("4", "5", "6"), SweepCommand.values("x", "4..6"));
        // A point given twice (the same word, or one number written two ways) would be played twice: refused.
        for (String twice : List.of("on,off,on", "3,3.0", "2, 02")) {
            org.muster.model.ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(
                    org.muster.model.ScenarioException.class, () -> SweepCommand.values("x", twice));
            assertTrue(e.getMessage().contains("is given twice"), e.getMessage());
        }
    }
}
