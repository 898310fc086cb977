package org.muster.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Default folders are created atomically: commands started in the same second never share one. */
class OutputFolderCreateTest {
    @TempDir
    Path tmp;

    @Test
    void createNew_sameBaseAtOnce_givesEachItsOwnFolder() throws Exception {
        Path base = tmp.resolve("reports").resolve("duel-20260101-000000");
        int n = 8;
        Set<Path> dirs = ConcurrentHashMap.newKeySet();
        List<OutputFolder> held = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(() -> {
                try {
                    go.await();
                    OutputFolder f = OutputFolder.createNew(base, "test");
                    held.add(f);
                    dirs.add(f.dir());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads.add(t);
            t.start();
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(n, dirs.size(), dirs.toString());
        assertTrue(dirs.contains(base) && dirs.contains(Path.of(base + "-2")) && dirs.contains(Path.of(base + "-" + n)),
                dirs.toString());
        for (OutputFolder f : held) {
            assertTrue(Files.exists(f.dir().resolve(OutputFolder.LOCK)));
            f.close();
            try (java.util.stream.Stream<Path> left = Files.list(f.dir())) {
                assertTrue(left.findAny().isEmpty(), "the lock file goes on close");
            }
        }
    }
}
