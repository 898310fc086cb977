package org.muster.batch;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The heat tallies of a run's chunks, kept apart by chunk index while workers fill them (a chunk is played by one
 * worker from its first battle to its last, so each tally is filled by one thread; playing a chunk again starts its
 * tally afresh) and merged in chunk order at the end. Thread-safe; allocates one
 * tally per chunk.
 */
public final class HeatChunks {
    private final HeatTally empty;
    private final ConcurrentHashMap<Long, HeatTally> chunks = new ConcurrentHashMap<>();
    private volatile boolean unavailable;

    public HeatChunks(HeatTally empty) {
        this.empty = empty;
    }

    /** Some engine of the run could not tally: the heat maps are incomplete and must not be written. */
    public void markUnavailable() {
        unavailable = true;
    }

    /** Whether every engine of the run tallied its battles. */
    public boolean available() {
        return !unavailable;
    }

    /** The tally of chunk {@code chunk}, made on first use. */
    public HeatTally chunk(long chunk) {
        return chunks.computeIfAbsent(chunk, c -> empty.emptyCopy());
    }

    /**
     * A new, empty tally for chunk {@code chunk}, replacing any earlier one: a chunk played again (a stopping run
     * replays the chunks it keeps of a block) counts once.
     */
    public HeatTally fresh(long chunk) {
        HeatTally t = empty.emptyCopy();
        chunks.put(chunk, t);
        return t;
    }

    /** Whether chunk {@code chunk} has been tallied. */
    public boolean has(long chunk) {
        return chunks.containsKey(chunk);
    }

    /** Chunks [0, count) merged in chunk order; chunks never tallied count as empty. */
    public HeatTally merged(long count) {
        HeatTally total = empty.emptyCopy();
        for (long c = 0; c < count; c++) {
            HeatTally t = chunks.get(c);
            if (t != null) {
                total.add(t);
            }
        }
        return total;
    }
}
