package org.muster.batch;

import java.io.Serializable;

import org.muster.model.PointsSpec;
import org.muster.model.Scenario;
import org.muster.rules.Parameters;
import org.muster.rules.Ruleset;

/**
 * What another JVM (a Spark executor) needs to play chunks of a points run: the rule set's id, the scenario and
 * parameters the driver loaded (every {@code --set}, {@code --ai} and {@code --var} applied), the {@code points:}
 * block (null: army lists only), the seed and the chunk size. Battle i is a pure function of these and i, so an
 * executor's chunks are the driver's chunks.
 *
 * @param ruleset    a {@link StandardRulesets} id
 * @param scenario   the scenario every composition varies
 * @param parameters its parameters
 * @param points     its points block, or null
 * @param seed       the run's seed
 * @param battles    battles of the run
 * @param chunkSize  battles per chunk
 */
public record PointsRecipe(String ruleset, Scenario scenario, Parameters parameters, PointsSpec points, long seed,
        long battles, int chunkSize) implements Serializable {
    /** A runner for this recipe on this JVM. */
    public PointsRunner runner() {
        Ruleset r = StandardRulesets.registry().get(ruleset, "muster points", 0, "ruleset");
        return new PointsRunner(r, parameters, Compositions.of(scenario, points));
    }

    /** Chunk {@code k}'s tally, played by {@code runner} (this recipe's). */
    public PointsTally playChunk(PointsRunner runner, long k) {
        long from = k * chunkSize;
        return runner.playChunk(seed, from, Math.min(battles, from + chunkSize));
    }

    /** Plays chunks of a points run somewhere other than this JVM's threads ({@link ChunkService.Session}). */
    public interface Chunks {
        /** The tallies of chunks [from, to), in chunk order. */
        java.util.List<PointsTally> play(long from, long to);
    }
}
