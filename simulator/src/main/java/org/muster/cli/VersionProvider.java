package org.muster.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The version written into the jar at build time, for {@code --version} and every manifest. */
public final class VersionProvider implements IVersionProvider {
    /** muster's version, e.g. {@code 0.1.0-SNAPSHOT}; {@code unknown} when run from classes without resources. */
    public static String version() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"muster " + version(), "Java " + System.getProperty("java.version")};
    }
}
