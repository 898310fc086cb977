package org.muster.view;

import org.muster.rules.acw.AcwCodes;
import org.muster.rules.acw.AcwEngine;
import org.muster.rules.acw.AcwState;
import org.muster.rules.acw.AcwTemplate;

/**
 * {@code acw-skirmish} for drawing: a squad or gun is a point with a facing (README, known simplifications), drawn as
 * the width that blocks sight ({@code los.figure-inches} either side of its centre). A step of the replay is a card:
 * one side's units act through its increments.
 */
final class AcwView extends BattleView {
    private final AcwTemplate t;
    private final AcwEngine engine;

    AcwView(AcwTemplate t, AcwEngine engine) {
        super(t, new Layout(t.table, new Places(t.x, t.y, t.facing), engine == null ? null
                : new Places(engine.state().x, engine.state().y, engine.state().facing)));
        this.t = t;
        this.engine = engine;
    }

    private AcwState s() {
        return engine.state();
    }

    @Override
    public String type(int u) {
        return AcwCodes.typeName(t.type[u]);
    }

    @Override
    public int startFigures(int u) {
        return t.men[u];
    }

    @Override
    public double frontage(int u) {
        return Math.max(0.5, 2 * t.figureBlock);
    }

    @Override
    public double depth(int u) {
        return Math.max(0.4, t.figureBlock);
    }

    @Override
    public int figures(int u) {
        return s().standing[u];
    }

    @Override
    public int status(int u) {
        AcwState s = s();
        if (s.has(u, AcwCodes.FLED) || s.standing[u] == 0) {
            return DESTROYED;
        }
        if (s.has(u, AcwCodes.ROUTING)) {
            return ROUTED;
        }
        return s.down[u] > 0 ? SHAKEN : OK;
    }

    @Override
    public boolean opensStep(String text) {
        return turnLine(text) || text.endsWith("-increment card");
    }
}
