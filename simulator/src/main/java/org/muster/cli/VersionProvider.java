package org.muster.cli;

import org.muster.run.Version;

import picocli.CommandLine.IVersionProvider;

/** {@code muster --version}: the build's {@link Version}, its commit, and the Java that runs it. */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"muster " + Version.number(), "commit " + Version.commit(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
    }
}
