package org.muster.rules.hardtack;

import org.muster.engine.TerrainKind;
import org.muster.rules.Parameters;
import org.muster.rules.battle.TerrainEffects;

/**
 * The numbers of the {@code hardtack} rules ({@link HardtackParameters}) resolved once into typed fields: built once
 * per compile from the rule set's parameters (defaults and overrides), and read by {@link HardtackOdds} and, as the
 * inherited fields of {@link HardtackTemplate} (which extends this class), by the engine and the players; nothing
 * else reads {@link Parameters} by name, so the engine and the odds cannot disagree about a rule. Immutable after
 * construction (its arrays must not be written).
 */
public class HardtackRules {
    public final int leadership;
    public final int lvBest;
    public final int lvWorst;
    public final int[] motivation = new int[2];
    public final int startConfidence;
    public final int closeTl;
    public final int lineMoveShift;
    public final double regimentRadius;
    public final int horseHolderPer;
    /** Detached elements (section 3.7, 5.6, 5.7): activation reach, limbering reach, led horses' move, horse armour. */
    public final double detachedRadius;
    public final double limberTeamRange;
    public final int moveLedHorses;
    public final int horseArmourDie;
    /** Unit integrity (section 2.8): the circle's diameter and the chain's link, inches. */
    public final double integrityCircle;
    public final double integrityChain;
    public final int actions;
    public final boolean fewerUnitsChoose;
    public final boolean passRule;
    public final double commandRadius;
    public final int moveInfantry;
    public final int moveMounted;
    public final int moveLimbered;
    public final int moveUnlimbered;
    public final int moveUnlimberedOneCrew;
    public final int combatMultiplier;
    public final int costPoor;
    public final int costDifficult;
    public final int coverSoft;
    public final int coverHard;
    public final int coverFortification;
    public final boolean fortificationArmourBoth;
    public final double featureReach;
    public final double losEdge;
    public final double unitBlock;
    public final double enemyGap;
    public final double contact;
    public final int routMoves;
    public final boolean surrender;
    public final double surrenderRange;
    public final int transfers;
    public final double runnerMove;
    /** Brigade staff figures: the brigade commander and the officers who take over from him in turn (0.4). */
    public final int brigadeStaff;
    /** How far the brigade commander rides at the end of a turn to stay near his regimental commanders. */
    public final double brigadeRide;
    public final int firedOnWindow;
    public final boolean reactionFire;
    public final double[] weaponFp = new double[HardtackCodes.WEAPONS];
    public final int[] weaponImpact = new int[HardtackCodes.WEAPONS];
    /** Close-combat die shift by weapon (section 11.2 [D]). */
    public final int[] meleeShift = new int[HardtackCodes.WEAPONS];
    /** Shot and canister dice by weapon code (guns only). */
    public final int[] shotDie = new int[HardtackCodes.WEAPONS];
    public final int[] canisterDie = new int[HardtackCodes.WEAPONS];
    public final int meleeSabre;
    public final int meleeMounted;
    public final int meleeCavalryTl;
    public final int meleeCavalryAttackerTl;
    public final int armourDie;
    public final int killMultiple;
    public final int woundsToKill;
    public final int maxSteps;
    public final int smoothboreShift;
    public final double d2Threshold;
    public final int d2QualityShift;
    public final int skirmishShift;
    public final int formationTargetShift;
    public final int mountedQualityShift;
    public final boolean netShiftsBeforeLimit;
    public final int closeOnlyBands;
    public final double fireArc;
    public final int treatDeadMax;
    public final int treatStabilisedMax;
    public final int leaderWorseMax;
    public final int leaderSameMax;
    public final int horseHitMin;
    public final int sharpBandMultiple;
    public final int moveLimberedDamaged;
    public final int teamFigures;
    public final int sharpFp;
    public final int sharpImpact;
    public final int loneFigureShift;
    public final int gatlingFp;
    public final int gatlingImpact;
    /** gatling.reload yes: firing the Gatling places its company's Reload marker. */
    public final boolean gatlingReload;
    /** gatling.fire: whether the Gatling may join its company's small-arms fire, and fire alone. */
    public final boolean gatlingJoins;
    public final boolean gatlingAlone;
    /** Threat levels by row then motivation: [row][LOW..HIGH]; NTR = no test. Rows as {@link #TL_SHOT} etc. */
    public final int[][] threat = new int[7][3];
    public final int chargedByClose;
    /** SG2's untreated-casualty row is kept (threat.untreated-row on). */
    public final boolean untreatedRow;
    public final int shakenLeaveCover;
    public final int brokenArtillery;
    public final int ipOpen;
    public final int ipCover;
    public final int ipMove;
    public final int ipDropReorganise;
    public final int ipShift;
    public final int travelRoad;
    public final int travelClear;
    public final int travelTargetShift;
    public final int panicTl;
    public final boolean panicGreen;
    public final int rallyLevels;
    public final int assaultTlConfident;
    public final int assaultTlSteady;
    public final int standMin;
    public final int assaultCoverShift;
    public final double fallBack;
    public final int assaultMaxRounds;
    /** Section 11.1 step 8: from this round the order of the end-of-round tests reads casualties since the start. */
    public final int assaultOverallFrom;
    /** Section 11.1 step 3 [D]: occupying the position takes at most this many normal moves. */
    public final double assaultOccupyMoves;
    public final int assaultDeadMax;
    public final int assaultWoundedMax;
    public final int shotBand;
    public final int shotImpact;
    public final int canisterImpact;
    public final int bounceImpact;
    public final int bounceDie;
    public final int bounceMultiplier;
    public final int bounceMultiplierRifled;
    public final double bounceWidth;
    public final double canisterThroughWidth;
    public final int canisterThroughShift;
    public final int crewMax;
    /** Crew figures a gun needs for full service, and the quality-die shift of a gun with fewer (12.2, 5.2). */
    public final int workingCrew;
    public final int shortCrewShift;
    public final double gunArc;
    public final int columnRanks;
    public final int lineRanks;
    /** Off-table artillery (section 12.3 [D]), offtable on; its numbers as the parameters of the same names. */
    public final boolean offTable;
    public final int offMissions;
    public final int offRequestDie;
    public final int offRequestOverLv;
    public final int offInbound;
    public final int offDeviationMultiplier;
    public final int offDeviationDie;
    public final int offDirectionDie;
    public final int offIpArmourShift;
    public final double offBurstRadius;
    public final int offImpact;
    public final int offUnderSkirmish;
    public final int offUnderClose;
    public final int[] coverOfArea = new int[TerrainKind.AREA_KINDS];
    /** Movement class by mover * AREA_KINDS + area code, and by mover * FEATURE_KINDS + feature code. */
    public final int[][] moveClassOfArea = new int[4][TerrainKind.AREA_KINDS];
    public final int[] coverOfFeature = new int[TerrainKind.FEATURE_KINDS];
    public final int[][] moveClassOfFeature = new int[4][TerrainKind.FEATURE_KINDS];
    public final int losBlockingAreas;
    public final int losBlockingFeatures;
    /** By quality code: the quality die and the small-arms range band (section 2.1). */
    public final int[] qualityDieOf = new int[HardtackCodes.QUALITY_NAMES.size()];
    public final int[] bandOf = new int[HardtackCodes.QUALITY_NAMES.size()];
    public final int turnsLimit;
    public final double stabilisedPoints;
    public final double gunPoints;
    public final double deploySeparation;
    public final double deploySpacing;
    public final int gatlingCrewMax;
    public final int companyMinFigures;
    public final int companyMaxFigures;
    public final boolean brigadeCommander;

