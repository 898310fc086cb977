package org.muster.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Scenarios no player was tuned on: a seeded generator of small battles for each rule set, written as scenario files
 * so that they go through the same reader, checks and deployment as a user's. Each draws a table (48-72" by 36-60"),
 * two to six terrain pieces between the deployment edges (areas of the rule set's usual kinds, or a wall, hedge or
 * fence), an objective in the middle band three times in five, and two armies of one to three lines (acw-skirmish,
 * hardtack) or two to four units (jacobite45) drawn from the arms the bundled scenarios use: foot of mixed quality,
 * horse, now and then a gun, in jacobite45 a general half the time; the second army is redrawn until its figures
 * are within a third of the first's, so most battles are contests, though not even ones (a lopsided one is a scenario
 * a player must also handle). No line has {@code at:}, so each side deploys at its edge as the rule set does for any
 * file without positions. Both players are doctrine, balanced; the checks replace them.
 *
 * <p>The same seed gives the same files on every machine (Commons RNG's XoRoShiRo128++, fixed formatting).
 */
final class HeldOutScenarios {
    static final String[] RULESETS = {"acw-skirmish", "hardtack", "jacobite45"};

    private HeldOutScenarios() {
    }

    /** Writes {@code count} scenarios of each rule set into {@code dir} as RULESET-gNN.yaml and returns them. */
    static List<Path> write(Path dir, long seed, int count) throws IOException {
        List<Path> files = new ArrayList<>();
        for (int r = 0; r < RULESETS.length; r++) {
            for (int k = 0; k < count; k++) {
                String rs = RULESETS[r];
                Path f = dir.resolve(String.format(Locale.ROOT, "%s-g%02d.yaml", rs, k));
                Files.writeString(f, scenario(rs, RandomSource.XO_RO_SHI_RO_128_PP.create(seed * 1_000 + r * 100 + k),
                        rs + " held-out " + k));
                files.add(f);
            }
        }
        return files;
    }

    /** One scenario of rule set {@code rs} drawn from {@code r}. */
    static String scenario(String rs, UniformRandomProvider r, String name) {
        int w = pick(r, 48, 60, 72);
        int d = pick(r, 36, 48, 60);
        StringBuilder y = new StringBuilder();
        line(y, "ruleset: " + rs);
        line(y, "name: " + name);
        line(y, "table: {width: " + w + ", depth: " + d + "}");
        line(y, "turns: " + (rs.equals("hardtack") ? 10 : 20));
        line(y, "terrain:");
        String[] areas = switch (rs) {
            case "acw-skirmish" -> new String[] {"light-woods", "rough", "field", "hill", "building", "dense-woods"};
            case "hardtack" -> new String[] {"light-woods", "rough", "field", "hill", "building", "dense-woods",
                "marsh"};
            default -> new String[] {"light-woods", "rough", "field", "hill", "building", "marsh"};
        };
        String[] lines = {"fence", "hedge", "wall"};
        for (int i = 0, n = 2 + r.nextInt(5); i < n; i++) {
            if (r.nextDouble() < 0.7) {
                String kind = areas[r.nextInt(areas.length)];
                int ww = 4 + r.nextInt(9);
                int dd = 4 + r.nextInt(7);
                double x = r.nextDouble() * (w - ww);
                double y0 = d * 0.25 + r.nextDouble() * (d * 0.5 - dd);
                line(y, String.format(Locale.ROOT, "  - {kind: %s, rect: [%.1f, %.1f, %d, %d]%s}", kind, x, y0, ww, dd,
                        kind.equals("hill") ? ", height: 1" : ""));
            } else {
                String kind = lines[r.nextInt(lines.length)];
                int len = 8 + r.nextInt(13);
                double x = r.nextDouble() * (w - len);
                double y0 = d * 0.3 + r.nextDouble() * d * 0.4;
                line(y, String.format(Locale.ROOT, "  - {kind: %s, line: [[%.1f, %.1f], [%.1f, %.1f]]}", kind, x, y0,
                        x + len, y0));
            }
        }
        if (r.nextDouble() < 0.6) {
            line(y, "objectives:");
            line(y, String.format(Locale.ROOT, "  - {name: objective, at: [%.1f, %.1f], radius: 4, points: 1}",
                    w * (0.3 + 0.4 * r.nextDouble()), d * (0.4 + 0.2 * r.nextDouble())));
        }
        line(y, "sides:");
        List<String> blue = army(rs, r);
        List<String> grey = army(rs, r);
        // Grey's army is drawn again (at most 30 times) until its figures are within a third of Blue's, so that most
        // battles are contests; types, qualities and terrain still differ.
        for (int i = 0; i < 30 && Math.abs(figures(grey) - figures(blue)) * 3 > figures(blue); i++) {
            grey = army(rs, r);
        }
        for (int s = 0; s < 2; s++) {
            line(y, "  - name: " + (s == 0 ? "Blue" : "Grey"));
            line(y, "    player: {ai: doctrine, preset: balanced}");
            line(y, "    units:");
            for (String u : s == 0 ? blue : grey) {
                line(y, "      - " + u);
            }
        }
        line(y, "victory: {break-at: 0.5, tie-break: casualties}");
        return y.toString();
    }

    private static List<String> army(String rs, UniformRandomProvider r) {
        List<String> out = new ArrayList<>();
        switch (rs) {
            case "acw-skirmish" -> {
                for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) {
                    double k = r.nextDouble();
                    if (k < 0.65) {
                        out.add(String.format(Locale.ROOT, "{name: I%d, type: infantry-squad, count: %d, men: 6, "
                                + "quality: %s, weapon: %s, spacing: %d}", i, 2 + r.nextInt(5),
                                pick(r, "green", "regular", "regular", "veteran"),
                                pick(r, "rifled-musket", "rifled-musket", "musket"), 4 + r.nextInt(4)));
                    } else if (k < 0.9) {
                        out.add(String.format(Locale.ROOT, "{name: C%d, type: cavalry-squad, count: %d, men: 5, "
                                + "quality: %s, weapon: pistol, spacing: 7, stance: mounted}", i, 1 + r.nextInt(4),
                                pick(r, "regular", "veteran")));
                    } else {
                        out.add("{name: G" + i + ", type: artillery, count: 1, men: 4}");
                    }
                }
            }
            case "hardtack" -> {
                for (int i = 0, n = 1 + r.nextInt(3); i < n; i++) {
                    double k = r.nextDouble();
                    if (k < 0.65) {
                        out.add(String.format(Locale.ROOT, "{name: I%d, type: infantry-company, count: %d, men: %d, "
                                + "quality: %s, weapon: musket, spacing: 10, stance: line}", i, 2 + r.nextInt(4),
                                pick(r, 8, 10, 12), pick(r, "green", "regular", "regular", "veteran")));
                    } else if (k < 0.85) {
                        out.add(String.format(Locale.ROOT, "{name: C%d, type: cavalry-company, count: %d, men: 8, "
                                + "quality: %s, weapon: %s, spacing: 10, stance: mounted-column}", i, 1 + r.nextInt(3),
                                pick(r, "regular", "veteran"), pick(r, "carbine", "pistol")));
                    } else {
                        out.add("{name: G" + i + ", type: artillery-section, count: 1, men: 3, quality: regular, "
                                + "weapon: napoleon, stance: limbered}");
                    }
                }
            }
            default -> {
                boolean general = r.nextDouble() < 0.5;
                for (int i = 0, n = 2 + r.nextInt(3); i < n; i++) {
                    double k = r.nextDouble();
                    if (k < 0.35) {
                        out.add(String.format(Locale.ROOT, "{name: F%d, type: regular-foot, men: %d}", i,
                                pick(r, 12, 16, 20)));
                    } else if (k < 0.6) {
                        out.add(String.format(Locale.ROOT, "{name: H%d, type: highland-foot, men: %d}", i,
                                pick(r, 8, 12, 16, 24)));
                    } else if (k < 0.7) {
                        out.add(String.format(Locale.ROOT, "{name: M%d, type: militia-foot, men: %d}", i,
                                pick(r, 10, 12, 16)));
                    } else if (k < 0.85) {
                        out.add(String.format(Locale.ROOT, "{name: R%d, type: horse, men: %d}", i, pick(r, 4, 6, 8)));
                    } else if (k < 0.95) {
                        out.add(String.format(Locale.ROOT, "{name: D%d, type: dragoons, men: %d}", i, pick(r, 6, 8)));
                    } else {
                        out.add("{name: A" + i + ", type: artillery, count: 1, men: 3}");
                    }
                }
                // A personality stands with the unit listed just before it (A2): never a gun.
                if (general && !out.get(0).contains("type: artillery")) {
                    out.add(1, "{name: General, type: personality, men: 1}");
                }
            }
        }
        return out;
    }

    /** Figures of an army: the sum over its lines of count (1 if not given) times men. */
    static int figures(List<String> army) {
        int sum = 0;
        for (String u : army) {
            Matcher c = COUNT.matcher(u);
            Matcher m = MEN.matcher(u);
            sum += (c.find() ? Integer.parseInt(c.group(1)) : 1) * (m.find() ? Integer.parseInt(m.group(1)) : 0);
        }
        return sum;
    }

    private static final Pattern COUNT = Pattern.compile("count: (\\d+)");
    private static final Pattern MEN = Pattern.compile("men: (\\d+)");

    private static int pick(UniformRandomProvider r, int... v) {
        return v[r.nextInt(v.length)];
    }

    private static String pick(UniformRandomProvider r, String... v) {
        return v[r.nextInt(v.length)];
    }

    private static void line(StringBuilder y, String s) {
        y.append(s).append('\n');
    }
}
