package org.muster.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a balance verdict survives stronger play: the same question answered under several players (each even
 * pairing, the same player on both sides), put in one line. A verdict that holds only under one bot is a property of
 * the bot, not of the rules (on acw-skirmish meeting-engagement, moving first helps the Union under doctrine and
 * slightly hurts it under naive), so {@code compare}, {@code price} and {@code sweep} with {@code --robust} and
 * {@code matrix} end with this line. Stateless; the texts use {@link Locale#ROOT}.
 *
 * <p>A signed answer (a change in win rate, a margin between the sides) is one of four verdicts, read from each
 * player's own significance test (so each player's answer is the one its own command would give): {@link
 * Verdict#HOLDS} when it is significant with the same sign under every player, {@link Verdict#HOLDS_PARTLY} when it is
 * significant with one sign under some and not significant under the rest, {@link Verdict#FLIPS} when it is
 * significant with opposite signs under two players, and {@link Verdict#NOT_SIGNIFICANT} when it is significant under
 * none. "Holds" needs every player's test to reject on its own, so it is no likelier to be claimed falsely than one
 * test; a false "flips" needs one false rejection against a true one, at most the tests' alpha.
 */
public final class Robustness {
    private Robustness() {
    }

    /** The verdict of a signed answer over the players; its CSV name is {@link #csv()}. */
    public enum Verdict {
        HOLDS, HOLDS_PARTLY, FLIPS, NOT_SIGNIFICANT;

        /** {@code holds}, {@code holds-partly}, {@code flips}, {@code not-significant}. */
        public String csv() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One player's signed answer.
     *
     * @param player      the player (as given, {@code ai} or {@code ai:preset})
     * @param change      the answer as a fraction (0.19 is +19 points of win rate)
     * @param significant whether the player's own test finds it significant
     */
    public record Answer(String player, double change, boolean significant) {
    }

    /** The verdict over the answers (at least one). */
    public static Verdict verdict(List<Answer> answers) {
        if (answers.isEmpty()) {
            throw new IllegalArgumentException("no answers");
        }
        boolean up = false;
        boolean down = false;
        boolean quiet = false;
        for (Answer a : answers) {
            if (!a.significant() || a.change() == 0) {
                quiet = true;
            } else if (a.change() > 0) {
                up = true;
            } else {
                down = true;
            }
        }
        return up && down ? Verdict.FLIPS : !up && !down ? Verdict.NOT_SIGNIFICANT
                : quiet ? Verdict.HOLDS_PARTLY : Verdict.HOLDS;
    }

    /**
     * The stability line of a signed answer, in points, e.g. {@code Union win rate B - A: holds under doctrine and
     * search: +19.0 and +17.2 points, both significant}, {@code ...: flips: naive -4.3 (significant), doctrine +19.0
     * (significant)}, {@code ...: holds under doctrine only: +19.0 points, significant; not significant under naive:
     * -0.3 points} or {@code ...: not significant under naive or doctrine: -0.3 and +1.0 points}.
     *
     * @param what what the answer measures, e.g. {@code Union win rate B - A}
     */
    public static String line(String what, List<Answer> answers) {
        Verdict v = verdict(answers);
        List<Answer> sig = new ArrayList<>();
        List<Answer> rest = new ArrayList<>();
        for (Answer a : answers) {
            (a.significant() && a.change() != 0 ? sig : rest).add(a);
        }
        String text = switch (v) {
            case HOLDS -> "holds under " + names(sig, "and") + ": " + values(sig) + " points, " + all(sig.size());
            case HOLDS_PARTLY -> "holds under " + names(sig, "and") + " only: " + values(sig) + " points, "
                    + all(sig.size()) + "; not significant under " + names(rest, "or") + ": " + values(rest)
                    + " points";
            case NOT_SIGNIFICANT -> "not significant under " + names(rest, "or") + ": " + values(rest) + " points";
            case FLIPS -> {
                StringBuilder sb = new StringBuilder("flips: ");
                for (int i = 0; i < answers.size(); i++) {
                    Answer a = answers.get(i);
                    sb.append(i == 0 ? "" : ", ").append(a.player()).append(' ').append(points(a.change()))
                            .append(a.significant() ? " (significant)" : " (not significant)");
                }
                yield sb.toString();
            }
        };
        return what + ": " + text;
    }

    /**
     * The stability line of a break-even value (price): {@code agrees} when every two players' break-evens lie within
     * 1.96 standard errors of their difference ({@link LogisticFit#agreesWith}), e.g. {@code break-even regulars
     * agrees under naive and doctrine: 4.31 [4.05, 4.58] and 4.62 [4.40, 4.85]}; else {@code DIFFERS}, naming the
     * first pair that does not agree; {@code NOT FOUND} when a player's fit has no break-even
     * ({@link LogisticFit#hasBreakEven}: the outcome does not move with the variable).
     */
    public static String breakEvenLine(String var, List<String> players, List<LogisticFit> fits) {
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < fits.size(); i++) {
            LogisticFit f = fits.get(i);
            values.append(i == 0 ? "" : i == fits.size() - 1 ? " and " : ", ").append(f.hasBreakEven()
                    ? String.format(Locale.ROOT, "%.2f [%.2f, %.2f]", f.breakEven(), f.lower(), f.upper()) : "none");
        }
        for (int i = 0; i < fits.size(); i++) {
            if (!fits.get(i).hasBreakEven()) {
                return "break-even " + var + " NOT FOUND under " + players.get(i) + " (the outcome does not move "
                        + "measurably with " + var + " over the values played): " + join(players, "and") + " give "
                        + values;
            }
        }
        for (int i = 0; i < fits.size(); i++) {
            for (int j = i + 1; j < fits.size(); j++) {
                if (!fits.get(i).agreesWith(fits.get(j))) {
                    return "break-even " + var + " DIFFERS between " + players.get(i) + " and " + players.get(j)
                            + " (beyond their intervals): " + join(players, "and") + " give " + values;
                }
            }
        }
        return "break-even " + var + " agrees under " + join(players, "and") + ": " + values;
    }

    /** {@code agrees}, {@code differs} or {@code none}: the verdict of {@link #breakEvenLine}, for a CSV column. */
    public static String breakEvenVerdict(List<LogisticFit> fits) {
        for (LogisticFit f : fits) {
            if (!f.hasBreakEven()) {
                return "none";
            }
        }
        for (int i = 0; i < fits.size(); i++) {
            for (int j = i + 1; j < fits.size(); j++) {
                if (!fits.get(i).agreesWith(fits.get(j))) {
                    return "differs";
                }
            }
        }
        return "agrees";
    }

    /**
     * The stability line of a sweep: whether the favoured side (the side whose 95% interval lies wholly above the
     * other's, or {@code neither}) at every point is the same under every player, e.g. {@code favoured side at each of
     * 2 points the same under naive and doctrine: Union, neither} or {@code favoured side DIFFERS at 1 of 2 points:
     * first-player=side-0-first: naive neither, doctrine Union}.
     *
     * @param points   a label per point, e.g. {@code first-player=side-0-first}
     * @param favoured per player, per point: the favoured side's name, or empty for neither
     */
    public static String favouredLine(List<String> players, List<String> points, List<List<String>> favoured) {
        List<String> differ = new ArrayList<>();
        for (int k = 0; k < points.size(); k++) {
            boolean same = true;
            for (List<String> f : favoured) {
                same &= f.get(k).equals(favoured.get(0).get(k));
            }
            if (!same) {
                StringBuilder sb = new StringBuilder(points.get(k)).append(':');
                for (int p = 0; p < players.size(); p++) {
                    sb.append(p == 0 ? " " : ", ").append(players.get(p)).append(' ')
                            .append(side(favoured.get(p).get(k)));
                }
                differ.add(sb.toString());
            }
        }
        if (differ.isEmpty()) {
            StringBuilder sides = new StringBuilder();
            for (int k = 0; k < points.size(); k++) {
                sides.append(k == 0 ? "" : ", ").append(side(favoured.get(0).get(k)));
            }
            return "favoured side at each of " + points.size() + " points the same under " + join(players, "and")
                    + ": " + sides;
        }
        return "favoured side DIFFERS at " + differ.size() + " of " + points.size() + " points: "
                + String.join("; ", differ);
    }

    private static String side(String favoured) {
        return favoured.isEmpty() ? "neither" : favoured;
    }

    private static String names(List<Answer> answers, String last) {
        List<String> names = new ArrayList<>();
        answers.forEach(a -> names.add(a.player()));
        return join(names, last);
    }

    private static String values(List<Answer> answers) {
        List<String> values = new ArrayList<>();
        answers.forEach(a -> values.add(points(a.change())));
        return join(values, "and");
    }

    private static String all(int n) {
        return n == 1 ? "significant" : n == 2 ? "both significant" : "all significant";
    }

    /** {@code a}, {@code a and b}, {@code a, b and c} (or {@code or}). */
    static String join(List<String> items, String last) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            sb.append(i == 0 ? "" : i == items.size() - 1 ? " " + last + " " : ", ").append(items.get(i));
        }
        return sb.toString();
    }

    /** A fraction in signed points of win rate, one decimal: 0.19 is {@code +19.0}. */
    static String points(double change) {
        return String.format(Locale.ROOT, "%+.1f", 100 * change);
    }
}
