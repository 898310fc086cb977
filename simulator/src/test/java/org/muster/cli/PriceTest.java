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
 * {@code muster price} end to end on the duel fixture: Blue fields 3 squads of 5, so the break-even number of men in
 * Grey's 3 squads lies near 5 (the fit itself is tested on planted curves in LogisticFitTest); determinism; errors.
 */
class PriceTest {
    @TempDir
    Path tmp;

    private Path price(String name, String threads) {
        Path out = tmp.resolve(name);
        CliRunner.Result r = CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(), "--var",
                "grey_men", "--values", "3..7:2", "-n", "300", "--chunk-size", "100", "--points", "10", "--threads",
                threads, "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("break-even grey_men = "), r.out());
        assertTrue(r.out().contains("stability: seed 1 gives"), r.out());
        return out;
    }

    @Test
    void price_breakEvenNearMirrorValue_sameBytesForOneAndTwoThreads() throws IOException {
        Path one = price("one", "1");
        Path two = price("two", "2");
        for (String f : List.of("price.csv", "price-fit.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(two.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(one.resolve("price.csv"));
        assertEquals(7, rows.size(), "2 seeds x 3 values");
        List<String> fit = Files.readAllLines(one.resolve("price-fit.csv"));
        String[] f = fit.get(1).split(",");
        double breakEven = Double.parseDouble(f[3]);
        assertTrue(breakEven > 4 && breakEven < 6.5, fit.get(1));
        assertEquals(10 * breakEven, Double.parseDouble(f[10]), 1e-3 * 10 + 1e-9);
    }

    /**
     * A variable that does not move the outcome (here no fire can hurt and no one moves, so nearly every battle is a
     * draw whatever Grey's men) has no break-even: said in words (and in the report), its CSV cells left empty, not a
     * ratio of noise with "DISAGREE: play more battles".
     */
    @Test
    void price_flatOutcome_saysNoBreakEven_andLeavesItsCellsEmpty() throws IOException {
        Path out = tmp.resolve("flat");
        CliRunner.Result r = CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(), "--var",
                "grey_men", "--values", "3..7:2", "-n", "100", "--set", "kill-die.cp-per-die=10000", "--set",
                "move.infantry=0", "--points", "10", "--report", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("no break-even: P(Blue wins) does not move measurably with grey_men"), r.out());
        assertTrue(r.out().contains("stability: not assessed"), r.out());
        assertFalse(r.out().contains("break-even grey_men ="), r.out());
        String[] f = Files.readAllLines(out.resolve("price-fit.csv")).get(1).split(",", -1);
        assertEquals(List.of("", "", "", ""), List.of(f[3], f[4], f[5], f[6]), String.join(",", f));
        assertEquals("", f[10]);
        assertTrue(Files.readString(out.resolve("report.html")).contains("No break-even at grey_men"));
    }

    @Test
    void price_undeclaredVar_isBadInput() {
        CliRunner.Result r = CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(), "--var", "nope");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--var nope: the scenario declares no variable 'nope'"), r.err());
        // A value given twice is refused before any battle is played, and leaves no folder.
        Path out = tmp.resolve("twice");
        r = CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(), "--var", "grey_men", "--values",
                "5,5.0", "--out", out.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--values: grey_men: value '5.0' is given twice (as '5')"), r.err());
        assertFalse(java.nio.file.Files.exists(out), "a folder was left");
    }

    @Test
    void defaultValues_aroundTheDefault() {
        assertEquals(List.of("1", "2", "3", "4", "5"), PriceCommand.defaultValues("3"));
        assertEquals(List.of("4", "5", "6", "7", "8"), PriceCommand.defaultValues("6"));
    }

    @Test
    void price_fieldOfTwoCopies_sameBreakEvenAsOne() throws IOException {
        Path one = price("single", "2");
        Path field = tmp.resolve("field");
        CliRunner.Result r = CliRunner.run("price", CliRunner.fixture("duel-vars.yaml").toString(),
                CliRunner.fixture("duel-vars.yaml").toString(), "--weights", "3,1", "--var", "grey_men", "--values",
                "3..7:2", "-n", "300", "--chunk-size", "100", "--out", field.toString(), "-q");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertEquals(13, Files.readAllLines(field.resolve("price.csv")).size(), "2 seeds x 2 scenarios x 3 values");
        String[] a = Files.readAllLines(one.resolve("price-fit.csv")).get(1).split(",");
        String[] b = Files.readAllLines(field.resolve("price-fit.csv")).get(1).split(",");
        assertEquals(a[3], b[3], "break-even");
        assertTrue(Double.parseDouble(b[4]) < Double.parseDouble(a[4]), "twice the data, smaller standard error");
    }
}
