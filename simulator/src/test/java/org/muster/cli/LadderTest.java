package org.muster.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.batch.BatchRunner;
import org.muster.batch.BattleSink;
import org.muster.batch.RunPlan;
import org.muster.engine.BattleRecord;
import org.muster.run.ScenarioSetup;

/**
 * The players' ladder (issue 19) on every bundled scenario, found in {@code scenarios/<folder>/*.yaml} so that a
 * scenario or a rule set added later is on it: random &lt; naive &lt; doctrine, each step from both sides, and naive
 * against naive battles that fight (draws under half). The players are those of
 * {@code muster matrix FILE --players random,naive,doctrine}: {@code --ai SIDE=AI} through {@link ScenarioSetup}, so
 * doctrine is the scenario's own doctrine player (its preset and weights).
 *
 * <p><b>A step</b> from side s, weak to strong (random to naive, naive to doctrine): arm A has the weak player on
 * both sides, arm B the strong one on side s and the weak one on the other; battle i of A and battle i of B are played
 * on the same seeds (common random numbers, as {@code compare} pairs them). With x the side's score in a battle (1 a
 * win, 1/2 a draw, 0 a loss), the paired differences d_i = x_B - x_A have mean g (the step's gain) and sd sigma,
 * estimated by the paired t statistic z = mean(d) / se, se = sd(d) / sqrt(n). The gain a step must be able to show,
 * its target, is GAIN = {@value #GAIN} (five points of score, the issue's clear margin) or, where the weak player's
 * score x leaves less room, half the room: min(GAIN, {@value #ROOM_SHARE} (1 - x)) (a naive side already winning 97%
 * cannot gain five points; it can take half of what is left).
 *
 * <p><b>A check</b> passes when z &gt;= {@value #Z_SIG}, so a step that is not there (g &lt;= 0) passes with
 * probability below 0.0014. A step with gain g has E[z] = g sqrt(n) / sigma and fails with probability
 * Phi({@value #Z_SIG} - E[z]); n is chosen so that E[z] &gt;= {@value #Z_SIG} + {@value #Z_MARGIN} whenever g reaches
 * the target: n &gt;= (({@value #Z_SIG} + {@value #Z_MARGIN}) sigma / target)^2. So <b>a step gaining at least its
 * target fails with probability below Phi(-{@value #Z_MARGIN}) = 9.7e-7</b>, below 1e-6 per check. n is found by
 * looking every {@value #LOOK} pairs from {@value #FIRST} on and stopping at the first look where the pairs reach that
 * bound with sigma the sample sd of d (the sd z divides by; at most {@value #MAX} pairs), a two-stage design of
 * Stein's kind: the rule reads the spread of d and the weak arm's score, never the mean of d, and the little it can
 * do to z (stopping where the sample sd happens to be low) raises z, towards a pass, not a failure. A step also
 * stops, passed, at the first look where z &gt;= {@value #Z_SIG} + {@value #Z_MARGIN}: that can turn a failure into a
 * pass, never a pass into a failure, so the false-failure rate stands, and a step that is not there clears 7.76 at one
 * of its at most 159 looks with probability below 159 Phi(-7.76), about 7e-13. So a clear step costs a few hundred
 * pairs and a marginal one up to about 12,000: on the bundled scenarios (players of December 2026, five steps
 * failing) about 170,000 battles in all, some 80 CPU-seconds, so the test runs in verify.
 *
 * <p><b>Draws.</b> The naive-against-naive battles of the doctrine step (at least {@value #FIRST}): the check fails
 * when draws are half or more, which a scenario whose true draw rate p is at most 1/2 - 4.76 (1/2) / sqrt(n), 39% at
 * the fewest battles, does with probability below 1e-6.
 *
 * <p>The rates are those of the normal approximation to the paired mean, good where many pairs differ; where few do
 * (a side near a ceiling, a step of a few points decided in a few dozen battles) the true tail can be heavier and
 * the stated rates are approximate.
 *
 * <p>The seed is fixed, so the test is deterministic: a failure means the players or the rules changed; its message
 * names scenario, side, step, scores, n and z. {@code -Dmuster.ladder.out=DIR} writes every check of a scenario to
 * {@code DIR/<folder>-<scenario>.csv}; {@code -Dmuster.ladder.only=TEXT} keeps the scenarios whose path contains TEXT.
 */
