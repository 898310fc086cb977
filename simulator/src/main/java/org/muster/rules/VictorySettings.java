package org.muster.rules;

import org.muster.engine.Table;
import org.muster.model.Objective;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;

/**
 * The end-of-battle settings every rule set compiles the same way (ARCHITECTURE.md section 6), written once here
 * instead of in every template: the turn limit (the scenario's {@code turns}, else the rule set's {@code turns.limit}
 * parameter), the army break fraction (the scenario's {@code victory.break-at}, else the rule set's
 * {@code victory.break-at} parameter) and the tie-break at the turn limit; and, in {@link Objectives}, the objectives
 * as primitive columns. Built once per template at compile time; immutable after, and read by engines and players
 * as final fields.
 */
public final class VictorySettings {
    /** Tie-break codes, {@link Victory}'s: fewer casualties win at the turn limit. */
    public static final int TIE_CASUALTIES = Victory.TIE_CASUALTIES;
    /** Only objectives decide at the turn limit. */
    public static final int TIE_OBJECTIVES_ONLY = Victory.TIE_OBJECTIVES_ONLY;
    /** A draw at the turn limit unless objectives decide. */
    public static final int TIE_NONE = Victory.TIE_NONE;

    /** The turn limit: the scenario's turns, else the rule set's {@code turns.limit}. */
    public final int maxTurns;
    /** The fraction of an army's units lost (each rule set says how it counts) at which it is beaten. */
    public final double breakAt;
    /** The tie-break at the turn limit: one of the {@code TIE_*} codes. */
    public final int tieBreak;

    /**
     * A scenario's settings under parameters {@code p} (which define {@code turns.limit} and
     * {@code victory.break-at}); a negative turn limit, a break fraction outside (0, 1] or an unknown tie-break is bad
     * input naming its field.
     */
    public VictorySettings(Scenario s, Parameters p) {
        if (s.turns() < 0) {
            throw ScenarioException.at(s.source(), "turns", "turns " + s.turns() + " must be 0 (default) or more");
        }
        maxTurns = s.turns() > 0 ? s.turns() : p.getInt("turns.limit");
        breakAt = breakAt(s, p);
        tieBreak = tieBreak(s);
    }

    /** Objectives compiled to columns: objective i is column i of each array. */
    public static final class Objectives {
        /** Centre of each objective, inches. */
        public final double[] x;
        public final double[] y;
        /** Radius within which a unit holds it, inches. */
        public final double[] radius;
        /** Victory points it is worth. */
        public final int[] points;

        /** The scenario's objectives as columns; an objective off the table is bad input naming its field. */
        public Objectives(Scenario s, Table table) {
            final int n = s.objectives().size();
            x = new double[n];
            y = new double[n];
            radius = new double[n];
            points = new int[n];
            for (int i = 0; i < n; i++) {
                Objective obj = s.objectives().get(i);
                if (obj.at() == null || !table.onTable(obj.at().x(), obj.at().y())) {
                    throw ScenarioException.at(s.source(), obj.field() + ".at", "objective '" + obj.name() + "' at "
                            + obj.at() + " is off the table");
                }
                x[i] = obj.at().x();
                y[i] = obj.at().y();
                radius[i] = obj.radiusInches();
                points[i] = obj.points();
            }
        }

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

    /** The break fraction: the scenario's when it sets one (checked to lie in (0, 1]), else the parameter's. */
    private static double breakAt(Scenario s, Parameters p) {
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
    private static int tieBreak(Scenario s) {
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
}
