package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.muster.model.ScenarioException;

/** Cases of the hostile corpus that were accepted: an empty text meaning the default, control characters, pipes. */
class ScenarioReaderHostileTest {
    @TempDir
    Path tmp;

    private static String scenario(String extra, String countValue) {
        return "ruleset: acw-skirmish\nname: x\ntable: {width: 48, depth: 48}\n" + extra
                + "sides:\n  - name: A\n    units:\n      - {type: infantry-squad, men: 6, count: " + countValue + "}\n"
                + "  - name: B\n    units:\n      - {type: infantry-squad, men: 6}\n";
    }

    @ParameterizedTest
    @ValueSource(strings = {"turns: \"\"\n", "victory: \"\"\n", "rules: ''\n", "expect: \"\"\n"})
    void emptyTextForAnOptionalField_isRefused_notTheDefault(String extra) {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(scenario(extra, "1"), "f.yaml"));
        assertTrue(e.getMessage().contains("empty text"), e.getMessage());
    }

    @Test
    void anEmptyVariable_isRefused_whereANumberIsNeeded() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(
                "vars: {n: 2}\n" + scenario("", "\"${n}\""), "f.yaml", Map.of("n", "")));
        assertTrue(e.getMessage().contains("count") && e.getMessage().contains("empty text"), e.getMessage());
    }

    @Test
    void noValue_isAsIfAbsent_andAnEmptyDescriptionIsFine() {
        assertEquals(0, ScenarioReader.parse(scenario("turns:\nvictory: ~\ndescription: \"\"\n", "1"), "f.yaml")
                .turns());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\u001b[31mred", "left\\u202eright", "bell\\u0007"})
    void controlCharactersInANameAreRefused(String name) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(
                scenario("", "1").replace("name: A", "name: \"" + name + "\""), "f.yaml"));
        assertTrue(e.getMessage().contains("sides[0].name") && e.getMessage().contains("control character"),
                e.getMessage());
    }

    @Test
    void aPipe_isRefusedWithoutReadingIt() throws Exception {
        Path fifo = tmp.resolve("pipe.yaml");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo here");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(fifo));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
        assertTrue(Files.exists(fifo));
    }
}
