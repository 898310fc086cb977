package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every long command takes --progress and --format: csv prints its CSV file's rows on stdout, json the same rows. */
final class BalanceFormatTest {
    @TempDir
    Path tmp;

    private CliRunner.Result run(String... args) {
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return r;
    }

    @Test
    void compareCsv_isCompareCsv_sweepJson_isSweepCsvsRows() throws IOException {
        String f = CliRunner.fixture("duel-vars.yaml").toString();
        CliRunner.Result c = run("compare", f, "--b-var", "grey_squads=2", "-n", "200", "--chunk-size", "100",
                "--format", "csv", "--progress", "none", "--out", tmp.resolve("c").toString());
        assertEquals(Files.readString(tmp.resolve("c/compare.csv")), c.out());
        assertTrue(c.err().contains("wrote " + tmp.resolve("c")), c.err());
        CliRunner.Result s = run("sweep", f, "--vary", "grey_squads=2,3", "-n", "100", "--format", "json",
                "--progress", "lines", "--out", tmp.resolve("s").toString());
        JsonNode rows = new ObjectMapper().readTree(s.out());
        assertEquals(4, rows.size(), s.out());
        assertEquals(2, rows.get(0).get("grey_squads").asInt());
        assertTrue(rows.get(0).get("win_rate").isNumber(), s.out());
    }

    @Test
    void checkMatrixPrice_takeProgressAndFormat() throws IOException {
        String f = CliRunner.fixture("duel-vars.yaml").toString();
        CliRunner.Result k = run("check", f, "-n", "400", "--chunk-size", "100", "--format", "csv", "--progress",
                "none");
        assertTrue(k.out().startsWith("scenario,classname,test,status,message\n"), k.out());
        assertTrue(k.out().contains(",acw-skirmish.duel-vars,"), k.out());
        CliRunner.Result m = run("matrix", f, "--players", "random,naive", "-n", "100", "--format", "csv",
                "--progress", "none", "--out", tmp.resolve("m").toString());
        assertEquals(Files.readString(tmp.resolve("m/matrix.csv")), m.out());
        CliRunner.Result p = run("price", f, "--var", "grey_squads", "--values", "1..3", "-n", "100", "--format",
                "json", "--progress", "none", "--out", tmp.resolve("p").toString());
        assertTrue(new ObjectMapper().readTree(p.out()).isArray(), p.out());
    }
}
