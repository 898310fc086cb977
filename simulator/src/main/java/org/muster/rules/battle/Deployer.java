package org.muster.rules.battle;

import static org.muster.rules.Placement.fmt;

import java.util.ArrayList;
import java.util.List;

import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.UnitSpec;
import org.muster.rules.Placement;

/**
 * The units of a scenario as every rule set's template lays them out while it compiles (never on the hot path),
 * written once here instead of in every template: one side at a time, each unit line expanded to its {@code count}
 * units (named {@code name}, {@code name-2}, ...), placed by {@link Placement#place} (the lines without {@code at:}
 * share the slots along their side's edge, {@code deploy.separation} apart from the enemy's), checked to stand on
 * ground they may enter, and kept with its name and its row of the template's own columns. The template validates
 * its rule set's fields, chooses what a row holds, and reads the rows back into its typed columns.
 */
public final class Deployer {
    private final Scenario s;
    private final Table table;
    /** How far in from its own edge a side's edge line stands. */
    private final double edgeOffset;
    private final List<double[]> rows = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    /** Where the unit last placed stands: x, y, facing. */
    private final double[] spot = new double[3];
    private int side;
    private int edgeIndex;
    private int edgeUnits;
    private double sideFacing;

    /** Lays out scenario {@code s} on its compiled {@code table}, the sides' edge lines {@code separation} apart. */
    public Deployer(Scenario s, Table table, double separation) {
        this.s = s;
        this.table = table;
        this.edgeOffset = Math.max(0, (s.depthInches() - separation) / 2);
    }

    /**
     * Starts side {@code sd}, facing the enemy (0 for side 0, 180 for side 1), whose {@code edgeUnits} units share
     * the slots along its edge ({@link #edgeUnits}, plus any the rule set places there itself, {@link #nextEdgeX}).
     */
    public void side(int sd, int edgeUnits) {
        this.side = sd;
        this.edgeUnits = edgeUnits;
        this.edgeIndex = 0;
        this.sideFacing = sd == 0 ? 0 : 180;
    }

    /**
     * The units of a side's lines that stand on its edge: those of the lines without {@code at:}, but for lines of
     * type {@code rider} (a unit that goes with another and takes no place of its own; null for none).
     */
    public static int edgeUnits(List<UnitSpec> units, String rider) {
        int n = 0;
        for (UnitSpec u : units) {
            if (u.at() == null && (rider == null || !rider.equals(lower(u.type())))) {
                n += Math.max(0, u.count());
            }
        }
        return n;
    }

    /** The name of the {@code k}-th unit (from 0) of a line named {@code base}: base, base-2, base-3, ... */
    public static String name(String base, int k) {
        return k == 0 ? base : base + "-" + (k + 1);
    }

    /**
     * Places the {@code k}-th unit (from 0) of line {@code u} of the current side, named {@code name}, in a row
     * {@code spacing} apart or on the next edge slot ({@link Placement#place}: off the table is bad input naming
     * {@code u}'s {@code at}). {@link #x}, {@link #y} and {@link #facing} then say where it stands.
     */
    public void place(UnitSpec u, int k, double spacing, String name) {
        edgeIndex = Placement.place(table, s, u, k, side, sideFacing, spacing, edgeIndex, edgeUnits, edgeOffset,
                u.field() + ".at", name, spot);
    }

    /** Where the unit last placed stands, inches. */
    public double x() {
        return spot[0];
    }

    public double y() {
        return spot[1];
    }

    /** The facing of the unit last placed, degrees in [0, 360): 0 = north (towards high y), 90 = east. */
    public double facing() {
        double d = spot[2] % 360;
        return d < 0 ? d + 360 : d;
    }

    /** The facing of the current side's units on its edge: towards the enemy. */
    public double sideFacing() {
        return sideFacing;
    }

    /** The y of the current side's edge line. */
    public double edgeY() {
        return side == 0 ? edgeOffset : s.depthInches() - edgeOffset;
    }

    /** The x of the current side's next free edge slot, which it takes (for units the rule set places itself). */
    public double nextEdgeX() {
        return s.widthInches() * (edgeIndex++ + 0.5) / edgeUnits;
    }

    /**
     * Rejects the unit last placed, line {@code u}'s {@code name}, when its ground is impassable: the larger of the
     * movement classes of its area ({@code areaClass}) and feature ({@code featureClass}) is {@code impassable}.
     * {@code ground} names such ground in the message ("impassable terrain").
     */
    public void requireEnterable(UnitSpec u, String name, int[] areaClass, int[] featureClass, int impassable,
            String ground) {
        final double ux = spot[0];
        final double uy = spot[1];
        if (Math.max(areaClass[table.areaAt(ux, uy)], featureClass[table.featureAt(ux, uy)]) == impassable) {
            throw ScenarioException.at(s.source(), u.field() + ".at", "unit " + name + " at (" + fmt(ux) + ", "
                    + fmt(uy) + ") stands in " + ground + " (" + TerrainKind.areaName(table.areaAt(ux, uy)) + ")");
        }
    }

    /** Keeps a unit: its name and its row of the template's columns (side first), in unit order. */
    public void add(String name, double[] row) {
        names.add(name);
        rows.add(row);
    }

    /** The units kept so far. */
    public int count() {
        return rows.size();
    }

    /**
     * The rows of the units, in unit order (the template's to read and, before it reads them, to amend), once their
     * number is checked against {@code maxUnits}: more is bad input.
     */
    public List<double[]> rows(int maxUnits) {
        if (rows.size() > maxUnits) {
            throw ScenarioException.at(s.source(), "sides", rows.size() + " units exceed the limit of " + maxUnits);
        }
        return rows;
    }

    /** The units' names, in unit order. */
    public List<String> names() {
        return names;
    }

    private static String lower(String v) {
        return v == null ? "" : v.toLowerCase(java.util.Locale.ROOT);
    }
}
