package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.muster.io.ScenarioReader;
import org.muster.model.Scenario;
import org.muster.rules.Victory;
import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackOrder;
import org.muster.rules.hardtack.HardtackPlayer;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * The {@code objective} weight exactly: at every order side 0 (balanced) gives in doctrine-doctrine battles of a
 * bundled scenario with one objective, the balanced player (objective 1) answers as the same player with objective 0,
 * except where that one holds, goes in position, reloads or fires a volley worth less than one expected result (the
 * exact odds) with a steady or better foot or horse company outside a regiment's activation, more than half the
 * radius off the objective, while its side does not hold the objective and would lose at the turn limit
 * ({@link Victory#atTurnLimit}): there it moves on to the objective (or leaves its position first, an action the
 * commander's company may give to a transfer). Orders that a
 * transfer replaced are not compared (the transfer hides the order it replaced).
 */
class DoctrineObjectiveTest {
    @ParameterizedTest
    @CsvSource({"meeting-engagement, 10", "cavalry-action, 1"})
    void objectiveWeight_sendsSmallVolleysAndIdleCompaniesToTheObjectiveWhileLosingAtTheLimit(String name,
            int minSent) {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", name));
        DoctrineWatch.Toggle pair = DoctrineWatch.Toggle.of(s, Map.of(), "objective");
        HardtackTemplate t = pair.t();
        assertEquals(1, t.obj.x.length);
        assertEquals(1.0, pair.on().objective);
        DoctrinePlayer with = pair.with();
        DoctrinePlayer without = pair.without();
        int[] seen = new int[3];
        HardtackPlayer watch = new DoctrineWatch.Pair(with, without) {
            @Override
            void check(HardtackEngine e, int u, HardtackOrder o, HardtackOrder other) {
                final int a = other.action;
                if (a == HardtackOrder.TRANSFER || a == HardtackOrder.RUNNER) {
                    return;
                }
                final HardtackState st = e.state();
                final boolean idle = a == HardtackOrder.RELOAD || a == HardtackOrder.HOLD
                        || a == HardtackOrder.IN_POSITION && other.arg == 0
                        || a == HardtackOrder.FIRE && other.arg == 0 && other.target >= 0
                        && without.expected(e, u, other.target) < 1;
                final int type = t.type[u];
                final boolean losing = Victory.winner(Victory.atTurnLimit(t.victory.tieBreak, e.objectivePoints(0),
                        e.objectivePoints(1), e.casualtyPoints(0), e.casualtyPoints(1))) == 1;
                final double away = HardtackEngine.len(st.x[u] - t.obj.x[0], st.y[u] - t.obj.y[0]);
                if (idle && !e.inRegimentActivation() && st.confidence[u] <= HardtackCodes.STEADY
                        && (type == HardtackCodes.INFANTRY || type == HardtackCodes.CAVALRY) && losing
                        && e.objectivePoints(0) == 0 && away > 0.5 * t.obj.radius[0]) {
                    seen[0]++;
                    if (st.ip(u)) {
                        // Leaving its position, unless the commander's company gives that action to a transfer
                        // (as doctrine does with any going in or out of position).
                        assertTrue(o.action == HardtackOrder.IN_POSITION && o.arg == 1
                                || o.action == HardtackOrder.TRANSFER || o.action == HardtackOrder.RUNNER,
                                o.action + " " + o.arg);
                    } else {
                        assertEquals(HardtackOrder.MOVE, o.action);
                        assertEquals(t.obj.x[0], o.x);
                        assertEquals(t.obj.y[0], o.y);
                    }
                } else {
                    seen[idle ? 1 : 2]++;
                    DoctrineWatch.assertSameOrder(other, o);
                }
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        // The weight acted (in 4 battles, 111 times on meeting-engagement and twice on cavalry-action, whose balanced
        // Union is rarely behind), and idle orders it left alone (not behind, or the objective held) were seen.
        assertTrue(seen[0] >= minSent && seen[1] > 10 && seen[2] > 10, seen[0] + " sent, " + seen[1] + " idle kept, "
                + seen[2] + " others");
    }
}
