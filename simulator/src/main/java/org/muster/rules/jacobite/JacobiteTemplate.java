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
import org.muster.model.PlayerSpec;
import org.muster.model.Point;
import org.muster.model.Scenario;
import org.muster.model.ScenarioException;
import org.muster.model.SideSpec;
import org.muster.model.UnitSpec;
import org.muster.rules.Parameters;
import org.muster.rules.Placement;
import org.muster.rules.Template;
import org.muster.rules.VictorySettings;

/**
 * A scenario compiled under the {@code jacobite45} rules: per-unit columns (unit u is column u of every array), the
 * personalities and the units they are attached to, the terrain grid with each kind's cover, movement class, sight
 * and holding, every rule number copied out of {@link Parameters} into a field, and the exact movement tables the
 * players use. Immutable after construction and shared by all worker threads: nobody may write into its arrays. Built
 * once per batch by {@link JacobiteRuleset#compile}; allocates only there.
 */
public final class JacobiteTemplate implements Template {
    /** Largest unit count a scenario may compile to. */
    public static final int MAX_UNITS = 128;
    /** Largest figures in one unit. */
    public static final int MAX_FIGURES = 64;
    /** Largest personalities per scenario. */
    public static final int MAX_PERSONALITIES = 16;
    /** Movement tables cover up to this many dice. */
    public static final int TABLE_DICE = 6;

    private final Scenario scenario;
    private final Parameters parameters;
    private final int unitCount;
    private final String[] names;
    /** Names for narration: the unit's name, prefixed by its side's when the other side has a unit of that name. */
    private final String[] labels;
    private final String[] sideNames = new String[2];
    private final PlayerSpec[] players = new PlayerSpec[2];

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

    // A10 army lists: D100 upper bounds by result, D6 bounds, sizes and caps.
    public final int jacArtilleryTo;
    public final int jacCavalryTo;
    public final int jacLowlandTo;
    public final int jacHighlandTo;
    public final int jacMaxCavalry;
    public final int jacLifeguardTo;
    public final int jacLowlandHorseTo;
    public final int jacHussarsTo;
    public final int jacLifeguard;
    public final int jacLowlandHorse;
    public final int jacHussars;
    public final int jacFitzJames;
    public final int jacLowlandMilitia;
    public final int jacFrench;
    public final int highlandLargeTo;
    public final int highlandMediumTo;
    public final int highlandLarge;
    public final int highlandMedium;
    public final int highlandSmall;
    public final int govArtilleryTo;
    public final int govHighlandTo;
    public final int govMilitiaTo;
    public final int govDragoonsTo;
    public final int govInfantryTo;
    public final int govMaxHighland;
    public final int govHighland;
    public final int govMilitia;
    public final int govDragoons;
    public final int govInfantrySmallTo;
    public final int govInfantrySmall;
    public final int govInfantryLarge;
    public final int crewGovernment;
    public final int crewJacobite;
    public final boolean lowlandHorsePoor;
    public final boolean jacobiteGunsPoor;

