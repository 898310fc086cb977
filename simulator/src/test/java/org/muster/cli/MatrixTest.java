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

/** {@code muster matrix}: every pairing, the known effect of a random player, the consistency line, determinism. */
class MatrixTest {
    @TempDir
    Path tmp;

    private CliRunner.Result matrix(String name, String threads) {
        return CliRunner.run("matrix", CliRunner.fixture("duel.yaml").toString(), "--players", "random,naive", "-n",
                "150", "--chunk-size", "50", "--threads", threads, "--out", tmp.resolve(name).toString());
    }

    @Test
    void matrix_everyPairing_randomLosesToNaive_sameBytesForOneAndTwoThreads() throws IOException {
        CliRunner.Result one = matrix("one", "1");
        assertEquals(ExitCodes.OK, one.code(), one.err());
        assertEquals(ExitCodes.OK, matrix("two", "2").code());
        byte[] a = Files.readAllBytes(tmp.resolve("one/matrix.csv"));
        assertArrayEquals(a, Files.readAllBytes(tmp.resolve("two/matrix.csv")));
        List<String> rows = Files.readAllLines(tmp.resolve("one/matrix.csv"));
        assertEquals(5, rows.size());
        assertTrue(rows.get(2).startsWith("random,naive,150,"), rows.get(2));
        String line = one.out().lines().filter(l -> l.contains("favoured side when both sides have the same player"))
                .findFirst().orElseThrow().trim();
        assertTrue(line.startsWith("favoured side when both sides have the same player (1 of naive)"), one.out());
        // The consistency line is in the file, on every row, with which rows it looks at (naive v naive only).
        assertTrue(rows.get(0).endsWith(",favoured,even_strong,consistency"), rows.get(0));
        assertTrue(rows.get(2).contains(",Grey,no,"), "naive beats random: " + rows.get(2));
        assertTrue(rows.get(3).contains(",Blue,no,"), "naive beats random: " + rows.get(3));
        assertTrue(rows.get(4).startsWith("naive,naive,") && rows.get(4).contains(",yes,"), rows.get(4));
        for (String row : rows.subList(1, rows.size())) {
            assertTrue(row.endsWith("," + line) || row.endsWith(",\"" + line + "\""), row);
        }
    }

    @Test
    void consistency_namesTheVerdict() {
        List<String[]> p = List.of(new String[] {"a", "a"}, new String[] {"a", "b"}, new String[] {"b", "a"},
            new String[] {"b", "b"});
        assertTrue(MatrixCommand.consistency(p, List.of("X", "Y", "X", "X"), List.of("a", "b"))
                .endsWith("X in 2 of 2; consistent: X is favoured in every one"));
        assertTrue(MatrixCommand.consistency(p, List.of("X", "", "", "Y"), List.of("a", "b"))
                .endsWith("NOT consistent: the verdict depends on the players"));
    }
}
