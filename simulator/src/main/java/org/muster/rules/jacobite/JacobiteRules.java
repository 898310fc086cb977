package org.muster.rules.jacobite;

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
import static org.muster.rules.jacobite.JacobiteCodes.REGULAR_FOOT;
import static org.muster.rules.jacobite.JacobiteCodes.ROAD;

import org.muster.engine.TerrainKind;
import org.muster.rules.Parameters;
import org.muster.rules.battle.TerrainEffects;

/**
 * Every rule number of {@code jacobite45}, read from {@link Parameters} by name once, into typed fields, with the
 * exact movement and charge tables computed from them (ARCHITECTURE.md section 2a: rule numbers read once). The
 * template of a scenario is these rules plus the scenario ({@link JacobiteTemplate} extends this class, so its readers
 * see the same fields), and {@link JacobiteOdds} prints its distributions from the same object, so the engine, the
 * odds and the players cannot read a rule differently. Immutable; nobody may write into its arrays.
 */
public class JacobiteRules {
    /** Movement tables cover up to this many dice. */
    public static final int TABLE_DICE = 6;

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

    // Terrain kinds: cover, movement class, holding, sight (A5, A6.2, A8.2, A11).
    public final int[] coverOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] coverOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] moveClassOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] moveClassOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[] holdingOfArea = new int[TerrainKind.AREA_KINDS];
    public final int[] holdingOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int losBlockingAreas;

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
    public final double losEdge;
    /** Units between firer and target block sight (A11 [D]), within this half-width or half their frontage. */
    public final boolean unitsBlockSight;
    public final double unitHalfWidth;
    public final double featureReach;
    /** Deployment (A11): edge spacing, separation of the sides, zones by places, who places first. */
    public final double deploySpacing;
    public final double deploySeparation;
    public final double zoneDepth;
    public final double placeSpacing;
    public final boolean deployByZones;
    public final boolean governmentDeploysFirst;
    /** Each army list's personality joins its first unit ({@code army.personality}). */
    public final boolean armyPersonality;
    /** Movement d6 of a personality when it leaves its unit (A3 [D]): mounted, on foot. */
    public final int personalityMountedDice;
    public final int personalityFootDice;
    /** The turn limit unless the scenario sets one ({@code turns.limit}). */
    public final int turnsLimit;

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

    /** Resolves every rule number of {@code p} (the defaults with a scenario's or the command line's overrides). */
    public JacobiteRules(Parameters p) {
        TerrainEffects.read(p, "cover.", "", coverOfArea, coverOfFeature);
        TerrainEffects.read(p, "move.terrain.", "", moveClassOfArea, moveClassOfFeature);
        TerrainEffects.read(p, "holding.", "", holdingOfArea, holdingOfFeature);
        losBlockingAreas = TerrainEffects.areaBits(p, "los.", "");

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
        lowlandHorsePoor = p.isChoice("quality.lowland-horse-poor", "yes");
        jacobiteGunsPoor = p.isChoice("quality.jacobite-guns-poor", "yes");
        closePerBase = p.getInt("base.close-figures");
        openPerBase = p.getInt("base.open-figures");
        cavalryPerBase = p.getInt("base.cavalry-figures");
        baseFrontage = p.get("base.frontage");
        clanDepth = p.getInt("clan.depth");
        jokers = p.getInt("deck.jokers");
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
        brokenRetire = p.get("broken.retire");
        getInThereRange = p.get("get-in-there.range");
        rallyNotFiredAt = p.getInt("rally.not-fired-at");
        rallyPersonality = p.getInt("rally.personality");
        rallyPersonalityNear = p.getInt("rally.personality-near");
        rallyNear = p.get("rally.near-inches");
        losEdge = p.get("los.edge-inches");
        unitsBlockSight = p.isChoice("los.units", "block");
        unitHalfWidth = p.get("los.unit-half-width");
        featureReach = p.get("cover.feature-reach");
        deploySpacing = p.get("deploy.spacing");
        deploySeparation = p.get("deploy.separation");
        zoneDepth = p.get("deploy.zone-depth");
        placeSpacing = p.get("deploy.place-spacing");
        deployByZones = p.isChoice("deploy.mode", "zones");
        governmentDeploysFirst = p.isChoice("deploy.first", "government");
        armyPersonality = p.getInt("army.personality") == 1;
        personalityMountedDice = p.getInt("personality.mounted-dice");
        personalityFootDice = p.getInt("personality.foot-dice");
        turnsLimit = p.getInt("turns.limit");

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
}
