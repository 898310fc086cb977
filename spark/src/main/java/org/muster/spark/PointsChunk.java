package org.muster.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.muster.batch.PointsRecipe;
import org.muster.batch.PointsRunner;
import org.muster.batch.PointsTally;

/**
 * One chunk of a points run played on an executor: the chunk index in, the chunk's tally out (as bytes: its index,
 * then {@link PointsTally#write}). Each executor JVM keeps one {@link PointsRunner} per run (keyed by application
 * and job group), so its compiled armies serve every chunk it plays; a chunk is a pure function of the recipe and
 * its index, so a chunk played twice (a lost task retried) gives the same tally.
 */
final class PointsChunk implements Function<Long, byte[]> {
    private static final long serialVersionUID = 1L;
    private static final Map<String, PointsRunner> RUNNERS = new ConcurrentHashMap<>();

    private final String key;
    private final PointsRecipe recipe;

    PointsChunk(String key, PointsRecipe recipe) {
        this.key = key;
        this.recipe = recipe;
    }

    @Override
    public byte[] call(Long chunk) throws IOException {
        PointsRunner runner = RUNNERS.computeIfAbsent(key, k -> recipe.runner());
        PointsTally tally = recipe.playChunk(runner, chunk);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeLong(chunk);
            tally.write(out);
        }
        return bytes.toByteArray();
    }

    /**
     * The chunks of one points run on {@code sc}: each call is one Spark job of one task per chunk, and the driver
     * merges nothing itself, it returns the tallies sorted by chunk index for {@link PointsRunner} to merge in order.
     */
    static PointsRecipe.Chunks on(JavaSparkContext sc, PointsRecipe recipe, String what, String group) {
        String key = sc.sc().applicationId() + "/" + group;
        PointsChunk task = new PointsChunk(key, recipe);
        return (from, to) -> {
            List<Long> chunks = new ArrayList<>();
            for (long c = from; c < to; c++) {
                chunks.add(c);
            }
            sc.setJobGroup(group, what, false);
            sc.setJobDescription(what + ": chunks " + from + "-" + (to - 1));
            List<byte[]> outputs = new ArrayList<>(sc.parallelize(chunks, chunks.size()).map(task).collect());
            List<long[]> order = new ArrayList<>();
            List<PointsTally> tallies = new ArrayList<>();
            try {
                for (byte[] b : outputs) {
                    DataInputStream in = new DataInputStream(new ByteArrayInputStream(b));
                    order.add(new long[] {in.readLong(), tallies.size()});
                    tallies.add(PointsTally.read(in));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            order.sort(Comparator.comparingLong(o -> o[0]));
            List<PointsTally> sorted = new ArrayList<>();
            long expected = from;
            for (long[] o : order) {
                if (o[0] != expected) {
                    throw new IllegalStateException("Spark returned chunk " + o[0] + " where chunk " + expected
                            + " was due");
                }
                expected++;
                sorted.add(tallies.get((int) o[1]));
            }
            return sorted;
        };
    }
}
