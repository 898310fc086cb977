package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.muster.batch.FakeRuleset;
import org.muster.batch.RunPlan;

final class ManifestWriterTest {
    @TempDir
    Path dir;

    @Test
    void write_sortedLoadableAndComplete() throws IOException {
        Path scenario = dir.resolve("duel.yaml");
        Files.writeString(scenario, "abc");
        RunPlan plan = FakeRuleset.plan(-5, 997, 3, 64);
        Path file = dir.resolve(ManifestWriter.MANIFEST);
        ManifestWriter.write(file, "0.1.0-test", scenario, plan, 640, Instant.parse("2026-11-29T14:00:00Z"),
                Instant.parse("2026-11-29T14:01:02.345Z"));

        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                p.getProperty("scenario.sha256"),
                "SHA-256 of 'abc' (FIPS 180-2 test vector)");
        assertEquals("-5", p.getProperty("seed"));
        assertEquals("997", p.getProperty("battles"));
        assertEquals("640", p.getProperty("battles.played"));
        assertEquals("3", p.getProperty("threads"));
        assertEquals(ManifestWriter.LOCAL, p.getProperty("runner"), "the short form is a run on this machine");
        assertEquals("64", p.getProperty("chunk.size"));
        assertEquals("fake", p.getProperty("ruleset"));
        assertEquals("10", p.getProperty("parameter.fake.turns"));
        assertEquals(null, p.getProperty("parameter.fake.luck"), "only overrides are listed");
        assertEquals("0.1.0-test", p.getProperty("muster.version"));
        assertEquals("2026-11-29T14:00:00Z", p.getProperty("started"));
        assertEquals("2026-11-29T14:01:02.345Z", p.getProperty("ended"));
        assertEquals("Blue", p.getProperty("side.0.name"));
        assertEquals("naive", p.getProperty("side.1.player"));
        assertEquals(System.getProperty("java.version"), p.getProperty("java.version"));

        List<String> keys = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (!line.startsWith("#")) {
                keys.add(line.substring(0, line.indexOf('=')));
            }
        }
        List<String> sorted = new ArrayList<>(keys);
        sorted.sort(null);
        assertEquals(sorted, keys);
        assertTrue(Files.readString(file).endsWith("\n"));
    }

    @Test
    void escape_roundTripsThroughProperties() throws IOException {
        String key = "a key=with:odd#chars!";
        String value = " leading space, \\ backslash, tab\t, line\nbreak, é, = : # !";
        String line = ManifestWriter.escape(key, true) + "=" + ManifestWriter.escape(value, false) + "\n";
        assertTrue(StandardCharsets.US_ASCII.newEncoder().canEncode(line));
        Properties p = new Properties();
        p.load(new StringReader(line));
        assertEquals(value, p.getProperty(key));
    }
}
