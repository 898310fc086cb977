package org.muster.io;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Writes a JUnit XML report (the "surefire" shape that CI servers display): one {@code <testsuite>} per scenario, one
 * {@code <testcase>} per expectation, with a {@code <failure>} or {@code <skipped>} element. Written atomically.
 * Stateless.
 */
public final class JUnitWriter {
    /** One test case: its name, and a failure or skip message (null when it passed). */
    public record Case(String name, String failure, String skipped, double seconds) {
    }

    /**
     * One suite: a scenario and its cases. {@code classname} is what CI servers show as the test class and split on
     * dots into package and class: the rule set, a dot, the scenario's file name without {@code .yaml} (any dot in it
     * written as {@code _}), e.g. {@code acw-skirmish.farm-assault}.
     */
    public record Suite(String name, String classname, List<Case> cases, double seconds) {
    }

    /** The classname of a scenario's suite: {@code ruleset.stem}. */
    public static String classname(String ruleset, String stem) {
        return ruleset.replace('.', '_') + "." + stem.replace('.', '_');
    }

    private JUnitWriter() {
    }

    public static void write(Path file, List<Suite> suites) throws IOException {
        AtomicFiles.write(file, out -> {
            int tests = 0;
            int failures = 0;
            int skipped = 0;
            for (Suite s : suites) {
                for (Case c : s.cases()) {
                    tests++;
                    failures += c.failure() != null ? 1 : 0;
                    skipped += c.failure() == null && c.skipped() != null ? 1 : 0;
                }
            }
            out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            out.write(String.format(Locale.ROOT, "<testsuites name=\"muster check\" tests=\"%d\" failures=\"%d\" "
                    + "skipped=\"%d\">\n", tests, failures, skipped));
            for (Suite s : suites) {
                suite(out, s);
            }
            out.write("</testsuites>\n");
        });
    }

    private static void suite(Writer out, Suite s) throws IOException {
        long failures = s.cases().stream().filter(c -> c.failure() != null).count();
        long skipped = s.cases().stream().filter(c -> c.failure() == null && c.skipped() != null).count();
        out.write(String.format(Locale.ROOT, "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"0\" "
                + "skipped=\"%d\" time=\"%.3f\">\n", escape(s.name()), s.cases().size(), failures, skipped,
                s.seconds()));
        for (Case c : s.cases()) {
            out.write(String.format(Locale.ROOT, "    <testcase classname=\"%s\" name=\"%s\" time=\"%.3f\"",
                    escape(s.classname()), escape(c.name()), c.seconds()));
            if (c.failure() != null) {
                out.write(">\n      <failure message=\"" + escape(c.failure()) + "\"/>\n    </testcase>\n");
            } else if (c.skipped() != null) {
                out.write(">\n      <skipped message=\"" + escape(c.skipped()) + "\"/>\n    </testcase>\n");
            } else {
                out.write("/>\n");
            }
        }
        out.write("  </testsuite>\n");
    }

    /** XML attribute text: the five predefined entities; other control characters dropped. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> {
                    if (c >= 0x20 || c == '\t') {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
