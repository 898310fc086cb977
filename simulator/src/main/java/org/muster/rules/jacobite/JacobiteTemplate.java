package org.muster.rules.jacobite;

import static org.muster.rules.Placement.fmt;

import static org.muster.rules.jacobite.JacobiteCodes.ARTILLERY;
import static org.muster.rules.jacobite.JacobiteCodes.AVD;
import static org.muster.rules.jacobite.JacobiteCodes.CLAN;
import static org.muster.rules.jacobite.JacobiteCodes.COLUMN;
import static org.muster.rules.jacobite.JacobiteCodes.D6;
import static org.muster.rules.jacobite.JacobiteCodes.DISMOUNTED;
import static org.muster.rules.jacobite.JacobiteCodes.FIELD;
import static org.muster.rules.jacobite.JacobiteCodes.HIGHLAND_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.LINE;
import static org.muster.rules.jacobite.JacobiteCodes.LOWLAND_HORSE;
import static org.muster.rules.jacobite.JacobiteCodes.MILITIA_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.PERSONALITY;
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.ROAD;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.muster.engine.Table;
import org.muster.engine.TerrainKind;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.battle.Deployer;
import org.muster.rules.battle.SharedTemplate;
import org.muster.rules.battle.TemplateBase;
import org.muster.rules.VictorySettings;

/**
 * A scenario compiled under the {@code jacobite45} rules: per-unit columns (unit u is column u of every array), the
 * personalities and the units they are attached to, the terrain grid with each kind's cover, movement class, sight
 * and holding, every rule number copied out of {@link Parameters} into a field, and the exact movement tables the
 * players use. Immutable after construction and shared by all worker threads: nobody may write into its arrays. Built
 * once per batch by {@link JacobiteRuleset#compile}; allocates only there.
 */
public final class JacobiteTemplate extends JacobiteRules implements SharedTemplate {
    /** Largest unit count a scenario may compile to. */
    public static final int MAX_UNITS = 128;
    /** Largest figures in one unit. */
    public static final int MAX_FIGURES = 64;
    /** Largest personalities per scenario. */
    public static final int MAX_PERSONALITIES = 16;

    private final int unitCount;
    /** Names, sides, players and the turn limit, as every rule set's template holds them. */
    private final TemplateBase base;
    /** Names for narration: the unit's name, prefixed by its side's when the other side has a unit of that name. */
    private final String[] labels;

    // Per-unit columns.
    public final int[] side;
    public final int[] type;
    /** REGULAR, MILITIA or HIGHLANDER (A2). */
    public final int[] cls;
    public final int[] formation;
    public final int[] figures;
    public final boolean[] government;
    public final boolean[] elite;
    /** Mounted lancers (A8.2 melee modifiers; quality: lancers). */
    public final boolean[] lancers;
    public final boolean[] poor;
    public final double[] x;
    public final double[] y;
    public final double[] facing;
    public final double[] facingSin;
    public final double[] facingCos;
    public final int[] sideUnits = new int[2];
    public final int[] sideFigures = new int[2];
    /** Host unit of each personality at the start (A3 [D]: attached to the unit listed just before it). */
    public final int[] personalityHost;
    public final int[] personalitySide;
    /** Movement d6 of each personality when it leaves its unit (A3 [D]: 4D6 mounted, 2D6 on foot). */
    public final int[] personalityDice;
    public final String[] personalityNames;
    /** Army list of each unit: -1 a fixed unit, else {@link #LIST_GOVERNMENT} or {@link #LIST_JACOBITE} (drawn). */
    public final int[] armyList;
    public final boolean hasArmyLists;
    /**
     * Deployment by zones (A11, {@code deploy.mode: zones}): the units without {@code at} (and every army-list slot)
     * are placed per battle, alternately by side, on the places of their side's zone; {@code placed} marks them.
     */
    public final boolean zones;
    public final boolean[] placed;
    /** Which side places first under zones ({@code deploy.first}). */
    public final int deployFirst;
    /**
     * The places of each zone (0 the south zone at low y, 1 the north): centres, row (0 the front row, facing the
     * enemy), ordered front row first and within a row from the centre of the table outwards (left before right).
     * Places in impassable terrain or within {@code geometry.contact} of a unit with {@code at} are left out.
     */
    public final double[][] slotX = new double[2][];
    public final double[][] slotY = new double[2][];
    public final int[][] slotRow = new int[2][];
    public static final int LIST_GOVERNMENT = 0;
    public static final int LIST_JACOBITE = 1;
    static final String[] LIST_NAMES = {"government", "jacobite"};


