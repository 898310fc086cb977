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
import org.muster.engine.BattleRecord;
import org.muster.rules.Engine;

/**
 * The work of one partition, on an executor: compiles the plan from its recipe, makes one engine and one record, and
 * plays the partition's chunks in order with {@link BatchRunner#playChunk}, exactly as a local worker does. A chunk's
 * output depends only on (plan, chunk index), so Spark may run a partition again (a lost executor, a speculative
 * copy) without changing anything. After a failed battle it plays no further chunk of the partition: the driver
 * reports the lowest failing battle of all partitions.
 */
final class ChunkPartition implements FlatMapFunction<Iterator<Long>, ChunkOutput> {
    private static final long serialVersionUID = 1L;

    private final PlanRecipe recipe;
    private final boolean rows;

    ChunkPartition(PlanRecipe recipe, boolean rows) {
        this.recipe = recipe;
        this.rows = rows;
    }

    @Override
    public Iterator<ChunkOutput> call(Iterator<Long> chunks) {
        List<ChunkOutput> out = new ArrayList<>();
        if (!chunks.hasNext()) {
            return out.iterator();
        }
        RunPlan plan = recipe.compile();
        Engine engine = plan.ruleset().newEngine(plan.template());
        BattleRecord record = new BattleRecord(plan.template().unitCount());
        while (chunks.hasNext()) {
            long c = chunks.next();
            int[] r = rows ? BatchRunner.newRows(plan, c) : null;
            try {
                ChunkTally tally = BatchRunner.playChunk(plan, c, engine, record, r);
                out.add(new ChunkOutput(c, tally, r, -1, null));
            } catch (BattleFailedException e) {
                out.add(new ChunkOutput(c, null, null, e.battle(), travelling(e.getCause())));
                break;
            }
        }
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
