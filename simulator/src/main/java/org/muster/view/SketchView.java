package org.muster.view;

import java.util.ArrayList;
import java.util.List;

import org.muster.engine.Table;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.Placement;
import org.muster.rules.Template;

/**
 * A scenario that its rule set refused, drawn as written so the designer can see what was refused: the terrain
 * rasterised as the engine would (outlines only when even that fails), every unit line expanded into its row of units
 * at {@code at} (lines without one have no position), a standard footprint. Not a template any engine can play.
 */
final class SketchView extends BattleView {
    private final String[] types;
    private final int[] figures;

    private SketchView(Sketch t, Table table) {
        super(t, new Layout(table, places(t), places(t)));
        int n = t.names.size();
        types = new String[n];
        figures = new int[n];
        for (int u = 0; u < n; u++) {
            types[u] = t.types.get(u);
            figures[u] = t.figures.get(u);
        }
    }

    /** Where every unit line's units stand as written. */
    private static Places places(Sketch t) {
        int n = t.names.size();
        double[] x = new double[n];
        double[] y = new double[n];
        double[] facing = new double[n];
        for (int u = 0; u < n; u++) {
            x[u] = t.at.get(u)[0];
            y[u] = t.at.get(u)[1];
            facing[u] = t.at.get(u)[2];
        }
        return new Places(x, y, facing);
    }

    /** The sketch of a scenario as read (before its rule set compiled it). */
    static SketchView of(Scenario s) {
        Table table;
        try {
            table = Table.compile(s.widthInches(), s.depthInches(), s.terrain(), s.source());
        } catch (ScenarioException e) {
            table = Table.open(s.widthInches(), s.depthInches());
        }
        return new SketchView(new Sketch(s), table);
    }

    /** The template interface over the scenario's expanded unit lines. */
    private static final class Sketch implements Template {
        final Scenario s;
        final List<String> names = new ArrayList<>();
        final List<Integer> sides = new ArrayList<>();
        final List<String> types = new ArrayList<>();
        final List<Integer> figures = new ArrayList<>();
        final List<double[]> at = new ArrayList<>();

        Sketch(Scenario s) {
            this.s = s;
            for (int side = 0; side < s.sides().size() && side < 2; side++) {
                SideSpec spec = s.sides().get(side);
                int line = 0;
                for (UnitSpec u : spec.units()) {
                    line++;
                    String base = u.name() != null ? u.name() : u.type() + "-" + line;
                    for (int k = 0; k < u.count(); k++) {
                        names.add(k == 0 ? base : base + "-" + (k + 1));
                        sides.add(side);
                        types.add(u.type());
                        figures.add(u.figures());
                        if (u.at() == null) {
                            at.add(new double[] {Double.NaN, Double.NaN, u.facingDegrees()});
                        } else {
                            Point p = Placement.inRow(u.at(), u.facingDegrees(), k, u.spacingInches());
                            at.add(new double[] {p.x(), p.y(), u.facingDegrees()});
                        }
                    }
                }
            }
        }

        @Override
        public Scenario scenario() {
            return s;
        }

        @Override
        public Parameters parameters() {
            throw new UnsupportedOperationException("a sketch has no parameters");
        }

        @Override
        public int unitCount() {
            return names.size();
        }

        @Override
        public String unitName(int unit) {
            return names.get(unit);
        }

        @Override
        public int unitSide(int unit) {
            return sides.get(unit);
        }

        @Override
        public int unitStartFigures(int unit) {
            return figures.get(unit);
        }

        @Override
        public String sideName(int side) {
            return s.sides().get(side).name();
        }

        @Override
        public int maxTurns() {
            return s.turns();
        }
    }

    @Override
    public String type(int u) {
        return types[u];
    }

    @Override
    public int startFigures(int u) {
        return figures[u];
    }

    @Override
    public double frontage(int u) {
        return 1.5;
    }

    @Override
    public double depth(int u) {
        return 0.75;
    }

    @Override
    public int figures(int u) {
        return figures[u];
    }

    @Override
    public int status(int u) {
        return OK;
    }

    @Override
    public boolean opensStep(String text) {
        return false;
    }
}
