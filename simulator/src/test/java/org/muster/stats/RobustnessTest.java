package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The four verdicts of a signed answer over players, and their lines, as the README and reports/README word them. */
class RobustnessTest {
    private static Robustness.Answer a(String player, double change, boolean significant) {
        return new Robustness.Answer(player, change, significant);
    }

    @Test
    void line_holds_flips_holdsPartly_notSignificant() {
        List<Robustness.Answer> holds = List.of(a("doctrine", 0.19, true), a("search", 0.172, true));
        assertEquals(Robustness.Verdict.HOLDS, Robustness.verdict(holds));
        assertEquals("X: holds under doctrine and search: +19.0 and +17.2 points, both significant",
                Robustness.line("X", holds));

        List<Robustness.Answer> flips = List.of(a("naive", -0.043, true), a("doctrine", 0.19, true),
                a("search", 0.01, false));
        assertEquals(Robustness.Verdict.FLIPS, Robustness.verdict(flips));
        assertEquals("X: flips: naive -4.3 (significant), doctrine +19.0 (significant), search +1.0 (not significant)",
                Robustness.line("X", flips));

        List<Robustness.Answer> partly = List.of(a("naive", -0.003, false), a("doctrine", 0.19, true),
                a("search", 0.172, true));
        assertEquals(Robustness.Verdict.HOLDS_PARTLY, Robustness.verdict(partly));
        assertEquals("X: holds under doctrine and search only: +19.0 and +17.2 points, both significant; not "
                + "significant under naive: -0.3 points", Robustness.line("X", partly));

        List<Robustness.Answer> none = List.of(a("naive", -0.003, false), a("doctrine", 0.01, false),
                a("search", 0, false));
        assertEquals(Robustness.Verdict.NOT_SIGNIFICANT, Robustness.verdict(none));
        assertEquals("X: not significant under naive, doctrine or search: -0.3, +1.0 and +0.0 points",
                Robustness.line("X", none));
        assertEquals("holds-partly", Robustness.Verdict.HOLDS_PARTLY.csv());
    }

    @Test
    void favouredLine_sameOrDiffersNamingThePoints() {
        List<String> players = List.of("naive", "doctrine");
        List<String> points = List.of("v=1", "v=2");
        assertEquals("favoured side at each of 2 points the same under naive and doctrine: Union, neither",
                Robustness.favouredLine(players, points, List.of(List.of("Union", ""), List.of("Union", ""))));
        assertEquals("favoured side DIFFERS at 1 of 2 points: v=2: naive neither, doctrine Union",
                Robustness.favouredLine(players, points, List.of(List.of("Union", ""), List.of("Union", "Union"))));
    }

    /** A player under whom the outcome does not move with the variable has no break-even to compare: NOT FOUND. */
    @Test
    void breakEvenLine_aFlatFitIsNotFound_notADisagreement() {
        LogisticFit steep = LogisticFit.of(new double[] {1, 9}, new double[] {400, 400}, new double[] {4, 397});
        LogisticFit flat = LogisticFit.of(new double[] {1, 9}, new double[] {400, 400}, new double[] {200, 200});
        String line = Robustness.breakEvenLine("regulars", List.of("naive", "doctrine"), List.of(steep, flat));
        assertTrue(line.startsWith("break-even regulars NOT FOUND under doctrine"), line);
        assertTrue(line.endsWith("naive and doctrine give " + String.format(java.util.Locale.ROOT, "%.2f [%.2f, %.2f]",
                steep.breakEven(), steep.lower(), steep.upper()) + " and none"), line);
        assertEquals("none", Robustness.breakEvenVerdict(List.of(steep, flat)));
        assertEquals("agrees", Robustness.breakEvenVerdict(List.of(steep, steep)));
    }
}
