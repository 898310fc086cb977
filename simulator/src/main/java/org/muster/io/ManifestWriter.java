package org.muster.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import org.muster.batch.RunPlan;
import org.muster.model.Scenario;
import org.muster.model.SideSpec;
import org.muster.rules.Template;

/**
 * Writes {@code manifest.properties}: what is needed to reproduce a run and trace its CSVs back to a code version, a
 * scenario file and a seed. Keys are written sorted, one {@code key=value} per line after one fixed comment line,
 * escaped so that {@link java.util.Properties#load} reads them back (non-ASCII as {@code \\uXXXX}), with {@code \n}
 * line ends. Unlike {@link java.util.Properties#store} there is no date comment, so the start and end times are the
 * only content that differs between two runs of the same command. Keys are documented in {@code reports/README.md}.
 * Written atomically ({@link AtomicFiles}). Stateless; safe from any thread.
 */
public final class ManifestWriter {
    public static final String MANIFEST = "manifest.properties";
    /** The {@code runner} of a run played on this machine's threads. */
    public static final String LOCAL = "local";

    private ManifestWriter() {
    }

    /**
     * Writes the manifest of a run.
     *
     * @param file          where to write, normally {@code OUT/manifest.properties}
     * @param musterVersion the simulator's version (and commit, if known)
     * @param scenarioFile  the scenario file that was run (hashed here), or null if it did not come from a file
     * @param plan          the plan that was run
     * @param battlesPlayed battles actually played (fewer than planned when a run stops at a precision)
     * @param started       when the run started
     * @param ended         when it ended
     */
    public static void write(Path file, String musterVersion, Path scenarioFile, RunPlan plan, long battlesPlayed,
            Instant started, Instant ended) throws IOException {
        write(file, musterVersion, scenarioFile, plan, battlesPlayed, started, ended, LOCAL, false);
    }

    /**
     * As above, played by {@code runner} ({@link #LOCAL}, or e.g. {@code spark local[*]}); {@code partial} adds
     * {@code partial=true}: the run was interrupted and its folder is not complete.
     */
    public static void write(Path file, String musterVersion, Path scenarioFile, RunPlan plan, long battlesPlayed,
            Instant started, Instant ended, String runner, boolean partial) throws IOException {
        SortedMap<String, String> entries = entries(musterVersion, scenarioFile, plan, battlesPlayed, started, ended);
        entries.put("runner", runner);
        if (partial) {
            entries.put("partial", "true");
        }
        AtomicFiles.write(file, out -> {
            out.write("# muster run manifest: keys are documented in reports/README.md\n");
            for (Map.Entry<String, String> e : entries.entrySet()) {
                out.write(escape(e.getKey(), true));
                out.write('=');
                out.write(escape(e.getValue(), false));
                out.write('\n');
            }
        });
    }

    /** The manifest's keys and values, sorted by key. */
    public static SortedMap<String, String> entries(String musterVersion, Path scenarioFile, RunPlan plan,
            long battlesPlayed, Instant started, Instant ended) throws IOException {
        Template template = plan.template();
        Scenario scenario = template.scenario();
        SortedMap<String, String> m = new TreeMap<>();
        m.put("muster.version", musterVersion);
        m.put("ruleset", plan.ruleset().id());
        m.put("scenario.name", scenario == null ? "" : scenario.name());
        m.put("scenario.file", scenarioFile == null ? "" : scenarioFile.toString());
        m.put("scenario.sha256", scenarioFile == null ? "" : sha256(scenarioFile));
        for (Map.Entry<String, String> e : template.parameters().changed().entrySet()) {
            m.put("parameter." + e.getKey(), e.getValue());
        }
        if (scenario != null) {
            for (Map.Entry<String, String> e : scenario.vars().entrySet()) {
                m.put("var." + e.getKey(), e.getValue());
            }
            List<SideSpec> sides = scenario.sides();
            for (int s = 0; s < sides.size(); s++) {
                SideSpec side = sides.get(s);
                m.put("side." + s + ".name", side.name());
                if (side.player() != null) {
                    m.put("side." + s + ".player", player(side));
                }
            }
        }
        m.put("seed", Long.toString(plan.seed()));
        m.put("battles", Long.toString(plan.battles()));
        m.put("battles.played", Long.toString(battlesPlayed));
        m.put("threads", Integer.toString(plan.threads()));
        m.put("chunk.size", Integer.toString(plan.chunkSize()));
        m.put("java.version", System.getProperty("java.version"));
        m.put("java.vendor", System.getProperty("java.vendor"));
        m.put("started", started.truncatedTo(ChronoUnit.MILLIS).toString());
        m.put("ended", ended.truncatedTo(ChronoUnit.MILLIS).toString());
        return m;
    }

    private static String player(SideSpec side) {
        String ai = side.player().ai();
        String preset = side.player().preset();
        String text = preset == null || preset.isEmpty() ? ai : ai + "/" + preset;
        Map<String, Double> weights = new TreeMap<>(side.player().weights());
        if (!weights.isEmpty()) {
            text += " " + weights;
        }
        return text;
    }

    /** The SHA-256 of a file's bytes, as 64 lower-case hex digits. */
    public static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), digest)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * Escapes for {@code Properties.load}: backslash, controls and non-ASCII always; separators and comment marks
     * ({@code = : # !}) and spaces only in keys, where they would end the key (in a value they are read literally,
     * so ISO-8601 times stay readable); a leading space of a value.
     */
    static String escape(String text, boolean key) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\t' -> sb.append("\\t");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\f' -> sb.append("\\f");
                case '=', ':', '#', '!' -> {
                    if (key) {
                        sb.append('\\');
                    }
                    sb.append(c);
                }
                case ' ' -> sb.append(i == 0 || key ? "\\ " : " ");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        sb.append(String.format("\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
