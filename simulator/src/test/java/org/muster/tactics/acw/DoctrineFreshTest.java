package org.muster.tactics.acw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.model.PlayerSpec;
import org.muster.model.SourceMap;
import org.muster.rules.BundledScenarios;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwRuleset;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;

/**
 * The doctrine player's memos and shortcuts ({@link DoctrineRange}'s answers kept within a decision, {@link
 * DoctrineFire}'s remembered sight answers and the ceiling on a point's shot) change no answer: at every decision of
 * doctrine battles of every bundled scenario, a player with them (one per side for the whole battle, so its sight
 * answers carry from decision to decision) and one without ({@link DoctrinePlayer#fresh}) choose the same card and
 * give the same order, to the last bit of its point, each on its own copy of the battle.
 */
class DoctrineFreshTest {
    private static final AcwRuleset RULESET = new AcwRuleset(AcwTactics::create);
    private static final long SEED = 9;
    private static final int BATTLES = 12;

    static Stream<Path> scenarios() {
        return BundledScenarios.files(AcwRuleset.ID).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void aPlayerWithItsMemosAnswersAsOneWithout(Path file) {
        final AcwTemplate t = (AcwTemplate) BundledScenarios.compile(file, "doctrine");
        // The battle, and its copies for the player with its memos and the one without.
        final AcwEngine[] e = {RULESET.newAcwEngine(t), RULESET.newAcwEngine(t), RULESET.newAcwEngine(t)};
        final AcwEngine live = e[0];
        final AcwEngine kept = e[1];
        final AcwEngine fresh = e[2];
        final AcwOrder o = new AcwOrder();
        long orders = 0;
        long moves = 0;
        for (String preset : List.of("balanced", "aggressive")) {
            final DoctrineWeights w = DoctrineWeights.of(new PlayerSpec("doctrine", preset, Map.of()),
                    SourceMap.NONE, "test");
            DoctrinePlayer[] withMemo = {new DoctrinePlayer(0, w, t), new DoctrinePlayer(1, w, t)};
            DoctrinePlayer[] without = {new DoctrinePlayer(0, w, t).fresh(), new DoctrinePlayer(1, w, t).fresh()};
            for (int b = 0; b < BATTLES; b++) {
                live.begin(SEED, b);
                while (live.toNextDecision()) {
                    final int side = live.pendingSide();
                    kept.state().copyFrom(live.state());
                    fresh.state().copyFrom(live.state());
                    final String where = preset + " battle " + b + " decision " + live.state().clock.decisions();
                    if (live.pendingKind() != AcwEngine.ORDER_DECISION) {
                        assertEquals(without[side].chooseCard(fresh, side), withMemo[side].chooseCard(kept, side),
                                "card at " + where);
                        continue;
                    }
                    final int u = live.pendingUnit();
                    final int inc = live.pendingIncrement();
                    final int incs = live.state().cardIncrements();
                    final String a = order(without[side], fresh, u, inc, incs, o);
                    final String m = order(withMemo[side], kept, u, inc, incs, o);
                    assertEquals(a, m, "order of unit " + u + " at " + where);
                    // What the unit remembers of its move scoring: the memo's, kept from an earlier decision when
                    // nothing it reads has changed, and the one scored afresh at this decision.
                    final int md = u * AcwState.MEMORY_DOUBLES;
                    assertArrayEquals(Arrays.copyOfRange(fresh.state().memoryDouble, md, md + AcwState.MEMORY_DOUBLES),
                            Arrays.copyOfRange(kept.state().memoryDouble, md, md + AcwState.MEMORY_DOUBLES),
                            "move memo of unit " + u + " at " + where);
                    orders++;
                    if (o.action == org.muster.rules.acw.AcwCodes.MOVE) {
                        moves++;
                    }
                }
            }
        }
        assertTrue(orders > 100 && moves > 10, orders + " orders, " + moves + " moves");
    }

    private static String order(DoctrinePlayer p, AcwEngine e, int u, int inc, int incs, AcwOrder o) {
        o.clear();
        p.decide(e, u, inc, incs, o);
        return o.action + " " + o.target + " " + Double.doubleToRawLongBits(o.x) + " "
                + Double.doubleToRawLongBits(o.y);
    }
}
