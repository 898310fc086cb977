package org.muster.rules.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.muster.engine.BattleRecord;
import org.muster.model.Point;

/**
 * Activate Regiment (section 3.5: the regimental commander's own activation, once a turn, only companies not yet
 * activated, moves inside it open to reaction fire 3.8), Rally (3.2, 3.6: by a commander within reach, once per
 * activation), the order of the end-of-round tests in a close assault (11.1 step 8), the bound on occupying the
 * position (11.1 step 3, [D] {@code assault.occupy-moves}) and the victory decision at the turn limit under every
 * {@code tie-break} value (section 14). Statistical checks use fixed seeds; the rally check's tolerance is 5.8
 * standard deviations (false-failure rate below 1e-8).
 */
class HardtackActivationTest {
    /** A player that activates its first unactivated unit, always asks for Activate Regiment and moves forward. */
    private static final class Scripted implements HardtackPlayer {
        final int side;
        final List<Integer> reactionAskedFor = new ArrayList<>();
        final Map<Long, Integer> firstActions = new HashMap<>();
        int turn;

        Scripted(int side) {
            this.side = side;
        }

        @Override
        public void startBattle(HardtackEngine engine) {
            reactionAskedFor.clear();
            firstActions.clear();
        }

        @Override
        public boolean goFirst(HardtackEngine engine, int sd) {
            return side == 0;
        }

        @Override
        public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
            if (side == 1) {
                return -1;
            }
            for (int u = 0; u < e.template().unitCount(); u++) {
                if (e.template().side[u] == side && e.canActivate(u)) {
                    return u;
                }
            }
            return -1;
        }

        @Override
        public boolean activateRegiment(HardtackEngine e, int unit) {
            return true;
        }

        @Override
        public void decide(HardtackEngine e, int unit, int index, HardtackOrder order) {
            if (index == 0) {
                firstActions.merge((long) e.state().turn() * 1000 + unit, 1, Integer::sum);
            }
            double dy = e.template().homeEdge[side] == 0 ? 1 : -1;
            order.set(HardtackOrder.MOVE, -1, 0, e.state().x[unit], e.state().y[unit] + dy);
        }

