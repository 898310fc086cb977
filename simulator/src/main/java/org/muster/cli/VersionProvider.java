package org.muster.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The version written into the jar at build time, for {@code --version} and every manifest. */
public final class VersionProvider implements IVersionProvider {
    /**
     * muster's version and, when the build knew it, the git commit it was built from, e.g.
     * {@code 0.1.0-SNAPSHOT (commit 2dc0b966a8)}; {@code unknown} when run from classes without resources.
     */
    public static String version() {
        Properties p = properties();
        String commit = commit(p);
        return p.getProperty("version", "unknown") + (commit.equals("unknown") ? "" : " (commit " + commit + ")");
    }

    /** The git commit the jar was built from (10 hex digits), or {@code unknown}. */
    public static String commit() {
        return commit(properties());
    }

    private static String commit(Properties p) {
        String c = p.getProperty("commit", "unknown");
        // Unfiltered (run from an IDE's copy of the resources) or built outside a git checkout.
        return c.isBlank() || c.startsWith("${") ? "unknown" : c;
    }

    private static Properties properties() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // no version information: every value reads "unknown"
        }
        return p;
    }

    @Override
    public String[] getVersion() {
        Properties p = properties();
        return new String[] {"muster " + p.getProperty("version", "unknown"), "commit " + commit(p),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
