package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code muster map}, {@code validate --map} and {@code replay --format html} on the command line. */
class MapCommandTest {
    private static Path view(String name) {
        return Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "test", "resources", "view",
                name);
    }

    @Test
    void map_writesSvgOrHtmlByTheFileName(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("a.svg");
        CliRunner.Result r = CliRunner.run("map", view("hardtack.yaml").toString(), "--out", svg.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(svg).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "));
        Path html = dir.resolve("a.html");
        r = CliRunner.run("map", view("hardtack.yaml").toString(), "--out", html.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(html).startsWith("<!DOCTYPE html>"));
        assertTrue(r.out().contains("wrote " + html));
    }

    @Test
    void map_ofSeveralScenariosWritesOneFilePerRulesetAndName(@TempDir Path dir) {
        CliRunner.Result r = CliRunner.run("map", view("acw.yaml").toString(), view("jacobite.yaml").toString(),
                "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isRegularFile(dir.resolve("acw-skirmish").resolve("acw.svg")));
        assertTrue(Files.isRegularFile(dir.resolve("jacobite45").resolve("jacobite.svg")));
    }

    @Test
    void map_badOutIsBadInput(@TempDir Path dir) {
        CliRunner.Result r = CliRunner.run("map", view("acw.yaml").toString(), view("jacobite.yaml").toString(),
                "--out", dir.resolve("one.svg").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("command line: --out: value '"), r.err());
    }

    @Test
    void validateMap_marksProblemsAndDrawsARefusedScenarioAsWritten(@TempDir Path dir) throws Exception {
        CliRunner.Result r = CliRunner.run("validate", "--map", "--map-dir", dir.toString(),
                view("off-table.yaml").toString(), view("overlap.yaml").toString(),
                CliRunner.fixture("in-water.yaml").toString());
        assertEquals(2, r.code(), "a refused file is bad input");
        assertTrue(r.out().contains("1 geometry problem:"), r.out());
        assertTrue(r.out().contains("  problem: unit G (Blue) at (0.2, 10): its footprint reaches off the table"),
                r.out());
        // Units closer than the contact distance are refused by the rule set, and still drawn as written.
        assertTrue(r.err().contains("overlap.yaml:10: sides[0].units: unit A-2 at (10.50, 6) overlaps A at (10, 6)"),
                r.err());
        assertTrue(Files.readString(dir.resolve("acw-skirmish").resolve("overlap.svg")).contains("1. refused: "));
        assertTrue(r.err().contains("in-water.yaml:12: sides[1].units[0].at: unit infantry-squad-1 at (26, 30) stands "
                + "in impassable terrain (water)"), r.err());
        String refused = Files.readString(dir.resolve("acw-skirmish").resolve("in-water.svg"));
        assertTrue(refused.contains("<g class=\"problem\"><circle cx=\"26\" cy=\"6\""), "ringed where it stands");
        assertTrue(refused.contains("1. refused: "), "and the refusal listed");
    }

    @Test
    void replayHtml_needsOut(@TempDir Path dir) throws Exception {
        CliRunner.Result r = CliRunner.run("replay", view("acw.yaml").toString(), "--battle", "1", "--format", "html");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--out"), r.err());
        Path page = dir.resolve("b.html");
        r = CliRunner.run("replay", view("acw.yaml").toString(), "--battle", "1", "--format", "html", "--out",
                page.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.readString(page).contains("<pre id=\"row\">1,"));
    }
}
