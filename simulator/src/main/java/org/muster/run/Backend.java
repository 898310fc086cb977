package org.muster.run;

import java.util.ServiceLoader;

import org.muster.batch.BatchRunner;
import org.muster.batch.ChunkRunner;
import org.muster.batch.ChunkService;
import org.muster.batch.RunPlan;
import org.muster.io.ManifestWriter;
import org.muster.model.ScenarioException;

/**
 * Where a command plays its chunks: on this machine's threads ({@link BatchRunner}), or with {@code --spark [MASTER]}
 * on Apache Spark through the {@link ChunkService} named {@code spark}, which only the muster-spark jar provides.
 * The service is looked up only when asked for, so the default CLI loads no Spark class. Open for one command.
 */
public final class Backend implements AutoCloseable {
    /** The value of a bare {@code --spark}: use the master spark-submit set, or embedded {@code local[*]}. */
    public static final String DEFAULT_MASTER = "";

    private final ChunkService service;
    private final String master;
    private final String appName;
    private ChunkService.Session session;

    private Backend(ChunkService service, String master, String appName) {
        this.service = service;
        this.master = master;
        this.appName = appName;
    }

    /**
     * This machine's threads when {@code sparkMaster} is null (no {@code --spark}), else Spark. The Spark session
     * starts when first needed (after the command has checked its input), the service is found at once.
     *
     * @throws ScenarioException (exit 2) when the Spark service is not on the class path
     */
    public static Backend of(String sparkMaster, String appName) {
        if (sparkMaster == null) {
            return new Backend(null, null, null);
        }
        for (ChunkService s : ServiceLoader.load(ChunkService.class)) {
            if ("spark".equals(s.name())) {
                return new Backend(s, sparkMaster.isBlank() ? null : sparkMaster.trim(), appName);
            }
        }
        throw new ScenarioException("command line", 0, "--spark", "needs the muster-spark jar: run ./muster-spark "
                + "instead of ./muster (local mode), or spark-submit the jar './mvnw -pl spark -am package' builds "
                + "(README, Running on Apache Spark)");
    }

    /** A runner for {@code plan}; {@code what} names it in the cluster's UI. */
    public ChunkRunner open(RunPlan plan, String what) {
        return service == null ? BatchRunner.open(plan) : session().open(plan, what);
    }

    /**
     * Where a points run's chunks go: null for this machine's threads (PointsRunner's own pool), else the service's.
     *
     * @param what names it in the cluster's UI
     */
    public org.muster.batch.PointsRecipe.Chunks openPoints(org.muster.batch.PointsRecipe recipe, String what) {
        return service == null ? null : session().openPoints(recipe, what);
    }

    /** {@code --threads} if given, else the cluster's parallelism, or this machine's cores when local. */
    public int threads(Integer given) {
        if (given != null) {
            return given;
        }
        return service == null ? Runtime.getRuntime().availableProcessors() : session().parallelism();
    }

    /**
     * Where this command played, for the manifest's {@code runner} key: {@code local} (this machine's threads), or
     * the service's name and its master, e.g. {@code spark local[*]}.
     */
    public String runner() {
        return service == null ? ManifestWriter.LOCAL : service.name() + " " + session().master();
    }

    private ChunkService.Session session() {
        if (session == null) {
            try {
                session = service.start(master, appName);
            } catch (LinkageError e) {
                // The muster-spark jar run with plain java: Spark itself is provided by spark-submit.
                throw new ScenarioException("command line", 0, "--spark", "Spark is not on the class path (" + e
                        + "): launch the muster-spark jar with spark-submit, or use ./muster-spark");
            }
        }
        return session;
    }

    @Override
    public void close() {
        if (session != null) {
            session.close();
        }
    }
}
