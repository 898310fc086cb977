package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.model.Objective;
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.TerrainSpec;
import org.muster.model.UnitSpec;
import org.muster.model.VictorySpec;

/**
 * Reads the fixtures under {@code src/test/resources/scenarios/}: every good file into the exact records and source
 * lines, every bad file into exactly one expected one-line message naming file, line, field and value.
 */
final class ScenarioReaderTest {
    /** A valid scenario to spoil in the inline cases. */
    private static final String BASE = """
            ruleset: acw-skirmish
            name: Farm lane
            table: {width: 48, depth: 48}
            sides:
              - name: Union
                units:
                  - {name: A, type: infantry-squad, men: 6, facing: FACING}
              - name: Confederate
                units:
                  - {name: B, type: infantry-squad, men: 6}
            """;

    private static Path fixture(String kind, String name) {
        try {
            return Path.of(ScenarioReaderTest.class.getResource("/scenarios/" + kind + "/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Scenario withFacing(String facing) {
        return ScenarioReader.parse(BASE.replace("FACING", facing), "t.yaml");
    }

    @Test
    void read_fullFile_givesExpectedRecords() {
        Path file = fixture("good", "farm.yaml");
        Scenario s = ScenarioReader.read(file);

        List<TerrainSpec> terrain = List.of(
                new TerrainSpec("light-woods", List.of(new Point(4, 30), new Point(16, 30), new Point(16, 40),
                        new Point(4, 40)), List.of(), 0, null, "terrain[0]"),
                new TerrainSpec("rough", List.of(new Point(0, 0), new Point(5, 0), new Point(5, 5)), List.of(), 0,
                        null, "terrain[1]"),
                new TerrainSpec("fence", List.of(), List.of(new Point(10, 26), new Point(38, 26)), 0, null,
                        "terrain[2]"),
                new TerrainSpec("hill", List.of(new Point(20, 20), new Point(28, 20), new Point(28, 28),
                        new Point(20, 28)), List.of(), 2, null, "terrain[3]"),
                new TerrainSpec("building", List.of(new Point(22, 30), new Point(26, 30), new Point(26, 33),
                        new Point(22, 33)), List.of(), 0, "hard", "terrain[4]"));
        List<SideSpec> sides = List.of(
                new SideSpec("Union", new PlayerSpec("doctrine", "aggressive", Map.of("aim", 1.5)), List.of(
                        new UnitSpec("A", "infantry-squad", 8, 6, "regular", "rifled-musket", new Point(6, 6), 0,
                                "standing", 5, "sides[0].units[0]"))),
                new SideSpec("Confederate", new PlayerSpec("naive", "balanced", Map.of()), List.of(
                        new UnitSpec("infantry-squad-1", "infantry-squad", 1, 6, null, null, null, 225, null, 4,
                                "sides[1].units[0]"),
                        new UnitSpec("skirmishers-2", "skirmishers", 1, 4, null, null, null, 90, null, 4,
                                "sides[1].units[1]"))));
        Scenario expected = new Scenario("acw-skirmish", "Farm lane, 1863", "Two companies meet at a farm.", 48, 36,
                20, terrain, List.of(new Objective("farmhouse", new Point(24, 31), 4, 3, "objectives[0]")), sides,
                new VictorySpec(0.5, "objectives-only"),
                Map.of("kill-die.prone-modifier", "1", "fire.long-range", "24", "morale.reading", "strict"),
                s.source());

        assertEquals(expected, s);
        assertEquals(file.toString(), s.source().file());
    }

    @ParameterizedTest
    @CsvSource({
        "ruleset, 2", "name, 3", "table.width, 5", "turns, 6", "terrain, 7", "terrain[2], 10", "terrain[3].height, 11",
        "objectives[0].at, 14", "sides[0].player.weights.aim, 17", "sides[0].units[0], 19",
        "sides[0].units[0].facing, 20", "sides[1], 21", "sides[1].units[0].type, 24", "sides[1].units[0].figures, 25",
        "sides[1].units[1].men, 27", "victory.break-at, 28", "rules, 29", "rules.kill-die.prone-modifier, 30",
        "rules.morale.reading, 32",
        // Fields a rule set asks about that the file does not set fall back to their entry's line.
        "sides[1].units[0].quality, 24", "sides[0].units[0].at[1], 20"})
    void read_fullFile_sourceMapHasTheLineOfEachField(String field, int line) {
        assertEquals(line, ScenarioReader.read(fixture("good", "farm.yaml")).source().lineOf(field));
    }

    @Test
    void read_fullFile_laterValidationCanNameTheLine() {
        Path file = fixture("good", "farm.yaml");
        Scenario s = ScenarioReader.read(file);
        ScenarioException e = ScenarioException.at(s.source(), "sides[1].units[1].type",
                "unknown unit type 'skirmishers'");
        assertEquals(file + ":27: sides[1].units[1].type: unknown unit type 'skirmishers'", e.getMessage());
    }

    @Test
    void read_rules_keepTheOrderWritten() {
        Scenario s = ScenarioReader.read(fixture("good", "farm.yaml"));
        assertEquals(List.of("kill-die.prone-modifier", "fire.long-range", "morale.reading"),
                new ArrayList<>(s.rules().keySet()));
        assertEquals(List.of("kill-die.prone-modifier", "fire.long-range", "morale.reading", "extra"),
                new ArrayList<>(s.withRules(Map.of("extra", "2")).rules().keySet()));
    }

    @Test
    void read_readmeExample_isValid() {
        Scenario s = ScenarioReader.read(fixture("good", "readme-example.yaml"));
        assertEquals(16, s.sides().stream().mapToInt(side -> side.units().get(0).count()).sum());
        assertEquals(180, s.sides().get(1).units().get(0).facingDegrees());
        assertEquals(PlayerSpec.DEFAULT, s.sides().get(1).player());
    }

    @Test
    void read_minimalFile_fillsDefaults() {
        Scenario s = ScenarioReader.read(fixture("good", "minimal.yaml"));
        assertEquals("", s.description());
        assertEquals(0, s.turns());
        assertTrue(s.terrain().isEmpty());
        assertTrue(s.objectives().isEmpty());
        assertTrue(s.rules().isEmpty());
        assertEquals(VictorySpec.DEFAULT.tieBreak(), s.victory().tieBreak());
        assertTrue(Double.isNaN(s.victory().breakAt()));
        assertEquals(PlayerSpec.DEFAULT, s.sides().get(0).player());
        UnitSpec first = s.sides().get(0).units().get(0);
        assertEquals(new UnitSpec("infantry-squad-1", "infantry-squad", 1, 6, null, null, null, 0, null, 4,
                "sides[0].units[0]"), first);
        assertEquals(180, s.sides().get(1).units().get(0).facingDegrees(), "the second side faces south");
    }

    @Test
    void read_anchorsAliasesAndMergeKeys_repeatUnits() {
        Scenario s = ScenarioReader.read(fixture("good", "anchors.yaml"));
        List<UnitSpec> blue = s.sides().get(0).units();
        assertEquals("veteran", blue.get(1).quality());
        assertEquals("W", blue.get(1).name());
        assertEquals(2, blue.get(1).count());
        assertEquals(new UnitSpec("V", "infantry-squad", 1, 6, "veteran", null, null, 180, null, 4,
                "sides[1].units[0]"), s.sides().get(1).units().get(0));
        assertEquals(12, s.source().lineOf("sides[1].units[0].men"), "an aliased entry points at the alias");
    }

    @ParameterizedTest
    @CsvSource({"north, 0", "n, 0", "NE, 45", "north-east, 45", "northeast, 45", "east, 90", "south-east, 135",
        "s, 180", "sw, 225", "west, 270", "nw, 315", "0, 0", "90, 90", "-90, 270", "360, 0", "22.5, 22.5"})
    void parse_facing_acceptsCompassWordsAndDegrees(String facing, double degrees) {
        assertEquals(degrees, withFacing(facing).sides().get(0).units().get(0).facingDegrees());
    }

    @Test
    void parse_numbers_acceptQuotesUnderscoresAndHex() {
        Scenario s = ScenarioReader.parse(BASE.replace("facing: FACING", "count: \"12\"")
                .replace("men: 6}\n  - name: Confederate", "men: 1_000}\n  - name: Confederate")
                .replace("{name: B, type: infantry-squad, men: 6}", "{name: B, type: infantry-squad, men: 0x10}"),
                "t.yaml");
        assertEquals(12, s.sides().get(0).units().get(0).count());
        assertEquals(16, s.sides().get(1).units().get(0).figures());
    }

    @Test
    void parse_regimentAndBrigade_areReadAsWritten() {
        Scenario s = ScenarioReader.parse(BASE.replace("FACING", "n")
                .replace("{name: B, type: infantry-squad, men: 6}",
                        "{name: B, type: infantry-squad, men: 6, regiment: 20th Maine, brigade: Vincent}"), "t.yaml");
        assertEquals("20th Maine", s.sides().get(1).units().get(0).regiment());
        assertEquals("Vincent", s.sides().get(1).units().get(0).brigade());
        assertEquals(null, s.sides().get(0).units().get(0).regiment(), "absent: the line is a regiment of its own");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(BASE.replace("FACING",
                "n").replace("{name: B, type: infantry-squad, men: 6}", "{name: B, type: infantry-squad, men: 6, "
                + "regiment: ' '}"), "t.yaml"));
        assertTrue(e.getMessage().contains("sides[1].units[0].regiment") && e.getMessage().contains("blank"),
                e.getMessage());
    }

    @Test
    void parse_booleanLikeWords_stayWords() {
        assertEquals(0, withFacing("n").sides().get(0).units().get(0).facingDegrees());
        Scenario s = ScenarioReader.parse(BASE.replace("FACING", "n") + "rules: {switch: yes, other: off}\n", "t.yaml");
        assertEquals(Map.of("switch", "yes", "other", "off"), s.rules());
    }

    /** Every bad fixture, with the message it must give after its file name. */
    static Stream<String> badFiles() {
        return Stream.of(
                "alias-bomb.yaml:8: a5[1]: the document expands to more than 200000 values once its aliases are"
                        + " expanded",
                "bad-cover.yaml:5: terrain[0].cover: value 'hrad' is not one of none, soft, hard"
                        + " (did you mean 'hard'?)",
                "bad-facing.yaml:7: sides[0].units[0].facing: value 'nroth' is not a facing: use a compass word"
                        + " (north, north-east, east, ..., or n, ne, e, ...) or degrees (0 = north, 90 = east)"
                        + " (did you mean 'north'?)",
                "break-at-too-big.yaml:11: victory.break-at: value 1.5 must be at most 1",
                "comments-only.yaml: the file is empty; a scenario is a map with at least ruleset, name, table and"
                        + " sides",
                "count-not-number.yaml:10: sides[1].units[0].count: expected a number, got 'eight'",
                "duplicate-expanded-name.yaml:11: sides[1].units[1].name: duplicate unit name 'B-2', already used by"
                        + " sides[1].units[0] on line 10",
                "duplicate-key.yaml:3: name: duplicate key 'name' (first on line 2)",
                "duplicate-side-name.yaml:8: sides[1].name: duplicate side name 'Union' (also sides[0].name, line 5)",
                "duplicate-unit-name.yaml:11: sides[1].units[1].name: duplicate unit name 'B', already used by"
                        + " sides[1].units[0] on line 10",
                "empty.yaml: the file is empty; a scenario is a map with at least ruleset, name, table and sides",
                "fractional-turns.yaml:3: turns: value 2.5 must be a whole number",
                "huge-men.yaml:7: sides[0].units[0].men: value 1e300 must be at most 10000",
                "infinite-width.yaml:3: table.width: value .inf is not a finite number",
                "missing-men.yaml:10: sides[1].units[0].men: required field is missing: how many men (or figures)"
                        + " per unit",
                "missing-ruleset.yaml: ruleset: required field is missing",
                "name-is-map.yaml:2: name: expected a single value (text), got a map",
                "nan-spacing.yaml:7: sides[0].units[0].spacing: value .nan is not a finite number",
                "negative-count.yaml:10: sides[1].units[0].count: value -3 must be at least 1",
                "no-units.yaml:9: sides[1].units: a side needs at least one unit",
                "not-a-map.yaml:1: a scenario must be a map of fields (ruleset:, name:, table:, sides:, ...), got a"
                        + " list",
                "not-utf8.yaml:2: the file is not valid UTF-8 (byte 0xE9 at offset 43); save it as UTF-8",
                "objective-off-table.yaml:5: objectives[0].at: point [24, 60] lies off the 48 x 48 inch table"
                        + " (x in [0, 48], y in [0, 48])",
                "one-side.yaml:4: sides: a scenario has exactly two sides, got 1",
                "polygon-two-points.yaml:7: terrain[1].polygon: needs at least 3 points [x, y], got 2",
                "rules-not-scalar.yaml:12: rules.kill-die.prone-modifier: a rule value must be a single number or"
                        + " word, got a list",
                "syntax.yaml:4: YAML syntax error: expected ',' or '}', but got : (while parsing a flow mapping"
                        + " started on line 3)",
                "tab-indent.yaml:7: YAML syntax error: found character '\\t(TAB)' that cannot start any token. (Do"
                        + " not use \\t(TAB) for indentation) (while scanning for the next token)",
                "table-is-list.yaml:3: table: expected a map (key: value, or {key: value, ...}), got a list",
                "terrain-no-shape.yaml:5: terrain[0]: terrain 'rough' needs a shape: rect: [x, y, width, depth],"
                        + " polygon: [[x, y], ...] or line: [[x, y], ...]",
                "terrain-two-shapes.yaml:5: terrain[0].polygon: give only one of rect, polygon and line, not rect"
                        + " and polygon",
                "three-sides.yaml:4: sides: a scenario has exactly two sides, got 3",
                "too-deep.yaml:3: rules.x[0][0][0][0][0][0][0][0][0][0][0][0][0][0]: the document nests maps and"
                        + " lists more than 16 deep",
                "too-many-units.yaml:12: sides[1].units[2].count: the scenario fields 316 units so far (the sum of"
                        + " every count); at most 256 are allowed",
                "two-documents.yaml:12: the file holds more than one YAML document (a second '---'); a scenario is"
                        + " one document",
                "undefined-alias.yaml:10: sides[1].units[0]: alias '*veterans' does not refer to a map or list"
                        + " anchored (&veterans) before it (anchors on single values are not supported)",
                "unknown-key-list.yaml:6: sides[0].colour: unknown key 'colour'; expected one of: name, player,"
                        + " units, army",
                "unknown-key-suggest.yaml:3: turn: unknown key 'turn' (did you mean 'turns'?)",
                "unknown-key-unit.yaml:7: sides[0].units[0].cuont: unknown key 'cuont' (did you mean 'count'?)",
                "utf16.yaml:1: the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8",
                "zero-width.yaml:3: table.width: value 0 must be at least 1");
    }

    @ParameterizedTest
    @MethodSource("badFiles")
    void read_badFile_givesOneLineMessage(String expected) {
        String name = expected.substring(0, expected.indexOf(':'));
        Path file = fixture("bad", name);
        // Bounded time: the alias bomb and the deep document must fail fast, not expand or recurse.
        ScenarioException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(ScenarioException.class, () -> ScenarioReader.read(file)));
        assertEquals(file + expected.substring(name.length()), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertEquals(file.toString(), e.file());
    }

    @Test
    void badFiles_everyFixtureHasAnExpectedMessage() throws IOException {
        TreeSet<String> listed = new TreeSet<>();
        badFiles().forEach(m -> listed.add(m.substring(0, m.indexOf(':'))));
        TreeSet<String> present = new TreeSet<>();
        try (Stream<Path> files = Files.list(fixture("bad", "empty.yaml").getParent())) {
            files.forEach(p -> present.add(p.getFileName().toString()));
        }
        assertEquals(present, listed);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // What goes wrong | the spoiled line | the message after t.yaml
        "string for a number | men: six | :7: sides[0].units[0].men: expected a number, got 'six'",
        "list for a text | men: 6, stance: [a, b] | :7: sides[0].units[0].stance: expected a single value (text), got"
            + " a list",
        "map for a point | men: 6, at: {x: 1} | :7: sides[0].units[0].at: expected a list [x, y], got a map",
        "short point | men: 6, at: [3] | :7: sides[0].units[0].at: a point is [x, y], 2 numbers, got 1",
        "unit off the table | men: 6, at: [49, 3] | :7: sides[0].units[0].at: point [49, 3] lies off the 48 x 48"
            + " inch table (x in [0, 48], y in [0, 48])",
        "true for a number | men: true | :7: sides[0].units[0].men: expected a number, got 'true'",
        "men and figures | men: 6, figures: 6 | :7: sides[0].units[0].figures: give men or figures (the same"
            + " thing), not both",
        "zero spacing | men: 6, spacing: 0 | :7: sides[0].units[0].spacing: value 0 must be greater than 0",
        "huge count | men: 6, count: 99999999999999999999 | :7: sides[0].units[0].count: value 99999999999999999999"
            + " must be at most 256",
        "facing out of range | men: 6, facing: 400 | :7: sides[0].units[0].facing: value 400 must be at most 360",
        "tag | men: !!int 6 | :7: sides[0].units[0].men: YAML tags such as '!!int' are not supported (only !!str is);"
            + " write the plain value instead"})
    void parse_badUnit_givesOneLineMessage(String what, String spoiled, String expected) {
        String yaml = BASE.replace("men: 6, facing: FACING", spoiled);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "t.yaml"), what);
        assertEquals("t.yaml" + expected, e.getMessage(), what);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "turns: -1 | :11: turns: value -1 must be at least 0",
        "turns: 10001 | :11: turns: value 10001 must be at most 10000",
        "victory: {tie-break: coin} | :11: victory.tie-break: value 'coin' is not one of casualties, objectives-only,"
            + " none",
        "victory: [0.5] | :11: victory: expected a map (key: value, or {key: value, ...}), got a list",
        "rules: {a: } | :11: rules.a: needs a value (a number or a word)",
        "terrain: {kind: rough} | :11: terrain: expected a list, got a map",
        "terrain: [{kind: rough, rect: [0, 0, 1e300, 4]}] | :11: terrain[0].rect[2]: value 1e300 must be at most"
            + " 10000",
        "terrain: [{kind: woods, rect: [0, 0, 4, 4], height: 2}] | :11: terrain[0].height: height applies only to"
            + " terrain of kind 'hill', not 'woods'",
        "terrain: [{kind: hill, rect: [0, 0, 4, 4], height: 10}] | :11: terrain[0].height: value 10 must be at most 9",
        "terrain: [{kind: rough, rect: [.nan, 0, 4, 4]}] | :11: terrain[0].rect[0]: value .nan is not a finite"
            + " number",
        "objectives: [{name: a, at: [1, 1]}, {name: a, at: [2, 2]}] | :11: objectives[1].name: duplicate objective"
            + " name 'a' (also objectives[0], line 11)",
        "? [x] | :11: YAML syntax error: a key must be a single word or number, not a list or a map",
        "varz: {a: 1} | :11: varz: unknown key 'varz' (did you mean 'vars'?)",
        "vars: [1] | :11: vars: expected a map (key: value, or {key: value, ...}), got a list"})
    void parse_badTopLevelField_givesOneLineMessage(String extra, String expected) {
        String yaml = BASE.replace("FACING", "n") + extra + (extra.startsWith("?") ? "\n: 1\n" : "\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "t.yaml"));
        assertEquals("t.yaml" + expected, e.getMessage());
    }

    @Test
    void parse_emptyRequiredText_givesOneLineMessage() {
        String yaml = BASE.replace("type: infantry-squad, men: 6, facing: FACING", "type: '', men: 6");
        assertEquals("t.yaml:7: sides[0].units[0].type: must not be empty",
                assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "t.yaml")).getMessage());
    }

    @Test
    void parse_controlCharacter_namesTheLine() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(BASE.replace("FACING", "n") + "x\0y: 1\n", "t.yaml"));
        assertEquals("t.yaml:11: the file contains the control character U+0000, which a scenario file may not hold",
                e.getMessage());
    }

    @Test
    void parse_veryDeepDocument_failsFast() {
        String yaml = "rules: " + "[".repeat(200_000) + "]".repeat(200_000) + "\n";
        ScenarioException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml, "deep.yaml")));
        assertTrue(e.getMessage().startsWith("deep.yaml:1: rules[0]"), e.getMessage());
        assertTrue(e.getMessage().endsWith("the document nests maps and lists more than 16 deep"), e.getMessage());
    }

    @Test
    void parse_tooManyAliases_failsFast() {
        StringBuilder yaml = new StringBuilder("a: &a [x]\nb: [");
        for (int i = 0; i < 100; i++) {
            yaml.append("*a, ");
        }
        yaml.append("]\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(yaml.toString(),
                "t.yaml"));
        assertEquals("t.yaml:2: b[64]: too many aliases: at most 64 aliases to maps or lists are allowed",
                e.getMessage());
    }

    /** Random edits of a good file either read or fail with a clean one-line ScenarioException, never otherwise. */
    @Test
    void parse_mutatedFile_failsOnlyWithOneLineMessages() throws IOException {
        String good = Files.readString(fixture("good", "farm.yaml"));
        String alphabet = "{}[]:,-&*<>!|'\"#\n\t ~0123456789.eE_xnz\u00e9";
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 500; i++) {
            StringBuilder yaml = new StringBuilder(good);
            for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
                int at = random.nextInt(yaml.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> yaml.deleteCharAt(at);
                    case 1 -> yaml.insert(at, c);
                    default -> yaml.setCharAt(at, c);
                }
            }
            try {
                ScenarioReader.parse(yaml.toString(), "f.yaml");
            } catch (ScenarioException e) {
                String m = e.getMessage();
                assertTrue(m.startsWith("f.yaml") && !m.contains("\n") && !m.contains("com.fasterxml")
                        && !m.contains("org.yaml"), m);
            }
        }
    }

    @Test
    void read_fileOverFourMebibytes_isRefusedUnread(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.yaml");
        byte[] bytes = ("description: \"" + "x".repeat(5 * 1024 * 1024) + "\"\n").getBytes(StandardCharsets.UTF_8);
        Files.write(big, bytes);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.read(big));
        assertEquals(big + ": the file is too large (5.0 MiB); scenario files are limited to 4 MiB", e.getMessage());
        ScenarioException s = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(new String(bytes, StandardCharsets.UTF_8), "big.yaml"));
        assertEquals("big.yaml: the file is too large (5.0 MiB); scenario files are limited to 4 MiB",
                s.getMessage());
    }

    @Test
    void read_missingFileOrDirectory_givesOneLineMessage(@TempDir Path dir) {
        Path missing = dir.resolve("nope.yaml");
        assertEquals(missing + ": no such file",
                assertThrows(ScenarioException.class, () -> ScenarioReader.read(missing)).getMessage());
        assertEquals(dir + ": is a directory, not a scenario file",
                assertThrows(ScenarioException.class, () -> ScenarioReader.read(dir)).getMessage());
    }

    @Test
    void read_byteOrderMark_isSkipped(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bom.yaml");
        byte[] text = BASE.replace("FACING", "n").getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[text.length + 3];
        bytes[0] = (byte) 0xEF;
        bytes[1] = (byte) 0xBB;
        bytes[2] = (byte) 0xBF;
        System.arraycopy(text, 0, bytes, 3, text.length);
        Files.write(file, bytes);
        assertEquals("acw-skirmish", ScenarioReader.read(file).ruleset());
        assertNull(ScenarioReader.read(file).sides().get(0).units().get(0).quality());
    }
}
