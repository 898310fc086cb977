package org.muster.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.apache.spark.api.java.function.FlatMapFunction;
import org.muster.batch.BatchRunner;
import org.muster.batch.BattleFailedException;
import org.muster.batch.ChunkTally;
import org.muster.batch.RunPlan;

/**
 * The work of one partition, on an executor: borrows one engine for the plan (compiled from its recipe and built on
 * first use in this JVM, see {@link EngineCache}) and plays the partition's chunks in order with
 * {@link BatchRunner#playChunk}, exactly as a local worker does. A chunk's
 * output depends only on (plan, chunk index), so Spark may run a partition again (a lost executor, a speculative
 * copy) without changing anything. After a failed battle it plays no further chunk of the partition: the driver
 * reports the lowest failing battle of all partitions.
 */
final class ChunkPartition implements FlatMapFunction<Iterator<Long>, ChunkOutput> {
    private static final long serialVersionUID = 1L;

    private final String key;
    private final PlanRecipe recipe;
    private final boolean rows;

    /**
     * @param key    names the runner's plan in the executors' {@link EngineCache}
     * @param recipe the plan
     * @param rows   whether to return battle rows (for battles.csv)
     */
    ChunkPartition(String key, PlanRecipe recipe, boolean rows) {
        this.key = key;
        this.recipe = recipe;
        this.rows = rows;
    }

    @Override
    public Iterator<ChunkOutput> call(Iterator<Long> chunks) {
        List<ChunkOutput> out = new ArrayList<>();
        if (!chunks.hasNext()) {
            return out.iterator();
        }
        EngineCache.Lease lease = EngineCache.borrow(key, recipe);
        RunPlan plan = lease.plan();
        while (chunks.hasNext()) {
            long c = chunks.next();
            int[] r = rows ? BatchRunner.newRows(plan, c) : null;
            try {
                ChunkTally tally = BatchRunner.playChunk(plan, c, lease.engine(), lease.record(), r);
                out.add(new ChunkOutput(c, tally, r, -1, null));
            } catch (BattleFailedException e) {
                // The engine that failed is dropped, as a local worker's is.
                out.add(new ChunkOutput(c, null, null, e.battle(), travelling(e.getCause())));
                return out.iterator();
            }
        }
        EngineCache.giveBack(key, lease);
        return out.iterator();
    }

    /** {@code t} if it serializes, else a plain exception with its text and stack, so the driver can report it. */
    private static Throwable travelling(Throwable t) {
        try (ObjectOutputStream o = new ObjectOutputStream(new ByteArrayOutputStream())) {
            o.writeObject(t);
            return t;
        } catch (IOException | RuntimeException e) {
            RuntimeException plain = new RuntimeException(String.valueOf(t));
            plain.setStackTrace(t.getStackTrace());
            return plain;
        }
    }
}
