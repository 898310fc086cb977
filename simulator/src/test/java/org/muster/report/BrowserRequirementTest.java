package org.muster.report;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/** The browser test skips without Chromium on a workstation, and fails without it on CI. */
class BrowserRequirementTest {
    private static final Path MISSING = Path.of("/nonexistent/chromium");

    @Test
    void missingBrowserSkipsOffCi() {
        assertThrows(TestAbortedException.class, () -> ChromiumReportTest.requireBrowser(MISSING, null));
        assertThrows(TestAbortedException.class, () -> ChromiumReportTest.requireBrowser(MISSING, "false"));
    }

    @Test
    void missingBrowserFailsOnCi() {
        assertThrows(AssertionFailedError.class, () -> ChromiumReportTest.requireBrowser(MISSING, "true"));
    }
}
