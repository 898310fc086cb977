package org.muster.rules.acw;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.engine.Boxes;
import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.Placement;
import org.muster.rules.battle.Deployer;
import org.muster.rules.battle.SharedTemplate;
import org.muster.rules.battle.TemplateBase;
import org.muster.rules.VictorySettings;

/**
 * A scenario compiled under the {@code acw-skirmish} rules: per-unit columns (unit u is column u of every array), the
 * terrain grid, and every rule number copied out of {@link Parameters} into a field, plus the exact tables the players
 * use (kill-die outcome by modifier, morale pass chance). Immutable after construction and shared by all worker
 * threads: nobody may write into its arrays. Built once per batch by {@link AcwRuleset#compile}; allocates only there.
 */
public final class AcwTemplate extends AcwRules implements SharedTemplate {
    /** Largest unit count a scenario may compile to. */
    public static final int MAX_UNITS = 256;

    private final int unitCount;
    /** Names, sides, players and the turn limit, as every rule set's template holds them. */
    private final TemplateBase base;

    // Per-unit columns.
    public final int[] side;
    public final int[] type;
    public final int[] quality;
    public final int[] weapon;
    public final int[] men;
    public final double[] x;
    public final double[] y;
    /** Facing in degrees: 0 = north (towards high y), 90 = east. */
    public final double[] facing;
    /** Stance bits ({@link AcwCodes#PRONE}, MOUNTED, LIMBERED) at deployment. */
    public final int[] stance;
    public final int[] sideUnits = new int[2];
    public final int[] sideMen = new int[2];

    // Table.
    public final Table table;
    /** False when no terrain can block sight (no blocking kind, no hill): sight checks skip the grid. */
    public final boolean terrainBlocksSight;
    /** False when no terrain of the scenario gives cover: cover checks skip the grid. */
    public final boolean anyCover;
    /**
     * Bounding boxes (x0, y0, x1, y1 per box, widened by a grid cell) of the terrain that can give cover or hinder
     * movement: a line or point that misses every box of a kind needs no grid walk for it (sight: {@link Table}'s own
     * boxes).
     */
    public final double[] coverBoxes;
    public final double[] moveBoxes;
    /**
     * Cells (of {@link Table#CELL_INCHES}) near enough to cover-giving terrain that a target there might have cover:
     * within a cover box widened by the feature reach. Elsewhere the cover query is answered without the grid walk.
     */
    public final boolean[] coverNear;
    public final int coverCols;
    /**
     * Per cell: the cover of the ground itself ({@link TerrainKind} cover code, scenario overrides included), and
     * whether a cover-giving linear feature is within reach (then the direction of the firer matters and the full
     * query runs).
     */
    public final byte[] groundCover;
    public final boolean[] featureNear;
    /** The objectives as columns, and who holds them ({@link VictorySettings.Objectives#pointsHeld}). */
    public final VictorySettings.Objectives obj;
    /** B9 victory: the turn limit (the scenario's turns, else the rules' turns.limit), break fraction, tie-break. */
    public final VictorySettings victory;

