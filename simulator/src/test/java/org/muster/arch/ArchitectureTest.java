package org.muster.arch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The layering of ARCHITECTURE.md section 1 and the dice rule of section 2, checked on the sources: a package imports
 * only the muster packages its row allows, and no main source uses an RNG other than the seeded dice.
 */
class ArchitectureTest {
    private static final Path MAIN = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src", "main",
            "java", "org", "muster");

    /** Top-level package to the muster packages it may import (besides itself). */
    private static final Map<String, List<String>> ALLOWED = Map.of(
            "model", List.of(),
            "engine", List.of("model"),
            "rules", List.of("engine", "model"),
            "tactics", List.of("rules", "engine", "model"),
            "batch", List.of("tactics", "rules", "engine", "model"),
            "stats", List.of("batch", "rules", "engine", "model"),
            // io writes what batch and stats produce (BattlesCsvWriter is a BattleSink; the manifest takes a RunPlan)
            "io", List.of("stats", "batch", "rules", "engine", "model"),
            // run is the workflow the CLI, Spark and the benchmarks share (load, compile, play, write, report): it may
            // use every layer below the command line, never cli itself
            "run", List.of("report", "view", "io", "stats", "batch", "tactics", "rules", "engine", "model"),
            // balance is the balance commands' workflows (compare, sweep, price, matrix) on run's pieces: never cli
            "balance", List.of("run", "report", "view", "io", "stats", "batch", "tactics", "rules", "engine",
                    "model"));

    /** The command-line library: only the command line's own package may use it. */
    private static final Pattern PICOCLI = Pattern.compile("^import\\s+(?:static\\s+)?picocli\\.", Pattern.MULTILINE);

    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?org\\.muster\\.(\\w+)",
            Pattern.MULTILINE);

    @Test
    void packages_importOnlyWhatTheirLayerAllows() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : sources()) {
            String pkg = MAIN.relativize(file).getName(0).toString();
            List<String> allowed = ALLOWED.get(pkg);
            if (allowed == null) {
                continue; // cli and report may import everything
            }
            Matcher m = IMPORT.matcher(Files.readString(file, StandardCharsets.UTF_8));
            while (m.find()) {
                String target = m.group(1);
                if (!target.equals(pkg) && !allowed.contains(target)) {
                    violations.add(MAIN.relativize(file) + " imports org.muster." + target);
                }
            }
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void picocli_isUsedOnlyByTheCommandLine() throws IOException {
        List<String> violations = new ArrayList<>();
        for (Path file : sources()) {
            String pkg = MAIN.relativize(file).getName(0).toString();
            String text = Files.readString(file, StandardCharsets.UTF_8);
            if (!pkg.equals("cli") && (PICOCLI.matcher(text).find() || text.contains("picocli."))) {
                violations.add(MAIN.relativize(file).toString());
            }
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void mainSources_useNoUnseededRandomness() throws IOException {
        List<String> violations = new ArrayList<>();
        Pattern banned = Pattern.compile("java\\.util\\.Random\\b|new Random\\(|Math\\.random\\(|ThreadLocalRandom"
                + "|SplittableRandom|java\\.security\\.SecureRandom");
        for (Path file : sources()) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (banned.matcher(lines.get(i)).find()) {
                    violations.add(MAIN.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).trim());
                }
            }
        }
        assertEquals(List.of(), violations);
    }

    private static List<Path> sources() throws IOException {
        assertTrue(Files.isDirectory(MAIN), MAIN.toString());
        try (Stream<Path> s = Files.walk(MAIN)) {
            List<Path> files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
            assertTrue(files.size() > 20, "found the sources");
            return files;
        }
    }
}