class LadderTest {
    static final long SEED = 20_261_219L;
    static final double GAIN = 0.05;
    static final double ROOM_SHARE = 0.5;
    static final double Z_SIG = 3.0;
    static final double Z_MARGIN = 4.76;
    static final int FIRST = 500;
    static final int LOOK = 250;
    static final int MAX = 40_000;
    private static final String ONLY = System.getProperty("muster.ladder.only", "");
    private static final int CHUNK = 125;

    /**
     * The steps known not to hold yet, as "folder/file.yaml side S weak->strong": issue 19 stays open for them. Such
     * a check is still played and printed, and asserts two things instead of the step: that the strong player is not
     * significantly worse than the weak one (z &gt; -{@value #Z_SIG}, false-failure rate below 0.0014 at no true
     * loss), and that the step still fails (with the fixed seed, deterministic): a step that now holds must come off
     * this list, so the list cannot outlive the fix. Empty since the jacobite45 doctrine's charge look-ahead
     * (charge-look) took the Clifton Moor Jacobites' step off it: every step of every bundled scenario holds.
     */
    static final Set<String> OPEN = Set.of();

    /** Every open step names a bundled scenario, a side and a step of the ladder (a stale entry would hide nothing). */
    @Test
    void openSteps_nameBundledScenariosSidesAndSteps() throws IOException {
        Set<String> names = new java.util.HashSet<>();
        scenarios("").forEach(p -> names.add(p.getParent().getFileName() + "/" + p.getFileName()));
        for (String key : OPEN) {
            String[] part = key.split(" ");
            assertTrue(part.length == 4 && names.contains(part[0]) && part[1].equals("side")
                    && (part[2].equals("0") || part[2].equals("1"))
                    && (part[3].equals("random->naive") || part[3].equals("naive->doctrine")), key);
        }
    }

    static Stream<Path> scenarios() throws IOException {
        return scenarios(ONLY);
    }

