package org.muster.spark;

import java.util.concurrent.atomic.AtomicInteger;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.muster.batch.ChunkRunner;
import org.muster.batch.ChunkService;
import org.muster.batch.RunPlan;

/**
 * The {@code spark} {@link ChunkService}: {@code muster run|sweep|matrix|price|points ... --spark [MASTER]} plays its
 * chunks through it when this module's jar is on the class path (as under {@code spark-submit}). The master is the
 * one given, else the one {@code spark-submit} set ({@code spark.master}), else embedded {@code local[*]}.
 */
public final class SparkChunkService implements ChunkService {
    /** The master when neither the command line nor spark-submit names one. */
    public static final String EMBEDDED_MASTER = "local[*]";

    @Override
    public String name() {
        return "spark";
    }

    @Override
    public Session start(String master, String appName) {
        SparkConf conf = new SparkConf().setAppName(appName == null ? "muster" : appName);
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster(EMBEDDED_MASTER);
        }
        JavaSparkContext sc = new JavaSparkContext(conf);
        return new SparkSession(sc, appName == null ? "muster" : appName);
    }

    /** One SparkContext for the command; each plan gets a runner, each runner's calls a job group. */
    private static final class SparkSession implements Session {
        private final JavaSparkContext sc;
        private final String appName;
        private final AtomicInteger plans = new AtomicInteger();

        SparkSession(JavaSparkContext sc, String appName) {
            this.sc = sc;
            this.appName = appName;
        }

        @Override
        public ChunkRunner open(RunPlan plan, String what) {
            String group = "muster-" + plans.incrementAndGet();
            return new SparkChunkRunner(sc, plan, what == null ? appName : what, group);
        }

        @Override
        public org.muster.batch.PointsRecipe.Chunks openPoints(org.muster.batch.PointsRecipe recipe, String what) {
            String group = "muster-" + plans.incrementAndGet();
            return PointsChunk.on(sc, recipe, what == null ? appName : what, group);
        }

        /**
         * Four times Spark's default parallelism (its cores): a run's calls hold 2 x threads chunks, so each job has
         * eight one-chunk tasks per core and the cores stay busy to the job's end.
         */
        @Override
        public int parallelism() {
            return 4 * Math.max(1, sc.defaultParallelism());
        }

        @Override
        public String master() {
            return sc.master();
        }

        @Override
        public void close() {
            sc.stop();
        }
    }
}
