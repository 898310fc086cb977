package org.muster.rules;

import org.muster.engine.Table;
import org.muster.model.Objective;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

/**
 * The end-of-battle settings every rule set compiles the same way (ARCHITECTURE.md section 6): the army break
 * fraction (the scenario's {@code victory.break-at}, else the rule set's {@code victory.break-at} parameter), the
 * tie-break at the turn limit, and the objectives as primitive arrays. Used at compile time only.
 */
public final class VictorySettings {
    /** Tie-break codes, {@link Victory}'s: fewer casualties win at the turn limit. */
    public static final int TIE_CASUALTIES = Victory.TIE_CASUALTIES;
    /** Only objectives decide at the turn limit. */
    public static final int TIE_OBJECTIVES_ONLY = Victory.TIE_OBJECTIVES_ONLY;
    /** A draw at the turn limit unless objectives decide. */
    public static final int TIE_NONE = Victory.TIE_NONE;

    /** Objectives compiled to columns: objective i is column i of each array. */
    public record Objectives(double[] x, double[] y, double[] radius, int[] points) {
        /** Which units can hold an objective at the moment (each rule set says: present, not routed, ...). */
        public interface Holders {
            boolean holds(int unit);
        }

        /**
         * Victory points of the objectives {@code side} holds alone: one of its holders within the radius and no
         * enemy holder. Units are {@code [0, n)}, unit u of side {@code unitSide[u]} at {@code (ux[u], uy[u])}.
         * Allocates nothing.
         */
        public int pointsHeld(int side, int n, int[] unitSide, double[] ux, double[] uy, Holders holders) {
            int held = 0;
            for (int o = 0; o < x.length; o++) {
                boolean mine = false;
                boolean theirs = false;
                final double r2 = radius[o] * radius[o];
                for (int u = 0; u < n; u++) {
                    if (!holders.holds(u)) {
                        continue;
                    }
                    final double dx = ux[u] - x[o];
                    final double dy = uy[u] - y[o];
                    if (dx * dx + dy * dy <= r2) {
                        if (unitSide[u] == side) {
                            mine = true;
                        } else {
                            theirs = true;
                        }
                    }
                }
                if (mine && !theirs) {
                    held += points[o];
                }
            }
            return held;
        }
    }

    private VictorySettings() {
    }

    /** The break fraction: the scenario's when it sets one (checked to lie in (0, 1]), else the parameter's. */
    public static double breakAt(Scenario s, Parameters p) {
        double b = s.victory() == null ? Double.NaN : s.victory().breakAt();
        if (Double.isNaN(b)) {
            return p.get("victory.break-at");
        }
        if (!(b > 0 && b <= 1)) {
            throw ScenarioException.at(s.source(), "victory.break-at", "break-at " + b + " must be in (0, 1]");
        }
        return b;
    }

    /** The tie-break code of the scenario ({@code casualties} when it names none). */
    public static int tieBreak(Scenario s) {
        String tb = s.victory() == null || s.victory().tieBreak() == null ? "casualties"
                : s.victory().tieBreak().toLowerCase(java.util.Locale.ROOT);
        switch (tb) {
            case "casualties":
                return TIE_CASUALTIES;
            case "objectives-only":
                return TIE_OBJECTIVES_ONLY;
            case "none":
                return TIE_NONE;
            default:
                throw ScenarioException.at(s.source(), "victory.tie-break", "unknown tie-break '" + tb
                        + "' (known: casualties, objectives-only, none)");
        }
    }

    /** The scenario's objectives as columns; an objective off the table is bad input naming its field. */
    public static Objectives objectives(Scenario s, Table table) {
        int n = s.objectives().size();
        Objectives o = new Objectives(new double[n], new double[n], new double[n], new int[n]);
        for (int i = 0; i < n; i++) {
            Objective obj = s.objectives().get(i);
            if (obj.at() == null || !table.onTable(obj.at().x(), obj.at().y())) {
                throw ScenarioException.at(s.source(), obj.field() + ".at", "objective '" + obj.name() + "' at "
                        + obj.at() + " is off the table");
            }
            o.x()[i] = obj.at().x();
            o.y()[i] = obj.at().y();
            o.radius()[i] = obj.radiusInches();
            o.points()[i] = obj.points();
        }
        return o;
    }
}
