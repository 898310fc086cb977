package org.muster.view;

import org.muster.rules.hardtack.HardtackCodes;
import org.muster.rules.hardtack.HardtackEngine;
import org.muster.rules.hardtack.HardtackState;
import org.muster.rules.hardtack.HardtackTemplate;

/**
 * {@code hardtack} for drawing: a company or gun is a point with a facing (README, known simplifications), drawn as
 * the width that blocks a line of fire ({@code geometry.unit-block} either side of its centre). A step of the replay
 * is one unit's activation (reaction fire inside it included).
 */
final class HardtackView extends BattleView {
    private final HardtackTemplate t;
    private final HardtackEngine engine;

    HardtackView(HardtackTemplate t, HardtackEngine engine) {
        super(t, new Layout(t.table, new Places(t.x, t.y, t.facing), engine == null ? null
                : new Places(engine.state().x, engine.state().y, engine.state().facing)));
        this.t = t;
        this.engine = engine;
    }

    private HardtackState s() {
        return engine.state();
    }

    @Override
    public String type(int u) {
        return HardtackCodes.TYPE_NAMES.get(t.type[u]);
    }

    @Override
    public int startFigures(int u) {
        return t.figures[u];
    }

    @Override
    public double frontage(int u) {
        return t.type[u] == HardtackCodes.SHARPSHOOTER ? 0.6 : Math.max(0.6, 2 * t.unitBlock);
    }

    @Override
    public double depth(int u) {
        return t.type[u] == HardtackCodes.SHARPSHOOTER ? 0.6 : Math.max(0.5, t.unitBlock);
    }

    @Override
    public int figures(int u) {
        return s().fit[u];
    }

    @Override
    public int status(int u) {
        HardtackState s = s();
        if (!s.present(u) || s.surrendered[u]) {
            return DESTROYED;
        }
        return switch (s.confidence[u]) {
            case HardtackCodes.ROUTED -> ROUTED;
            case HardtackCodes.BROKEN -> BROKEN;
            case HardtackCodes.SHAKEN -> SHAKEN;
            default -> OK;
        };
    }

    @Override
    public boolean opensStep(String text) {
        if (turnLine(text)) {
            return true;
        }
        int at = text.indexOf(" activates (");
        return at > 0 && !text.startsWith(" ");
    }
}
