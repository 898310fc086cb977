package org.muster.tactics.hardtack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.muster.io.ScenarioReader;
import org.muster.model.PlayerSpec;
import org.muster.model.Scenario;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackTemplate;
import org.muster.tactics.search.SearchChecks;

/**
 * The {@code patience} weight exactly: at every activation and reaction fire of little-round-top's 20th Maine (side 0,
 * the defensive preset, holding ground) in four battles, the defensive player (patience 1) answers as the same player
 * with patience 0, except that it passes where that one would activate a company whose best volley is worth less than
 * one expected result, and takes no reaction fire where that one's volley would be worth no more than one.
 */
class DoctrinePatienceTest {
    @Test
    void patienceWeight_passesAndHoldsReactionFireUntilAVolleyIsWorthTheWeight() {
        Scenario s = ScenarioReader.read(SearchChecks.scenario("hardtack", "little-round-top"));
        HardtackTemplate t = DoctrineWatch.compile(s);
        DoctrineWeights on = DoctrineWeights.of(new PlayerSpec("doctrine", "defensive", Map.of()), s.source(), "p");
        DoctrineWeights off = DoctrineWeights.of(new PlayerSpec("doctrine", "defensive", Map.of("patience", 0.0)),
                s.source(), "p");
        assertEquals(1.0, on.patience);
        assertEquals(0.0, off.patience);
        DoctrinePlayer with = new DoctrinePlayer(0, on, t);
        DoctrinePlayer without = new DoctrinePlayer(0, off, t);
        // Passes the weight made, activations kept, reaction fires it held, reaction fires kept.
        int[] seen = new int[4];
        ForwardingPlayer watch = new ForwardingPlayer(with) {
            @Override
            public int chooseUnit(HardtackEngine e, int sd, boolean mayPass) {
                int got = with.chooseUnit(e, sd, mayPass);
                int other = without.chooseUnit(e, sd, mayPass);
                if (got != other) {
                    seen[0]++;
                    assertEquals(-1, got);
                    assertTrue(mayPass);
                    with.bestTarget(e, other);
                    assertTrue(with.bestValue() > 0 && with.bestValue() < on.patience, "passed on a volley worth "
                            + with.bestValue());
                } else if (got >= 0) {
                    seen[1]++;
                }
                return got;
            }

            @Override
            public int reactionFire(HardtackEngine e, int sd, int mover) {
                int got = with.reactionFire(e, sd, mover);
                int other = without.reactionFire(e, sd, mover);
                if (got != other) {
                    seen[2]++;
                    assertEquals(-1, got);
                    assertTrue(with.expected(e, other, mover) <= on.patience);
                } else if (got >= 0) {
                    seen[3]++;
                }
                return got;
            }
        };
        DoctrineWatch.playAsSide0(t, watch, 4);
        assertTrue(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, seen[0] + " passes made, " + seen[1]
                + " activations kept, " + seen[2] + " reaction fires held, " + seen[3] + " kept");
    }
}
