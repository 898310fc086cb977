package org.muster.view;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;

/**
 * What the state after a battle tells the heat maps: every unit that took part ended where it stands
 * ({@link BattleObserver#unitEnded}). Where figures fell, where units broke and the paths turn by turn are told by the
 * engines themselves, as they happen ({@link org.muster.rules.Engine#observe}). Not thread-safe; allocates nothing.
 */
final class StateAfterBattle {
    private final BattleView v;

    StateAfterBattle(BattleView v) {
        this.v = v;
    }

    void tally(BattleRecord r, BattleObserver o) {
        final int n = v.units();
        for (int u = 0; u < n; u++) {
            if (!v.present(u)) {
                continue;
            }
            o.unitEnded(u, v.x(u), v.y(u));
        }
    }
}
