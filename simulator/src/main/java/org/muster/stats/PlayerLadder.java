package org.muster.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a scenario's players climb: the ladder of a player matrix ({@code muster matrix --players}, weakest first).
 * A verdict is about the rules only if the players that produce it play well, and a player that is stronger on the
 * bundled scenarios can play worse than a weaker one on a new scenario (doctrine loses to naive on about one generated
 * side in 50: HeldOutLadderTest). So a designer checks a new scenario's ladder before trusting a verdict on it, and
 * this class says what the matrix shows: for each step from a player to the next stronger one, and for each side and
 * each opponent the other side plays, the change in the side's win rate when it plays the stronger player instead
 * (a draw is not a win), with a 95% interval. Stateless; the texts use {@link Locale#ROOT}.
 *
 * <p>The interval of a difference of two win rates is Newcombe's hybrid score interval (Newcombe 1998, "Interval
 * estimation for the difference between independent proportions", method 10), built from the two rates' own Wilson
 * intervals ({@link WinRate}): {@code d - sqrt((p2 - l2)^2 + (u1 - p1)^2)} to {@code d + sqrt((u2 - p2)^2 + (p1 -
 * l1)^2)} for {@code d = p2 - p1}. It treats the two pairings as independent. The matrix plays every pairing on the
 * same battle seeds, which makes the two rates positively correlated and the true interval of their difference
 * narrower, so these intervals are conservative: a step called significant is significant on the paired data too.
 *
 * <p>Each check is read alone at 95% (no correction for their number), and a step's verdict is the worst of its
 * checks: {@link Verdict#BROKEN} when some side is significantly worse with the stronger player against some
 * opponent (on a ladder that truly climbs by a few points everywhere, a false "broken" needs a 2.5% tail in one of
 * the checks, so at most 2.5% times the number of checks, and far less where the climb is larger), {@link
 * Verdict#HOLDS} when every check is significantly better, {@link Verdict#NOT_SHOWN} otherwise.
 */
public final class PlayerLadder {
    private PlayerLadder() {
    }

    /**
     * Room to gain: a check whose weaker player already wins more than {@code 1 - ROOM} of its battles cannot show a
     * clear gain (5 points, the margin issue 19 asks of doctrine over naive), and is {@link Verdict#NO_ROOM} unless
     * the stronger player is significantly worse.
     */
    public static final double ROOM = 0.05;

    /**
     * A check's verdict, a step's (its worst check) or the ladder's (its worst step); its CSV name is {@link #csv()}.
     * A step whose checks all have no room is NOT_SHOWN.
     */
    public enum Verdict {
        HOLDS, NO_ROOM, NOT_SHOWN, BROKEN;

        /** {@code holds}, {@code no-room}, {@code not-shown}, {@code broken}. */
        public String csv() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One check: side {@code side} played by {@code stronger} instead of {@code weaker}, against {@code opponent} on
     * the other side.
     *
     * @param weaker   the weaker player of the step
     * @param stronger the next stronger player
     * @param side     0 or 1
     * @param sideName the side's name in the scenario
     * @param opponent the other side's player in both pairings
     * @param before   the side's win rate with the weaker player
     * @param after    the side's win rate with the stronger player
     * @param lower    the lower bound of the gain's 95% interval (a fraction: 0.05 is 5 points)
     * @param upper    the upper bound
     */
    public record Check(String weaker, String stronger, int side, String sideName, String opponent, WinRate before,
            WinRate after, double lower, double upper) {
        /** The gain: the side's win rate with the stronger player minus with the weaker, a fraction. */
        public double gain() {
            return after.rate() - before.rate();
        }

        /**
         * HOLDS when the whole interval is above zero, BROKEN when it is wholly below, NO_ROOM when neither and the
         * weaker player already wins more than {@code 1 - }{@link #ROOM}, NOT_SHOWN otherwise.
         */
        public Verdict verdict() {
            return lower > 0 ? Verdict.HOLDS : upper < 0 ? Verdict.BROKEN
                    : before.rate() > 1 - ROOM ? Verdict.NO_ROOM : Verdict.NOT_SHOWN;
        }

        /** The step's name, {@code weaker < stronger}. */
        public String step() {
            return weaker + " < " + stronger;
        }
    }

    /**
     * Every check of the ladder, step by step (in the order of {@code players}), side 0 then side 1, the opponents in
     * the order of {@code players}.
     *
     * @param players   the matrix's players, weakest first (at least two)
     * @param pairings  {side 0's player, side 1's} of each summary; every pairing of two players must be present
     * @param summaries the summary of each pairing
     */
    public static List<Check> checks(List<String> players, List<String[]> pairings, List<Summary> summaries) {
        List<WinRate[]> rates = new ArrayList<>();
        for (Summary s : summaries) {
            rates.add(new WinRate[] {s.side(0).winRate(), s.side(1).winRate()});
        }
        Summary any = summaries.get(0);
        return checks(players, List.of(any.side(0).name(), any.side(1).name()), pairings, rates);
    }

    /**
     * {@link #checks(List, List, List)} from the win rates alone: {@code rates.get(k)} holds side 0's and side 1's win
     * rate in pairing k.
     *
     * @param sideNames side 0's name and side 1's
     */
    public static List<Check> checks(List<String> players, List<String> sideNames, List<String[]> pairings,
            List<WinRate[]> rates) {
        if (players.size() < 2) {
            throw new IllegalArgumentException("a ladder needs at least two players, got " + players);
        }
        Map<String, WinRate[]> byPairing = new HashMap<>();
        for (int k = 0; k < pairings.size(); k++) {
            byPairing.put(key(pairings.get(k)[0], pairings.get(k)[1]), rates.get(k));
        }
        List<Check> checks = new ArrayList<>();
        for (int i = 0; i + 1 < players.size(); i++) {
            String weaker = players.get(i);
            String stronger = players.get(i + 1);
            for (int side = 0; side < 2; side++) {
                for (String opponent : players) {
                    WinRate before = (side == 0 ? rates(byPairing, weaker, opponent)
                            : rates(byPairing, opponent, weaker))[side];
                    WinRate after = (side == 0 ? rates(byPairing, stronger, opponent)
                            : rates(byPairing, opponent, stronger))[side];
                    double[] ci = newcombe(before, after);
                    checks.add(new Check(weaker, stronger, side, sideNames.get(side), opponent, before, after, ci[0],
                            ci[1]));
                }
            }
        }
        return checks;
    }

    /**
     * The verdict of {@code checks} (at least one): BROKEN when any is, else NOT_SHOWN when any is or when none
     * HOLDS (every check without room), else HOLDS.
     */
    public static Verdict verdict(List<Check> checks) {
        if (checks.isEmpty()) {
            throw new IllegalArgumentException("no checks");
        }
        boolean holds = false;
        Verdict worst = Verdict.HOLDS;
        for (Check c : checks) {
            holds |= c.verdict() == Verdict.HOLDS;
            if (c.verdict().ordinal() > worst.ordinal()) {
                worst = c.verdict();
            }
        }
        return worst == Verdict.BROKEN ? worst : !holds || worst == Verdict.NOT_SHOWN ? Verdict.NOT_SHOWN
                : Verdict.HOLDS;
    }

    /**
     * The ladder in one line, a clause a step, e.g. {@code naive < doctrine holds: +8.0 to +29.0 points for both
     * sides against every opponent, 4 of 4 significant} or {@code naive < doctrine BROKEN: Grey's doctrine against
     * naive -16.8 points [-21.0, -12.6]}.
     */
    public static String line(List<Check> checks) {
        StringBuilder sb = new StringBuilder();
        int from = 0;
        while (from < checks.size()) {
            int to = from;
            while (to < checks.size() && checks.get(to).step().equals(checks.get(from).step())) {
                to++;
            }
            if (sb.length() > 0) {
                sb.append("; ");
            }
            step(sb, checks.subList(from, to));
            from = to;
        }
        return sb.toString();
    }

    private static void step(StringBuilder sb, List<Check> step) {
        Verdict v = verdict(step);
        double least = Double.POSITIVE_INFINITY;
        double most = Double.NEGATIVE_INFINITY;
        int significant = 0;
        int noRoom = 0;
        for (Check c : step) {
            if (c.verdict() == Verdict.NO_ROOM) {
                noRoom++;
                continue;
            }
            least = Math.min(least, c.gain());
            most = Math.max(most, c.gain());
            significant += c.verdict() == Verdict.HOLDS ? 1 : 0;
        }
        String room = noRoom == 0 ? "" : String.format(Locale.ROOT, "; %d with no room: the weaker player wins over "
                + "%.0f%%", noRoom, 100 * (1 - ROOM));
        sb.append(step.get(0).step()).append(' ');
        if (v == Verdict.HOLDS) {
            sb.append(String.format(Locale.ROOT, "holds: %s to %s points, significantly better for both sides against "
                    + "every opponent%s (%d of %d checks%s)", points(least), points(most),
                    noRoom == 0 ? "" : " with room to gain", significant, step.size(), room));
            return;
        }
        sb.append(v == Verdict.BROKEN ? "BROKEN: " : "not shown: ");
        List<Check> named = new ArrayList<>();
        for (Check c : step) {
            if (c.verdict() == v || v == Verdict.NOT_SHOWN && c.verdict() == Verdict.NO_ROOM && significant == 0) {
                named.add(c);
            }
        }
        for (int i = 0; i < Math.min(2, named.size()); i++) {
            Check c = named.get(i);
            sb.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%s's %s against %s %s points [%s, %s]",
                    c.sideName(), c.stronger(), c.opponent(), points(c.gain()), points(c.lower()), points(c.upper())));
        }
        if (named.size() > 2) {
            sb.append(" and ").append(named.size() - 2).append(" more");
        }
        sb.append(String.format(Locale.ROOT, " (%d of %d checks significantly better%s)", significant, step.size(),
                room));
    }

    /**
     * Newcombe's hybrid score interval of {@code after.rate() - before.rate()} from the two Wilson intervals: {lower,
     * upper}.
     */
    static double[] newcombe(WinRate before, WinRate after) {
        double d = after.rate() - before.rate();
        double down = Math.hypot(after.rate() - after.lower(), before.upper() - before.rate());
        double up = Math.hypot(after.upper() - after.rate(), before.rate() - before.lower());
        return new double[] {d - down, d + up};
    }

    private static WinRate[] rates(Map<String, WinRate[]> byPairing, String p0, String p1) {
        WinRate[] r = byPairing.get(key(p0, p1));
        if (r == null) {
            throw new IllegalArgumentException("no pairing " + p0 + " v " + p1 + " in the matrix");
        }
        return r;
    }

    private static String key(String p0, String p1) {
        return p0 + '\u0000' + p1;
    }

    private static String points(double fraction) {
        return String.format(Locale.ROOT, "%+.1f", 100 * fraction);
    }
}
