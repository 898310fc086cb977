package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** {@code muster check}: exit codes 0, 1 and 2, inconclusive and --strict, and the JUnit XML. */
class CheckTest {
    @TempDir
    Path tmp;

    private CliRunner.Result check(String... extra) {
        String[] base = {"check", "-n", "600", "--chunk-size", "100", "--threads", "2"};
        return CliRunner.run(java.util.stream.Stream.concat(java.util.Arrays.stream(base),
                java.util.Arrays.stream(extra)).toArray(String[]::new));
    }

    @Test
    void check_allPass_exitZero_stopsEarly() {
        CliRunner.Result r = check(CliRunner.fixture("duel-vars.yaml").toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("stopped: all decided"), r.out());
        assertTrue(r.out().contains("PASS         Blue win-rate"), r.out());
        assertTrue(r.out().endsWith("check passed\n"), r.out());
    }

    @Test
    void check_failingExpectation_exitOne_junitHasFailure() throws Exception {
        Path xml = tmp.resolve("out/check.xml");
        // One Grey squad against three: Blue wins far more often than the band [0.3, 0.6] allows.
        CliRunner.Result r = check(CliRunner.fixture("duel-vars.yaml").toString(), "--var", "grey_squads=1",
                "--junit", xml.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("FAIL         Blue win-rate"), r.out());
        Document d = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new InputSource(new StringReader(Files.readString(xml))));
        Element root = d.getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("2", root.getAttribute("tests"));
        assertEquals("1", root.getAttribute("failures"));
        NodeList cases = d.getElementsByTagName("testcase");
        assertEquals(2, cases.getLength());
        Element first = (Element) cases.item(0);
        assertEquals("Blue win-rate in [0.3, 0.6] (expect[0])", first.getAttribute("name"));
        assertEquals("acw-skirmish.duel-vars", first.getAttribute("classname"), "rule set, dot, scenario");
        assertEquals(1, first.getElementsByTagName("failure").getLength());
        assertTrue(((Element) first.getElementsByTagName("failure").item(0)).getAttribute("message")
                .contains("vs band [0.3, 0.6]"));
        assertEquals(0, ((Element) cases.item(1)).getElementsByTagName("failure").getLength());
    }

    @Test
    void check_tightBand_inconclusive_passesUnlessStrict() throws IOException {
        Path xml = tmp.resolve("tight.xml");
        CliRunner.Result r = check(CliRunner.fixture("duel-tight.yaml").toString(), "--junit", xml.toString());
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("600 battles (budget spent)"), r.out());
        assertTrue(r.out().contains("INCONCLUSIVE Blue win-rate"), r.out());
        assertTrue(Files.readString(xml).contains("<skipped message=\"inconclusive: "), Files.readString(xml));
        CliRunner.Result strict = check(CliRunner.fixture("duel-tight.yaml").toString(), "--strict");
        assertEquals(ExitCodes.CHECK_FAILED, strict.code(), strict.out());
    }

    @Test
    void check_badInput_exitTwo() throws IOException {
        Path bad = tmp.resolve("bad.yaml");
        Files.writeString(bad, Files.readString(CliRunner.fixture("duel-vars.yaml")).replace("side: Blue",
                "side: Red"));
        CliRunner.Result r = check(bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().startsWith(bad + ":17: expect[0].side: value 'Red' names no side"), r.err());
        CliRunner.Result none = check(CliRunner.fixture("duel.yaml").toString());
        assertEquals(ExitCodes.BAD_INPUT, none.code());
        assertTrue(none.err().contains("no scenario with an expect: block"), none.err());
    }

    @Test
    void check_sameOutputForOneAndTwoThreads() {
        CliRunner.Result one = CliRunner.run("check", CliRunner.fixture("duel-tight.yaml").toString(), "-n", "300",
                "--chunk-size", "100", "--threads", "1");
        CliRunner.Result two = CliRunner.run("check", CliRunner.fixture("duel-tight.yaml").toString(), "-n", "300",
                "--chunk-size", "100", "--threads", "2");
        assertEquals(one.out(), two.out());
    }

    @Test
    void check_baseline_sameRunPasses_changedPlayerDrifts() throws IOException {
        Path base = tmp.resolve("baseline");
        CliRunner.Result run = CliRunner.run("run", CliRunner.fixture("duel.yaml").toString(), "-n", "300", "--seed",
                "4", "--out", base.resolve("duel").toString(), "-q");
        assertEquals(ExitCodes.OK, run.code(), run.err());
        Path xml = tmp.resolve("drift.xml");
        CliRunner.Result same = check(CliRunner.fixture("duel.yaml").toString(), "--baseline", base.toString());
        assertEquals(ExitCodes.OK, same.code(), same.out() + same.err());
        assertTrue(same.out().contains("baseline " + base.resolve("duel") + " replayed (300 battles, seed 4)"),
                same.out());
        assertTrue(same.out().contains("SAME         duel Blue win-rate"), same.out());
        CliRunner.Result moved = check(CliRunner.fixture("duel.yaml").toString(), "--baseline", base.toString(),
                "--ai", "0=random", "--junit", xml.toString());
        assertEquals(ExitCodes.CHECK_FAILED, moved.code(), moved.out() + moved.err());
        assertTrue(moved.out().contains("DRIFT        duel Blue win-rate"), moved.out());
        assertTrue(Files.readString(xml).contains("<failure message=\"drift: duel Blue win-rate"),
                Files.readString(xml));
    }
}
