package org.muster.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.Assumptions;

/**
 * Opens a run's report.html in headless Chromium (Debian's {@code chromium} package): the DOM the browser built must
 * hold every chart's SVG with its data marks, a screenshot must come out as a real, non-blank PNG, and the browser
 * must log no console error. Skipped when Chromium is not installed, except on CI ({@code CI=true}), where a missing
 * browser fails the test.
 */
class ChromiumReportTest {
    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");

    @TempDir
    static Path dir;

    @BeforeAll
    static void needChromium() {
        requireBrowser(CHROMIUM, System.getenv("CI"));
        ReportFixture.run(dir.resolve("run"));
    }

    /** Skips the calling test when {@code browser} is missing, unless {@code ci} is "true": then it fails. */
    static void requireBrowser(Path browser, String ci) {
        if (!Files.isExecutable(browser)) {
            if ("true".equals(ci)) {
                fail(browser + " is missing; CI must install the chromium package (see .ci/run)");
            }
            Assumptions.assumeTrue(false, browser + " is not installed: skipping the browser test");
        }
    }

    @Test
    void everyChartRendersInTheBrowser() throws Exception {
        Browser b = chromium("--dump-dom");
        assertNoConsoleErrors(b.stderr());
        assertTrue(b.stdout().contains("</html>"), "a DOM came back");
        Map<String, Integer> marks = ReportFixture.dataMarks(b.stdout());
        assertEquals(ReportFixture.RUN_CHARTS, List.copyOf(marks.keySet()), "every chart's SVG is in the DOM");
        marks.forEach((chart, n) -> assertTrue(n >= 1, chart + ": no data marks in the DOM"));
    }

    @Test
    void theScreenshotIsARealPicture() throws Exception {
        Path png = dir.resolve("report.png");
        Browser b = chromium("--screenshot=" + png, "--window-size=1200,2600", "--hide-scrollbars");
        assertNoConsoleErrors(b.stderr());
        assertTrue(Files.size(png) > 20_000, "screenshot of " + Files.size(png) + " bytes");
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1200, image.getWidth());
        // A page of charts has many colours; a blank or error page has a handful.
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 50, colours.size() + " colours: a blank page?");
        // The two side colours of the charts are on screen.
        assertTrue(colours.contains(Charts.PALETTE[0].getRGB()) && colours.contains(Charts.PALETTE[1].getRGB()),
                "the sides' colours are drawn");
    }

    private static void assertNoConsoleErrors(String stderr) {
        for (String line : stderr.split("\n")) {
            assertFalse(line.contains("Uncaught") || line.contains("ERROR:CONSOLE") || line.contains(":CONSOLE(")
                    && line.contains("ERROR"), "console error: " + line);
        }
    }

    private record Browser(String stdout, String stderr) {
    }

    /** Runs Chromium headless on the report, with a fresh profile, no network services and console logging. */
    private static Browser chromium(String... what) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(dir, "profile");
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0"));
        cmd.addAll(List.of(what));
        cmd.add(dir.resolve("run").resolve(HtmlReport.REPORT_HTML).toUri().toString());
        Path out = dir.resolve("chromium.out");
        Path err = dir.resolve("chromium.err");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not finish in 90 s");
        }
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), stderr);
        return new Browser(Files.readString(out, StandardCharsets.UTF_8), stderr);
    }
}