    public HardtackRules(Parameters p) {
        // Terrain (sections 5.3, 6).
        TerrainEffects.read(p, "terrain.", ".cover", coverOfArea, coverOfFeature);
        for (int m = 0; m < 4; m++) {
            TerrainEffects.read(p, "terrain.", ".move." + HardtackParameters.MOVERS[m], moveClassOfArea[m],
                    moveClassOfFeature[m]);
        }
        losBlockingAreas = TerrainEffects.areaBits(p, "terrain.", ".sight");
        losBlockingFeatures = TerrainEffects.featureBits(p, "terrain.", ".sight");
        // Rules.
        leadership = p.getInt("leadership.value");
        lvBest = p.getInt("leadership.best");
        lvWorst = p.getInt("leadership.worst");
        motivation[0] = p.getInt("motivation.side-0");
        motivation[1] = p.getInt("motivation.side-1");
        startConfidence = p.getInt("confidence.start");
        closeTl = p.getInt("formation.close-tl");
        lineMoveShift = p.getInt("formation.line-move-shift");
        regimentRadius = p.get("regiment.radius");
        horseHolderPer = p.getInt("horse-holders.per");
        detachedRadius = p.get("detached.radius");
        limberTeamRange = p.get("limber.team-range");
        moveLedHorses = p.getInt("move.led-horses");
        horseArmourDie = p.getInt("detached.horse-armour");
        integrityCircle = p.get("integrity.circle");
        integrityChain = p.get("integrity.chain");
        actions = p.getInt("activation.actions");
        fewerUnitsChoose = p.isChoice("activation.first", "fewer-units-choose");
        passRule = p.isChoice("activation.pass", "fewer-unactivated");
        commandRadius = p.get("command.radius");
        moveInfantry = p.getInt("move.infantry");
        moveMounted = p.getInt("move.mounted");
        moveLimbered = p.getInt("move.limbered");
        moveUnlimbered = p.getInt("move.unlimbered");
        moveUnlimberedOneCrew = p.getInt("move.unlimbered-one-crew");
        combatMultiplier = p.getInt("move.combat-multiplier");
        costPoor = p.getInt("move.cost.poor");
        costDifficult = p.getInt("move.cost.difficult");
        coverSoft = p.getInt("cover.soft");
        coverHard = p.getInt("cover.hard");
        coverFortification = p.getInt("cover.fortification");
        fortificationArmourBoth = p.isChoice("cover.fortification-armour", "both");
        featureReach = p.get("geometry.feature-reach");
        losEdge = p.get("geometry.los-edge");
        unitBlock = p.get("geometry.unit-block");
        enemyGap = p.get("geometry.enemy-gap");
        contact = p.get("geometry.contact");
        routMoves = p.getInt("rout.moves");
        surrender = p.isChoice("rout.surrender", "on");
        surrenderRange = p.get("rout.surrender-range");
        transfers = p.getInt("command.transfers");
        runnerMove = p.get("command.runner-move");
        brigadeStaff = p.getInt("brigade.staff");
        brigadeRide = p.get("brigade.ride");
        firedOnWindow = p.getInt("fired-on.window");
        reactionFire = p.isChoice("reaction-fire", "on");
        for (int w = 0; w < HardtackCodes.FIRST_GUN; w++) {
            String wn = HardtackCodes.WEAPON_NAMES.get(w);
            weaponFp[w] = p.get("weapon." + wn + ".fp");
            weaponImpact[w] = p.getInt("weapon." + wn + ".impact");
        }
        meleeShift[HardtackCodes.MUSKET] = p.getInt("melee.musket");
        meleeShift[HardtackCodes.SMOOTHBORE] = p.getInt("melee.musket");
        meleeShift[HardtackCodes.BREECHLOADER] = p.getInt("melee.musket");
        meleeShift[HardtackCodes.REPEATER] = p.getInt("melee.musket");
        meleeShift[HardtackCodes.CARBINE] = p.getInt("melee.carbine");
        meleeShift[HardtackCodes.PISTOL] = p.getInt("melee.pistol");
        meleeShift[HardtackCodes.SHOTGUN] = p.getInt("melee.shotgun");
        for (int w = HardtackCodes.FIRST_GUN; w < HardtackCodes.WEAPONS; w++) {
            meleeShift[w] = p.getInt("melee.carbine");
            String wn = HardtackCodes.WEAPON_NAMES.get(w);
            shotDie[w] = p.getInt("artillery." + wn + ".shot");
            canisterDie[w] = p.getInt("artillery." + wn + ".canister");
        }
        meleeSabre = p.getInt("melee.sabre");
        meleeMounted = p.getInt("melee.mounted");
        meleeCavalryTl = p.getInt("melee.cavalry-tl");
        meleeCavalryAttackerTl = p.getInt("melee.cavalry-attacker-tl");
        armourDie = p.getInt("armour.die");
        killMultiple = p.getInt("fire.kill-multiple");
        woundsToKill = p.getInt("fire.wounds-to-kill");
        maxSteps = p.getInt("fire.max-steps");
        smoothboreShift = p.getInt("fire.smoothbore-shift");
        d2Threshold = p.get("fire.d2-threshold");
        d2QualityShift = p.getInt("fire.d2-quality-shift");
        skirmishShift = p.getInt("fire.skirmish-shift");
        formationTargetShift = p.getInt("fire.formation-target-shift");
        mountedQualityShift = p.getInt("fire.mounted-quality-shift");
        netShiftsBeforeLimit = p.isChoice("fire.net-shifts-before-limit", "yes");
        closeOnlyBands = p.getInt("fire.close-only-bands");
        fireArc = p.get("fire.arc-degrees");
        treatDeadMax = p.getInt("treatment.dead-max");
        treatStabilisedMax = p.getInt("treatment.stabilised-max");
        leaderWorseMax = p.getInt("leader.worse-max");
        leaderSameMax = p.getInt("leader.same-max");
        horseHitMin = p.getInt("mounted.horse-hit-min");
        sharpBandMultiple = p.getInt("sharpshooter.band-multiple");
        moveLimberedDamaged = p.getInt("move.limbered-damaged");
        teamFigures = p.getInt("artillery.team-figures");
        sharpFp = p.getInt("sharpshooter.fp");
        sharpImpact = p.getInt("sharpshooter.impact");
        loneFigureShift = p.getInt("fire.lone-figure-shift");
        gatlingFp = p.getInt("gatling.fp");
        gatlingImpact = p.getInt("gatling.impact");
        gatlingReload = p.isChoice("gatling.reload", "yes");
        gatlingJoins = !p.isChoice("gatling.fire", "alone");
        gatlingAlone = !p.isChoice("gatling.fire", "join");
        String[] rows = {"fired-on-shot", "fired-on-canister", "casualties", "more-than-survivors", "leader",
            "abandon-wounded", "untreated"};
        for (int r = 0; r < rows.length; r++) {
            for (int m = 0; m < 3; m++) {
                threat[r][m] = p.getInt("threat." + rows[r] + "." + HardtackCodes.MOTIVATION_NAMES.get(m));
            }
        }
        chargedByClose = p.getInt("threat.charged-by-close");
        untreatedRow = p.isChoice("threat.untreated-row", "on");
        shakenLeaveCover = p.getInt("reaction.shaken-leave-cover");
        brokenArtillery = p.getInt("reaction.broken-artillery");
        ipOpen = p.getInt("reaction.ip-open");
        ipCover = p.getInt("reaction.ip-cover");
        ipMove = p.getInt("reaction.move-while-ip");
        ipDropReorganise = p.getInt("reaction.drop-ip-reorganise");
        ipShift = p.getInt("fire.ip-shift");
        travelRoad = p.getInt("move.travel-road");
        travelClear = p.getInt("move.travel-clear");
        travelTargetShift = p.getInt("fire.travel-target-shift");
        panicTl = p.getInt("panic.tl");
        panicGreen = p.isChoice("panic.green", "on");
        rallyLevels = p.getInt("rally.levels");
        assaultTlConfident = p.getInt("assault.tl.confident");
        assaultTlSteady = p.getInt("assault.tl.steady");
        standMin = p.getInt("assault.stand-min");
        assaultCoverShift = p.getInt("assault.cover-shift");
        fallBack = p.get("assault.fall-back");
        assaultMaxRounds = p.getInt("assault.max-rounds");
        assaultOverallFrom = p.getInt("assault.overall-from-round");
        assaultOccupyMoves = p.get("assault.occupy-moves");
        assaultDeadMax = p.getInt("assault.dead-max");
        assaultWoundedMax = p.getInt("assault.wounded-max");
        shotBand = p.getInt("artillery.shot-band");
        shotImpact = p.getInt("artillery.shot-impact");
        canisterImpact = p.getInt("artillery.canister-impact");
        bounceImpact = p.getInt("artillery.bounce-impact");
        bounceDie = p.getInt("artillery.bounce-die");
        bounceMultiplier = p.getInt("artillery.bounce-multiplier");
        bounceMultiplierRifled = p.getInt("artillery.bounce-multiplier-rifled");
        bounceWidth = p.get("artillery.bounce-width");
        canisterThroughWidth = p.get("artillery.canister-through-width");
        canisterThroughShift = p.getInt("artillery.canister-through-shift");
        crewMax = p.getInt("artillery.crew");
        workingCrew = p.getInt("artillery.working-crew");
        shortCrewShift = p.getInt("artillery.short-crew-shift");
        gunArc = p.get("artillery.arc-degrees");
        columnRanks = p.getInt("artillery.column-ranks");
        lineRanks = p.getInt("artillery.line-ranks");
        offTable = p.isChoice("offtable", "on");
        offMissions = p.getInt("offtable.missions");
        offRequestDie = p.getInt("offtable.request-die");
        offRequestOverLv = p.getInt("offtable.request-over-lv");
        offInbound = p.getInt("offtable.inbound");
        offDeviationMultiplier = p.getInt("offtable.deviation-multiplier");
        offDeviationDie = p.getInt("offtable.deviation-die");
        offDirectionDie = p.getInt("offtable.direction-die");
        offIpArmourShift = p.getInt("offtable.ip-armour-shift");
        offBurstRadius = p.get("offtable.burst-radius");
        offImpact = p.getInt("offtable.impact");
        offUnderSkirmish = p.getInt("offtable.under-skirmish");
        offUnderClose = p.getInt("offtable.under-close");
        for (int q = 0; q < qualityDieOf.length; q++) {
            String qn = HardtackCodes.QUALITY_NAMES.get(q);
            qualityDieOf[q] = p.getInt("quality." + qn + ".die");
            bandOf[q] = p.getInt("quality." + qn + ".band");
        }
        turnsLimit = p.getInt("turns.limit");
        stabilisedPoints = p.get("victory.stabilised-points");
        gunPoints = p.get("victory.gun-points");
        deploySeparation = p.get("deploy.separation");
        deploySpacing = p.get("deploy.spacing");
        gatlingCrewMax = p.getInt("gatling.crew");
        companyMinFigures = p.getInt("company.min-figures");
        companyMaxFigures = p.getInt("company.max-figures");
        brigadeCommander = p.isChoice("brigade.commander", "on");
    }
}
