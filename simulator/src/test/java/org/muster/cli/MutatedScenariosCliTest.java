package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Field-level edits of every bundled scenario, through {@code muster run} to the end: each edit is a scenario nobody
 * wrote a test for, one step from a good one, the kind of mistake a user makes (a number out of range or of the wrong
 * kind, a word the rule set does not know, a line dropped or repeated, a key misspelt). The reader's own fuzz
 * ({@code ScenarioReaderTest}) edits characters and stops at parsing; here the edited file goes on through the rule
 * set's compile, deployment and {@value #BATTLES} battles, where a value that parses but makes no sense (a negative
 * count, a unit at NaN, a table of 1e-320 inches) would surface as a crash or a hang rather than a message.
 *
 * <p>Each edit must give either exit 0 with a complete output folder, or exit 2 with exactly one line on stderr that
 * names the file and no output folder left behind; never another exit code, a stack trace or a run over
 * {@value #SECONDS} seconds. The edits are drawn from a fixed seed, {@value #PER_FILE} a file, so the cases are the
 * same on every run.
 */
class MutatedScenariosCliTest {
    static final int PER_FILE = 8;
    static final int BATTLES = 2;
    static final int SECONDS = 30;
    static final long SEED = 20261205L;

    /** Values a number or a value is replaced by: out of range, of the wrong kind, empty, extreme. */
    private static final String[] VALUES = {"-1", "0", "-3", "abc", "1e9", "\"\"", "null", "[]", "{}",
        "99999999999999999999", ".nan", "-0.5", "2.5", "yes", "[1, 2]", "-2147483648", "1e-320", "1000000", "3.7"};
    /** Words a word value is replaced by: unknown, of another kind, another field's. */
    private static final String[] WORDS = {"zzz", "Line", "north-west", "none", "1", "doctrine", "search", "regular",
        "cavalry", "woods"};
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])-?\\d+(\\.\\d+)?(?![\\w.])");
    private static final Pattern WORD = Pattern.compile("(?<=: )[a-z][\\w\\-]*");
    private static final Pattern KEY = Pattern.compile("^(\\s*-?\\s*)([\\w.\\-]+)(:.*)$");

    @TempDir
    static Path edited;

    @TempDir
    Path tmp;

    record Case(String name, Path file) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> cases() throws IOException {
        Path root = Paths.get(System.getProperty("muster.root", ".."), "scenarios");
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(root)) {
            s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
        }
        assertTrue(files.size() >= 18, "the bundled scenarios shrank to " + files.size());
        SplittableRandom random = new SplittableRandom(SEED);
        List<Case> cases = new ArrayList<>();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            List<Integer> content = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                String l = lines.get(i).strip();
                if (!l.isEmpty() && !l.startsWith("#")) {
                    content.add(i);
                }
            }
            String stem = root.relativize(f).toString().replace('/', '-').replace(".yaml", "");
            for (int k = 0; cases.size() < (files.indexOf(f) + 1) * PER_FILE; k++) {
                List<String> copy = new ArrayList<>(lines);
                int at = content.get(random.nextInt(content.size()));
                String what = edit(copy, at, random);
                if (what == null) {
                    continue;
                }
                Path out = Files.createDirectories(edited.resolve(stem + "-" + k)).resolve(f.getFileName());
                Files.write(out, copy);
                cases.add(new Case(stem + " line " + (at + 1) + ": " + what, out));
            }
        }
        return cases.stream();
    }

    /** Edits line {@code at} of {@code lines} in place; what it did, or null when that line has nothing to edit. */
    private static String edit(List<String> lines, int at, SplittableRandom random) {
        String l = lines.get(at);
        switch (random.nextInt(6)) {
            case 0, 1 -> {
                List<int[]> spans = spans(NUMBER.matcher(l));
                if (spans.isEmpty()) {
                    return null;
                }
                int[] s = spans.get(random.nextInt(spans.size()));
                String v = VALUES[random.nextInt(VALUES.length)];
                lines.set(at, l.substring(0, s[0]) + v + l.substring(s[1]));
                return "number -> " + v;
            }
            case 2 -> {
                List<int[]> spans = spans(WORD.matcher(l));
                if (spans.isEmpty()) {
                    return null;
                }
                int[] s = spans.get(random.nextInt(spans.size()));
                String v = WORDS[random.nextInt(WORDS.length)];
                lines.set(at, l.substring(0, s[0]) + v + l.substring(s[1]));
                return "word -> " + v;
            }
            case 3 -> {
                lines.remove(at);
                return "deleted";
            }
            case 4 -> {
                lines.add(at, l);
                return "repeated";
            }
            default -> {
                Matcher m = KEY.matcher(l);
                if (!m.matches()) {
                    return null;
                }
                lines.set(at, m.group(1) + m.group(2) + "x" + m.group(3));
                return "key misspelt";
            }
        }
    }

    private static List<int[]> spans(Matcher m) {
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
        }
        return spans;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void run_editedScenario_runsOrFailsWithOneLineNamingTheFile(Case c) {
        Path out = tmp.resolve("out");
        CliRunner.Result r = assertTimeoutPreemptively(Duration.ofSeconds(SECONDS), () -> CliRunner.run("run",
                c.file().toString(), "-n", String.valueOf(BATTLES), "--threads", "1", "--out", out.toString()));
        String err = r.err().strip();
        if (r.code() == ExitCodes.OK) {
            assertTrue(Files.isRegularFile(out.resolve("summary.csv")), c + ": exit 0 without summary.csv");
            assertTrue(Files.isRegularFile(out.resolve("manifest.properties")), c + ": exit 0 without its manifest");
            return;
        }
        assertEquals(ExitCodes.BAD_INPUT, r.code(), c + ": exit " + r.code() + ", stderr: " + err);
        assertFalse(err.isEmpty(), c + ": nothing on stderr");
        assertEquals(1, err.lines().count(), c + ": not one line: " + err);
        assertTrue(err.contains(c.file().getFileName().toString()), c + ": does not name the file: " + err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), c + ": a stack trace: " + err);
        assertFalse(Files.exists(out), c + ": an output folder was left behind");
    }
}