    AcwTemplate(Scenario s, Parameters p) {
        super(p);
        table = TemplateBase.table(s, "acw-skirmish");
        if (squadMinMen > squadMaxMen) {
            throw ScenarioException.at(s.source(), "rules.squad.min-men", "squad.min-men " + squadMinMen
                    + " exceeds squad.max-men " + squadMaxMen);
        }
        boolean blocks = false;
        boolean covers = false;
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            if (ts.isLinear()) {
                int k = TerrainKind.feature(ts.kind());
                blocks |= (losBlockingFeatures & (1 << k)) != 0;
                covers |= coverOfFeature[k] > 0;
            } else {
                int k = TerrainKind.area(ts.kind());
                blocks |= (losBlockingAreas & (1 << k)) != 0 || ts.height() > 0;
                covers |= coverOfArea[k] > 0;
            }
            covers |= ts.cover() != null && TerrainKind.cover(ts.cover()) > 0;
        }
        terrainBlocksSight = blocks;
        anyCover = covers;
        List<double[]> cov = new ArrayList<>();
        List<double[]> mov = new ArrayList<>();
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            List<Point> pts = ts.isLinear() ? ts.line() : ts.area();
            double[] box = Boxes.of(pts, Table.CELL_INCHES);
            int k = ts.isLinear() ? TerrainKind.feature(ts.kind()) : TerrainKind.area(ts.kind());
            int coverHere = ts.cover() != null ? TerrainKind.cover(ts.cover())
                    : ts.isLinear() ? coverOfFeature[k] : coverOfArea[k];
            int moveHere = ts.isLinear() ? moveClassOfFeature[k] : moveClassOfArea[k];
            if (coverHere > 0) {
                cov.add(box);
            }
            if (moveHere > 0) {
                mov.add(box);
            }
        }
        final double reach = featureReach;
        coverCols = (int) Math.ceil(s.widthInches() / Table.CELL_INCHES) + 1;
        final int coverRows = (int) Math.ceil(s.depthInches() / Table.CELL_INCHES) + 1;
        coverNear = new boolean[coverCols * coverRows];
        groundCover = new byte[coverCols * coverRows];
        featureNear = new boolean[coverCols * coverRows];
        for (int r = 0; r < coverRows; r++) {
            for (int c = 0; c < coverCols; c++) {
                double cx = Math.min(s.widthInches() - 1e-9, (c + 0.5) * Table.CELL_INCHES);
                double cy = Math.min(s.depthInches() - 1e-9, (r + 0.5) * Table.CELL_INCHES);
                groundCover[r * coverCols + c] = (byte) table.coverAt(cx, cy, cx, cy, coverOfArea, coverOfFeature,
                        0);
            }
        }
        for (int i = 0; i < s.terrain().size(); i++) {
            org.muster.model.TerrainSpec ts = s.terrain().get(i);
            if (!ts.isLinear()) {
                continue;
            }
            int k = TerrainKind.feature(ts.kind());
            int coverHere = ts.cover() != null ? TerrainKind.cover(ts.cover()) : coverOfFeature[k];
            if (coverHere <= 0) {
                continue;
            }
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (Point q : ts.line()) {
                x0 = Math.min(x0, q.x());
                y0 = Math.min(y0, q.y());
                x1 = Math.max(x1, q.x());
                y1 = Math.max(y1, q.y());
            }
            int c0 = Math.max(0, (int) Math.floor((x0 - reach) / Table.CELL_INCHES) - 2);
            int c1 = Math.min(coverCols - 1, (int) Math.floor((x1 + reach) / Table.CELL_INCHES) + 2);
            int r0 = Math.max(0, (int) Math.floor((y0 - reach) / Table.CELL_INCHES) - 2);
            int r1 = Math.min(coverRows - 1, (int) Math.floor((y1 + reach) / Table.CELL_INCHES) + 2);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    featureNear[r * coverCols + c] = true;
                }
            }
        }
        for (double[] b : cov) {
            int c0 = Math.max(0, (int) Math.floor((b[0] - reach) / Table.CELL_INCHES) - 1);
            int c1 = Math.min(coverCols - 1, (int) Math.floor((b[2] + reach) / Table.CELL_INCHES) + 1);
            int r0 = Math.max(0, (int) Math.floor((b[1] - reach) / Table.CELL_INCHES) - 1);
            int r1 = Math.min(coverRows - 1, (int) Math.floor((b[3] + reach) / Table.CELL_INCHES) + 1);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    coverNear[r * coverCols + c] = true;
                }
            }
        }
        coverBoxes = flatten(cov);
        moveBoxes = flatten(mov);

        // Rules.
        if (deck.length == 0) {
            throw ScenarioException.at(s.source(), "rules.deck.ones", "a deck of 0 cards cannot be played");
        }
        victory = new VictorySettings(s, p);
        obj = new VictorySettings.Objectives(s, table);

        // Units: validate and expand counts.
        Deployer units = new Deployer(s, table, deploySeparation);
        String[] sideNames = TemplateBase.sideNames(s);
        for (int sd = 0; sd < 2; sd++) {
            SideSpec side = s.sides().get(sd);
            String sideField = "sides[" + sd + "]";
            if (side.army() != null) {
                throw ScenarioException.at(s.source(), sideField + ".army", "acw-skirmish has no army lists; "
                        + "list the side's units instead (army: {list: " + side.army().list() + "} is not known)");
            }
            if (side.units().isEmpty()) {
                throw ScenarioException.at(s.source(), sideField + ".units", "side '" + sideNames[sd]
                        + "' has no units");
            }
            units.side(sd, Deployer.edgeUnits(side.units(), null));
            for (UnitSpec u : side.units()) {
                String f = u.field();
                int ty = AcwCodes.indexOf(AcwCodes.TYPE_NAMES, lower(u.type()));
                if (ty < 0) {
                    throw ScenarioException.at(s.source(), f + ".type", "unknown unit type '" + u.type()
                            + "' (known: infantry-squad, cavalry-squad, artillery)");
                }
                int q = u.quality() == null ? AcwCodes.REGULAR
                        : AcwCodes.indexOf(AcwCodes.QUALITY_NAMES, lower(u.quality()));
                if (q < 0) {
                    throw ScenarioException.at(s.source(), f + ".quality", "unknown quality '" + u.quality()
                            + "' (known: green, regular, veteran)");
                }
                int w = weaponOf(s, u, ty);
                int st = stanceOf(s, u, ty);
                int lo = ty == AcwCodes.ARTILLERY ? 1 : squadMinMen;
                int hi = ty == AcwCodes.ARTILLERY ? crew : squadMaxMen;
                if (u.figures() < lo || u.figures() > hi) {
                    throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside "
                            + lo + "-" + hi + " for " + AcwCodes.TYPE_NAMES[ty]
                            + (ty == AcwCodes.ARTILLERY ? " (crew, rules artillery.crew)" : " (B2: squads of 3-8)"));
                }
                if (u.count() < 1) {
                    throw ScenarioException.at(s.source(), f + ".count", "count " + u.count() + " must be 1 or more");
                }
                double spacing = u.spacingInches() > 0 ? u.spacingInches() : deploySpacing;
                String base = u.name() == null || u.name().isEmpty() ? AcwCodes.TYPE_NAMES[ty] : u.name();
                for (int k = 0; k < u.count(); k++) {
                    String name = Deployer.name(base, k);
                    units.place(u, k, spacing, name);
                    units.requireEnterable(u, name, moveClassOfArea, moveClassOfFeature, AcwCodes.IMPASSABLE,
                            "impassable terrain");
                    units.add(name, new double[] {sd, ty, q, w, u.figures(), units.x(), units.y(), units.facing(),
                        st});
                }
            }
        }
        List<double[]> rows = units.rows(MAX_UNITS);
        unitCount = rows.size();
        Placement.requireApart(s, units.names(), rows, 5, contactInches, "geometry.contact-inches");
        String[] names = units.names().toArray(new String[0]);
        side = new int[unitCount];
        type = new int[unitCount];
        quality = new int[unitCount];
        weapon = new int[unitCount];
        men = new int[unitCount];
        x = new double[unitCount];
        y = new double[unitCount];
        facing = new double[unitCount];
        stance = new int[unitCount];
        for (int i = 0; i < unitCount; i++) {
            double[] r = rows.get(i);
            side[i] = (int) r[0];
            type[i] = (int) r[1];
            quality[i] = (int) r[2];
            weapon[i] = (int) r[3];
            men[i] = (int) r[4];
            x[i] = r[5];
            y[i] = r[6];
            facing[i] = r[7];
            stance[i] = (int) r[8];
            sideUnits[side[i]]++;
            sideMen[side[i]] += men[i];
        }

        base = new TemplateBase(s, p, unitCount, names, side, men, victory.maxTurns);
    }

    private static double[] flatten(List<double[]> boxes) {
        double[] out = new double[boxes.size() * 4];
        for (int i = 0; i < boxes.size(); i++) {
            System.arraycopy(boxes.get(i), 0, out, 4 * i, 4);
        }
        return out;
    }

    /**
     * Line of sight over the terrain: {@link Table#lineOfSight} with this rule set's blocking kinds and edge (the
     * table walks only where blocking terrain lies on the line).
     */
    public boolean sightClear(double x0, double y0, double x1, double y1) {
        return table.lineOfSight(x0, y0, x1, y1, losBlockingAreas, losBlockingFeatures, losEdge);
    }

    private static String lower(String v) {
        return v == null ? "" : v.toLowerCase(Locale.ROOT);
    }


    private static int weaponOf(Scenario s, UnitSpec u, int ty) {
        if (ty == AcwCodes.ARTILLERY) {
            if (u.weapon() != null && !lower(u.weapon()).equals("gun")) {
                throw ScenarioException.at(s.source(), u.field() + ".weapon", "unknown weapon '" + u.weapon()
                        + "' for artillery (artillery has its gun: omit weapon or write gun)");
            }
            return AcwCodes.GUN;
        }
        if (u.weapon() == null) {
            return ty == AcwCodes.CAVALRY ? AcwCodes.PISTOL : AcwCodes.RIFLED_MUSKET;
        }
        int w = AcwCodes.indexOf(AcwCodes.WEAPON_NAMES, lower(u.weapon()));
        if (w < 0 || w == AcwCodes.GUN) {
            throw ScenarioException.at(s.source(), u.field() + ".weapon", "unknown weapon '" + u.weapon()
                    + "' (known: rifled-musket, musket, shotgun, pistol)");
        }
        return w;
    }

    private static int stanceOf(Scenario s, UnitSpec u, int ty) {
        String st = lower(u.stance());
        switch (ty) {
            case AcwCodes.INFANTRY:
                if (st.isEmpty() || st.equals("standing")) {
                    return 0;
                }
                if (st.equals("prone")) {
                    return AcwCodes.PRONE;
                }
                throw badStance(s, u, "standing, prone");
            case AcwCodes.CAVALRY:
                if (st.isEmpty() || st.equals("mounted")) {
                    return AcwCodes.MOUNTED;
                }
                if (st.equals("dismounted") || st.equals("standing")) {
                    return 0;
                }
                if (st.equals("prone")) {
                    return AcwCodes.PRONE;
                }
                throw badStance(s, u, "mounted, dismounted, prone");
            default:
                if (st.isEmpty() || st.equals("unlimbered")) {
                    return 0;
                }
                if (st.equals("limbered")) {
                    return AcwCodes.LIMBERED;
                }
                throw badStance(s, u, "limbered, unlimbered");
        }
    }

    private static ScenarioException badStance(Scenario s, UnitSpec u, String known) {
        return ScenarioException.at(s.source(), u.field() + ".stance", "unknown stance '" + u.stance() + "' for "
                + u.type() + " (known: " + known + ")");
    }

    /** First unit index of a side: compiling lists side 0's units, then side 1's, so each side is one range. */
    public int firstUnit(int sd) {
        return sd == 0 ? 0 : sideUnits[0];
    }

    /** One past the last unit index of a side. */
    public int endUnit(int sd) {
        return sd == 0 ? sideUnits[0] : unitCount;
    }


    /** Start point of a unit (for tests and narration). */
    public Point at(int u) {
        return new Point(x[u], y[u]);
    }

    @Override
    public TemplateBase base() {
        return base;
    }
}
