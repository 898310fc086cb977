package org.muster.batch;

import java.util.Objects;

import org.muster.model.ScenarioException;
import org.muster.rules.Ruleset;
import org.muster.rules.Template;

/**
 * What a batch plays: a compiled template of a rule set, the base seed, how many battles, on how many worker threads,
 * in chunks of how many battles. Immutable; built by the CLI (which decides the default thread count, the machine's
 * available processors) and read by {@link BatchRunner} from any thread.
 *
 * <p>Battles [0, battles) are split into chunks by battle index: chunk c holds battles [c * chunkSize,
 * min((c + 1) * chunkSize, battles)). The chunking never depends on the thread count, so neither do the results.
 *
 * @param ruleset   the rule set that compiled {@code template} and makes its engines
 * @param template  the compiled scenario, shared read-only by all workers
 * @param seed      the base seed; battle i draws from {@code Seeds.forBattle(seed, i, stream)}
 * @param battles   battles to play, 1 to {@link #MAX_BATTLES}
 * @param threads   worker threads, at least 1 (for information only: results do not depend on it)
 * @param chunkSize battles per chunk, 1 to {@link #MAX_CHUNK_SIZE}; {@link #DEFAULT_CHUNK_SIZE} unless there is
 *                  a reason
 */
public record RunPlan(Ruleset ruleset, Template template, long seed, long battles, int threads, int chunkSize) {
    /** Battles per chunk unless the caller says otherwise. */
    public static final int DEFAULT_CHUNK_SIZE = 1000;
    /** The most battles one plan may ask for: 10^10. */
    public static final long MAX_BATTLES = 10_000_000_000L;
    /**
     * The largest chunk: a chunk's battle rows are held as five ints per battle until it is written, for up to
     * {@code 2 * threads} chunks at once, so this caps that memory (20 MB per chunk).
     */
    public static final int MAX_CHUNK_SIZE = 1_000_000;
    /** The most worker threads a command may ask for ({@code --threads}). */
    public static final int MAX_THREADS = 1024;

    public RunPlan {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(template, "template");
        if (battles < 1 || battles > MAX_BATTLES) {
            throw new IllegalArgumentException("battles must be between 1 and " + MAX_BATTLES + ", not " + battles);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (chunkSize < 1 || chunkSize > MAX_CHUNK_SIZE) {
            throw new IllegalArgumentException("chunk size must be between 1 and " + MAX_CHUNK_SIZE + ", not "
                    + chunkSize);
        }
    }

    /** Chunks a run of few battles is cut into at least, so that every worker of a small machine has work. */
    public static final int SPREAD_CHUNKS = 64;
    /** The smallest chunk {@link #spreadChunkSize} picks: below it a chunk's bookkeeping starts to show. */
    public static final int MIN_SPREAD_CHUNK = 25;

    /**
     * The chunk size of a run whose results do not depend on its chunking (no stopping rule): {@code battles / 64}
     * rounded up, between {@value #MIN_SPREAD_CHUNK} and {@link #DEFAULT_CHUNK_SIZE}. A 1,000-battle run cut into
     * one chunk of {@link #DEFAULT_CHUNK_SIZE} kept every worker but one idle (a search player's cell took twice the
     * wall time on two cores); cut into 40 chunks of 25 it keeps them all busy. It depends on the battle count alone,
     * never on the threads, and a run of 64,000 battles or more keeps {@link #DEFAULT_CHUNK_SIZE}.
     */
    public static int spreadChunkSize(long battles) {
        long c = (battles + SPREAD_CHUNKS - 1) / SPREAD_CHUNKS;
        return (int) Math.max(MIN_SPREAD_CHUNK, Math.min(DEFAULT_CHUNK_SIZE, c));
    }

    /**
     * The chunk size of a command given no --chunk-size, from the battles of one of its groups (a run, a compared
     * variant, a matrix pairing, a sweep point, a price group): {@link #spreadChunkSize} where the results do not
     * depend on the chunking (battle i depends on (seed, i) alone and tallies are integer sums), and
     * {@link #DEFAULT_CHUNK_SIZE} where they do, because a chunk is where a stopping rule looks (run --precision,
     * compare --sequential, check) or what a bootstrap resamples (points --bootstrap). It depends on the battle count
     * and that mode alone, so the same command resumed picks the chunk size it was interrupted with.
     *
     * @param chunksMatter whether the results depend on where the chunks end
     */
    public static int defaultChunkSize(long battles, boolean chunksMatter) {
        return chunksMatter ? DEFAULT_CHUNK_SIZE : spreadChunkSize(battles);
    }

    /**
     * {@code --threads} as given or defaulted, checked once for every command that plays (run, the balance jobs,
     * tune): {@code t} itself, or bad input naming the option and the value.
     */
    public static int checkThreads(int t) {
        if (t < 1 || t > MAX_THREADS) {
            throw new ScenarioException("command line", 0, "--threads", "value " + t + " must be in [1, "
                    + MAX_THREADS + "]");
        }
        return t;
    }

    /** A plan with the default chunk size. */
    public static RunPlan of(Ruleset ruleset, Template template, long seed, long battles, int threads) {
        return new RunPlan(ruleset, template, seed, battles, threads, DEFAULT_CHUNK_SIZE);
    }

    /** Number of chunks: ceil(battles / chunkSize); the last one may be short. */
    public long chunkCount() {
        return (battles + chunkSize - 1) / chunkSize;
    }

    /** First battle index of chunk {@code chunk}. */
    public long chunkStart(long chunk) {
        return chunk * chunkSize;
    }

    /** One past the last battle index of chunk {@code chunk}. */
    public long chunkEnd(long chunk) {
        return Math.min(battles, (chunk + 1) * chunkSize);
    }
}
