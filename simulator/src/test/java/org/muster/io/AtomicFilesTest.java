package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class AtomicFilesTest {
    @TempDir
    Path dir;

    private List<Path> listing() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void write_failingMidway_leavesNoFileAndNoTemp() throws IOException {
        Path target = dir.resolve("summary.csv");
        assertThrows(IOException.class, () -> AtomicFiles.write(target, out -> {
            out.write("side,name\n0,Blue\n");
            throw new IOException("disk full, say");
        }));
        assertFalse(Files.exists(target));
        assertEquals(List.of(), listing());
    }

    @Test
    void write_failing_keepsThePreviousFile() throws IOException {
        Path target = dir.resolve("summary.csv");
        AtomicFiles.write(target, out -> out.write("old\n"));
        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(target, out -> {
            out.write("new, partial");
            throw new IllegalStateException("bug");
        }));
        assertEquals("old\n", Files.readString(target));
        assertEquals(List.of(target), listing());
    }

    @Test
    void write_replacesAndCreatesDirectories() throws IOException {
        Path target = dir.resolve("a/b/units.csv");
        AtomicFiles.write(target, out -> out.write("one\n"));
        AtomicFiles.write(target, out -> out.write("two\n"));
        assertEquals("two\n", Files.readString(target));
        try (Stream<Path> s = Files.list(target.getParent())) {
            assertEquals(List.of(target), s.toList());
        }
    }

    @Test
    void createTemp_isHiddenBesideTarget() throws IOException {
        Path temp = AtomicFiles.createTemp(dir.resolve("battles.csv"));
        assertEquals(dir.toAbsolutePath(), temp.getParent());
        assertEquals(true, temp.getFileName().toString().startsWith(".battles.csv."));
        Path other = AtomicFiles.createTemp(dir.resolve("battles.csv"));
        assertFalse(temp.equals(other));
    }
}
