package org.muster.view;

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
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.muster.rules.Engine;
import org.muster.rules.Template;

/**
 * Opens the replay viewer of one battle per rule set in headless Chromium (Debian's {@code chromium}), as
 * ChromiumReportTest opens the report: the DOM the browser built holds every unit, stepping forward (the page's
 * {@code #step=N}, which runs the same code as the buttons, slider and arrow keys) moves them, a screenshot at a
 * middle step with fire shows both sides' colours and a fire line, and the browser logs no console error. Skipped
 * without Chromium, except on CI ({@code CI=true}), where a missing browser fails.
 */
class ChromiumReplayTest {
    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
    private static final Pattern UNIT = Pattern.compile("<g class=\"unit s[01] st(-?\\d)\" id=\"u(\\d+)\"[^>]*?"
            + "transform=\"translate\\(([-0-9.]+) ([-0-9.]+)\\)\"");

    @TempDir
    static Path dir;

    static void requireBrowser() {
        if (!Files.isExecutable(CHROMIUM)) {
            if ("true".equals(System.getenv("CI"))) {
                fail(CHROMIUM + " is missing; CI must install the chromium package (see .ci/run)");
            }
            Assumptions.assumeTrue(false, CHROMIUM + " is not installed: skipping the browser test");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"acw.yaml", "jacobite.yaml", "hardtack.yaml"})
    void replay_stepsInTheBrowser(String fixture) throws Exception {
        requireBrowser();
        Template t = ViewFixtures.template(fixture);
        Engine e = ViewFixtures.engine(t);
        BattleView v = BattleView.of(t, e);
        Replay r = Replay.record(v, e, ReplayTest.SEED, ReplayTest.BATTLE);
        Path page = dir.resolve(fixture.replace(".yaml", ".html"));
        Files.writeString(page, ReplayPage.html(v, r, ReplayTest.SEED, ReplayTest.BATTLE), StandardCharsets.UTF_8);
        int mid = middleStepWithFire(r);

        // The page opens at step 0 with the units as deployed (written into the SVG); #step=mid runs show(mid).
        Browser later = chromium(page, mid, "--dump-dom");
        List<String[]> dom = units(later.stdout());
        assertEquals(v.units(), dom.size(), fixture + ": every unit in the DOM");
        Replay.Step s0 = r.steps().get(0);
        Replay.Step sm = r.steps().get(mid);
        int moved = 0;
        for (int u = 0; u < v.units(); u++) {
            if (sm.status()[u] < 0) {
                continue;
            }
            double x = Double.parseDouble(dom.get(u)[2]);
            double y = Double.parseDouble(dom.get(u)[3]);
            assertEquals(sm.x()[u], x, 0.051, fixture + ": unit " + u + " at step " + mid);
            assertEquals(v.depth() - sm.y()[u], y, 0.051, fixture + ": unit " + u + " at step " + mid);
            moved += Math.abs(s0.x()[u] - sm.x()[u]) > 0.1 || Math.abs(s0.y()[u] - sm.y()[u]) > 0.1 ? 1 : 0;
        }
        assertTrue(moved > 0, fixture + ": stepping to step " + mid + " moved no unit");
        assertTrue(later.stdout().contains("class=\"fire\""), fixture + ": a fire line at step " + mid);
        assertTrue(later.stdout().contains("step " + mid + " of " + (r.steps().size() - 1)), "the step is shown");

        Path png = dir.resolve(fixture.replace(".yaml", ".png"));
        Browser shot = chromium(page, mid, "--screenshot=" + png, "--window-size=1400,1000", "--hide-scrollbars");
        BufferedImage image = ImageIO.read(png.toFile());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                colours.add(image.getRGB(x, y) & 0xffffff);
            }
        }
        for (String c : new String[] {MapSvg.SIDE_COLOURS[0], MapSvg.SIDE_COLOURS[1], MapSvg.FIRE_COLOUR}) {
            assertTrue(colours.contains(Integer.parseInt(c.substring(1), 16)), fixture + ": " + c + " on screen");
        }
        for (Browser b : List.of(later, shot)) {
            assertNoConsoleErrors(b.stderr());
        }
    }

    /** The step nearest the middle of the battle with fire whose shooter and target are both on the table. */
    static int middleStepWithFire(Replay r) {
        int n = r.steps().size();
        for (int d = 0; d < n; d++) {
            for (int k : new int[] {n / 2 + d, n / 2 - d}) {
                if (k > 0 && k < n) {
                    Replay.Step s = r.steps().get(k);
                    for (Replay.Fire f : s.fires()) {
                        if (s.status()[f.shooter()] >= 0 && s.status()[f.target()] >= 0) {
                            return k;
                        }
                    }
                }
            }
        }
        throw new AssertionError("no step with fire");
    }

    /** Per unit of the DOM, in id order: status, id, translate x, translate y. */
    private static List<String[]> units(String dom) {
        List<String[]> out = new ArrayList<>();
        Matcher m = UNIT.matcher(dom);
        while (m.find()) {
            assertEquals(out.size(), Integer.parseInt(m.group(2)), "units in id order");
            out.add(new String[] {m.group(1), m.group(2), m.group(3), m.group(4)});
        }
        return out;
    }

    private static void assertNoConsoleErrors(String stderr) {
        for (String line : stderr.split("\n")) {
            assertFalse(line.contains("Uncaught") || line.contains("ERROR:CONSOLE") || line.contains(":CONSOLE(")
                    && line.contains("ERROR"), "console error: " + line);
        }
    }

    private record Browser(String stdout, String stderr) {
    }

    private static Browser chromium(Path page, int step, String... what) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(dir, "profile");
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0"));
        cmd.addAll(List.of(what));
        cmd.add(page.toUri() + "#step=" + step);
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Path err = Files.createTempFile(dir, "chromium", ".err");
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
