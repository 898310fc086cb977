package org.muster.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.muster.batch.BatchRunner;
import org.muster.batch.BattleFailedException;
import org.muster.batch.BattleSink;
import org.muster.batch.ChunkRunner;
import org.muster.batch.ChunkTally;
import org.muster.batch.ProgressListener;
import org.muster.batch.RunPlan;

/**
 * Plays chunks of one plan on Spark. Each {@link #runChunks} call is one Spark job: the chunk indices become an RDD of
 * one partition per chunk (so a slow executor holds up a job by one chunk at most), each partition borrows an engine
 * of its executor and plays its chunk ({@link ChunkPartition}), and the driver collects the chunks' tallies (and
 * rows), sorts them by chunk index and merges them in that order: the same integer sums, and the same rows in the
 * same order, as {@link BatchRunner}, so the same writers write the same bytes.
 *
 * <p>In Spark's UI the job is named after the command and its battles, e.g.
 * {@code muster run culloden.yaml: battles 0-19999}, in a job group of the command, and the RDD after its chunks.
 * Memory on the driver: the tallies and rows of one call's chunks (the caller's block, a few chunks per core).
 */
final class SparkChunkRunner implements ChunkRunner {
    private final JavaSparkContext sc;
    private final RunPlan plan;
    private final PlanRecipe recipe;
    private final String what;
    private final String group;
    /** Names this runner's plan in the executors' engine caches: unique per application and plan. */
    private final String key;

    SparkChunkRunner(JavaSparkContext sc, RunPlan plan, String what, String group) {
        this.sc = sc;
        this.plan = plan;
        this.recipe = PlanRecipe.of(plan);
        this.what = what;
        this.group = group;
        this.key = sc.sc().applicationId() + "/" + group;
    }

    @Override
    public RunPlan plan() {
        return plan;
    }

    @Override
    public ChunkTally runChunks(long fromChunk, long toChunk, BattleSink sink, ProgressListener progress) {
        ChunkRunner.requireChunks(plan, fromChunk, toChunk);
        ChunkTally total = new ChunkTally(plan.template());
        if (fromChunk == toChunk) {
            return total;
        }
        List<Long> chunks = new ArrayList<>((int) (toChunk - fromChunk));
        for (long c = fromChunk; c < toChunk; c++) {
            chunks.add(c);
        }
        int slices = chunks.size();
        String battles = "battles " + plan.chunkStart(fromChunk) + "-" + (plan.chunkEnd(toChunk - 1) - 1);
        sc.setJobGroup(group, what, false);
        sc.setJobDescription(what + ": " + battles);
        JavaRDD<ChunkOutput> played = sc.parallelize(chunks, slices)
                .setName(what + ": chunks " + fromChunk + "-" + (toChunk - 1))
                .mapPartitions(new ChunkPartition(key, recipe, sink != null))
                .setName(what + ": played " + battles);
        List<ChunkOutput> outputs = new ArrayList<>(played.collect());
        outputs.sort(Comparator.comparingLong(ChunkOutput::chunk));
        long done = 0;
        long all = plan.chunkEnd(toChunk - 1) - plan.chunkStart(fromChunk);
        long expected = fromChunk;
        try {
            for (ChunkOutput o : outputs) {
                if (o.failure() != null) {
                    throw new BattleFailedException(plan.seed(), o.battle(), o.failure());
                }
                if (o.chunk() != expected) {
                    throw new IllegalStateException("Spark returned chunk " + o.chunk() + " where chunk " + expected
                            + " was due");
                }
                expected++;
                total.add(o.tally());
                if (sink != null) {
                    BatchRunner.writeRows(plan, o.chunk(), o.rows(), sink);
                }
                done += plan.chunkEnd(o.chunk()) - plan.chunkStart(o.chunk());
                if (progress != null) {
                    progress.progress(done, all);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (expected != toChunk) {
            throw new IllegalStateException("Spark returned chunks up to " + (expected - 1) + " of " + fromChunk + "-"
                    + (toChunk - 1));
        }
        return total;
    }

    /** Nothing to release: the engines live in the tasks, the context in the session. */
    @Override
    public void close() {
    }
}