    // Table.
    public final Table table;
    public final boolean terrainBlocksSight;
    public final boolean anyTerrain;
    /**
     * The movement classes met in each grid cell ({@link Table#index}), area's and feature's together, as bits
     * {@link #MOVE_BIT_OBSTACLE}, {@link #MOVE_BIT_ROUGH}, {@link #MOVE_BIT_IMPASSABLE}, so a step of a move walk is
     * one lookup; {@link #moveBitsOff} off the table. Empty without terrain.
     */
    public final byte[] moveBits;
    public final int moveBitsOff;
    public static final int MOVE_BIT_OBSTACLE = 1;
    public static final int MOVE_BIT_ROUGH = 2;
    public static final int MOVE_BIT_IMPASSABLE = 4;
    /**
     * Bounding boxes (x0, y0, x1, y1 per box, widened by a grid cell) of the terrain that can block sight, and of the
     * terrain that gives cover (widened by the feature reach): a line or point that misses every box needs no grid
     * walk.
     */
    public final double[] sightBoxes;
    /** Boxes of the hills, and the highest hill level: a line from a point at that level crosses no higher ground. */
    public final double[] hillBoxes;
    public final int maxHeight;
    public final double[] coverBoxes;
    /** The objectives as columns, and who holds them ({@link VictorySettings.Objectives#pointsHeld}). */
    public final VictorySettings.Objectives obj;


    // Rules.
    /** The turn limit (the scenario's turns, else the rules' turns.limit), break fraction and tie-break. */
    public final VictorySettings victory;


