package org.muster.view;

import org.muster.engine.BattleObserver;
import org.muster.engine.BattleRecord;

/**
 * The heat map events that the state after a battle tells without any call from inside the engine: every unit that
 * took part ended where it stands ({@link BattleObserver#unitEnded}); its lost figures (killed or out of action)
 * are counted as fallen there ({@link BattleObserver#figuresFell}), and if it ended routed or destroyed it broke there
 * ({@link BattleObserver#unitBroke}). Where a unit fell back or moved after its losses, the fallen figures are
 * counted where it ended, not where they fell. The engines' own calls (the wiring list in the closing note of issue
 * 23) will place them exactly; once they make them, the two calls below for falls and breaks go, and only the end
 * positions stay read here. Paths ({@link BattleObserver#unitAt}) need the engines' calls. Not thread-safe;
 * allocates nothing.
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
            final double x = v.x(u);
            final double y = v.y(u);
            o.unitEnded(u, x, y);
            final int lost = r.lost(u);
            if (lost > 0) {
                o.figuresFell(u, x, y, lost);
            }
            if (r.routed[u] != 0 || r.destroyed[u] != 0) {
                o.unitBroke(u, x, y);
            }
        }
    }
}
