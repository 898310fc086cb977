package org.muster.rules.jacobite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.muster.engine.BattleRecord;
import org.muster.engine.Dice;
import org.muster.rules.BundledScenarios;

/**
 * {@link JacobiteState#hideDeck}: at every decision of the cards of a turn (a paused engine's cursor stands at the card
 * of the unit whose order is asked, as a copy put back by {@code rewindOrder} does), the cards turned so far and the
 * one at the cursor stay, the rest of the deck is the same cards in another order drawn from the dice given, and the
 * turn now ends at the first joker of that order. A search player's rollouts call it so they do not play the live
 * deck, which no player has seen (A3).
 */
class JacobiteHideDeckTest {
    private static final int BATTLES = 2;

    static Iterable<Path> scenarios() {
        return BundledScenarios.files("jacobite45");
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void rest_of_the_deck_is_dealt_anew_and_the_turn_ends_at_its_first_joker(Path file) {
        JacobiteTemplate t = (JacobiteTemplate) BundledScenarios.compile(file, "doctrine");
        JacobiteEngine live = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        JacobiteEngine copyEngine = JacobiteScenarios.RULESET.newJacobiteEngine(t);
        // An engine that has played another battle, as a search's rollout engine has.
        copyEngine.play(6, 0, new BattleRecord(t.unitCount()));
        JacobiteState copy = copyEngine.state();
        Dice dice = new Dice();
        Dice again = new Dice();
        int asked = 0;
        int reordered = 0;
        for (int b = 0; b < BATTLES; b++) {
            live.begin(5, b);
            while (!live.playTo(JacobiteEngine.UNTIL_DECISION)) {
                JacobiteState s = live.state();
                if (s.phase != Sequence.P_CARDS || s.card >= s.cards) {
                    continue;
                }
                asked++;
                copy.copyFrom(s);
                dice.reseed(asked);
                copy.hideDeck(dice);
                final int lo = s.card + 1;
                assertEquals(s.dealt, copy.dealt);
                assertArrayEquals(Arrays.copyOf(s.deck, lo), Arrays.copyOf(copy.deck, lo), "seen cards stay");
                int[] before = Arrays.copyOfRange(s.deck, lo, s.dealt);
                int[] after = Arrays.copyOfRange(copy.deck, lo, copy.dealt);
                if (!Arrays.equals(before, after)) {
                    reordered++;
                }
                Arrays.sort(before);
                Arrays.sort(after);
                assertArrayEquals(before, after, "the same cards, in another order");
                int k = lo;
                while (k < copy.dealt && copy.deck[k] < copy.unitCount()) {
                    k++;
                }
                assertEquals(k, copy.cards, "the turn ends at the first joker of the new order");
                assertEquals(s.card, copy.card);
                // The same dice deal the same order.
                JacobiteState twin = live.state();
                again.reseed(asked);
                int[] first = Arrays.copyOf(copy.deck, copy.dealt);
                copy.copyFrom(twin);
                copy.hideDeck(again);
                assertArrayEquals(first, Arrays.copyOf(copy.deck, copy.dealt));
                // A hidden deck plays on to a battle's end.
                assertTrue(asked % 17 != 0 || playsOn(copyEngine));
            }
        }
        assertTrue(asked > 0, file + ": decisions in the cards of a turn");
        assertTrue(reordered > asked / 4, file + ": the rest of the deck reordered at " + reordered + " of " + asked);
    }

    private static boolean playsOn(JacobiteEngine e) {
        e.playTo(JacobiteEngine.UNTIL_BATTLE_END);
        return true;
    }
}