    /** The bundled scenarios whose path contains {@code only}. */
    static Stream<Path> scenarios(String only) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(Path.of(System.getProperty("muster.root", ".."), "scenarios"))) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                try (Stream<Path> s = Files.list(dir)) {
                    s.filter(p -> p.toString().endsWith(".yaml") && p.toString().replace('\\', '/').contains(only))
                            .sorted().forEach(files::add);
                }
            }
        }
        return files.stream();
    }

    /** One checked step: side, weak and strong player, pairs, both mean scores, the paired z and se. */
    record Check(int side, String sideName, String weak, String strong, int n, double weakScore, double strongScore,
            double z, double se, double target) {
        double gain() {
            return strongScore - weakScore;
        }

        boolean pass() {
            return z >= Z_SIG;
        }

        String describe(String scenario) {
            return String.format(Locale.ROOT, "%s: side %d (%s) %s -> %s against %s: score %.3f -> %.3f "
                    + "(gain %+.1f points, target %.1f), n %d pairs, paired z %.2f (needs >= %.2f)%s", scenario,
                    side, sideName, weak, strong, weak, weakScore, strongScore, 100 * gain(), 100 * target, n, z,
                    Z_SIG, pass() ? "" : " FAILS");
        }
    }

    /** The winner of every battle of an arm, by battle index. */
    private static final class Winners implements BattleSink {
        final int[] winner;

        Winners(int max) {
            winner = new int[max];
        }

        @Override
        public void battle(long battle, long diceSeed, int w, int how, int turns, int lost0, int lost1) {
            winner[(int) battle] = w;
        }
    }

    /** An arm: the scenario with these players on side 0 and side 1, played block by block. */
    private static final class Arm implements AutoCloseable {
        final Winners rows;
        final BatchRunner runner;
        long played;

        Arm(Path file, String p0, String p1, int max) {
            rows = new Winners(max);
            ScenarioSetup.Loaded l = ScenarioSetup.load(file, Map.of(), Map.of("0", p0, "1", p1));
            runner = BatchRunner.open(new RunPlan(l.ruleset(), l.template(), SEED, max,
                    Math.max(1, Runtime.getRuntime().availableProcessors()), CHUNK));
        }

        /** Plays on to {@code battles} battles. */
        void playTo(long battles) {
            runner.runChunks(played / CHUNK, battles / CHUNK, rows, null);
            played = battles;
        }

        @Override
        public void close() {
            runner.close();
        }
    }

    /** The gain a step must be able to show: GAIN, or half the room the weak player's score leaves, if less. */
    static double target(double weakScore) {
        return Math.min(GAIN, ROOM_SHARE * (1 - weakScore));
    }

    /** Twice side s's score in a battle won by {@code winner}: 2, 1 or 0. */
    private static int score2(int winner, int side) {
        return winner == side ? 2 : winner == BattleRecord.DRAW ? 1 : 0;
    }

    /**
     * One step of the ladder from both sides (weak on both sides, strong on side 0, strong on side 1, the same
     * seeds), each side's pairs grown until its n is reached, at most {@code max} (a multiple of {@value #LOOK} and
     * of the chunk); returns the two checks and the weak-weak draws. {@link SearchLadderTest} plays its search step
     * with a smaller {@code max} (search is slow) and states what that does to the rates.
     */
    static Check[] step(Path file, String[] sideNames, String weak, String strong, long[] evenDraws, int max) {
        // Looks fall on whole chunks and never past max (a held-out check by hand may cap the pairs below FIRST).
        if (max < CHUNK || max % CHUNK != 0) {
            throw new IllegalArgumentException("at most " + max + " pairs: the cap must be a positive multiple of "
                    + CHUNK);
        }
        try (Arm even = new Arm(file, weak, weak, max); Arm up0 = new Arm(file, strong, weak, max);
                Arm up1 = new Arm(file, weak, strong, max)) {
            Arm[] up = {up0, up1};
            int[] n = {0, 0};
            long[] sum = new long[2];
            long[] sum2 = new long[2];
            long[] weakSum = new long[2];
            for (int played = 0; (n[0] == 0 || n[1] == 0) && played < max;) {
                int to = Math.min(max, played + (played == 0 ? FIRST : LOOK));
                even.playTo(to);
                for (int s = 0; s < 2; s++) {
                    if (n[s] != 0) {
                        continue;
                    }
                    up[s].playTo(to);
                    for (int i = played; i < to; i++) {
                        long d = score2(up[s].rows.winner[i], s) - score2(even.rows.winner[i], s);
                        sum[s] += d;
                        sum2[s] += d * d;
                        weakSum[s] += score2(even.rows.winner[i], s);
                    }
                    // n >= ((Z_SIG + Z_MARGIN) sd(d) / target)^2, or z already clear of Z_SIG + Z_MARGIN; d in halves.
                    double mean = sum[s] / 2.0 / to;
                    double var = (sum2[s] / 4.0 - to * mean * mean) / (to - 1);
                    double target = target(weakSum[s] / 2.0 / to);
                    double needed = target <= 0 ? 0 : Math.pow((Z_SIG + Z_MARGIN) / target, 2) * var;
                    boolean clear = var > 0 && mean / Math.sqrt(var / to) >= Z_SIG + Z_MARGIN;
                    if (to >= needed || to >= max || clear) {
                        n[s] = to;
                    }
                }
                played = to;
            }
            long draws = 0;
            for (int i = 0; i < even.played; i++) {
                draws += even.rows.winner[i] == BattleRecord.DRAW ? 1 : 0;
            }
            evenDraws[0] = draws;
            evenDraws[1] = even.played;
            Check[] checks = new Check[2];
            for (int s = 0; s < 2; s++) {
                double mean = sum[s] / 2.0 / n[s];
                double var = (sum2[s] / 4.0 - n[s] * mean * mean) / (n[s] - 1);
                double se = Math.sqrt(Math.max(var, 0) / n[s]);
                double z = se == 0 ? (mean > 0 ? Double.POSITIVE_INFINITY : mean < 0 ? Double.NEGATIVE_INFINITY : 0)
                        : mean / se;
                double weakScore = weakSum[s] / 2.0 / n[s];
                checks[s] = new Check(s, sideNames[s], weak, strong, n[s], weakScore, weakScore + mean, z, se,
                        target(weakScore));
            }
            return checks;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void ladder_randomBelowNaiveBelowDoctrine_fromBothSides_naiveBattlesFight(Path file) throws IOException {
        String name = file.getParent().getFileName() + "/" + file.getFileName();
        ScenarioSetup.Loaded base = ScenarioSetup.load(file, Map.of(), Map.of());
        String[] sides = {base.scenario().sides().get(0).name(), base.scenario().sides().get(1).name()};
        List<Check> checks = new ArrayList<>();
        long[] draws = new long[2];
        checks.addAll(List.of(step(file, sides, "random", "naive", draws, MAX)));
        checks.addAll(List.of(step(file, sides, "naive", "doctrine", draws, MAX)));
        StringBuilder all = new StringBuilder();
        List<Executable> asserts = asserts(name, checks, OPEN, "LadderTest.OPEN", "issue 19", all);
        boolean fight = 2 * draws[0] < draws[1];
        String drawLine = String.format(Locale.ROOT, "%s: naive against naive draws %d of %d battles (%.1f%%), "
                + "needs under half%s", name, draws[0], draws[1], 100.0 * draws[0] / draws[1], fight ? "" : " FAILS");
        all.append("\n  ").append(drawLine);
        asserts.add(() -> assertTrue(fight, drawLine));
        write(file, checks, draws, fight);
        assertAll("ladder of " + name + " (seed " + SEED + "):" + all, asserts);
    }

    /**
     * The assertions of the checks of one scenario: a step passes, or, when its key ("folder/file.yaml side S
     * weak->strong") is in {@code open}, the strong player is not significantly worse and the step still fails (so it
     * must come off {@code listName} once it holds); each check's line is appended to {@code all}.
     */
    static List<Executable> asserts(String name, List<Check> checks, Set<String> open, String listName,
            String issue, StringBuilder all) {
        List<Executable> asserts = new ArrayList<>();
        for (Check c : checks) {
            String key = name + " side " + c.side() + " " + c.weak() + "->" + c.strong();
            if (open.contains(key)) {
                all.append("\n  ").append(c.describe(name)).append(" [open: ").append(issue).append(']');
                asserts.add(() -> assertTrue(c.z() > -Z_SIG, c.describe(name) + ": an open step, and the strong "
                        + "player is now significantly worse than the weak one"));
                asserts.add(() -> assertTrue(!c.pass(), c.describe(name) + ": this step now holds; take \"" + key
                        + "\" off " + listName));
            } else {
                all.append("\n  ").append(c.describe(name));
                asserts.add(() -> assertTrue(c.pass(), c.describe(name)));
            }
        }
        return asserts;
    }

    /** With {@code -Dmuster.ladder.out=DIR}: every check of the scenario to DIR/folder-scenario.csv. */
    static void write(Path file, List<Check> checks, long[] draws, boolean fight) throws IOException {
        String dir = System.getProperty("muster.ladder.out");
        if (dir == null || dir.isBlank()) {
            return;
        }
        StringBuilder csv = new StringBuilder("scenario,side,side_name,weak,strong,pairs,weak_score,strong_score,"
                + "gain,se,z,target,pass\n");
        String name = file.getParent().getFileName() + "/" + file.getFileName();
        for (Check c : checks) {
            csv.append(String.format(Locale.ROOT, "%s,%d,%s,%s,%s,%d,%.4f,%.4f,%.4f,%.4f,%.2f,%.4f,%b%n", name,
                    c.side(), c.sideName(), c.weak(), c.strong(), c.n(), c.weakScore(), c.strongScore(), c.gain(),
                    c.se(), c.z(), c.target(), c.pass()));
        }
        csv.append(String.format(Locale.ROOT, "%s,,draws naive v naive,naive,naive,%d,%.4f,,,,,,%b%n", name, draws[1],
                (double) draws[0] / draws[1], fight));
        Path out = Path.of(dir);
        Files.createDirectories(out);
        Files.writeString(out.resolve(file.getParent().getFileName() + "-"
                + file.getFileName().toString().replace(".yaml", ".csv")), csv);
    }
}