    JacobiteTemplate(Scenario s, Parameters p) {
        super(p);
        table = TemplateBase.table(s, "jacobite45");
        boolean blocks = false;
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            if (!ts.isLinear()) {
                int k = TerrainKind.area(ts.kind());
                blocks |= (losBlockingAreas & (1 << k)) != 0 || ts.height() > 0;
            }
        }
        terrainBlocksSight = blocks;
        anyTerrain = !s.terrain().isEmpty();
        moveBitsOff = moveBitsOf(moveClassOfArea[TerrainKind.OPEN], moveClassOfFeature[TerrainKind.NO_FEATURE]);
        moveBits = anyTerrain ? moveBitsGrid() : new byte[0];
        List<double[]> sight = new ArrayList<>();
        List<double[]> hills = new ArrayList<>();
        int top = 0;
        List<double[]> cov = new ArrayList<>();
        final double reachInches = featureReach;
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            List<org.muster.model.Point> pts = ts.isLinear() ? ts.line() : ts.area();
            double x0 = Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (org.muster.model.Point q : pts) {
                x0 = Math.min(x0, q.x());
                y0 = Math.min(y0, q.y());
                x1 = Math.max(x1, q.x());
                y1 = Math.max(y1, q.y());
            }
            final double m = Table.CELL_INCHES;
            final int k = ts.isLinear() ? TerrainKind.feature(ts.kind()) : TerrainKind.area(ts.kind());
            if (!ts.isLinear() && (losBlockingAreas & (1 << k)) != 0) {
                sight.add(new double[] {x0 - m, y0 - m, x1 + m, y1 + m});
            }
            if (!ts.isLinear() && ts.height() > 0) {
                hills.add(new double[] {x0 - m, y0 - m, x1 + m, y1 + m});
                top = Math.max(top, ts.height());
            }
            final int cover = ts.cover() != null ? Math.max(0, TerrainKind.cover(ts.cover()))
                    : ts.isLinear() ? coverOfFeature[k] : coverOfArea[k];
            if (cover > 0) {
                final double r = m + (ts.isLinear() ? reachInches : 0);
                cov.add(new double[] {x0 - r, y0 - r, x1 + r, y1 + r});
            }
        }
        sightBoxes = flatten(sight);
        hillBoxes = flatten(hills);
        maxHeight = top;
        coverBoxes = flatten(cov);

        if (!(jacArtilleryTo <= jacCavalryTo && jacCavalryTo <= jacLowlandTo && jacLowlandTo <= jacHighlandTo)) {
            throw ScenarioException.at(s.source(), "rules.army.jacobite.cavalry-to", "Jacobite D100 bounds must rise:"
                    + " artillery-to <= cavalry-to <= lowland-militia-to <= highland-to");
        }
        if (!(govArtilleryTo <= govHighlandTo && govHighlandTo <= govMilitiaTo && govMilitiaTo <= govDragoonsTo
                && govDragoonsTo <= govInfantryTo)) {
            throw ScenarioException.at(s.source(), "rules.army.government.highland-to", "Government D100 bounds must"
                    + " rise: artillery-to <= highland-to <= militia-to <= dragoons-to <= infantry-to");
        }
        if (!(brokenFrom <= disorderedFrom && disorderedFrom <= normalFrom && normalFrom <= getInThere)) {
            throw ScenarioException.at(s.source(), "rules.morale.normal", "morale bands must rise: broken-from "
                    + brokenFrom + " <= disordered-from " + disorderedFrom + " <= normal " + normalFrom
                    + " <= get-in-there " + getInThere);
        }

        victory = new VictorySettings(s, p);
        obj = new VictorySettings.Objectives(s, table);

        // Units.
        Deployer units = new Deployer(s, table, deploySeparation);
        List<int[]> pers = new ArrayList<>();
        List<String> persNames = new ArrayList<>();
        String[] sideNames = TemplateBase.sideNames(s);
        for (int sd = 0; sd < 2; sd++) {
            SideSpec sideSpec = s.sides().get(sd);
            final boolean gov = sd == governmentSide;
            int edgeUnits = Deployer.edgeUnits(sideSpec.units(), "personality");
            final org.muster.model.ArmySpec army = sideSpec.army();
            int list = -1;
            if (army != null) {
                list = JacobiteCodes.indexOf(LIST_NAMES, lower(army.list()));
                if (list < 0) {
                    throw ScenarioException.at(s.source(), army.field() + ".list", "unknown army list '" + army.list()
                            + "' for jacobite45 (known: government, jacobite)");
                }
                if ((list == LIST_GOVERNMENT) != gov) {
                    throw ScenarioException.at(s.source(), army.field() + ".list", "army list '" + army.list()
                            + "' does not fit side '" + sideNames[sd] + "', which is the " + (gov ? "Government"
                            : "Jacobite") + " side (rules army.government-side)");
                }
                edgeUnits += army.units();
            }
            units.side(sd, edgeUnits);
            int lastUnit = -1;
            boolean anyUnit = false;
            for (UnitSpec u : sideSpec.units()) {
                String f = u.field();
                int ty = JacobiteCodes.indexOf(JacobiteCodes.TYPE_NAMES, lower(u.type()));
                if (ty < 0) {
                    throw ScenarioException.at(s.source(), f + ".type", "unknown troop type '" + u.type()
                            + "' for jacobite45 (known: " + String.join(", ", JacobiteCodes.TYPE_NAMES) + ")");
                }
                if (u.weapon() != null) {
                    throw ScenarioException.at(s.source(), f + ".weapon", "weapon '" + u.weapon() + "' is not used by"
                            + " jacobite45: a troop type has its own weapon (A5); omit weapon");
                }
                if (u.count() < 1) {
                    throw ScenarioException.at(s.source(), f + ".count", "count " + u.count() + " must be 1 or more");
                }
                if (ty == PERSONALITY) {
                    if (lastUnit < 0) {
                        throw ScenarioException.at(s.source(), f + ".type", "a personality is attached to the unit"
                                + " listed just before it, and side '" + sideNames[sd] + "' lists none before it");
                    }
                    if (u.count() != 1 || u.figures() != 1) {
                        throw ScenarioException.at(s.source(), f + ".men", "a personality is one figure (men: 1,"
                                + " count: 1), found men " + u.figures() + " count " + u.count());
                    }
                    String ps = lower(u.stance());
                    if (u.stance() != null && !ps.equals("mounted") && !ps.equals("foot")) {
                        throw ScenarioException.at(s.source(), f + ".stance", "unknown stance '" + u.stance()
                                + "' for personality (known: mounted, foot)");
                    }
                    pers.add(new int[] {lastUnit, sd, lower(u.stance()).equals("foot") ? 0 : 1});
                    persNames.add(u.name() == null || u.name().isEmpty() ? "personality" : u.name());
                    continue;
                }
                anyUnit = true;
                int form = formationOf(s, u, ty);
                int q = qualityOf(s, u);
                if (q == 3 && !JacobiteCodes.isCavalry(ty)) {
                    throw ScenarioException.at(s.source(), f + ".quality", "quality 'lancers' is only for cavalry"
                            + " (horse, dragoons, lowland-horse), not " + u.type());
                }
                int cl = classOf(ty, gov);
                int lo = 1;
                int hi = ty == ARTILLERY ? (gov ? crewGovernment : crewJacobite) : MAX_FIGURES;
                if (u.figures() < lo || u.figures() > hi) {
                    throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside " + lo + "-"
                            + hi + " for " + JacobiteCodes.TYPE_NAMES[ty]
                            + (ty == ARTILLERY ? " (crew figures, A2: rules crew.government / crew.jacobite)" : ""));
                }
                boolean isPoor = q == 2 || (ty == LOWLAND_HORSE && lowlandHorsePoor)
                        || (ty == ARTILLERY && !gov && jacobiteGunsPoor);
                double spacing = u.spacingInches() > 0 ? u.spacingInches() : deploySpacing;
                String base = u.name() == null || u.name().isEmpty() ? JacobiteCodes.TYPE_NAMES[ty] : u.name();
                for (int k = 0; k < u.count(); k++) {
                    String name = Deployer.name(base, k);
                    units.place(u, k, spacing, name);
                    units.requireEnterable(u, name, moveClassOfArea, moveClassOfFeature, JacobiteCodes.MOVE_IMPASSABLE,
                            "impassable terrain");
                    units.add(name, new double[] {sd, ty, cl, form, u.figures(), gov ? 1 : 0,
                        q == 1 ? 1 : q == 3 ? 2 : 0, isPoor ? 1 : 0, units.x(), units.y(), units.facing(), -1,
                        u.at() == null ? 1 : 0});
                    lastUnit = units.count() - 1;
                }
            }
            if (army != null) {
                final double y0 = units.edgeY();
                final int most = list == LIST_GOVERNMENT ? Math.max(govInfantryLarge, Math.max(govHighland,
                        Math.max(govMilitia, govDragoons))) : Math.max(highlandLarge, Math.max(highlandMedium,
                        Math.max(jacFrench, jacLowlandMilitia)));
                for (int k = 0; k < army.units(); k++) {
                    double ux = units.nextEdgeX();
                    units.add(sideNames[sd] + " list " + (k + 1), new double[] {sd, REGULAR_FOOT,
                        JacobiteCodes.REGULAR, LINE, Math.min(MAX_FIGURES, most), gov ? 1 : 0, 0, 0, ux, y0,
                        units.sideFacing(), list, 1});
                    if (k == 0 && armyPersonality) {
                        pers.add(new int[] {units.count() - 1, sd, 1});
                        persNames.add(sideNames[sd] + " commander");
                    }
                }
                anyUnit = true;
            }
            if (!anyUnit) {
                throw ScenarioException.at(s.source(), "sides[" + sd + "].units", "side '" + sideNames[sd]
                        + "' has no units");
            }
        }
        List<double[]> rows = units.rows(MAX_UNITS);
        unitCount = rows.size();
        if (pers.size() > MAX_PERSONALITIES) {
            throw ScenarioException.at(s.source(), "sides", pers.size() + " personalities exceed the limit of "
                    + MAX_PERSONALITIES);
        }
        String[] names = units.names().toArray(new String[0]);
        labels = new String[unitCount];
        for (int i = 0; i < unitCount; i++) {
            boolean clash = false;
            for (int j = 0; j < unitCount; j++) {
                clash |= j != i && (int) rows.get(j)[0] != (int) rows.get(i)[0] && names[j].equals(names[i]);
            }
            labels[i] = clash ? sideNames[(int) rows.get(i)[0]] + " " + names[i] : names[i];
        }
        side = new int[unitCount];
        type = new int[unitCount];
        cls = new int[unitCount];
        formation = new int[unitCount];
        figures = new int[unitCount];
        government = new boolean[unitCount];
        elite = new boolean[unitCount];
        lancers = new boolean[unitCount];
        poor = new boolean[unitCount];
        x = new double[unitCount];
        y = new double[unitCount];
        facing = new double[unitCount];
        facingSin = new double[unitCount];
        facingCos = new double[unitCount];
        armyList = new int[unitCount];
        boolean lists = false;
        for (int i = 0; i < unitCount; i++) {
            double[] r = rows.get(i);
            side[i] = (int) r[0];
            type[i] = (int) r[1];
            cls[i] = (int) r[2];
            formation[i] = (int) r[3];
            figures[i] = (int) r[4];
            government[i] = r[5] != 0;
            elite[i] = r[6] == 1;
            lancers[i] = r[6] == 2;
            poor[i] = r[7] != 0;
            x[i] = r[8];
            y[i] = r[9];
            facing[i] = r[10];
            facingSin[i] = Math.sin(Math.toRadians(facing[i]));
            facingCos[i] = Math.cos(Math.toRadians(facing[i]));
            armyList[i] = (int) r[11];
            lists |= armyList[i] >= 0;
            sideUnits[side[i]]++;
            sideFigures[side[i]] += figures[i];
        }
        hasArmyLists = lists;
        zones = deployByZones;
        deployFirst = governmentDeploysFirst ? governmentSide : 1 - governmentSide;
        placed = new boolean[unitCount];
        final int[] toPlace = new int[2];
        for (int i = 0; i < unitCount; i++) {
            placed[i] = zones && rows.get(i)[12] != 0;
            if (placed[i]) {
                toPlace[side[i]]++;
            }
        }
        if (zones) {
            buildZones(s, p, toPlace, sideNames);
        } else {
            for (int z = 0; z < 2; z++) {
                slotX[z] = new double[0];
                slotY[z] = new double[0];
                slotRow[z] = new int[0];
            }
        }
        final double contactInches = contact;
        for (int i = 0; i < unitCount; i++) {
            for (int j = i + 1; j < unitCount; j++) {
                if (!placed[i] && !placed[j] && Math.hypot(x[i] - x[j], y[i] - y[j]) < contactInches - 1e-9) {
                    throw ScenarioException.at(s.source(), "sides[" + side[j] + "].units", "unit " + names[j] + " at ("
                            + fmt(x[j]) + ", " + fmt(y[j]) + ") overlaps " + names[i] + " at (" + fmt(x[i]) + ", "
                            + fmt(y[i]) + "): units must stand at least geometry.contact = " + fmt(contactInches)
                            + " inches apart");
                }
            }
        }
        personalityHost = new int[pers.size()];
        personalitySide = new int[pers.size()];
        personalityDice = new int[pers.size()];
        personalityNames = persNames.toArray(new String[0]);
        for (int i = 0; i < pers.size(); i++) {
            personalityHost[i] = pers.get(i)[0];
            personalitySide[i] = pers.get(i)[1];
            personalityDice[i] = (pers.get(i)[2] == 1 ? personalityMountedDice : personalityFootDice);
        }

        base = new TemplateBase(s, p, unitCount, names, side, figures, victory.maxTurns);
    }

    /**
     * The places of the two zones (A11): zone-depth deep, deploy.separation apart and centred on the table's depth;
     * columns deploy.place-spacing apart across the width, rows as far apart from the front edge of the zone back.
     * Rejects geometry that cannot hold the armies: zones that do not fit the table, or fewer places than units.
     */
    private void buildZones(Scenario s, Parameters p, int[] toPlace, String[] sideNames) {
        final double depthZ = zoneDepth;
        final double sep = deploySeparation;
        final double spacing = placeSpacing;
        if (2 * depthZ + sep > s.depthInches() + 1e-9) {
            throw ScenarioException.at(s.source(), "rules.deploy.zone-depth", "deployment zones " + fmt(depthZ)
                    + "\" deep, " + fmt(sep) + "\" apart (deploy.separation) need a table " + fmt(2 * depthZ + sep)
                    + "\" deep, but it is " + fmt(s.depthInches()) + "\"");
        }
        if (spacing < contact) {
            throw ScenarioException.at(s.source(), "rules.deploy.place-spacing", "deploy.place-spacing " + fmt(spacing)
                    + " is closer than geometry.contact " + fmt(contact) + ": places in a zone would overlap");
        }
        final int cols = (int) Math.floor(s.widthInches() / spacing + 1e-9);
        final int rowsN = (int) Math.floor(depthZ / spacing + 1e-9) + 1;
        final double centre = s.widthInches() / 2;
        for (int z = 0; z < 2; z++) {
            final double front = z == 0 ? (s.depthInches() - sep) / 2 : (s.depthInches() + sep) / 2;
            final double back = z == 0 ? -1 : 1;
            List<double[]> places = new ArrayList<>();
            for (int r = 0; r < rowsN; r++) {
                final double py = Math.min(s.depthInches() - 0.01, Math.max(0.01, front + back * r * spacing));
                for (int c = 0; c < cols; c++) {
                    final double px = s.widthInches() * (c + 0.5) / cols;
                    if (!table.onTable(px, py) || Math.max(moveClassOfArea[table.areaAt(px, py)],
                            moveClassOfFeature[table.featureAt(px, py)]) == JacobiteCodes.MOVE_IMPASSABLE) {
                        continue;
                    }
                    boolean clear = true;
                    for (int i = 0; i < unitCount; i++) {
                        clear &= placed[i] || Math.hypot(x[i] - px, y[i] - py) >= contact - 1e-9;
                    }
                    if (clear) {
                        places.add(new double[] {r, Math.abs(px - centre), px, py});
                    }
                }
            }
            places.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : a[1] != b[1]
                    ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
            slotX[z] = new double[places.size()];
            slotY[z] = new double[places.size()];
            slotRow[z] = new int[places.size()];
            for (int i = 0; i < places.size(); i++) {
                slotRow[z][i] = (int) places.get(i)[0];
                slotX[z][i] = places.get(i)[2];
                slotY[z][i] = places.get(i)[3];
            }
        }
        for (int sd = 0; sd < 2; sd++) {
            final int fewest = Math.min(slotX[0].length, slotX[1].length);
            if (toPlace[sd] > fewest) {
                throw ScenarioException.at(s.source(), "sides[" + sd + "].units", "side '" + sideNames[sd] + "' has "
                        + toPlace[sd] + " units to deploy but a zone (" + fmt(depthZ) + "\" deep, places "
                        + fmt(spacing) + "\" apart: deploy.place-spacing) holds only " + fewest);
            }
        }
    }

    private static double[] flatten(List<double[]> boxes) {
        double[] out = new double[boxes.size() * 4];
        for (int i = 0; i < boxes.size(); i++) {
            System.arraycopy(boxes.get(i), 0, out, 4 * i, 4);
        }
        return out;
    }

    private static int formationOf(Scenario s, UnitSpec u, int ty) {
        String st = lower(u.stance());
        switch (ty) {
            case REGULAR_FOOT:
            case MILITIA_FOOT:
                if (st.isEmpty() || st.equals("line")) {
                    return LINE;
                }
                if (st.equals("column")) {
                    return COLUMN;
                }
                if (st.equals("clan")) {
                    throw ScenarioException.at(s.source(), u.field() + ".stance", "clan formation 'clan' is only for"
                            + " highland-foot (A2: only highland units may use it), not " + u.type());
                }
                throw badStance(s, u, "line, column");
            case HIGHLAND_FOOT:
                if (st.isEmpty() || st.equals("clan")) {
                    return CLAN;
                }
                throw ScenarioException.at(s.source(), u.field() + ".stance", "stance '" + u.stance() + "' for"
                        + " highland-foot: clan formation is compulsory for highland units (A2; known: clan)");
            case ARTILLERY:
                if (st.isEmpty() || st.equals("field")) {
                    return FIELD;
                }
                if (st.equals("road")) {
                    return ROAD;
                }
                throw badStance(s, u, "field, road");
            default:
                if (st.isEmpty() || st.equals("line")) {
                    return LINE;
                }
                if (st.equals("column")) {
                    return COLUMN;
                }
                if (st.equals("dismounted")) {
                    return DISMOUNTED;
                }
                if (st.equals("clan")) {
                    throw ScenarioException.at(s.source(), u.field() + ".stance", "clan formation 'clan' is only for"
                            + " highland-foot (A2: only highland units may use it), not " + u.type());
                }
                throw badStance(s, u, "line, column, dismounted");
        }
    }

    /** 0 regular, 1 elite (guard), 2 poor. */
    private static int qualityOf(Scenario s, UnitSpec u) {
        String q = lower(u.quality());
        if (q.isEmpty() || q.equals("regular")) {
            return 0;
        }
        if (q.equals("elite") || q.equals("guard")) {
            return 1;
        }
        if (q.equals("poor")) {
            return 2;
        }
        if (q.equals("lancers")) {
            return 3;
        }
        throw ScenarioException.at(s.source(), u.field() + ".quality", "unknown quality '" + u.quality()
                + "' for jacobite45 (known: regular, elite, guard, poor, lancers)");
    }

    /** Class of a troop type (A2): British crews regular, Jacobite crews militia, Lowland Horse militia. */
    static int classOf(int ty, boolean gov) {
        switch (ty) {
            case MILITIA_FOOT:
            case LOWLAND_HORSE:
                return JacobiteCodes.MILITIA;
            case HIGHLAND_FOOT:
                return JacobiteCodes.HIGHLANDER;
            case ARTILLERY:
                return gov ? JacobiteCodes.REGULAR : JacobiteCodes.MILITIA;
            default:
                return JacobiteCodes.REGULAR;
        }
    }

    private static ScenarioException badStance(Scenario s, UnitSpec u, String known) {
        return ScenarioException.at(s.source(), u.field() + ".stance", "unknown stance '" + u.stance() + "' for "
                + u.type() + " (known: " + known + ")");
    }

    private static String lower(String v) {
        return v == null ? "" : v.toLowerCase(Locale.ROOT);
    }


    /** {@link #moveBits} of every cell of the table. */
    private byte[] moveBitsGrid() {
        final int cols = (int) Math.ceil(table.width() / Table.CELL_INCHES);
        final int rows = (int) Math.ceil(table.depth() / Table.CELL_INCHES);
        final byte[] bits = new byte[cols * rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                // The low corner of the cell lies in it: the grid reads of that point are the cell's.
                final double x = c * Table.CELL_INCHES;
                final double y = r * Table.CELL_INCHES;
                bits[table.index(x, y)] = (byte) moveBitsOf(moveClassOfArea[table.areaAt(x, y)],
                        moveClassOfFeature[table.featureAt(x, y)]);
            }
        }
        return bits;
    }

    /** The {@link #moveBits} of a cell whose area and feature have these movement classes. */
    private static int moveBitsOf(int areaClass, int featureClass) {
        int bits = 0;
        if (areaClass == JacobiteCodes.MOVE_OBSTACLE || featureClass == JacobiteCodes.MOVE_OBSTACLE) {
            bits |= MOVE_BIT_OBSTACLE;
        }
        if (areaClass == JacobiteCodes.MOVE_ROUGH || featureClass == JacobiteCodes.MOVE_ROUGH) {
            bits |= MOVE_BIT_ROUGH;
        }
        if (areaClass == JacobiteCodes.MOVE_IMPASSABLE || featureClass == JacobiteCodes.MOVE_IMPASSABLE) {
            bits |= MOVE_BIT_IMPASSABLE;
        }
        return bits;
    }

    /** Movement die type of a unit type (A5): AvD for regulars and artillery, d6 otherwise. */
    public int moveDie(int ty) {
        return ty == REGULAR_FOOT || ty == ARTILLERY ? AVD : D6;
    }

    /** Morale die code of a class (A9.2): AvD for regulars, d6 for militia and highlanders. */
    public static int moraleDie(int cl) {
        return cl == JacobiteCodes.REGULAR ? AVD : D6;
    }

    /** Figures per base of a unit of this type in this formation (A2). */
    public int perBase(int ty, int form) {
        if (JacobiteCodes.isFoot(ty)) {
            return closePerBase;
        }
        if (ty == ARTILLERY) {
            return 1;
        }
        return form == DISMOUNTED ? openPerBase : cavalryPerBase;
    }

    /** Fire-table formation index of a unit (A6.2): clan 0, close 1, loose 2, open 3. */
    public static int fireFormation(int ty, int form) {
        if (ty == HIGHLAND_FOOT) {
            return JacobiteCodes.FT_CLAN;
        }
        if (JacobiteCodes.isFoot(ty)) {
            return JacobiteCodes.FT_CLOSE;
        }
        if (JacobiteCodes.isCavalry(ty) && form != DISMOUNTED) {
            return JacobiteCodes.FT_LOOSE;
        }
        return JacobiteCodes.FT_OPEN;
    }

    /** The unit's name for narration, unambiguous across the two sides. */
    public String label(int unit) {
        return labels[unit];
    }

    @Override
    public TemplateBase base() {
        return base;
    }
}