        @Override
        public int reactionFire(HardtackEngine e, int sd, int mover) {
            reactionAskedFor.add(mover);
            return -1;
        }
    }

    /**
     * A regiment of four regular companies in line 5" apart at y 10 (its commander with the second, so the fourth
     * stands 10" from him, beyond regiment.radius) and one enemy company far off in a corner.
     */
    private static HardtackEngine scripted(Scripted[] players, List<String> log) {
        HtScenarios b = HtScenarios.of()
                .unit(0, "R", "infantry-company", 4, 10, "regular", "musket", new Point(14, 10), 0, "line", 5)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(44, 46), 180, "line", 0);
        HardtackRuleset rules = new HardtackRuleset((spec, side, t) -> {
            players[side] = new Scripted(side);
            return players[side];
        });
        HardtackEngine e = rules.newHardtackEngine(rules.compile(b.build(), rules.defaults()));
        e.narrate(log::add);
        return e;
    }

    private static long count(List<String> log, String fragment) {
        return log.stream().filter(l -> l.contains(fragment)).count();
    }

    /**
     * Section 3.5: the first activation orders the regiment (companies 0-2, within 6" of the commander with company
     * 1); company 3, out of his reach, activates alone and cannot order it again; every company's first action is
     * decided once a turn; each company moving twice inside it was open to reaction fire (3.8).
     */
    @Test
    void activateRegiment_onceATurn_onlyUnactivated_andMovesOpenToReactionFire() {
        Scripted[] players = new Scripted[2];
        List<String> log = new ArrayList<>();
        HardtackEngine e = scripted(players, log);
        e.play(1, 0, new BattleRecord(HardtackTemplate.MAX_UNITS));
        int turns = e.state().turn();
        assertTrue(turns >= 2);
        assertEquals(turns, count(log, "activates his regiment"), "one Activate Regiment a turn:\n" + log);
        assertEquals(turns, count(log, "3 companies"), "companies 0, 1 and 2 each turn");
        for (Map.Entry<Long, Integer> a : players[0].firstActions.entrySet()) {
            assertEquals(1, a.getValue(), "company " + a.getKey() % 1000 + " activated twice in turn "
                    + a.getKey() / 1000);
        }
        assertEquals(4L * turns, players[0].firstActions.size());
        for (int u = 0; u < 3; u++) {
            final int mover = u;
            assertEquals(turns, players[1].reactionAskedFor.stream().filter(m -> m == mover).count(),
                    "company " + u + " moved twice inside Activate Regiment each turn");
        }
        assertEquals(1, e.colonelOf(0), "the commander keeps station with his own company");
    }

    /** The invariant over many battles of random players (a fuzzer) and doctrine players, with brigade transfers. */
    @ParameterizedTest
    @ValueSource(strings = {"random", "doctrine"})
    void replay_noRegimentOrderedTwiceATurnBeyondBrigadeTransfers(String ai) {
        HtScenarios b = HtScenarios.of()
                .unit(0, "A", "infantry-company", 4, 10, "regular", "musket", new Point(9, 9), 0, "line", 5)
                .unit(0, "B", "infantry-company", 3, 10, "regular", "musket", new Point(32, 9), 0, "line", 5)
                .unit(1, "C", "infantry-company", 4, 10, "regular", "musket", new Point(9, 39), 180, "line", 5)
                .unit(1, "D", "infantry-company", 3, 10, "regular", "musket", new Point(32, 39), 180, "line", 5)
                .players(ai).rule("brigade.commander", "on");
        HardtackEngine e = b.engine();
        List<String> log = new ArrayList<>();
        e.narrate(log::add);
        BattleRecord r = new BattleRecord(HardtackTemplate.MAX_UNITS);
        Pattern order = Pattern.compile("the commander of the (\\S+) regiment activates his regiment");
        Pattern brigade = Pattern.compile("transfers to the commander of the (\\S+) regiment");
        long orders = 0;
        for (int i = 0; i < 150; i++) {
            log.clear();
            e.play(3, i, r);
            Map<String, Integer> left = new HashMap<>();
            for (String line : log) {
                if (line.startsWith("turn ")) {
                    left.clear();
                }
                Matcher m = order.matcher(line);
                if (m.find()) {
                    orders++;
                    int l = left.merge(m.group(1), -1, Integer::sum);
                    assertTrue(l >= -1, "battle " + i + ": " + m.group(1) + " ordered again without a transfer");
                }
                Matcher t = brigade.matcher(line);
                if (t.find()) {
                    left.merge(t.group(1), 1, Integer::sum);
                }
            }
        }
        assertTrue(orders > 100, "Activate Regiment ordered " + orders + " times");
    }

    /** Section 3.6: a commander within reach, once per activation; the SG2 example D8 > 2 + 1 = 62.5%. */
    @Test
    void rally_byTheCommanderWithinReach_oncePerActivation_matchesTheBookExample() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "R", "infantry-company", 4, 10, "regular", "musket", new Point(14, 10), 0, "line", 5)
                .unit(0, "L", "infantry-company", 1, 10, "regular", "musket", new Point(40, 10), 0, "line", 0)
                .unit(1, "E", "infantry-company", 1, 10, "regular", "musket", new Point(24, 40), 180, "line", 0)
                .rule("leadership.value", "1").engine();
        HardtackState s = e.state();
        HardtackHooks.reseedDice(e, 21);
        int n = 20_000;
        int rallied = 0;
        for (int i = 0; i < n; i++) {
            HardtackHooks.startForTest(e);
            s.confidence[0] = HardtackCodes.BROKEN;
            s.settle(0);
            s.confidence[3] = HardtackCodes.SHAKEN;
            s.settle(3);
            s.lv[0] = 2;
            assertFalse(e.canRally(0, 0), "a company with a regimental commander does not rally itself");
            assertFalse(e.canRally(1, 3), "company 3 stands 10\" from the commander");
            assertTrue(e.canRally(1, 0));
            assertTrue(HardtackHooks.testExecute(e, 1, HardtackOrder.RALLY, 0, 0, 0, 0));
            if (s.confidence[0] == HardtackCodes.SHAKEN) {
                rallied++;
            } else {
                assertEquals(HardtackCodes.BROKEN, s.confidence[0]);
            }
            assertFalse(e.canRally(1, 0), "Rally is not a doubled action");
            assertFalse(HardtackHooks.testExecute(e, 1, HardtackOrder.RALLY, 0, 0, 0, 0));
        }
        assertEquals(0.625, rallied / (double) n, 0.02);
        HardtackHooks.startForTest(e);
        s.confidence[4] = HardtackCodes.SHAKEN;
        s.settle(4);
        assertTrue(e.canRally(4, 4), "a company of a regiment of one is rallied by its own captain");
        assertFalse(e.canRally(4, 0));
    }

    /**
     * Section 11.1 step 8: the side with more casualties this round tests first (the defender on a tie), and from
     * round 3 the side with more casualties since the assault began; checked on every narrated round of many
     * assaults between elite companies (who pass often, so assaults last), some rounds having the two orders differ.
     */
    @Test
    void assault_fromRoundThree_theSideWithMoreCasualtiesOverallTestsFirst() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 8, "elite", "musket", new Point(24, 20), 0, "line", 0)
                .unit(1, "D", "infantry-company", 1, 8, "elite", "musket", new Point(24, 24), 180, "line", 0)
                .rule("leadership.value", "1").engine();
        List<String> log = new ArrayList<>();
        e.narrate(log::add);
        Pattern round = Pattern.compile("close combat round (\\d+): A D\\d+ loses (\\d+), D D\\d+ loses (\\d+)");
        int late = 0;
        int differ = 0;
        for (int i = 0; i < 3000; i++) {
            HardtackHooks.reseedDice(e, 1000 + i);
            HardtackHooks.startForTest(e);
            log.clear();
            HardtackHooks.testAssault(e, 0, 1);
            int totalA = 0;
            int totalD = 0;
            for (int k = 0; k < log.size(); k++) {
                Matcher m = round.matcher(log.get(k));
                if (!m.find()) {
                    continue;
                }
                int r = Integer.parseInt(m.group(1));
                int ca = Integer.parseInt(m.group(2));
                int cd = Integer.parseInt(m.group(3));
                totalA += ca;
                totalD += cd;
                String next = k + 1 < log.size() ? log.get(k + 1) : "";
                if (!next.contains("confidence test (close combat losses)")) {
                    continue;
                }
                boolean overall = r >= 3;
                String first = (overall ? totalA > totalD : ca > cd) ? "A " : "D ";
                assertTrue(next.startsWith(first), "assault " + i + " round " + r + ": " + next);
                if (overall) {
                    late++;
                    if ((totalA > totalD) != (ca > cd)) {
                        differ++;
                    }
                }
            }
        }
        assertTrue(late > 100, "rounds from the third: " + late);
        assertTrue(differ > 10, "rounds where the two orders differ: " + differ);
    }

    /**
     * Section 11.1 step 3 [D]: a defender that breaks before contact leaves the position; the attacker occupies it
     * with no more than two normal moves (12" for infantry in the open), not the whole 20" to it.
     */
    @Test
    void occupy_isBoundedByTwoNormalMoves() {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "veteran", "musket", new Point(24, 10), 0, "column", 0)
                .unit(1, "D", "infantry-company", 1, 6, "green", "musket", new Point(24, 30), 180, "skirmish", 0)
                .engine();
        HardtackState s = e.state();
        List<String> log = new ArrayList<>();
        e.narrate(log::add);
        int occupied = 0;
        for (int i = 0; i < 50; i++) {
            HardtackHooks.reseedDice(e, 300 + i);
            HardtackHooks.startForTest(e);
            s.confidence[1] = HardtackCodes.BROKEN;
            s.settle(1);
            log.clear();
            assertTrue(e.canAssault(0, 1));
            HardtackHooks.testAssault(e, 0, 1);
            if (log.stream().anyMatch(l -> l.contains("routs before the assault"))) {
                occupied++;
                double moved = HardtackEngine.len(s.x[0] - 24, s.y[0] - 10);
                assertEquals(12.0, moved, 0.3, "two normal moves of 6\": " + log);
            }
        }
        assertTrue(occupied > 20, "assaults that went in: " + occupied);
    }

    /**
     * Section 14 [D] at the turn limit: objectives decide first under every tie-break; then {@code casualties} gives
     * the side with fewer casualty points the win, {@code objectives-only} and {@code none} a draw.
     */
    @ParameterizedTest
    @ValueSource(strings = {"casualties", "objectives-only", "none"})
    void victory_everyTieBreakValue(String tieBreak) {
        HardtackEngine e = HtScenarios.of()
                .unit(0, "A", "infantry-company", 1, 10, "regular", "musket", new Point(10, 10), 0, "line", 0)
                .unit(1, "B", "infantry-company", 1, 10, "regular", "musket", new Point(10, 38), 180, "line", 0)
                .objective("hill", 40, 24, 3, 2).victory(0.5, tieBreak).engine();
        HardtackState s = e.state();
        HardtackHooks.startForTest(e);
        s.fit[0] -= 3;
        s.settle(0);
        s.dead[0] += 3;
        int[] r = HardtackHooks.testDecideAtLimit(e);
        if (tieBreak.equals("casualties")) {
            assertEquals(1, r[0], "fewer casualty points win");
            assertEquals(BattleRecord.HOW_CASUALTIES, r[1]);
        } else {
            assertEquals(BattleRecord.DRAW, r[0]);
            assertEquals(BattleRecord.HOW_TURN_LIMIT, r[1]);
        }
        s.fit[1] -= 4;
        s.settle(1);
        s.dead[1] += 4;
        r = HardtackHooks.testDecideAtLimit(e);
        if (tieBreak.equals("casualties")) {
            assertEquals(0, r[0], "3 dead beat 4 dead");
        } else {
            assertEquals(BattleRecord.DRAW, r[0]);
        }
        HardtackHooks.testPlace(e, 0, 40, 24);
        r = HardtackHooks.testDecideAtLimit(e);
        assertEquals(0, r[0], "the objective decides first");
        assertEquals(BattleRecord.HOW_OBJECTIVES, r[1]);
        HardtackHooks.testPlace(e, 1, 40, 24);
        HardtackHooks.testPlace(e, 0, 40, 26);
        r = HardtackHooks.testDecideAtLimit(e);
        assertEquals(1, r[0], "the nearer unit holds it");
        assertEquals(BattleRecord.HOW_OBJECTIVES, r[1]);
    }
}
