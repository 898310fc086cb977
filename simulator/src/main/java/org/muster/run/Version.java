package org.muster.run;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version written into the jar at build time ({@code version.properties}, filtered by Maven), for every
 * manifest and for {@code muster --version}.
 */
public final class Version {
    private Version() {
    }

    /**
     * muster's version and, when the build knew it, the git commit it was built from, e.g.
     * {@code 0.1.0-SNAPSHOT (commit 2dc0b966a8)}; {@code unknown} when run from classes without resources.
     */
    public static String version() {
        Properties p = properties();
        String commit = commit(p);
        return number(p) + (commit.equals("unknown") ? "" : " (commit " + commit + ")");
    }

    /** The version number alone, e.g. {@code 0.1.0-SNAPSHOT}, or {@code unknown}. */
    public static String number() {
        return number(properties());
    }

    /** The git commit the jar was built from (10 hex digits), or {@code unknown}. */
    public static String commit() {
        return commit(properties());
    }

    private static String number(Properties p) {
        return p.getProperty("version", "unknown");
    }

    private static String commit(Properties p) {
        String c = p.getProperty("commit", "unknown");
        // Unfiltered (run from an IDE's copy of the resources) or built outside a git checkout.
        return c.isBlank() || c.startsWith("${") ? "unknown" : c;
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // no version information: every value reads "unknown"
        }
        return p;
    }
}
