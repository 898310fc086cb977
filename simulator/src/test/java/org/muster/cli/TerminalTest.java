package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The run's terminal output: --format table|csv|json on stdout, --progress on stderr. */
class TerminalTest {
    @TempDir
    Path tmp;

    private CliRunner.Result run(String... more) {
        String[] base = {"run", CliRunner.fixture("duel.yaml").toString(), "-n", "200", "--threads", "1", "--out",
            tmp.toString()};
        String[] args = new String[base.length + more.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        CliRunner.Result r = CliRunner.run(args);
        assertEquals(ExitCodes.OK, r.code(), r.err());
        return r;
    }

    @Test
    void csvFormatPrintsSummaryCsvAndPathsGoToStderr() throws IOException {
        CliRunner.Result r = run("--format", "csv", "--progress", "lines");
        assertEquals(Files.readString(tmp.resolve("summary.csv"), StandardCharsets.UTF_8), r.out());
        assertEquals("wrote " + tmp, r.err().strip(), "a short run prints no progress line");
    }

    @Test
    void jsonFormatIsOneObjectPerScenario() throws IOException {
        CliRunner.Result r = run("--format", "json", "--report", "--progress", "none");
        JsonNode o = new ObjectMapper().readTree(r.out());
        assertEquals(200, o.get("battles").asLong());
        assertEquals(2, o.get("sides").size());
        long wins = o.get("sides").get(0).get("wins").asLong() + o.get("sides").get(1).get("wins").asLong()
                + o.get("sides").get(0).get("draws").asLong();
        assertEquals(200, wins);
        assertEquals(tmp.resolve("report.html").toString(), o.get("report").asText());
    }

    @Test
    void tableIsTheDefault() {
        CliRunner.Result r = run();
        assertTrue(r.out().contains("95% interval") && r.out().contains("wrote " + tmp), r.out());
    }

    @Test
    void badProgressModeIsAUsageError() {
        CliRunner.Result r = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "--progress", "fancy");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--progress"), r.err());
    }

    @Test
    void progressLineSaysRateAndTimeLeft() {
        assertEquals("farm: 400/1000 battles (40%), 200 battles/s, 3 s left", Progress.line("farm", 400, 1000, 2.0));
        assertEquals("farm: 0/10 battles (0%), 0 battles/s, time left unknown", Progress.line("farm", 0, 10, 0));
    }
}
