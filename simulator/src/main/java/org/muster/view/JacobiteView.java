package org.muster.view;

import java.util.ArrayList;
import java.util.List;

import org.muster.rules.jacobite.JacobiteCodes;
import org.muster.rules.jacobite.JacobiteEngine;
import org.muster.rules.jacobite.JacobiteState;
import org.muster.rules.jacobite.JacobiteTemplate;

/**
 * {@code jacobite45} for drawing: a unit is its frontage across its facing (bases of {@code base.frontage} on the
 * front rank, as the engine's {@code width}) and as many half-base ranks deep as its formation stacks. A step of the
 * replay is a card. Under {@code deploy.mode: zones} the zones are the two bands of A11 and the units placed per
 * battle have no start position.
 */
final class JacobiteView extends BattleView {
    private final JacobiteTemplate t;
    private final JacobiteEngine engine;

    JacobiteView(JacobiteTemplate t, JacobiteEngine engine) {
        super(t, new Layout(t.table, new Places(t.x, t.y, t.facing), engine == null ? null
                : new Places(engine.state().x, engine.state().y, engine.state().facing)));
        this.t = t;
        this.engine = engine;
    }

    private JacobiteState s() {
        return engine.state();
    }

    @Override
    public String label(int u) {
        return t.label(u);
    }

    @Override
    public String type(int u) {
        return JacobiteCodes.TYPE_NAMES[t.type[u]];
    }

    @Override
    public double startX(int u) {
        return t.placed[u] ? Double.NaN : t.x[u];
    }

    @Override
    public double startY(int u) {
        return t.placed[u] ? Double.NaN : t.y[u];
    }

    @Override
    public int startFigures(int u) {
        return t.figures[u];
    }

    /** Front bases of {@code figures} figures of a type in a formation, as the engine's frontFigures and width. */
    private int frontBases(int type, int formation, int figures) {
        final int per = t.perBase(type, formation);
        final int bases = Math.max(1, (figures + per - 1) / per);
        return switch (formation) {
            case JacobiteCodes.COLUMN -> 1;
            case JacobiteCodes.CLAN -> (bases + t.clanDepth - 1) / t.clanDepth;
            default -> bases;
        };
    }

    private int ranks(int type, int formation, int figures) {
        final int per = t.perBase(type, formation);
        final int bases = Math.max(1, (figures + per - 1) / per);
        final int front = frontBases(type, formation, figures);
        return Math.max(1, (bases + front - 1) / front);
    }

    @Override
    public double frontage(int u) {
        if (engine != null && s().start[u] > 0) {
            return engine.sight().width(u);
        }
        return frontBases(t.type[u], t.formation[u], t.figures[u]) * t.baseFrontage;
    }

    @Override
    public double depth(int u) {
        boolean live = engine != null && s().start[u] > 0;
        int ty = live ? s().type[u] : t.type[u];
        int form = live ? s().formation[u] : t.formation[u];
        int figs = live ? Math.max(1, s().figures[u]) : t.figures[u];
        return Math.max(0.5, ranks(ty, form, figs) * t.baseFrontage / 2);
    }

    @Override
    public boolean present(int u) {
        return s().start[u] > 0;
    }

    @Override
    public int figures(int u) {
        return s().figures[u];
    }

    @Override
    public int status(int u) {
        JacobiteState s = s();
        if (!s.present(u) || s.figures[u] == 0) {
            return DESTROYED;
        }
        if (s.has(u, JacobiteCodes.ROUTED)) {
            return ROUTED;
        }
        if (s.has(u, JacobiteCodes.BROKEN)) {
            return BROKEN;
        }
        return s.has(u, JacobiteCodes.DISORDERED) ? SHAKEN : OK;
    }

    @Override
    public boolean opensStep(String text) {
        return turnLine(text) || text.startsWith("card ");
    }

    @Override
    public List<double[]> zones() {
        if (!t.zones) {
            return List.of();
        }
        double d = t.scenario().depthInches();
        double zoneDepth = t.parameters().get("deploy.zone-depth");
        double sep = t.parameters().get("deploy.separation");
        double w = t.scenario().widthInches();
        // A11: zone 0 (south) ends (depth - separation) / 2 from the south edge, zone 1 starts at
        // (depth + separation) / 2.
        double southFront = (d - sep) / 2;
        double northFront = (d + sep) / 2;
        return List.of(new double[] {0, Math.max(0, southFront - zoneDepth), w, Math.min(zoneDepth, southFront), 0},
                new double[] {0, northFront, w, Math.min(zoneDepth, d - northFront), 1});
    }

    @Override
    public List<double[]> zonePlaces() {
        if (!t.zones) {
            return List.of();
        }
        List<double[]> out = new ArrayList<>();
        for (int z = 0; z < 2; z++) {
            for (int i = 0; i < t.slotX[z].length; i++) {
                out.add(new double[] {t.slotX[z][i], t.slotY[z][i], z});
            }
        }
        return out;
    }
}
