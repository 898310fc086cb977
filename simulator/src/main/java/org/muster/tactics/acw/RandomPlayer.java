package org.muster.tactics.acw;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwView;
import org.muster.rules.acw.AcwOrder;
import org.muster.rules.acw.AcwPlayer;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;
import org.muster.tactics.SidePlayer;

/**
 * {@code random}: a uniformly random legal choice at every decision (a floor for balance and a fuzzer for the engine).
 * Moves are one of eight compass directions at full allowance. Draws only from the TACTICS stream; allocates its
 * scratch arrays once.
 */
final class RandomPlayer extends SidePlayer<AcwView> implements AcwPlayer {
    private static final int DIRECTIONS = 8;
    private final int[] actions = new int[AcwCodes.ACTIONS * AcwTemplate.MAX_UNITS + DIRECTIONS];
    private final int[] targets = new int[AcwCodes.ACTIONS * AcwTemplate.MAX_UNITS + DIRECTIONS];

    RandomPlayer(int side) {
        super(side);
    }

    @Override
    public int chooseCard(AcwView e, int sd) {
        final int size = e.template().deck.length;
        int unused = 0;
        for (int c = 0; c < size; c++) {
            if (!e.cardUsed(side, c)) {
                unused++;
            }
        }
        int pick = e.tactics().below(unused);
        for (int c = 0; c < size; c++) {
            if (!e.cardUsed(side, c) && pick-- == 0) {
                return c;
            }
        }
        return 0;
    }

    @Override
    public void decide(AcwView e, int u, int increment, int increments, AcwOrder order) {
        final AcwState s = e.state();
        final int n = s.unitCount();
        int count = 0;
        for (int a = 0; a < AcwCodes.ACTIONS; a++) {
            switch (a) {
                case AcwCodes.AIM:
                case AcwCodes.FIRE:
                case AcwCodes.CHARGE:
                case AcwCodes.PIVOT:
                    for (int v = 0; v < n; v++) {
                        if (e.orders().legal(u, a, v)) {
                            actions[count] = a;
                            targets[count++] = v;
                        }
                    }
                    break;
                case AcwCodes.MOVE:
                case AcwCodes.CRAWL:
                    if (e.orders().legal(u, a, -1)) {
                        for (int d = 0; d < DIRECTIONS; d++) {
                            actions[count] = a;
                            targets[count++] = d;
                        }
                    }
                    break;
                default:
                    if (e.orders().legal(u, a, -1)) {
                        actions[count] = a;
                        targets[count++] = -1;
                    }
                    break;
            }
        }
        final int pick = e.tactics().below(count);
        final int a = actions[pick];
        if (a == AcwCodes.MOVE || a == AcwCodes.CRAWL) {
            final double rad = Math.toRadians(45.0 * targets[pick]);
            final double reach = e.movement().moveAllowance(u);
            order.moveTo(a, s.x[u] + Math.sin(rad) * reach, s.y[u] + Math.cos(rad) * reach);
        } else {
            order.set(a, targets[pick]);
        }
    }
}
