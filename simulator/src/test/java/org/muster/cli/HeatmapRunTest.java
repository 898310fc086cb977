package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run writes map.svg and heatmap.csv: the same bytes for any thread count, and no other result moves. */
class HeatmapRunTest {
    private static final Path SCENARIO = Paths.get(System.getProperty("muster.root", ".."), "simulator", "src",
            "test", "resources", "view", "hardtack.yaml");

    private static Path run(Path dir, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("run", SCENARIO.toString(), "-n", "60", "--chunk-size",
                "7", "--out", dir.toString(), "-q"));
        args.addAll(List.of(extra));
        CliRunner.Result r = CliRunner.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        return dir;
    }

    @Test
    void heatmap_isTheSameForAnyThreadCount(@TempDir Path dir) throws Exception {
        Path one = run(dir.resolve("one"), "--threads", "1");
        Path three = run(dir.resolve("three"), "--threads", "3");
        for (String f : List.of("heatmap.csv", "map.svg", "summary.csv", "units.csv")) {
            assertArrayEquals(Files.readAllBytes(one.resolve(f)), Files.readAllBytes(three.resolve(f)), f);
        }
        List<String> rows = Files.readAllLines(one.resolve("heatmap.csv"));
        assertEquals("side,kind,cell_x,cell_y,count", rows.get(0));
        long ended0 = rows.stream().filter(r -> r.startsWith("0,end,")).mapToLong(r -> Long.parseLong(
                r.substring(r.lastIndexOf(',') + 1))).sum();
        assertEquals(60 * 6, ended0, "every battle: each of side 0's six companies ends somewhere");
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("1,fell,")));
    }

    @Test
    void heatmap_ofAStoppingRunCountsTheKeptChunksOnce(@TempDir Path dir) throws Exception {
        // --precision replays the chunks it keeps of a block: each must count once, for any thread count.
        Path one = run(dir.resolve("one"), "--threads", "1", "--precision", "0.2");
        Path three = run(dir.resolve("three"), "--threads", "3", "--precision", "0.2");
        assertArrayEquals(Files.readAllBytes(one.resolve("heatmap.csv")),
                Files.readAllBytes(three.resolve("heatmap.csv")));
        long played = Files.readAllLines(one.resolve("manifest.properties")).stream()
                .filter(l -> l.startsWith("battles.played=")).mapToLong(l -> Long.parseLong(l.substring(15)))
                .findFirst().orElseThrow();
        assertTrue(played < 60, "the run stopped early: " + played);
        long ended0 = Files.readAllLines(three.resolve("heatmap.csv")).stream().filter(r -> r.startsWith("0,end,"))
                .mapToLong(r -> Long.parseLong(r.substring(r.lastIndexOf(',') + 1))).sum();
        assertEquals(played * 6, ended0);
    }

    @Test
    void report_hasTheMapAtTheTopAndTheHeatMaps(@TempDir Path dir) throws Exception {
        Path out = run(dir.resolve("r"), "--threads", "2", "--report");
        String html = Files.readString(out.resolve("report.html"));
        int map = html.indexOf("<h2>The table</h2>");
        assertTrue(map > 0 && map < html.indexOf("<h2>Who wins</h2>"), "the map near the top");
        assertTrue(html.contains("<h2>Where battles are decided</h2>"));
        for (String kind : List.of("fell", "broke", "path")) {
            assertEquals(2, html.split("<g class=\"heat " + kind + "\"").length - 1, kind + ": one map per side");
        }
        assertTrue(html.contains(": figures lost</div>"), "a tile says figures lost, not 'loses'");
        assertTrue(html.contains(">median "), "the median of battle length is marked on its own");
        assertTrue(html.contains("@page { size: A4"), "prints on A4");
    }

    @Test
    void noHeatmap_changesNoOtherFile(@TempDir Path dir) throws Exception {
        Path with = run(dir.resolve("with"), "--threads", "2");
        Path without = run(dir.resolve("without"), "--threads", "2", "--no-heatmap");
        assertFalse(Files.exists(without.resolve("heatmap.csv")));
        for (String f : List.of("summary.csv", "units.csv", "casualties.csv", "map.svg")) {
            assertArrayEquals(Files.readAllBytes(with.resolve(f)), Files.readAllBytes(without.resolve(f)), f);
        }
    }

    /**
     * {@code --no-heatmap --no-map}, the documented way to refresh a baseline, writes exactly the files a committed
     * baseline keeps (every folder under reports/baseline/ holds that set, so a refresh leaves nothing to delete by
     * hand), with the same bytes as a full run's.
     */
    @Test
    void noHeatmapNoMap_writesWhatACommittedBaselineKeeps(@TempDir Path dir) throws Exception {
        Path full = run(dir.resolve("full"), "--threads", "2");
        Path lean = run(dir.resolve("lean"), "--threads", "2", "--no-heatmap", "--no-map");
        java.util.Set<String> kept = names(lean);
        assertEquals(java.util.Set.of("summary.csv", "units.csv", "casualties.csv", "manifest.properties"), kept);
        assertTrue(names(full).containsAll(java.util.Set.of("map.svg", "heatmap.csv")), names(full).toString());
        for (String f : List.of("summary.csv", "units.csv", "casualties.csv")) {
            assertArrayEquals(Files.readAllBytes(full.resolve(f)), Files.readAllBytes(lean.resolve(f)), f);
        }
        Path baselines = Paths.get(System.getProperty("muster.root", ".."), "reports", "baseline");
        int folders = 0;
        try (var rulesets = Files.list(baselines)) {
            for (Path ruleset : rulesets.filter(Files::isDirectory).toList()) {
                try (var scenarios = Files.list(ruleset)) {
                    for (Path scenario : scenarios.filter(Files::isDirectory).toList()) {
                        assertEquals(kept, names(scenario), scenario.toString());
                        folders++;
                    }
                }
            }
        }
        assertTrue(folders > 0, "no baseline under " + baselines);
    }

    private static java.util.Set<String> names(Path dir) throws java.io.IOException {
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).collect(java.util.stream.Collectors.toSet());
        }
    }
}
