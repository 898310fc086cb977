package org.muster.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The ladder of a player matrix: Newcombe's interval, each check's verdict, a step's and the line. */
class PlayerLadderTest {
    private static final List<String> SIDES = List.of("Blue", "Grey");
    private static final int N = 1000;

    /**
     * Newcombe (1998), "Interval estimation for the difference between independent proportions", Table II example
     * (a), 56/70 - 48/80, method 10 (the hybrid score interval): 0.0524 to 0.3339.
     */
    @Test
    void newcombe_isThePublishedHybridScoreInterval() {
        double[] ci = PlayerLadder.newcombe(WinRate.of(48, 80), WinRate.of(56, 70));
        assertEquals(0.0524, ci[0], 5e-5);
        assertEquals(0.3339, ci[1], 5e-5);
    }

    /**
     * Two players, naive then doctrine: side 0's wins in pairing (p0, p1) out of 1000, side 1's the rest (no draws).
     * Each side's win rate with doctrine is 10 points above naive's against either opponent: every check holds.
     */
    @Test
    void aLadderThatClimbsFromBothSides_holds_fourChecksInOrder() {
        List<PlayerLadder.Check> checks = ladder(500, 400, 600, 500);
        assertEquals(4, checks.size());
        // Side 0 against naive, against doctrine; then side 1 against naive, against doctrine.
        assertEquals(List.of("0 naive", "0 doctrine", "1 naive", "1 doctrine"),
                checks.stream().map(c -> c.side() + " " + c.opponent()).toList());
        for (PlayerLadder.Check c : checks) {
            assertEquals(0.10, c.gain(), 1e-12, c.toString());
            assertEquals(PlayerLadder.Verdict.HOLDS, c.verdict(), c.toString());
            assertTrue(c.lower() > 0.05 && c.upper() < 0.15, c.toString());
        }
        assertEquals(PlayerLadder.Verdict.HOLDS, PlayerLadder.verdict(checks));
        assertEquals("naive < doctrine holds: +10.0 to +10.0 points, significantly better for both sides against "
                + "every opponent (4 of 4 checks)", PlayerLadder.line(checks));
    }

    /** Grey's doctrine loses 12 points against naive (side 1's win rate 500 to 380 of 1000): broken, and named. */
    @Test
    void aStrongerPlayerSignificantlyWorseOnOneSide_isBroken_andTheLineNamesIt() {
        // naive v naive Blue 500; naive v doctrine Blue 620 (Grey doctrine worse); doctrine v naive 600;
        // doctrine v doctrine 700.
        List<PlayerLadder.Check> checks = ladder(500, 620, 600, 700);
        PlayerLadder.Check grey = checks.get(2);
        assertEquals(1, grey.side());
        assertEquals("naive", grey.opponent());
        assertEquals(-0.12, grey.gain(), 1e-12);
        assertEquals(PlayerLadder.Verdict.BROKEN, grey.verdict());
        assertEquals(PlayerLadder.Verdict.BROKEN, PlayerLadder.verdict(checks));
        String line = PlayerLadder.line(checks);
        assertTrue(line.startsWith("naive < doctrine BROKEN: Grey's doctrine against naive -12.0 points ["), line);
        assertTrue(line.endsWith("(2 of 4 checks significantly better)"), line);
    }

    /** A gain of 2 points in 1000 battles is not significant: not shown (not broken, not holding). */
    @Test
    void aSmallGain_isNotShown() {
        List<PlayerLadder.Check> checks = ladder(500, 400, 520, 500);
        assertEquals(PlayerLadder.Verdict.NOT_SHOWN, checks.get(0).verdict());
        assertEquals(PlayerLadder.Verdict.NOT_SHOWN, PlayerLadder.verdict(checks));
        assertTrue(PlayerLadder.line(checks).startsWith("naive < doctrine not shown: Blue's doctrine against naive "
                + "+2.0 points ["), PlayerLadder.line(checks));
    }

    /**
     * Blue's naive already wins 97% against naive: the check has no room and does not stop the step holding; were
     * doctrine significantly worse there (97% to 92%) it would still be broken; and a step with no room in every
     * check shows nothing.
     */
    @Test
    void noRoomAtTheCeiling_doesNotCountAgainst_unlessWorse() {
        List<PlayerLadder.Check> ceiling = ladder(970, 400, 975, 500);
        assertEquals(PlayerLadder.Verdict.NO_ROOM, ceiling.get(0).verdict());
        assertEquals(PlayerLadder.Verdict.HOLDS, PlayerLadder.verdict(ceiling));
        assertTrue(PlayerLadder.line(ceiling).endsWith("against every opponent with room to gain (3 of 4 checks; 1 "
                + "with no room: the weaker player wins over 95%)"), PlayerLadder.line(ceiling));
        assertEquals(PlayerLadder.Verdict.BROKEN, ladder(970, 400, 920, 500).get(0).verdict());
        List<WinRate[]> rates = new ArrayList<>();
        List<String[]> pairings = new ArrayList<>();
        for (String[] p : new String[][] {{"naive", "naive"}, {"naive", "doctrine"}, {"doctrine", "naive"},
            {"doctrine", "doctrine"}}) {
            pairings.add(p);
            rates.add(new WinRate[] {WinRate.of(980, N), WinRate.of(980, N)});
        }
        List<PlayerLadder.Check> none = PlayerLadder.checks(List.of("naive", "doctrine"), SIDES, pairings, rates);
        assertEquals(PlayerLadder.Verdict.NOT_SHOWN, PlayerLadder.verdict(none));
    }

    /** Three players give two steps of six checks each; a missing pairing and a single player are refused. */
    @Test
    void threePlayers_twoSteps_andBadInputRefused() {
        List<String> players = List.of("random", "naive", "doctrine");
        List<String[]> pairings = new ArrayList<>();
        List<WinRate[]> rates = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                pairings.add(new String[] {players.get(i), players.get(j)});
                int blue = 500 + 200 * (i - j);
                rates.add(new WinRate[] {WinRate.of(blue, N), WinRate.of(N - blue, N)});
            }
        }
        List<PlayerLadder.Check> checks = PlayerLadder.checks(players, SIDES, pairings, rates);
        assertEquals(12, checks.size());
        assertEquals("random < naive", checks.get(0).step());
        assertEquals("naive < doctrine", checks.get(11).step());
        assertTrue(PlayerLadder.line(checks).contains("; naive < doctrine holds: +20.0 to +20.0 points"),
                PlayerLadder.line(checks));
        assertThrows(IllegalArgumentException.class, () -> PlayerLadder.checks(players, SIDES,
                pairings.subList(0, 8), rates.subList(0, 8)));
        assertThrows(IllegalArgumentException.class, () -> PlayerLadder.checks(List.of("naive"), SIDES, pairings,
                rates));
    }

    /**
     * naive and doctrine: Blue's wins of 1000 in (naive, naive), (naive, doctrine), (doctrine, naive), (doctrine,
     * doctrine); Grey wins the rest.
     */
    private static List<PlayerLadder.Check> ladder(int nn, int nd, int dn, int dd) {
        List<String[]> pairings = List.of(new String[] {"naive", "naive"}, new String[] {"naive", "doctrine"},
                new String[] {"doctrine", "naive"}, new String[] {"doctrine", "doctrine"});
        List<WinRate[]> rates = new ArrayList<>();
        for (int blue : new int[] {nn, nd, dn, dd}) {
            rates.add(new WinRate[] {WinRate.of(blue, N), WinRate.of(N - blue, N)});
        }
        return PlayerLadder.checks(List.of("naive", "doctrine"), SIDES, pairings, rates);
    }
}
