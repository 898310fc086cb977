package org.muster.batch;

/**
 * A place other than this machine's threads where chunks can be played, found with {@link java.util.ServiceLoader}
 * (a {@code META-INF/services/org.muster.batch.ChunkService} entry in its jar). The muster-spark module provides
 * {@code spark}; the default jar provides none, so the CLI loads no such class unless asked to ({@code --spark}).
 *
 * <p>An implementation must give, for the same plan and chunks, exactly the tally and battle rows of
 * {@link BatchRunner}: it plays each chunk as a pure function of (template, seed, chunk index), so a chunk played
 * twice (a lost worker's chunk played again) gives the same result, and it merges tallies in chunk order.
 */
public interface ChunkService {
    /** The name the command line uses for it, e.g. {@code spark}. */
    String name();

    /**
     * Connects to a cluster.
     *
     * @param master  where to run, in the service's own terms (for Spark a master URL such as {@code local[*]} or
     *                {@code spark://host:7077}); null for the service's default, or the one its launcher set
     * @param appName what the cluster's UI calls this application, e.g. {@code muster run culloden.yaml}
     */
    Session start(String master, String appName);

    /** A connection to a cluster, open for one command; closing it ends the application on the cluster. */
    interface Session extends AutoCloseable {
        /**
         * A runner for {@code plan} on this cluster.
         *
         * @param what what the plan is, for the cluster's UI, e.g. {@code muster run culloden.yaml}
         */
        ChunkRunner open(RunPlan plan, String what);

        /**
         * The default thread count of plans run on it: at least the number of chunks the cluster plays at once (the
         * commands play 2 x threads chunks per call, so a service may say more to make its calls larger).
         */
        int parallelism();

        /**
         * Plays the chunks of a points run ({@code muster points --spark}); a service that cannot refuses with
         * UnsupportedOperationException.
         *
         * @param what what the run is, for the cluster's UI
         */
        default PointsRecipe.Chunks openPoints(PointsRecipe recipe, String what) {
            throw new UnsupportedOperationException("this service does not play points runs");
        }

        /** Where the chunks are played, for the run's manifest, e.g. {@code local[*]} or {@code spark://host:7077}. */
        String master();

        @Override
        void close();
    }
}