    // Table.
    public final Table table;
    public final int[] coverOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] coverOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] moveClassOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] moveClassOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] holdingOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] holdingOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int losBlockingAreas;
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
    public final double[] objX;
    public final double[] objY;
    public final double[] objRadius;
    public final int[] objPoints;

    // Dice (A2): sides of every die the rules roll, and faces by die code (AVD, D6) for each use.
    public final int fireSides;
    public final int saveSides;
    public final int meleeSides;
    public final int armyListSides;
    public final int armyTableSides;
    /** Faces of the movement dice by die code: the average die, and the movement D6 ({@code dice.move}). */
    public final int[][] moveFaces = new int[2][];
    /** Faces of the morale dice by die code: the average die, and the morale d6 ({@code dice.morale}). */
    public final int[][] moraleFaces = new int[2][];
    /** Faces of the ammunition dice by die code: the average die, and the ammunition D6 ({@code dice.ammo}). */
    public final int[][] ammoFaces = new int[2][];
    /** Highest face of the movement dice by die code. */
    public final int[] maxMoveFace = new int[2];
    /** Mean face of the movement D6 (a personality's ride). */
    public final double meanMoveD6;

    // Rules.
    public final int governmentSide;
    public final int closePerBase;
    public final int openPerBase;
    public final int cavalryPerBase;
    public final double baseFrontage;
    public final int clanDepth;
    public final int jokers;
    public final int maxTurns;
    /** Movement dice by type and formation (A5). */
    public final int[][] moveDice = new int[JacobiteCodes.TYPE_NAMES.length][JacobiteCodes.FORMATION_NAMES.length];
    public final int chargeExtraDice;
    /** Prolonge distance of a field gun, inches (A5). */
    public final double prolonge;
    public final int formationDrop;
    public final double stopShort;
    public final double contact;
    public final double half;
    public final double quarter;
    public final boolean stochasticRounding;
    public final double rangeMusket;
    public final double rangeClan;
    public final double rangePistol;
    public final double rangeBall;
    public final double rangeCase;
    public final double rangeVolley;
    public final double arcDegrees;
    /** Cosines of the arc, flank and rear angles, for dot-product arc tests. */
    public final double cosArc;
    public final double cosFlank;
    public final double cosRear;
    /** Base numbers [row][column 0..5] (A6.3). */
    public final int[][] fireTable = new int[JacobiteCodes.ROWS][JacobiteCodes.COLUMNS];
    public final boolean fireOrEqual;
    public final int regularVolley;
    public final int militiaVolley;
    public final int fireFlank;
    public final int fireRear;
    public final int fireElite;
    public final int fireMountedTarget;
    public final int firePoor;
    public final int columnShift;
    public final int saveFrom;
    public final int ballDice;
    public final int caseDice;
    public final double flankDegrees;
    public final double rearDegrees;
    public final int ammoHighland;
    public final int ammoLowlandHorse;
    public final int ammoBonus;
    public final int ammoJacBall;
    public final int ammoJacCase;
    public final int ammoGovBall;
    public final int ammoGovCase;
    public final int pairing;
    public final int meleeGuard;
    /** A unit may charge an enemy in a melee and join it (A8.3 [D], {@code melee.join}). */
    public final boolean meleeJoin;
    /** Casualties of a side of several units shared by dice rolled (true) or evenly ({@code melee.casualties}). */
    public final boolean casualtiesByDice;
    public final int meleeCharging;
    public final int meleeClanNotCharging;
    public final int meleeBayonets;
    public final int meleeFormedDefence;
    public final int meleeCavalryVInfantry;
    public final int meleeClanCharge;
    public final int meleeWall;
    public final int meleeWorks;
    public final int meleeFlank;
    public final int meleeDisordered;
    public final int meleeDownhill;
    public final int meleeMilitia;
    public final int meleeBroken;
    public final int meleeOpenOrder;
    public final int meleeRear;
    public final int meleeLancersFirst;
    public final int meleeLancersSecond;
    public final int moralePersonality;
    public final int moraleWorks;
    public final int moraleWall;
    public final int moraleDisordered;
    public final int moraleLost;
    public final int moraleWon;
    public final int moraleFlank;
    public final int moraleClanShock;
    public final int moraleBroken;
    public final int moraleRear;
    public final int moraleCavalryCharging;
    public final int moraleChargingOpen;
    public final double halfStrength;
    public final int getInThere;
    public final int normalFrom;
    public final int disorderedFrom;
    public final int brokenFrom;
    public final double brokenRetire;
    public final double getInThereRange;
    public final int rallyNotFiredAt;
    public final int rallyPersonality;
    public final int rallyPersonalityNear;
    public final double rallyNear;
    public final double breakAt;
    /** The tie-break at the turn limit: one of {@link org.muster.rules.Victory}'s {@code TIE_*} codes. */
    public final int tieBreak;
    public final double losEdge;
    /** Units between firer and target block sight (A11 [D]), within this half-width or half their frontage. */
    public final boolean unitsBlockSight;
    public final double unitHalfWidth;
    public final double featureReach;

    // Exact tables for the players.
    /** Mean distance of n dice of a type, dropping h highest (h = 0..2): [die][n][h]. */
    public final double[][][] meanMove = new double[2][TABLE_DICE + 1][3];
    /** P(sum at least d inches) of n dice, keep all: [die][n][d], d = 0..6n. */
    public final double[][][] reach = new double[2][TABLE_DICE + 1][];
    /**
     * The most of {@link #reach} and of every {@link #chargeReach} variant at d inches or more: [die][n][d] = max over
     * e >= d and the variants (an upper bound of the charge odds from the distance alone).
     */
    public final double[][][] reachBound = new double[2][TABLE_DICE + 1][];
    /**
     * A squared centre distance beyond which {@link #reachBound} at the gap to contact is 0: (the last inch with a
     * bound above 0, plus contact, plus 2 inches of margin for rounding) squared: [die][n].
     */
    public final double[][] reachFarSquared = new double[2][TABLE_DICE + 1];

    /**
     * The move odds with terrain (A5), as the engine plays a move: for [die][n][f][variant], f = 0 a plain move and
     * f = 1 a formation change, {@code moveTail[..][t][k]} = P(T = t and K at least k) and {@code moveKept[..][t]} =
     * the sum over k of k P(T = t and K = k), where T is the distance along which terrain is judged and K the distance
     * kept after the variant's dice are lost ({@link JacobiteOdds#moveJoint}).
     */
    public final double[][][][][][] moveTail = new double[2][TABLE_DICE + 1][2][JacobiteOdds.DROP_VARIANTS][][];
    public final double[][][][][] moveKept = new double[2][TABLE_DICE + 1][2][JacobiteOdds.DROP_VARIANTS][];
    /**
     * The charge odds with terrain (A5): P(the kept sum is at least d) of n dice after the variant's dice are lost,
     * [die][n][variant][d] (a charge's terrain is judged along the distance to its target, so it does not depend on
     * the roll).
     */
    public final double[][][][] chargeReach = new double[2][TABLE_DICE + 1][JacobiteOdds.DROP_VARIANTS][];

    JacobiteTemplate(Scenario s, Parameters p) {
        this.scenario = s;
        this.parameters = p;
        if (s.sides().size() != 2) {
            throw ScenarioException.at(s.source(), "sides", "jacobite45 needs exactly 2 sides, found "
                    + s.sides().size());
        }
        if (!(s.widthInches() > 0) || !(s.depthInches() > 0)) {
            throw ScenarioException.at(s.source(), "table", "table size " + s.widthInches() + " x "
                    + s.depthInches() + " must be positive");
        }
        if (s.turns() < 0) {
            throw ScenarioException.at(s.source(), "turns", "turns " + s.turns() + " must be 0 (default) or more");
        }
        int blockA = 0;
        for (int k = 1; k < TerrainKind.AREA_KINDS; k++) {
            String n = TerrainKind.areaName(k);
            coverOfArea[k] = p.getInt("cover." + n);
            moveClassOfArea[k] = p.getInt("move.terrain." + n);
            holdingOfArea[k] = p.getInt("holding." + n);
            if (p.getInt("los." + n) == 1) {
                blockA |= 1 << k;
            }
        }
        for (int k = 1; k < TerrainKind.FEATURE_KINDS; k++) {
            String n = TerrainKind.featureName(k);
            coverOfFeature[k] = p.getInt("cover." + n);
            moveClassOfFeature[k] = p.getInt("move.terrain." + n);
            holdingOfFeature[k] = p.getInt("holding." + n);
        }
        losBlockingAreas = blockA;
        table = Table.compile(s.widthInches(), s.depthInches(), s.terrain(), s.source());
        boolean blocks = false;
        for (org.muster.model.TerrainSpec ts : s.terrain()) {
            if (!ts.isLinear()) {
                int k = TerrainKind.area(ts.kind());
                blocks |= (blockA & (1 << k)) != 0 || ts.height() > 0;
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
        final double reachInches = p.get("cover.feature-reach");
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
            if (!ts.isLinear() && (blockA & (1 << k)) != 0) {
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

        fireSides = p.getInt("dice.fire");
        saveSides = p.getInt("dice.save");
        meleeSides = p.getInt("dice.melee");
        armyListSides = p.getInt("dice.army-list");
        armyTableSides = p.getInt("dice.army-table");
        final int[] avd = JacobiteParameters.avdFaces(p);
        moveFaces[AVD] = avd;
        moveFaces[D6] = JacobiteOdds.faces(p.getInt("dice.move"));
        moraleFaces[AVD] = avd;
        moraleFaces[D6] = JacobiteOdds.faces(p.getInt("dice.morale"));
        ammoFaces[AVD] = avd;
        ammoFaces[D6] = JacobiteOdds.faces(p.getInt("dice.ammo"));
        maxMoveFace[AVD] = JacobiteOdds.maxFace(moveFaces[AVD]);
        maxMoveFace[D6] = JacobiteOdds.maxFace(moveFaces[D6]);
        meanMoveD6 = JacobiteOdds.mean(JacobiteOdds.die(moveFaces[D6]));

        governmentSide = p.getInt("army.government-side");
        jacArtilleryTo = p.getInt("army.jacobite.artillery-to");
        jacCavalryTo = p.getInt("army.jacobite.cavalry-to");
        jacLowlandTo = p.getInt("army.jacobite.lowland-militia-to");
        jacHighlandTo = p.getInt("army.jacobite.highland-to");
        jacMaxCavalry = p.getInt("army.jacobite.max-cavalry");
        jacLifeguardTo = p.getInt("army.jacobite.lifeguard-to");
        jacLowlandHorseTo = p.getInt("army.jacobite.lowland-horse-to");
        jacHussarsTo = p.getInt("army.jacobite.hussars-to");
        jacLifeguard = p.getInt("army.jacobite.lifeguard");
        jacLowlandHorse = p.getInt("army.jacobite.lowland-horse");
        jacHussars = p.getInt("army.jacobite.hussars");
        jacFitzJames = p.getInt("army.jacobite.fitzjames");
        jacLowlandMilitia = p.getInt("army.jacobite.lowland-militia");
        jacFrench = p.getInt("army.jacobite.french");
        highlandLargeTo = p.getInt("army.jacobite.highland-large-to");
        highlandMediumTo = p.getInt("army.jacobite.highland-medium-to");
        highlandLarge = p.getInt("army.jacobite.highland-large");
        highlandMedium = p.getInt("army.jacobite.highland-medium");
        highlandSmall = p.getInt("army.jacobite.highland-small");
        govArtilleryTo = p.getInt("army.government.artillery-to");
        govHighlandTo = p.getInt("army.government.highland-to");
        govMilitiaTo = p.getInt("army.government.militia-to");
        govDragoonsTo = p.getInt("army.government.dragoons-to");
        govInfantryTo = p.getInt("army.government.infantry-to");
        govMaxHighland = p.getInt("army.government.max-highland");
        govHighland = p.getInt("army.government.highland");
        govMilitia = p.getInt("army.government.militia");
        govDragoons = p.getInt("army.government.dragoons");
        govInfantrySmallTo = p.getInt("army.government.infantry-small-to");
        govInfantrySmall = p.getInt("army.government.infantry-small");
        govInfantryLarge = p.getInt("army.government.infantry-large");
        crewGovernment = p.getInt("crew.government");
        crewJacobite = p.getInt("crew.jacobite");
        lowlandHorsePoor = p.getInt("quality.lowland-horse-poor") == 1;
        jacobiteGunsPoor = p.getInt("quality.jacobite-guns-poor") == 1;
        if (!(jacArtilleryTo <= jacCavalryTo && jacCavalryTo <= jacLowlandTo && jacLowlandTo <= jacHighlandTo)) {
            throw ScenarioException.at(s.source(), "rules.army.jacobite.cavalry-to", "Jacobite D100 bounds must rise:"
                    + " artillery-to <= cavalry-to <= lowland-militia-to <= highland-to");
        }
        if (!(govArtilleryTo <= govHighlandTo && govHighlandTo <= govMilitiaTo && govMilitiaTo <= govDragoonsTo
                && govDragoonsTo <= govInfantryTo)) {
            throw ScenarioException.at(s.source(), "rules.army.government.highland-to", "Government D100 bounds must"
                    + " rise: artillery-to <= highland-to <= militia-to <= dragoons-to <= infantry-to");
        }
        closePerBase = p.getInt("base.close-figures");
        openPerBase = p.getInt("base.open-figures");
        cavalryPerBase = p.getInt("base.cavalry-figures");
        baseFrontage = p.get("base.frontage");
        clanDepth = p.getInt("clan.depth");
        jokers = p.getInt("deck.jokers");
        maxTurns = s.turns() > 0 ? s.turns() : p.getInt("turns.limit");
        moveDice[REGULAR_FOOT][LINE] = p.getInt("move.regular.line");
        moveDice[REGULAR_FOOT][COLUMN] = p.getInt("move.regular.column");
        moveDice[MILITIA_FOOT][LINE] = p.getInt("move.militia.line");
        moveDice[MILITIA_FOOT][COLUMN] = p.getInt("move.militia.column");
        moveDice[HIGHLAND_FOOT][CLAN] = p.getInt("move.clan");
        for (int c = JacobiteCodes.HORSE; c <= LOWLAND_HORSE; c++) {
            moveDice[c][LINE] = p.getInt("move.cavalry.line");
            moveDice[c][COLUMN] = p.getInt("move.cavalry.column");
            moveDice[c][DISMOUNTED] = p.getInt("move.dismounted");
        }
        moveDice[ARTILLERY][FIELD] = p.getInt("move.artillery.field");
        moveDice[ARTILLERY][ROAD] = p.getInt("move.artillery.road");
        chargeExtraDice = p.getInt("charge.extra-dice");
        prolonge = p.get("move.artillery.prolonge");
        formationDrop = p.getInt("move.formation-change-drop");
        stopShort = p.get("move.stop-short");
        contact = p.get("geometry.contact");
        half = p.get("effect.half");
        quarter = p.get("effect.quarter");
        stochasticRounding = p.isChoice("effect.rounding", "stochastic");
        rangeMusket = p.get("range.musket");
        rangeClan = p.get("range.clan");
        rangePistol = p.get("range.pistol");
        rangeBall = p.get("range.ball");
        rangeCase = p.get("range.case");
        rangeVolley = p.get("range.volley");
        arcDegrees = p.get("arc.degrees");
        cosArc = Math.cos(Math.toRadians(arcDegrees));
        cosFlank = Math.cos(Math.toRadians(p.get("geometry.flank-degrees")));
        cosRear = Math.cos(Math.toRadians(p.get("geometry.rear-degrees")));
        for (int r = 0; r < JacobiteCodes.ROWS; r++) {
            for (int c = 0; c < JacobiteCodes.COLUMNS; c++) {
                fireTable[r][c] = p.getInt("fire." + JacobiteCodes.ROW_NAMES[r] + "." + (c + 1));
            }
        }
        fireOrEqual = p.isChoice("fire.threshold", "equal-or-less");
        regularVolley = p.getInt("fire.regular-volley");
        militiaVolley = p.getInt("fire.militia-volley");
        fireFlank = p.getInt("fire.flank");
        fireRear = p.getInt("fire.rear");
        fireElite = p.getInt("fire.elite");
        fireMountedTarget = p.getInt("fire.mounted-target");
        firePoor = p.getInt("fire.poor");
        columnShift = p.getInt("fire.column-shift");
        saveFrom = p.getInt("save.from");
        ballDice = p.getInt("artillery.ball-dice");
        caseDice = p.getInt("artillery.case-dice");
        flankDegrees = p.get("geometry.flank-degrees");
        rearDegrees = p.get("geometry.rear-degrees");
        ammoHighland = p.getInt("ammo.highland-sides");
        ammoLowlandHorse = p.getInt("ammo.lowland-horse-sides");
        ammoBonus = p.getInt("ammo.other-bonus");
        ammoJacBall = p.getInt("ammo.jacobite-gun.ball-d6");
        ammoJacCase = p.getInt("ammo.jacobite-gun.case-d6");
        ammoGovBall = p.getInt("ammo.government-gun.ball-avd");
        ammoGovCase = p.getInt("ammo.government-gun.case-avd");
        pairing = p.isChoice("melee.pairing", "duel") ? JacobiteCodes.DUEL : JacobiteCodes.SORTED;
        meleeGuard = p.getInt("melee.guard");
        meleeJoin = p.isChoice("melee.join", "yes");
        casualtiesByDice = p.isChoice("melee.casualties", "dice");
        meleeCharging = p.getInt("melee.charging");
        meleeClanNotCharging = p.getInt("melee.clan-not-charging");
        meleeBayonets = p.getInt("melee.bayonets");
        meleeFormedDefence = p.getInt("melee.formed-defence");
        meleeCavalryVInfantry = p.getInt("melee.cavalry-v-infantry");
        meleeClanCharge = p.getInt("melee.clan-charge");
        meleeWall = p.getInt("melee.wall");
        meleeWorks = p.getInt("melee.works");
        meleeFlank = p.getInt("melee.flank");
        meleeDisordered = p.getInt("melee.disordered");
        meleeDownhill = p.getInt("melee.downhill");
        meleeMilitia = p.getInt("melee.militia");
        meleeBroken = p.getInt("melee.broken");
        meleeOpenOrder = p.getInt("melee.open-order");
        meleeRear = p.getInt("melee.rear");
        meleeLancersFirst = p.getInt("melee.lancers-first");
        meleeLancersSecond = p.getInt("melee.lancers-second");
        moralePersonality = p.getInt("morale.personality");
        moraleWorks = p.getInt("morale.works");
        moraleWall = p.getInt("morale.wall");
        moraleDisordered = p.getInt("morale.disordered");
        moraleLost = p.getInt("morale.lost");
        moraleWon = p.getInt("morale.won");
        moraleFlank = p.getInt("morale.flank");
        moraleClanShock = p.getInt("morale.clan-shock");
        moraleBroken = p.getInt("morale.broken");
        moraleRear = p.getInt("morale.rear");
        moraleCavalryCharging = p.getInt("morale.cavalry-charging");
        moraleChargingOpen = p.getInt("morale.charging-open");
        halfStrength = p.get("morale.half-strength");
        getInThere = p.getInt("morale.get-in-there");
        normalFrom = p.getInt("morale.normal");
        disorderedFrom = p.getInt("morale.disordered-from");
        brokenFrom = p.getInt("morale.broken-from");
        if (!(brokenFrom <= disorderedFrom && disorderedFrom <= normalFrom && normalFrom <= getInThere)) {
            throw ScenarioException.at(s.source(), "rules.morale.normal", "morale bands must rise: broken-from "
                    + brokenFrom + " <= disordered-from " + disorderedFrom + " <= normal " + normalFrom
                    + " <= get-in-there " + getInThere);
        }
        brokenRetire = p.get("broken.retire");
        getInThereRange = p.get("get-in-there.range");
        rallyNotFiredAt = p.getInt("rally.not-fired-at");
        rallyPersonality = p.getInt("rally.personality");
        rallyPersonalityNear = p.getInt("rally.personality-near");
        rallyNear = p.get("rally.near-inches");
        losEdge = p.get("los.edge-inches");
        unitsBlockSight = p.getInt("los.units") == 1;
        unitHalfWidth = p.get("los.unit-half-width");
        featureReach = p.get("cover.feature-reach");

        breakAt = VictorySettings.breakAt(s, p);
        tieBreak = VictorySettings.tieBreak(s);
        VictorySettings.Objectives objectives = VictorySettings.objectives(s, table);
        objX = objectives.x();
        objY = objectives.y();
        objRadius = objectives.radius();
        objPoints = objectives.points();

        // Units.
        List<double[]> rows = new ArrayList<>();
        List<String> unitNames = new ArrayList<>();
        List<int[]> pers = new ArrayList<>();
        List<String> persNames = new ArrayList<>();
        for (int sd = 0; sd < 2; sd++) {
            SideSpec sideSpec = s.sides().get(sd);
            sideNames[sd] = sideSpec.name() == null ? "side " + sd : sideSpec.name();
            players[sd] = sideSpec.player() == null ? PlayerSpec.DEFAULT : sideSpec.player();
            final boolean gov = sd == governmentSide;
            int edgeUnits = 0;
            for (UnitSpec u : sideSpec.units()) {
                if (u.at() == null && !lower(u.type()).equals("personality")) {
                    edgeUnits += Math.max(0, u.count());
                }
            }
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
            int edgeIndex = 0;
            final double edgeOffset = Math.max(0, (s.depthInches() - p.get("deploy.separation")) / 2);
            final double sideFacing = sd == 0 ? 0 : 180;
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
                int hi = ty == ARTILLERY ? p.getInt(gov ? "crew.government" : "crew.jacobite") : MAX_FIGURES;
                if (u.figures() < lo || u.figures() > hi) {
                    throw ScenarioException.at(s.source(), f + ".men", "men " + u.figures() + " outside " + lo + "-"
                            + hi + " for " + JacobiteCodes.TYPE_NAMES[ty]
                            + (ty == ARTILLERY ? " (crew figures, A2: rules crew.government / crew.jacobite)" : ""));
                }
                boolean isPoor = q == 2 || (ty == LOWLAND_HORSE && p.getInt("quality.lowland-horse-poor") == 1)
                        || (ty == ARTILLERY && !gov && p.getInt("quality.jacobite-guns-poor") == 1);
                double spacing = u.spacingInches() > 0 ? u.spacingInches() : p.get("deploy.spacing");
                String base = u.name() == null || u.name().isEmpty() ? JacobiteCodes.TYPE_NAMES[ty] : u.name();
                for (int k = 0; k < u.count(); k++) {
                    double ux;
                    double uy;
                    double face;
                    if (u.at() == null) {
                        face = sideFacing;
                        ux = s.widthInches() * (edgeIndex + 0.5) / edgeUnits;
                        uy = sd == 0 ? edgeOffset : s.depthInches() - edgeOffset;
                        edgeIndex++;
                    } else {
                        face = Double.isNaN(u.facingDegrees()) ? sideFacing : u.facingDegrees();
                        Point in = Placement.inRow(u.at(), face, k, spacing);
                        ux = in.x();
                        uy = in.y();
                    }
                    String name = k == 0 ? base : base + "-" + (k + 1);
                    Placement.requireOnTable(table, s, f + ".at", name, ux, uy);
                    int cls2 = Math.max(moveClassOfArea[table.areaAt(ux, uy)],
                            moveClassOfFeature[table.featureAt(ux, uy)]);
                    if (cls2 == JacobiteCodes.MOVE_IMPASSABLE) {
                        throw ScenarioException.at(s.source(), f + ".at", "unit " + name + " at (" + fmt(ux) + ", "
                                + fmt(uy) + ") stands in impassable terrain ("
                                + TerrainKind.areaName(table.areaAt(ux, uy)) + ")");
                    }
                    rows.add(new double[] {sd, ty, cl, form, u.figures(), gov ? 1 : 0, q == 1 ? 1 : q == 3 ? 2 : 0,
                        isPoor ? 1 : 0, ux, uy, norm(face), -1, u.at() == null ? 1 : 0});
                    unitNames.add(name);
                    lastUnit = rows.size() - 1;
                }
            }
            if (army != null) {
                final double y0 = sd == 0 ? edgeOffset : s.depthInches() - edgeOffset;
                final int most = list == LIST_GOVERNMENT ? Math.max(govInfantryLarge, Math.max(govHighland,
                        Math.max(govMilitia, govDragoons))) : Math.max(highlandLarge, Math.max(highlandMedium,
                        Math.max(jacFrench, jacLowlandMilitia)));
                for (int k = 0; k < army.units(); k++) {
                    double ux = s.widthInches() * (edgeIndex + 0.5) / edgeUnits;
                    edgeIndex++;
                    rows.add(new double[] {sd, REGULAR_FOOT, JacobiteCodes.REGULAR, LINE, Math.min(MAX_FIGURES, most),
                        gov ? 1 : 0, 0, 0, ux, y0, sideFacing, list, 1});
                    unitNames.add(sideNames[sd] + " list " + (k + 1));
                    if (k == 0 && p.getInt("army.personality") == 1) {
                        pers.add(new int[] {rows.size() - 1, sd, 1});
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
        unitCount = rows.size();
        if (unitCount > MAX_UNITS) {
            throw ScenarioException.at(s.source(), "sides", unitCount + " units exceed the limit of " + MAX_UNITS);
        }
        if (pers.size() > MAX_PERSONALITIES) {
            throw ScenarioException.at(s.source(), "sides", pers.size() + " personalities exceed the limit of "
                    + MAX_PERSONALITIES);
        }
        names = unitNames.toArray(new String[0]);
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
        zones = p.isChoice("deploy.mode", "zones");
        deployFirst = p.isChoice("deploy.first", "government") ? governmentSide : 1 - governmentSide;
        placed = new boolean[unitCount];
        final int[] toPlace = new int[2];
        for (int i = 0; i < unitCount; i++) {
            placed[i] = zones && rows.get(i)[12] != 0;
            if (placed[i]) {
                toPlace[side[i]]++;
            }
        }
        if (zones) {
            buildZones(s, p, toPlace);
        } else {
            for (int z = 0; z < 2; z++) {
                slotX[z] = new double[0];
                slotY[z] = new double[0];
                slotRow[z] = new int[0];
            }
        }
        final double contactInches = p.get("geometry.contact");
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
            personalityDice[i] = p.getInt(pers.get(i)[2] == 1 ? "personality.mounted-dice" : "personality.foot-dice");
        }

        for (int d = 0; d < 2; d++) {
            for (int n = 0; n <= TABLE_DICE; n++) {
                for (int h = 0; h <= 2; h++) {
                    meanMove[d][n][h] = JacobiteOdds.mean(JacobiteOdds.sumDropping(n, moveFaces[d], h, 0));
                }
                double[] sum = JacobiteOdds.sum(n, moveFaces[d]);
                reach[d][n] = new double[sum.length + 1];
                for (int k = 0; k < reach[d][n].length; k++) {
                    reach[d][n][k] = JacobiteOdds.atLeast(sum, k);
                }
                for (int f = 0; f < 2; f++) {
                    final double[][][] joints = JacobiteOdds.moveJoints(n, moveFaces[d], f == 0 ? 0 : formationDrop);
                    for (int v = 0; v < JacobiteOdds.DROP_VARIANTS; v++) {
                        final double[][] joint = joints[v];
                        final double[][] tail = new double[joint.length][joint.length + 1];
                        final double[] kept = new double[joint.length];
                        for (int tt = 0; tt < joint.length; tt++) {
                            for (int k = joint.length - 1; k >= 0; k--) {
                                tail[tt][k] = tail[tt][k + 1] + joint[tt][k];
                                kept[tt] += k * joint[tt][k];
                            }
                        }
                        moveTail[d][n][f][v] = tail;
                        moveKept[d][n][f][v] = kept;
                        if (f == 0) {
                            final double[] c = new double[joint.length + 1];
                            for (int tt = 0; tt < joint.length; tt++) {
                                for (int k = 0; k <= joint.length; k++) {
                                    c[k] += tail[tt][k];
                                }
                            }
                            // Without terrain the charge odds are the plain sum's, the very numbers of reach.
                            chargeReach[d][n][v] = v == JacobiteOdds.DROP_NONE ? reach[d][n].clone() : c;
                        }
                    }
                }
                // A bound of every variant's odds (losing dice only lowers them; the maximum absorbs rounding).
                reachBound[d][n] = reach[d][n].clone();
                for (int v = 0; v < JacobiteOdds.DROP_VARIANTS; v++) {
                    for (int k = 0; k < reachBound[d][n].length; k++) {
                        reachBound[d][n][k] = Math.max(reachBound[d][n][k], chargeReach[d][n][v][k]);
                    }
                }
                for (int k = reachBound[d][n].length - 2; k >= 0; k--) {
                    reachBound[d][n][k] = Math.max(reachBound[d][n][k], reachBound[d][n][k + 1]);
                }
                int last = reachBound[d][n].length - 1;
                while (last > 0 && !(reachBound[d][n][last] > 0)) {
                    last--;
                }
                final double far = last + Math.max(0, contact) + 2;
                reachFarSquared[d][n] = far * far;
            }
        }
    }

    /**
     * The places of the two zones (A11): zone-depth deep, deploy.separation apart and centred on the table's depth;
     * columns deploy.place-spacing apart across the width, rows as far apart from the front edge of the zone back.
     * Rejects geometry that cannot hold the armies: zones that do not fit the table, or fewer places than units.
     */
    private void buildZones(Scenario s, Parameters p, int[] toPlace) {
        final double depthZ = p.get("deploy.zone-depth");
        final double sep = p.get("deploy.separation");
        final double spacing = p.get("deploy.place-spacing");
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

    private static double norm(double deg) {
        double d = deg % 360;
        return d < 0 ? d + 360 : d;
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

    /** The player spec of a side. */
    public PlayerSpec player(int sd) {
        return players[sd];
    }

    @Override
    public Scenario scenario() {
        return scenario;
    }

    @Override
    public Parameters parameters() {
        return parameters;
    }

    @Override
    public int unitCount() {
        return unitCount;
    }

    /** The unit's name for narration, unambiguous across the two sides. */
    public String label(int unit) {
        return labels[unit];
    }

    @Override
    public String unitName(int unit) {
        return names[unit];
    }

    @Override
    public int unitSide(int unit) {
        return side[unit];
    }

    @Override
    public int unitStartFigures(int unit) {
        return figures[unit];
    }

    @Override
    public String sideName(int sd) {
        return sideNames[sd];
    }

    @Override
    public int maxTurns() {
        return maxTurns;
    }
}
