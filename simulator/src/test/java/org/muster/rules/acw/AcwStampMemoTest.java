package org.muster.rules.acw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.muster.rules.BundledScenarios;

/**
 * What the state remembers until a unit moves, routs or loses its last man ({@link AcwState#stamp}): each unit's
 * nearest enemy ({@link Sightlines#nearestEnemy}) and the objective lead ({@link Morale#objectiveLead}) equal a fresh
 * count (the loop over the enemies; the shared objective count of each side) at every decision of doctrine battles of
 * every bundled scenario, on the battle played, on a copy of it ({@link AcwState#copyFrom} into a state whose memos
 * were written by another line of play at the same stamps) and on that copy played a few decisions on.
 */
class AcwStampMemoTest {
    private static final long SEED = 5;
    private static final int BATTLES = 3;
    /** Every this many decisions the copy is made anew from the battle played and played on. */
    private static final int EVERY = 5;

    static Stream<Path> scenarios() {
        return BundledScenarios.files(AcwRuleset.ID).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenarios")
    void theRememberedAnswersEqualAFreshCount(Path file) {
        AcwTemplate t = (AcwTemplate) BundledScenarios.compile(file, "doctrine");
        AcwEngine live = AcwScenarios.RULESET.newAcwEngine(t);
        AcwEngine copy = AcwScenarios.RULESET.newAcwEngine(t);
        long checks = 0;
        long routing = 0;
        long held = 0;
        for (int b = 0; b < BATTLES; b++) {
            live.begin(SEED, b);
            copy.begin(SEED + 1, b);
            long k = 0;
            while (live.toNextDecision()) {
                check(live);
                checks++;
                if (k++ % EVERY == 0) {
                    // The copy's memos were written on its own line of play; the copy brings the battle's.
                    copy.state().copyFrom(live.state());
                    check(copy);
                    for (int i = 0; i < EVERY && copy.toNextDecision(); i++) {
                        check(copy);
                    }
                }
                for (int u = 0; u < t.unitCount(); u++) {
                    if ((live.state().status[u] & AcwCodes.ROUTING) != 0) {
                        routing++;
                    }
                }
                if (live.morale().objectivePoints(0) + live.morale().objectivePoints(1) > 0) {
                    held++;
                }
            }
        }
        // The check bites: decisions were checked, with units routing on some of them, and on farm-assault (where
        // the attacker must take the farm) objectives held.
        assertTrue(checks > 100 && routing > 0, checks + " decisions, " + routing + " routing unit-decisions");
        if (file.getFileName().toString().startsWith("farm-assault")) {
            assertTrue(held > 0, "no objective ever held in " + checks + " decisions");
        }
    }

    private static void check(AcwEngine e) {
        final AcwState s = e.state();
        final AcwTemplate t = e.template();
        for (int u = 0; u < t.unitCount(); u++) {
            assertEquals(freshNearest(t, s, u), e.sight().nearestEnemy(u), "nearest enemy of " + u + " at decision "
                    + s.clock.decisions());
        }
        final int lead = e.morale().objectivePoints(0) - e.morale().objectivePoints(1);
        assertEquals(lead, e.morale().objectiveLead(0), "lead at decision " + s.clock.decisions());
        assertEquals(-lead, e.morale().objectiveLead(1), "lead of side 1 at decision " + s.clock.decisions());
    }

    /** The nearest enemy present and not routing, by the loop over the enemies (no pair cache). */
    private static int freshNearest(AcwTemplate t, AcwState s, int u) {
        int best = -1;
        double bd = Double.MAX_VALUE;
        for (int v = 0; v < t.unitCount(); v++) {
            if (t.side[v] == t.side[u] || s.standing[v] == 0
                    || (s.status[v] & (AcwCodes.ROUTING | AcwCodes.FLED)) != 0) {
                continue;
            }
            final double dx = s.x[u] - s.x[v];
            final double dy = s.y[u] - s.y[v];
            final double d = Math.sqrt(dx * dx + dy * dy);
            if (d < bd) {
                bd = d;
                best = v;
            }
        }
        return best;
    }
}
